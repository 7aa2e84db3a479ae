// Hard's deeper search, for the budget its race leaves: an information-set tree (as the arena's
// reference builds one) over the race's finalists at the root and, below, over the few actions the fast
// policy considers for whichever seat acts. Each iteration samples a world, descends by UCB1 with
// availability counts, adds a node, lets the policy play to the end of the game (rollout.ts) and
// credits every node with its mover's chance of winning, read from the final margin.
import { actionKey } from '../actionKey.ts';
import { apply } from '../apply.ts';
import { activeSeats } from '../model/state.ts';
import type { Action, GameState } from '../model/types.ts';
import type { GameView } from '../view.ts';
import { determinize } from './determinize.ts';
import { projectedScores } from './evaluate.ts';
import { backup, node, step, type Node } from './isTree.ts';
import { policyOptions } from './policy.ts';
import { BotRandom } from './random.ts';
import { playOut } from './rollout.ts';

/** UCB1's exploration constant for rewards in [0, 1]. */
const EXPLORATION = 0.5;
/** VP of final margin that count a win as about three times as sure as not. */
const MARGIN_SCALE = 4;

export interface TreeSearch {
  v: GameView;
  seat: number;
  random: BotRandom;
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
  while (state.phase !== 'finished' && !expanded) {
    const actor = current === root ? search.seat : activeSeats(state)[0]!;
    const options = current === root ? roots : policyOptions(state, actor);
    ({ child: current, expanded } = step(current, options, actor, EXPLORATION, random));
    path.push(current);
    state = play(state, current.action!);
  }
  backup(path, winChances(playOut(state, random, 'hard bot')));
}

function play(state: GameState, action: Action): GameState {
  const next = apply(state, action);
  if (!next.ok) throw new Error(`hard bot: an illegal action in its tree: ${next.error}`);
  return next.state;
}

/**
 * Each seat's reward: a logistic of its final margin over its best rival, so a wide win counts more than
 * a narrow one, which in a world sampled from the view is less sure.
 */
function winChances(s: GameState): number[] {
  const scores = projectedScores(s);
  return scores.map((mine, seat) => {
    let rival = -Infinity;
    for (let j = 0; j < scores.length; j++) if (j !== seat && scores[j]! > rival) rival = scores[j]!;
    return 1 / (1 + Math.exp(-(mine - rival) / MARGIN_SCALE));
  });
}
