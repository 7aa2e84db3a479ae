import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_TOWNSMEN, GUILDS, craftsman, craftsmenOf } from '../../engine/model/components.ts';
import { activeSeats, legalActions, view, type GameState, type GameView } from '../../engine/index.ts';
import { ARENA_LEVELS, decide } from '../../engine/bots/index.ts';
import { determinize } from '../../engine/bots/determinize.ts';
import { BotRandom } from '../../engine/bots/random.ts';
import { randomState } from './states.ts';

const ITERATIONS = 20;

/** Everything one seat cannot see, changed: others' talers and face-down cards, the guest stack, the rng. */
function changeHiddenFacts(s: GameState, seat: number, random: BotRandom): GameState {
  const called = s.resolving?.guild ?? -1;
  const seats = s.seats.map((p, i) => {
    if (i === seat) return p;
    let plan = p.plan;
    if (plan && plan.length > 0) {
      // Cards not yet revealed may stand for any guild not yet called.
      const revealed = s.phase === 'action' ? plan.filter((g) => g <= called) : [];
      const hidden = plan.length - revealed.length;
      const open = random.shuffle(
        GUILDS.slice(0, s.guilds.length)
          .map((_, g) => g)
          .filter((g) => g > (s.phase === 'action' ? called : -1)),
      );
      plan = [...revealed, ...open.slice(0, hidden)].sort((a, b) => a - b);
    }
    return { ...p, talers: p.talers + 1 + random.int(40), plan };
  });
  // The stack keeps its craftsmen; its townsmen may be any townsmen nobody has seen.
  const seen = new Set(JSON.stringify(view(s, seat)).match(/[a-zA-Z]+-\d+/g));
  const unseenTownsmen = random.shuffle(ALL_TOWNSMEN.filter((t) => !seen.has(t)));
  const stack = s.guestStack.map((t) => (craftsman(t) ? t : unseenTownsmen.pop()!));
  return {
    ...s,
    seats,
    guestStack: random.shuffle(stack),
    rng: [random.seed(), random.seed(), random.seed(), random.seed()],
  };
}

function someState(players: number, seed: number, steps: number): GameState | null {
  const s = randomState(players, seed, steps % (25 * players));
  return s.phase === 'finished' ? null : s;
}

describe('fair play: a bot decides from its own view only', () => {
  it('gives the same decision at every level and the reference for two states that differ only in hidden facts', () => {
    let compared = 0;
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.integer(), fc.nat(), (players, seed, steps) => {
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
      }),
      { numRuns: 40 },
    );
    expect(compared).toBeGreaterThan(100);
  });

  it('samples hidden facts consistent with everything the seat has seen', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.integer(), fc.nat(), (players, seed, steps) => {
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
      }),
      { numRuns: 150 },
    );
  });

  it('decides the same for the same view and seed, at every level and the reference', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.integer(), fc.nat(), (players, seed, steps) => {
        const s = someState(players, seed, steps);
        if (!s) return;
        const seat = activeSeats(s)[0]!;
        for (const level of ARENA_LEVELS) {
          const options = { level, seed, iterations: ITERATIONS };
          expect(decide(view(s, seat), options)).toEqual(decide(view(s, seat), options));
        }
      }),
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
