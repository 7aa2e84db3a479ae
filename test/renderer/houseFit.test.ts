// What fits a guild house at its drawn size, without a page: the strip closed up where no prices fit,
// and who acts at a called guild split after the name, whatever the language puts around it.
import { describe, expect, it } from 'vitest';
import { actingLine, priceForm, pricesCut } from '../../renderer/board/houseFit.ts';
import { CATALOGS } from './catalogs.ts';

describe('a house’s strip of prices', () => {
  it('closes up 48/300 of the width where no price fits, and nothing where one does', () => {
    expect(pricesCut(100, priceForm(100, 11))).toBe(16);
    expect(pricesCut(75, null)).toBe(12);
    expect(pricesCut(300, priceForm(300, 11))).toBe(0);
    expect(pricesCut(120, 'first')).toBe(0);
  });
});

describe('who acts at a called guild', () => {
  it('keeps the name with what comes before it, the rest apart with its leading space', () => {
    expect(actingLine('Cleo acts here now', 'Cleo')).toEqual({ who: 'Cleo', rest: ' acts here now' });
    expect(actingLine('Now: Cleo, here', 'Cleo')).toEqual({ who: 'Now: Cleo', rest: ', here' });
  });

  it('keeps words that do not hold the name whole', () => {
    expect(actingLine('Someone acts here', 'Cleo')).toEqual({ who: 'Someone acts here', rest: '' });
  });

  it('splits each language’s words after the name, the two parts saying the whole', () => {
    for (const [lang, m] of Object.entries(CATALOGS)) {
      const said = m.board.acting('Cleo');
      const { who, rest } = actingLine(said, 'Cleo');
      expect(who.endsWith('Cleo'), lang).toBe(true);
      expect(who + rest, lang).toBe(said);
    }
  });
});
