// The table the townsmen tests start from: seat 0 recruits a guest at the Brewers.
import { expect } from 'vitest';
import type { Ability, GameState, GoodsCount, TileId } from '../../../engine/index.ts';
import { edit, goodsArray, newTable, planAll } from './helpers.ts';

// Guildmasters: Brewers 7, Bakers 2, Shoemakers 4 (default), Printers 4 (default).
export const PRICED = {
  brewers: { workshop: ['brewers-11', 'brewers-5', 'brewers-7', 'brewers-2'] },
  bakers: { workshop: ['bakers-1', 'bakers-6', 'bakers-8', 'bakers-10'] },
};

/**
 * Seat 0 at the Brewers with `guest` in lodgings window 2 (price: 1 beer + 1 any), first in turn order.
 * Seat 0 holds `goods` (default 2 beer, 1 pastry); seat 1 `victimGoods` (default one of each).
 */
export function withGuest(
  guest: TileId,
  o: { goods?: GoodsCount; victimGoods?: GoodsCount; bakersLodgings?: (TileId | null)[] } = {},
): GameState {
  const bakers = o.bakersLodgings ? { ...PRICED.bakers, lodgings: o.bakersLodgings } : PRICED.bakers;
  const s = newTable({
    guilds: {
      ...PRICED,
      bakers,
      brewers: { ...PRICED.brewers, lodgings: [null, guest, 'printers-11', 'bakers-9'] },
    },
  });
  const ready = edit(s, (c) => {
    c.seats[0]!.goods = goodsArray(o.goods ?? { beer: 2, pastries: 1 }, 4);
    if (o.victimGoods) c.seats[1]!.goods = goodsArray(o.victimGoods, 4);
  });
  return planAll(ready, { 0: ['brewers'], 1: 'pass', 2: 'pass' }).state;
}

export function take(ability?: Ability, payment: GoodsCount = { beer: 1, pastries: 1 }) {
  return ability === undefined
    ? { type: 'recruit' as const, seat: 0, window: 2, payment, toFront: false }
    : { type: 'recruit' as const, seat: 0, window: 2, payment, toFront: false, ability };
}

/** The townsman went back into the face-down guest stack (at a random place), and to nobody. */
export function expectReshuffled(before: GameState, after: GameState, tile: TileId): void {
  expect(after.guestStack).toHaveLength(before.guestStack.length + 1);
  expect(after.guestStack).toContain(tile);
  expect(after.seats.some((p) => p.tiles.includes(tile))).toBe(false);
}
