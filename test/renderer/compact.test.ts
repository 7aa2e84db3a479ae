// What the phone's screen shows differently: the players' names short enough for a strip of chips
// and still told apart, and the log newest first, each round under its own heading.
import { describe, expect, it } from 'vitest';
import { newestFirst } from '../../renderer/view/log.ts';
import { shortNames } from '../../renderer/view/names.ts';

describe("a strip's short names", () => {
  it('keeps a name whole where it fits', () => {
    expect(shortNames(['Ana', 'Ben', 'Cleo'], 7)).toEqual(['Ana', 'Ben', 'Cleo']);
  });

  it("tells bots of one level apart by their numbers, not by a cut ('Easy b…')", () => {
    expect(shortNames(['Easy bot', 'Easy bot 2', 'Easy bot 3', 'Benedikt', 'Medium bot'], 7)).toEqual([
      'Easy',
      'Easy 2',
      'Easy 3',
      'Benedi.',
      'Medium',
    ]);
    expect(shortNames(['Leichter Bot', 'Leichter Bot 2'], 9)).toEqual(['Leichter', 'Leicht. 2']);
  });

  it('shortens a long first name to an abbreviation of several letters, never a couple', () => {
    for (const room of [5, 7, 9]) {
      const [short] = shortNames(['Bartholomäus', 'Eleonore'], room);
      expect(short!.replace('.', '').length).toBeGreaterThanOrEqual(Math.min(4, room - 1));
      expect('Bartholomäus'.startsWith(short!.replace('.', ''))).toBe(true);
    }
  });

  it('adds an initial where first names are shared, and never gives two players one name', () => {
    expect(shortNames(['Ana Maria', 'Ana Sofia'], 7)).toEqual(['Ana M.', 'Ana S.']);
    const names = ['Anna Lena Berg', 'Anna Lena Busch', 'Anna', 'Annabelle', 'Anna 2'];
    for (const room of [6, 8, 10, 14]) expect(new Set(shortNames(names, room)).size).toBe(names.length);
  });
});

describe('the log newest first', () => {
  const line = (text: string, opens = false) => ({ text, opens });

  it('puts the latest round on top, its opening line first and its lines newest first beneath it', () => {
    const told = [
      line('Round 1 begins', true),
      line('a'),
      line('b'),
      line('Round 1 is over'),
      line('Round 2 begins', true),
      line('c'),
      line('d'),
    ];
    expect(newestFirst(told).map((l) => l.text)).toEqual([
      'Round 2 begins',
      'd',
      'c',
      'Round 1 begins',
      'Round 1 is over',
      'b',
      'a',
    ]);
  });

  it('reverses lines that come before any round opens', () => {
    expect(newestFirst([line('x'), line('y')]).map((l) => l.text)).toEqual(['y', 'x']);
  });
});
