// Where things sit on the guild house drawing (assets/board/guildhouse.svg, 300 × 560): the same
// numbers as the comment in that file. Boxes become percentages so the house scales as one piece.
export const HOUSE_W = 300;
export const HOUSE_H = 560;

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const ROOF: Box = { x: 44, y: 98, w: 212, h: 50 };
export const MAYOR: Box = { x: 128, y: 46, w: 44, h: 44 };
/** Workshop windows from the bottom (the guildmaster's) up. */
export const WORKSHOP: Box[] = [358, 292, 226, 160].map((y) => ({ x: 28, y, w: 78, h: 62 }));
export const CRESTS: Box = { x: 128, y: 168, w: 70, h: 56 };
export const PRESTIGE: Box = { x: 208, y: 168, w: 72, h: 56 };
export const PRICE: Box = { x: 176, y: 232, w: 58, h: 40 };
export const STOREHOUSE: Box = { x: 140, y: 278, w: 130, h: 150 };
export const LODGINGS: Box[] = [0, 1, 2, 3].map((i) => ({ x: 12 + 70 * i, y: 446, w: 62, h: 62 }));
export const PRICES: Box[] = [0, 1, 2, 3].map((i) => ({ x: 8 + 70 * i, y: 514, w: 70, h: 40 }));
/**
 * A house drawn narrower than this (CSS px) has no room for legible prices under its lodgings (the town
 * square's legend gives them): the drawing ends below the windows, at `HOUSE_H_WITHOUT_PRICES`.
 */
export const PRICES_MIN_WIDTH = 100;
export const HOUSE_H_WITHOUT_PRICES = 512;

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

export function place(b: Box): string {
  const pct = (v: number, of: number): string => `${((v / of) * 100).toFixed(3)}%`;
  return `left:${pct(b.x, HOUSE_W)};top:${pct(b.y, HOUSE_H)};width:${pct(b.w, HOUSE_W)};height:${pct(b.h, HOUSE_H)}`;
}
