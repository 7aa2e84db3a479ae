// Whole games over real sockets on loopback between scripted clients: a LAN guest, a hotseat client
// holding several seats, and spectators.
import { afterEach, describe, expect, it } from 'vitest';
import { replay, type GameRecord } from '../../engine/index.ts';
import type { RunningHost } from '../../main/host/server.ts';
import { UnsavedGames, type StoredGame } from '../../main/host/store.ts';
import type { Action } from '../../engine/index.ts';
import { ScriptedPlayer, seededRandom } from '../../tools/loadtest/scriptedPlayer.ts';
import type { Client } from '../../protocol/client.ts';
import { next, testClient, testHost } from './helpers.ts';

let host: RunningHost | null = null;
const clients: Client[] = [];

afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  await host?.close();
  host = null;
});

async function client(): Promise<Client> {
  const c = await testClient(host!);
  clients.push(c);
  return c;
}

describe('whole games', () => {
  it('plays a 3-player game: a hotseat client with two seats and a LAN guest, watched by a spectator', async () => {
    const stored: { game?: StoredGame; actions: Action[]; finishedAfter?: number } = { actions: [] };
    host = await testHost({
      store: new (class extends UnsavedGames {
        override gameStarted(game: StoredGame): void {
          stored.game = game;
        }
        override actionApplied(_id: string, action: Action, index: number): void {
          expect(index).toBe(stored.actions.length);
          stored.actions.push(action);
        }
        override gameFinished(): void {
          stored.finishedAfter = stored.actions.length;
        }
      })(),
    });
    const ana = await client();
    const ben = await client();
    const watcher = await client();
    const created = await ana.create(
      [{ kind: 'local', name: 'Ana', color: 'blue' }, { kind: 'local', name: 'Cleo' }, { kind: 'open' }],
      'Friday game',
    );
    expect(created.seats.map((s) => s.seat)).toEqual([0, 1]);
    const joined = await ben.join(created.gameId, 'Ben', { color: 'green' });
    expect(joined.seat).toBe(2);
    await watcher.spectate(created.gameId);
    const players = [
      new ScriptedPlayer(ana, created.gameId, { random: seededRandom(1), onRefused: (m) => expect.fail(m) }),
      new ScriptedPlayer(ben, created.gameId, { random: seededRandom(2), onRefused: (m) => expect.fail(m) }),
    ];
    await ana.start(created.gameId);
    const [final] = await Promise.all(players.map((p) => p.finished));
    expect(final!.phase).toBe('finished');
    expect(final!.scores).toHaveLength(3);
    await next(watcher, 'update', (m) => m.view?.phase === 'finished').catch(() => null);
    expect(watcher.game(created.gameId)?.view?.phase).toBe('finished');
    expect(watcher.game(created.gameId)?.table.phase).toBe('finished');

    // The store heard every action, in order: its record replays to the same end.
    const record: GameRecord = { ...stored.game!.record, actions: stored.actions };
    const replayed = replay(record);
    expect(replayed.ok && replayed.state.phase).toBe('finished');
    expect(players[0]!.actions + players[1]!.actions).toBe(stored.actions.length);
    expect(stored.finishedAfter).toBe(stored.actions.length);
  });

  it('plays a solo game against one bot of each level, each thinking in a worker thread', async () => {
    host = await testHost({ hardBotBudgetMs: 20 });
    const ana = await client();
    const created = await ana.create([
      { kind: 'local', name: 'Ana' },
      { kind: 'bot', level: 'easy' },
      { kind: 'bot', level: 'medium', color: 'red' },
      { kind: 'bot', level: 'hard', name: 'Hilde' },
    ]);
    const table = ana.game(created.gameId)!.table;
    expect(table.seats.map((s) => [s.kind, s.name, s.level])).toEqual([
      ['human', 'Ana', null],
      ['bot', 'Easy bot', 'easy'],
      ['bot', 'Medium bot', 'medium'],
      ['bot', 'Hilde', 'hard'],
    ]);
    expect(new Set(table.seats.map((s) => s.color)).size).toBe(4);
    const player = new ScriptedPlayer(ana, created.gameId, {
      random: seededRandom(3),
      onRefused: (m) => expect.fail(m),
    });
    await ana.start(created.gameId);
    const final = await player.finished;
    expect(final.scores).toHaveLength(4);
    expect(final.moves).toBeGreaterThan(player.actions);
  });
});
