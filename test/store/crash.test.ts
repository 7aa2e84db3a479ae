// kill -9 of a host process at random moments, then resume: nothing lost, nothing applied twice, and
// the finished games replay to exactly the stored results.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replay, score, type GameRecord } from '../../engine/index.ts';
import { listMatches, openStore } from '../../main/store/index.ts';
import { picker } from '../engine/play.ts';

const KILLS = 20;
/**
 * A run that prints nothing new for this long has stalled: it is killed and the test fails with what it
 * printed, rather than waiting for the test's own timeout with nothing to show.
 */
const STALL_MS = 60_000;

/**
 * Starts selfplay, its bots moving every `delayMs`, and kills it (SIGKILL) once it has run `afterMs`
 * past its first progress line.
 */
function runAndKill(
  dataDir: string,
  resume: boolean,
  afterMs: number,
  delayMs = 25,
): Promise<'killed' | 'finished' | 'nothing'> {
  const args = [
    'bin/norenberc.js',
    'selfplay',
    '--data-dir',
    dataDir,
    '--delay-ms',
    String(delayMs),
    ...(resume ? ['--resume'] : ['--seats', 'easy,medium,easy,easy']),
  ];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let timer: NodeJS.Timeout | null = null;
    let out = '';
    let err = '';
    let stalled = false;
    const stall = (): NodeJS.Timeout =>
      setTimeout(() => {
        stalled = true;
        child.kill('SIGKILL');
      }, STALL_MS);
    const watchdog = stall();
    child.stdout.on('data', (chunk: Buffer) => {
      out += String(chunk);
      watchdog.refresh();
      if (!timer && /round \d/.test(out)) timer = setTimeout(() => child.kill('SIGKILL'), afterMs);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += String(chunk);
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (timer) clearTimeout(timer);
      clearTimeout(watchdog);
      if (stalled)
        reject(
          new Error(
            `selfplay ${args.slice(5).join(' ')} printed nothing for ${STALL_MS / 1000} s; it printed:\n${out.slice(-2000)}\nand on stderr:\n${err.slice(-2000)}`,
          ),
        );
      else if (signal === 'SIGKILL') resolve('killed');
      else if (code === 0) resolve('finished');
      else if (code === 2 && out.includes('No unfinished game')) resolve('nothing');
      else reject(new Error(`selfplay exited ${code}: ${out}\n${err}`));
    });
  });
}

function storedRecords(
  dataDir: string,
): Map<string, { status: string; record: GameRecord; totals: (number | null)[] }> {
  const store = openStore(dataDir);
  try {
    return new Map(
      listMatches(store.db).map((m) => [
        m.gameId,
        { status: m.status, record: store.matches.record(m.id)!, totals: m.seats.map((s) => s.total) },
      ]),
    );
  } finally {
    store.close();
  }
}

describe('a host killed at any moment', () => {
  it(`resumes every game at exactly its last stored action (${KILLS} kills)`, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'norenberc-crash-'));
    const pick = picker(2026);
    let seen = new Map<string, GameRecord>();
    let kills = 0;
    let resume = false;
    while (kills < KILLS) {
      const outcome = await runAndKill(dataDir, resume, 50 + pick(600));
      if (outcome === 'killed') kills++;
      const now = storedRecords(dataDir);
      for (const [gameId, before] of seen) {
        const after = now.get(gameId)!.record;
        // Nothing lost: what was stored before the kill is still there, in the same order.
        expect(after.actions.slice(0, before.actions.length)).toEqual(before.actions);
      }
      for (const { record } of now.values()) {
        const played = replay(record);
        expect(played.ok, played.ok ? '' : played.error).toBe(true);
      }
      seen = new Map([...now].map(([id, m]) => [id, m.record]));
      // Resume while a game is unfinished; start a new one once it is over.
      resume = [...now.values()].some((m) => m.status === 'playing');
    }
    // The last run only plays the game to its end, killed at no moment: its bots need not wait.
    if (resume) expect(await runAndKill(dataDir, true, 600_000, 0)).toBe('finished');

    const final = storedRecords(dataDir);
    expect(final.size).toBeGreaterThan(0);
    for (const m of final.values()) {
      expect(m.status).toBe('finished');
      const played = replay(m.record);
      if (!played.ok) throw new Error(played.error);
      expect(played.state.phase).toBe('finished');
      expect(score(played.state).map((s) => s.total)).toEqual(m.totals);
    }
  }, 300_000);
});
