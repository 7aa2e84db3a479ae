// What things are worth to a seat in the fast policy (policy.ts): money, goods in this round's and next
// round's favourite races, craftsmen; memoised per decision, because the policy asks many times.
import { GUILDS, ROUNDS } from '../model/components.ts';
import { collection, type Collection } from '../model/state.ts';
import { RICHEST_VP } from '../rules/scoring.ts';
import type { GameState } from '../model/types.ts';
import {
  FUTURE_RACE_SHARPNESS,
  RACE_SHARPNESS,
  craftsmanValue,
  crestValue,
  distinctCrests,
  favourCounts,
  futurePrize,
  goodWorth,
  prizeTiles,
  raceShare,
  raceStillOpen,
  softShare,
  talerWorth,
  tilesValue,
} from './evaluate.ts';

/** A taler in the last round, beside the richest bonus (talersWorth): Tax Collectors still want it. */
const FINAL_TALER = 0.08;

/** What things are worth to the deciding seat now. */
export interface Outlook {
  seat: number;
  roundsAfter: number;
  /** A taler kept (in the last round, the richest bonus aside: talersWorth). */
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
  /** Memo of `goodsWorth` per guild, keyed by delta + CHANCE_OFFSET. */
  goods: number[][];
  /** Memo of a craftsman's worth per guild, keyed by value. */
  craftsmen: number[][];
  /** Memo of `richestShare`, keyed by the seat's talers. */
  richest: number[];
}

const CHANCE_OFFSET = 16;

/** A list of one number per seat for a race to be weighed, by table size: reused (the shares read it at once). */
const SCRATCH: number[][] = [];

function scratch(seats: number): number[] {
  return (SCRATCH[seats] ??= new Array<number>(seats).fill(0));
}

export function outlook(s: GameState, seat: number): Outlook {
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
    goods: counts.map(() => []),
    craftsmen: counts.map(() => []),
    richest: [],
  };
}

/** The seat's chance at guild t's favour with `delta` more goods of it. */
export function chance(s: GameState, o: Outlook, t: number, delta: number): number {
  const memo = o.chances[t]!;
  const known = memo[delta + CHANCE_OFFSET];
  if (known !== undefined) return known;
  const changed = scratch(o.counts[t]!.length);
  for (let j = 0; j < changed.length; j++) changed[j] = o.counts[t]![j]!;
  changed[o.seat]! += delta;
  const value = raceShare(s, changed, o.sharpness, o.seat);
  memo[delta + CHANCE_OFFSET] = value;
  return value;
}

/** What one more craftsman of guild g and value v adds to the seat's majorities. */
export function craftsmanWorth(o: Outlook, g: number, v: number): number {
  const memo = o.craftsmen[g]!;
  return (memo[v] ??= craftsmanValue(o.collections, o.seat, g, v));
}

/** The seat's share of next round's favour of guild t, carrying `delta` more goods of it. */
function futureChance(s: GameState, o: Outlook, t: number, delta: number): number {
  const memo = o.futureChances[t]!;
  const known = memo[delta + CHANCE_OFFSET];
  if (known !== undefined) return known;
  const goods = scratch(s.seats.length);
  for (let j = 0; j < goods.length; j++) goods[j] = s.seats[j]!.goods[t]!;
  goods[o.seat]! += delta;
  const value = softShare(goods, FUTURE_RACE_SHARPNESS, o.seat);
  memo[delta + CHANCE_OFFSET] = value;
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
  const known = o.richest[talers];
  if (known !== undefined) return known;
  const all = scratch(s.seats.length);
  for (let j = 0; j < all.length; j++) all[j] = s.seats[j]!.talers;
  all[o.seat] = talers;
  const share = softShare(all, RICHEST_SHARPNESS, o.seat);
  o.richest[talers] = share;
  return share;
}

/** What holding `delta` more (or fewer) goods of type t is worth: the favour races and the goods kept. */
export function goodsWorth(s: GameState, o: Outlook, t: number, delta: number): number {
  const memo = o.goods[t]!;
  const known = memo[delta + CHANCE_OFFSET];
  if (known !== undefined) return known;
  let races = o.prize[t]! * (chance(s, o, t, delta) - chance(s, o, t, 0));
  if (o.future[t]! > 0) races += o.future[t]! * (futureChance(s, o, t, delta) - futureChance(s, o, t, 0));
  const value = o.race * races + o.keep[t]! * delta;
  memo[delta + CHANCE_OFFSET] = value;
  return value;
}
