// The hint: the hard bot's race (hard.ts's candidates, weighed on common worlds, options.ts) for the
// seat whose turn it is, from that seat's view only, with the hint's seed and budget. Its best option is
// the choice; the next options follow with how far behind it they are projected, on the same worlds as
// the choice, and the estimate's margin of noise for each: an option is "level" with the choice only
// where its difference is within that margin. The choice and the differences come from one comparison,
// the kind the review makes with more worlds (analysis.ts), so the two judge by the same measure. Each
// option's reasons are what it does at once and for certain (explain.ts), the projection a number beside
// them.
import type { Action } from '../model/types.ts';
import type { GameView } from '../view.ts';
import { explain, type Reason } from './explain.ts';
import { bestOf, weighOptions } from './options.ts';
import { pairedLead } from './paired.ts';
import { BotRandom } from './random.ts';

/** Simulations a hint spends: about a quarter of a second on one core of a small machine. */
export const HINT_ITERATIONS = 450;
/** Options shown besides the choice. */
const ALTERNATIVES = 3;
/** A difference that rounds to no tenth of a VP is none. */
const NO_DIFFERENCE = 0.05;

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
  const arms = weighOptions(v, seat, random, { iterations: options.iterations ?? HINT_ITERATIONS, keep: [] });
  const chosen = bestOf(arms);
  // An option dropped early, while another led, may be ahead of the choice on the few worlds they
  // share: it is shown level with it, never ahead.
  const others = arms
    .filter((a) => a !== chosen && a.rewards.length > 0)
    .map((a) => {
      const paired = pairedLead(chosen.rewards, a.rewards, a.rewards.length);
      // Judged on the tenths shown, so that the words never contradict the numbers beside them.
      const difference = tenths(Math.min(0, -paired.lead));
      const margin = tenths(paired.margin);
      const level = difference > -NO_DIFFERENCE || -difference <= margin;
      return { action: a.action, prior: a.prior, difference, margin, level };
    })
    .sort((a, b) => b.difference - a.difference || b.prior - a.prior)
    .slice(0, ALTERNATIVES);
  return {
    options: [
      { action: chosen.action, difference: 0, margin: 0, level: true, reasons: explain(v, chosen.action) },
      ...others.map((o) => ({
        action: o.action,
        difference: o.difference,
        margin: o.margin,
        level: o.level,
        reasons: explain(v, o.action),
      })),
    ],
  };
}

/** To a tenth of a VP; a difference that rounds to nothing is 0, not -0 (which the wire carries as 0). */
function tenths(x: number): number {
  return Math.round(x * 10) / 10 || 0;
}
