// Game states reached by uniformly random legal play, for the bot tests.
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { activeSeats, apply, newGame, randomLegalAction, type GameState } from '../../engine/index.ts';

/** A state part of the way into a game of `players` (`steps` bounded by its length); null once it is over. */
export function someState(players: number, seed: number, steps: number): GameState | null {
  const s = randomState(players, seed, steps % (25 * players));
  return s.phase === 'finished' ? null : s;
}

/** The state after `steps` random legal actions (fewer if the game ends first) from a seeded deal. */
export function randomState(players: number, seed: number, steps: number): GameState {
  const created = newGame({
    players: Array.from({ length: players }, (_, i) => ({ name: `P${i}`, color: `c${i}` })),
    seed: `state-${seed}`,
  });
  if (!created.ok) throw new Error(created.error);
  let state = created.value;
  const rng = xoroshiro128plus(seed);
  const pick = (n: number): number => uniformInt(rng, 0, n - 1);
  for (let i = 0; i < steps; i++) {
    const seats = activeSeats(state);
    if (seats.length === 0) break;
    const result = apply(state, randomLegalAction(state, seats[pick(seats.length)]!, pick)!);
    if (!result.ok) throw new Error(result.error);
    state = result.state;
  }
  return state;
}
