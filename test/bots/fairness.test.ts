import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { craftsmenOf } from '../../engine/model/components.ts';
import { activeSeats, legalActions, view, type GameView } from '../../engine/index.ts';
import { ARENA_LEVELS, decide } from '../../engine/bots/index.ts';
import { determinize } from '../../engine/bots/determinize.ts';
import { BotRandom } from '../../engine/bots/random.ts';
import { changeHiddenFacts } from './hidden.ts';
import { someState } from './states.ts';
import { MAX_PLAYERS, MIN_PLAYERS } from '../../engine/players.ts';

const ITERATIONS = 20;

describe('fair play: a bot decides from its own view only', () => {
  it('gives the same decision at every level and the reference for two states that differ only in hidden facts', () => {
    let compared = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: MIN_PLAYERS, max: MAX_PLAYERS }),
        fc.integer(),
        fc.nat(),
        (players, seed, steps) => {
          const s = someState(players, seed, steps);
          if (!s) return;
          for (const seat of activeSeats(s)) {
            const other = changeHiddenFacts(s, seat, new BotRandom(seed));
            expect(other.seats.some((p, i) => i !== seat && p.talers !== s.seats[i]!.talers)).toBe(true);
            const v1 = view(s, seat);
            const v2 = view(other, seat);
            expect(v2).toEqual(v1);
            for (const level of ARENA_LEVELS) {
              expect(decide(v2, { level, seed, iterations: ITERATIONS })).toEqual(
                decide(v1, { level, seed, iterations: ITERATIONS }),
              );
              compared++;
            }
          }
        },
      ),
      { numRuns: 40 },
    );
    expect(compared).toBeGreaterThan(100);
  });

  it('samples hidden facts consistent with everything the seat has seen', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: MIN_PLAYERS, max: MAX_PLAYERS }),
        fc.integer(),
        fc.nat(),
        (players, seed, steps) => {
          const s = someState(players, seed, steps);
          if (!s) return;
          for (let seat = 0; seat < players; seat++) {
            const v = view(s, seat);
            const sampled = determinize(v, new BotRandom(seed));
            const { scores: _a, ...seen } = view(sampled, seat);
            const { scores: _b, ...truth } = v;
            expect(seen).toEqual(truth);
            expect(legalActions(sampled, seat)).toEqual(legalActions(s, seat));
            expect(new Set(sampled.guestStack).size).toBe(s.guestStack.length);
            for (const t of unseenCraftsmen(v)) expect(sampled.guestStack).toContain(t);
            for (const t of sampled.guestStack) expect(JSON.stringify(v)).not.toContain(`"${t}"`);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('decides the same for the same view and seed, at every level and the reference', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: MIN_PLAYERS, max: MAX_PLAYERS }),
        fc.integer(),
        fc.nat(),
        (players, seed, steps) => {
          const s = someState(players, seed, steps);
          if (!s) return;
          const seat = activeSeats(s)[0]!;
          for (const level of ARENA_LEVELS) {
            const options = { level, seed, iterations: ITERATIONS };
            expect(decide(view(s, seat), options)).toEqual(decide(view(s, seat), options));
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});

function unseenCraftsmen(v: GameView): string[] {
  const text = JSON.stringify(v);
  const out: string[] = [];
  for (let g = 0; g < v.guilds.length; g++)
    for (const t of craftsmenOf(g)) if (!text.includes(`"${t}"`)) out.push(t);
  return out;
}
