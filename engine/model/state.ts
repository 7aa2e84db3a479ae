// Queries over the game state and the one deep copy that `apply` makes before changing anything.
import { GUILDS, craftsman } from './components.ts';
import type { GameState, GuildId, GuildState, SeatState, TileId } from './types.ts';
import { zeros } from './lists.ts';

/**
 * The start of a new state: top-level fields copied; seats, guilds and lists still shared with `s`.
 * A rule must own what it changes (ownSeat, ownGuild and their other forms, ownAll) first; tests freeze
 * the input state to prove that no rule writes into a shared one.
 */
export function draftState(s: GameState): GameState {
  return {
    setup: s.setup,
    rng: s.rng,
    round: s.round,
    turn: s.turn,
    phase: s.phase,
    seats: s.seats.slice(),
    guilds: s.guilds.slice(),
    // Replaced, never changed in place (moving to the front builds a new order).
    turnOrder: s.turnOrder,
    // Replaced (a reshuffle, the lodgings refilled), never changed in place.
    guestStack: s.guestStack,
    prestige: s.prestige,
    previousPrestige: s.previousPrestige,
    prestigeSupply: s.prestigeSupply,
    outOfGame: s.outOfGame,
    // Replaced when the next guild is called, never changed in place.
    resolving: s.resolving,
    moves: s.moves,
  };
}

/**
 * A seat's record owned: its talers, agents, flags and plan may change (a plan is replaced, never changed
 * in place); its goods, tiles, crests and peddlers are still shared.
 */
export function ownSeatRecord(s: GameState, seat: number): SeatState {
  const p = s.seats[seat]!;
  const copy: SeatState = {
    talers: p.talers,
    goods: p.goods,
    agentsTotal: p.agentsTotal,
    agentsOnRoofs: p.agentsOnRoofs,
    plan: p.plan,
    finished: p.finished,
    tiles: p.tiles,
    crests: p.crests,
    peddlers: p.peddlers,
  };
  s.seats[seat] = copy;
  return copy;
}

/**
 * A seat's record and goods owned; its tiles, crests and peddlers still shared (most actions leave them
 * alone, and copying them was most of an action's cost).
 */
export function ownSeat(s: GameState, seat: number): SeatState {
  const copy = ownSeatRecord(s, seat);
  copy.goods = copy.goods.slice();
  return copy;
}

/** A whole seat owned: its tiles, crests and peddlers too. */
export function ownSeatWhole(s: GameState, seat: number): SeatState {
  const copy = ownSeat(s, seat);
  copy.tiles = copy.tiles.slice();
  copy.crests = copy.crests.slice();
  copy.peddlers = copy.peddlers.map((x) => ({ tile: x.tile, good: x.good }));
  return copy;
}

/** A guild's record and roof owned (an agent goes there after every action); all else still shared. */
export function ownGuildRoof(s: GameState, guild: number): GuildState {
  const g = s.guilds[guild]!;
  const copy: GuildState = {
    workshop: g.workshop,
    stacked: g.stacked,
    lodgings: g.lodgings,
    storehouse: g.storehouse,
    roof: g.roof.slice(),
    mayors: g.mayors,
    crestsLeft: g.crestsLeft,
  };
  s.guilds[guild] = copy;
  return copy;
}

/** A guild's storehouse and roof owned; its workshop, lodgings and mayors still shared. */
export function ownGuild(s: GameState, guild: number): GuildState {
  const copy = ownGuildRoof(s, guild);
  copy.storehouse = copy.storehouse.slice();
  return copy;
}

/** A whole guild owned: its workshop, lodgings and mayors too. */
export function ownGuildWhole(s: GameState, guild: number): GuildState {
  const copy = ownGuild(s, guild);
  copy.workshop = copy.workshop.slice();
  copy.lodgings = copy.lodgings.slice();
  copy.mayors = copy.mayors.slice();
  return copy;
}

/** A tile joins an owned seat's tiles: a new list, since the old one may be shared. */
export function keepTile(p: SeatState, tile: TileId): void {
  const tiles = new Array<TileId>(p.tiles.length + 1);
  for (let i = 0; i < p.tiles.length; i++) tiles[i] = p.tiles[i]!;
  tiles[p.tiles.length] = tile;
  p.tiles = tiles;
}

/** Every seat's record owned (the turn's end clears plans and finishes seats). */
export function ownSeatRecords(s: GameState): void {
  for (let i = 0; i < s.seats.length; i++) ownSeatRecord(s, i);
}

/**
 * Everything the round end changes in place: every seat's record, goods and Peddlers, every guild's
 * workshop and storehouse, the box. (It replaces the seats' tiles and crests, the roofs, the lodgings and
 * the stack rather than change them, and leaves the mayors be.)
 */
export function ownAll(s: GameState): void {
  for (let i = 0; i < s.seats.length; i++) {
    const p = ownSeat(s, i);
    if (p.peddlers.length > 0) p.peddlers = p.peddlers.map((x) => ({ tile: x.tile, good: x.good }));
  }
  for (let g = 0; g < s.guilds.length; g++) {
    const guild = s.guilds[g]!;
    s.guilds[g] = {
      workshop: guild.workshop.slice(),
      stacked: guild.stacked,
      lodgings: guild.lodgings,
      storehouse: guild.storehouse.slice(),
      roof: guild.roof,
      mayors: guild.mayors,
      crestsLeft: guild.crestsLeft,
    };
  }
  s.outOfGame = s.outOfGame.slice();
}

/** Index of the highest occupied workshop window: the stacked tile lies there. */
export function stackWindow(g: GuildState): number {
  for (let w = g.workshop.length - 1; w >= 0; w--) if (g.workshop[w] !== null) return w;
  return -1;
}

/** The visible tile of a workshop window (the stacked tile where the stack lies). */
export function visibleWorkshopTile(g: GuildState, w: number): TileId | null {
  if (g.workshop[w] === null) return null;
  return g.stacked !== null && w === stackWindow(g) ? g.stacked : (g.workshop[w] ?? null);
}

export function guildmaster(g: GuildState): TileId | null {
  return visibleWorkshopTile(g, 0);
}

/** The guildmaster's price: its craftsman value (0 with no guildmaster, only between rounds). */
export function price(s: GameState, guild: number): number {
  const gm = guildmaster(s.guilds[guild]!);
  return gm ? (craftsman(gm)?.value ?? 0) : 0;
}

export function agentsAvailable(p: SeatState): number {
  return p.agentsTotal - p.agentsOnRoofs;
}

export function guildName(g: number): GuildId {
  return GUILDS[g]!;
}

/** The seat that must act now in the action phase, or null. */
export function currentActor(s: GameState): number | null {
  if (s.phase !== 'action' || !s.resolving) return null;
  const g = s.resolving.guild;
  const order = s.turnOrder;
  for (let i = 0; i < order.length; i++) {
    const plan = s.seats[order[i]!]!.plan;
    if (plan === null) continue;
    for (let k = 0; k < plan.length; k++) if (plan[k] === g) return order[i]!;
  }
  return null;
}

/** Seats that may submit an action now. */
export function activeSeats(s: GameState): number[] {
  if (s.phase === 'planning') {
    let n = 0;
    for (const p of s.seats) if (!p.finished && p.plan === null) n++;
    // Built at its size: a list grown one by one starts with room for 17.
    const seats = new Array<number>(n);
    n = 0;
    for (let i = 0; i < s.seats.length; i++)
      if (!s.seats[i]!.finished && s.seats[i]!.plan === null) seats[n++] = i;
    return seats;
  }
  const actor = currentActor(s);
  return actor === null ? [] : [actor];
}

/** A seat's craftsmen per guild: tile counts and value sums, and their totals. */
export interface Collection {
  count: number[];
  value: number[];
  tiles: number;
  totalValue: number;
}

export function collection(p: SeatState, guilds: number): Collection {
  const c: Collection = {
    count: zeros(guilds),
    value: zeros(guilds),
    tiles: 0,
    totalValue: 0,
  };
  for (const id of p.tiles) {
    const info = craftsman(id);
    if (!info) continue;
    c.count[info.guild]!++;
    c.value[info.guild]! += info.value;
    c.tiles++;
    c.totalValue += info.value;
  }
  return c;
}
