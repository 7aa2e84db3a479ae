// Several options of one seat weighed on common worlds, as hard's race weighs its candidates: each
// world (sampled hidden facts and a rollout seed) is played out once from every option still in, so
// the difference between two options is measured on equal luck. Options a caller must see valued
// (the hint's choice, the move a player made) are never dropped. Hints and the review use it.
import { actionKey } from '../actionKey.ts';
import type { Action } from '../model/types.ts';
import type { GameView } from '../view.ts';
import { determinize } from './determinize.ts';
import { candidates, simulate, type Arm } from './hard.ts';
import { MIN_WORLDS, clearlyBehind, pairedLead } from './paired.ts';
import { BotRandom } from './random.ts';

/** An option and its outcomes on the common worlds, as hard's own candidates. */
export type Weighed = Arm;

export interface WeighOptions {
  /** Simulations to spend in all (each option in each world is one). */
  iterations: number;
  /** Options never dropped (compared by actionKey). */
  keep: readonly Action[];
}

/**
 * The seat's candidate actions (hard's own, plus every `keep` action) raced on common worlds drawn
 * from `random`: the options, the last ones in the race first among equals.
 */
export function weighOptions(v: GameView, seat: number, random: BotRandom, options: WeighOptions): Weighed[] {
  const arms: Weighed[] = candidates(determinize(v, random), seat).map((a) => ({
    action: a.action,
    prior: a.prior,
    rewards: [],
  }));
  const keys = arms.map((a) => actionKey(a.action));
  const kept = new Set<Weighed>();
  for (const action of options.keep) {
    const at = keys.indexOf(actionKey(action));
    if (at >= 0) {
      // The caller's own spelling of the action (a record's, say), for an equal one.
      arms[at]!.action = action;
      kept.add(arms[at]!);
    } else {
      const arm = { action, prior: -Infinity, rewards: [] };
      arms.push(arm);
      keys.push(actionKey(action));
      kept.add(arm);
    }
  }
  if (arms.length < 2) return arms;
  let alive = arms;
  let spent = 0;
  while (spent + alive.length <= options.iterations) {
    const world = determinize(v, new BotRandom(random.seed()));
    const rolloutSeed = random.seed();
    for (const a of alive) a.rewards.push(simulate(world, seat, a.action, new BotRandom(rolloutSeed)));
    spent += alive.length;
    alive = race(alive, kept);
    if (alive.length < 2) break;
  }
  return arms;
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
    if (!best) best = arm;
    else {
      const d = pairedDifference(arm, best);
      if (d > 0 || (d === 0 && arm.prior > best.prior)) best = arm;
    }
  }
  return best!;
}

/** The options still in: those the leader does not yet clearly beat, and the kept ones. */
function race(arms: Weighed[], kept: ReadonlySet<Weighed>): Weighed[] {
  const worlds = arms[0]!.rewards.length;
  if (worlds < MIN_WORLDS) return arms;
  const best = bestOf(arms);
  return arms.filter(
    (arm) => arm === best || kept.has(arm) || !clearlyBehind(best.rewards, arm.rewards, worlds),
  );
}

/**
 * The mean lead of a over b on `worlds` new common worlds, and its margin of noise (paired.ts): an
 * estimate free of the race's selection (the race's leader is the best of many noisy means, so its lead
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
