// Rulebook "B) Recruit a Guest & Change the Turn Order Chart" (docs/components.md "Windows and prices", §4, §5).
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../engine/index.ts';
import type { GameState, GoodsCount, GuildId, TileId } from '../../../engine/index.ts';
import {
  BAKERS,
  BREWERS,
  act,
  edit,
  eventsOf,
  expectRejected,
  goodsArray,
  goodsOf,
  newTable,
  planAll,
  run,
  storehouseOf,
} from './helpers.ts';

const LODGINGS: (TileId | null)[] = ['bakers-5', 'printers-11', 'shoemakers-7', 'brewers-4'];

/**
 * Seat 0 at the Brewers (its cards: Brewers, Bakers), with these goods and all four lodgings windows
 * filled; the other seats pass unless `plans` says otherwise.
 */
function atBrewers(
  goods: GoodsCount,
  o: { turnOrder?: number[]; plans?: Record<number, GuildId[] | 'pass'> } = {},
): GameState {
  // bakers-5 is dealt on top of the stack only to keep it out of the Bakers lodgings; it then takes
  // window 1, as a guest left over from an earlier round would.
  let s = newTable({
    turnOrder: o.turnOrder,
    guilds: { brewers: { lodgings: [null, ...LODGINGS.slice(1)] } },
    stack: ['bakers-5'],
  });
  s = edit(s, (c) => {
    c.guilds[BREWERS]!.lodgings[0] = c.guestStack.shift()!;
    c.seats[0]!.goods = goodsArray(goods, 4);
  });
  return planAll(s, { 0: ['brewers', 'bakers'], 1: 'pass', 2: 'pass', ...o.plans }).state;
}

function recruit(window: number, payment: GoodsCount, toFront = false) {
  return { type: 'recruit' as const, seat: 0, window, payment, toFront };
}

describe('window prices', () => {
  const accepted: [number, GoodsCount][] = [
    [1, { beer: 1 }],
    [2, { beer: 1, shoes: 1 }],
    [2, { beer: 2 }], // "any" good may be the guild's own
    [3, { beer: 2 }],
    [3, { beer: 1, pastries: 1, pages: 1 }],
    [3, { beer: 1, pastries: 2 }],
    [4, { beer: 3 }],
    [4, { beer: 2, shoes: 1, pages: 1 }],
    [4, { beer: 2, pastries: 2 }],
  ];
  it.each(accepted)('window %i accepts %j', (window, payment) => {
    const s = atBrewers({ beer: 3, pastries: 2, shoes: 1, pages: 1 });
    const { state, events } = act(s, recruit(window, payment));
    expect(state.seats[0]!.tiles).toEqual([LODGINGS[window - 1]]);
    expect(eventsOf(events, 'recruited')[0]).toMatchObject({ window, tile: LODGINGS[window - 1], payment });
  });

  const refused: [number, GoodsCount][] = [
    [1, { pastries: 1 }],
    [1, { beer: 1, pastries: 1 }],
    [2, { beer: 1 }],
    [2, { pastries: 1, shoes: 1 }],
    [3, { beer: 1, pastries: 1 }], // two goods, only one of them beer
    [3, { pastries: 2, shoes: 1 }],
    [3, { beer: 2, pastries: 2 }],
    [4, { beer: 1, pastries: 2, shoes: 1 }], // two own goods needed with two any
    [4, { beer: 2, pastries: 1 }],
    [4, { beer: 2 }],
  ];
  it.each(refused)('window %i refuses %j, saying what the price is', (window, payment) => {
    const s = atBrewers({ beer: 3, pastries: 2, shoes: 1, pages: 1 });
    expectRejected(s, recruit(window, payment), new RegExp(`is not the price of window ${window}: `));
  });

  it('names both alternatives of windows 3 and 4 in the refusal', () => {
    const s = atBrewers({ beer: 3, pastries: 2, shoes: 1, pages: 1 });
    expectRejected(s, recruit(3, { pastries: 1 }), /window 3: 2 beer, or 1 beer \+ 2 of any good/);
    expectRejected(s, recruit(4, { pastries: 1 }), /window 4: 3 beer, or 2 beer \+ 2 of any good/);
  });

  it('refuses a payment the seat cannot make, an empty window and a window that does not exist', () => {
    const s = atBrewers({ beer: 1, pastries: 2 });
    expectRejected(s, recruit(3, { beer: 2 }), /you do not have 2 beer/);
    const emptied = edit(s, (c) => {
      c.guilds[BREWERS]!.lodgings[1] = null;
    });
    expectRejected(
      emptied,
      recruit(2, { beer: 1, pastries: 1 }),
      /window 2 of the brewers lodgings is empty/,
    );
    expectRejected(s, recruit(5, { beer: 1 }), /window is 1 to 4/);
    expectRejected(
      s,
      { ...recruit(1, { beer: 1 }), toFront: 'yes' as never },
      /toFront must be true or false/,
    );
  });

  it('lists every distinct payment as a legal action, with and without moving to the front', () => {
    // 2 beer, 1 pastry, 1 shoe. Window 3: {2 beer}, or 1 beer + 2 of {beer, pastry, shoe}: 3 more.
    const s = atBrewers({ beer: 2, pastries: 1, shoes: 1 });
    const window3 = legalActions(s, 0).filter((a) => a.type === 'recruit' && a.window === 3);
    expect(window3.map((a) => a.type === 'recruit' && [a.payment, a.toFront])).toEqual(
      expect.arrayContaining([
        [{ beer: 2 }, false],
        [{ beer: 2 }, true],
        [{ beer: 2, pastries: 1 }, false],
        [{ beer: 2, shoes: 1 }, false],
        [{ beer: 1, pastries: 1, shoes: 1 }, true],
      ]),
    );
    expect(window3).toHaveLength(8);
    // Window 4 needs 3 beer or 2 beer + 2 any: only {2 beer, pastry, shoe}.
    expect(legalActions(s, 0).filter((a) => a.type === 'recruit' && a.window === 4)).toHaveLength(2);
  });
});

describe('recruiting', () => {
  it("puts every good paid, of any type, into the guild's storehouse", () => {
    const s = atBrewers({ beer: 2, pastries: 1, shoes: 1 });
    const { state } = act(s, recruit(4, { beer: 2, pastries: 1, shoes: 1 }));
    expect(goodsOf(state, 0)).toEqual({});
    expect(storehouseOf(state, BREWERS)).toEqual({ beer: 9 + 2, pastries: 1, shoes: 1 });
  });

  it('gives the guest to the seat face up and leaves its window empty until the round ends', () => {
    const s = atBrewers({ beer: 1, pages: 2 });
    const { state } = act(s, recruit(3, { beer: 1, pages: 2 }));
    expect(state.seats[0]!.tiles).toEqual(['shoemakers-7']);
    expect(state.guilds[BREWERS]!.lodgings).toEqual(['bakers-5', 'printers-11', null, 'brewers-4']);
  });

  it("pays a taler per agent already on the roof, not counting the recruiter's current agent", () => {
    // Seats 1 and 2 act first at the Brewers, so two agents lie on the roof when seat 0 recruits.
    const s = atBrewers({ beer: 1 }, { turnOrder: [1, 2, 0], plans: { 1: ['brewers'], 2: ['brewers'] } });
    const before = run(s, [
      { type: 'nothing', seat: 1 },
      { type: 'nothing', seat: 2 },
    ]).state;
    const { state, events } = act(before, recruit(1, { beer: 1 }));
    expect(eventsOf(events, 'recruited')[0]!.bonus).toBe(2);
    expect(state.seats[0]!.talers).toBe(25 + 2);
    expect(state.guilds[BREWERS]!.roof).toEqual([1, 1, 1]);
  });

  it("counts the recruiter's own agents from earlier turns in the bonus", () => {
    const s = edit(atBrewers({ beer: 1 }), (c) => {
      c.guilds[BREWERS]!.roof = [2, 0, 1];
      c.seats[0]!.agentsOnRoofs = 2;
      c.seats[2]!.agentsOnRoofs = 1;
      c.seats[0]!.plan = [BREWERS]; // two agents left: one card
    });
    const { state, events } = act(s, recruit(1, { beer: 1 }));
    expect(eventsOf(events, 'recruited')[0]!.bonus).toBe(3);
    expect(state.seats[0]!.talers).toBe(28);
  });

  it('pays no bonus on an empty roof', () => {
    const { state, events } = act(atBrewers({ beer: 1 }), recruit(1, { beer: 1 }));
    expect(eventsOf(events, 'recruited')[0]!.bonus).toBe(0);
    expect(state.seats[0]!.talers).toBe(25);
  });

  it('moves the recruiter to the front only when asked; those ahead slide down one place', () => {
    const s = atBrewers({ beer: 2 }, { turnOrder: [1, 2, 0] });
    const stay = act(s, recruit(1, { beer: 1 }, false));
    expect(stay.state.turnOrder).toEqual([1, 2, 0]);
    expect(eventsOf(stay.events, 'movedToFront')).toEqual([]);
    const front = act(s, recruit(1, { beer: 1 }, true));
    expect(front.state.turnOrder).toEqual([0, 1, 2]);
    expect(eventsOf(front.events, 'movedToFront')).toEqual([
      { type: 'movedToFront', seat: 0, turnOrder: [0, 1, 2] },
    ]);
  });

  it('a seat in the middle moves to the front past only those ahead of it', () => {
    const s = edit(atBrewers({ beer: 1 }), (c) => {
      c.turnOrder = [1, 0, 2];
    });
    expect(act(s, recruit(1, { beer: 1 }, true)).state.turnOrder).toEqual([0, 1, 2]);
    const s2 = edit(atBrewers({ beer: 1 }), (c) => {
      c.turnOrder = [2, 1, 0];
    });
    expect(act(s2, recruit(1, { beer: 1 }, true)).state.turnOrder).toEqual([0, 2, 1]);
  });

  it('the new turn order applies at the next guilds called in the same turn', () => {
    const s = atBrewers({ beer: 1 }, { turnOrder: [1, 0, 2], plans: { 1: ['bakers'] } });
    const { state } = act(s, recruit(1, { beer: 1 }, true));
    expect(state.resolving!.guild).toBe(BAKERS);
    expect(state.turnOrder).toEqual([0, 1, 2]);
    expectRejected(state, { type: 'nothing', seat: 1 }, /it is seat 0's turn at the bakers/);
  });

  it('an agent+ craftsman brings a new agent from the stockpile at once, usable from the next turn', () => {
    const s = edit(atBrewers({ beer: 1 }), (c) => {
      c.guilds[BREWERS]!.lodgings[0] = 'brewers-1';
    });
    const { state, events } = act(s, recruit(1, { beer: 1 }));
    expect(state.seats[0]!.agentsTotal).toBe(5);
    expect(eventsOf(events, 'agentGained')).toEqual([
      { type: 'agentGained', seat: 0, reason: 'craftsman', total: 5 },
    ]);
  });

  it('a craftsman without the agent+ symbol brings no agent', () => {
    const { state, events } = act(atBrewers({ beer: 1 }), recruit(1, { beer: 1 }));
    expect(state.seats[0]!.agentsTotal).toBe(4);
    expect(eventsOf(events, 'agentGained')).toEqual([]);
  });

  it('an agent+ craftsman brings nothing to a seat that already has 8 agents', () => {
    const s = edit(atBrewers({ beer: 1 }), (c) => {
      c.guilds[BREWERS]!.lodgings[0] = 'printers-3';
      c.seats[0]!.agentsTotal = 8;
    });
    const { state, events } = act(s, recruit(1, { beer: 1 }));
    expect(state.seats[0]!.agentsTotal).toBe(8);
    expect(state.seats[0]!.tiles).toEqual(['printers-3']);
    expect(eventsOf(events, 'agentAtMaximum')).toEqual([
      { type: 'agentAtMaximum', seat: 0, reason: 'craftsman' },
    ]);
  });

  it('puts the agent on the roof after the recruit', () => {
    const { state, events } = act(atBrewers({ beer: 1 }), recruit(1, { beer: 1 }));
    expect(events.map((e) => e.type).slice(0, 2)).toEqual(['recruited', 'agentToRoof']);
    expect(state.guilds[BREWERS]!.roof).toEqual([1, 0, 0]);
  });
});
