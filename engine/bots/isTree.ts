// The information-set tree shared by the arena's reference (ismcts.ts) and hard's deeper search
// (tree.ts): one tree for every world sampled, its nodes keyed by action, each child counted as
// available whenever its action is legal in the world at hand (Cowling, Powley and Whitehouse 2012).
import { actionKey } from '../actionKey.ts';
import type { Action } from '../model/types.ts';
import type { BotRandom } from './random.ts';

export interface Node {
  action: Action | null;
  /** The seat that moved into this node: its rewards are summed here. */
  actor: number;
  children: Map<string, Node>;
  visits: number;
  /** Iterations in which this node's action was legal. */
  available: number;
  reward: number;
}

export function node(action: Action | null, actor: number): Node {
  return { action, actor, children: new Map(), visits: 0, available: 0, reward: 0 };
}

/**
 * One step down from `current` among the actions open in this world: an untried one, chosen at random,
 * becomes a new child (`expanded`); otherwise the child with the best UCB1 score, availability counts in
 * place of the parent's visits.
 */
export function step(
  current: Node,
  options: readonly Action[],
  actor: number,
  exploration: number,
  random: BotRandom,
): { child: Node; expanded: boolean } {
  const untried: Action[] = [];
  let best: Node | null = null;
  let bestValue = -Infinity;
  for (const action of options) {
    const child = current.children.get(actionKey(action));
    if (!child) {
      untried.push(action);
      continue;
    }
    child.available++;
    const value =
      child.reward / child.visits + exploration * Math.sqrt(Math.log(child.available) / child.visits);
    if (value > bestValue) {
      bestValue = value;
      best = child;
    }
  }
  if (untried.length === 0) return { child: best!, expanded: false };
  const action = untried[random.int(untried.length)]!;
  const child = node(action, actor);
  child.available = 1;
  current.children.set(actionKey(action), child);
  return { child, expanded: true };
}

/** Every node of the path visited once more, and credited with its mover's reward (the root has none). */
export function backup(path: readonly Node[], rewards: readonly number[]): void {
  for (let i = 0; i < path.length; i++) {
    path[i]!.visits++;
    if (i > 0) path[i]!.reward += rewards[path[i]!.actor]!;
  }
}
