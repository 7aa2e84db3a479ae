// What a seat may see (docs/components.md §1, §2): others' talers and face-down cards are hidden, so is the
// order and content of the guest stack.
import { describe, expect, it } from 'vitest';
import { view } from '../../../engine/index.ts';
import { BREWERS, act, edit, newTable, passAll, planAll } from './helpers.ts';

describe('view', () => {
  it("shows a seat its own talers and hides the others'", () => {
    const s = edit(newTable(), (c) => {
      c.seats.forEach((p, i) => {
        p.talers = 20 + i;
      });
    });
    expect(view(s, 1).seats.map((p) => p.talers)).toEqual([null, 21, null]);
    expect(view(s, null).seats.map((p) => p.talers)).toEqual([null, null, null]);
  });

  it('shows everything public about the other seats: goods, agents, tiles, crests', () => {
    const s = edit(newTable(), (c) => {
      c.seats[2]!.tiles = ['brewers-1', 'musician-1'];
      c.seats[2]!.crests = ['bakers'];
    });
    expect(view(s, 0).seats[2]).toMatchObject({
      goods: { beer: 1, pastries: 1, shoes: 1, pages: 1 },
      agents: { available: 4, onRoofs: 0, total: 4 },
      tiles: ['brewers-1', 'musician-1'],
      crests: ['bakers'],
    });
  });

  it('reveals all talers once the game is over, with the scores', () => {
    let s = newTable();
    for (let round = 0; round < 4; round++) s = passAll(s).state;
    const v = view(s, 0);
    expect(v.phase).toBe('finished');
    expect(v.seats.every((p) => typeof p.talers === 'number')).toBe(true);
    expect(v.scores).toHaveLength(3);
    expect(view(newTable(), 0).scores).toBeNull();
  });

  it("hides other seats' planned guilds, showing only how many cards they played", () => {
    const s = act(newTable(), { type: 'plan', seat: 0, guilds: ['bakers', 'printers'] }).state;
    expect(view(s, 0).seats[0]).toMatchObject({ planned: true, cards: 2, plan: ['bakers', 'printers'] });
    expect(view(s, 1).seats[0]).toMatchObject({ planned: true, cards: 2, plan: [] });
    expect(view(s, 1).seats[2]).toMatchObject({ planned: false, cards: 0, plan: [] });
    expect(JSON.stringify(view(s, 1).seats[0])).not.toMatch(/bakers|printers/);
  });

  it('in the action phase reveals the cards at the guild being called, the later ones stay face down', () => {
    const s = planAll(newTable(), { 0: ['bakers', 'printers'], 1: ['bakers'], 2: 'pass' }).state;
    expect(view(s, 1).seats[0]).toMatchObject({ cards: 1, plan: ['bakers'] });
    expect(view(s, 1).resolving).toEqual({ guild: 'bakers', revealed: 2, actor: 0 });
    const later = act(s, { type: 'nothing', seat: 0 }).state;
    expect(view(later, 1).seats[0]).toMatchObject({ cards: 1, plan: [] });
  });

  it('shows only the size of the guest stack, and none of its tiles', () => {
    const s = newTable({ stack: ['mayor-1', 'councilman-2'] });
    const v = view(s, 0);
    expect(v.guestStack).toBe(s.guestStack.length);
    const text = JSON.stringify(v);
    for (const t of s.guestStack) expect(text).not.toContain(`"${t}"`);
    // Nor the townsmen kept at setup, the deal or the random generator.
    expect(text).not.toMatch(/"townsmen"|"deal"|"rng"|"seed"/);
  });

  it('shows the table: guildmaster and price, workshops, lodgings, storehouses, roofs, prestige', () => {
    const s = newTable({
      guilds: {
        brewers: { workshop: ['brewers-11', 'brewers-5', 'brewers-7', 'brewers-2'], stacked: 'brewers-1' },
      },
    });
    expect(view(s, 2).guilds[BREWERS]).toMatchObject({
      id: 'brewers',
      guildmaster: 'brewers-11',
      price: 7,
      workshop: ['brewers-11', 'brewers-5', 'brewers-7', 'brewers-2'],
      stacked: 'brewers-1',
      storehouse: { beer: 9 },
      roof: [0, 0, 0],
      prestige: true,
    });
  });
});
