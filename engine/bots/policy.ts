// The fast policy that plays every seat in hard's simulations. It values each option at a guild by a
// handful of sums instead of applying it (tens of microseconds a decision): goods bought or sold move the
// seat's chance in this round's favourite races, payments are chosen to cost the least of those
// chances, guests are worth what they add to the seat's score. Slightly noisy, so that simulations vary.
import { GOODS, GUILDS, MAX_AGENTS, ROUNDS, craftsman, townsman } from '../components.ts';
import { toGoodsCount, total } from '../goods.ts';
import { payments } from '../rules/recruit.ts';
import { burglarTake } from '../rules/townsmen.ts';
import { buyLimit } from '../rules/trade.ts';
import { collection, price, type Collection } from '../state.ts';
import type { Ability, Action, GameState, GuildId } from '../types.ts';
import {
  AGENT_PER_ROUND,
  FUTURE_RACE_SHARPNESS,
  RACE_SHARPNESS,
  TALER_PER_ROUND,
  craftsmanValue,
  crestValue,
  distinctCrests,
  favourCounts,
  futurePrize,
  goodWorth,
  prizeTiles,
  raceShares,
  raceStillOpen,
  softShares,
  talerWorth,
  tilesValue,
} from './evaluate.ts';
import { cardsThisTurn } from './medium.ts';
import type { BotRandom } from './random.ts';

/** A taler in the last round: only the richest bonus and Tax Collectors still want it. */
const FINAL_TALER = 0.08;
/** An option must be worth this much to spend an agent on it. */
const PLAN_THRESHOLD = 0.3;
/** Uniform noise added to option values, in projected VP. */
const NOISE = 0.4;

/** What things are worth to the deciding seat now. */
interface Outlook {
  seat: number;
  roundsAfter: number;
  /** A taler kept. */
  taler: number;
  /** A good of each type kept, beyond the favours it wins. */
  keep: number[];
  /** Goods counts per guild per seat toward this round's favourites. */
  counts: number[][];
  /** What winning each guild's favour this round is worth to the seat. */
  prize: number[];
  /** What next round's favour of each guild is worth, won by goods carried over. */
  future: number[];
  /** The seat's margin over its best rival moves by more than its own gain in a race: the rival loses. */
  race: number;
  sharpness: number;
  collections: Collection[];
  /** Memos of `chance` and `futureChance` per guild, keyed by delta + CHANCE_OFFSET. */
  chances: number[][];
  futureChances: number[][];
  /** Memo of a craftsman's worth per guild, keyed by value. */
  craftsmen: number[][];
}

const CHANCE_OFFSET = 16;

export function policyAction(s: GameState, seat: number, random: BotRandom): Action {
  const o = outlook(s, seat);
  return s.phase === 'planning' ? plan(s, o, random) : act(s, o, random);
}

function outlook(s: GameState, seat: number): Outlook {
  const guilds = s.guilds.length;
  const roundsAfter = ROUNDS - s.round;
  const taler = roundsAfter > 0 ? talerWorth(roundsAfter) : FINAL_TALER;
  const collections: Collection[] = [];
  for (const p of s.seats) collections.push(collection(p, guilds));
  const counts: number[][] = [];
  const prize: number[] = [];
  const p = s.seats[seat]!;
  const distinct = distinctCrests(p);
  const final = roundsAfter === 0;
  for (let g = 0; g < guilds; g++) {
    counts.push(favourCounts(s, g));
    let crests = 0;
    if (s.guilds[g]!.crestsLeft > 0 && !p.crests.includes(GUILDS[g]!)) crests++;
    if (s.prestige === g) crests++;
    const crestGain = crestValue(distinct + crests, final) - crestValue(distinct, final);
    prize.push(crestGain + tilesValue(s, collections, seat, prizeTiles(s, g), roundsAfter));
  }
  const keep: number[] = [];
  const future: number[] = [];
  for (let g = 0; g < guilds; g++) {
    keep.push(goodWorth(s, g, roundsAfter));
    future.push(roundsAfter > 0 ? futurePrize(s, g) : 0);
  }
  return {
    seat,
    roundsAfter,
    taler,
    keep,
    counts,
    prize,
    future,
    race: 1 + 1 / (s.seats.length - 1),
    sharpness: raceStillOpen(s) ? RACE_SHARPNESS : Infinity,
    collections,
    chances: counts.map(() => []),
    futureChances: counts.map(() => []),
    craftsmen: counts.map(() => []),
  };
}

/** The seat's chance at guild t's favour with `delta` more goods of it. */
function chance(s: GameState, o: Outlook, t: number, delta: number): number {
  const memo = o.chances[t]!;
  const known = memo[delta + CHANCE_OFFSET];
  if (known !== undefined) return known;
  const changed = o.counts[t]!.slice();
  changed[o.seat]! += delta;
  const value = raceShares(s, changed, o.sharpness)?.[o.seat] ?? 0;
  memo[delta + CHANCE_OFFSET] = value;
  return value;
}

/** What one more craftsman of guild g and value v adds to the seat's majorities. */
function craftsmanWorth(o: Outlook, g: number, v: number): number {
  const memo = o.craftsmen[g]!;
  return (memo[v] ??= craftsmanValue(o.collections, o.seat, g, v));
}

/** The seat's share of next round's favour of guild t, carrying `delta` more goods of it. */
function futureChance(s: GameState, o: Outlook, t: number, delta: number): number {
  const memo = o.futureChances[t]!;
  const known = memo[delta + CHANCE_OFFSET];
  if (known !== undefined) return known;
  const goods = s.seats.map((p) => p.goods[t]!);
  goods[o.seat]! += delta;
  const value = softShares(goods, FUTURE_RACE_SHARPNESS)[o.seat]!;
  memo[delta + CHANCE_OFFSET] = value;
  return value;
}

/** What holding `delta` more (or fewer) goods of type t is worth: the favour races and the goods kept. */
function goodsWorth(s: GameState, o: Outlook, t: number, delta: number): number {
  let races = o.prize[t]! * (chance(s, o, t, delta) - chance(s, o, t, 0));
  if (o.future[t]! > 0) races += o.future[t]! * (futureChance(s, o, t, delta) - futureChance(s, o, t, 0));
  return o.race * races + o.keep[t]! * delta;
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
    const value = o.taler * unit * k + goodsWorth(s, o, g, -k);
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
  for (let k = 0; k < most; k++) {
    let bestType = -1;
    let bestGain = 0;
    for (let t = 0; t < store.length; t++) {
      if (store[t]! - bought[t]! <= 0) continue;
      const gain = goodsWorth(s, o, t, bought[t]! + 1) - goodsWorth(s, o, t, bought[t]!) - o.taler * unit;
      if (gain > bestGain) {
        bestGain = gain;
        bestType = t;
      }
    }
    if (bestType < 0) break;
    bought[bestType]!++;
    value += bestGain;
  }
  if (value <= 0) return null;
  return { value, action: { type: 'buy', seat: o.seat, goods: toGoodsCount(bought) } };
}

/** The best recruit of each window the seat can pay for, with its cheapest payment. */
function recruits(s: GameState, o: Outlook, g: number): Option[] {
  const p = s.seats[o.seat]!;
  const guild = s.guilds[g]!;
  const bonus = o.taler * guild.roof.reduce((a, b) => a + b, 0);
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

/** What a guest adds for the seat, and the ability choice it comes with. `left`: goods after paying. */
function guestWorth(
  s: GameState,
  o: Outlook,
  guest: string,
  left: number[],
): { value: number; ability?: Ability } {
  const p = s.seats[o.seat]!;
  const c = craftsman(guest);
  if (c) {
    let value = craftsmanWorth(o, c.guild, c.value);
    if (o.collections[o.seat]!.count[c.guild] === 0) value += 1.5;
    if (c.agentPlus && p.agentsTotal < MAX_AGENTS) value += AGENT_PER_ROUND * o.roundsAfter;
    return { value };
  }
  const t = townsman(guest)!;
  const perRound = TALER_PER_ROUND * o.roundsAfter;
  switch (t.type) {
    case 'councilman':
      return { value: p.agentsTotal < MAX_AGENTS ? AGENT_PER_ROUND * o.roundsAfter + 0.8 : 0 };
    case 'burglar':
      return burglary(s, o);
    case 'guardsman':
      return { value: 0.3 };
    case 'musician':
      return { value: perRound * (t.value ?? 0) };
    case 'mayor': {
      const count = o.collections[o.seat]!.count;
      let best = 0;
      for (let g = 1; g < count.length; g++) if (count[g]! > count[best]!) best = g;
      return { value: perRound * (count[best]! + 1), ability: { guild: GUILDS[best]! } };
    }
    case 'peddler':
      return peddling(s, o, left);
    case 'nobleman':
      return { value: t.value ?? 0 };
    case 'taxCollector':
      return { value: Math.floor(p.talers / 10) + 0.5 };
    case 'engraver': {
      const d = distinctCrests(p);
      return { value: crestValue(d + 1, false) - crestValue(d, false) + 0.5 };
    }
    case 'foreman':
      return { value: p.tiles.filter((id) => craftsman(id)?.value === t.value).length + 0.5 * o.roundsAfter };
    case 'apprentice':
      return { value: 1.5 };
  }
}

/** The Burglar robs the seat with most goods of the two goods worth most to the robber. */
function burglary(s: GameState, o: Outlook): { value: number; ability?: Ability } {
  let victim = -1;
  for (let v = 0; v < s.seats.length; v++) {
    if (v === o.seat || burglarTake(s, v) === 0) continue;
    if (victim < 0 || total(s.seats[v]!.goods) > total(s.seats[victim]!.goods)) victim = v;
  }
  if (victim < 0) return { value: 0 };
  const goods = s.seats[victim]!.goods;
  const taken = new Array<number>(goods.length).fill(0);
  let value = 0;
  for (let k = 0; k < burglarTake(s, victim); k++) {
    let best = -1;
    let gain = -Infinity;
    for (let t = 0; t < goods.length; t++) {
      if (goods[t]! - taken[t]! <= 0) continue;
      const x = goodsWorth(s, o, t, taken[t]! + 1) - goodsWorth(s, o, t, taken[t]!);
      if (x > gain) {
        gain = x;
        best = t;
      }
    }
    taken[best]!++;
    value += gain;
  }
  return { value, ability: { victim, goods: toGoodsCount(taken) } };
}

/** The Peddler carries one good worth four in the race where that helps most. */
function peddling(s: GameState, o: Outlook, left: number[]): { value: number; ability?: Ability } {
  let best = -1;
  let gain = -Infinity;
  for (let t = 0; t < left.length; t++) {
    if (left[t]! <= 0) continue;
    // The good leaves the seat's goods for the tile, where it counts four: three more in all.
    const x = o.prize[t]! * (chance(s, o, t, 3) - chance(s, o, t, 0));
    if (x > gain) {
      gain = x;
      best = t;
    }
  }
  return best < 0 ? { value: 0 } : { value: gain, ability: { good: GOODS[best]! } };
}
