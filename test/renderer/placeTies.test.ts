// The final scoring says why a player below the winner places ahead of another they tie with on VP
// (more craftsmen, else their value), and names places shared, in every language.
import { describe, expect, it } from 'vitest';
import type { SeatScore } from '../../engine/index.ts';
import { CATALOGS } from './catalogs.ts';
import { placeTies } from '../../renderer/view/scoreTable.ts';

const NAMES = ['Ana', 'Medium bot', 'Medium bot 2', 'Easy bot', 'Ben'];
const name = (seat: number): string => NAMES[seat]!;

function seat(
  seat: number,
  total: number,
  craftsmen: number,
  craftsmenValue: number,
  rank: number,
): SeatScore {
  const breakdown = { townsmen: 0, majorities: 0, thirtyPlus: 0, allTypes: 0, richest: 0, crests: 0 };
  return { seat, total, breakdown, talers: 5, craftsmen, craftsmenValue, rank };
}

describe('ties below the winner', () => {
  it('say which tie-break placed one ahead of the other, and which places are shared', () => {
    const scores = [
      seat(0, 40, 9, 40, 1),
      seat(1, 12, 5, 20, 4),
      seat(2, 12, 7, 18, 3),
      seat(3, 30, 6, 25, 2),
    ];
    expect(placeTies(CATALOGS.en, scores, name)).toEqual([
      'Medium bot 2 places ahead of Medium bot. Tied on 12 VP; more craftsmen decide (7 against 5).',
    ]);
    const byValue = [seat(0, 40, 9, 40, 1), seat(1, 12, 5, 20, 3), seat(2, 12, 5, 18, 4)];
    expect(placeTies(CATALOGS.en, byValue, name)[0]).toContain(
      'higher craftsman value decides (20 against 18)',
    );
    const shared = [
      seat(0, 40, 9, 40, 1),
      seat(1, 12, 5, 20, 2),
      seat(2, 12, 5, 20, 2),
      seat(3, 12, 5, 20, 2),
      seat(4, 3, 1, 2, 5),
    ];
    expect(placeTies(CATALOGS.en, shared, name)).toEqual([
      'Medium bot & Medium bot 2 & Easy bot share 2nd place.',
    ]);
    expect(placeTies(CATALOGS.de, shared, name)).toEqual([
      'Medium bot & Medium bot 2 & Easy bot teilen sich den 2. Platz.',
    ]);
    // The winner's own tie is the verdict's to tell, and untied places say nothing.
    expect(placeTies(CATALOGS.en, [seat(0, 12, 7, 9, 1), seat(1, 12, 5, 9, 2)], name)).toEqual([]);
    for (const m of Object.values(CATALOGS)) {
      expect(placeTies(m, scores, name)).toHaveLength(1);
      expect(placeTies(m, shared, name)[0]).not.toMatch(/undefined|NaN/);
    }
  });
});
