// Store benchmark: appending actions one transaction each, and the answers a host gives from a
// 10,000-match history (a history page, the whole statistics answer with its ladder, the ladder
// replayed from scratch and brought up to date after one more game, one player's statistics), on a
// database seeded in a temporary folder: Ana at every table, her guests from a pool of 200 names.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toRecord } from '../../engine/index.ts';
import { allPlayerStats, headToHead, listMatches, openStore, playerStats } from '../../main/store/index.ts';
import { randomGame } from './engine.ts';

export interface StoreBench {
  appendMs: { mean: number; p99: number; max: number; count: number };
  /** Median times of the host's answers, over REPEATS runs each. */
  historyMs: number;
  historyDeepMs: number;
  historyPage: number;
  historyMatches: number;
  statsMs: number;
  statsBytes: number;
  statsPlayers: number;
  /** The ladder replayed over the whole history (the first statistics answer after a start), once. */
  ladderReplayMs: number;
  /** The ladder brought up to date after one more game (the next answer), once. */
  ladderCatchUpMs: number;
  profiles: number;
  playerStatsMs: number;
  playerGames: number;
  seedSeconds: number;
}

const REPEATS = 7;

function millis(start: bigint): number {
  return Number(process.hrtime.bigint() - start) / 1e6;
}

const GUESTS = 200;

function median<T>(run: () => T): { ms: number; value: T } {
  const times: number[] = [];
  let value!: T;
  for (let i = 0; i < REPEATS; i++) {
    const t = process.hrtime.bigint();
    value = run();
    times.push(millis(t));
  }
  times.sort((a, b) => a - b);
  return { ms: times[REPEATS >> 1]!, value };
}

export function benchStore(matches: number): StoreBench {
  const dir = mkdtempSync(join(tmpdir(), 'norenberc-bench-'));
  const store = openStore(dir);
  try {
    const seatsOf = (g: number) =>
      [0, 1, 2, 3].map((i) => ({
        name: i === 0 ? 'Ana' : `Guest ${(g * 3 + i) % GUESTS}`,
        color: 'blue',
        botLevel: null,
        tokenHash: null,
      }));
    // Appends as the host makes them: one transaction per applied action.
    const appendTimes: number[] = [];
    for (let g = 0; g < 20; g++) {
      const { state, actions } = randomGame(4, 500_000 + g);
      const id = store.matches.create(`append-${g}`, toRecord(state, []), seatsOf(g), g);
      actions.forEach((a, i) => {
        const t = process.hrtime.bigint();
        store.matches.append(id, i, a);
        appendTimes.push(millis(t));
      });
    }
    appendTimes.sort((a, b) => a - b);
    const seedStart = process.hrtime.bigint();
    store.matches.transaction(() => {
      for (let g = 0; g < matches; g++) {
        const { state, actions } = randomGame(4, g);
        // One game an hour: 10,000 games span some 400 days.
        const at = g * 3_600_000;
        const id = store.matches.create(`seed-${g}`, toRecord(state, []), seatsOf(g), at);
        actions.forEach((a, i) => store.matches.append(id, i, a));
        store.matches.finish(id, at + 1_800_000);
      }
    });
    const seedSeconds = millis(seedStart) / 1000;
    const history = median(() => listMatches(store.db, { limit: 20 }));
    const deep = median(() => listMatches(store.db, { limit: 20, offset: matches - 20 }));
    const ids = allPlayerStats(store.db).map((p) => p.playerId);
    // The first answer replays the ladder; the next ones find it in memory, as a host's do.
    const replayStart = process.hrtime.bigint();
    store.ladder.ladder(ids);
    const ladderReplayMs = millis(replayStart);
    const stats = median(() => {
      const players = allPlayerStats(store.db);
      const ladder = store.ladder.ladder(players.map((p) => p.playerId));
      return JSON.stringify({ players, headToHead: headToHead(store.db), ladder });
    });
    const ana = store.db.prepare("SELECT id FROM players WHERE name = 'Ana'").get() as { id: number };
    const player = median(() => playerStats(store.db, ana.id)!);
    const count = (sql: string): number => (store.db.prepare(sql).get() as { n: number }).n;
    const historyMatches = count('SELECT count(*) AS n FROM matches');
    const profiles = count('SELECT count(*) AS n FROM players');
    // One more game (Ana's and her guests'), then the next answer's ladder.
    const { state, actions } = randomGame(4, matches);
    const last = store.matches.create('one-more', toRecord(state, []), seatsOf(matches), matches * 3_600_000);
    actions.forEach((a, i) => store.matches.append(last, i, a));
    store.matches.finish(last, (matches + 1) * 3_600_000);
    const catchUpStart = process.hrtime.bigint();
    store.ladder.ladder(ids);
    const ladderCatchUpMs = millis(catchUpStart);
    return {
      appendMs: {
        mean: appendTimes.reduce((a, b) => a + b, 0) / appendTimes.length,
        p99: appendTimes[Math.floor(appendTimes.length * 0.99)]!,
        max: appendTimes[appendTimes.length - 1]!,
        count: appendTimes.length,
      },
      historyMs: history.ms,
      historyDeepMs: deep.ms,
      historyPage: history.value.length,
      historyMatches,
      statsMs: stats.ms,
      statsBytes: Buffer.byteLength(stats.value),
      statsPlayers: (JSON.parse(stats.value) as { players: unknown[] }).players.length,
      ladderReplayMs,
      ladderCatchUpMs,
      profiles,
      playerStatsMs: player.ms,
      playerGames: player.value.games,
      seedSeconds,
    };
  } finally {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
