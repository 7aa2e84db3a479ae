// Rulebook "End of the Game": every scoring category, its ties, and the winner (docs/components.md §14–17).
// Craftsman values by number: 1, 2 → 2; 3, 4 → 3; 5, 6 → 4; 7, 8 → 5; 9, 10 → 6; 11 → 7.
import { describe, expect, it } from 'vitest';
import { score } from '../../../engine/index.ts';
import type { GameState, GuildId, ScoreBreakdown, SeatScore, TileId } from '../../../engine/index.ts';
import { edit, newTable } from './helpers.ts';

interface SeatSetup {
  tiles?: TileId[];
  crests?: (GuildId | 'prestige')[];
  talers?: number;
}

/** A table where each seat owns exactly what is given (talers 0 unless given). */
function table(seats: SeatSetup[]): GameState {
  return edit(newTable({ players: seats.length }), (c) => {
    seats.forEach((o, i) => {
      const p = c.seats[i]!;
      p.tiles = o.tiles ?? [];
      p.crests = o.crests ?? [];
      p.talers = o.talers ?? 0;
    });
  });
}

function scores(seats: SeatSetup[]): SeatScore[] {
  return score(table(seats));
}

function category(key: keyof ScoreBreakdown, seats: SeatSetup[]): number[] {
  return scores(seats).map((x) => x.breakdown[key]);
}

const only = (...tiles: TileId[][]) => tiles.map((t) => ({ tiles: t }));

describe('majority of craftsmen, per guild', () => {
  it('gives 5, 3 and 1 VP to the three highest craftsman values', () => {
    expect(category('majorities', only(['brewers-9'], ['brewers-11'], ['brewers-5']))).toEqual([3, 5, 1]);
  });

  it('compares the sum of values, not the number of tiles', () => {
    // 2 + 2 = 4 in two tiles loses to a single 7, beats a single 3.
    expect(category('majorities', only(['bakers-1', 'bakers-2'], ['bakers-11'], ['bakers-4']))).toEqual([
      3, 5, 1,
    ]);
  });

  it('breaks a tie of value by the number of craftsman tiles', () => {
    // 7 (brewers-11) against 2 + 5 (brewers-1, brewers-7): the two tiles come first.
    expect(category('majorities', only(['brewers-11'], ['brewers-1', 'brewers-7'], ['brewers-5']))).toEqual([
      3, 5, 1,
    ]);
  });

  it('a remaining tie for 1st gives 4 VP each and no 2nd place (the next seat is 3rd)', () => {
    expect(
      category('majorities', only(['printers-9'], ['printers-10'], ['printers-5'], ['printers-1'])),
    ).toEqual([4, 4, 1, 0]);
  });

  it('three seats tied for 1st get 4 VP each', () => {
    // 6 in two tiles each.
    expect(
      category(
        'majorities',
        only(['printers-1', 'printers-5'], ['printers-3', 'printers-4'], ['printers-2', 'printers-6']),
      ),
    ).toEqual([4, 4, 4]);
  });

  it('a remaining tie for 2nd gives 2 VP each and no 3rd place', () => {
    expect(
      category('majorities', only(['shoemakers-11'], ['shoemakers-9'], ['shoemakers-10'], ['shoemakers-5'])),
    ).toEqual([5, 2, 2, 0]);
  });

  it('a remaining tie for 3rd gives 0 VP each', () => {
    expect(
      category('majorities', only(['shoemakers-11'], ['shoemakers-9'], ['shoemakers-5'], ['shoemakers-6'])),
    ).toEqual([5, 3, 0, 0]);
  });

  it('gives a sole 1st place the VP of the 2nd and 3rd places nobody takes', () => {
    expect(category('majorities', only(['brewers-1'], [], []))).toEqual([9, 0, 0]);
    expect(category('majorities', only(['brewers-1'], ['brewers-2', 'brewers-3'], []))).toEqual([3, 6, 0]);
  });

  it('gives nothing more to seats tied for 1st when nobody else takes a place', () => {
    expect(category('majorities', only(['brewers-9'], ['brewers-10'], []))).toEqual([4, 4, 0]);
  });

  it('does not give the 3rd place VP to 1st when 2nd is tied (rulebook: Printers, "3rd not awarded")', () => {
    expect(
      category('majorities', only(['printers-11', 'printers-10'], ['printers-5'], ['printers-6'])),
    ).toEqual([5, 2, 2]);
  });

  it('resolves every guild separately and adds them up', () => {
    // Brewers: seat 0 first, seat 1 second. Bakers: seat 1 alone (9).
    expect(category('majorities', only(['brewers-11'], ['brewers-1', 'bakers-1'], []))).toEqual([
      5 + 1,
      3 + 9,
      0,
    ]);
  });
});

describe('craftsmen of 30+ value', () => {
  it('gives 2 VP for 30 or more of one type, and 0 for 29', () => {
    const v29 = ['printers-11', 'printers-10', 'printers-9', 'printers-8', 'printers-7']; // 7+6+6+5+5
    const v30 = ['printers-11', 'printers-10', 'printers-9', 'printers-8', 'printers-5', 'printers-1']; // 7+6+6+5+4+2
    expect(category('thirtyPlus', only(v29, [], []))).toEqual([0, 0, 0]);
    expect(category('thirtyPlus', only(v30, [], []))).toEqual([2, 0, 0]);
  });

  it('counts each type separately, and never mixes types', () => {
    const brewers = ['brewers-11', 'brewers-10', 'brewers-9', 'brewers-8', 'brewers-5', 'brewers-1'];
    const bakers = ['bakers-11', 'bakers-10', 'bakers-9', 'bakers-8', 'bakers-5', 'bakers-1'];
    expect(category('thirtyPlus', only([...brewers, ...bakers], [], []))).toEqual([4, 0, 0]);
    // 29 of brewers + 7 of bakers: no 30 of one type.
    expect(
      category(
        'thirtyPlus',
        only(['brewers-11', 'brewers-10', 'brewers-9', 'brewers-8', 'brewers-7', 'bakers-11'], [], []),
      ),
    ).toEqual([0, 0, 0]);
  });
});

describe('all craftsman types', () => {
  it('gives 5 VP for at least one craftsman of every guild in play', () => {
    expect(
      category(
        'allTypes',
        only(
          ['brewers-1', 'bakers-1', 'shoemakers-1', 'printers-1'],
          ['brewers-2', 'bakers-2', 'shoemakers-2'],
          [],
        ),
      ),
    ).toEqual([5, 0, 0]);
  });

  it('asks only for the guilds in play (3 in a 2-player game)', () => {
    expect(category('allTypes', only(['brewers-1', 'bakers-1', 'shoemakers-1'], []))).toEqual([5, 0]);
  });

  it('townsmen do not count as a type', () => {
    expect(
      category('allTypes', only(['brewers-1', 'bakers-1', 'shoemakers-1', 'musician-1'], [], [])),
    ).toEqual([0, 0, 0]);
  });
});

describe('richest player', () => {
  it('gives 5 VP to the single richest', () => {
    expect(category('richest', [{ talers: 30 }, { talers: 29 }, { talers: 10 }])).toEqual([5, 0, 0]);
  });

  it('gives 2 VP to each of several tied for the most', () => {
    expect(category('richest', [{ talers: 30 }, { talers: 10 }, { talers: 30 }])).toEqual([2, 0, 2]);
  });
});

describe('crest collections', () => {
  const crestVp = (crests: (GuildId | 'prestige')[], tiles: TileId[] = []) =>
    category('crests', [{ crests, tiles }, {}, {}])[0];

  it('scores 0/0/0/2/5/9/14/20/20 VP for 0 to 8 different crests', () => {
    const pool: (GuildId | 'prestige')[] = [
      'brewers',
      'bakers',
      'shoemakers',
      'printers',
      'prestige',
      'prestige',
      'prestige',
      'prestige',
    ];
    expect(pool.map((_, i) => crestVp(pool.slice(0, i))).concat(crestVp(pool))).toEqual([
      0, 0, 0, 2, 5, 9, 14, 20, 20,
    ]);
  });

  it('counts a guild crest once however many of it a seat has', () => {
    expect(crestVp(['brewers', 'brewers', 'brewers', 'bakers'])).toBe(0);
    expect(crestVp(['brewers', 'brewers', 'bakers', 'shoemakers'])).toBe(2);
  });

  it('counts every prestige crest as one more different crest', () => {
    expect(crestVp(['brewers', 'prestige', 'prestige'])).toBe(2);
  });

  it('counts every Engraver as one more prestige crest', () => {
    expect(crestVp(['brewers', 'bakers', 'prestige'], ['engraver-1'])).toBe(5);
    expect(crestVp(['brewers', 'bakers', 'prestige'], ['engraver-1', 'engraver-2'])).toBe(9);
  });
});

describe('the total and the winner', () => {
  it('adds the six categories', () => {
    const [s0] = scores([
      {
        tiles: ['brewers-11', 'bakers-1', 'shoemakers-1', 'printers-1', 'nobleman-3'],
        crests: ['brewers', 'bakers', 'shoemakers'],
        talers: 40,
      },
      {},
      {},
    ]);
    expect(s0!.breakdown).toEqual({
      townsmen: 3,
      majorities: 36,
      thirtyPlus: 0,
      allTypes: 5,
      richest: 5,
      crests: 2,
    });
    expect(s0!.total).toBe(51);
    expect(s0).toMatchObject({ seat: 0, talers: 40, craftsmen: 4, craftsmenValue: 7 + 2 + 2 + 2, rank: 1 });
  });

  it('the most VP wins', () => {
    expect(scores(only(['brewers-1'], [], [])).map((x) => [x.total, x.rank])).toEqual([
      [9 + 2, 1],
      [2, 2],
      [2, 2],
    ]);
  });

  it('a tie on VP goes to the seat with more craftsmen', () => {
    // 9 VP majority + 2 VP shared richest each; two tiles against one.
    const result = scores(only(['brewers-1', 'brewers-2'], ['bakers-11']));
    expect(result.map((x) => x.total)).toEqual([11, 11]);
    expect(result.map((x) => x.rank)).toEqual([1, 2]);
  });

  it('then to the higher craftsman value', () => {
    const result = scores(only(['brewers-1'], ['bakers-11']));
    expect(result.map((x) => [x.total, x.craftsmen, x.craftsmenValue, x.rank])).toEqual([
      [11, 1, 2, 2],
      [11, 1, 7, 1],
    ]);
  });

  it('a complete tie is a shared win', () => {
    const result = scores(only(['brewers-11'], ['bakers-11'], []));
    expect(result.map((x) => x.rank)).toEqual([1, 1, 3]);
  });
});
