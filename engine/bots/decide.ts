// The built-in bots' decision: `decide` sees only what its seat sees (a GameView) and returns one legal
// action for that seat; it is a pure function of the view and the options (time comes from `now`).
import type { Action } from '../model/types.ts';
import type { GameView } from '../view.ts';
import type { SearchBudget } from './hard.ts';
import { ARENA_DECISIONS, type ArenaLevel } from './levels.ts';
import { BotRandom } from './random.ts';

export const DEFAULT_BUDGET_MS = 1000;
/** No decision may take longer than 1.5 s; the search stops in time to leave room for the rest. */
const MAX_BUDGET_MS = 1400;
const DEADLINE_SHARE = 0.95;
/** Without a clock or an iteration count, hard searches this many iterations. */
export const DEFAULT_ITERATIONS = 400;

export interface DecideOptions {
  level: ArenaLevel;
  /** Per-decision seed: the same view, seed and budget give the same action. */
  seed: number;
  /** A level that searches: its budget in iterations (reproducible); takes precedence over budgetMs. */
  iterations?: number;
  /** A level that searches: its wall-time budget in ms, default 1000; needs `now`. */
  budgetMs?: number;
  /** The caller's clock in ms (the engine has none). */
  now?: () => number;
  /** A level that searches: told how many iterations the search ran. */
  spent?: (iterations: number) => void;
}

export function decide(view: GameView, options: DecideOptions): Action {
  const seat = view.viewer;
  if (seat === null || !view.waitingFor.includes(seat)) {
    throw new Error(`the bot's seat (${String(seat)}) has nothing to decide now`);
  }
  return ARENA_DECISIONS[options.level].decide(view, seat, new BotRandom(options.seed), () =>
    searchBudget(options),
  );
}

/** Iterations if given; else the wall-time budget if there is a clock; else a fixed iteration count. */
function searchBudget(options: DecideOptions): SearchBudget {
  const spent = options.spent;
  if (options.iterations !== undefined)
    return { iterations: Math.max(1, Math.floor(options.iterations)), spent };
  const now = options.now;
  if (!now) return { iterations: DEFAULT_ITERATIONS, spent };
  const budget = Math.min(options.budgetMs ?? DEFAULT_BUDGET_MS, MAX_BUDGET_MS);
  return { deadline: now() + budget * DEADLINE_SHARE, now, spent };
}
