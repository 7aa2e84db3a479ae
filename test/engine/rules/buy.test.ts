// Rulebook "C) Buy Goods": up to 3 goods of any type from the storehouse at the guildmaster's price,
// less in the first turn of the first round with 4 or 5 players (docs/components.md §6).
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../engine/index.ts';
import type { GameState, GuildId } from '../../../engine/index.ts';
import {
  BAKERS,
  act,
  edit,
  expectRejected,
  goodsOf,
  newTable,
  planAll,
  run,
  storehouseOf,
} from './helpers.ts';

// Bakers guildmaster bakers-1: value 2, as low as it gets.
const cheapBakers = { bakers: { workshop: ['bakers-1', 'bakers-5', 'bakers-7', 'bakers-9'] } };

function atBakers(change?: (s: GameState) => void): GameState {
  const s = edit(newTable({ guilds: cheapBakers }), (c) => change?.(c));
  return planAll(s, { 0: ['bakers'], 1: 'pass', 2: 'pass' }).state;
}

describe('buying goods', () => {
  it('pays the guildmaster price per good and takes the goods from the storehouse', () => {
    const { state, events } = act(atBakers(), { type: 'buy', seat: 0, goods: { pastries: 3 } });
    expect(state.seats[0]!.talers).toBe(25 - 6);
    expect(goodsOf(state, 0)).toEqual({ beer: 1, pastries: 4, shoes: 1, pages: 1 });
    expect(storehouseOf(state, BAKERS)).toEqual({ pastries: 9 - 3 });
    expect(events[0]).toEqual({
      type: 'bought',
      seat: 0,
      guild: 'bakers',
      goods: { pastries: 3 },
      price: 2,
      paid: 6,
    });
    expect(events[1]).toEqual({ type: 'agentToRoof', seat: 0, guild: 'bakers' });
  });

  it('sells other goods lying in the storehouse at the same price as its own', () => {
    const s = atBakers((c) => {
      c.guilds[BAKERS]!.storehouse = [2, 9, 0, 1];
    });
    const { state } = act(s, { type: 'buy', seat: 0, goods: { beer: 2, pages: 1 } });
    expect(state.seats[0]!.talers).toBe(25 - 3 * 2);
    expect(storehouseOf(state, BAKERS)).toEqual({ pastries: 9 });
  });

  it("rejects a fourth good, goods not in the storehouse, an empty purchase and one beyond the seat's money", () => {
    const s = atBakers();
    expectRejected(s, { type: 'buy', seat: 0, goods: { pastries: 4 } }, /at most 3 goods per purchase/);
    expectRejected(s, { type: 'buy', seat: 0, goods: { beer: 1 } }, /storehouse does not hold 1 beer/);
    expectRejected(s, { type: 'buy', seat: 0, goods: {} }, /buy at least 1 good/);
    expectRejected(s, { type: 'buy', seat: 0, goods: { hats: 1 } }, /hats is not in play/);
    const poor = atBakers((c) => {
      c.seats[0]!.talers = 5;
    });
    expectRejected(
      poor,
      { type: 'buy', seat: 0, goods: { pastries: 3 } },
      /costs 6 talers, more than you have/,
    );
    expect(act(poor, { type: 'buy', seat: 0, goods: { pastries: 2 } }).state.seats[0]!.talers).toBe(1);
  });

  it('offers nothing to buy at an empty storehouse', () => {
    const s = atBakers((c) => {
      c.guilds[BAKERS]!.storehouse = [0, 0, 0, 0];
    });
    expect(legalActions(s, 0).filter((a) => a.type === 'buy')).toEqual([]);
  });

  it('offers every distinct purchase of 1 to 3 goods', () => {
    // Storehouse: 9 pastries and 1 beer. 1 good: 2 ways; 2 goods: 2; 3 goods: 2.
    const s = atBakers((c) => {
      c.guilds[BAKERS]!.storehouse = [1, 9, 0, 0];
    });
    const buys = legalActions(s, 0)
      .filter((a) => a.type === 'buy')
      .map((a) => a.type === 'buy' && a.goods);
    expect(buys).toHaveLength(6);
    expect(buys).toContainEqual({ beer: 1, pastries: 2 });
    expect(buys).toContainEqual({ pastries: 3 });
  });
});

describe('the first-turn buying limit', () => {
  const allGuilds: GuildId[] = ['brewers', 'bakers', 'shoemakers', 'printers', 'tailors'];

  /** `cards` seats plan the Bakers in round 1 turn 1; the others plan a later guild. */
  function firstTurn(players: number, cards: number): GameState {
    const plans: Record<number, GuildId[]> = {};
    for (let seat = 0; seat < players; seat++) plans[seat] = seat < cards ? ['bakers'] : ['shoemakers'];
    return planAll(newTable({ players, guilds: cheapBakers }), plans).state;
  }

  /** The largest purchase seat 0 (first in turn order) may make at the Bakers. */
  function limit(s: GameState): number {
    return Math.max(
      ...legalActions(s, 0).map((a) =>
        a.type === 'buy' ? Object.values(a.goods).reduce((x, y) => x + y, 0) : 0,
      ),
    );
  }

  it.each([
    [5, 5, 1],
    [5, 4, 1],
    [5, 3, 2],
    [5, 2, 3],
    [5, 1, 3],
    [4, 4, 2],
    [4, 3, 2],
    [4, 2, 3],
    [4, 1, 3],
    [3, 3, 3],
    [2, 2, 3],
  ])('%i players, %i cards revealed at the guild: at most %i goods each', (players, cards, most) => {
    const s = firstTurn(players, cards);
    expect(s.resolving).toEqual({ guild: BAKERS, revealed: cards });
    expect(limit(s)).toBe(most);
    if (most < 3) {
      expectRejected(
        s,
        { type: 'buy', seat: 0, goods: { pastries: most + 1 } },
        new RegExp(`at most ${most} goods each here in the first turn \\(${cards} cards revealed\\)`),
      );
    }
    expect(act(s, { type: 'buy', seat: 0, goods: { pastries: most } }).state.seats[0]!.goods[BAKERS]).toBe(
      1 + most,
    );
  });

  it('holds for every seat acting at that guild in the first turn', () => {
    const s = run(firstTurn(5, 4), [{ type: 'buy', seat: 0, goods: { pastries: 1 } }]).state;
    expectRejected(s, { type: 'buy', seat: 1, goods: { pastries: 2 } }, /at most 1 goods each/);
  });

  it('is lifted from the second turn of the first round on', () => {
    // 4 players, 4 cards at the Bakers, in turn 2: seat 0 had an agent on the roof from turn 1.
    let s = firstTurn(4, 4);
    s = run(
      s,
      [0, 1, 2, 3].map((seat) => ({ type: 'nothing' as const, seat })),
    ).state;
    expect(s.turn).toBe(2);
    s = planAll(s, { 0: ['bakers'], 1: ['bakers'], 2: ['bakers'], 3: ['bakers'] }).state;
    expect(limit(s)).toBe(3);
  });

  it('is lifted in the first turn of later rounds', () => {
    let s = newTable({ players: 5, guilds: cheapBakers });
    s = planAll(s, { 0: 'pass', 1: 'pass', 2: 'pass', 3: 'pass', 4: 'pass' }).state;
    expect([s.round, s.turn]).toEqual([2, 1]);
    s = planAll(s, { 0: allGuilds, 1: ['bakers'], 2: ['bakers'], 3: ['bakers'], 4: ['bakers'] }).state;
    s = act(s, { type: 'nothing', seat: 0 }).state; // the Brewers first
    expect(s.resolving).toEqual({ guild: BAKERS, revealed: 5 });
    expect(limit(s)).toBe(3);
  });
});

describe('the rulebook buying example', () => {
  it('Orange, with 31 talers, buys 3 pastries for 6 at a value-2 Bakers guildmaster', () => {
    const s = atBakers((c) => {
      c.seats[0]!.talers = 31;
    });
    const { state } = act(s, { type: 'buy', seat: 0, goods: { pastries: 3 } });
    expect(state.seats[0]!.talers).toBe(25);
    expect(state.seats[0]!.goods[BAKERS]).toBe(4);
  });
});
