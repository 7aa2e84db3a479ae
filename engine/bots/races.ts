// The races for the guilds' favour, as the bots judge them: each seat's chance to become a guild's
// favourite from the goods it counts toward it, a soft maximum while the race is open (a lead of one
// good is surer the sharper the race), the rules' favourite once it is over. Asked thousands of times a
// decision, so the weights are written into one reused list and the exponentials read from tables.
import { PEDDLER_WEIGHT } from '../rules/favourites.ts';
import type { GameState } from '../model/types.ts';

/** Softness of the race for a favourite this round: higher means a lead of one good is surer. */
export const RACE_SHARPNESS = 1.3;
/** Goods carried into later rounds win later favourites, less surely. */
export const FUTURE_RACE_SHARPNESS = 0.6;

/** Whether any seat may still act this round (so this round's favourites can still change hands). */
export function raceStillOpen(s: GameState): boolean {
  for (const p of s.seats) {
    if (!p.finished) return true;
    if (p.plan && p.plan.length > 0) return true;
  }
  return false;
}

/** Goods each seat counts toward guild g's favour (a loaded Peddler counts 4). */
export function favourCounts(s: GameState, g: number): number[] {
  return favourCountsInto(s, g, new Array<number>(s.seats.length));
}

/** `favourCounts` written into `counts` (one per seat). */
export function favourCountsInto(s: GameState, g: number, counts: number[]): number[] {
  for (let j = 0; j < counts.length; j++) {
    const p = s.seats[j]!;
    let c = p.goods[g]!;
    for (const x of p.peddlers) if (x.good === g) c += PEDDLER_WEIGHT;
    counts[j] = c;
  }
  return counts;
}

/**
 * Each seat's chance to become the guild's favourite with these goods counts, or null when no seat has
 * any: a soft maximum while the race is open (`sharpness` finite), the rules' favourite once it is over.
 */
export function raceShares(s: GameState, counts: readonly number[], sharpness: number): number[] | null {
  const sum = raceWeights(s, counts, sharpness);
  if (sum === 0) return null;
  const shares = new Array<number>(counts.length);
  for (let j = 0; j < counts.length; j++) shares[j] = weights[j]! / sum;
  return shares;
}

/** Seat j's share of `raceShares` (0 when no seat has any goods), without building the list. */
export function raceShare(s: GameState, counts: readonly number[], sharpness: number, j: number): number {
  const sum = raceWeights(s, counts, sharpness);
  return sum === 0 ? 0 : weights[j]! / sum;
}

/** Each seat's weight in a race, written by `raceWeights` and `softWeights`: reused, asked thousands of times a decision. */
const weights: number[] = [];

/** The race's weights into `weights`, and their sum: 0 when no seat has any goods. */
function raceWeights(s: GameState, counts: readonly number[], sharpness: number): number {
  const n = counts.length;
  let most = 0;
  for (let j = 0; j < n; j++) if (counts[j]! > most) most = counts[j]!;
  if (most === 0) return 0;
  const leader = favouriteAmong(s, counts, most);
  if (sharpness === Infinity) {
    for (let j = 0; j < n; j++) weights[j] = j === leader ? 1 : 0;
    return 1;
  }
  let tied = 0;
  for (let j = 0; j < n; j++) if (counts[j] === most) tied++;
  let sum = 0;
  for (let j = 0; j < n; j++) {
    if (counts[j] === 0) {
      weights[j] = 0;
      continue;
    }
    // A seat alone in the lead is half a good ahead: the others must pass it, not just match it. Seats
    // tied for the lead share it evenly: the tie-break looks at talers when the round ends, and talers
    // change hands all round (else the richest seat would count any taler spent as a tie lost in every race).
    const edge = j === leader && tied === 1 ? 0.5 : 0;
    const w = growth(sharpness, counts[j]! - most + edge);
    weights[j] = w;
    sum += w;
  }
  return sum;
}

/** The favourite by the rules' tie-breaks (talers, then turn order) among seats with `most` goods. */
function favouriteAmong(s: GameState, counts: readonly number[], most: number): number {
  let best = -1;
  for (const seat of s.turnOrder) {
    if (counts[seat] !== most) continue;
    if (best < 0 || s.seats[seat]!.talers > s.seats[best]!.talers) best = seat;
  }
  return best;
}

/** Soft-maximum shares of `counts`: each seat's weight grows by e^sharpness per unit. */
export function softShares(counts: readonly number[], sharpness: number): number[] {
  const sum = softWeights(counts, sharpness);
  const out = new Array<number>(counts.length);
  for (let j = 0; j < counts.length; j++) out[j] = weights[j]! / sum;
  return out;
}

/** Seat j's share of `softShares`, without building the list. */
export function softShare(counts: readonly number[], sharpness: number, j: number): number {
  const sum = softWeights(counts, sharpness);
  return weights[j]! / sum;
}

/**
 * e^(sharpness × behind), `behind` the distance from the lead (half a good ahead for a lone leader):
 * read from a table of half steps for each sharpness, since the races are asked thousands of times a
 * decision and always of whole goods or talers; the same number Math.exp gives.
 */
function growth(sharpness: number, behind: number): number {
  const steps = 1 - 2 * behind;
  if (!(steps >= 0 && steps < GROWTH_STEPS) || steps !== (steps | 0)) return Math.exp(sharpness * behind);
  const table = growthTable(sharpness);
  const known = table[steps]!;
  if (known === known) return known;
  return (table[steps] = Math.exp(sharpness * behind));
}

/** Half steps behind the lead a growth table holds. */
const GROWTH_STEPS = 128;
const GROWTH = new Map<number, Float64Array>();
const RACE_GROWTH = newGrowthTable(RACE_SHARPNESS);
const FUTURE_GROWTH = newGrowthTable(FUTURE_RACE_SHARPNESS);
let lastSharpness = NaN;
let lastGrowth = RACE_GROWTH;

/**
 * The growth table of a sharpness: the favour races' own without a look-up, any other the last one
 * asked for or from the map (a look-up keyed by a double was the dearest step of a race).
 */
function growthTable(sharpness: number): Float64Array {
  if (sharpness === RACE_SHARPNESS) return RACE_GROWTH;
  if (sharpness === FUTURE_RACE_SHARPNESS) return FUTURE_GROWTH;
  if (sharpness === lastSharpness) return lastGrowth;
  const table = GROWTH.get(sharpness) ?? newGrowthTable(sharpness);
  lastSharpness = sharpness;
  lastGrowth = table;
  return table;
}

function newGrowthTable(sharpness: number): Float64Array {
  const table = new Float64Array(GROWTH_STEPS).fill(NaN);
  GROWTH.set(sharpness, table);
  return table;
}

/** The soft maximum's weights into `weights`, and their sum. */
function softWeights(counts: readonly number[], sharpness: number): number {
  let most = 0;
  for (let j = 0; j < counts.length; j++) if (counts[j]! > most) most = counts[j]!;
  let sum = 0;
  for (let j = 0; j < counts.length; j++) {
    const w = growth(sharpness, counts[j]! - most);
    weights[j] = w;
    sum += w;
  }
  return sum;
}
