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
/** Where the drawing ends when its strip of prices is left out (houseFit.ts: `pricesCut`). */
export const HOUSE_H_WITHOUT_PRICES = 512;

export function place(b: Box): string {
  const pct = (v: number, of: number): string => `${((v / of) * 100).toFixed(3)}%`;
  return `left:${pct(b.x, HOUSE_W)};top:${pct(b.y, HOUSE_H)};width:${pct(b.w, HOUSE_W)};height:${pct(b.h, HOUSE_H)}`;
}
