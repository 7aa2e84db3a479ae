// Store benchmark: appending actions one transaction each, listing a 10,000-match history, and the
// statistics of a player with 10,000 games, on a database seeded in a temporary folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toRecord } from '../../engine/index.ts';
import { listMatches, openStore, playerStats } from '../store/index.ts';
import { randomGame } from './bench.ts';

interface StoreBench {
  appendMs: { mean: number; p99: number; count: number };
  historyMs: number;
  historyMatches: number;
  statsMs: number;
  statsGames: number;
  seedSeconds: number;
}

function millis(start: bigint): number {
  return Number(process.hrtime.bigint() - start) / 1e6;
}

export function benchStore(matches: number): StoreBench {
  const dir = mkdtempSync(join(tmpdir(), 'norenberc-bench-'));
  const store = openStore(dir);
  try {
    const seats = [0, 1, 2, 3].map((i) => ({
      name: i === 0 ? 'Ana' : `Guest ${i}`,
      color: 'blue',
      botLevel: null,
      tokenHash: null,
    }));
    // Appends as the host makes them: one transaction per applied action.
    const appendTimes: number[] = [];
    for (let g = 0; g < 20; g++) {
      const { state, actions } = randomGame(4, 500_000 + g);
      const id = store.matches.create(`append-${g}`, toRecord(state, []), seats, g);
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
        const id = store.matches.create(`seed-${g}`, toRecord(state, []), seats, 1_000 + g);
        actions.forEach((a, i) => store.matches.append(id, i, a));
        store.matches.finish(id, 2_000 + g);
      }
    });
    const seedSeconds = millis(seedStart) / 1000;
    let t = process.hrtime.bigint();
    const history = listMatches(store.db);
    const historyMs = millis(t);
    const ana = store.db.prepare("SELECT id FROM players WHERE name = 'Ana'").get() as { id: number };
    t = process.hrtime.bigint();
    const stats = playerStats(store.db, ana.id)!;
    const statsMs = millis(t);
    return {
      appendMs: {
        mean: appendTimes.reduce((a, b) => a + b, 0) / appendTimes.length,
        p99: appendTimes[Math.floor(appendTimes.length * 0.99)]!,
        count: appendTimes.length,
      },
      historyMs,
      historyMatches: history.length,
      statsMs,
      statsGames: stats.games,
      seedSeconds,
    };
  } finally {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
