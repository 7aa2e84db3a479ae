// The rulebook's worked examples, replayed as one 3-player game where the text gives the facts:
// setup, planning, calling out the Brewers, recruiting the Councilman, buying at the Bakers, doing
// nothing, the turn end, the favourites, the slide and refill, the prestige tie; then the end-of-game
// scoring example on its own.
import { describe, expect, it } from 'vitest';
import { legalActions, score } from '../../../engine/index.ts';
import type { GameState } from '../../../engine/index.ts';
import {
  BAKERS,
  BREWERS,
  SHOEMAKERS,
  act,
  edit,
  eventsOf,
  goodsOf,
  newTable,
  planAll,
  run,
  storehouseOf,
} from './helpers.ts';

// Seats by colour (the helpers colour seats blue, orange, yellow).
const BLUE = 0;
const ORANGE = 1;
const YELLOW = 2;

/**
 * The example table. Brewers: guildmaster value 6 (the highest: prestige), then the value-4 craftsman
 * that slides down for round 2; lodgings: nothing, a Councilman, a value-7 Printer, a Musician.
 * Bakers: guildmaster value 2. Round 2 guildmasters: Brewers 4, Bakers 3, Shoemakers 4, Printers 4.
 * Orange is first on the turn order chart (Blue's move pushes Orange "down into second").
 */
function exampleTable(): GameState {
  return newTable({
    turnOrder: [ORANGE, BLUE, YELLOW],
    guilds: {
      brewers: {
        workshop: ['brewers-9', 'brewers-5', 'brewers-7', 'brewers-2'],
        lodgings: [null, 'councilman-1', 'printers-11', 'musician-1'],
      },
      bakers: { workshop: ['bakers-2', 'bakers-4', 'bakers-7', 'bakers-9'] },
      shoemakers: { workshop: ['shoemakers-7', 'shoemakers-5', 'shoemakers-8', 'shoemakers-9'] },
      printers: { workshop: ['printers-7', 'printers-6', 'printers-8', 'printers-9'] },
    },
    stack: ['nobleman-1', 'brewers-1'],
  });
}

const nothing = (seat: number) => ({ type: 'nothing' as const, seat });

describe('the rulebook walkthrough', () => {
  const setup = exampleTable();

  it('setup: the Brewers, with the highest (value-6) guildmaster, are the prestige guild', () => {
    expect(setup.prestige).toBe(BREWERS);
    expect(setup.seats.map((p) => [p.talers, p.agentsTotal])).toEqual([
      [25, 4],
      [25, 4],
      [25, 4],
    ]);
  });

  // Planning example: Yellow plays 3 cards, Blue 2, Orange all 4.
  const planned = planAll(setup, {
    [YELLOW]: ['bakers', 'shoemakers', 'printers'],
    [BLUE]: ['brewers', 'shoemakers'],
    [ORANGE]: ['brewers', 'bakers', 'shoemakers', 'printers'],
  });

  it('planning and calling out: the Brewers are called first, Orange and Blue act there in turn order', () => {
    expect(eventsOf(planned.events, 'planned').map((e) => [e.seat, e.cards])).toEqual([
      [BLUE, 2],
      [ORANGE, 4],
      [YELLOW, 3],
    ]);
    expect(eventsOf(planned.events, 'guildCalled')).toEqual([
      { type: 'guildCalled', guild: 'brewers', seats: [ORANGE, BLUE] },
    ]);
  });

  // Orange sells his Beer to the Brewers for 6 (the buying example: "the 6 he earned for selling Beer").
  const sold = act(planned.state, { type: 'sell', seat: ORANGE, count: 1 });

  it("Orange sells his beer for the guildmaster's 6 talers", () => {
    expect(sold.state.seats[ORANGE]!.talers).toBe(31);
    expect(sold.state.seats[ORANGE]!.goods[BREWERS]).toBe(0);
  });

  it('recruiting example: Blue can afford window 2 and window 3 (1 beer + 2 any, not 2 beers), not the Musician', () => {
    const recruits = legalActions(sold.state, BLUE).filter((a) => a.type === 'recruit');
    expect(new Set(recruits.map((a) => a.type === 'recruit' && a.window))).toEqual(new Set([2, 3]));
    expect(recruits.some((a) => a.type === 'recruit' && a.window === 3 && a.payment.beer === 2)).toBe(false);
  });

  // Blue pays 1 Beer and a Shoe for the Councilman and moves to the front.
  const recruited = act(sold.state, {
    type: 'recruit',
    seat: BLUE,
    window: 2,
    payment: { beer: 1, shoes: 1 },
    toFront: true,
  });

  it("recruiting example: Blue takes an agent, the Councilman goes back, 1 taler for Orange's agent, Blue moves first", () => {
    const s = recruited.state;
    expect(storehouseOf(s, BREWERS)).toEqual({ beer: 9 + 1 + 1, shoes: 1 });
    expect(s.seats[BLUE]!.agentsTotal).toBe(5);
    expect(s.guestStack).toContain('councilman-1');
    expect(s.seats[BLUE]!.tiles).toEqual([]);
    expect(eventsOf(recruited.events, 'recruited')[0]!.bonus).toBe(1);
    expect(s.seats[BLUE]!.talers).toBe(26);
    expect(s.turnOrder).toEqual([BLUE, ORANGE, YELLOW]);
    expect(s.guilds[BREWERS]!.roof).toEqual([1, 1, 0]);
    // The next guild called: the Bakers, where Yellow and Orange reveal cards; Orange acts first.
    expect(eventsOf(recruited.events, 'guildCalled')).toEqual([
      { type: 'guildCalled', guild: 'bakers', seats: [ORANGE, YELLOW] },
    ]);
  });

  // Buying example: Orange buys 3 pastries at 2 each. Do-nothing example: Yellow does nothing there.
  const bakers = run(recruited.state, [
    { type: 'buy', seat: ORANGE, goods: { pastries: 3 } },
    nothing(YELLOW),
  ]);

  it('buying and doing nothing at the Bakers', () => {
    const s = bakers.state;
    expect(s.seats[ORANGE]!.talers).toBe(25);
    expect(goodsOf(s, ORANGE)).toEqual({ pastries: 4, shoes: 1, pages: 1 });
    expect(storehouseOf(s, BAKERS)).toEqual({ pastries: 6 });
    expect(s.seats[YELLOW]!.goods).toEqual([1, 1, 1, 1]);
    expect(s.guilds[BAKERS]!.roof).toEqual([0, 1, 1]);
  });

  // The Shoemakers (all three) and the Printers (Yellow and Orange): the text does not say what they did.
  const turn1 = run(bakers.state, [
    nothing(BLUE),
    nothing(ORANGE),
    nothing(YELLOW),
    nothing(ORANGE),
    nothing(YELLOW),
  ]);

  it("turn end example: Yellow has 1 agent left, Blue 3 (with the Councilman's), Orange none and is finished", () => {
    const s = turn1.state;
    expect(s.seats.map((p) => p.agentsTotal - p.agentsOnRoofs)).toEqual([3, 0, 1]);
    expect(eventsOf(turn1.events, 'turnEnded')).toEqual([
      { type: 'turnEnded', round: 1, turn: 1, nowFinished: [ORANGE] },
    ]);
    expect(eventsOf(turn1.events, 'turnStarted')).toEqual([
      { type: 'turnStarted', round: 1, turn: 2, planners: [BLUE, YELLOW] },
    ]);
  });

  // After the next turn: Yellow passes, Blue acts at 3 guilds without gaining agents; the round ends.
  // (The favourites example imagines Blue selling a Beer in this turn; she has none since paying it for
  // the Councilman, which leaves her with no Beer just the same.)
  const turn2 = run(
    planAll(turn1.state, { [YELLOW]: 'pass', [BLUE]: ['bakers', 'shoemakers', 'printers'] }).state,
    [nothing(BLUE), nothing(BLUE), nothing(BLUE)],
  );

  it('the round ends when Blue runs out of agents', () => {
    expect(eventsOf(turn2.events, 'turnEnded')[0]!.nowFinished).toEqual([BLUE]);
    expect(eventsOf(turn2.events, 'roundEnded')).toEqual([{ type: 'roundEnded', round: 1 }]);
    expect(turn2.state.round).toBe(2);
  });

  it('favourites example: Yellow, the only one with Beer, pays one and takes the guildmaster, a crest and the prestige crest', () => {
    const brewers = eventsOf(turn2.events, 'favourite')[0]!;
    expect(brewers).toMatchObject({
      guild: 'brewers',
      seat: YELLOW,
      counts: [0, 0, 1],
      tiles: ['brewers-9'],
      prestige: true,
    });
    const s = turn2.state;
    expect(s.seats[YELLOW]!.goods[BREWERS]).toBe(0);
    expect(storehouseOf(s, BREWERS)).toEqual({ beer: 12, shoes: 1 });
    expect(s.seats[YELLOW]!.tiles).toContain('brewers-9');
    expect(s.seats[YELLOW]!.crests.slice(0, 2)).toEqual(['brewers', 'prestige']);
  });

  it('slide and refill example: the value-4 Brewer becomes guildmaster; two guests slide left, two are drawn', () => {
    const s = turn2.state;
    expect(s.guilds[BREWERS]!.workshop[0]).toBe('brewers-5');
    expect(eventsOf(turn2.events, 'lodgingsRefilled')[0]).toEqual({
      type: 'lodgingsRefilled',
      guild: 'brewers',
      discarded: null,
      drawn: ['nobleman-1', 'brewers-1'],
      lodgings: ['printers-11', 'musician-1', 'nobleman-1', 'brewers-1'],
    });
  });

  it('prestige example: without the Brewers, Shoemakers and Printers tie; the Shoemakers, lower-numbered, win', () => {
    expect(turn2.state.prestige).toBe(SHOEMAKERS);
    expect(eventsOf(turn2.events, 'prestigeChosen')).toEqual([
      { type: 'prestigeChosen', guild: 'shoemakers' },
    ]);
  });
});

describe('the rulebook end-of-game scoring example', () => {
  // Collections built to match every fact the text states (3 players, 4 guilds):
  //   Brewers: Yellow 13, Orange 6, Blue 2.   Bakers: Yellow 7, Orange 6, Blue none.
  //   Shoemakers: Blue 15, Orange 6, Yellow 2. Printers: Blue 31 (30+), Orange and Yellow 4 in one tile each.
  //   Blue: Foreman (value 4) with two value-4 craftsmen, an Apprentice, 5 different crests.
  //   Orange: an Engraver and 5 different crests (6 with the Engraver). Yellow: Nobleman (3 VP),
  //   Tax Collector with 34 talers (3 VP), richest, 4 different crests.
  const end = edit(exampleTable(), (c) => {
    const [blue, orange, yellow] = [c.seats[BLUE]!, c.seats[ORANGE]!, c.seats[YELLOW]!];
    blue.tiles = [
      'foreman-3',
      'apprentice-1',
      'brewers-1',
      'shoemakers-11',
      'shoemakers-5',
      'shoemakers-6',
      'printers-11',
      'printers-10',
      'printers-9',
      'printers-8',
      'printers-7',
      'printers-1',
    ];
    blue.crests = ['brewers', 'bakers', 'shoemakers', 'printers', 'prestige'];
    blue.talers = 20;
    orange.tiles = ['engraver-1', 'brewers-9', 'bakers-10', 'shoemakers-10', 'printers-5'];
    orange.crests = ['brewers', 'bakers', 'shoemakers', 'printers', 'prestige'];
    orange.talers = 25;
    yellow.tiles = [
      'nobleman-3',
      'taxCollector-1',
      'brewers-11',
      'brewers-10',
      'bakers-11',
      'shoemakers-2',
      'printers-6',
    ];
    yellow.crests = ['brewers', 'bakers', 'shoemakers', 'prestige'];
    yellow.talers = 34;
  });
  const result = score(end);

  it('scores every category as the text does', () => {
    expect(result[BLUE]!.breakdown).toEqual({
      townsmen: 2,
      majorities: 12,
      thirtyPlus: 2,
      allTypes: 0,
      richest: 0,
      crests: 9,
    });
    expect(result[ORANGE]!.breakdown).toEqual({
      townsmen: 0,
      majorities: 11,
      thirtyPlus: 0,
      allTypes: 5,
      richest: 0,
      crests: 14,
    });
    expect(result[YELLOW]!.breakdown).toEqual({
      townsmen: 6,
      majorities: 14,
      thirtyPlus: 0,
      allTypes: 5,
      richest: 5,
      crests: 5,
    });
  });

  it('totals Blue 25 and Yellow 35 as printed; Orange 30, where the text prints 41', () => {
    // The text's own facts for Orange add up to 11 (majorities) + 5 (all types) + 14 (crests) = 30; it
    // names nothing else Orange scores, so its "41" and "Orange wins" cannot be reproduced. With the
    // stated facts Yellow wins.
    expect(result.map((x) => x.total)).toEqual([25, 30, 35]);
    expect(result.map((x) => x.rank)).toEqual([3, 2, 1]);
  });
});
