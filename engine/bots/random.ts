// The bots' seeded randomness: one mutable pure-rand generator per decision, so a decision is a pure
// function of the view and the seed.
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

export class BotRandom {
  private readonly rng: RandomGenerator;

  constructor(seed: number) {
    // xoroshiro128+ seeded with nearby numbers starts with nearly equal outputs: its whole state is
    // drawn from the seed by splitmix32 instead.
    let x = seed | 0;
    const state: number[] = [];
    for (let i = 0; i < 4; i++) {
      x = (x + 0x9e3779b9) | 0;
      state.push(mix(x));
    }
    this.rng = xoroshiro128plusFromState(state);
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return n <= 1 ? 0 : uniformInt(this.rng, 0, n - 1);
  }

  /** A float in [0, 1). */
  float(): number {
    return uniformFloat64(this.rng);
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }

  /** An index drawn with probability proportional to its (non-negative) weight; -1 if all are 0. */
  weighted(weights: readonly number[]): number {
    let sum = 0;
    for (const w of weights) sum += w;
    if (sum <= 0) return -1;
    let x = this.float() * sum;
    for (let i = 0; i < weights.length; i++) {
      x -= weights[i]!;
      if (x < 0) return i;
    }
    return weights.length - 1;
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = items[i]!;
      items[i] = items[j]!;
      items[j] = tmp;
    }
    return items;
  }

  /** A fresh 32-bit seed for a sub-stream (one determinization, one rollout). */
  seed(): number {
    return this.rng.next() | 0;
  }
}

/** The murmur3 32-bit finaliser: spreads every input bit over the whole word. */
function mix(seed: number): number {
  let h = seed | 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) | 0;
}
