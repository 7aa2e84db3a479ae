import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../../renderer/i18n/i18n.svelte.ts';
import {
  freeColor,
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
