// Issue 16, finding 1: throwaway tables leave nothing permanent, and the statistics stay small and are
// the same figures the results say, read from running totals.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { toRecord } from '../../engine/index.ts';
import { connect, type Client } from '../../protocol/client.ts';
import type { RunningHost } from '../../main/host/server.ts';
import { openHostStore } from '../../main/store/hostStore.ts';
import { allPlayerStats, headToHead, listMatches, openStore, type Store } from '../../main/store/index.ts';
import { STATS_MAX_PLAYERS } from '../../main/store/stats.ts';
import { playRandom, start } from '../engine/play.ts';
import { testHost } from '../host/helpers.ts';

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

async function storedHost(): Promise<{ host: RunningHost; store: Store; client: Client }> {
  const opened = openHostStore(mkdtempSync(join(tmpdir(), 'norenberc-throwaway-')), () => {});
  const host = await testHost({ store: opened.store, archive: opened.store });
  const client = await connect(host.wsUrl, { WebSocket });
  cleanup.push(async () => {
    client.close();
    await host.close();
    opened.close();
  });
  return { host, store: opened.store.store, client };
}

const count = (store: Store, table: string): number =>
  (store.db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('throwaway tables', () => {
  it('leave no match and no profile when ended before anyone played', async () => {
    const { store, client } = await storedHost();
    for (let i = 0; i < 20; i++) {
      const seats = Array.from({ length: 5 }, (_, s) => ({ kind: 'local' as const, name: `T${i}-${s}` }));
      const { gameId } = await client.create(seats);
      await client.start(gameId);
      await client.end(gameId);
    }
    expect(count(store, 'matches')).toBe(0);
    expect(count(store, 'players')).toBe(0);
    expect((await client.history()).matches).toEqual([]);
    expect((await client.stats()).players).toEqual([]);
  });

  it('keep a profile only for the seats that played', async () => {
    const { store, client } = await storedHost();
    const { gameId } = await client.create([
      { kind: 'local', name: 'Ana' },
      { kind: 'local', name: 'Ben' },
      { kind: 'local', name: 'Cleo' },
    ]);
    await client.start(gameId);
    await client.act(gameId, { type: 'pass', seat: 1 });
    await client.end(gameId);
    expect(store.db.prepare('SELECT name FROM players').all()).toEqual([{ name: 'Ben' }]);
    const [match] = (await client.history()).matches;
    expect(match).toMatchObject({ status: 'abandoned', actions: 1 });
    expect(match!.seats.map((s) => s.name)).toEqual(['Ana', 'Ben', 'Cleo']);
  });
});

describe('statistics', () => {
  it('answer for a bounded number of players, with the figures their results give', () => {
    const store = openStore(mkdtempSync(join(tmpdir(), 'norenberc-bounded-')));
    cleanup.push(() => store.close());
    const games = STATS_MAX_PLAYERS / 2 + 5;
    for (let g = 0; g < games; g++) {
      // A regular, Ana, at every table; everyone else plays once.
      const { state, actions } = playRandom(start(3, `bounded-${g}`), g);
      const names = ['Ana', `Guest ${g}a`, `Guest ${g}b`];
      const seats = names.map((name) => ({ name, color: 'blue', botLevel: null, tokenHash: null }));
      const id = store.matches.create(`g${g}`, toRecord(state, []), seats, g);
      actions.forEach((a, i) => store.matches.append(id, i, a));
      expect(store.matches.finish(id, 86_400_000 * g).ok).toBe(true);
    }
    expect(count(store, 'players')).toBe(2 * games + 1);
    const players = allPlayerStats(store.db);
    expect(players).toHaveLength(STATS_MAX_PLAYERS);
    const ana = players.find((p) => p.name === 'Ana')!;
    const fromResults = store.db
      .prepare(
        `SELECT count(*) AS games, sum(rank = 1) AS wins, avg(total) AS average, max(total) AS best,
          avg(crests) AS crests
         FROM results WHERE player_id = ?`,
      )
      .get(ana.playerId) as Record<string, number>;
    expect(ana).toMatchObject({
      games: games,
      wins: fromResults.wins,
      bestScore: fromResults.best,
      byPlayerCount: [{ players: 3, games, wins: fromResults.wins }],
    });
    expect(ana.averageScore).toBeCloseTo(fromResults.average!);
    expect(ana.averageByCategory.crests).toBeCloseTo(fromResults.crests!);
    expect(ana.progress.map((p) => p.game)).toEqual(Array.from({ length: games }, (_, g) => g + 1));
    expect(ana.progress.at(-1)).toMatchObject({ seats: games, wins: fromResults.wins });
    expect(ana.recentForm).toHaveLength(10);
    const pairs = headToHead(store.db, 1000);
    expect(pairs).toHaveLength(3 * games);
    for (const pair of pairs) expect(pair.aAhead + pair.bAhead + pair.level).toBe(pair.games);
    // The history comes a page at a time, however much is asked for.
    expect(listMatches(store.db, { limit: 1e9 }).length).toBe(games);
    expect(listMatches(store.db, { limit: 10, offset: 1e308 })).toEqual([]);
  });
});
