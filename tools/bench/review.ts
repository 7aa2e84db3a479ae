// `norenberc bench`: the post-game review of one seat of a whole 4-player game with the defaults, on
// every core, and the time a hint takes to answer through the host's hint threads at each table size.
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { prepareReview, playMatch, reviewIterations } from '../../engine/bots/index.ts';
import { PLAYER_COUNTS } from '../../engine/players.ts';
import {
  activeSeats,
  apply,
  legalActions,
  newGame,
  toRecord,
  view,
  type GameView,
} from '../../engine/index.ts';
import { AdvicePool } from '../../main/host/bots/advice.ts';
import { ReviewRunner } from '../../main/host/bots/reviewRunner.ts';

export interface ReviewBench {
  players: number;
  decisions: number;
  iterations: number;
  threads: number;
  seconds: number;
  /** Processor time of every thread: what the review costs on a machine busy with other work. */
  cpuSeconds: number;
}

/** Hints at one table size. */
export interface HintTimes {
  players: number;
  hints: number;
  p50Ms: number;
  p90Ms: number;
  maxMs: number;
  /** Processor time of a hint (the advice thread's; the main thread only waits). */
  cpuP50Ms: number;
  cpuP90Ms: number;
}

export type HintBench = HintTimes[];

const SEED = 'bench-review';

function benchGame() {
  return playMatch({ seats: ['medium', 'medium', 'medium', 'medium'], seed: SEED });
}

export async function benchReview(): Promise<ReviewBench> {
  const game = benchGame();
  const prepared = prepareReview(toRecord(game.state, game.actions), 0);
  if (!prepared.ok) throw new Error(prepared.error);
  const threads = availableParallelism();
  const start = performance.now();
  const cpu = process.cpuUsage();
  await new ReviewRunner({ threads }).run({
    seat: 0,
    points: prepared.points,
    projection: prepared.projection,
    iterations: reviewIterations(4),
  });
  return {
    players: 4,
    decisions: prepared.points.length,
    iterations: reviewIterations(4),
    threads,
    seconds: (performance.now() - start) / 1000,
    cpuSeconds: cpuMs(cpu) / 1000,
  };
}

/** Hints asked per table size: at evenly spread decisions of one game of medium bots. */
const HINTS_PER_SIZE = 36;

/** Hints at decisions of a game at each table size, asked one after the other of a warm advice thread. */
export async function benchHints(): Promise<HintBench> {
  const pool = new AdvicePool({ hintThreads: 1, lowPriority: false });
  const signal = new AbortController().signal;
  const owner = { guest: '', game: '' };
  try {
    const out: HintBench = [];
    for (const players of PLAYER_COUNTS) {
      const views = decisionViews(players);
      await pool.hint(views[0]!, signal, owner); // the thread's start and the JIT's warm-up are not a hint's
      const ms: number[] = [];
      const cpu: number[] = [];
      for (const v of views) {
        const start = performance.now();
        const cpuStart = process.cpuUsage();
        await pool.hint(v, signal, owner);
        ms.push(performance.now() - start);
        cpu.push(cpuMs(cpuStart));
      }
      out.push({
        players,
        hints: ms.length,
        p50Ms: quantile(ms, 0.5),
        p90Ms: quantile(ms, 0.9),
        maxMs: Math.max(...ms),
        cpuP50Ms: quantile(cpu, 0.5),
        cpuP90Ms: quantile(cpu, 0.9),
      });
    }
    return out;
  } finally {
    await pool.close();
  }
}

/** The views of HINTS_PER_SIZE decisions spread evenly over a seeded game of medium bots. */
function decisionViews(players: number): GameView[] {
  const game = playMatch({
    seats: Array.from({ length: players }, () => 'medium'),
    seed: `${SEED}-${players}`,
  });
  const created = newGame({ players: game.state.setup.players, seed: `${SEED}-${players}` });
  if (!created.ok) throw new Error(created.error);
  const all: GameView[] = [];
  let state = created.value;
  for (const action of game.actions) {
    if (activeSeats(state).includes(action.seat) && legalActions(state, action.seat).length > 1)
      all.push(view(state, action.seat));
    const next = apply(state, action);
    if (!next.ok) throw new Error(next.error);
    state = next.state;
  }
  const step = Math.max(1, Math.floor(all.length / HINTS_PER_SIZE));
  return all.filter((_, i) => i % step === 0).slice(0, HINTS_PER_SIZE);
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/** Processor time since `start`, of every thread of the process, in ms. */
function cpuMs(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}
