// The hint: the hard bot's decision for the seat whose turn it is, from that seat's view only, and the
// next options with how far behind it they are projected. The choice is exactly `decide` with the hint's
// seed and budget; the other options are then weighed against it on common worlds (options.ts). Each
// option's reasons are what it does at once and for certain (explain.ts), the projection a number beside
// them: an option is "level" with the choice only where their difference is within the estimate's noise.
import { actionKey } from '../actionKey.ts';
import type { Action } from '../model/types.ts';
import type { GameView } from '../view.ts';
import { explain, type Reason } from './explain.ts';
import { decide } from './index.ts';
import { pairedDifference, weighOptions } from './options.ts';
import { clearlyBehind } from './paired.ts';
import { BotRandom } from './random.ts';

/** The hard bot's search budget for a hint: about a quarter of a second on one core of a small machine. */
export const HINT_ITERATIONS = 250;
/** Simulations spent weighing the other options against the choice. */
const OPTION_ITERATIONS = 200;
/** Options shown besides the choice. */
const ALTERNATIVES = 3;
/** A difference that rounds to no tenth of a VP is none. */
const NO_DIFFERENCE = 0.05;

export interface HintOption {
  action: Action;
  /** Projected VP behind the choice: 0 for the choice, negative (or 0) for the others. */
  difference: number;
  /** Whether the difference is within the estimate's noise: the option is as good as the choice. */
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
  const seed = options.seed ?? hintSeed(v);
  const choice = decide(v, { level: 'hard', seed, iterations: options.iterations ?? HINT_ITERATIONS });
  const random = new BotRandom(seed ^ 0x68696e74);
  const arms = weighOptions(v, seat, random, { iterations: OPTION_ITERATIONS, keep: [choice] });
  const key = actionKey(choice);
  const chosen = arms.find((a) => actionKey(a.action) === key)!;
  // The search looked deeper than this comparison: an option the comparison rates above the choice
  // (noise, a shorter view) is shown as level with it, never ahead.
  const others = arms
    .filter((a) => a !== chosen && a.rewards.length > 0)
    .map((a) => {
      const difference = Math.min(0, pairedDifference(a, chosen));
      const level =
        difference > -NO_DIFFERENCE || !clearlyBehind(chosen.rewards, a.rewards, a.rewards.length);
      return { action: a.action, prior: a.prior, difference, level };
    })
    .sort((a, b) => b.difference - a.difference || b.prior - a.prior)
    .slice(0, ALTERNATIVES);
  return {
    options: [
      { action: choice, difference: 0, level: true, reasons: explain(v, choice) },
      ...others.map((o) => ({
        action: o.action,
        // A difference that rounds to nothing is 0, not -0 (which the wire carries as 0).
        difference: Math.round(o.difference * 10) / 10 || 0,
        level: o.level,
        reasons: explain(v, o.action),
      })),
    ],
  };
}
