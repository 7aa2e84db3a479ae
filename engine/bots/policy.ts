// The fast policy that plays every seat in hard's simulations. It values each option at a guild by a
// handful of sums instead of applying it (tens of microseconds a decision): goods bought or sold move the
// seat's chance in this round's favourite races, payments are chosen to cost the least of those
// chances, guests are worth what they add to the seat's score (guestWorth.ts). Noisy, so that
// simulations vary.
import { GUILDS } from '../model/components.ts';
import { toGoodsCount } from '../model/goods.ts';
import { payments } from '../rules/recruit.ts';
import { buyLimit } from '../rules/trade.ts';
import { price } from '../model/state.ts';
import type { Action, GameState, GuildId } from '../model/types.ts';
import { guestWorth } from './guestWorth.ts';
import { cardsThisTurn } from './medium.ts';
import { goodsWorth, outlook, talersWorth, type Outlook } from './outlook.ts';
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

function plan(s: GameState, o: Outlook, random: BotRandom): Action {
  const seat = o.seat;
  const wanted: { guild: GuildId; value: number }[] = [];
  for (let g = 0; g < s.guilds.length; g++) {
    const value = bestAt(s, o, g, null).value + NOISE * random.float();
    if (value > PLAN_THRESHOLD) wanted.push({ guild: GUILDS[g]!, value });
  }
  if (wanted.length === 0) return { type: 'pass', seat };
  wanted.sort((a, b) => b.value - a.value);
  const cards = Math.min(wanted.length, cardsThisTurn(s, seat));
  return { type: 'plan', seat, guilds: wanted.slice(0, cards).map((x) => x.guild) };
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
    for (let g = 0; g < s.guilds.length; g++)
      ranked.push({ guild: GUILDS[g]!, value: bestAt(s, o, g, null).value });
    ranked.sort((a, b) => b.value - a.value);
    const out: Action[] = [{ type: 'pass', seat }];
    const cards = Math.min(ranked.length, cardsThisTurn(s, seat));
    for (let n = 1; n <= cards; n++)
      out.push({ type: 'plan', seat, guilds: ranked.slice(0, n).map((x) => x.guild) });
    return out;
  }
  const g = s.resolving!.guild;
  const out: Action[] = [{ type: 'nothing', seat }];
  for (const option of [bestSell(s, o, g), bestBuy(s, o, g), ...recruits(s, o, g)])
    if (option) out.push(option.action);
  return out;
}

/** What the seat would do at guild g were it called now, without noise: what a plan goes there for. */
export function bestActionAt(s: GameState, seat: number, g: number): Action {
  return bestAt(s, outlook(s, seat), g, null).action;
}

function act(s: GameState, o: Outlook, random: BotRandom): Action {
  return bestAt(s, o, s.resolving!.guild, random).action;
}

/** The best option at guild g (doing nothing is worth 0), each value noisy when `random` is given. */
function bestAt(s: GameState, o: Outlook, g: number, random: BotRandom | null): Option {
  let best: Option = { value: 0, action: { type: 'nothing', seat: o.seat } };
  for (const option of [bestSell(s, o, g), bestBuy(s, o, g), ...recruits(s, o, g)]) {
    if (!option) continue;
    const value = random ? option.value + NOISE * random.float() : option.value;
    if (value > best.value) best = { value, action: option.action };
  }
  return best;
}

function bestSell(s: GameState, o: Outlook, g: number): Option | null {
  const have = s.seats[o.seat]!.goods[g]!;
  const unit = price(s, g);
  let best: Option | null = null;
  for (let k = 1; k <= have; k++) {
    const value = talersWorth(s, o, unit * k) + goodsWorth(s, o, g, -k);
    if (!best || value > best.value) best = { value, action: { type: 'sell', seat: o.seat, count: k } };
  }
  return best;
}

/** Goods bought one at a time, each the type worth most, while a good is worth its price. */
function bestBuy(s: GameState, o: Outlook, g: number): Option | null {
  const p = s.seats[o.seat]!;
  const unit = price(s, g);
  const store = s.guilds[g]!.storehouse;
  const limit = s.resolving?.guild === g ? buyLimit(s) : 3;
  const most = Math.min(limit, unit > 0 ? Math.floor(p.talers / unit) : limit);
  const bought = new Array<number>(store.length).fill(0);
  let value = 0;
  let spent = 0;
  for (let k = 0; k < most; k++) {
    let bestType = -1;
    let bestGain = 0;
    const cost = -talersWorth(s, o, -unit, -spent);
    for (let t = 0; t < store.length; t++) {
      if (store[t]! - bought[t]! <= 0) continue;
      const gain = goodsWorth(s, o, t, bought[t]! + 1) - goodsWorth(s, o, t, bought[t]!) - cost;
      if (gain > bestGain) {
        bestGain = gain;
        bestType = t;
      }
    }
    if (bestType < 0) break;
    bought[bestType]!++;
    spent += unit;
    value += bestGain;
  }
  if (value <= 0) return null;
  return { value, action: { type: 'buy', seat: o.seat, goods: toGoodsCount(bought) } };
}

/** The best recruit of each window the seat can pay for, with its cheapest payment. */
function recruits(s: GameState, o: Outlook, g: number): Option[] {
  const p = s.seats[o.seat]!;
  const guild = s.guilds[g]!;
  const roofTalers = guild.roof.reduce((a, b) => a + b, 0);
  const bonus = talersWorth(s, o, roofTalers);
  const out: Option[] = [];
  for (let w = 1; w <= guild.lodgings.length; w++) {
    const guest = guild.lodgings[w - 1];
    if (!guest) continue;
    let cheapest: number[] | null = null;
    let cost = Infinity;
    for (const payment of payments(p.goods, w, g)) {
      let c = 0;
      for (let t = 0; t < payment.length; t++) if (payment[t]! > 0) c -= goodsWorth(s, o, t, -payment[t]!);
      if (c < cost) {
        cost = c;
        cheapest = payment;
      }
    }
    if (!cheapest) continue;
    const left = p.goods.map((n, t) => n - cheapest[t]!);
    const { value, ability } = guestWorth(s, o, guest, left);
    const action: Action = {
      type: 'recruit',
      seat: o.seat,
      window: w,
      payment: toGoodsCount(cheapest),
      toFront: true,
    };
    if (ability) action.ability = ability;
    out.push({ value: value - cost + bonus + 0.3, action });
  }
  return out;
}
