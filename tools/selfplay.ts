// `norenberc selfplay`: a bots-only game played through the real host (its sockets, bot threads and
// store) into a data folder's database, with progress on the way; `--resume` finishes the one left
// unfinished, after a crash for instance.
import { WebSocket } from 'ws';
import { BOT_LEVELS, type BotLevel } from '../engine/bots/index.ts';
import { MAX_PLAYERS, MIN_PLAYERS } from '../engine/players.ts';
import type { GameView } from '../engine/index.ts';
import { startHost } from '../main/host/server.ts';
import { connect } from '../protocol/client.ts';
import { openHostStore, readyDataFolder } from '../main/store/hostStore.ts';
import { defaultDataDir } from '../main/store/dataDir.ts';
import { UsageError, readArgs, wholeNumber } from '../main/cli/args.ts';

export const SELFPLAY_USAGE =
  'selfplay --seats LEVEL,LEVEL[,…] [--data-dir D] [--delay-ms N] [--resume]   a bots-only game, stored';

const NAME = 'Self-play';

export async function runSelfplay(args: string[]): Promise<number> {
  const { values } = readArgs(args, {
    seats: { type: 'string' },
    'data-dir': { type: 'string' },
    'delay-ms': { type: 'string' },
    resume: { type: 'boolean' },
  });
  const delay = wholeNumber('--delay-ms', values['delay-ms'], 0, 0, 60_000);
  let levels: BotLevel[] = [];
  if (!values.resume) {
    levels = (values.seats ?? '').split(',').map((l) => l.trim()) as BotLevel[];
    if (
      levels.length < MIN_PLAYERS ||
      levels.length > MAX_PLAYERS ||
      levels.some((l) => !BOT_LEVELS.includes(l))
    )
      throw new UsageError(
        `--seats takes ${MIN_PLAYERS} to ${MAX_PLAYERS} bot levels among ${BOT_LEVELS.join(', ')}, e.g. --seats hard,medium,easy`,
      );
  }
  const log = (line: string): void => void process.stderr.write(`${line}\n`);
  const dataDir = values['data-dir'] ?? defaultDataDir();
  readyDataFolder(dataDir, log);
  const opened = openHostStore(dataDir, log);
  const host = await startHost({
    port: 0,
    bind: '127.0.0.1',
    name: NAME,
    store: opened.store,
    botPaceMs: delay,
    log,
  });
  const client = await connect(host.wsUrl, { WebSocket });
  try {
    let gameId: string;
    if (values.resume) {
      const game = opened.store.unfinished()[0];
      if (!game) {
        process.stdout.write('No unfinished game to resume.\n');
        return 2;
      }
      const restored = host.lobby.restore(game);
      if (!restored.ok) {
        process.stderr.write(`the unfinished game cannot be resumed: ${restored.error}\n`);
        return 2;
      }
      gameId = game.id;
      process.stdout.write(`Resuming game ${gameId} at action ${game.record.actions.length}.\n`);
    } else {
      const created = await client.create(
        levels.map((level) => ({ kind: 'bot', level })),
        NAME,
      );
      gameId = created.gameId;
      await client.start(gameId);
      process.stdout.write(`Game ${gameId}: ${levels.join(' vs ')}.\n`);
    }
    const final = await watch(client, gameId);
    for (const sc of final.scores ?? []) {
      process.stdout.write(
        `  ${final.players[sc.seat]!.name}: ${sc.total} VP${sc.rank === 1 ? ' (winner)' : ''}\n`,
      );
    }
    process.stdout.write(`Stored in ${opened.store.store.path} (${final.moves} actions).\n`);
    return 0;
  } finally {
    client.close();
    await host.close();
    opened.close();
  }
}

/** Follows the game as a spectator, printing each new round and turn, until it is over. */
async function watch(client: Awaited<ReturnType<typeof connect>>, gameId: string): Promise<GameView> {
  return new Promise<GameView>((resolve, reject) => {
    let last = '';
    const progress = (v: GameView | null): void => {
      if (!v) return;
      if (v.phase === 'finished') {
        off();
        resolve(v);
        return;
      }
      const line = `round ${v.round}, turn ${v.turn}`;
      if (line !== last) process.stdout.write(`${line} (action ${v.moves})\n`);
      last = line;
    };
    const off = client.on('update', (u) => progress(u.view));
    client.spectate(gameId).then((snapshot) => progress(snapshot.view), reject);
  });
}
