// What fits a guild house at the size it is drawn: the form of its lodgings' prices, the strip that
// closes up where none fit, and the line saying who acts here. Plain arithmetic on the laid-out width
// and the least text size, apart from where things sit (houseLayout.ts) and from the markup
// (GuildHouse.svelte), so that it is tested without a page.
import { HOUSE_H, HOUSE_H_WITHOUT_PRICES, HOUSE_W, PRICES } from './houseLayout.ts';

/**
 * A house drawn narrower than this (CSS px) has no room for legible prices under its lodgings (the town
 * square's legend gives them): the drawing ends below the windows, at `HOUSE_H_WITHOUT_PRICES`.
 */
export const PRICES_MIN_WIDTH = 100;

/**
 * How a house `width` px wide draws its lodgings' prices, its least text being `least` px: each good
 * drawn ('full'), the figures of every way to pay ('short', "2/" over "1+2"), the first way alone
 * ('first'), or none. The widest form whose figures fit their window's box at that size: the
 * floors keep the goods and figures from being drawn too small to tell apart, the rest is the box.
 */
export type PriceForm = 'full' | 'short' | 'first' | null;
export function priceForm(width: number, least: number): PriceForm {
  const box = PRICES[0]!;
  const w = (box.w * width) / HOUSE_W;
  const h = (box.h * width) / HOUSE_W;
  // Goods drawn 1.25 × 4.6 % of the house wide; a price of two ways wraps to a line of goods under
  // the line holding the "/" at the least text size.
  const good = width * 0.046 * 1.25;
  // Figures at line height 0.85; the widest line, "2+2", is 1.3 of their size wide (the body face's
  // lining figures, HouseLodgings).
  const line = 0.85 * least;
  const figures = 1.3 * least;
  if (width === 0 || (width > 220 && Math.max(good, least) + good <= h)) return 'full';
  if (width > 140 && 2 * line <= h && figures <= w) return 'short';
  if (width > PRICES_MIN_WIDTH && line <= h && figures <= w) return 'first';
  return null;
}

/** The height in px, for a house `width` px wide, of the strip of prices left out (none: nothing cut). */
export function pricesCut(width: number, form: PriceForm): number {
  return form === null ? (width * (HOUSE_H - HOUSE_H_WITHOUT_PRICES)) / HOUSE_W : 0;
}

/**
 * "Cleo acts here now" (`said`, the catalogue's words for `name`), split after the name: where the
 * whole does not fit, the rest wraps out of the one line kept and the name shows alone, a name longer
 * than the room cut with an ellipsis (HouseStatus). A language that does not say the name keeps the
 * words whole.
 */
export function actingLine(said: string, name: string): { who: string; rest: string } {
  const end = said.indexOf(name) + name.length;
  return end < name.length ? { who: said, rest: '' } : { who: said.slice(0, end), rest: said.slice(end) };
}
