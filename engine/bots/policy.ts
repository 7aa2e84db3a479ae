// The fast policy that plays every seat in hard's simulations. It values each option at a guild by a
// handful of sums instead of applying it (tens of microseconds a decision): goods bought or sold move the
// seat's chance in this round's favourite races, payments are chosen to cost the least of those
// chances, guests are worth what they add to the seat's score (guestWorth.ts). Noisy, so that
// simulations vary.
import { GUILDS } from '../model/components.ts';
import { toGoodsCount } from '../model/goods.ts';
import { buyLimit } from '../rules/trade.ts';
import type { Action, GameState, GuildId } from '../model/types.ts';
import { guestWorth, type Worth } from './guestWorth.ts';
import { cardsThisTurn } from './medium.ts';
import { cheapestPayment } from './payment.ts';
import { goodsGain, goodsWorth, outlook, priceOf, talersWorth, type Outlook } from './outlook.ts';
import type { BotRandom } from './random.ts';

/** An option must be worth this much to spend an agent on it. */
const PLAN_THRESHOLD = 0.3;
/**
 * Uniform noise added to option values, in projected VP. 1.0 beat 0.4 in the arena at equal iterations
 * (README, fifth session): simulations that vary more judge a candidate against more ways a round goes.
 */
const NOISE = 1.0;

export function policyAction(s: GameState, seat: number, random: BotRandom): Action {
  const o = outlook(s, seat);
  return s.phase === 'planning' ? plan(s, o, random) : act(s, o, random);
}

interface Option {
  value: number;
  action: Action;
}

/** The guilds a plan wants and their values, best first, by number of guilds: reused (a plan copies them). */
const WANTED: { guilds: number[]; values: Float64Array }[] = [];

function plan(s: GameState, o: Outlook, random: BotRandom): Action {
  const seat = o.seat;
  const wanted = (WANTED[s.guilds.length] ??= {
    guilds: new Array<number>(s.guilds.length).fill(0),
    values: new Float64Array(s.guilds.length),
  });
  let n = 0;
  for (let g = 0; g < s.guilds.length; g++) {
    const value = bestValueAt(s, o, g) + NOISE * random.float();
    if (value <= PLAN_THRESHOLD) continue;
    // Into its place among those before it, after any of equal value: a stable sort, best first.
    let at = n++;
    for (; at > 0 && wanted.values[at - 1]! < value; at--) {
      wanted.values[at] = wanted.values[at - 1]!;
      wanted.guilds[at] = wanted.guilds[at - 1]!;
    }
    wanted.values[at] = value;
    wanted.guilds[at] = g;
  }
  if (n === 0) return { type: 'pass', seat };
  const cards = Math.min(n, cardsThisTurn(s, seat));
  const guilds: GuildId[] = [];
  for (let k = 0; k < cards; k++) guilds.push(GUILDS[wanted.guilds[k]!]!);
  return { type: 'plan', seat, guilds };
}

/**
 * The few actions the policy would consider, without noise: in planning passing and the plans of its
 * 1, 2, … best guilds; at a guild doing nothing, its best sale, its best purchase and its best recruit of
 * each window. The search's tree branches on these.
 */
export function policyOptions(s: GameState, seat: number): Action[] {
  const o = outlook(s, seat);
  if (s.phase === 'planning') {
    const ranked: { guild: GuildId; value: number }[] = [];
    for (let g = 0; g < s.guilds.length; g++) ranked.push({ guild: GUILDS[g]!, value: bestValueAt(s, o, g) });
    ranked.sort((a, b) => b.value - a.value);
    const out: Action[] = [{ type: 'pass', seat }];
    const cards = Math.min(ranked.length, cardsThisTurn(s, seat));
    for (let n = 1; n <= cards; n++)
      out.push({ type: 'plan', seat, guilds: ranked.slice(0, n).map((x) => x.guild) });
    return out;
  }
  const g = s.resolving!.guild;
  const out: Action[] = [{ type: 'nothing', seat }];
  const sell = bestSell(s, o, g);
  if (sell) out.push(sell.action);
  const buy = bestBuy(s, o, g);
  if (buy) out.push(buy.action);
  const guild = s.guilds[g]!;
  for (let w = 1; w <= guild.lodgings.length; w++) {
    const recruit = bestRecruit(s, o, g, w);
    if (recruit) out.push(recruit.action);
  }
  return out;
}

/** What the seat would do at guild g were it called now, without noise: what a plan goes there for. */
export function bestActionAt(s: GameState, seat: number, g: number): Action {
  return bestAt(s, outlook(s, seat), g, null);
}

function act(s: GameState, o: Outlook, random: BotRandom): Action {
  return bestAt(s, o, s.resolving!.guild, random);
}

/** The payment of the best recruit so far in `bestAt`, by number of goods types: reused (its action copies it). */
const KEPT_PAYMENT: number[][] = [];

/**
 * The best option at guild g (doing nothing is worth 0), each value noisy when `random` is given: its
 * sale, its purchase, then its recruit of each window, a noise drawn for each in that order. Only the
 * best option's action is built.
 */
function bestAt(s: GameState, o: Outlook, g: number, random: BotRandom | null): Action {
  let best = 0;
  let chosen: Action['type'] = 'nothing';
  const sold = bestSellCount(s, o, g);
  if (sold > 0) {
    const value = noisy(sellWorth(s, o, g, sold), random);
    if (value > best) {
      best = value;
      chosen = 'sell';
    }
  }
  const goods = bought(s.guilds[g]!.storehouse.length);
  const buy = boughtWorth(s, o, g, goods);
  if (buy > 0) {
    const value = noisy(buy, random);
    if (value > best) {
      best = value;
      chosen = 'buy';
    }
  }
  let window = 0;
  let ability: Worth['ability'];
  const payer = s.seats[o.seat]!.goods.length;
  const kept = (KEPT_PAYMENT[payer] ??= new Array<number>(payer));
  const lodgings = s.guilds[g]!.lodgings.length;
  for (let w = 1; w <= lodgings; w++) {
    const worth = recruitWorth(s, o, g, w);
    if (!worth) continue;
    const value = noisy(worth.value, random);
    if (value > best) {
      best = value;
      chosen = 'recruit';
      window = w;
      ability = worth.ability;
      const cheapest = CHEAPEST[payer]!;
      for (let t = 0; t < payer; t++) kept[t] = cheapest[t]!;
    }
  }
  const seat = o.seat;
  if (chosen === 'sell') return { type: 'sell', seat, count: sold };
  if (chosen === 'buy') return { type: 'buy', seat, goods: toGoodsCount(goods) };
  if (chosen === 'recruit') return recruitAction(seat, window, kept, ability);
  return { type: 'nothing', seat };
}

/** A value with the policy's noise when `random` is given. */
function noisy(value: number, random: BotRandom | null): number {
  return random ? value + NOISE * random.float() : value;
}

function recruitAction(seat: number, w: number, payment: number[], ability: Worth['ability']): Action {
  const action: Action = { type: 'recruit', seat, window: w, payment: toGoodsCount(payment), toFront: true };
  if (ability) action.ability = ability;
  return action;
}

/** The value of `bestAt` without noise, no action built: what planning weighs each guild by. */
function bestValueAt(s: GameState, o: Outlook, g: number): number {
  let best = 0;
  const have = s.seats[o.seat]!.goods[g]!;
  if (have > 0) {
    const sell = sellWorth(s, o, g, bestSellCount(s, o, g));
    if (sell > best) best = sell;
  }
  const buy = boughtWorth(s, o, g, bought(s.guilds[g]!.storehouse.length));
  if (buy > best) best = buy;
  const guild = s.guilds[g]!;
  for (let w = 1; w <= guild.lodgings.length; w++) {
    const recruit = recruitWorth(s, o, g, w);
    if (recruit && recruit.value > best) best = recruit.value;
  }
  return best;
}

/** What selling k goods of guild g is worth. */
function sellWorth(s: GameState, o: Outlook, g: number, k: number): number {
  return talersWorth(s, o, priceOf(s, o, g) * k) + goodsWorth(s, o, g, -k);
}

/** How many goods the best sale sells (the first of equally good counts). */
function bestSellCount(s: GameState, o: Outlook, g: number): number {
  const have = s.seats[o.seat]!.goods[g]!;
  let best = 0;
  let bestValue = 0;
  for (let k = 1; k <= have; k++) {
    const value = sellWorth(s, o, g, k);
    if (best === 0 || value > bestValue) {
      best = k;
      bestValue = value;
    }
  }
  return best;
}

function bestSell(s: GameState, o: Outlook, g: number): Option | null {
  const k = bestSellCount(s, o, g);
  if (k === 0) return null;
  return { value: sellWorth(s, o, g, k), action: { type: 'sell', seat: o.seat, count: k } };
}

/** Goods counts of a purchase being weighed, by number of goods types: reused (a purchase built copies them). */
const BOUGHT: number[][] = [];

function bought(types: number): number[] {
  return (BOUGHT[types] ??= new Array<number>(types));
}

/** Goods bought one at a time into `into`, each the type worth most, while a good is worth its price; their worth. */
function boughtWorth(s: GameState, o: Outlook, g: number, into: number[]): number {
  const p = s.seats[o.seat]!;
  const unit = priceOf(s, o, g);
  const store = s.guilds[g]!.storehouse;
  const limit = s.resolving?.guild === g ? buyLimit(s) : 3;
  const most = Math.min(limit, unit > 0 ? Math.floor(p.talers / unit) : limit);
  for (let t = 0; t < into.length; t++) into[t] = 0;
  let value = 0;
  let spent = 0;
  for (let k = 0; k < most; k++) {
    let bestType = -1;
    let bestGain = 0;
    const cost = -talersWorth(s, o, -unit, -spent);
    for (let t = 0; t < store.length; t++) {
      if (store[t]! - into[t]! <= 0) continue;
      const gain = goodsGain(s, o, t, into[t]!) - cost;
      if (gain > bestGain) {
        bestGain = gain;
        bestType = t;
      }
    }
    if (bestType < 0) break;
    into[bestType]!++;
    spent += unit;
    value += bestGain;
  }
  return value;
}

function bestBuy(s: GameState, o: Outlook, g: number): Option | null {
  const goods = bought(s.guilds[g]!.storehouse.length);
  const value = boughtWorth(s, o, g, goods);
  if (value <= 0) return null;
  return { value, action: { type: 'buy', seat: o.seat, goods: toGoodsCount(goods) } };
}

/** The cheapest payment of the recruit being weighed, by number of goods types: reused (an action copies it). */
const CHEAPEST: number[][] = [];
/** The seat's goods once that payment is made, by number of goods types: reused (the guest's worth reads it at once). */
const LEFT: number[][] = [];

/**
 * What recruiting window w's guest is worth with the seat's cheapest payment (the first of equally cheap
 * ones, left in CHEAPEST), and the ability it would choose; null if the seat cannot pay.
 */
function recruitWorth(s: GameState, o: Outlook, g: number, w: number): Worth | null {
  const guild = s.guilds[g]!;
  const guest = guild.lodgings[w - 1];
  if (!guest) return null;
  const goods = s.seats[o.seat]!.goods;
  const cheapest = (CHEAPEST[goods.length] ??= new Array<number>(goods.length));
  const cost = cheapestPayment(s, o, goods, w, g, cheapest);
  if (cost === Infinity) return null;
  const left = (LEFT[goods.length] ??= new Array<number>(goods.length));
  for (let t = 0; t < goods.length; t++) left[t] = goods[t]! - cheapest[t]!;
  const { value, ability } = guestWorth(s, o, guest, left);
  let roofTalers = 0;
  for (let j = 0; j < guild.roof.length; j++) roofTalers += guild.roof[j]!;
  return { value: value - cost + talersWorth(s, o, roofTalers) + 0.3, ability };
}

/** The best recruit of window w the seat can pay for, with its cheapest payment, or null. */
function bestRecruit(s: GameState, o: Outlook, g: number, w: number): Option | null {
  const worth = recruitWorth(s, o, g, w);
  if (!worth) return null;
  const action = recruitAction(o.seat, w, CHEAPEST[s.seats[o.seat]!.goods.length]!, worth.ability);
  return { value: worth.value, action };
}
