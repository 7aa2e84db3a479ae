// kill -9 of a host process at random moments, then resume: nothing lost, nothing applied twice, and
// the finished games replay to exactly the stored results.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
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
/** All the runs together, under the test's timeout: past it, the test fails saying what each run did. */
const ALL_RUNS_MS = 240_000;
/** A process sent kill -9 that has not ended after this long is reported with its state. */
const DEATH_MS = 15_000;

/** What one run of selfplay did. */
interface Run {
  readonly args: string;
  outcome: 'killed' | 'finished' | 'nothing' | 'running';
  /** Milliseconds from its start to its first line, and to its end. */
  firstLineMs: number | null;
  ms: number;
  out: string;
  err: string;
}

const describeRun = (r: Run): string =>
  `selfplay ${r.args}: ${r.outcome} after ${r.ms} ms (first line at ${r.firstLineMs ?? '-'} ms), ` +
  `last printed: ${JSON.stringify(r.out.trim().split('\n').at(-1) ?? '')}` +
  (r.err ? `, on stderr: ${JSON.stringify(r.err.slice(-300))}` : '');

/**
 * Where a process is, from /proc: 'gone', a zombie, or the state of each of its threads (a thread
 * stuck in the kernel, state D, keeps a killed process from ending).
 */
function processState(pid: number): 'gone' | 'zombie' | string {
  const stateOf = (stat: string): string => stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0]!;
  try {
    const own = stateOf(readFileSync(`/proc/${pid}/stat`, 'utf8'));
    if (own === 'Z' || own === 'X') return 'zombie';
    const threads = readdirSync(`/proc/${pid}/task`).map((tid) => {
      const task = `/proc/${pid}/task/${tid}`;
      const wchan = (() => {
        try {
          return readFileSync(`${task}/wchan`, 'utf8');
        } catch {
          return '?';
        }
      })();
      return `${tid} ${stateOf(readFileSync(`${task}/stat`, 'utf8'))} (${wchan})`;
    });
    return `threads: ${threads.join(', ')}`;
  } catch {
    return 'gone';
  }
}

/**
 * Starts selfplay, its bots moving every `delayMs`, and kills it (SIGKILL) once it has run `afterMs`
 * past its first progress line, or at `deadline` (then fails).
 */
function runAndKill(
  dataDir: string,
  resume: boolean,
  afterMs: number,
  deadline: number,
  delayMs = 25,
): Promise<Run> {
  const args = [
    'bin/norenberc.js',
    'selfplay',
    '--data-dir',
    dataDir,
    '--delay-ms',
    String(delayMs),
    ...(resume ? ['--resume'] : ['--seats', 'easy,medium,easy,easy']),
  ];
  const started = Date.now();
  const run: Run = {
    args: args.slice(4).join(' '),
    outcome: 'running',
    firstLineMs: null,
    ms: 0,
    out: '',
    err: '',
  };
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let why: 'planned' | 'stalled' | 'late' | null = null;
    let planned: NodeJS.Timeout | null = null;
    let death: NodeJS.Timeout | null = null;
    let done = false;
    const end = (outcome: Run['outcome'], problem: string | null = null): void => {
      for (const t of [planned, watchdog, late, death]) if (t) clearTimeout(t);
      if (done) return;
      done = true;
      run.outcome = outcome;
      run.ms = Date.now() - started;
      problem ??=
        why === 'stalled'
          ? `selfplay printed nothing for ${STALL_MS / 1000} s`
          : why === 'late'
            ? `the runs took more than ${ALL_RUNS_MS / 1000} s in all`
            : null;
      if (problem) reject(new Error(`${problem}\n${describeRun(run)}`));
      else resolve(run);
    };
    const kill = (reason: NonNullable<typeof why>): void => {
      if (why) return;
      why = reason;
      child.kill('SIGKILL');
      death = setTimeout(() => {
        // No exit event yet: /proc says whether the process has ended all the same.
        const state = processState(child.pid!);
        if (state === 'gone' || state === 'zombie') end('killed');
        else end('running', `selfplay was sent kill -9 ${DEATH_MS / 1000} s ago and has not ended: ${state}`);
      }, DEATH_MS);
    };
    const watchdog = setTimeout(() => kill('stalled'), STALL_MS);
    const late = setTimeout(() => kill('late'), Math.max(0, deadline - started));
    child.stdout.on('data', (chunk: Buffer) => {
      run.out += String(chunk);
      run.firstLineMs ??= Date.now() - started;
      watchdog.refresh();
      if (!done && !planned && /round \d/.test(run.out)) planned = setTimeout(() => kill('planned'), afterMs);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      run.err += String(chunk);
    });
    child.on('error', (err) => end('running', `selfplay could not be run: ${err.message}`));
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') end('killed');
      else if (code === 0) end('finished');
      else if (code === 2 && run.out.includes('No unfinished game')) end('nothing');
      else end('running', `selfplay exited ${code ?? signal}`);
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
    const deadline = Date.now() + ALL_RUNS_MS;
    const runs: Run[] = [];
    /** One run; should it go wrong, the test fails saying what each run before it did. */
    const next = async (resume: boolean, afterMs: number, delayMs?: number): Promise<Run['outcome']> => {
      try {
        const run = await runAndKill(dataDir, resume, afterMs, deadline, delayMs);
        runs.push(run);
        return run.outcome;
      } catch (err) {
        throw new Error(
          `${(err as Error).message}\nthe runs before it:\n${runs.map(describeRun).join('\n')}`,
          { cause: err },
        );
      }
    };
    let seen = new Map<string, GameRecord>();
    let kills = 0;
    let resume = false;
    while (kills < KILLS) {
      const outcome = await next(resume, 50 + pick(600));
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
    if (resume) expect(await next(true, ALL_RUNS_MS, 0)).toBe('finished');

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
