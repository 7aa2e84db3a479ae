import { describe, expect, it } from 'vitest';
import { CATALOGS } from './catalogs.ts';
import { distinctTableName, nameListed } from '../../protocol/tableNames.ts';
import {
  defaultTableName,
  freeColor,
  nameRefusal,
  seatProblem,
  specsFor,
  toSpec,
  withDefaultNames,
  type SeatDraft,
} from '../../renderer/screens/seats.ts';
import { formatRoute, parseRoute } from '../../renderer/ui/router.svelte.ts';

describe('the seats of a new game', () => {
  const m = CATALOGS.fr;
  const seats: SeatDraft[] = [
    { kind: 'human', name: '', color: 'blue' },
    { kind: 'medium', name: '', color: 'orange' },
    { kind: 'medium', name: '', color: 'green' },
    { kind: 'open', name: '', color: 'red' },
    { kind: 'hard', name: 'Hugo', color: 'yellow' },
  ];

  it("get names in the player's language where none was typed", () => {
    expect(withDefaultNames(seats, m.newGame.defaultName, m.common.bot).map((s) => s.name)).toEqual([
      'Joueur 1',
      'Robot moyen',
      'Robot moyen 2',
      '',
      'Hugo',
    ]);
  });

  it("become the protocol's seat specifications", () => {
    expect(seats.map(toSpec)).toEqual([
      { kind: 'local', name: '', color: 'blue' },
      { kind: 'bot', level: 'medium', color: 'orange' },
      { kind: 'bot', level: 'medium', color: 'green' },
      { kind: 'open' },
      { kind: 'bot', level: 'hard', name: 'Hugo', color: 'yellow' },
    ]);
  });

  it('need a human on this screen and different colours', () => {
    expect(seatProblem(seats, true)).toBeNull();
    expect(seatProblem(seats.slice(1), true)).toBe('needHuman');
    expect(seatProblem(seats.slice(1), false)).toBeNull();
    expect(seatProblem([...seats.slice(0, 2), { kind: 'easy', name: '', color: 'blue' }], true)).toBe(
      'uniqueColors',
    );
    expect(freeColor(seats.slice(0, 2))).toBe('yellow');
  });

  it('are, for a guest, their own seat alone among the people at the screen', () => {
    expect(specsFor(seats.slice(0, 2), false)).toEqual([
      { kind: 'self', name: '', color: 'blue' },
      { kind: 'bot', level: 'medium', color: 'orange' },
    ]);
    expect(specsFor(seats.slice(0, 1), true)).toEqual([{ kind: 'local', name: '', color: 'blue' }]);
    const two: SeatDraft[] = [seats[0]!, { kind: 'human', name: 'Ben', color: 'red' }];
    expect(seatProblem(two, true, false)).toBe('onlyYou');
    expect(seatProblem(two, true, true)).toBeNull();
  });

  it('are refused as the host would refuse them, naming the seats concerned', () => {
    const plain: SeatDraft[] = [
      { kind: 'human', name: '', color: 'blue' },
      { kind: 'medium', name: '', color: 'orange' },
      { kind: 'medium', name: '', color: 'green' },
    ];
    expect(nameRefusal(m, plain)).toBeNull();
    const alike: SeatDraft[] = [
      { kind: 'human', name: 'Ana', color: 'blue' },
      { kind: 'open', name: 'Ana', color: 'red' },
      { kind: 'human', name: 'Ben', color: 'green' },
      // Cyrillic А, the host's look-alike: one name to a reader.
      { kind: 'easy', name: ' \u0410NA ', color: 'orange' },
    ];
    expect(nameRefusal(m, alike)).toEqual({ words: m.newGame.sameName([1, 4], 'Ana'), seats: [0, 3] });
    // A name typed like a default one meets it.
    const twice: SeatDraft[] = [
      { kind: 'human', name: '', color: 'blue' },
      { kind: 'human', name: 'Joueur 1', color: 'red' },
    ];
    expect(nameRefusal(m, twice)?.seats).toEqual([0, 1]);
    const blank: SeatDraft[] = [...seats.slice(0, 2), { kind: 'human', name: '\u3164', color: 'red' }];
    expect(nameRefusal(m, blank)).toEqual({
      words: m.newGame.seatField(3, m.guests.nameProblems.invisible),
      seats: [2],
    });
  });
});

describe("a new table's name", () => {
  const m = CATALOGS.fr;
  const named = withDefaultNames(
    [
      { kind: 'easy', name: '', color: 'red' },
      { kind: 'human', name: 'Ana', color: 'blue' },
    ],
    m.newGame.defaultName,
    m.common.bot,
  );
  const listed = (...names: string[]): { name: string }[] => names.map((name) => ({ name }));

  it("is its first person's, in the player's language, while no table of the host has it", () => {
    expect(defaultTableName(m, named, [])).toBe('Table d’Ana');
    expect(defaultTableName(m, named, listed('Table de Ben', 'Table d’Ana (2)'))).toBe('Table d’Ana');
    expect(defaultTableName(m, named.slice(0, 1), [])).toBe(m.common.newTable);
  });

  /** A table of the host's list named by default after `owner`. */
  const byDefault = (owner: string | null, number: number, phase?: 'playing' | 'finished') => ({
    name: 'the host’s words',
    defaultName: { owner, number },
    ...(phase ? { phase } : {}),
  });

  it('is numbered past the host’s tables of the same owner, in every language alike, case and spacing aside', () => {
    expect(defaultTableName(m, named, [byDefault('Ana', 1)])).toBe('Table d’Ana (2)');
    expect(defaultTableName(m, named, [byDefault(' ana', 1), byDefault('ANA', 2)])).toBe('Table d’Ana (3)');
    expect(defaultTableName(m, named, [byDefault('Ana', 2)])).toBe('Table d’Ana');
    expect(defaultTableName(CATALOGS.en, named, [byDefault('Ana', 1)])).toBe("Ana's table (2)");
    expect(defaultTableName(m, named, [byDefault('Ben', 1)])).toBe('Table d’Ana');
    expect(defaultTableName(m, named.slice(0, 1), [byDefault(null, 1)])).toBe('Nouvelle table (2)');
  });

  it('takes the number of a finished game again: only a table not over holds its name', () => {
    const over = [byDefault('Ana', 1, 'finished')];
    expect(defaultTableName(m, named, over)).toBe('Table d’Ana');
    expect(defaultTableName(m, named, [...over, byDefault('Ana', 1, 'playing')])).toBe('Table d’Ana (2)');
  });

  it('tells whether a name is listed, composed or decomposed alike', () => {
    expect(nameListed('Ren\u00e9e', listed('rene\u0301e'))).toBe(true);
    expect(nameListed('Renée', listed('Renée (2)'))).toBe(false);
    // The host numbers its own names, in English, in brackets.
    expect(distinctTableName("Ana's game", listed("Ana's game", "Ana's game (2)"))).toBe("Ana's game (3)");
  });
});

describe('screen addresses', () => {
  it('come back as the same screen after a reload', () => {
    for (const route of [{ name: 'home' }, { name: 'rules' }, { name: 'table', game: 'aB_3-x' }] as const) {
      expect(parseRoute(formatRoute(route))).toEqual(route);
    }
    expect(parseRoute('#/nowhere')).toEqual({ name: 'home' });
    expect(parseRoute('')).toEqual({ name: 'home' });
  });
});
