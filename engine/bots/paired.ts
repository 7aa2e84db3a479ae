// Candidates raced on common worlds (hard.ts's search, options.ts's weighing for hints and reviews):
// each world is played out from every candidate, so two candidates are compared on equal luck, and
// one leaves the race once the leader clearly beats it on these paired outcomes.

/** A candidate is dropped once the leader beats it by this many standard errors of their paired difference. */
const DROP_Z = 2.2;
/** Worlds every candidate must be tried in before a race may drop any. */
export const MIN_WORLDS = 4;

/**
 * The leader's mean lead over the other on their first `worlds` common worlds, and the estimate's margin
 * of noise: DROP_Z standard errors of that mean. A lead within its margin is no clear lead.
 */
export function pairedLead(
  leader: readonly number[],
  other: readonly number[],
  worlds: number,
): { lead: number; margin: number } {
  if (worlds <= 0) return { lead: 0, margin: 0 };
  let sum = 0;
  let squares = 0;
  for (let w = 0; w < worlds; w++) {
    const d = leader[w]! - other[w]!;
    sum += d;
    squares += d * d;
  }
  const lead = sum / worlds;
  const sd = Math.sqrt(Math.max(0, squares / worlds - lead * lead));
  return { lead, margin: DROP_Z * (sd / Math.sqrt(worlds)) };
}

/** Whether the leader's outcomes clearly beat the other's over their first `worlds` common worlds. */
export function clearlyBehind(leader: readonly number[], other: readonly number[], worlds: number): boolean {
  const { lead, margin } = pairedLead(leader, other, worlds);
  return lead > margin + 1e-9;
}
