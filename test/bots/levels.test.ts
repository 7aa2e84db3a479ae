import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activeSeats, check, view, type GameState } from '../../engine/index.ts';
import { majority } from '../../engine/rules/scoring.ts';
import type { Collection } from '../../engine/model/state.ts';
import { price, agentsAvailable } from '../../engine/model/state.ts';
import { decide } from '../../engine/bots/index.ts';
import { seatMajorityVp } from '../../engine/bots/evaluate.ts';
import { randomState } from './states.ts';
import { MIN_PLAYERS, PLAYER_COUNTS } from '../../engine/players.ts';

function actingStates(
  runs: number,
  accept: (s: GameState, seat: number) => boolean,
): { s: GameState; seat: number; seed: number }[] {
  const out: { s: GameState; seat: number; seed: number }[] = [];
  for (let seed = 0; out.length < runs && seed < 50 * runs; seed++) {
    const players = MIN_PLAYERS + (seed % PLAYER_COUNTS.length);
    const s = randomState(players, seed, (seed * 7919) % (25 * players));
    for (const seat of activeSeats(s)) if (accept(s, seat)) out.push({ s, seat, seed });
  }
  return out;
}

describe('easy: a sensible beginner', () => {
  it('never passes on the first turn of a round while it has agents and money', () => {
    const cases = actingStates(
      200,
      (s, seat) => s.phase === 'planning' && s.turn === 1 && s.seats[seat]!.talers > 0,
    );
    expect(cases.length).toBeGreaterThanOrEqual(200);
    for (const { s, seat, seed } of cases) {
      expect(agentsAvailable(s.seats[seat]!)).toBeGreaterThan(0);
      expect(decide(view(s, seat), { level: 'easy', seed }).type).toBe('plan');
    }
  });

  it('buys only at prices it never sells at, so it never sells below what it paid', () => {
    const cases = actingStates(400, (s) => s.phase === 'action');
    const buys = new Set<number>();
    const sales = new Set<number>();
    for (const { s, seat, seed } of cases) {
      for (let k = 0; k < 4; k++) {
        const action = decide(view(s, seat), { level: 'easy', seed: seed * 4 + k });
        const unit = price(s, s.resolving!.guild);
        if (action.type === 'buy') buys.add(unit);
        if (action.type === 'sell') sales.add(unit);
      }
    }
    expect(buys.size).toBeGreaterThan(0);
    expect(sales.size).toBeGreaterThan(0);
    expect(Math.max(...buys)).toBeLessThan(Math.min(...sales));
  });

  it('varies: other seeds give other choices', () => {
    const cases = actingStates(50, (s) => s.phase === 'planning');
    let varied = 0;
    for (const { s, seat } of cases) {
      const choices = new Set<string>();
      for (let seed = 0; seed < 8; seed++)
        choices.add(JSON.stringify(decide(view(s, seat), { level: 'easy', seed })));
      if (choices.size > 1) varied++;
    }
    expect(varied).toBeGreaterThan(40);
  });
});

describe('medium: one move ahead', () => {
  it('never passes on the first turn of the game, when every seat has agents and money', () => {
    for (let deal = 0; deal < 200; deal++) {
      const s = randomState(MIN_PLAYERS + (deal % PLAYER_COUNTS.length), deal, 0);
      for (const seat of activeSeats(s)) {
        expect(
          decide(view(s, seat), { level: 'medium', seed: deal }).type,
          `deal ${deal}, seat ${seat}`,
        ).toBe('plan');
      }
    }
  });
});

describe('hard: a search within its budget', () => {
  it("stops when the caller's clock reaches the time budget", () => {
    // A clock that moves 1 ms each time it is read: the search reads it once per simulation.
    const cases = actingStates(10, (s) => s.phase === 'planning' && s.round === 1 && s.turn === 1);
    for (const { s, seat, seed } of cases) {
      let reads = 0;
      const action = decide(view(s, seat), { level: 'hard', seed, budgetMs: 40, now: () => reads++ });
      expect(check(s, action)).toBeNull();
      expect(reads).toBeGreaterThan(5);
      expect(reads).toBeLessThanOrEqual(42);
    }
  });
});

describe('evaluation helpers', () => {
  it("seatMajorityVp agrees with the scoring rules' majority for every seat", () => {
    const holding = fc.record({
      count: fc.integer({ min: 0, max: 4 }),
      extra: fc.integer({ min: 0, max: 12 }),
    });
    fc.assert(
      fc.property(fc.array(holding, { minLength: 2, maxLength: 5 }), (seats) => {
        const collections: Collection[] = seats.map(({ count, extra }) => {
          const value = count === 0 ? 0 : 2 * count + extra;
          return { count: [count], value: [value], tiles: count, totalValue: value };
        });
        const { vp } = majority(collections, 0);
        collections.forEach((_, seat) => expect(seatMajorityVp(collections, 0, seat)).toBe(vp[seat]));
      }),
      { numRuns: 2000 },
    );
  });
});
