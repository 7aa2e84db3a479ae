// Round-end step 1: each guildmaster chooses a favourite (docs/components.md §8, §12).
import { GOODS, craftsman } from '../model/components.ts';
import type { GameEvent } from '../model/events.ts';
import { guildName, keepTile, stackWindow, visibleWorkshopTile } from '../model/state.ts';
import type { GameState, TileId } from '../model/types.ts';
import { gainAgent } from './agents.ts';
import { reshuffleGuest } from './guests.ts';

/** A Peddler's good counts as this many goods of its type for favourites. */
export const PEDDLER_WEIGHT = 4;

/** Goods each seat counts toward the guild's favour. */
export function favourCounts(s: GameState, guild: number): number[] {
  const counts = new Array<number>(s.seats.length);
  for (let i = 0; i < s.seats.length; i++) {
    const p = s.seats[i]!;
    let n = p.goods[guild]!;
    for (const x of p.peddlers) if (x.good === guild) n += PEDDLER_WEIGHT;
    counts[i] = n;
  }
  return counts;
}

const NO_TIE: number[] = [];

/** The favourite and how ties were broken: goods, then talers, then turn order. */
export function pickFavourite(
  s: GameState,
  counts: readonly number[],
): {
  seat: number | null;
  tied: number[];
  tiebreak: 'none' | 'talers' | 'turnOrder';
} {
  let most = 0;
  let first = -1;
  let ties = 0;
  for (let seat = 0; seat < counts.length; seat++) {
    const n = counts[seat]!;
    if (n > most) {
      most = n;
      first = seat;
      ties = 1;
    } else if (n === most && n > 0) ties++;
  }
  if (most === 0) return { seat: null, tied: NO_TIE, tiebreak: 'none' };
  if (ties === 1) return { seat: first, tied: NO_TIE, tiebreak: 'none' };
  const tied: number[] = [];
  let richest = -Infinity;
  for (let seat = 0; seat < counts.length; seat++) {
    if (counts[seat] !== most) continue;
    tied.push(seat);
    if (s.seats[seat]!.talers > richest) richest = s.seats[seat]!.talers;
  }
  let rich = 0;
  let richSeat = -1;
  for (const seat of tied) {
    if (s.seats[seat]!.talers !== richest) continue;
    rich++;
    richSeat = seat;
  }
  if (rich === 1) return { seat: richSeat, tied, tiebreak: 'talers' };
  // Still tied: the first of them in turn order.
  for (const seat of s.turnOrder)
    if (counts[seat] === most && s.seats[seat]!.talers === richest)
      return { seat, tied, tiebreak: 'turnOrder' };
  throw new Error('no favourite among the tied seats');
}

export function chooseFavourites(s: GameState, events: GameEvent[]): void {
  for (let gi = 0; gi < s.guilds.length; gi++) {
    const g = s.guilds[gi]!;
    const counts = favourCounts(s, gi);
    const { seat, tied, tiebreak } = pickFavourite(s, counts);
    // The guildmaster, and in round 4 the lower tile of the stack with it.
    const master = visibleWorkshopTile(g, 0);
    const lower = g.stacked !== null && stackWindow(g) === 0 ? g.workshop[0]! : null;
    const tiles: TileId[] = master === null ? [] : lower === null ? [master] : [master, lower];
    if (lower !== null) g.stacked = null;
    g.workshop[0] = null;
    const prestige = s.prestige === gi;
    events.push({
      type: 'favourite',
      guild: guildName(gi),
      seat,
      counts,
      revealedTalers: tied.map((x) => ({ seat: x, talers: s.seats[x]!.talers })),
      tiebreak,
      tiles,
      prestige,
    });
    if (seat === null) {
      for (const t of tiles) s.outOfGame.push(t);
      continue;
    }
    const p = s.seats[seat]!;
    if (p.goods[gi]! > 0) p.goods[gi]!--;
    else p.peddlers.find((x) => x.good === gi)!.good = null;
    g.storehouse[gi]!++;
    for (const t of tiles) {
      keepTile(p, t);
      if (craftsman(t)?.agentPlus) gainAgent(s, seat, 'favourite', events);
    }
    // Lists replaced, not changed: they may be shared with the state before.
    if (g.crestsLeft > 0) {
      g.crestsLeft--;
      p.crests = [...p.crests, guildName(gi)];
    }
    if (prestige) p.crests = [...p.crests, 'prestige'];
  }
  s.previousPrestige = s.prestige;
  s.prestige = null;
  returnPeddlers(s, events);
}

/** After favourites, every Peddler goes back into the guest stack and its good to its owner. */
function returnPeddlers(s: GameState, events: GameEvent[]): void {
  for (const seat of s.turnOrder) {
    const p = s.seats[seat]!;
    if (p.peddlers.length === 0) continue;
    for (const { tile, good } of p.peddlers) {
      if (good !== null) p.goods[good]!++;
      p.tiles = p.tiles.filter((t) => t !== tile);
      events.push({ type: 'peddlerReturned', seat, tile, good: good === null ? null : GOODS[good]! });
      reshuffleGuest(s, tile, events);
    }
    p.peddlers = [];
  }
}
