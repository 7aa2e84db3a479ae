// What things are worth to a seat in the fast policy (policy.ts): money, goods in this round's and next
// round's favourite races, craftsmen; memoised per decision, because the policy asks many times.
import { GUILDS, ROUNDS } from '../model/components.ts';
import { collection, price, type Collection } from '../model/state.ts';
import { RICHEST_VP } from '../rules/scoring.ts';
import type { GameState } from '../model/types.ts';
import {
  craftsmanValue,
  crestValue,
  distinctCrests,
  futurePrize,
  goodWorth,
  prizeTiles,
  talerWorth,
  tilesValue,
} from './evaluate.ts';
import {
  FUTURE_RACE_SHARPNESS,
  RACE_SHARPNESS,
  favourCountsInto,
  raceShare,
  raceStillOpen,
  softShare,
} from './races.ts';

/** A taler in the last round, beside the richest bonus (talersWorth): Tax Collectors still want it. */
const FINAL_TALER = 0.08;

/**
 * What things are worth to the deciding seat now. The policy asks for one at every decision of every
 * simulation, so one outlook per table size is reused (`outlook` starts its next decision), its memos
 * are flat lists of doubles, each entry beside the number of the decision that worked it out (so that a
 * new decision clears nothing), and what it knows of a guild is worked out when first asked
 * (`guildOutlook`): a decision at one guild seldom needs every guild's favour.
 */
export interface Outlook {
  seat: number;
  roundsAfter: number;
  /** A taler kept (in the last round, the richest bonus aside: talersWorth). */
  taler: number;
  /** The seat's margin over its best rival moves by more than its own gain in a race: the rival loses. */
  race: number;
  sharpness: number;
  /** This decision's number: a memo entry, or a guild's part, holds when it bears this number. */
  decision: number;
  /** Each seat's craftsmen: kept while the seat's tiles are the same list (a recruit makes a new one). */
  collections: Collection[];
  tilesOf: (readonly string[] | null)[];
  /** The seat's distinct crests (-1 until a guild's prize needs them). */
  distinct: number;
  /** Per guild, the decision for which the five lists below hold it. */
  known: Uint32Array;
  /** Each guild's price (its guildmaster's value). */
  price: Float64Array;
  /** Goods counts per guild per seat toward this round's favourites. */
  counts: number[][];
  /** What winning each guild's favour this round is worth to the seat. */
  prize: Float64Array;
  /** A good of each type kept, beyond the favours it wins. */
  keep: Float64Array;
  /** What next round's favour of each guild is worth, won by goods carried over. */
  future: Float64Array;
  /**
   * Memos of `chance`, `futureChance` and `goodsWorth` per guild, at t * SPAN + delta + CHANCE_OFFSET,
   * each with the decision its entries were worked out for.
   */
  chances: Float64Array;
  chancesFor: Uint32Array;
  futureChances: Float64Array;
  futureChancesFor: Uint32Array;
  goods: Float64Array;
  goodsFor: Uint32Array;
  /** Memo of `goodsGain` per guild, at t * GAINS + count, and its decisions. */
  gains: Float64Array;
  gainsFor: Uint32Array;
  /** Memo of a craftsman's worth per guild, at g * VALUES + value, and its decisions. */
  craftsmen: Float64Array;
  craftsmenFor: Uint32Array;
  /** Memo of `richestShare`, keyed by the seat's talers. */
  richest: number[];
}

/** Deltas of goods the memos hold, from -CHANCE_OFFSET to CHANCE_OFFSET (others are worked out each time). */
const CHANCE_OFFSET = 16;
const SPAN = 2 * CHANCE_OFFSET + 1;
/** Craftsman values the memo of their worth holds (below this). */
const VALUES = 16;
/** Goods held beyond the seat's own the memo of their gains holds (below this): a purchase buys at most 3. */
const GAINS = 4;

/** A list of one number per seat for a race to be weighed, by table size: reused (the shares read it at once). */
const SCRATCH: number[][] = [];

function scratch(seats: number): number[] {
  return (SCRATCH[seats] ??= new Array<number>(seats).fill(0));
}

/** The outlook of each table size, filled again for each decision. */
const OUTLOOKS: Outlook[] = [];
/** The largest decision number a memo's list holds. */
const LAST_DECISION = 0xffffffff;

function blank(seats: number, guilds: number): Outlook {
  return {
    seat: 0,
    roundsAfter: 0,
    taler: 0,
    race: 1 + 1 / (seats - 1),
    sharpness: 0,
    decision: 0,
    collections: new Array<Collection>(seats),
    tilesOf: new Array<readonly string[] | null>(seats).fill(null),
    distinct: -1,
    known: new Uint32Array(guilds),
    price: new Float64Array(guilds),
    counts: Array.from({ length: guilds }, () => new Array<number>(seats).fill(0)),
    prize: new Float64Array(guilds),
    keep: new Float64Array(guilds),
    future: new Float64Array(guilds),
    chances: new Float64Array(guilds * SPAN),
    chancesFor: new Uint32Array(guilds * SPAN),
    futureChances: new Float64Array(guilds * SPAN),
    futureChancesFor: new Uint32Array(guilds * SPAN),
    goods: new Float64Array(guilds * SPAN),
    goodsFor: new Uint32Array(guilds * SPAN),
    gains: new Float64Array(guilds * GAINS),
    gainsFor: new Uint32Array(guilds * GAINS),
    craftsmen: new Float64Array(guilds * VALUES),
    craftsmenFor: new Uint32Array(guilds * VALUES),
    richest: [],
  };
}

/**
 * The seat's outlook on `s`, in the one object of its table size: valid until the next call (the
 * policy's decisions never overlap).
 */
export function outlook(s: GameState, seat: number): Outlook {
  const n = s.seats.length;
  const guilds = s.guilds.length;
  let o = OUTLOOKS[n];
  // Numbered from 1 (a blank memo's 0 is no decision's); a new outlook when the numbers run out.
  if (!o || o.known.length !== guilds || o.decision === LAST_DECISION) o = OUTLOOKS[n] = blank(n, guilds);
  o.decision++;
  const roundsAfter = ROUNDS - s.round;
  o.seat = seat;
  o.roundsAfter = roundsAfter;
  o.taler = roundsAfter > 0 ? talerWorth(roundsAfter) : FINAL_TALER;
  o.sharpness = raceStillOpen(s) ? RACE_SHARPNESS : Infinity;
  for (let j = 0; j < n; j++) {
    const tiles = s.seats[j]!.tiles;
    if (o.tilesOf[j] === tiles) continue;
    o.collections[j] = collection(s.seats[j]!, guilds);
    o.tilesOf[j] = tiles;
  }
  o.distinct = -1;
  o.richest.length = 0;
  return o;
}

/** Guild g's part of the outlook, worked out on first use in a decision (the check apart, to be cheap). */
function guildOutlook(s: GameState, o: Outlook, g: number): void {
  if (o.known[g] !== o.decision) workOutGuild(s, o, g);
}

/** Guild g's favour counts, what its favour is worth to the seat, its price, a good of it kept and next round's favour. */
function workOutGuild(s: GameState, o: Outlook, g: number): void {
  o.known[g] = o.decision;
  favourCountsInto(s, g, o.counts[g]!);
  const p = s.seats[o.seat]!;
  if (o.distinct < 0) o.distinct = distinctCrests(p);
  const final = o.roundsAfter === 0;
  let crests = 0;
  if (s.guilds[g]!.crestsLeft > 0 && !p.crests.includes(GUILDS[g]!)) crests++;
  if (s.prestige === g) crests++;
  const crestGain = crestValue(o.distinct + crests, final) - crestValue(o.distinct, final);
  o.prize[g] = crestGain + tilesValue(s, o.collections, o.seat, prizeTiles(s, g), o.roundsAfter);
  o.price[g] = price(s, g);
  o.keep[g] = goodWorth(s, g, o.roundsAfter);
  o.future[g] = o.roundsAfter > 0 ? futurePrize(s, g) : 0;
}

/** Guild g's price. */
export function priceOf(s: GameState, o: Outlook, g: number): number {
  guildOutlook(s, o, g);
  return o.price[g]!;
}

/** What winning guild t's favour this round is worth to the seat. */
export function prizeOf(s: GameState, o: Outlook, t: number): number {
  guildOutlook(s, o, t);
  return o.prize[t]!;
}

/** Where a memo of guild t holds `delta`, or -1 beyond its span. */
function slot(t: number, delta: number): number {
  return delta >= -CHANCE_OFFSET && delta <= CHANCE_OFFSET ? t * SPAN + delta + CHANCE_OFFSET : -1;
}

/** The seat's chance at guild t's favour with `delta` more goods of it. */
export function chance(s: GameState, o: Outlook, t: number, delta: number): number {
  const at = slot(t, delta);
  if (at >= 0 && o.chancesFor[at] === o.decision) return o.chances[at]!;
  guildOutlook(s, o, t);
  const counts = o.counts[t]!;
  const changed = scratch(counts.length);
  for (let j = 0; j < changed.length; j++) changed[j] = counts[j]!;
  changed[o.seat]! += delta;
  const value = raceShare(s, changed, o.sharpness, o.seat);
  if (at >= 0) {
    o.chances[at] = value;
    o.chancesFor[at] = o.decision;
  }
  return value;
}

/** What one more craftsman of guild g and value v adds to the seat's majorities. */
export function craftsmanWorth(o: Outlook, g: number, v: number): number {
  if (v < 0 || v >= VALUES) return craftsmanValue(o.collections, o.seat, g, v);
  const at = g * VALUES + v;
  if (o.craftsmenFor[at] === o.decision) return o.craftsmen[at]!;
  o.craftsmenFor[at] = o.decision;
  return (o.craftsmen[at] = craftsmanValue(o.collections, o.seat, g, v));
}

/** The seat's share of next round's favour of guild t, carrying `delta` more goods of it. */
function futureChance(s: GameState, o: Outlook, t: number, delta: number): number {
  const at = slot(t, delta);
  if (at >= 0 && o.futureChancesFor[at] === o.decision) return o.futureChances[at]!;
  const goods = scratch(s.seats.length);
  for (let j = 0; j < goods.length; j++) goods[j] = s.seats[j]!.goods[t]!;
  goods[o.seat]! += delta;
  const value = softShare(goods, FUTURE_RACE_SHARPNESS, o.seat);
  if (at >= 0) {
    o.futureChances[at] = value;
    o.futureChancesFor[at] = o.decision;
  }
  return value;
}

/**
 * A seat's weight in the race for richest grows by e^this per taler: a soft race, since every seat still
 * buys and sells before the game ends.
 */
const RICHEST_SHARPNESS = 0.5;

/**
 * What holding `delta` more (or fewer) talers is worth, from `from` talers more than the seat holds. In the
 * last round mostly the richest bonus, which a seat that spends freely hands to its rivals (README,
 * seventh session).
 */
export function talersWorth(s: GameState, o: Outlook, delta: number, from = 0): number {
  if (o.roundsAfter > 0) return o.taler * delta;
  const held = s.seats[o.seat]!.talers + from;
  const race = richestShare(s, o, held + delta) - richestShare(s, o, held);
  return o.taler * delta + o.race * RICHEST_VP * race;
}

/** The seat's share of the race for richest, holding `talers` against what the others hold now. */
function richestShare(s: GameState, o: Outlook, talers: number): number {
  const known = talers >= 0 ? o.richest[talers] : undefined;
  if (known !== undefined) return known;
  const all = scratch(s.seats.length);
  for (let j = 0; j < all.length; j++) all[j] = s.seats[j]!.talers;
  all[o.seat] = talers;
  const share = softShare(all, RICHEST_SHARPNESS, o.seat);
  if (talers >= 0) o.richest[talers] = share;
  return share;
}

/** What holding `delta` more (or fewer) goods of type t is worth: the favour races and the goods kept. */
export function goodsWorth(s: GameState, o: Outlook, t: number, delta: number): number {
  const at = slot(t, delta);
  if (at >= 0 && o.goodsFor[at] === o.decision) return o.goods[at]!;
  return newGoodsWorth(s, o, t, delta, at);
}

/** `goodsWorth` not yet in its memo (`at`: its place there, -1 if none). */
function newGoodsWorth(s: GameState, o: Outlook, t: number, delta: number, at: number): number {
  guildOutlook(s, o, t);
  let races = o.prize[t]! * (chance(s, o, t, delta) - chance(s, o, t, 0));
  if (o.future[t]! > 0) races += o.future[t]! * (futureChance(s, o, t, delta) - futureChance(s, o, t, 0));
  const value = o.race * races + o.keep[t]! * delta;
  if (at >= 0) {
    o.goods[at] = value;
    o.goodsFor[at] = o.decision;
  }
  return value;
}

/** What one more good of type t is worth holding `count` more than the seat does: what a purchase weighs. */
export function goodsGain(s: GameState, o: Outlook, t: number, count: number): number {
  if (count < 0 || count >= GAINS) return goodsWorth(s, o, t, count + 1) - goodsWorth(s, o, t, count);
  const at = t * GAINS + count;
  if (o.gainsFor[at] === o.decision) return o.gains[at]!;
  o.gainsFor[at] = o.decision;
  return (o.gains[at] = goodsWorth(s, o, t, count + 1) - goodsWorth(s, o, t, count));
}
