// How a guild house draws its lodgings' prices at a width and least text size: the widest form whose
// figures fit their box, the same on a phone (11 px) as before, larger houses on a display (20 px).
import { describe, expect, it } from 'vitest';
import { priceForm } from '../../renderer/board/houseFit.ts';

describe('a house’s lodgings prices', () => {
  it('on a phone or a computer (11 px): goods drawn above 220 px, figures above 140, the first above 100', () => {
    expect([300, 221, 220, 141, 140, 101, 100, 60].map((w) => priceForm(w, 11))).toEqual([
      'full',
      'full',
      'short',
      'short',
      'first',
      'first',
      null,
      null,
    ]);
  });

  it('on a display (20 px): two lines of figures only where their box is two lines high', () => {
    // A 176 px house at 1920×1080 with five players: "2/" over "1+2" would spill out of its box.
    expect(priceForm(176, 20)).toBe('first');
    expect(priceForm(240, 20)).toBe('first');
    expect(priceForm(260, 20)).toBe('short');
    expect(priceForm(300, 20)).toBe('full');
    // 1280×720, five players: the first price still fits ("1+1" in 30 px).
    expect(priceForm(130, 20)).toBe('first');
    expect(priceForm(120, 20)).toBe(null);
  });

  it('before the house is laid out, draws the goods', () => {
    expect(priceForm(0, 20)).toBe('full');
  });
});
