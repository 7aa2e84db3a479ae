// Rulebook "Townsmen": the moon and sun townsmen and the trigger symbols (docs/components.md §8, §11, §16).
import { describe, expect, it } from 'vitest';
import { score } from '../../../engine/index.ts';
import type { GoodsCount, TileId } from '../../../engine/index.ts';
import {
  BAKERS,
  BREWERS,
  PRINTERS,
  SHOEMAKERS,
  act,
  edit,
  eventsOf,
  expectRejected,
  goodsArray,
  goodsOf,
  newTable,
  passAll,
} from './helpers.ts';

import { expectReshuffled, take, withGuest } from './townsmenTable.ts';

describe('Musician (moon)', () => {
  it('is kept by its recruiter', () => {
    const s = withGuest('musician-3');
    const { state } = act(s, take());
    expect(state.seats[0]!.tiles).toEqual(['musician-3']);
    expect(state.guestStack).toHaveLength(s.guestStack.length);
  });

  it('pays its 3 or 5 talers at every income step, on top of the 3 of everyone', () => {
    const s = edit(newTable(), (c) => {
      c.seats[0]!.tiles = ['musician-3']; // 5 talers
      c.seats[1]!.tiles = ['musician-1', 'musician-2']; // 3 + 3
    });
    const round1 = passAll(s);
    expect(eventsOf(round1.events, 'income').map((e) => [e.musicians, e.total])).toEqual([
      [5, 8],
      [6, 9],
      [0, 3],
    ]);
    expect(round1.state.seats.map((p) => p.talers)).toEqual([33, 34, 28]);
    // And again the next round: it is not returned to the stack.
    const round2 = passAll(round1.state);
    expect(round2.state.seats.map((p) => p.talers)).toEqual([41, 43, 31]);
  });
});

describe('Peddler (moon)', () => {
  it("must be loaded with one of the recruiter's goods, which leaves the seat's goods", () => {
    const s = withGuest('peddler-1', { goods: { beer: 1, pastries: 1, shoes: 2 } });
    expectRejected(s, take(), /the Peddler needs one of your goods/);
    expectRejected(s, take({ good: 'pages' }), /you have no pages to put on the Peddler/);
    expectRejected(s, take({ good: 'cloth' }), /the Peddler needs a good in play/);
    const { state, events } = act(s, take({ good: 'shoes' }));
    expect(goodsOf(state, 0)).toEqual({ shoes: 1 });
    expect(state.seats[0]!.tiles).toEqual(['peddler-1']);
    expect(state.seats[0]!.peddlers).toEqual([{ tile: 'peddler-1', good: SHOEMAKERS }]);
    expect(eventsOf(events, 'peddlerLoaded')).toEqual([
      { type: 'peddlerLoaded', seat: 0, tile: 'peddler-1', good: 'shoes' },
    ]);
  });

  it('goes straight back into the stack when the recruiter has no goods left after paying', () => {
    const s = withGuest('peddler-2', { goods: { beer: 1, pastries: 1 } });
    expectRejected(s, take({ good: 'beer' }), /no goods left for the Peddler: omit the ability/);
    const { state } = act(s, take());
    expect(state.seats[0]!.peddlers).toEqual([]);
    expectReshuffled(s, state, 'peddler-2');
  });

  /** Round 1 ends with seat 0's Peddler loaded with a shoe. */
  function endRoundWithPeddler(goods: { 0: GoodsCount; 1: GoodsCount }, talers?: number[]) {
    const s = edit(newTable(), (c) => {
      c.seats[0]!.goods = goodsArray(goods[0], 4);
      c.seats[1]!.goods = goodsArray(goods[1], 4);
      c.seats[2]!.goods = [0, 0, 0, 0];
      c.seats[0]!.tiles = ['peddler-1'];
      c.seats[0]!.peddlers = [{ tile: 'peddler-1', good: SHOEMAKERS }];
      c.guestStack = c.guestStack.filter((t) => t !== 'peddler-1');
      if (talers)
        talers.forEach((t, i) => {
          c.seats[i]!.talers = t;
        });
    });
    const done = passAll(s);
    return {
      before: s,
      ...done,
      shoemakers: eventsOf(done.events, 'favourite').find((e) => e.guild === 'shoemakers')!,
    };
  }

  it('counts with its good as 4 goods of that type for the favourite', () => {
    const { state, shoemakers } = endRoundWithPeddler({ 0: {}, 1: { shoes: 3 } });
    expect(shoemakers.counts).toEqual([4, 3, 0]);
    expect(shoemakers.seat).toBe(0);
    expect(state.seats[0]!.crests).toContain('shoemakers');
  });

  it("a tie with the Peddler's 4 goes to the richer seat", () => {
    const { shoemakers } = endRoundWithPeddler({ 0: {}, 1: { shoes: 4 } }, [20, 21, 25]);
    expect(shoemakers.counts).toEqual([4, 4, 0]);
    expect(shoemakers).toMatchObject({ seat: 1, tiebreak: 'talers' });
  });

  it("pays the favourite's good from the tile when the owner has none of that type, and returns no good", () => {
    const { before, state, events } = endRoundWithPeddler({ 0: {}, 1: { shoes: 1 } });
    expect(state.seats[0]!.goods[SHOEMAKERS]).toBe(0);
    expect(state.guilds[SHOEMAKERS]!.storehouse[SHOEMAKERS]).toBe(
      before.guilds[SHOEMAKERS]!.storehouse[SHOEMAKERS]! + 1,
    );
    expect(eventsOf(events, 'peddlerReturned')).toEqual([
      { type: 'peddlerReturned', seat: 0, tile: 'peddler-1', good: null },
    ]);
    expect(state.seats[0]!.peddlers).toEqual([]);
    expect(state.seats[0]!.tiles).toEqual(['shoemakers-6']); // the guildmaster won, the Peddler gone
    // Back in the stack (the lodgings refill drew from it since; a Peddler drawn again would lie in one).
    expect([...state.guestStack, ...state.guilds.flatMap((g) => g.lodgings)]).toContain('peddler-1');
    expect(before.guestStack).not.toContain('peddler-1');
  });

  it("pays from the owner's own goods when there are some, then gives the Peddler's good back", () => {
    const { state, events } = endRoundWithPeddler({ 0: { shoes: 2 }, 1: { shoes: 1 } });
    // 2 shoes − 1 paid + 1 back from the Peddler.
    expect(state.seats[0]!.goods[SHOEMAKERS]).toBe(2);
    expect(eventsOf(events, 'peddlerReturned')).toEqual([
      { type: 'peddlerReturned', seat: 0, tile: 'peddler-1', good: 'shoes' },
    ]);
  });

  it('gives its good back to an owner who was not the favourite', () => {
    // Seat 0's beer goes to the Brewers, of which it is the favourite; the shoe comes back.
    const { state, shoemakers } = endRoundWithPeddler({ 0: { beer: 1 }, 1: { shoes: 5 } });
    expect(shoemakers.seat).toBe(1);
    expect(goodsOf(state, 0)).toEqual({ shoes: 1 });
  });
});

describe('Mayor (moon)', () => {
  it('must be placed on the roof of a guild in play, where it stays; the recruiter does not keep it', () => {
    const s = withGuest('mayor-1');
    expectRejected(s, take(), /the Mayor needs a guild/);
    expectRejected(s, take({ guild: 'hatmakers' }), /the Mayor goes to a guild in play, not "hatmakers"/);
    const { state, events } = act(s, take({ guild: 'printers' }));
    expect(state.guilds[PRINTERS]!.mayors).toEqual(['mayor-1']);
    expect(state.seats[0]!.tiles).toEqual([]);
    expect(state.guestStack).toHaveLength(s.guestStack.length);
    expect(eventsOf(events, 'mayorPlaced')).toEqual([
      { type: 'mayorPlaced', seat: 0, tile: 'mayor-1', guild: 'printers' },
    ]);
  });

  it('is not an agent: it adds nothing to the recruit bonus on its roof', () => {
    const s = edit(withGuest('councilman-1'), (c) => {
      c.guilds[BREWERS]!.mayors = ['mayor-2'];
    });
    const { events } = act(s, take());
    expect(eventsOf(events, 'recruited')[0]!.bonus).toBe(0);
  });

  it('pays every player a taler per craftsman of its guild at each income step, per Mayor', () => {
    const s = edit(newTable(), (c) => {
      for (const p of c.seats) p.goods = [0, 0, 0, 0]; // no favourites: no craftsmen won this round
      c.guilds[PRINTERS]!.mayors = ['mayor-1'];
      c.guilds[BAKERS]!.mayors = ['mayor-2'];
      c.seats[0]!.tiles = ['printers-1', 'printers-2', 'bakers-2', 'brewers-1'];
      c.seats[1]!.tiles = ['printers-3'];
    });
    const { state, events } = passAll(s);
    expect(eventsOf(events, 'income').map((e) => e.mayors)).toEqual([3, 1, 0]);
    expect(state.seats.map((p) => p.talers)).toEqual([25 + 3 + 3, 25 + 3 + 1, 28]);
    const two = edit(s, (c) => {
      c.guilds[PRINTERS]!.mayors.push('mayor-2');
      c.guilds[BAKERS]!.mayors = [];
    });
    expect(eventsOf(passAll(two).events, 'income').map((e) => e.mayors)).toEqual([4, 2, 0]);
  });
});

describe('sun townsmen are kept for the end of the game', () => {
  it.each(['nobleman-1', 'taxCollector-1', 'engraver-1', 'foreman-1', 'apprentice-1'])(
    '%s goes to its recruiter, with no choice',
    (guest) => {
      const s = withGuest(guest);
      expectRejected(s, take({ guild: 'bakers' }), /this guest has no ability to choose/);
      const { state } = act(s, take());
      expect(state.seats[0]!.tiles).toEqual([guest]);
      expect(state.guestStack).toHaveLength(s.guestStack.length);
    },
  );
});

describe('sun townsmen at scoring', () => {
  /** The townsmen score of seat 0 with these tiles and talers. */
  function townsmenVp(tiles: TileId[], talers = 0): number {
    const s = edit(newTable(), (c) => {
      c.seats[0]!.tiles = tiles;
      c.seats[0]!.talers = talers;
    });
    return score(s)[0]!.breakdown.townsmen;
  }

  it('Nobleman: its printed 2 or 3 VP, each tile on its own', () => {
    expect(townsmenVp(['nobleman-1'])).toBe(2);
    expect(townsmenVp(['nobleman-3'])).toBe(3);
    expect(townsmenVp(['nobleman-1', 'nobleman-3'])).toBe(5);
  });

  it('Tax Collector: 1 VP per full 10 talers', () => {
    expect(townsmenVp(['taxCollector-1'], 9)).toBe(0);
    expect(townsmenVp(['taxCollector-1'], 39)).toBe(3);
    expect(townsmenVp(['taxCollector-1'], 40)).toBe(4);
    expect(townsmenVp(['taxCollector-1', 'taxCollector-2'], 25)).toBe(4);
  });

  it('Foreman: 1 VP per own craftsman of its printed value', () => {
    // foreman-1: value 2, foreman-3: value 4. Value 2: brewers-1, bakers-2. Value 4: printers-5.
    const tiles = ['brewers-1', 'bakers-2', 'printers-5', 'shoemakers-11'];
    expect(townsmenVp(['foreman-1', ...tiles])).toBe(2);
    expect(townsmenVp(['foreman-3', ...tiles])).toBe(1);
    expect(townsmenVp(['foreman-2', ...tiles])).toBe(0);
  });

  it('Engraver: counts as one more prestige crest in the crest collection', () => {
    const s = edit(newTable(), (c) => {
      c.seats[0]!.crests = ['brewers', 'bakers'];
      c.seats[0]!.tiles = ['engraver-1'];
      c.seats[1]!.crests = ['brewers', 'bakers'];
    });
    expect(score(s).map((x) => x.breakdown.crests)).toEqual([2, 0, 0]); // 3 different crests vs 2
    expect(score(s)[0]!.breakdown.townsmen).toBe(0);
  });

  it('Apprentice: 1 VP per 2nd or 3rd place in the craftsman majorities', () => {
    // Brewers: seat 1 first, seat 0 second. Bakers: seat 1, seat 2, seat 0 third. Shoemakers: seat 0 first.
    const s = edit(newTable(), (c) => {
      c.seats[0]!.tiles = ['apprentice-1', 'brewers-1', 'bakers-1', 'shoemakers-11'];
      c.seats[1]!.tiles = ['brewers-11', 'bakers-11'];
      c.seats[2]!.tiles = ['bakers-10'];
    });
    // 3 (2nd) + 1 (3rd) + 9 (sole first) + 2 Apprentice.
    expect(score(s)[0]!.breakdown.majorities).toBe(3 + 1 + 9 + 2);
    const two = edit(s, (c) => {
      c.seats[0]!.tiles.push('apprentice-2');
    });
    expect(score(two)[0]!.breakdown.majorities).toBe(13 + 4);
  });
});
