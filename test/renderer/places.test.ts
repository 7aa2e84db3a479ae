// The Guardsman's swaps in words (renderer/view/places.ts): each craftsman named as the board draws him
// (his guild's craftsman and the value on the tile), in which house's workshop or lodgings; his window
// only beside a tile of the same name there, and then in words the board's shape bears out (above
// the guildmaster, from the top, from the left), never a number it does not draw. In every language
// the words tell every swap apart.
import { describe, expect, it } from 'vitest';
import { view } from '../../engine/index.ts';
import { guardsmanChoices } from '../../engine/rules/thieves.ts';
import { CATALOGS } from './catalogs.ts';
import { placeOf, swapLabel } from '../../renderer/view/places.ts';
import { tileName } from '../../renderer/view/tiles.ts';
import { newTable } from '../engine/rules/helpers.ts';

// The Bakers' workshop: Baker 3 (the guildmaster), two Bakers 4 above him, Baker 2 stacked on top of
// Baker 5. The Brewers' lodgings: two Bakers 6 side by side, then Baker 7.
const state = newTable({
  guilds: {
    bakers: { workshop: ['bakers-4', 'bakers-5', 'bakers-6', 'bakers-8'], stacked: 'bakers-2' },
    brewers: { lodgings: [null, 'bakers-9', 'bakers-10', 'bakers-11'] },
  },
});
const seen = view(state, 0);
const swaps = guardsmanChoices(state).flatMap((a) => ('swap' in a ? [a.swap] : []));

describe("the Guardsman's swaps", () => {
  it('name each craftsman, his house and its part, and the window only beside his twin', () => {
    const en = CATALOGS.en;
    expect(swapLabel(en, seen, ['bakers-2', 'bakers-11'])).toBe(
      "Baker 2 in the Bakers' workshop ⇄ Baker 7 in the Brewers' lodgings",
    );
    expect(swapLabel(en, seen, ['bakers-5', 'bakers-6'])).toBe(
      "Baker 4 in the Bakers' workshop, just above the guildmaster ⇄ Baker 4 in the Bakers' workshop, second from the top",
    );
    expect(swapLabel(en, seen, ['bakers-10', 'bakers-2'])).toBe(
      "Baker 6 in the Brewers' lodgings, second from the right ⇄ Baker 2 in the Bakers' workshop",
    );
    expect(swapLabel(en, seen, ['bakers-10', 'bakers-9'])).toBe(
      "Baker 6 in the Brewers' lodgings, second from the right ⇄ Baker 6 in the Brewers' lodgings, second from the left",
    );
  });

  it.each(Object.entries(CATALOGS))(
    'tell every swap apart with no number the board does not draw (%s)',
    (_, m) => {
      expect(swaps.length).toBeGreaterThan(10);
      const labels = swaps.map((swap) => swapLabel(m, seen, swap));
      expect(new Set(labels).size).toBe(labels.length);
      for (const [i, label] of labels.entries()) {
        const [a, b] = swaps[i]!;
        for (const tile of [a, b]) expect(label).toContain(m.guilds[placeOf(seen, tile)!.guild]);
        expect(label.replace(tileName(m, a), '').replace(tileName(m, b), ''), label).not.toMatch(/\d/);
      }
    },
  );
});
