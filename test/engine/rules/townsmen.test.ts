// Rulebook "Townsmen" and the trigger symbols (docs/components.md §7–11, §16).
import { describe, expect, it } from 'vitest';
import { legalActions, score } from '../../../engine/index.ts';
import type { Ability, GameState, GoodsCount, TileId } from '../../../engine/index.ts';
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
  planAll,
} from './helpers.ts';

// Guildmasters: Brewers 7, Bakers 2, Shoemakers 4 (default), Printers 4 (default).
const PRICED = {
  brewers: { workshop: ['brewers-11', 'brewers-5', 'brewers-7', 'brewers-2'] },
  bakers: { workshop: ['bakers-1', 'bakers-6', 'bakers-8', 'bakers-10'] },
};

/**
 * Seat 0 at the Brewers with `guest` in lodgings window 2 (price: 1 beer + 1 any), first in turn order.
 * Seat 0 holds `goods` (default 2 beer, 1 pastry); seat 1 `victimGoods` (default one of each).
 */
function withGuest(
  guest: TileId,
  o: { goods?: GoodsCount; victimGoods?: GoodsCount; bakersLodgings?: (TileId | null)[] } = {},
): GameState {
  const bakers = o.bakersLodgings ? { ...PRICED.bakers, lodgings: o.bakersLodgings } : PRICED.bakers;
  const s = newTable({
    guilds: {
      ...PRICED,
      bakers,
      brewers: { ...PRICED.brewers, lodgings: [null, guest, 'printers-11', 'bakers-9'] },
    },
  });
  const ready = edit(s, (c) => {
    c.seats[0]!.goods = goodsArray(o.goods ?? { beer: 2, pastries: 1 }, 4);
    if (o.victimGoods) c.seats[1]!.goods = goodsArray(o.victimGoods, 4);
  });
  return planAll(ready, { 0: ['brewers'], 1: 'pass', 2: 'pass' }).state;
}

function take(ability?: Ability, payment: GoodsCount = { beer: 1, pastries: 1 }) {
  return ability === undefined
    ? { type: 'recruit' as const, seat: 0, window: 2, payment, toFront: false }
    : { type: 'recruit' as const, seat: 0, window: 2, payment, toFront: false, ability };
}

/** The townsman went back into the face-down guest stack (at a random place), and to nobody. */
function expectReshuffled(before: GameState, after: GameState, tile: TileId): void {
  expect(after.guestStack).toHaveLength(before.guestStack.length + 1);
  expect(after.guestStack).toContain(tile);
  expect(after.seats.some((p) => p.tiles.includes(tile))).toBe(false);
}

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
      { type: 'guardsmanSwapped', seat: 0, tiles: ['bakers-6', 'bakers-9'] },
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
