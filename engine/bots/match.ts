// A whole game between bots, for the arena and the tests. Pure: the clock is the caller's, and only
// used to measure how long each decision took.
import { apply } from '../apply.ts';
import { hashSeed } from '../model/random.ts';
import { newGame } from '../setup.ts';
import { activeSeats } from '../model/state.ts';
import type { Action, GameState } from '../model/types.ts';
import { view } from '../view.ts';
import { decide } from './decide.ts';
import type { ArenaLevel } from './levels.ts';

/** A seat's search budget: iterations (reproducible), else milliseconds of the wall clock. */
export interface SeatBudget {
  iterations?: number;
  budgetMs?: number;
}

export interface MatchOptions {
  /** One level per seat. */
  seats: readonly ArenaLevel[];
  seed: string;
  /** The budget of every seat without its own in `budgets`. */
  iterations?: number;
  budgetMs?: number;
  /** Per seat, in seat order: a budget of its own. */
  budgets?: readonly (SeatBudget | undefined)[];
  /** Wall clock in ms: hard's time budget, and each decision's duration. */
  now?: () => number;
  /** Processor-time clock in ms, to also measure what each decision would take on an idle core. */
  cpuNow?: () => number;
}

export interface Decision {
  seat: number;
  ms: number;
  cpuMs: number;
}

export interface Match {
  state: GameState;
  actions: Action[];
  decisions: Decision[];
}

export function playMatch(options: MatchOptions): Match {
  const created = newGame({
    players: options.seats.map((level, i) => ({ name: `${level} ${i + 1}`, color: `c${i}` })),
    seed: options.seed,
  });
  if (!created.ok) throw new Error(created.error);
  let state = created.value;
  const now = options.now ?? zero;
  const cpuNow = options.cpuNow ?? zero;
  const actions: Action[] = [];
  const decisions: Decision[] = [];
  const gameSeed = hashSeed(options.seed);
  while (state.phase !== 'finished') {
    // Seats acting together (planning) decide in seat order; each sees only its own view.
    for (const seat of activeSeats(state)) {
      const own = options.budgets?.[seat];
      const start = now();
      const cpuStart = cpuNow();
      const action = decide(view(state, seat), {
        level: options.seats[seat]!,
        seed: decisionSeed(gameSeed, state.moves, seat),
        iterations: own ? own.iterations : options.iterations,
        budgetMs: own ? own.budgetMs : options.budgetMs,
        now: options.now,
      });
      decisions.push({ seat, ms: now() - start, cpuMs: cpuNow() - cpuStart });
      const result = apply(state, action);
      if (!result.ok)
        throw new Error(`seat ${seat} (${options.seats[seat]}) chose an illegal action: ${result.error}`);
      state = result.state;
      actions.push(action);
    }
  }
  return { state, actions, decisions };
}

function zero(): number {
  return 0;
}

/** The per-decision seed, as a host derives it: from the game seed, the move number and the seat. */
function decisionSeed(gameSeed: number, moves: number, seat: number): number {
  let h = gameSeed ^ Math.imul(moves + 1, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) ^ Math.imul(seat + 1, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 13), 0x27d4eb2f);
  return (h ^ (h >>> 16)) | 0;
}
