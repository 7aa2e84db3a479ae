// Rulebook "Townsmen": the star townsmen, who act at once (docs/components.md §7, §9, §10).
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../engine/index.ts';
import { BAKERS, BREWERS, act, edit, eventsOf, expectRejected, goodsOf, newTable } from './helpers.ts';

import { expectReshuffled, take, withGuest } from './townsmenTable.ts';

describe('Councilman (star)', () => {
  it('brings one agent from the stockpile, then goes back into the guest stack', () => {
    const s = withGuest('councilman-1');
    const { state, events } = act(s, take());
    expect(state.seats[0]!.agentsTotal).toBe(5);
    expect(eventsOf(events, 'agentGained')).toEqual([
      { type: 'agentGained', seat: 0, reason: 'councilman', total: 5 },
    ]);
    expect(eventsOf(events, 'townsmanReshuffled')).toEqual([
      { type: 'townsmanReshuffled', tile: 'councilman-1' },
    ]);
    expectReshuffled(s, state, 'councilman-1');
  });

  it('brings no agent beyond 8, and still goes back into the stack', () => {
    const s = edit(withGuest('councilman-2'), (c) => {
      c.seats[0]!.agentsTotal = 8;
    });
    const { state, events } = act(s, take());
    expect(state.seats[0]!.agentsTotal).toBe(8);
    expect(eventsOf(events, 'agentAtMaximum')).toEqual([
      { type: 'agentAtMaximum', seat: 0, reason: 'councilman' },
    ]);
    expectReshuffled(s, state, 'councilman-2');
  });

  it('takes no ability choice', () => {
    expectRejected(
      withGuest('councilman-1'),
      take({ guild: 'bakers' }),
      /councilman-1: this guest has no ability to choose/,
    );
  });
});

describe('star townsmen go back into the stack at a random place', () => {
  it('lands on top, in the middle or at the bottom depending on the seed', () => {
    // A stack of 2 guests: 3 places. The game's seed drives the draw.
    const places = new Set<number>();
    for (let seed = 0; seed < 30; seed++) {
      const s = edit(withGuest('councilman-1'), (c) => {
        c.rng = newTable({}, `seed-${seed}`).rng;
        c.outOfGame.push(...c.guestStack.splice(2));
      });
      places.add(act(s, take()).state.guestStack.indexOf('councilman-1'));
    }
    expect([...places].sort()).toEqual([0, 1, 2]);
  });
});

describe('Burglar (star)', () => {
  const victimGoods = { beer: 1, pastries: 1, shoes: 3 };

  it("takes two goods from one other player, who is paid each good's current guildmaster price", () => {
    const s = withGuest('burglar-1', { victimGoods });
    const { state, events } = act(s, take({ victim: 1, goods: { beer: 1, shoes: 1 } }));
    expect(goodsOf(state, 0)).toEqual({ beer: 2, shoes: 1 });
    expect(goodsOf(state, 1)).toEqual({ pastries: 1, shoes: 2 });
    // Beer at the Brewers' 7, shoes at the Shoemakers' 4.
    expect(state.seats[1]!.talers).toBe(25 + 7 + 4);
    expect(eventsOf(events, 'burgled')).toEqual([
      { type: 'burgled', seat: 0, victim: 1, goods: { beer: 1, shoes: 1 }, compensation: 11 },
    ]);
    expectReshuffled(s, state, 'burglar-1');
  });

  it('may take two goods of one type', () => {
    const { state } = act(withGuest('burglar-1', { victimGoods }), take({ victim: 1, goods: { shoes: 2 } }));
    expect(goodsOf(state, 1)).toEqual({ beer: 1, pastries: 1, shoes: 1 });
    expect(state.seats[1]!.talers).toBe(25 + 8);
  });

  it("is optional: taking nothing leaves everyone's goods, and the Burglar still goes back", () => {
    const s = withGuest('burglar-2', { victimGoods });
    const { state, events } = act(s, take());
    expect(goodsOf(state, 1)).toEqual(victimGoods);
    expect(state.seats[1]!.talers).toBe(25);
    expect(eventsOf(events, 'burglarTookNothing')).toEqual([{ type: 'burglarTookNothing', seat: 0 }]);
    expectReshuffled(s, state, 'burglar-2');
  });

  it('takes the only good of a victim who has just one', () => {
    const s = withGuest('burglar-1', { victimGoods: { pages: 1 } });
    expectRejected(s, take({ victim: 1, goods: { pages: 2 } }), /the Burglar takes 1 goods from seat 1/);
    const { state } = act(s, take({ victim: 1, goods: { pages: 1 } }));
    expect(goodsOf(state, 1)).toEqual({});
    expect(state.seats[1]!.talers).toBe(25 + 4);
  });

  it('rejects robbing oneself, an unknown victim, a victim without goods, one good of many, and goods the victim lacks', () => {
    const s = withGuest('burglar-1', { victimGoods });
    expectRejected(s, take({ victim: 0, goods: { beer: 1 } }), /robs another player, not you/);
    expectRejected(s, take({ victim: 1, goods: { beer: 1 } }), /the Burglar takes 2 goods from seat 1/);
    expectRejected(s, take({ victim: 1, goods: { beer: 2 } }), /seat 1 does not have 2 beer/);
    expectRejected(s, take({ victim: 7, goods: { beer: 1 } }), /needs a victim seat/);
    const empty = withGuest('burglar-1', { victimGoods: {} });
    expectRejected(
      empty,
      take({ victim: 1, goods: { beer: 1 } }),
      /seat 1 has no goods to take: omit the ability/,
    );
  });

  it('offers every victim and pair of goods, and taking nothing', () => {
    // Seat 1: a beer and a shoe (one pair). Seat 2: one of each of 4 goods (6 pairs).
    const s = withGuest('burglar-1', { victimGoods: { beer: 1, shoes: 1 } });
    const abilities = legalActions(s, 0)
      .filter(
        (a) =>
          a.type === 'recruit' &&
          a.window === 2 &&
          !a.toFront &&
          a.payment.beer === 1 &&
          a.payment.pastries === 1,
      )
      .map((a) => a.type === 'recruit' && a.ability);
    expect(abilities).toHaveLength(1 + 1 + 6);
    expect(abilities).toContain(undefined);
    expect(abilities).toContainEqual({ victim: 1, goods: { beer: 1, shoes: 1 } });
    expect(abilities).toContainEqual({ victim: 2, goods: { shoes: 1, pages: 1 } });
    expect(abilities).not.toContainEqual({ victim: 0, goods: { beer: 1, pastries: 1 } });
  });
});

describe('Guardsman (star)', () => {
  // Workshops: Bakers bakers-1 (guildmaster), -6, -8, -10 with -2 stacked on top; lodgings at the
  // Brewers: Guardsman, printers-11, bakers-9.
  it("swaps a craftsman in a workshop with one of the same type in another guild's lodgings", () => {
    const s = withGuest('guardsman-1');
    const { state, events } = act(s, take({ swap: ['bakers-6', 'bakers-9'] }));
    expect(state.guilds[BAKERS]!.workshop).toEqual(['bakers-1', 'bakers-9', 'bakers-8', 'bakers-10']);
    expect(state.guilds[BREWERS]!.lodgings).toEqual([null, null, 'printers-11', 'bakers-6']);
    expect(eventsOf(events, 'guardsmanSwapped')).toEqual([
      {
        type: 'guardsmanSwapped',
        seat: 0,
        tiles: ['bakers-6', 'bakers-9'],
        from: [
          { guild: 'bakers', area: 'workshop', window: 2 },
          { guild: 'brewers', area: 'lodgings', window: 4 },
        ],
      },
    ]);
    expectReshuffled(s, state, 'guardsman-1');
  });

  it('swaps the visible top tile of the workshop stack, leaving the tile beneath in place', () => {
    const { state } = act(withGuest('guardsman-1'), take({ swap: ['bakers-9', 'bakers-2'] }));
    expect(state.guilds[BAKERS]!.stacked).toBe('bakers-9');
    expect(state.guilds[BAKERS]!.workshop[3]).toBe('bakers-10');
    expect(state.guilds[BREWERS]!.lodgings[3]).toBe('bakers-2');
  });

  it('swaps two craftsmen in the same workshop', () => {
    const { state } = act(withGuest('guardsman-1'), take({ swap: ['bakers-8', 'bakers-6'] }));
    expect(state.guilds[BAKERS]!.workshop).toEqual(['bakers-1', 'bakers-8', 'bakers-6', 'bakers-10']);
  });

  it("may not move a guildmaster, the hidden tile under the stack, another type, a townsman or anyone's tile", () => {
    const s = edit(withGuest('guardsman-1'), (c) => {
      c.seats[1]!.tiles = ['bakers-11'];
    });
    const gist = /is not a visible craftsman in a workshop \(guildmasters excluded\) or in lodgings/;
    expectRejected(s, take({ swap: ['bakers-1', 'bakers-9'] }), new RegExp(`bakers-1 ${gist.source}`));
    expectRejected(s, take({ swap: ['bakers-10', 'bakers-9'] }), new RegExp(`bakers-10 ${gist.source}`));
    expectRejected(s, take({ swap: ['bakers-11', 'bakers-9'] }), new RegExp(`bakers-11 ${gist.source}`));
    expectRejected(s, take({ swap: ['guardsman-1', 'bakers-9'] }), gist);
    expectRejected(s, take({ swap: ['printers-11', 'bakers-9'] }), /two craftsmen of the same guild/);
    expectRejected(s, take({ swap: ['bakers-9', 'bakers-9'] }), /two different craftsmen/);
  });

  it('is optional', () => {
    const s = withGuest('guardsman-2');
    const { state, events } = act(s, take());
    expect(state.guilds.map((g) => g.workshop)).toEqual(s.guilds.map((g) => g.workshop));
    expect(eventsOf(events, 'guardsmanSwappedNothing')).toEqual([
      { type: 'guardsmanSwappedNothing', seat: 0 },
    ]);
    expectReshuffled(s, state, 'guardsman-2');
  });

  it('offers exactly the pairs of swappable craftsmen of one type', () => {
    // Bakers craftsmen within reach: workshop -6, -8 and the stacked -2, bakers-9 in the Brewers lodgings,
    // and the Bakers' own lodgings. Not the guildmaster bakers-1, nor bakers-10 under the stack.
    const s = withGuest('guardsman-1', { bakersLodgings: [null, 'bakers-5', 'bakers-7', 'councilman-1'] });
    const swaps = legalActions(s, 0)
      .filter((a) => a.type === 'recruit' && a.window === 2 && !a.toFront && a.payment.pastries === 1)
      .map((a) => (a.type === 'recruit' && a.ability && 'swap' in a.ability ? a.ability.swap : null))
      .filter((x) => x !== null);
    const bakers = swaps.filter((pair) => pair[0].startsWith('bakers'));
    expect(new Set(bakers.flat())).toEqual(
      new Set(['bakers-6', 'bakers-8', 'bakers-2', 'bakers-9', 'bakers-5', 'bakers-7']),
    );
    expect(bakers).toHaveLength(15); // every pair of those 6
    expect(swaps.every((pair) => pair[0].split('-')[0] === pair[1].split('-')[0])).toBe(true);
  });
});
