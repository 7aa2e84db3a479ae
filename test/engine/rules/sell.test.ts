// Rulebook "A) Sell Goods": a guild buys only its own goods, at its guildmaster's price.
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../engine/index.ts';
import {
  BREWERS,
  act,
  expectRejected,
  goodsOf,
  newTable,
  planAll,
  setSeat,
  storehouseOf,
} from './helpers.ts';

// Brewers guildmaster brewers-9: value 6.
function atBrewers(beer: number) {
  const s = setSeat(
    newTable({ guilds: { brewers: { workshop: ['brewers-9', 'brewers-5', 'brewers-7', 'brewers-2'] } } }),
    0,
    {
      goods: { beer, pastries: 1 },
    },
  );
  return planAll(s, { 0: ['brewers', 'bakers'], 1: 'pass', 2: 'pass' }).state;
}

describe('selling goods', () => {
  it('moves the goods to the storehouse and pays the guildmaster price for each', () => {
    const s = atBrewers(3);
    const { state, events } = act(s, { type: 'sell', seat: 0, count: 2 });
    expect(goodsOf(state, 0)).toEqual({ beer: 1, pastries: 1 });
    expect(storehouseOf(state, BREWERS)).toEqual({ beer: 9 + 2 });
    expect(state.seats[0]!.talers).toBe(25 + 2 * 6);
    expect(events[0]).toEqual({ type: 'sold', seat: 0, guild: 'brewers', count: 2, price: 6, earned: 12 });
  });

  it('can sell every good of the type at once: there is no limit', () => {
    const { state } = act(atBrewers(5), { type: 'sell', seat: 0, count: 5 });
    expect(state.seats[0]!.goods[BREWERS]).toBe(0);
    expect(state.seats[0]!.talers).toBe(25 + 30);
  });

  it('puts the agent on the roof afterwards and reclaims the card', () => {
    const { state, events } = act(atBrewers(1), { type: 'sell', seat: 0, count: 1 });
    expect(events[1]).toEqual({ type: 'agentToRoof', seat: 0, guild: 'brewers' });
    expect(state.guilds[BREWERS]!.roof[0]).toBe(1);
    expect(state.seats[0]!.plan).not.toContain(BREWERS);
  });

  it('rejects selling more than the seat has, or none', () => {
    const s = atBrewers(2);
    expectRejected(s, { type: 'sell', seat: 0, count: 3 }, /you have 2 beer, not 3/);
    expectRejected(s, { type: 'sell', seat: 0, count: 0 }, /sell at least 1 good/);
    expectRejected(s, { type: 'sell', seat: 0, count: 1.5 }, /whole number/);
  });

  it("offers only the guild's own goods: no sale of beer without beer, though other goods are held", () => {
    const s = atBrewers(0);
    expect(legalActions(s, 0).filter((a) => a.type === 'sell')).toEqual([]);
    expectRejected(s, { type: 'sell', seat: 0, count: 1 }, /you have 0 beer, not 1/);
    expect(legalActions(atBrewers(2), 0).filter((a) => a.type === 'sell')).toEqual([
      { type: 'sell', seat: 0, count: 1 },
      { type: 'sell', seat: 0, count: 2 },
    ]);
  });
});
