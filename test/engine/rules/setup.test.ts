// Rulebook "Setup" (steps A–K) and the deal of docs/game-record.md.
import { describe, expect, it } from 'vitest';
import { checkDeal, components, dealFromSeed, newGame } from '../../../engine/index.ts';
import { BAKERS, BREWERS, PRINTERS, SHOEMAKERS, allTiles, makeDeal, newTable, players } from './helpers.ts';
import { MAX_PLAYERS, MIN_PLAYERS, PLAYER_COUNTS } from '../../../engine/players.ts';

const { guildsInPlay, townsman } = components;

describe('setup for each player count', () => {
  /** The rulebook's setup: players, guilds in play, townsmen kept. */
  const RULEBOOK = [
    [2, 3, 8],
    [3, 4, 12],
    [4, 5, 16],
    [5, 6, 20],
  ];

  it("gives the rulebook's setup of every table size the engine deals", () => {
    expect(RULEBOOK.map(([n]) => n)).toEqual([...PLAYER_COUNTS]);
  });

  it.each(RULEBOOK)('%i players use %i guilds and keep %i townsmen', (n, guilds, townsmen) => {
    const created = newGame({ players: players(n), seed: `setup-${n}` });
    if (!created.ok) throw new Error(created.error);
    const s = created.value;
    expect(s.guilds).toHaveLength(guilds);
    const tiles = allTiles(s);
    expect(tiles.filter((t) => townsman(t))).toHaveLength(townsmen);
    // 11 craftsmen of each guild in play, and nothing of the guilds left in the box.
    expect(tiles.filter((t) => !townsman(t))).toHaveLength(11 * guilds);
    expect(new Set(tiles).size).toBe(tiles.length);
  });

  it.each(PLAYER_COUNTS)(
    'with %i players every seat has 25 talers, 4 agents and one good of each guild in play',
    (n) => {
      const s = newTable({ players: n });
      const g = guildsInPlay(n);
      for (const p of s.seats) {
        expect(p.talers).toBe(25);
        expect(p.agentsTotal).toBe(4);
        expect(p.agentsOnRoofs).toBe(0);
        expect(p.goods).toEqual(new Array(g).fill(1));
        expect(p.tiles).toEqual([]);
        expect(p.crests).toEqual([]);
        expect(p.finished).toBe(false);
      }
      // Step G: each player took his good out of the 12 in each storehouse; nothing else lies there.
      s.guilds.forEach((guild, gi) => {
        expect(guild.storehouse).toEqual(guild.storehouse.map((_, x) => (x === gi ? 12 - n : 0)));
        expect(guild.crestsLeft).toBe(4);
        expect(guild.roof).toEqual(new Array(n).fill(0));
        expect(guild.mayors).toEqual([]);
      });
      expect(s.round).toBe(1);
      expect(s.turn).toBe(1);
      expect(s.phase).toBe('planning');
    },
  );

  it('rejects one player fewer than the fewest and one more than the most', () => {
    for (const n of [MIN_PLAYERS - 1, MAX_PLAYERS + 1])
      expect(newGame({ players: players(n), seed: 'x' })).toEqual({
        ok: false,
        error: `Norenberc is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${n}`,
      });
  });
});

describe('the deal laid out on the table', () => {
  it('places workshop windows bottom-up with the fifth craftsman stacked on the top one', () => {
    const s = newTable({
      guilds: {
        bakers: { workshop: ['bakers-11', 'bakers-1', 'bakers-2', 'bakers-3'], stacked: 'bakers-4' },
      },
    });
    expect(s.guilds[BAKERS]!.workshop).toEqual(['bakers-11', 'bakers-1', 'bakers-2', 'bakers-3']);
    expect(s.guilds[BAKERS]!.stacked).toBe('bakers-4');
  });

  it('leaves the first lodgings window empty and fills the other three in drawing order', () => {
    const s = newTable({
      guilds: { brewers: { lodgings: [null, 'councilman-1', 'printers-11', 'musician-3'] } },
    });
    expect(s.guilds[BREWERS]!.lodgings).toEqual([null, 'councilman-1', 'printers-11', 'musician-3']);
  });

  it('keeps the remaining guests face down with the given tile on top', () => {
    const s = newTable({ stack: ['mayor-1', 'brewers-1'] });
    expect(s.guestStack.slice(0, 2)).toEqual(['mayor-1', 'brewers-1']);
    // 4 guilds × (11 − 5 in the workshop − 3 in lodgings) craftsmen + 12 townsmen.
    expect(s.guestStack).toHaveLength(4 * 3 + 12);
  });

  it('sets the turn order as dealt (first seat on top)', () => {
    expect(newTable({ turnOrder: [2, 0, 1] }).turnOrder).toEqual([2, 0, 1]);
  });

  it('deals the same table from the same seed, and a different one from another seed', () => {
    expect(dealFromSeed(4, 'alpha')).toEqual(dealFromSeed(4, 'alpha'));
    expect(dealFromSeed(4, 'alpha')).not.toEqual(dealFromSeed(4, 'beta'));
  });

  it('a seeded deal is a consistent deal: random turn order, window 1 empty, every tile once', () => {
    for (const n of PLAYER_COUNTS) {
      const deal = dealFromSeed(n, `consistent-${n}`);
      expect(checkDeal(deal, n)).toBeNull();
      expect([...deal.turnOrder].sort()).toEqual([...Array(n).keys()]);
    }
  });
});

describe('an explicit deal must be consistent', () => {
  const cases: [string, (d: ReturnType<typeof makeDeal>) => void, RegExp][] = [
    [
      'a tile twice',
      (d) => {
        d.guestStack.push(d.guestStack[0]!);
      },
      /appears twice/,
    ],
    [
      'a missing tile',
      (d) => {
        d.guestStack.pop();
      },
      /missing from the deal/,
    ],
    [
      'too few townsmen',
      (d) => {
        d.townsmen.pop();
      },
      /keeps 12 townsmen/,
    ],
    [
      'a guest in window 1',
      (d) => {
        const gd = d.guilds.brewers!;
        gd.lodgings = [gd.lodgings[1]!, null, gd.lodgings[2]!, gd.lodgings[3]!];
      },
      /window 1 stays empty/,
    ],
    [
      "a craftsman in another guild's workshop",
      (d) => {
        const a = d.guilds.brewers!;
        const b = d.guilds.bakers!;
        [a.workshop[0], b.workshop[0]] = [b.workshop[0]!, a.workshop[0]!];
      },
      /is not a brewers craftsman/,
    ],
    [
      'a guild not in play',
      (d) => {
        d.guilds.tailors = { ...d.guilds.brewers! };
      },
      /tailors is not in play with 3 players/,
    ],
    [
      'a bad turn order',
      (d) => {
        d.turnOrder = [0, 0, 1];
      },
      /turnOrder must list each of the 3 seats once/,
    ],
    [
      'a craftsman of a guild not in play',
      (d) => {
        d.guestStack.push('tailors-1');
      },
      /tailors-1 is not in this game/,
    ],
  ];
  it.each(cases)('rejects %s, naming the problem', (_, spoil, gist) => {
    const deal = makeDeal();
    spoil(deal);
    const created = newGame({ players: players(3), seed: 'x', deal });
    expect(created.ok).toBe(false);
    if (!created.ok) expect(created.error).toMatch(gist);
  });
});

describe('the first prestige guild (step K)', () => {
  it('is the guild with the highest-value guildmaster (rulebook: the Brewers with a value-6 guildmaster)', () => {
    const s = newTable({
      guilds: { brewers: { workshop: ['brewers-9', 'brewers-5', 'brewers-7', 'brewers-2'] } },
    });
    expect(s.prestige).toBe(BREWERS);
    expect(s.prestigeSupply).toBe(3);
  });

  it('goes to a later guild when its guildmaster is highest', () => {
    const s = newTable({
      guilds: { printers: { workshop: ['printers-11', 'printers-5', 'printers-7', 'printers-2'] } },
    });
    expect(s.prestige).toBe(PRINTERS);
  });

  it('breaks a tie for the highest guildmaster in favour of the lower-numbered guild', () => {
    const s = newTable({
      guilds: {
        bakers: { workshop: ['bakers-9', 'bakers-5', 'bakers-7', 'bakers-2'] },
        shoemakers: { workshop: ['shoemakers-10', 'shoemakers-5', 'shoemakers-7', 'shoemakers-2'] },
      },
    });
    expect(s.prestige).toBe(BAKERS);
    expect(s.prestige).not.toBe(SHOEMAKERS);
  });
});
