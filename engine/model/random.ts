// Seeded randomness. The state of the generator is a plain number array kept in the game state,
// so a game serialises and replays exactly.
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

/** FNV-1a over the seed's UTF-16 code units: any string becomes a 32-bit generator seed. */
export function hashSeed(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

/**
 * Two independent streams from one seed: the deal, and the play (reshuffled townsmen).
 * Play uses a jumped generator so that a game dealt from the seed and the same game replayed from its
 * written-out deal draw the same numbers after the deal.
 */
export function dealGenerator(seed: string): RandomGenerator {
  return xoroshiro128plus(hashSeed(seed));
}

export function playRngState(seed: string): number[] {
  const rng = xoroshiro128plus(hashSeed(seed));
  rng.jump();
  return [...rng.getState()];
}

export function shuffleInPlace<T>(rng: RandomGenerator, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = uniformInt(rng, 0, i);
    const tmp = items[i] as T;
    items[i] = items[j] as T;
    items[j] = tmp;
  }
  return items;
}

/** Draws an integer in [from, to] from a stored generator state; returns the value and the next state. */
export function drawInt(state: readonly number[], from: number, to: number): [number, number[]] {
  const rng = xoroshiro128plusFromState(state);
  const value = uniformInt(rng, from, to);
  return [value, [...rng.getState()]];
}

export { uniformInt };
export type { RandomGenerator };
