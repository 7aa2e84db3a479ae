// Several options of one seat weighed on common worlds, for hints and reviews: each world (sampled hidden
// facts and a rollout seed) is played out once from every option still in, so two options are compared
// on equal luck. The options are hard's candidates, drawn from a world of the position itself (not of
// the search's seed), so that two searches of one position weigh the same options. They are weighed by
// sequential halving (Karnin, Koren and Somekh 2013): in each round every option still in gets an equal
// share of that round's budget, and the better half goes on; the last two share what is left. The
// whole budget is spent, most of it on the finalists, and no option leaves before it has been played
// in MIN_WORLDS worlds: a budget too small for every candidate weighs the first ones (medium's order,
// and in planning the plans of fewer guilds first), and a larger budget weighs more of them.
import type { Action } from '../model/types.ts';
import type { GameView } from '../view.ts';
import { determinize } from './determinize.ts';
import { candidates, simulate, type Arm } from './hard.ts';
import { MIN_WORLDS, pairedLead } from './paired.ts';
import { BotRandom } from './random.ts';

/** An option and its outcomes on the common worlds, as hard's own candidates. */
export type Weighed = Arm;

/**
 * The seat's candidate actions weighed on common worlds drawn from `random`, spending `iterations`
 * simulations (each option in each world is one): every candidate, those the budget left unweighed
 * with no outcomes.
 */
export function weighOptions(v: GameView, seat: number, random: BotRandom, iterations: number): Weighed[] {
  const arms = adviceCandidates(v, seat);
  const n = breadth(arms.length, iterations);
  // Too few simulations to play even two options in MIN_WORLDS worlds: nothing is weighed.
  if (n < 2 || n * MIN_WORLDS * Math.ceil(Math.log2(n)) > iterations) return arms;
  let alive = arms.slice(0, n);
  let left = iterations;
  while (alive.length > 1) {
    const rounds = Math.ceil(Math.log2(alive.length));
    const worlds = Math.floor(left / (rounds * alive.length));
    if (worlds < 1) break;
    for (let w = 0; w < worlds; w++) {
      const world = determinize(v, new BotRandom(random.seed()));
      const rolloutSeed = random.seed();
      for (const a of alive) a.rewards.push(simulate(world, seat, a.action, new BotRandom(rolloutSeed)));
    }
    left -= worlds * alive.length;
    if (rounds === 1) break;
    alive = alive.sort(byMeanThenPrior).slice(0, Math.ceil(alive.length / 2));
  }
  return arms;
}

/**
 * Hard's candidates from a world sampled with the position's own seed, planning's ordered by the
 * guilds they commit (fewest first: the search at ten times the hint's budget chose a plan of one or
 * two guilds in 27 of 30 planning positions of development games at 3 to 5 players), then by medium's
 * value.
 */
function adviceCandidates(v: GameView, seat: number): Weighed[] {
  const world = determinize(v, new BotRandom(positionSeed(v)));
  // Moving to the front from the front changes nothing: one option, not two alike.
  const first = world.turnOrder[0] === seat;
  const arms = candidates(world, seat).filter(
    (a) => !(first && a.action.type === 'recruit' && a.action.toFront),
  );
  return arms.sort((a, b) => committed(a.action) - committed(b.action) || b.prior - a.prior);
}

/** A seed from the position alone: the moves played and the seat. */
function positionSeed(v: GameView): number {
  return Math.imul(v.moves + 1, 0x27d4eb2f) ^ Math.imul((v.viewer ?? 0) + 1, 0x165667b1);
}

/** Agents a plan commits; 0 for any other action, so that medium's order stands among those. */
function committed(action: Action): number {
  return action.type === 'plan' ? action.guilds.length : 0;
}

/** How many candidates `iterations` can weigh with MIN_WORLDS worlds each in the first round (2 at least). */
function breadth(candidates: number, iterations: number): number {
  let n = candidates;
  while (n > 2 && n * MIN_WORLDS * Math.ceil(Math.log2(n)) > iterations) n--;
  return n;
}

/** Best first on the worlds they share: the higher mean, then the higher prior. */
function byMeanThenPrior(a: Weighed, b: Weighed): number {
  return pairedDifference(b, a) || b.prior - a.prior;
}

/** The paired difference a − b in projected VP, over the worlds both were played in. */
export function pairedDifference(a: Weighed, b: Weighed): number {
  const worlds = Math.min(a.rewards.length, b.rewards.length);
  if (worlds === 0) return 0;
  let sum = 0;
  for (let w = 0; w < worlds; w++) sum += a.rewards[w]! - b.rewards[w]!;
  return sum / worlds;
}

/** The best of the options played in the most worlds: the highest mean, then the highest prior. */
export function bestOf(arms: readonly Weighed[]): Weighed {
  const most = Math.max(...arms.map((a) => a.rewards.length));
  let best: Weighed | null = null;
  for (const arm of arms) {
    if (arm.rewards.length !== most) continue;
    if (!best || byMeanThenPrior(arm, best) < 0) best = arm;
  }
  return best!;
}

/**
 * The mean lead of a over b on `worlds` new common worlds, and its margin of noise (paired.ts): an
 * estimate free of the search's selection (its winner is the best of many noisy means, so its lead
 * over the others there is biased upward), each option played out in every world.
 */
export function freshLead(
  v: GameView,
  seat: number,
  random: BotRandom,
  a: Action,
  b: Action,
  worlds: number,
): { lead: number; margin: number } {
  const outcomes: number[][] = [[], []];
  for (let w = 0; w < worlds; w++) {
    const world = determinize(v, new BotRandom(random.seed()));
    const rolloutSeed = random.seed();
    outcomes[0]!.push(simulate(world, seat, a, new BotRandom(rolloutSeed)));
    outcomes[1]!.push(simulate(world, seat, b, new BotRandom(rolloutSeed)));
  }
  return pairedLead(outcomes[0]!, outcomes[1]!, worlds);
}
