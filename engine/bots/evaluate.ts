// How good a position is for each seat: the final score it is heading for. The score of what each seat
// holds now, plus this round's favourites weighted by how likely each seat is to win them, plus what
// money, goods, agents and income are worth in the rounds still to come. Used by medium (one move
// ahead) and by hard (at the end of its simulations).
import { GUILDS, MAX_AGENTS, ROUNDS, craftsman, townsman } from '../model/components.ts';
import {
  FUTURE_RACE_SHARPNESS,
  RACE_SHARPNESS,
  favourCounts,
  raceShares,
  raceStillOpen,
  softShares,
} from './races.ts';
import { crestVp, score, THIRTY_PLUS } from '../rules/scoring.ts';
import { collection, price, stackWindow, visibleWorkshopTile, type Collection } from '../model/state.ts';
import type { GameState, SeatState } from '../model/types.ts';

/** Crest VP by distinct crests while the game runs: the rulebook's table, its first steps smoothed so
 *  that the first crests, which earn nothing yet, still count toward the later ones. */
const CREST_VALUE = [0, 0.9, 2, 3.3, 5.3, 9, 14, 20];
const ALL_TYPES_VP = 5;
const THIRTY_PLUS_VP = 2;
/** What a taler is worth per round still to come (it buys goods, and so favourites). */
export const TALER_PER_ROUND = 0.13;
/** An agent above the starting four, per round still to come. */
export const AGENT_PER_ROUND = 1.1;
const FUTURE_PRIZE_WEIGHT = 0.55;
/** Being earlier in turn order: first pick at every guild and tie-breaks. */
const TURN_ORDER_STEP = 0.25;
/** A good kept is worth this share of its guild's price in talers. */
const GOOD_PRICE_SHARE = 0.3;

export function crestValue(distinct: number, final: boolean): number {
  if (final) return crestVp(distinct);
  if (distinct <= CREST_VALUE.length - 1) return CREST_VALUE[Math.floor(distinct)]!;
  return CREST_VALUE[CREST_VALUE.length - 1]!;
}

/** The projected final score of every seat. */
export function projectedScores(s: GameState): number[] {
  const scores = score(s);
  if (s.phase === 'finished') {
    // Final ties go to more craftsmen, then more craftsman value.
    return scores.map((x) => x.total + 0.01 * x.craftsmen + 0.0001 * x.craftsmenValue);
  }
  const n = s.seats.length;
  const guilds = s.guilds.length;
  const roundsAfter = ROUNDS - s.round;
  const collections: Collection[] = [];
  for (const p of s.seats) collections.push(collection(p, guilds));
  const out: number[] = [];
  for (let j = 0; j < n; j++) {
    const b = scores[j]!.breakdown;
    // Crests and all-types are re-valued below with what this round's favourites may add.
    out.push(b.townsmen + b.majorities + b.thirtyPlus + b.richest / (1 + roundsAfter));
  }
  const distinct = s.seats.map(distinctCrests);
  const expectedCrests = distinct.slice();
  const contested = raceStillOpen(s);
  for (let g = 0; g < guilds; g++) {
    const shares = raceShares(s, favourCounts(s, g), contested ? RACE_SHARPNESS : Infinity);
    if (!shares) continue;
    const tiles = prizeTiles(s, g);
    for (let j = 0; j < n; j++) {
      const share = shares[j]!;
      if (share === 0) continue;
      out[j]! += share * tilesValue(s, collections, j, tiles, roundsAfter);
      const p = s.seats[j]!;
      let crests = 0;
      if (s.guilds[g]!.crestsLeft > 0 && !p.crests.includes(GUILDS[g]!)) crests++;
      if (s.prestige === g) crests++;
      expectedCrests[j]! += share * crests;
    }
  }
  const final = roundsAfter === 0;
  for (let j = 0; j < n; j++) {
    const p = s.seats[j]!;
    const c = collections[j]!;
    out[j]! += interpolatedCrestValue(expectedCrests[j]!, final);
    out[j]! += allTypesValue(c, guilds, roundsAfter);
    if (roundsAfter > 0) out[j]! += resourceValue(s, p, c, roundsAfter);
    out[j]! += TURN_ORDER_STEP * (n - 1 - s.turnOrder.indexOf(j));
  }
  if (roundsAfter > 0) addFutureFavourites(s, out);
  return out;
}

/** The seat's projected score minus the best other seat's: what a bot maximises. */
export function evaluate(s: GameState, seat: number): number {
  return margin(projectedScores(s), seat);
}

export function margin(scores: readonly number[], seat: number): number {
  let best = -Infinity;
  for (let j = 0; j < scores.length; j++) if (j !== seat && scores[j]! > best) best = scores[j]!;
  return scores[seat]! - best;
}

export function distinctCrests(p: SeatState): number {
  let guildCrests = 0;
  let prestige = 0;
  for (let i = 0; i < p.crests.length; i++) {
    const c = p.crests[i]!;
    if (c === 'prestige') prestige++;
    else if (p.crests.indexOf(c) === i) guildCrests++;
  }
  let engravers = 0;
  for (const id of p.tiles) if (townsman(id)?.type === 'engraver') engravers++;
  return guildCrests + prestige + engravers;
}

function interpolatedCrestValue(x: number, final: boolean): number {
  const lo = Math.floor(x);
  const frac = x - lo;
  const a = crestValue(lo, final);
  return frac === 0 ? a : a + frac * (crestValue(lo + 1, final) - a);
}

/** The craftsmen the favourite of guild g takes at this round's end. */
export function prizeTiles(s: GameState, g: number): string[] {
  const guild = s.guilds[g]!;
  const gm = visibleWorkshopTile(guild, 0);
  if (!gm) return [];
  return guild.stacked !== null && stackWindow(guild) === 0 ? [gm, guild.workshop[0]!] : [gm];
}

/** What taking these craftsmen adds to seat j's score: majority, 30+, and an agent per agent+ tile. */
export function tilesValue(
  s: GameState,
  collections: Collection[],
  j: number,
  tiles: readonly string[],
  roundsAfter: number,
): number {
  let value = 0;
  const p = s.seats[j]!;
  let agents = p.agentsTotal;
  for (const id of tiles) {
    const info = craftsman(id);
    if (!info) continue;
    value += craftsmanValue(collections, j, info.guild, info.value);
    if (info.agentPlus && agents < MAX_AGENTS) {
      agents++;
      value += AGENT_PER_ROUND * roundsAfter;
    }
  }
  return value;
}

/** The majority and 30+ VP seat j gains by adding one craftsman of this value to guild g. */
export function craftsmanValue(collections: Collection[], j: number, g: number, v: number): number {
  const c = collections[j]!;
  const before = seatMajorityVp(collections, g, j);
  c.value[g]! += v;
  c.count[g]!++;
  const after = seatMajorityVp(collections, g, j);
  const thirty = c.value[g]! >= THIRTY_PLUS && c.value[g]! - v < THIRTY_PLUS ? THIRTY_PLUS_VP : 0;
  c.value[g]! -= v;
  c.count[g]!--;
  // A craftsman is also worth its value toward majorities still to be fought over.
  return after - before + thirty + 0.15 * v;
}

const PLACE_VP = [5, 3, 1];
const TIED_PLACE_VP = [4, 2, 0];

/**
 * One seat's majority VP in one guild: the rules of scoring.ts's `majority` (a test holds them equal),
 * for one seat and without allocating, as the bots ask it thousands of times a decision.
 */
export function seatMajorityVp(collections: readonly Collection[], g: number, seat: number): number {
  const mine = collections[seat]!;
  if (mine.count[g] === 0) return 0;
  let ahead = 0;
  let tied = 0;
  let placed = 0;
  for (let k = 0; k < collections.length; k++) {
    const other = collections[k]!;
    if (k === seat || other.count[g] === 0) continue;
    placed++;
    const order = other.value[g]! - mine.value[g]! || other.count[g]! - mine.count[g]!;
    if (order > 0) ahead++;
    else if (order === 0) tied++;
  }
  if (ahead >= PLACE_VP.length) return 0;
  if (tied > 0) return TIED_PLACE_VP[ahead]!;
  let vp = PLACE_VP[ahead]!;
  // Places nobody can take (fewer seats with this craftsman) go to a single first place.
  if (ahead === 0)
    for (let missing = placed + 1; missing < PLACE_VP.length; missing++) vp += PLACE_VP[missing]!;
  return vp;
}

function allTypesValue(c: Collection, guilds: number, roundsAfter: number): number {
  let missing = 0;
  for (let g = 0; g < guilds; g++) if (c.count[g] === 0) missing++;
  if (missing === 0) return ALL_TYPES_VP;
  // Later rounds give chances to complete the set.
  return ALL_TYPES_VP * Math.max(0, 1 - missing / (1 + roundsAfter)) * 0.6;
}

/** What a taler kept is worth, by rounds still to come after this one. */
export function talerWorth(roundsAfter: number): number {
  return TALER_PER_ROUND * Math.min(roundsAfter, 2);
}

/** What a good kept is worth beyond the favour it wins: a part of its price, for a later sale or guest. */
export function goodWorth(s: GameState, g: number, roundsAfter: number): number {
  return roundsAfter > 0 ? GOOD_PRICE_SHARE * TALER_PER_ROUND * price(s, g) : 0;
}

/** Money, goods, extra agents and extra income, for the rounds still to come. */
function resourceValue(s: GameState, p: SeatState, c: Collection, roundsAfter: number): number {
  let value = talerWorth(roundsAfter) * p.talers;
  for (let g = 0; g < s.guilds.length; g++) value += goodWorth(s, g, roundsAfter) * p.goods[g]!;
  value += AGENT_PER_ROUND * roundsAfter * (p.agentsTotal - 4);
  let income = 0;
  for (const id of p.tiles) {
    const t = townsman(id);
    if (t?.type === 'musician') income += t.value ?? 0;
  }
  for (let g = 0; g < s.guilds.length; g++) income += s.guilds[g]!.mayors.length * c.count[g]!;
  value += TALER_PER_ROUND * income * roundsAfter;
  return value;
}

/** Goods kept for later rounds: a share of the next guildmasters and crests, by goods held. */
function addFutureFavourites(s: GameState, out: number[]): void {
  for (let g = 0; g < s.guilds.length; g++) {
    const prize = futurePrize(s, g);
    if (prize === 0) continue;
    const shares = softShares(
      s.seats.map((p) => p.goods[g]!),
      FUTURE_RACE_SHARPNESS,
    );
    for (let j = 0; j < out.length; j++) out[j]! += prize * shares[j]!;
  }
}

/** What next round's favour of guild g is worth now (0 if the guild has no next guildmaster). */
export function futurePrize(s: GameState, g: number): number {
  const next = nextGuildmasterValue(s, g);
  return next === 0 ? 0 : FUTURE_PRIZE_WEIGHT * (2.5 + 0.5 * next);
}

/** The value of the craftsman who becomes the guild's guildmaster next round (0 if none). */
function nextGuildmasterValue(s: GameState, g: number): number {
  const guild = s.guilds[g]!;
  for (let w = 1; w < guild.workshop.length; w++) {
    const t = visibleWorkshopTile(guild, w);
    if (t) return craftsman(t)?.value ?? 0;
  }
  return 0;
}
