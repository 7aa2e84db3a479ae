// The weighing of options for hints and reviews (options.ts, paired.ts): sequential halving that spends
// its whole budget, never judges an option on fewer than MIN_WORLDS worlds, weighs the same options
// whatever its seed, and gives margins of noise that widen with Student's t over few worlds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actionKey, activeSeats, view } from '../../engine/index.ts';
import { weighOptions } from '../../engine/bots/options.ts';
import { MIN_WORLDS, pairedLead, studentT } from '../../engine/bots/paired.ts';
import { BotRandom } from '../../engine/bots/random.ts';
import { randomState } from './states.ts';
import { MAX_PLAYERS, MIN_PLAYERS } from '../../engine/players.ts';

describe('the margin of noise', () => {
  it("is Student's t at the level of 2.2 standard errors", () => {
    // Quantiles at a one-sided level of 98.61 %, from the t distribution's own density.
    for (const [df, t] of [
      [1, 22.88],
      [2, 5.871],
      [3, 4.011],
      [5, 3.069],
      [10, 2.572],
      [50, 2.266],
    ] as const)
      expect(Math.abs(studentT(df) / t - 1)).toBeLessThan(0.01);
  });

  it('is told only from MIN_WORLDS worlds on, and widens for fewer', () => {
    const a = [3, 1, 4, 1, 5, 9, 2, 6];
    const b = [2, 1, 3, 0, 5, 7, 2, 5];
    expect(pairedLead(a, b, MIN_WORLDS - 1).margin).toBe(Infinity);
    const few = pairedLead(a, b, MIN_WORLDS);
    const more = pairedLead([...a, ...a], [...b, ...b], 2 * a.length);
    expect(few.margin).toBeGreaterThan(more.margin);
    expect(more.lead).toBeCloseTo(
      a.reduce((x, y) => x + y) / a.length - b.reduce((x, y) => x + y) / b.length,
    );
  });
});

describe('the weighing', () => {
  it('spends its budget, weighs every option it judges in MIN_WORLDS worlds or more, the same options whatever its seed', () => {
    let weighed = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: MIN_PLAYERS, max: MAX_PLAYERS }),
        fc.integer(),
        fc.nat(),
        (players, seed, steps) => {
          const s = randomState(players, seed, steps % (25 * players));
          if (s.phase === 'finished') return;
          const seat = activeSeats(s)[0]!;
          const v = view(s, seat);
          const iterations = 60 + (steps % 120);
          const arms = weighOptions(v, seat, new BotRandom(seed), iterations);
          const other = weighOptions(v, seat, new BotRandom(seed + 1), iterations);
          expect(other.map((a) => actionKey(a.action))).toEqual(arms.map((a) => actionKey(a.action)));
          expect(new Set(arms.map((a) => actionKey(a.action))).size).toBe(arms.length);
          if (arms.length < 2) return;
          const spent = arms.reduce((n, a) => n + a.rewards.length, 0);
          const last = arms.filter(
            (a) => a.rewards.length === Math.max(...arms.map((x) => x.rewards.length)),
          );
          expect(spent).toBeLessThanOrEqual(iterations);
          // What is left unspent is less than one more world for each of the finalists (and the rounds'
          // rounding down, one world short for each option of each earlier round at most).
          expect(iterations - spent).toBeLessThan(
            arms.length * Math.ceil(Math.log2(arms.length)) + last.length,
          );
          for (const a of arms)
            if (a.rewards.length > 0) expect(a.rewards.length).toBeGreaterThanOrEqual(MIN_WORLDS);
          weighed++;
        },
      ),
      { numRuns: 10 },
    );
    expect(weighed).toBeGreaterThan(4);
  });

  it('weighs a recruit once where moving to the front would change nothing', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const s = randomState(3, seed, 20 + (seed % 30));
      if (s.phase !== 'action') continue;
      const seat = activeSeats(s)[0]!;
      if (s.turnOrder[0] !== seat) continue;
      const arms = weighOptions(view(s, seat), seat, new BotRandom(seed), 0);
      expect(arms.some((a) => a.action.type === 'recruit' && a.action.toFront)).toBe(false);
    }
  });
});
