// Bot tournaments: one A seat against B seats, every deal played once with A in each seat, and what
// came of it (win share with a 95 % Wilson interval, scores, decision times).
import { playMatch } from '../../engine/bots/match.ts';
import type { BotLevel } from '../../engine/bots/index.ts';
import { score, type ScoreBreakdown } from '../../engine/index.ts';

export interface TournamentOptions {
  a: BotLevel;
  b: BotLevel;
  players: number;
  games: number;
  seed: string;
  iterations?: number;
  budgetMs?: number;
  now: () => number;
  cpuNow?: () => number;
}

interface SideResult {
  level: BotLevel;
  /** Games this side won alone (for B: any B seat). */
  wins: number;
  averageScore: number;
  averageBreakdown: ScoreBreakdown;
}

interface DecisionTimes {
  decisions: number;
  p50: number;
  p95: number;
  max: number;
}

export interface TournamentResult {
  players: number;
  games: number;
  seed: string;
  iterations: number | null;
  budgetMs: number | null;
  a: SideResult;
  b: SideResult;
  /** Games where A shared first place. */
  draws: number;
  /** A's share of the wins: a shared first place counts as one share per tied seat. */
  winRateA: number;
  ci95: [number, number];
  /** A's fair share with equal skill: 1 / players. */
  fairShare: number;
  /** Wall-clock time per decision, per level. */
  decisionMs: Partial<Record<BotLevel, DecisionTimes>>;
  /** Processor time per decision, per level: the wall time on an otherwise idle core. */
  decisionCpuMs: Partial<Record<BotLevel, DecisionTimes>>;
  seconds: number;
}

/** Game i uses deal i / players with A in seat i % players. */
export function runTournament(
  options: TournamentOptions,
  onGame?: (done: number, winShareA: number) => void,
): TournamentResult {
  const { a, b, players, games } = options;
  const start = options.now();
  const sides = { a: emptyTotals(), b: emptyTotals() };
  let winsA = 0;
  let winsB = 0;
  let draws = 0;
  let shareA = 0;
  const times: Record<string, number[]> = {};
  const cpuTimes: Record<string, number[]> = {};
  for (let i = 0; i < games; i++) {
    const seatA = i % players;
    const levels = Array.from({ length: players }, (_, seat) => (seat === seatA ? a : b));
    const match = playMatch({
      seats: levels,
      seed: `${options.seed}-${Math.floor(i / players)}`,
      iterations: options.iterations,
      budgetMs: options.budgetMs,
      now: options.now,
      cpuNow: options.cpuNow,
    });
    for (const d of match.decisions) {
      (times[levels[d.seat]!] ??= []).push(d.ms);
      (cpuTimes[levels[d.seat]!] ??= []).push(d.cpuMs);
    }
    const scores = score(match.state);
    const firsts = scores.filter((x) => x.rank === 1);
    const aFirst = scores[seatA]!.rank === 1;
    if (aFirst && firsts.length === 1) winsA++;
    else if (aFirst) draws++;
    else if (firsts.length === 1) winsB++;
    if (aFirst) shareA += 1 / firsts.length;
    for (const x of scores) addScore(x.seat === seatA ? sides.a : sides.b, x.total, x.breakdown);
    onGame?.(i + 1, shareA / (i + 1));
  }
  return {
    players,
    games,
    seed: options.seed,
    iterations: options.iterations ?? null,
    budgetMs: options.budgetMs ?? null,
    a: side(a, winsA, sides.a),
    b: side(b, winsB, sides.b),
    draws,
    winRateA: shareA / games,
    ci95: wilson(shareA, games),
    fairShare: 1 / players,
    decisionMs: byLevel(times),
    decisionCpuMs: byLevel(cpuTimes),
    seconds: (options.now() - start) / 1000,
  };
}

interface Totals {
  seats: number;
  total: number;
  breakdown: ScoreBreakdown;
}

function emptyTotals(): Totals {
  return {
    seats: 0,
    total: 0,
    breakdown: { townsmen: 0, majorities: 0, thirtyPlus: 0, allTypes: 0, richest: 0, crests: 0 },
  };
}

function addScore(t: Totals, total: number, breakdown: ScoreBreakdown): void {
  t.seats++;
  t.total += total;
  for (const key of Object.keys(breakdown) as (keyof ScoreBreakdown)[]) t.breakdown[key] += breakdown[key];
}

function side(level: BotLevel, wins: number, t: Totals): SideResult {
  const per = (x: number): number => (t.seats ? x / t.seats : 0);
  const averageBreakdown = { ...t.breakdown };
  for (const key of Object.keys(averageBreakdown) as (keyof ScoreBreakdown)[])
    averageBreakdown[key] = per(averageBreakdown[key]);
  return { level, wins, averageScore: per(t.total), averageBreakdown };
}

/** The 95 % Wilson score interval of a proportion of `successes` out of `n`. */
export function wilson(successes: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.959964;
  const p = successes / n;
  const z2n = (z * z) / n;
  const centre = (p + z2n / 2) / (1 + z2n);
  const half = (z / (1 + z2n)) * Math.sqrt((p * (1 - p)) / n + z2n / (4 * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

function byLevel(times: Record<string, number[]>): Partial<Record<BotLevel, DecisionTimes>> {
  const out: Partial<Record<BotLevel, DecisionTimes>> = {};
  for (const [level, list] of Object.entries(times)) out[level as BotLevel] = percentiles(list);
  return out;
}

export function percentiles(values: readonly number[]): DecisionTimes {
  const sorted = [...values].sort((x, y) => x - y);
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { decisions: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] ?? 0 };
}
