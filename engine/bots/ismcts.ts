// The arena's reference opponent: textbook single-observer information-set MCTS (Cowling, Powley and
// Whitehouse 2012). Each iteration samples one world from the seat's view, descends the one tree with
// UCB1 over the actions legal in that world (availability counts in place of the parent's visits),
// adds one node, plays uniformly random legal actions to the end of the game and credits every node
// with the win share of the seat that moved into it. The most visited action at the root is played.
import { apply } from '../apply.ts';
import { legalActions, randomLegalAction } from '../legal.ts';
import { score } from '../rules/scoring.ts';
import { activeSeats } from '../model/state.ts';
import type { Action, GameState } from '../model/types.ts';
import type { GameView } from '../view.ts';
import { determinize } from './determinize.ts';
import { backup, node, step, type Node } from './isTree.ts';
import type { SearchBudget } from './hard.ts';
import { BotRandom } from './random.ts';

/** UCB1's exploration constant for rewards in [0, 1], as in the paper's experiments. */
const EXPLORATION = 0.7;

export function decideIsmcts(v: GameView, seat: number, random: BotRandom, budget: SearchBudget): Action {
  const root = node(null, seat);
  let spent = 0;
  while (budget.iterations !== undefined ? spent < budget.iterations : budget.now!() < budget.deadline!) {
    iterate(root, determinize(v, new BotRandom(random.seed())), seat, new BotRandom(random.seed()));
    spent++;
  }
  budget.spent?.(spent);
  let best: Node | null = null;
  for (const child of root.children.values()) {
    if (!best || child.visits > best.visits || (child.visits === best.visits && child.reward > best.reward))
      best = child;
  }
  // With no iteration at all, any legal action will do: the first.
  return best?.action ?? legalActions(determinize(v, random), seat)[0]!;
}

function iterate(root: Node, world: GameState, seat: number, random: BotRandom): void {
  const path: Node[] = [root];
  let state = world;
  let current = root;
  let expanded = false;
  while (state.phase !== 'finished' && !expanded) {
    // Planning is simultaneous; seats take their turns in seat order, the deciding seat first at the root.
    const actor = current === root ? seat : activeSeats(state)[0]!;
    ({ child: current, expanded } = step(current, legalActions(state, actor), actor, EXPLORATION, random));
    path.push(current);
    state = play(state, current.action!);
  }
  backup(path, winShares(rollout(state, random)));
}

function play(state: GameState, action: Action): GameState {
  const next = apply(state, action);
  if (!next.ok) throw new Error(`ismcts: an illegal action in its own world: ${next.error}`);
  return next.state;
}

/** Uniformly random legal actions to the end of the game. */
function rollout(state: GameState, random: BotRandom): GameState {
  const pick = (n: number): number => random.int(n);
  let s = state;
  while (s.phase !== 'finished') s = play(s, randomLegalAction(s, activeSeats(s)[0]!, pick)!);
  return s;
}

/** 1 for a sole winner, 1/k to each of k seats sharing first place, 0 otherwise. */
function winShares(s: GameState): number[] {
  const scores = score(s);
  const firsts = scores.filter((x) => x.rank === 1).length;
  return scores.map((x) => (x.rank === 1 ? 1 / firsts : 0));
}
