import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actionKey, activeSeats, legalActions, view } from '../../engine/index.ts';
import { explain } from '../../engine/bots/explain.ts';
import { hintIterations, hint, hintSeed } from '../../engine/bots/hint.ts';
import { REASON_CODES } from '../../engine/bots/reasons.ts';
import { BotRandom } from '../../engine/bots/random.ts';
import { changeHiddenFacts } from './hidden.ts';
import { randomState, someState } from './states.ts';
import { MAX_PLAYERS, MIN_PLAYERS, PLAYER_COUNTS } from '../../engine/players.ts';

/** A hint's search budget in these tests: smaller than the host's, the same code. */
const ITERATIONS = 40;

describe('hints', () => {
  it('are legal, the best of the weighing first, then up to three options no better than it by standing, each with its margin', () => {
    let checked = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: MIN_PLAYERS, max: MAX_PLAYERS }),
        fc.integer(),
        fc.nat(),
        (players, seed, steps) => {
          const s = someState(players, seed, steps);
          if (!s) return;
          const seat = activeSeats(s)[0]!;
          const v = view(s, seat);
          const h = hint(v, { iterations: ITERATIONS });
          const legal = new Set(legalActions(s, seat).map(actionKey));
          expect(h.options.length).toBeGreaterThanOrEqual(1);
          expect(h.options.length).toBeLessThanOrEqual(4);
          for (const option of h.options) expect(legal.has(actionKey(option.action))).toBe(true);
          expect(new Set(h.options.map((o) => actionKey(o.action))).size).toBe(h.options.length);
          expect(h.options[0]!).toMatchObject({ difference: 0, margin: 0, level: true });
          for (const option of h.options.slice(1)) {
            expect(option.difference).toBeLessThanOrEqual(0);
            expect(option.margin).toBeGreaterThanOrEqual(0);
            // Never -0: JSON carries it as 0, and the hint over the wire would differ from the engine's.
            expect(Object.is(option.difference, -0)).toBe(false);
            // Level exactly where the VP behind shown are within the margin shown (or round to nothing):
            // one rule for every option, so that "within the margin" never sits beside a smaller gap
            // without it unless that option's own margin is smaller.
            expect(option.level).toBe(option.difference > -0.05 || -option.difference <= option.margin);
            // Each option is explained by what it does, from the seat's view alone.
            expect(option.reasons).toEqual(explain(v, option.action));
          }
          // Listed by standing: those about as good first, then those beyond the margin, each by how
          // little it is behind.
          const others = h.options.slice(1);
          for (let i = 1; i < others.length; i++) {
            const [a, b] = [others[i - 1]!, others[i]!];
            expect(Number(a.level)).toBeGreaterThanOrEqual(Number(b.level));
            if (a.level === b.level) expect(a.difference).toBeGreaterThanOrEqual(b.difference);
          }
          checked++;
        },
      ),
      { numRuns: 12 },
    );
    expect(checked).toBeGreaterThan(5);
  });

  it('are the same when only facts hidden from the seat change', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: MIN_PLAYERS, max: MAX_PLAYERS }),
        fc.integer(),
        fc.nat(),
        (players, seed, steps) => {
          const s = someState(players, seed, steps);
          if (!s) return;
          const seat = activeSeats(s)[0]!;
          const other = changeHiddenFacts(s, seat, new BotRandom(seed));
          expect(other.seats.some((p, i) => i !== seat && p.talers !== s.seats[i]!.talers)).toBe(true);
          expect(hint(view(other, seat), { iterations: ITERATIONS })).toEqual(
            hint(view(s, seat), { iterations: ITERATIONS }),
          );
        },
      ),
      { numRuns: 8 },
    );
  });

  it('take their seed from public facts: the move and the seat', () => {
    const s = randomState(3, 5, 4);
    const seat = activeSeats(s)[0]!;
    expect(hintSeed(view(s, seat))).toBe(hintSeed(view(s, seat)));
    expect(hintSeed(view(s, seat))).not.toBe(hintSeed({ ...view(s, seat), moves: s.moves + 1 }));
    for (const players of PLAYER_COUNTS) expect(hintIterations(players)).toBeGreaterThan(ITERATIONS);
  });

  it('give reasons in the codes the renderer words, gains before costs', () => {
    for (const [players, seed, steps] of [
      [4, 7, 10],
      [3, 2, 33],
    ] as const) {
      const s = randomState(players, seed, steps);
      const seat = activeSeats(s)[0]!;
      const h = hint(view(s, seat), { iterations: ITERATIONS });
      for (const option of h.options) {
        for (const r of option.reasons) expect(REASON_CODES).toContain(r.code);
        const firstCost = option.reasons.findIndex((r) => !r.gain);
        if (firstCost >= 0) expect(option.reasons.slice(firstCost).every((r) => !r.gain)).toBe(true);
      }
      expect(h.options.flatMap((o) => o.reasons).length).toBeGreaterThan(0);
    }
  });

  it('refuse a seat that has nothing to decide', () => {
    const s = randomState(3, 5, 0);
    const idle = [0, 1, 2].find((seat) => !activeSeats(s).includes(seat));
    const v = view(s, idle ?? null);
    expect(() => hint(v)).toThrow(/nothing to decide/);
  });
});
