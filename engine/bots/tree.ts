// Hard's deeper search, for the budget its race leaves: an information-set tree (as the arena's
// reference builds one) over the race's finalists at the root and, below, over the few actions the fast
// policy considers for whichever seat acts. Each iteration samples a world, descends by UCB1 with
// availability counts, adds a node, lets the policy play to the search's horizon and credits every
// node with its mover's chance of leading, read from the evaluation's projected margin.
import { actionKey } from '../actionKey.ts';
import { apply } from '../apply.ts';
import { activeSeats } from '../model/state.ts';
import type { Action, GameState } from '../model/types.ts';
import type { GameView } from '../view.ts';
import { determinize } from './determinize.ts';
import { projectedScores } from './evaluate.ts';
import { backup, node, step, type Node } from './isTree.ts';
import { policyAction, policyOptions } from './policy.ts';
import { BotRandom } from './random.ts';

/** UCB1's exploration constant for rewards in [0, 1]. */
const EXPLORATION = 0.5;
/** Projected VP of margin that make a lead about three times as likely as not. */
const MARGIN_SCALE = 4;

export interface TreeSearch {
  v: GameView;
  seat: number;
  random: BotRandom;
  /** Simulations run to the end of this round (the root's round plus the search's horizon). */
  lastRound: number;
  /** Whether the budget is spent, given the iterations run so far by the whole decision. */
  done: () => boolean;
  count: () => void;
}

/** The most visited of `roots` after the budget is spent (the first of them without any iteration). */
export function treeSearch(search: TreeSearch, roots: readonly Action[]): Action {
  const root = node(null, search.seat);
  while (!search.done()) {
    iterate(search, root, roots, determinize(search.v, new BotRandom(search.random.seed())));
    search.count();
  }
  let best: Node | null = null;
  for (const action of roots) {
    const child = root.children.get(actionKey(action));
    if (child && (!best || child.visits > best.visits)) best = child;
  }
  return best?.action ?? roots[0]!;
}

function iterate(search: TreeSearch, root: Node, roots: readonly Action[], world: GameState): void {
  const random = new BotRandom(search.random.seed());
  const path: Node[] = [root];
  let state = world;
  let current = root;
  let expanded = false;
  while (state.phase !== 'finished' && state.round <= search.lastRound && !expanded) {
    const actor = current === root ? search.seat : activeSeats(state)[0]!;
    const options = current === root ? roots : policyOptions(state, actor);
    ({ child: current, expanded } = step(current, options, actor, EXPLORATION, random));
    path.push(current);
    state = play(state, current.action!);
  }
  backup(path, leadChances(rollout(state, search.lastRound, random)));
}

function play(state: GameState, action: Action): GameState {
  const next = apply(state, action);
  if (!next.ok) throw new Error(`hard bot: an illegal action in its tree: ${next.error}`);
  return next.state;
}

function rollout(state: GameState, lastRound: number, random: BotRandom): GameState {
  let s = state;
  while (s.phase !== 'finished' && s.round <= lastRound) {
    for (const actor of activeSeats(s)) s = play(s, policyAction(s, actor, random));
  }
  return s;
}

/** Each seat's chance of leading: a logistic of its projected margin over its best rival. */
function leadChances(s: GameState): number[] {
  const scores = projectedScores(s);
  return scores.map((mine, seat) => {
    let rival = -Infinity;
    for (let j = 0; j < scores.length; j++) if (j !== seat && scores[j]! > rival) rival = scores[j]!;
    return 1 / (1 + Math.exp(-(mine - rival) / MARGIN_SCALE));
  });
}
