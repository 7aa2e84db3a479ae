// Games wait for their players (issue 13): a game whose humans are all away is not played on, by
// its bots or anyone, however long it waits and across a host restart; a stand-in plays a seat only
// when the creator chose it, the record and the history say where, and the statistics leave it out.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { byStandIn } from '../../engine/index.ts';
import { ScriptedPlayer, seededRandom } from '../../tools/loadtest/scriptedPlayer.ts';
import type { HostOptions, RunningHost } from '../../main/host/server.ts';
import type { Client } from '../../protocol/client.ts';
import { openHostStore } from '../../main/store/hostStore.ts';
import { listMatches } from '../../main/store/index.ts';
import { next, testClient, testHost } from '../host/helpers.ts';

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

/** A host on the data folder's store, resuming its games; `stop` closes both (once). */
async function storedHost(
  dataDir: string,
  options: Partial<HostOptions> = {},
): Promise<{ host: RunningHost; stop(): Promise<void> }> {
  const opened = openHostStore(dataDir, () => {});
  const host = await testHost({ store: opened.store, archive: opened.store, ...options });
  for (const game of opened.store.unfinished()) expect(host.lobby.restore(game)).toEqual({ ok: true });
  let stopped = false;
  const stop = async (): Promise<void> => {
    if (stopped) return;
    stopped = true;
    await host.close();
    opened.close();
  };
  cleanup.push(stop);
  return { host, stop };
}

async function client(host: RunningHost, tokens?: string[]): Promise<Client> {
  const c = await testClient(host, tokens ? { tokens } : {});
  cleanup.push(() => c.close());
  return c;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The moves played in a game, as a watcher sees it, once the host lists it as paused. */
async function pausedAt(host: RunningHost, gameId: string): Promise<number> {
  const watcher = await client(host);
  const listed = (await watcher.games()).games.find((g) => g.id === gameId);
  if (!listed?.paused) await next(watcher, 'games', (games) => !!games.find((g) => g.id === gameId)?.paused);
  const moves = (await watcher.spectate(gameId)).view!.moves;
  watcher.close();
  return moves;
}

describe('a game whose players are away', () => {
  it('is not played on, by its bots or anyone; Continue resumes it at the same position, after a restart too', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'norenberc-waiting-'));
    // The host's defaults: nothing but the store.
    const { host: first, stop } = await storedHost(dataDir);
    const ana = await client(first);
    const { gameId } = await ana.create([
      { kind: 'local', name: 'Ana' },
      { kind: 'bot', level: 'easy' },
      { kind: 'bot', level: 'easy' },
    ]);
    const player = new ScriptedPlayer(ana, gameId, {
      random: seededRandom(3),
      shouldAct: (_a, view) => view.moves < 4,
    });
    await ana.start(gameId);
    await next(ana, 'update', (m) => m.view!.moves >= 4, 15_000);
    player.stop();
    const tokens = ana.tokens().map((t) => t.token);
    ana.close();

    const moves = await pausedAt(first, gameId);
    await pause(500);
    expect(await pausedAt(first, gameId)).toBe(moves);

    await stop();
    // Well past the grace period, which in a running game starts no bot.
    const { host: second } = await storedHost(dataDir, { graceMs: 20 });
    await pause(400);
    expect(await pausedAt(second, gameId)).toBe(moves);
    const reader = openHostStore(dataDir, () => {});
    expect(listMatches(reader.store.store.db)[0]).toMatchObject({ status: 'playing', actions: moves });
    reader.close();

    const back = await client(second, tokens);
    const snapshot = await next(back, 'snapshot', (m) => m.gameId === gameId);
    expect(snapshot.view!.moves).toBe(moves);
    expect((await back.sync(gameId)).table).toMatchObject({ paused: false, round: 1 });
    const again = new ScriptedPlayer(back, gameId, { random: seededRandom(4) });
    expect((await again.finished).phase).toBe('finished');
  });

  it('waits for a guest; the stand-in the creator chose is marked in the record, the history and not in the statistics', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'norenberc-standin-'));
    const { host } = await storedHost(dataDir, { graceMs: 20 });
    const ana = await client(host);
    const { gameId } = await ana.create([{ kind: 'local', name: 'Ana' }, { kind: 'open' }]);
    const ben = await client(host);
    await ben.join(gameId, 'Ben');
    const benToken = ben.tokens()[0]!.token;
    await ana.start(gameId);
    const anaPlayer = new ScriptedPlayer(ana, gameId, { random: seededRandom(5) });
    const benPlayer = new ScriptedPlayer(ben, gameId, {
      random: seededRandom(6),
      shouldAct: (_a, view) => view.moves < 6,
    });
    await next(ana, 'update', (m) => m.view!.moves >= 6, 15_000);
    benPlayer.stop();
    ben.close();
    await next(ana, 'update', (m) => m.table?.seats[1]?.connected === false);
    await pause(300);
    const waiting = await ana.sync(gameId);
    expect(waiting.table.seats[1]).toMatchObject({ kind: 'human', connected: false, level: null });
    const from = waiting.view!.moves;

    await ana.request('standIn', { gameId, seat: 1, level: 'easy' });
    await next(ana, 'update', (m) => m.view!.moves >= from + 8, 15_000);
    const back = await client(host, [benToken]);
    const snapshot = await next(back, 'snapshot', (m) => m.gameId === gameId);
    expect(snapshot.table.seats[1]).toMatchObject({ connected: true, level: null });
    const to = snapshot.view!.moves;
    await Promise.all([
      anaPlayer.finished,
      new ScriptedPlayer(back, gameId, { random: seededRandom(7) }).finished,
    ]);

    const [match] = (await ana.history()).matches;
    expect(match!.seats[1]).toMatchObject({ name: 'Ben', standIn: 'easy' });
    expect(match!.seats[0]!.standIn).toBeUndefined();
    const { record } = await ana.record(match!.id);
    expect(record.standIns).toEqual([{ seat: 1, from, to, level: 'easy' }]);
    const marked = record.actions.map((_, i) => byStandIn(record, i)).filter((s) => s !== null);
    expect(marked.length).toBeGreaterThan(0);
    expect(record.actions.slice(0, from).some((_, i) => byStandIn(record, i))).toBe(false);

    const { players } = await ana.stats();
    expect(players.find((p) => p.name === 'Ben')).toMatchObject({ games: 0, wins: 0, standInGames: 1 });
    expect(players.find((p) => p.name === 'Ana')).toMatchObject({ games: 1, standInGames: 0 });
  });

  it('gets the automatic stand-in only at a table that opted in, after its minutes', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'norenberc-auto-'));
    const { host } = await storedHost(dataDir, { minuteMs: 50 });
    const ana = await client(host);
    const autoStandIn = { level: 'hard', minutes: 2 } as const;
    const { gameId } = await ana.create([{ kind: 'local', name: 'Ana' }, { kind: 'open' }], undefined, {
      autoStandIn,
    });
    const ben = await client(host);
    await ben.join(gameId, 'Ben');
    await ana.start(gameId);
    const left = Date.now();
    ben.close();
    const update = await next(ana, 'update', (m) => m.table?.seats[1]?.level === 'hard', 3000);
    expect(Date.now() - left).toBeGreaterThanOrEqual(90);
    expect(update.table!.seats[1]).toMatchObject({ kind: 'human', name: 'Ben', connected: false });
  });
});
