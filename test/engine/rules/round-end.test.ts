// Rulebook "End of a Round", steps 1–7 (docs/components.md §8, §12, §13, §18).
import { describe, expect, it } from 'vitest';
import { view } from '../../../engine/index.ts';
import type { GameState } from '../../../engine/index.ts';
import {
  BAKERS,
  BREWERS,
  PRINTERS,
  SHOEMAKERS,
  edit,
  eventsOf,
  newTable,
  passAll,
  storehouseOf,
} from './helpers.ts';

/** Ends the round at once (everyone passes) from a table changed by `change`. */
function endRound(change: (c: GameState) => void, s: GameState = newTable()) {
  const before = edit(s, change);
  return { before, ...passAll(before) };
}

const noGoods = (c: GameState) => {
  for (const p of c.seats) p.goods = [0, 0, 0, 0];
};

describe('step 1: guildmasters choose their favourites', () => {
  it('the seat with the most goods of the guild pays one back and takes the guildmaster and a crest', () => {
    const { before, state, events } = endRound((c) => {
      noGoods(c);
      c.seats[1]!.goods[SHOEMAKERS] = 3;
      c.seats[2]!.goods[SHOEMAKERS] = 2;
    });
    const fav = eventsOf(events, 'favourite').find((e) => e.guild === 'shoemakers')!;
    expect(fav).toEqual({
      type: 'favourite',
      guild: 'shoemakers',
      seat: 1,
      counts: [0, 3, 2],
      revealedTalers: [],
      tiebreak: 'none',
      tiles: ['shoemakers-6'],
      prestige: false,
    });
    expect(state.seats[1]!.goods[SHOEMAKERS]).toBe(2);
    expect(storehouseOf(state, SHOEMAKERS)).toEqual({
      shoes: before.guilds[SHOEMAKERS]!.storehouse[SHOEMAKERS]! + 1,
    });
    expect(state.seats[1]!.tiles).toEqual(['shoemakers-6']);
    expect(state.seats[1]!.crests).toEqual(['shoemakers']);
    expect(state.guilds[SHOEMAKERS]!.crestsLeft).toBe(3);
  });

  it('the favourite of the prestige guild also takes the prestige crest', () => {
    const { state, events } = endRound((c) => {
      noGoods(c);
      c.seats[2]!.goods[BREWERS] = 1;
    });
    expect(eventsOf(events, 'favourite')[0]).toMatchObject({ guild: 'brewers', seat: 2, prestige: true });
    expect(state.seats[2]!.crests).toEqual(['brewers', 'prestige']);
  });

  it('resolves the guilds in numerical order', () => {
    const { events } = endRound(() => {});
    expect(eventsOf(events, 'favourite').map((e) => e.guild)).toEqual([
      'brewers',
      'bakers',
      'shoemakers',
      'printers',
    ]);
  });

  it("a tie on goods goes to the seat with more talers, revealing only the tied seats' talers", () => {
    const { events } = endRound((c) => {
      noGoods(c);
      c.seats[0]!.goods[BAKERS] = 2;
      c.seats[2]!.goods[BAKERS] = 2;
      c.seats[1]!.goods[BAKERS] = 1;
      c.seats[0]!.talers = 17;
      c.seats[2]!.talers = 18;
    });
    const fav = eventsOf(events, 'favourite').find((e) => e.guild === 'bakers')!;
    expect(fav).toMatchObject({
      seat: 2,
      tiebreak: 'talers',
      revealedTalers: [
        { seat: 0, talers: 17 },
        { seat: 2, talers: 18 },
      ],
    });
  });

  it('a tie on goods and talers goes to the better turn order position', () => {
    const { events } = endRound((c) => {
      noGoods(c);
      c.turnOrder = [1, 2, 0];
      c.seats[0]!.goods[PRINTERS] = 2;
      c.seats[2]!.goods[PRINTERS] = 2;
    });
    const fav = eventsOf(events, 'favourite').find((e) => e.guild === 'printers')!;
    expect(fav).toMatchObject({
      seat: 2,
      tiebreak: 'turnOrder',
      revealedTalers: [
        { seat: 0, talers: 25 },
        { seat: 2, talers: 25 },
      ],
    });
  });

  it('the turn order decides only among the richest of the tied seats', () => {
    // All three tied on goods; seat 0 is first in turn order but poorer than seats 1 and 2.
    const { events } = endRound((c) => {
      noGoods(c);
      c.turnOrder = [0, 2, 1];
      for (const p of c.seats) p.goods[SHOEMAKERS] = 2;
      [c.seats[0]!.talers, c.seats[1]!.talers, c.seats[2]!.talers] = [30, 40, 40];
    });
    const fav = eventsOf(events, 'favourite').find((e) => e.guild === 'shoemakers')!;
    expect(fav).toMatchObject({ seat: 2, tiebreak: 'turnOrder' });
    expect(fav.revealedTalers).toEqual([
      { seat: 0, talers: 30 },
      { seat: 1, talers: 40 },
      { seat: 2, talers: 40 },
    ]);
  });

  it("judges the talers tie before the round's income is paid", () => {
    // Seat 0 would be richer after its Musician pays; at favourite time seat 1 is.
    const { events } = endRound((c) => {
      noGoods(c);
      c.seats[0]!.goods[BREWERS] = 1;
      c.seats[1]!.goods[BREWERS] = 1;
      c.seats[0]!.talers = 20;
      c.seats[1]!.talers = 21;
      c.seats[0]!.tiles = ['musician-3'];
    });
    expect(eventsOf(events, 'favourite')[0]).toMatchObject({ seat: 1, tiebreak: 'talers' });
  });

  it('without goods of the guild anywhere there is no favourite: the guildmaster leaves the game, and the prestige crest with it', () => {
    const { before, state, events } = endRound(noGoods);
    const fav = eventsOf(events, 'favourite')[0]!;
    expect(fav).toEqual({
      type: 'favourite',
      guild: 'brewers',
      seat: null,
      counts: [0, 0, 0],
      revealedTalers: [],
      tiebreak: 'none',
      tiles: ['brewers-6'],
      prestige: true,
    });
    expect(state.outOfGame).toContain('brewers-6');
    expect(state.guilds[BREWERS]!.crestsLeft).toBe(4);
    expect(state.seats.flatMap((p) => p.crests)).toEqual([]);
    // One prestige crest was used for round 1 (lost), one is taken for round 2.
    expect(before.prestigeSupply).toBe(3);
    expect(state.prestigeSupply).toBe(2);
  });

  it('a favourite winning an agent+ guildmaster takes an agent from the stockpile', () => {
    const s = newTable({
      guilds: { printers: { workshop: ['printers-3', 'printers-5', 'printers-7', 'printers-9'] } },
    });
    const { state, events } = endRound((c) => {
      noGoods(c);
      c.seats[1]!.goods[PRINTERS] = 1;
    }, s);
    expect(state.seats[1]!.agentsTotal).toBe(5);
    expect(eventsOf(events, 'agentGained')).toEqual([
      { type: 'agentGained', seat: 1, reason: 'favourite', total: 5 },
    ]);
  });
});

describe('round 4: the two-tile stack', () => {
  // Brewers: round guildmasters brewers-6, -8, -10, then brewers-11 stacked on the agent+ brewers-1.
  const deal = {
    guilds: {
      brewers: { workshop: ['brewers-6', 'brewers-8', 'brewers-10', 'brewers-1'], stacked: 'brewers-11' },
    },
  };

  function round4(): GameState {
    let s = newTable(deal);
    for (let round = 1; round < 4; round++) s = passAll(s).state;
    return s;
  }

  it('makes the stacked tile the guildmaster of round 4', () => {
    const s = round4();
    expect(s.round).toBe(4);
    expect(s.guilds[BREWERS]!.workshop).toEqual(['brewers-1', null, null, null]);
    expect(s.guilds[BREWERS]!.stacked).toBe('brewers-11');
  });

  it('gives the favourite both tiles, with an agent for the agent+ tile beneath', () => {
    const s = edit(round4(), (c) => {
      noGoods(c);
      c.seats[2]!.goods[BREWERS] = 1;
    });
    const { state, events } = passAll(s);
    expect(eventsOf(events, 'favourite')[0]).toMatchObject({ seat: 2, tiles: ['brewers-11', 'brewers-1'] });
    expect(state.seats[2]!.tiles.slice(-2)).toEqual(['brewers-11', 'brewers-1']);
    expect(eventsOf(events, 'agentGained')).toEqual([
      { type: 'agentGained', seat: 2, reason: 'favourite', total: 5 },
    ]);
    expect(state.guilds[BREWERS]!.workshop).toEqual([null, null, null, null]);
    expect(state.guilds[BREWERS]!.stacked).toBeNull();
  });

  it("sends both tiles out of the game when nobody has the guild's goods", () => {
    const { state } = passAll(edit(round4(), noGoods));
    expect(state.outOfGame).toEqual(expect.arrayContaining(['brewers-11', 'brewers-1']));
    expect(state.guilds[BREWERS]!.stacked).toBeNull();
  });

  it('ends the game after favourites, reclaiming agents and income, skipping steps 4 to 7', () => {
    const s = round4();
    const { state, events } = passAll(s);
    expect(state.phase).toBe('finished');
    expect(state.round).toBe(4);
    const types = events.map((e) => e.type);
    expect(types).toContain('agentsReclaimed');
    expect(eventsOf(events, 'income')).toHaveLength(3);
    expect(state.seats[1]!.talers).toBe(s.seats[1]!.talers + 3);
    for (const skipped of [
      'guildmasterSlid',
      'lodgingsRefilled',
      'prestigeChosen',
      'roundStarted',
      'turnStarted',
    ]) {
      expect(types).not.toContain(skipped);
    }
    expect(types.at(-1)).toBe('gameEnded');
    expect(eventsOf(events, 'gameEnded')[0]!.scores).toHaveLength(3);
  });
});

describe('steps 2 to 4: reclaim, income, pass tokens', () => {
  it('runs favourites, reclaim, income in that order, then slide, refill and prestige', () => {
    const { events } = endRound(() => {});
    const steps = events
      .map((e) => e.type)
      .filter((t) =>
        [
          'favourite',
          'agentsReclaimed',
          'income',
          'guildmasterSlid',
          'lodgingsRefilled',
          'prestigeChosen',
          'roundStarted',
        ].includes(t),
      );
    expect([...new Set(steps)]).toEqual([
      'favourite',
      'agentsReclaimed',
      'income',
      'guildmasterSlid',
      'lodgingsRefilled',
      'prestigeChosen',
      'roundStarted',
    ]);
  });

  it('pays every seat 3 talers', () => {
    const { state, events } = endRound((c) => {
      noGoods(c);
      c.seats[1]!.talers = 0;
    });
    expect(eventsOf(events, 'income')).toEqual(
      [0, 1, 2].map((seat) => ({ type: 'income', seat, base: 3, musicians: 0, mayors: 0, total: 3 })),
    );
    expect(state.seats.map((p) => p.talers)).toEqual([28, 3, 28]);
  });

  it('flips every pass token back: all seats plan in the new round', () => {
    const { state, events } = endRound(() => {});
    expect(state.seats.map((p) => p.finished)).toEqual([false, false, false]);
    expect(eventsOf(events, 'turnStarted')).toEqual([
      { type: 'turnStarted', round: 2, turn: 1, planners: [0, 1, 2] },
    ]);
    expect(state.phase).toBe('planning');
  });
});

describe('step 5: new guildmasters slide into place', () => {
  it('slides the craftsman of the lowest occupied window down, round after round, and the stack last', () => {
    let s = newTable({
      guilds: { bakers: { workshop: ['bakers-1', 'bakers-2', 'bakers-3', 'bakers-4'], stacked: 'bakers-5' } },
    });
    const seen: (string | null)[] = [];
    for (let round = 1; round < 4; round++) {
      const { state, events } = passAll(s);
      seen.push(eventsOf(events, 'guildmasterSlid').find((e) => e.guild === 'bakers')!.tile);
      s = state;
    }
    expect(seen).toEqual(['bakers-2', 'bakers-3', 'bakers-5']);
    expect(s.guilds[BAKERS]!.workshop).toEqual(['bakers-4', null, null, null]);
  });

  it("sets the guild's price: the new guildmaster's value", () => {
    const r2 = passAll(
      newTable({ guilds: { bakers: { workshop: ['bakers-1', 'bakers-11', 'bakers-3', 'bakers-4'] } } }),
    ).state;
    const r3 = passAll(r2).state;
    expect(view(r2, 0).guilds[BAKERS]).toMatchObject({ guildmaster: 'bakers-11', price: 7 });
    expect(view(r3, 0).guilds[BAKERS]).toMatchObject({ guildmaster: 'bakers-3', price: 3 });
  });
});

describe('step 6: refill the lodgings', () => {
  it('discards the leftmost guest, slides the rest left, and fills the empty windows from the stack, guild by guild', () => {
    const { state, events } = endRound((c) => {
      c.guilds[BREWERS]!.lodgings = ['brewers-5', 'brewers-7', null, 'brewers-9'];
      c.guilds[BAKERS]!.lodgings = [null, 'bakers-5', 'bakers-7', 'bakers-9'];
      c.guestStack = [
        'nobleman-1',
        'brewers-1',
        'bakers-1',
        ...c.guestStack.filter((t) => !['nobleman-1', 'brewers-1', 'bakers-1'].includes(t)),
      ];
    });
    expect(state.guilds[BREWERS]!.lodgings).toEqual(['brewers-7', 'brewers-9', 'nobleman-1', 'brewers-1']);
    expect(state.guilds[BAKERS]!.lodgings).toEqual(['bakers-5', 'bakers-7', 'bakers-9', 'bakers-1']);
    expect(state.outOfGame).toContain('brewers-5');
    const refills = eventsOf(events, 'lodgingsRefilled');
    expect(refills[0]).toEqual({
      type: 'lodgingsRefilled',
      guild: 'brewers',
      discarded: 'brewers-5',
      drawn: ['nobleman-1', 'brewers-1'],
      lodgings: ['brewers-7', 'brewers-9', 'nobleman-1', 'brewers-1'],
    });
    expect(refills[1]).toMatchObject({ guild: 'bakers', discarded: null, drawn: ['bakers-1'] });
  });

  it('leaves windows empty once the guest stack runs out', () => {
    const { state, events } = endRound((c) => {
      for (const g of c.guilds) {
        c.outOfGame.push(...g.lodgings.filter((t) => t !== null));
        g.lodgings = [null, null, null, null];
      }
      c.outOfGame.push(...c.guestStack.slice(5));
      c.guestStack = c.guestStack.slice(0, 5);
    });
    expect(state.guestStack).toEqual([]);
    expect(state.guilds.map((g) => g.lodgings.filter((t) => t !== null).length)).toEqual([4, 1, 0, 0]);
    expect(state.guilds[BAKERS]!.lodgings.slice(1)).toEqual([null, null, null]);
    expect(eventsOf(events, 'lodgingsRefilled').map((e) => e.drawn.length)).toEqual([4, 1, 0, 0]);
  });
});

describe('step 7: a new prestige guild', () => {
  it('is the highest new guildmaster, never the previous prestige guild, ties to the lower guild', () => {
    // Round 2 guildmasters: Brewers 7 (prestige in round 1: excluded), Bakers 5, Shoemakers 6, Printers 6.
    const s = newTable({
      guilds: {
        brewers: { workshop: ['brewers-9', 'brewers-11', 'brewers-5', 'brewers-6'] },
        bakers: { workshop: ['bakers-2', 'bakers-7', 'bakers-5', 'bakers-6'] },
        shoemakers: { workshop: ['shoemakers-2', 'shoemakers-9', 'shoemakers-5', 'shoemakers-6'] },
        printers: { workshop: ['printers-2', 'printers-10', 'printers-5', 'printers-6'] },
      },
    });
    expect(s.prestige).toBe(BREWERS);
    const { state, events } = passAll(s);
    expect(state.prestige).toBe(SHOEMAKERS);
    expect(state.previousPrestige).toBe(BREWERS);
    expect(state.prestigeSupply).toBe(2);
    expect(eventsOf(events, 'prestigeChosen')).toEqual([{ type: 'prestigeChosen', guild: 'shoemakers' }]);
    expect(eventsOf(events, 'roundStarted')).toEqual([
      { type: 'roundStarted', round: 2, prestige: 'shoemakers' },
    ]);
  });

  it('may return to a guild after one round away', () => {
    // All guildmasters equal every round (defaults 4, 5, 6, 2): Brewers, Bakers, Brewers, Bakers.
    let s = newTable();
    const prestige = [s.prestige];
    for (let round = 1; round < 4; round++) {
      s = passAll(s).state;
      prestige.push(s.prestige);
    }
    expect(prestige).toEqual([BREWERS, BAKERS, BREWERS, BAKERS]);
    expect(s.prestigeSupply).toBe(0);
  });

  it("the prestige crest goes to that round's favourite of the new prestige guild", () => {
    let s = newTable();
    s = passAll(s).state; // round 2: the Bakers are prestige
    const { state } = passAll(
      edit(s, (c) => {
        noGoods(c);
        c.seats[1]!.goods[BAKERS] = 1;
      }),
    );
    expect(state.seats[1]!.crests).toEqual(['bakers', 'prestige']);
  });
});
