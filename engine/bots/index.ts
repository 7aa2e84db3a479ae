// The built-in bots. `decide` sees only what its seat sees (a GameView) and returns one legal action
// for that seat; it is a pure function of the view and the options (time comes from `now`).
import { stateFromView } from '../fromView.ts';
import type { Action } from '../types.ts';
import type { GameView } from '../view.ts';
import { determinize } from './determinize.ts';
import { decideEasy } from './easy.ts';
import { decideMedium } from './medium.ts';
import { BotRandom } from './random.ts';

export type BotLevel = 'easy' | 'medium' | 'hard';
export const BOT_LEVELS: readonly BotLevel[] = ['easy', 'medium', 'hard'];

export interface DecideOptions {
  level: BotLevel;
  /** Per-decision seed: the same view, seed and budget give the same action. */
  seed: number;
  /** hard: search budget in iterations (reproducible). */
  iterations?: number;
  /** hard: wall-time budget in ms, default 1000; needs `now`. */
  budgetMs?: number;
  /** The caller's clock in ms (the engine has none). */
  now?: () => number;
}

export function decide(view: GameView, options: DecideOptions): Action {
  const seat = view.viewer;
  if (seat === null || !view.waitingFor.includes(seat)) {
    throw new Error(`the bot's seat (${String(seat)}) has nothing to decide now`);
  }
  const random = new BotRandom(options.seed);
  if (options.level === 'easy') return decideEasy(stateFromView(view), seat, random);
  return decideMedium(determinize(view, random), seat);
}
