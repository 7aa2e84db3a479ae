import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activeSeats, type GameState } from '../../engine/index.ts';
import { ROUNDS } from '../../engine/model/components.ts';
import { WINDOW_PRICES, payments } from '../../engine/rules/recruit.ts';
import { goodsWorth, outlook, talersWorth } from '../../engine/bots/outlook.ts';
import { cheapestPayment } from '../../engine/bots/payment.ts';
import { randomState } from './states.ts';

/** A 2-player state of round `round` in which a seat acts at a guild, reached by random play. */
function atGuild(round: number, seed: number): { s: GameState; seat: number } {
  for (let steps = 0; steps < 400; steps++) {
    const s = randomState(2, seed, steps);
    if (s.round === round && s.resolving) return { s, seat: activeSeats(s)[0]! };
  }
  throw new Error(`no state at a guild in round ${round} for seed ${seed}`);
}

/** The state with the seat holding `mine` talers and its rival `theirs`. */
function withTalers(at: { s: GameState; seat: number }, mine: number, theirs: number): GameState {
  const s = structuredClone(at.s);
  s.seats.forEach((p, i) => (p.talers = i === at.seat ? mine : theirs));
  return s;
}

describe("the fast policy's talers", () => {
  it('are worth the same per taler before the last round, whatever the race for richest', () => {
    for (const round of [1, 2, 3]) {
      const at = atGuild(round, round);
      for (const [mine, theirs] of [
        [10, 10],
        [30, 5],
      ] as const) {
        const s = withTalers(at, mine, theirs);
        const o = outlook(s, at.seat);
        expect(talersWorth(s, o, -3)).toBe(o.taler * -3);
        expect(talersWorth(s, o, 4, -2)).toBe(o.taler * 4);
      }
    }
  });

  it('in the last round, weigh the richest bonus: dear when they decide it, cheap when they do not', () => {
    const at = atGuild(ROUNDS, 7);
    const tied = withTalers(at, 10, 10);
    const far = withTalers(at, 30, 10);
    const costTied = -talersWorth(tied, outlook(tied, at.seat), -3);
    const costFar = -talersWorth(far, outlook(far, at.seat), -3);
    // 2 players: richest alone is 5 VP to one seat, so losing a tie moves the margin by up to 5.
    expect(costTied).toBeGreaterThan(2);
    expect(costFar).toBeLessThan(0.5);
    // Spending a lead down to a tie costs what the second half of the same spending costs from a tie.
    const ahead = withTalers(at, 13, 10);
    const o = outlook(ahead, at.seat);
    expect(-talersWorth(ahead, o, -3, -3)).toBeCloseTo(costTied, 10);
    expect(-talersWorth(ahead, o, -6)).toBeCloseTo(-talersWorth(ahead, o, -3) + costTied, 10);
  });
});

describe("the fast policy's cheapest payment", () => {
  it('is the first of the cheapest payments the rules list, priced goods type by goods type', () => {
    const base = atGuild(2, 3);
    const types = base.s.guilds.length;
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5 }), { minLength: types, maxLength: types }),
        fc.integer({ min: 0, max: types - 1 }),
        fc.integer({ min: 1, max: WINDOW_PRICES.length }),
        (goods, own, w) => {
          const s = structuredClone(base.s);
          s.seats[base.seat]!.goods = goods;
          const o = outlook(s, base.seat);
          let cheapest: number[] | null = null;
          let least = Infinity;
          for (const payment of payments(goods, w, own)) {
            let cost = 0;
            for (let t = 0; t < payment.length; t++)
              if (payment[t]! > 0) cost -= goodsWorth(s, o, t, -payment[t]!);
            if (cost < least) [least, cheapest] = [cost, payment];
          }
          const into = new Array<number>(types).fill(-1);
          expect(cheapestPayment(s, o, goods, w, own, into)).toBe(least);
          expect(into).toEqual(cheapest ?? new Array<number>(types).fill(-1));
        },
      ),
    );
  });
});
