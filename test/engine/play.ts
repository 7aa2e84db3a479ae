// Shared by engine tests: random legal games with a seeded picker, and canonical action keys.
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import {
  actionKey as engineActionKey,
  activeSeats,
  apply,
  newGame,
  randomLegalAction,
} from '../../engine/index.ts';
import type { Action, GameState, PlayerInfo } from '../../engine/index.ts';
import { PLAYER_COLORS } from '../../engine/players.ts';

// The engine's colours, these first (the fixtures' games were dealt so).
const FIRST = ['blue', 'orange', 'yellow', 'red', 'green'];
const COLORS = [...FIRST, ...PLAYER_COLORS.filter((c) => !FIRST.includes(c))];

export function players(n: number): PlayerInfo[] {
  return Array.from({ length: n }, (_, i) => ({ name: `Player ${i + 1}`, color: COLORS[i]! }));
}

export function start(n: number, seed: string): GameState {
  const created = newGame({ players: players(n), seed });
  if (!created.ok) throw new Error(created.error);
  return created.value;
}

export function picker(seed: number): (n: number) => number {
  const rng = xoroshiro128plus(seed);
  return (n) => uniformInt(rng, 0, n - 1);
}

/** Plays random legal actions to the end (or `limit` actions), calling `each` on every state. */
export function playRandom(
  state: GameState,
  seed: number,
  each: (s: GameState, action: Action | null) => void = () => {},
  limit = Infinity,
): { state: GameState; actions: Action[] } {
  const pick = picker(seed);
  const actions: Action[] = [];
  let s = state;
  each(s, null);
  while (s.phase !== 'finished' && actions.length < limit) {
    const seats = activeSeats(s);
    const action = randomLegalAction(s, seats[pick(seats.length)]!, pick);
    if (!action) throw new Error(`no legal action for seat in ${s.phase}`);
    const result = apply(s, action);
    if (!result.ok) throw new Error(`legal action refused: ${result.error} ${JSON.stringify(action)}`);
    s = result.state;
    actions.push(action);
    each(s, action);
    if (actions.length > 3000) throw new Error('game does not end');
  }
  return { state: s, actions };
}

export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** The engine's canonical key, for actions the engine accepted (malformed ones are refused before). */
export function actionKey(action: unknown): string {
  return engineActionKey(action as Action);
}
