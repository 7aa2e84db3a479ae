// The two star townsmen whose ability reaches into the table: the Burglar, who takes goods from another
// player (the bank pays the victim), and the Guardsman, who swaps two visible craftsmen of one guild
// (docs/components.md §9, §10). Their choices, their checks and what they do, for the townsmen table.
import { GUILDS, craftsman } from '../model/components.ts';
import type { GameEvent, TilePlace } from '../model/events.ts';
import {
  covers,
  describeGoods,
  moveGoods,
  multisetCount,
  multisets,
  nthMultiset,
  readGoods,
  toGoodsCount,
  total,
} from '../model/goods.ts';
import { ownGuildWhole, ownSeat, price, stackWindow, visibleWorkshopTile } from '../model/state.ts';
import type { Ability, GameState, TileId } from '../model/types.ts';

/** A place where the Guardsman may reach a craftsman. */
interface Spot {
  tile: TileId;
  guild: number;
  area: 'workshop' | 'lodgings';
  window: number;
}

/** Visible craftsmen outside the guildmaster's window (and not the hidden lower tile of a stack). */
export function guardsmanSpots(s: GameState): Spot[] {
  const spots: Spot[] = [];
  s.guilds.forEach((g, gi) => {
    for (let w = 1; w < g.workshop.length; w++) {
      const t = visibleWorkshopTile(g, w);
      if (t) spots.push({ tile: t, guild: gi, area: 'workshop', window: w });
    }
    g.lodgings.forEach((t, w) => {
      if (t && craftsman(t)) spots.push({ tile: t, guild: gi, area: 'lodgings', window: w });
    });
  });
  return spots;
}

/** The one of `guardsmanSpots` where this tile lies, or null. */
function spotOf(s: GameState, tile: TileId): Spot | null {
  for (let gi = 0; gi < s.guilds.length; gi++) {
    const g = s.guilds[gi]!;
    for (let w = 1; w < g.workshop.length; w++)
      if (visibleWorkshopTile(g, w) === tile) return { tile, guild: gi, area: 'workshop', window: w };
    for (let w = 0; w < g.lodgings.length; w++)
      if (g.lodgings[w] === tile && craftsman(tile)) return { tile, guild: gi, area: 'lodgings', window: w };
  }
  return null;
}

/** A Guardsman swap in its one canonical form: the two tiles in code-unit order. */
export function canonicalSwap(x: TileId, y: TileId): [TileId, TileId] {
  return x < y ? [x, y] : [y, x];
}

/** Goods the Burglar takes from a victim: two, or all of them when the victim has fewer. */
export function burglarTake(s: GameState, victim: number): number {
  return Math.min(2, total(s.seats[victim]!.goods));
}

export function burglarChoices(s: GameState, seat: number): Ability[] {
  const out: Ability[] = [];
  s.seats.forEach((_, victim) => {
    if (victim === seat) return;
    const take = burglarTake(s, victim);
    if (take === 0) return;
    for (const m of multisets(s.seats[victim]!.goods, take)) out.push({ victim, goods: toGoodsCount(m) });
  });
  return out;
}

export function burglarChoiceCount(s: GameState, seat: number): number {
  let n = 0;
  for (let victim = 0; victim < s.seats.length; victim++) {
    if (victim === seat) continue;
    const take = burglarTake(s, victim);
    if (take > 0) n += multisetCount(s.seats[victim]!.goods, take);
  }
  return n;
}

/** The `i`-th of `burglarChoices`, built alone. */
export function burglarChoice(s: GameState, seat: number, i: number): Ability {
  for (let victim = 0; victim < s.seats.length; victim++) {
    if (victim === seat) continue;
    const take = burglarTake(s, victim);
    if (take === 0) continue;
    const goods = s.seats[victim]!.goods;
    const n = multisetCount(goods, take);
    if (i < n) return { victim, goods: toGoodsCount(nthMultiset(goods, take, i)) };
    i -= n;
  }
  throw new Error(`no Burglar choice ${i}`);
}

export function checkBurglar(
  s: GameState,
  seat: number,
  _left: readonly number[],
  a: Record<string, unknown>,
): string | null {
  const victim = a.victim;
  if (typeof victim !== 'number' || !Number.isInteger(victim) || victim < 0 || victim >= s.seats.length) {
    return 'the Burglar needs a victim seat';
  }
  if (victim === seat) return 'the Burglar robs another player, not you';
  const read = readGoods(a.goods, s.guilds.length);
  if (!read.ok) return read.error;
  const take = burglarTake(s, victim);
  if (take === 0) return `seat ${victim} has no goods to take: omit the ability`;
  if (total(read.value) !== take) return `the Burglar takes ${take} goods from seat ${victim}`;
  if (!covers(s.seats[victim]!.goods, read.value))
    return `seat ${victim} does not have ${describeGoods(read.value)}`;
  return null;
}

export function burgle(s: GameState, seat: number, ability: Ability | undefined, events: GameEvent[]): void {
  if (!ability || !('victim' in ability)) {
    events.push({ type: 'burglarTookNothing', seat });
    return;
  }
  const loot = readGoods(ability.goods, s.guilds.length);
  if (!loot.ok) return;
  const compensation = loot.value.reduce((sum, n, g) => sum + n * price(s, g), 0);
  ownSeat(s, ability.victim);
  moveGoods(s.seats[ability.victim]!.goods, s.seats[seat]!.goods, loot.value);
  s.seats[ability.victim]!.talers += compensation;
  events.push({
    type: 'burgled',
    seat,
    victim: ability.victim,
    goods: toGoodsCount(loot.value),
    compensation,
  });
}

/** The tiles of `guardsmanSpots`, in their order: all the Guardsman's choices need. */
function spotTiles(s: GameState): TileId[] {
  const tiles: TileId[] = [];
  for (const g of s.guilds) {
    const top = stackWindow(g);
    for (let w = 1; w < g.workshop.length; w++) {
      const t = g.workshop[w];
      if (t) tiles.push(g.stacked !== null && w === top ? g.stacked : t);
    }
    for (const t of g.lodgings) if (t && craftsman(t)) tiles.push(t);
  }
  return tiles;
}

/** Every swap of two visible craftsmen of one guild, the spots' pairs in order. */
export function guardsmanChoices(s: GameState): Ability[] {
  const out: Ability[] = [];
  const tiles = spotTiles(s);
  const guilds = tiles.map((t) => craftsman(t)!.guild);
  for (let i = 0; i < tiles.length; i++) {
    for (let j = i + 1; j < tiles.length; j++) {
      if (guilds[i] === guilds[j]) out.push({ swap: canonicalSwap(tiles[i]!, tiles[j]!) });
    }
  }
  return out;
}

/** Visible craftsmen per guild, for `guardsmanChoiceCount`: reused, as every legal-action list may ask. */
const perGuild: number[] = [];

export function guardsmanChoiceCount(s: GameState): number {
  for (let g = 0; g < s.guilds.length; g++) perGuild[g] = 0;
  for (const g of s.guilds) {
    const top = stackWindow(g);
    for (let w = 1; w < g.workshop.length; w++) {
      const t = g.workshop[w];
      if (t) perGuild[craftsman(g.stacked !== null && w === top ? g.stacked : t)!.guild]!++;
    }
    for (const t of g.lodgings) {
      const c = t ? craftsman(t) : null;
      if (c) perGuild[c.guild]!++;
    }
  }
  let n = 0;
  for (let g = 0; g < s.guilds.length; g++) n += (perGuild[g]! * (perGuild[g]! - 1)) >> 1;
  return n;
}

/** The `n`-th of `guardsmanChoices`, built alone. */
export function guardsmanChoice(s: GameState, n: number): Ability {
  const tiles = spotTiles(s);
  const guilds = tiles.map((t) => craftsman(t)!.guild);
  for (let i = 0; i < tiles.length; i++) {
    for (let j = i + 1; j < tiles.length; j++) {
      if (guilds[i] === guilds[j] && n-- === 0) return { swap: canonicalSwap(tiles[i]!, tiles[j]!) };
    }
  }
  throw new Error(`no Guardsman choice ${n}`);
}

export function checkGuardsman(
  s: GameState,
  _seat: number,
  _left: readonly number[],
  a: Record<string, unknown>,
): string | null {
  const swap = a.swap;
  if (
    !Array.isArray(swap) ||
    swap.length !== 2 ||
    typeof swap[0] !== 'string' ||
    typeof swap[1] !== 'string'
  ) {
    return 'the Guardsman swaps two craftsmen: { "swap": [tile, tile] }';
  }
  const [x, y] = swap as [string, string];
  if (x === y) return 'the Guardsman swaps two different craftsmen';
  const sx = spotOf(s, x);
  const sy = spotOf(s, y);
  if (!sx || !sy) {
    return `${!sx ? x : y} is not a visible craftsman in a workshop (guildmasters excluded) or in lodgings`;
  }
  if (craftsman(x)!.guild !== craftsman(y)!.guild)
    return 'the Guardsman swaps two craftsmen of the same guild';
  return null;
}

export function guard(s: GameState, seat: number, ability: Ability | undefined, events: GameEvent[]): void {
  if (!ability || !('swap' in ability)) {
    events.push({ type: 'guardsmanSwappedNothing', seat });
    return;
  }
  const [x, y] = ability.swap;
  const sx = spotOf(s, x)!;
  const sy = spotOf(s, y)!;
  ownGuildWhole(s, sx.guild);
  if (sy.guild !== sx.guild) ownGuildWhole(s, sy.guild);
  put(s, sx, y);
  put(s, sy, x);
  events.push({ type: 'guardsmanSwapped', seat, tiles: [x, y], from: [placeOf(sx), placeOf(sy)] });
}

function placeOf(spot: Spot): TilePlace {
  return { guild: GUILDS[spot.guild]!, area: spot.area, window: spot.window + 1 };
}

function put(s: GameState, spot: Spot, tile: TileId): void {
  const g = s.guilds[spot.guild]!;
  if (spot.area === 'lodgings') g.lodgings[spot.window] = tile;
  else if (g.stacked !== null && spot.window === stackWindow(g)) g.stacked = tile;
  else g.workshop[spot.window] = tile;
}
