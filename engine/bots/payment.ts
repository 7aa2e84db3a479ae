// The fast policy's cheapest payment for a recruit: the payments of rules/recruit.ts's `forEachPayment`,
// in its order, each priced by what the goods it gives up are worth to the seat (outlook.ts), the first
// of equally cheap ones kept. Walked here without a visitor, a copy of the goods or a list per payment,
// each priced by the two or three types it gives up, since the policy prices every window of every guild
// at each of its planning decisions.
import { WINDOW_PRICES } from '../rules/recruit.ts';
import type { GameState } from '../model/types.ts';
import { goodsWorth, type Outlook } from './outlook.ts';

/**
 * The cheapest payment of window w at guild `own` from the seat's `goods` into `into` (untouched when
 * there is none), and its cost: what the goods given up are worth; Infinity if the seat cannot pay.
 * Goods of any type are one or two (WINDOW_PRICES), listed as `forEachMultiset` lists them.
 */
export function cheapestPayment(
  s: GameState,
  o: Outlook,
  goods: readonly number[],
  w: number,
  own: number,
  into: number[],
): number {
  const types = goods.length;
  let cheapest = Infinity;
  const alternatives = WINDOW_PRICES[w - 1]!;
  for (let i = 0; i < alternatives.length; i++) {
    const ownGoods = alternatives[i]![0];
    const anyGoods = alternatives[i]![1];
    if (goods[own]! < ownGoods) continue;
    if (anyGoods === 0) {
      cheapest = consider(s, o, cheapest, into, own, ownGoods, -1, 0, -1);
    } else if (anyGoods === 1) {
      for (let g = 0; g < types; g++) {
        if (left(goods, g, own, ownGoods) < 1) continue;
        cheapest = consider(s, o, cheapest, into, own, ownGoods, g, 1, -1);
      }
    } else if (anyGoods === 2) {
      for (let g = 0; g < types; g++) {
        const ofG = left(goods, g, own, ownGoods);
        if (ofG < 1) continue;
        if (ofG >= 2) {
          cheapest = consider(s, o, cheapest, into, own, ownGoods, g, 2, -1);
        }
        for (let h = g + 1; h < types; h++) {
          if (left(goods, h, own, ownGoods) < 1) continue;
          cheapest = consider(s, o, cheapest, into, own, ownGoods, g, 1, h);
        }
      }
    } else {
      throw new Error(`a window asks for ${anyGoods} goods of any type: the policy prices one or two`);
    }
  }
  return cheapest;
}

/** Goods of type g the seat has besides the `ownGoods` of its own type (`own`) a payment starts with. */
function left(goods: readonly number[], g: number, own: number, ownGoods: number): number {
  return g === own ? goods[g]! - ownGoods : goods[g]!;
}

/**
 * The cheaper of the cheapest payment so far and paying `ownGoods` of type `own`, `ofG` of type g and one
 * of type h (g < h; -1: none), written into `into` if it is the cheaper; the cheaper's cost. A payment
 * costs each type's goods given up, their worth taken from 0 in the order of the types, as a loop over the
 * whole payment would.
 */
function consider(
  s: GameState,
  o: Outlook,
  cheapest: number,
  into: number[],
  own: number,
  ownGoods: number,
  g: number,
  ofG: number,
  h: number,
): number {
  let ofOwn = ownGoods;
  if (g === own) {
    ofOwn += ofG;
    g = -1;
  }
  if (h === own) {
    ofOwn++;
    h = -1;
  }
  let cost = 0;
  if (g >= 0 && g < own) cost -= goodsWorth(s, o, g, -ofG);
  if (h >= 0 && h < own) cost -= goodsWorth(s, o, h, -1);
  cost -= goodsWorth(s, o, own, -ofOwn);
  if (g > own) cost -= goodsWorth(s, o, g, -ofG);
  if (h > own) cost -= goodsWorth(s, o, h, -1);
  if (!(cost < cheapest)) return cheapest;
  for (let t = 0; t < into.length; t++) into[t] = 0;
  into[own] = ofOwn;
  if (g >= 0) into[g] = ofG;
  if (h >= 0) into[h] = 1;
  return cost;
}
