// The fixed games the documentation's pictures show: each dealt from a fixed seed and played by the
// medium bot for every seat (seeded by the move number), so the same positions come back every run.
import { decide } from '../../engine/bots/index.ts';
import {
  activeSeats,
  apply,
  legalActions,
  newGame,
  view,
  type Action,
  type GameEvent,
  type GameState,
} from '../../engine/index.ts';

export interface Player {
  name: string;
  color: string;
}

export interface Played {
  state: GameState;
  actions: Action[];
  events: GameEvent[];
}

/** Who acts next: in planning, the last seat still planning (so seat 0 plans after the others). */
function nextSeat(state: GameState): number | null {
  const seats = activeSeats(state);
  return seats.length ? seats[seats.length - 1]! : null;
}

function step(played: Played, action: Action): Played {
  const next = apply(played.state, action);
  if (!next.ok) throw new Error(`a fixed game refused ${JSON.stringify(action)}: ${next.error}`);
  return {
    state: next.state,
    actions: [...played.actions, action],
    events: [...played.events, ...next.events],
  };
}

/** The game of `seed` played to its end. */
export function playToEnd(players: readonly Player[], seed: string): Played {
  return play(players, seed, () => false);
}

/**
 * The game of the first seed `${prefix}-1`, `${prefix}-2`, … that comes to a position where `stop`
 * holds before a move (it sees the position and the seat about to act), played to there.
 */
export function playUntil(
  players: readonly Player[],
  prefix: string,
  stop: (state: GameState, seat: number) => boolean,
): Played {
  for (let n = 1; n <= 100; n++) {
    const played = play(players, `${prefix}-${n}`, stop);
    if (played.state.phase !== 'finished') return played;
  }
  throw new Error(`no game of ${prefix}-1 to -100 comes to the position wanted`);
}

function play(
  players: readonly Player[],
  seed: string,
  stop: (state: GameState, seat: number) => boolean,
): Played {
  const created = newGame({ players: [...players], seed });
  if (!created.ok) throw new Error(created.error);
  let played: Played = { state: created.value, actions: [], events: [] };
  for (let seat = nextSeat(played.state); seat !== null; seat = nextSeat(played.state)) {
    if (stop(played.state, seat)) return played;
    played = step(played, decide(view(played.state, seat), { level: 'medium', seed: played.state.moves }));
  }
  return played;
}

/** Seat 0 alone to act, in round `round` or later, in `phase`. */
export function seatZeroAlone(state: GameState, round: number, phase: GameState['phase']): boolean {
  return state.round >= round && state.phase === phase && activeSeats(state).join() === '0';
}

/** The move of seat 0's that a player makes with one button (pass or do nothing) and that does `what`. */
export function closingMove(state: GameState, what: 'ends-round' | 'ends-game'): Action | null {
  if (activeSeats(state).join() !== '0') return null;
  for (const action of legalActions(state, 0)) {
    if (action.type !== 'pass' && action.type !== 'nothing') continue;
    const next = apply(state, action);
    if (!next.ok) continue;
    if (what === 'ends-game' ? next.state.phase === 'finished' : next.state.round > state.round)
      return action;
  }
  return null;
}
