// The hint: hard's candidates weighed on common worlds (options.ts) for the seat whose turn it is, from
// that seat's view only, with the hint's seed and a budget by table size. Its best option is the choice;
// the options that went furthest in the weighing follow, each with how far behind the choice it is
// projected on the worlds they share and the estimate's margin of noise: an option is "level" with the
// choice only where its difference is within that margin. They are listed by standing: those about as
// good first, then those beyond the margin, each group by its difference. The choice and the
// differences come from one comparison, the kind the review makes (analysis.ts), so the two judge by
// the same measure. Each option's reasons are what it does at once and for certain (explain.ts), the
// projection a number beside them.
import { MAX_PLAYERS, type PlayerCount } from '../model/players.ts';
import type { Action } from '../model/types.ts';
import type { GameView } from '../view.ts';
import { explain, type Reason } from './explain.ts';
import { withinMargin } from './grade.ts';
import { bestOf, weighOptions, type Weighed } from './options.ts';
import { pairedLead } from './paired.ts';
import { BotRandom } from './random.ts';

/**
 * Simulations a hint spends, by table size: as many as keep its processor time under the 300 ms p50 and
 * 600 ms p90 a player should wait at most, with a margin for the machine's noise (a simulation of a
 * 5-player game costs over three times one of a 2-player game; at 2 players the p90 is what binds).
 * `norenberc bench --only hints` measures the time, `--only advice` how often the hint agrees with the
 * same search at ten times its budget.
 */
const HINT_ITERATIONS = { 2: 1100, 3: 800, 4: 460, 5: 320 } as const satisfies Record<PlayerCount, number>;
/** Options shown besides the choice. */
const ALTERNATIVES = 3;

/** The simulations of a hint at a table of `players`. */
export function hintIterations(players: number): number {
  return HINT_ITERATIONS[players as PlayerCount] ?? HINT_ITERATIONS[MAX_PLAYERS];
}

export interface HintOption {
  action: Action;
  /** Projected VP behind the choice: 0 for the choice, negative (or 0) for the others. */
  difference: number;
  /** The estimate's margin of noise around the difference, in VP (0 for the choice). */
  margin: number;
  /** Whether the difference is within that margin: the option is as good as the choice. */
  level: boolean;
  /** What the option does at once and for certain: its gains, then its costs. */
  reasons: Reason[];
}

export interface Hint {
  options: HintOption[];
}

/**
 * The seed of a hint, from public facts only: the number of moves played and the seat. Asking again
 * at the same moment gives the same hint; two seats asking at once get their own.
 */
export function hintSeed(v: GameView): number {
  return Math.imul(v.moves + 1, 0x9e3779b1) ^ (v.viewer ?? 0);
}

export function hint(v: GameView, options: { seed?: number; iterations?: number } = {}): Hint {
  const seat = v.viewer;
  if (seat === null || !v.waitingFor.includes(seat))
    throw new Error(`seat ${String(seat)} has nothing to decide now`);
  const random = new BotRandom(options.seed ?? hintSeed(v));
  const arms = weighOptions(v, seat, random, options.iterations ?? hintIterations(v.seats.length));
  const chosen = bestOf(arms);
  const others = alternatives(arms, chosen).map((a) => ({ action: a.action, ...standing(chosen, a) }));
  others.sort((a, b) => Number(b.level) - Number(a.level) || b.difference - a.difference);
  return {
    options: [
      { action: chosen.action, difference: 0, margin: 0, level: true, reasons: explain(v, chosen.action) },
      ...others.map((o) => ({ ...o, reasons: explain(v, o.action) })),
    ],
  };
}

/**
 * How far a weighed option is behind the choice on the worlds they share, to the tenths shown (so that
 * the words never contradict the numbers beside them), its margin of noise, and whether the gap is
 * within it. An option dropped early, while another led, may be ahead of the choice on the few worlds
 * they share: it is shown level with it, never ahead. The review judges a move the hint weighed by this
 * same standing where the hint showed it (analysis.ts).
 */
export function standing(
  chosen: Weighed,
  option: Weighed,
): Pick<HintOption, 'difference' | 'margin' | 'level'> {
  const paired = pairedLead(chosen.rewards, option.rewards, option.rewards.length);
  const difference = tenths(Math.min(0, -paired.lead));
  const margin = tenths(paired.margin);
  return { difference, margin, level: withinMargin(-difference, margin) };
}

/**
 * The options besides the choice that went furthest in the weighing (most worlds, then best mean): those
 * a hint shows.
 */
export function alternatives(arms: readonly Weighed[], chosen: Weighed): Weighed[] {
  return arms
    .filter((a) => a !== chosen && a.rewards.length > 0)
    .sort((a, b) => b.rewards.length - a.rewards.length || mean(b.rewards) - mean(a.rewards))
    .slice(0, ALTERNATIVES);
}

function mean(values: readonly number[]): number {
  let sum = 0;
  for (const x of values) sum += x;
  return sum / values.length;
}

/** To a tenth of a VP; a difference that rounds to nothing is 0, not -0 (which the wire carries as 0). */
function tenths(x: number): number {
  return Math.round(x * 10) / 10 || 0;
}
