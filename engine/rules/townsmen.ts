// The townsmen whose abilities act when recruited: star (Councilman, Burglar, Guardsman) and the
// moon townsmen placed at once (Peddler, Mayor). Round-end and scoring effects live in roundEnd.ts
// and scoring.ts.
import { GOODS, GUILDS, craftsman, goodIndex, guildIndex } from '../components.ts';
import type { GameEvent } from '../events.ts';
import { covers, describeGoods, moveGoods, multisets, readGoods, toGoodsCount, total } from '../goods.ts';
import { guildName, price, stackWindow, visibleWorkshopTile } from '../state.ts';
import type { Ability, GameState, TileId, TownsmanType } from '../types.ts';
import { gainAgent } from './agents.ts';

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

/** Goods the Burglar takes from a victim: two, or all of them when the victim has fewer. */
export function burglarTake(s: GameState, victim: number): number {
  return Math.min(2, total(s.seats[victim]!.goods));
}

/** Whether the recruited townsman needs an `ability` choice, may have one, or must have none. */
export function abilityNeed(
  type: TownsmanType | null,
  goodsAfterPayment: number,
): 'required' | 'optional' | 'none' {
  if (type === 'burglar' || type === 'guardsman') return 'optional';
  if (type === 'mayor') return 'required';
  if (type === 'peddler') return goodsAfterPayment > 0 ? 'required' : 'none';
  return 'none';
}

/** Whether recruiting this guest can involve a choice at all. */
export function hasChoice(type: TownsmanType | null): boolean {
  return type === 'burglar' || type === 'guardsman' || type === 'mayor' || type === 'peddler';
}

/** Checks an ability choice against the state after the payment and the guest taken. */
export function checkAbility(
  s: GameState,
  seat: number,
  type: TownsmanType | null,
  ability: unknown,
): string | null {
  const goodsLeft = total(s.seats[seat]!.goods);
  const need = abilityNeed(type, goodsLeft);
  if (ability === undefined || ability === null) {
    if (need !== 'required') return null;
    return type === 'mayor'
      ? 'the Mayor needs a guild: ability { "guild": ... }'
      : 'the Peddler needs one of your goods: ability { "good": ... }';
  }
  if (need === 'none') {
    return type === 'peddler'
      ? 'you have no goods left for the Peddler: omit the ability'
      : 'this guest has no ability to choose';
  }
  if (typeof ability !== 'object') return 'ability must be an object';
  const a = ability as Record<string, unknown>;
  switch (type) {
    case 'burglar':
      return checkBurglar(s, seat, a);
    case 'guardsman':
      return checkGuardsman(s, a);
    case 'peddler': {
      const g = typeof a.good === 'string' ? goodIndex(a.good) : -1;
      if (g < 0 || g >= s.guilds.length) return `the Peddler needs a good in play, not "${String(a.good)}"`;
      return s.seats[seat]!.goods[g]! > 0 ? null : `you have no ${a.good} to put on the Peddler`;
    }
    case 'mayor': {
      const g = typeof a.guild === 'string' ? guildIndex(a.guild) : -1;
      return g < 0 || g >= s.guilds.length
        ? `the Mayor goes to a guild in play, not "${String(a.guild)}"`
        : null;
    }
    default:
      return 'this guest has no ability to choose';
  }
}

function checkBurglar(s: GameState, seat: number, a: Record<string, unknown>): string | null {
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

function checkGuardsman(s: GameState, a: Record<string, unknown>): string | null {
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
  const spots = guardsmanSpots(s);
  const sx = spots.find((p) => p.tile === x);
  const sy = spots.find((p) => p.tile === y);
  if (!sx || !sy) {
    return `${!sx ? x : y} is not a visible craftsman in a workshop (guildmasters excluded) or in lodgings`;
  }
  if (craftsman(x)!.guild !== craftsman(y)!.guild)
    return 'the Guardsman swaps two craftsmen of the same guild';
  return null;
}

/** Every ability choice open to the seat (after payment), for legalActions. `undefined` = omitted. */
export function abilityChoices(
  s: GameState,
  seat: number,
  type: TownsmanType | null,
): (Ability | undefined)[] {
  const need = abilityNeed(type, total(s.seats[seat]!.goods));
  const out: (Ability | undefined)[] = need === 'optional' ? [undefined] : [];
  if (need === 'none') return [undefined];
  switch (type) {
    case 'burglar':
      s.seats.forEach((_, victim) => {
        if (victim === seat) return;
        const take = burglarTake(s, victim);
        if (take === 0) return;
        for (const m of multisets(s.seats[victim]!.goods, take)) out.push({ victim, goods: toGoodsCount(m) });
      });
      break;
    case 'guardsman': {
      const spots = guardsmanSpots(s);
      const guilds = spots.map((spot) => craftsman(spot.tile)!.guild);
      for (let i = 0; i < spots.length; i++) {
        for (let j = i + 1; j < spots.length; j++) {
          if (guilds[i] === guilds[j]) out.push({ swap: [spots[i]!.tile, spots[j]!.tile] });
        }
      }
      break;
    }
    case 'peddler':
      s.seats[seat]!.goods.forEach((n, g) => {
        if (n > 0) out.push({ good: GOODS[g]! });
      });
      break;
    case 'mayor':
      s.guilds.forEach((_, g) => out.push({ guild: GUILDS[g]! }));
      break;
  }
  return out;
}

/** Resolves a star townsman's ability. */
export function resolveStar(
  s: GameState,
  seat: number,
  type: TownsmanType,
  ability: Ability | undefined,
  events: GameEvent[],
): void {
  if (type === 'councilman') {
    gainAgent(s, seat, 'councilman', events);
  } else if (type === 'burglar') {
    if (!ability || !('victim' in ability)) {
      events.push({ type: 'burglarTookNothing', seat });
      return;
    }
    const loot = readGoods(ability.goods, s.guilds.length);
    if (!loot.ok) return;
    const compensation = loot.value.reduce((sum, n, g) => sum + n * price(s, g), 0);
    moveGoods(s.seats[ability.victim]!.goods, s.seats[seat]!.goods, loot.value);
    s.seats[ability.victim]!.talers += compensation;
    events.push({
      type: 'burgled',
      seat,
      victim: ability.victim,
      goods: toGoodsCount(loot.value),
      compensation,
    });
  } else if (type === 'guardsman') {
    if (!ability || !('swap' in ability)) {
      events.push({ type: 'guardsmanSwappedNothing', seat });
      return;
    }
    const spots = guardsmanSpots(s);
    const [x, y] = ability.swap;
    const sx = spots.find((p) => p.tile === x)!;
    const sy = spots.find((p) => p.tile === y)!;
    put(s, sx, y);
    put(s, sy, x);
    events.push({ type: 'guardsmanSwapped', seat, tiles: [x, y] });
  }
}

function put(s: GameState, spot: Spot, tile: TileId): void {
  const g = s.guilds[spot.guild]!;
  if (spot.area === 'lodgings') g.lodgings[spot.window] = tile;
  else if (g.stacked !== null && spot.window === stackWindow(g)) g.stacked = tile;
  else g.workshop[spot.window] = tile;
}

export function placeMayor(
  s: GameState,
  seat: number,
  tile: TileId,
  guild: string,
  events: GameEvent[],
): void {
  const g = guildIndex(guild);
  s.guilds[g]!.mayors.push(tile);
  events.push({ type: 'mayorPlaced', seat, tile, guild: guildName(g) });
}

export function loadPeddler(
  s: GameState,
  seat: number,
  tile: TileId,
  good: string,
  events: GameEvent[],
): void {
  const p = s.seats[seat]!;
  const g = goodIndex(good);
  p.goods[g]!--;
  p.tiles.push(tile);
  p.peddlers.push({ tile, good: g });
  events.push({ type: 'peddlerLoaded', seat, tile, good });
}
