// The fast policy's cheapest payment for a recruit: the payments of rules/recruit.ts's `forEachPayment`,
// in its order, each priced by what the goods it gives up are worth to the seat (outlook.ts), the first
// of equally cheap ones kept. Walked here without a visitor, a copy of the goods or a list per payment,
// since the policy prices every window of every guild at each of its planning decisions.
import { WINDOW_PRICES } from '../rules/recruit.ts';
import type { GameState } from '../model/types.ts';
import { goodsWorth, type Outlook } from './outlook.ts';

/** The payment being priced, by number of goods types: reused, all zeros between payments. */
const PAYING: number[][] = [];

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
  const paying = (PAYING[types] ??= new Array<number>(types).fill(0));
  let cheapest = Infinity;
  const alternatives = WINDOW_PRICES[w - 1]!;
  for (let i = 0; i < alternatives.length; i++) {
    const ownGoods = alternatives[i]![0];
    const anyGoods = alternatives[i]![1];
    if (goods[own]! < ownGoods) continue;
    paying[own] = ownGoods;
    if (anyGoods === 0) {
      cheapest = consider(s, o, paying, cheapest, into);
    } else if (anyGoods === 1) {
      for (let g = 0; g < types; g++) {
        if (left(goods, g, own, ownGoods) < 1) continue;
        paying[g]!++;
        cheapest = consider(s, o, paying, cheapest, into);
        paying[g]!--;
      }
    } else if (anyGoods === 2) {
      for (let g = 0; g < types; g++) {
        const ofG = left(goods, g, own, ownGoods);
        if (ofG < 1) continue;
        if (ofG >= 2) {
          paying[g]! += 2;
          cheapest = consider(s, o, paying, cheapest, into);
          paying[g]! -= 2;
        }
        paying[g]!++;
        for (let h = g + 1; h < types; h++) {
          if (left(goods, h, own, ownGoods) < 1) continue;
          paying[h]!++;
          cheapest = consider(s, o, paying, cheapest, into);
          paying[h]!--;
        }
        paying[g]!--;
      }
    } else {
      throw new Error(`a window asks for ${anyGoods} goods of any type: the policy prices one or two`);
    }
    paying[own] = 0;
  }
  return cheapest;
}

/** Goods of type g the seat has besides the `ownGoods` of its own type (`own`) a payment starts with. */
function left(goods: readonly number[], g: number, own: number, ownGoods: number): number {
  return g === own ? goods[g]! - ownGoods : goods[g]!;
}

/** The cheaper of `paying` (copied into `into` if it is) and the cheapest so far; the cost of the cheaper. */
function consider(s: GameState, o: Outlook, paying: number[], cheapest: number, into: number[]): number {
  let cost = 0;
  for (let t = 0; t < paying.length; t++) if (paying[t]! > 0) cost -= goodsWorth(s, o, t, -paying[t]!);
  if (!(cost < cheapest)) return cheapest;
  for (let t = 0; t < paying.length; t++) into[t] = paying[t]!;
  return cost;
}
