// Bot tournaments: one A seat against B seats, every deal played once with A in each seat, and what
// came of it (win share with a 95 % Wilson interval, scores, decision times).
import { playMatch, type SeatBudget, type ArenaLevel } from '../../engine/bots/index.ts';
import { score, type ScoreBreakdown } from '../../engine/index.ts';

export interface TournamentOptions {
  a: ArenaLevel;
  b: ArenaLevel;
  players: number;
  games: number;
  /** The index of the first game (default 0): a long tournament can be shared between processes. */
  from?: number;
  seed: string;
  /** Both sides' budget, unless a side has its own. */
  iterations?: number;
  budgetMs?: number;
  budgetA?: SeatBudget;
  budgetB?: SeatBudget;
  now: () => number;
  cpuNow?: () => number;
}

interface SideResult {
  level: ArenaLevel;
  budget: SeatBudget;
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
  from: number;
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
  /** Wall-clock time per decision, per level ("hard A", "hard B" when both sides play one level). */
  decisionMs: Record<string, DecisionTimes>;
  /** Processor time per decision, likewise: the wall time on an otherwise idle core. */
  decisionCpuMs: Record<string, DecisionTimes>;
  /** This run's wall-clock time. */
  seconds: number;
  /** The wall-clock time a game took, on average over every game counted (kept ones too). */
  secondsPerGame: number;
}

/** What one game of a tournament came to: enough to add it up with the others, in any process. */
export interface GameOutcome {
  /** The game's index in the tournament sequence. */
  game: number;
  seatA: number;
  scores: { rank: number; total: number; breakdown: ScoreBreakdown }[];
  /** Per decision: its side's label ("hard A" when both sides play one level), wall and processor ms. */
  decisions: { label: string; ms: number; cpuMs: number }[];
  /** Wall-clock time the game took. */
  seconds: number;
}

/** What a run is given and tells as it goes: games kept from an earlier run, and each game it plays. */
export interface TournamentRun {
  /** Outcomes of this tournament played before: those in the run's range count and are not played again. */
  kept?: readonly GameOutcome[];
  /** After each game played: its outcome, the games counted so far and A's win share over them. */
  onGame?: (outcome: GameOutcome, counted: number, winShareA: number) => void;
}

/** The kept games in the tournament's range (each once), and the indices left to play, in order. */
export function plan(
  options: TournamentOptions,
  kept: readonly GameOutcome[] = [],
): {
  counted: GameOutcome[];
  toPlay: number[];
} {
  const from = options.from ?? 0;
  const byGame = new Map(
    kept.filter((o) => o.game >= from && o.game < from + options.games).map((o) => [o.game, o]),
  );
  const toPlay = Array.from({ length: options.games }, (_, n) => from + n).filter((i) => !byGame.has(i));
  return { counted: [...byGame.values()], toPlay };
}

/** Game i uses deal i / players with A in seat i % players. */
export function runTournament(options: TournamentOptions, run: TournamentRun = {}): TournamentResult {
  const start = options.now();
  const { counted, toPlay } = plan(options, run.kept);
  let shareA = counted.reduce((sum, o) => sum + winShare(o), 0);
  for (const i of toPlay) {
    const outcome = playGame(options, i);
    counted.push(outcome);
    shareA += winShare(outcome);
    run.onGame?.(outcome, counted.length, shareA / counted.length);
  }
  return summarize(options, counted, (options.now() - start) / 1000);
}

/** Game i of the tournament: deterministic for its options (iteration budgets) whatever process plays it. */
export function playGame(options: TournamentOptions, i: number): GameOutcome {
  const { a, b, players } = options;
  const budgetA = sideBudget(options, options.budgetA);
  const budgetB = sideBudget(options, options.budgetB);
  const labelA = a === b ? `${a} A` : a;
  const labelB = a === b ? `${b} B` : b;
  const seatA = i % players;
  const start = options.now();
  const levels = Array.from({ length: players }, (_, seat) => (seat === seatA ? a : b));
  const match = playMatch({
    seats: levels,
    seed: `${options.seed}-${Math.floor(i / players)}`,
    budgets: levels.map((_, seat) => (seat === seatA ? budgetA : budgetB)),
    now: options.now,
    cpuNow: options.cpuNow,
  });
  return {
    game: i,
    seatA,
    scores: score(match.state).map((x) => ({ rank: x.rank, total: x.total, breakdown: x.breakdown })),
    decisions: match.decisions.map((d) => ({
      label: d.seat === seatA ? labelA : labelB,
      ms: tenths(d.ms),
      cpuMs: tenths(d.cpuMs),
    })),
    seconds: tenths((options.now() - start) / 1000),
  };
}

/** Times to a tenth: finer is noise, and it keeps an outcomes file small (see arena-outcomes.ts). */
function tenths(x: number): number {
  return Math.round(x * 10) / 10;
}

/** A's share of the game's first place: 1 alone, 1/k shared by k seats, else 0. */
export function winShare(outcome: GameOutcome): number {
  const firsts = outcome.scores.filter((x) => x.rank === 1).length;
  return outcome.scores[outcome.seatA]!.rank === 1 ? 1 / firsts : 0;
}

/** The tournament's result from its games' outcomes, added up in the order of the games. */
export function summarize(
  options: TournamentOptions,
  outcomes: GameOutcome[],
  seconds: number,
): TournamentResult {
  const sorted = [...outcomes].sort((x, y) => x.game - y.game);
  const sides = { a: emptyTotals(), b: emptyTotals() };
  let winsA = 0;
  let winsB = 0;
  let draws = 0;
  let shareA = 0;
  const times: Record<string, number[]> = {};
  const cpuTimes: Record<string, number[]> = {};
  for (const outcome of sorted) {
    for (const d of outcome.decisions) {
      (times[d.label] ??= []).push(d.ms);
      (cpuTimes[d.label] ??= []).push(d.cpuMs);
    }
    const firsts = outcome.scores.filter((x) => x.rank === 1).length;
    const aFirst = outcome.scores[outcome.seatA]!.rank === 1;
    if (aFirst && firsts === 1) winsA++;
    else if (aFirst) draws++;
    else if (firsts === 1) winsB++;
    shareA += winShare(outcome);
    outcome.scores.forEach((x, seat) =>
      addScore(seat === outcome.seatA ? sides.a : sides.b, x.total, x.breakdown),
    );
  }
  const games = sorted.length;
  const gameSeconds = sorted.reduce((sum, o) => sum + o.seconds, 0);
  return {
    players: options.players,
    games,
    from: options.from ?? 0,
    seed: options.seed,
    iterations: options.iterations ?? null,
    budgetMs: options.budgetMs ?? null,
    a: side(options.a, sideBudget(options, options.budgetA), winsA, sides.a),
    b: side(options.b, sideBudget(options, options.budgetB), winsB, sides.b),
    draws,
    winRateA: games ? shareA / games : 0,
    ci95: wilson(shareA, games),
    fairShare: 1 / options.players,
    decisionMs: byLevel(times),
    decisionCpuMs: byLevel(cpuTimes),
    seconds,
    secondsPerGame: games ? gameSeconds / games : 0,
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

/** A side's own budget, else the shared one. */
export function sideBudget(options: TournamentOptions, own: SeatBudget | undefined): SeatBudget {
  if (own && (own.iterations !== undefined || own.budgetMs !== undefined)) return own;
  return { iterations: options.iterations, budgetMs: options.budgetMs };
}

function side(level: ArenaLevel, budget: SeatBudget, wins: number, t: Totals): SideResult {
  const per = (x: number): number => (t.seats ? x / t.seats : 0);
  const averageBreakdown = { ...t.breakdown };
  for (const key of Object.keys(averageBreakdown) as (keyof ScoreBreakdown)[])
    averageBreakdown[key] = per(averageBreakdown[key]);
  return { level, budget, wins, averageScore: per(t.total), averageBreakdown };
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

function byLevel(times: Record<string, number[]>): Record<string, DecisionTimes> {
  const out: Record<string, DecisionTimes> = {};
  for (const [level, list] of Object.entries(times)) out[level] = percentiles(list);
  return out;
}

export function percentiles(values: readonly number[]): DecisionTimes {
  const sorted = [...values].sort((x, y) => x - y);
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { decisions: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] ?? 0 };
}
