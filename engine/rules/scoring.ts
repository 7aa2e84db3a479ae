// Final scoring (rulebook "End of the Game", docs/components.md §14–17). Valid at any moment as a
// provisional score; final once the game is finished.
import { townsman } from '../model/components.ts';
import { TOWNSMEN, type TownsmanScore } from './townsmen.ts';
import { collection, type Collection } from '../model/state.ts';
import type { GameState, GuildId, ScoreBreakdown, SeatScore } from '../model/types.ts';
import { zeros } from '../model/lists.ts';

/** VP for a single place 1, 2, 3, and for each of several players tied at that place. */
const MAJORITY_VP = [5, 3, 1] as const;
const MAJORITY_TIED_VP = [4, 2, 0] as const;
export const THIRTY_PLUS = 30;
const THIRTY_PLUS_VP = 2;
const ALL_TYPES_VP = 5;
export const RICHEST_VP = 5;
const RICHEST_TIED_VP = 2;
/** VP by number of different crests: index = count (7 or more → last). */
export const CREST_VP = [0, 0, 0, 2, 5, 9, 14, 20] as const;

export function crestVp(distinct: number): number {
  return CREST_VP[Math.min(distinct, CREST_VP.length - 1)]!;
}

/** > 0 when seat a is ahead of seat b in a guild's majority: craftsman value, then tile count. */
function compareCollections(
  value: readonly number[],
  count: readonly number[],
  a: number,
  b: number,
): number {
  return value[a]! - value[b]! || count[a]! - count[b]!;
}

/** Majority VP of one guild, per seat, with the places (1–3, or 0 for none) for the Apprentice. */
export function majority(
  collections: readonly Collection[],
  guild: number,
): { vp: number[]; place: number[] } {
  const seats = collections.length;
  const value = new Array<number>(seats);
  const count = new Array<number>(seats);
  const placed: number[] = [];
  for (let seat = 0; seat < seats; seat++) {
    value[seat] = collections[seat]!.value[guild]!;
    count[seat] = collections[seat]!.count[guild]!;
    if (count[seat]! > 0) placed.push(seat);
  }
  const vp = zeros(seats);
  const place = zeros(seats);
  let firsts = 0;
  let first = -1;
  for (const seat of placed) {
    let rank = 1;
    let tied = 0;
    for (const other of placed) {
      const order = compareCollections(value, count, other, seat);
      if (order > 0) rank++;
      else if (order === 0) tied++;
    }
    if (rank > MAJORITY_VP.length) continue;
    place[seat] = rank;
    vp[seat] = tied > 1 ? MAJORITY_TIED_VP[rank - 1]! : MAJORITY_VP[rank - 1]!;
    if (rank === 1) {
      firsts++;
      first = seat;
    }
  }
  // Places nobody can take (fewer players with this craftsman) go to a single first place.
  if (firsts === 1) {
    for (let missing = placed.length; missing < MAJORITY_VP.length; missing++)
      vp[first]! += MAJORITY_VP[missing]!;
  }
  return { vp, place };
}

export function score(s: GameState): SeatScore[] {
  const guilds = s.guilds.length;
  const n = s.seats.length;
  const collections: Collection[] = [];
  for (const p of s.seats) collections.push(collection(p, guilds));
  const majorities: { vp: number[]; place: number[] }[] = [];
  for (let g = 0; g < guilds; g++) majorities.push(majority(collections, g));
  let mostTalers = -Infinity;
  for (const p of s.seats) if (p.talers > mostTalers) mostTalers = p.talers;
  let richestCount = 0;
  for (const p of s.seats) if (p.talers === mostTalers) richestCount++;

  const scores: SeatScore[] = [];
  for (let seat = 0; seat < n; seat++) {
    const p = s.seats[seat]!;
    const breakdown: ScoreBreakdown = {
      townsmen: 0,
      majorities: 0,
      thirtyPlus: 0,
      allTypes: 0,
      richest: 0,
      crests: 0,
    };
    const owned = collections[seat]!;
    const effects: TownsmanScore = { vp: 0, perMinorPlace: 0, crests: 0 };
    for (const id of p.tiles) {
      const t = townsman(id);
      if (t) TOWNSMEN[t.type].score(t, p, effects);
    }
    breakdown.townsmen = effects.vp;
    let typesOwned = 0;
    for (let g = 0; g < guilds; g++) {
      const m = majorities[g]!;
      breakdown.majorities +=
        m.vp[seat]! + (m.place[seat] === 2 || m.place[seat] === 3 ? effects.perMinorPlace : 0);
      if (owned.value[g]! >= THIRTY_PLUS) breakdown.thirtyPlus += THIRTY_PLUS_VP;
      if (owned.count[g]! > 0) typesOwned++;
    }
    if (typesOwned === guilds) breakdown.allTypes = ALL_TYPES_VP;
    if (p.talers === mostTalers) breakdown.richest = richestCount === 1 ? RICHEST_VP : RICHEST_TIED_VP;
    breakdown.crests = crestVp(differentCrests(p.crests) + effects.crests);
    const totalVp =
      breakdown.townsmen +
      breakdown.majorities +
      breakdown.thirtyPlus +
      breakdown.allTypes +
      breakdown.richest +
      breakdown.crests;
    scores.push({
      seat,
      total: totalVp,
      breakdown,
      talers: p.talers,
      craftsmen: owned.tiles,
      craftsmenValue: owned.totalValue,
      rank: 0,
    });
  }

  for (const sc of scores) {
    let ahead = 0;
    for (const other of scores) if (compareScores(other, sc) > 0) ahead++;
    sc.rank = 1 + ahead;
  }
  return scores;
}

/** Different crests: each guild's once, and every prestige crest. */
function differentCrests(crests: readonly (GuildId | 'prestige')[]): number {
  let n = 0;
  for (let i = 0; i < crests.length; i++) {
    const c = crests[i]!;
    if (c === 'prestige' || crests.indexOf(c) === i) n++;
  }
  return n;
}

/** > 0 when a finishes ahead of b: VP, then craftsman tiles, then craftsman value (docs/components.md §17). */
function compareScores(a: SeatScore, b: SeatScore): number {
  return a.total - b.total || a.craftsmen - b.craftsmen || a.craftsmenValue - b.craftsmenValue;
}
