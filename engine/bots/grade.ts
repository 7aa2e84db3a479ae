// How an option's standing against the advised move is judged, in one place for the hint and the review,
// so that the two never contradict each other: a gap within its margin of noise (or too small to show
// in tenths) is no clear gap, the option "about as good" in the hint and graded good in the review; past
// the margin, the review grades the loss on the chess sites' scale.

/** A gap that rounds to no tenth of a VP is none. */
const NO_DIFFERENCE = 0.05;
/** A loss of at least this many projected VP, beyond its margin of noise, is a blunder. */
export const BLUNDER_VP = 3;
/** Beyond its margin, a loss under this is still good; under MISTAKE_VP, an inaccuracy. */
const INACCURACY_VP = 0.5;
const MISTAKE_VP = 1.5;

export type Verdict = 'best' | 'good' | 'inaccuracy' | 'mistake' | 'blunder';

/** Whether a loss (projected VP behind the advised move, ≥ 0) is within its margin of noise: no clear loss. */
export function withinMargin(loss: number, margin: number): boolean {
  return loss < NO_DIFFERENCE || loss <= margin;
}

/**
 * A decision's grade: best only for the advised move itself; a loss within its margin is good (as good
 * as the advised move, as far as the measure can tell); past it, by the loss's size, a blunder only at
 * BLUNDER_VP or more.
 */
export function verdictOf(advised: boolean, loss: number, margin: number): Verdict {
  if (advised) return 'best';
  if (withinMargin(loss, margin) || loss < INACCURACY_VP) return 'good';
  if (loss < MISTAKE_VP) return 'inaccuracy';
  if (loss < BLUNDER_VP) return 'mistake';
  return 'blunder';
}
