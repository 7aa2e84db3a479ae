// Two options compared on common worlds (options.ts's weighing for hints and reviews): each world is
// played out from both, and their paired differences say how far one leads the other and how surely.
// Over few worlds the spread of those differences is itself uncertain, so the margin of noise is
// Student's t at the level of Z standard errors, not Z itself: with 4 worlds it is about twice as wide,
// with 30 within a tenth of Z.

/** A lead is clear beyond this many standard errors, for many worlds (a one-sided level of 98.6 %). */
const Z = 2.2;
/** Worlds two options must share before either may be called clearly ahead. */
export const MIN_WORLDS = 4;

/**
 * The leader's mean lead over the other on their first `worlds` common worlds, and the estimate's margin
 * of noise: Z standard errors of that mean, widened to Student's t for the worlds there are (none
 * below MIN_WORLDS: no margin can be told, and nothing is clear). A lead within its margin is no clear
 * lead.
 */
export function pairedLead(
  leader: readonly number[],
  other: readonly number[],
  worlds: number,
): { lead: number; margin: number } {
  if (worlds <= 0) return { lead: 0, margin: Infinity };
  const { lead, squares } = pairedSums(leader, other, worlds);
  if (worlds < MIN_WORLDS) return { lead, margin: Infinity };
  // The sample's variance (n − 1), as Student's t expects.
  const variance = Math.max(0, (squares - worlds * lead * lead) / (worlds - 1));
  return { lead, margin: studentT(worlds - 1) * Math.sqrt(variance / worlds) };
}

/** The mean of the paired differences leader − other over their first `worlds` worlds, and the sum of their squares. */
export function pairedSums(
  leader: readonly number[],
  other: readonly number[],
  worlds: number,
): { lead: number; squares: number } {
  let sum = 0;
  let squares = 0;
  for (let w = 0; w < worlds; w++) {
    const d = leader[w]! - other[w]!;
    sum += d;
    squares += d * d;
  }
  return { lead: sum / worlds, squares };
}

/**
 * Student's t quantile with `df` degrees of freedom at the level of Z on the normal scale (Abramowitz
 * and Stegun 26.7.5, whose expansion is within 1 % from 3 degrees of freedom on; exact below).
 */
export function studentT(df: number): number {
  if (df === 1) return Math.tan(Math.PI * (normalLevel() - 0.5));
  if (df === 2) {
    const p = normalLevel();
    return (2 * p - 1) / Math.sqrt(2 * p * (1 - p));
  }
  const z = Z;
  const z3 = z ** 3;
  const z5 = z ** 5;
  const z7 = z ** 7;
  const z9 = z ** 9;
  const g1 = (z3 + z) / 4;
  const g2 = (5 * z5 + 16 * z3 + 3 * z) / 96;
  const g3 = (3 * z7 + 19 * z5 + 17 * z3 - 15 * z) / 384;
  const g4 = (79 * z9 + 776 * z7 + 1482 * z5 - 1920 * z3 - 945 * z) / 92160;
  return z + g1 / df + g2 / df ** 2 + g3 / df ** 3 + g4 / df ** 4;
}

/** Φ(Z): the one-sided level, by the Abramowitz and Stegun 7.1.26 error function (within 1.5e-7). */
function normalLevel(): number {
  const x = Z / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  return 1 - 0.5 * poly * Math.exp(-x * x);
}
