// Selling to a guild (its own goods, at the guildmaster's price) and buying from its storehouse
// (up to 3 goods of any type at the guildmaster's price, less in the first turn of 4 and 5 players).
import { GOODS, GUILDS } from '../model/components.ts';
import type { GameEvent } from '../model/events.ts';
import { covers, describeGoods, moveGoods, readGoods, toGoodsCount, total } from '../model/goods.ts';
import { guildName, price } from '../model/state.ts';
import type { GameState } from '../model/types.ts';

export const BUY_LIMIT = 3;

export function checkSell(s: GameState, seat: number, guild: number, count: unknown): string | null {
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) {
    return 'sell at least 1 good (count is a whole number)';
  }
  const have = s.seats[seat]!.goods[guild]!;
  if (count > have) return `you have ${have} ${GOODS[guild]}, not ${count}`;
  return null;
}

export function doSell(s: GameState, seat: number, guild: number, count: number, events: GameEvent[]): void {
  const p = s.seats[seat]!;
  const unit = price(s, guild);
  p.goods[guild]! -= count;
  s.guilds[guild]!.storehouse[guild]! += count;
  p.talers += unit * count;
  events.push({ type: 'sold', seat, guild: guildName(guild), count, price: unit, earned: unit * count });
}

/** The most goods a seat may buy at the guild being resolved. */
export function buyLimit(s: GameState): number {
  if (s.round !== 1 || s.turn !== 1 || !s.resolving) return BUY_LIMIT;
  const cards = s.resolving.revealed;
  if (s.seats.length === 5) return cards >= 4 ? 1 : cards === 3 ? 2 : BUY_LIMIT;
  if (s.seats.length === 4) return cards >= 3 ? 2 : BUY_LIMIT;
  return BUY_LIMIT;
}

/** Why the purchase is not legal now, or the goods it buys (counts per type). */
export function checkBuy(s: GameState, seat: number, guild: number, goods: unknown): string | number[] {
  const read = readGoods(goods, s.guilds.length);
  if (!read.ok) return read.error;
  const n = total(read.value);
  const limit = buyLimit(s);
  if (n < 1) return 'buy at least 1 good';
  if (n > limit) {
    return limit < BUY_LIMIT
      ? `at most ${limit} goods each here in the first turn (${s.resolving?.revealed} cards revealed)`
      : `at most ${BUY_LIMIT} goods per purchase`;
  }
  if (!covers(s.guilds[guild]!.storehouse, read.value)) {
    return `the ${GUILDS[guild]} storehouse does not hold ${describeGoods(read.value)}`;
  }
  const cost = n * price(s, guild);
  if (cost > s.seats[seat]!.talers)
    return `${describeGoods(read.value)} costs ${cost} talers, more than you have`;
  return read.value;
}

export function doBuy(s: GameState, seat: number, guild: number, goods: number[], events: GameEvent[]): void {
  const p = s.seats[seat]!;
  const unit = price(s, guild);
  const paid = unit * total(goods);
  moveGoods(s.guilds[guild]!.storehouse, p.goods, goods);
  p.talers -= paid;
  events.push({
    type: 'bought',
    seat,
    guild: guildName(guild),
    goods: toGoodsCount(goods),
    price: unit,
    paid,
  });
}
