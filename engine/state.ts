// Queries over the game state and the one deep copy that `apply` makes before changing anything.
import { GUILDS, craftsman } from './components.ts';
import type { GameState, GuildId, GuildState, SeatState, TileId } from './types.ts';

/**
 * The start of a new state: top-level fields copied; seats, guilds and lists still shared with `s`.
 * A rule must own what it changes (ownSeat, ownGuild, ownAll) first; tests freeze the input state to
 * prove that no rule writes into a shared one.
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
    // Shared until ownAll: only a recruit and the round end change them.
    guestStack: s.guestStack,
    prestige: s.prestige,
    previousPrestige: s.previousPrestige,
    prestigeSupply: s.prestigeSupply,
    outOfGame: s.outOfGame,
    resolving: s.resolving ? { ...s.resolving } : null,
    moves: s.moves,
  };
}

export function ownSeat(s: GameState, seat: number): SeatState {
  const copy = cloneSeat(s.seats[seat]!);
  s.seats[seat] = copy;
  return copy;
}

export function ownGuild(s: GameState, guild: number): GuildState {
  const copy = cloneGuild(s.guilds[guild]!);
  s.guilds[guild] = copy;
  return copy;
}

export function ownAllSeats(s: GameState): void {
  for (let i = 0; i < s.seats.length; i++) ownSeat(s, i);
}

/** Everything a recruit or the round end may change: every seat and guild, the stack, the box. */
export function ownAll(s: GameState): void {
  ownAllSeats(s);
  for (let g = 0; g < s.guilds.length; g++) ownGuild(s, g);
  s.guestStack = s.guestStack.slice();
  s.outOfGame = s.outOfGame.slice();
}

function cloneSeat(p: SeatState): SeatState {
  return {
    talers: p.talers,
    goods: p.goods.slice(),
    agentsTotal: p.agentsTotal,
    agentsOnRoofs: p.agentsOnRoofs,
    plan: p.plan ? p.plan.slice() : null,
    finished: p.finished,
    tiles: p.tiles.slice(),
    crests: p.crests.slice(),
    peddlers: p.peddlers.map((x) => ({ ...x })),
  };
}

function cloneGuild(g: GuildState): GuildState {
  return {
    workshop: g.workshop.slice(),
    stacked: g.stacked,
    lodgings: g.lodgings.slice(),
    storehouse: g.storehouse.slice(),
    roof: g.roof.slice(),
    mayors: g.mayors.slice(),
    crestsLeft: g.crestsLeft,
  };
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

export function seatCount(s: GameState): number {
  return s.seats.length;
}

/** The seat that must act now in the action phase, or null. */
export function currentActor(s: GameState): number | null {
  if (s.phase !== 'action' || !s.resolving) return null;
  const g = s.resolving.guild;
  for (const seat of s.turnOrder) if (s.seats[seat]!.plan?.includes(g)) return seat;
  return null;
}

/** Seats that may submit an action now. */
export function activeSeats(s: GameState): number[] {
  if (s.phase === 'planning') {
    const seats: number[] = [];
    for (let i = 0; i < s.seats.length; i++)
      if (!s.seats[i]!.finished && s.seats[i]!.plan === null) seats.push(i);
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
    count: new Array<number>(guilds).fill(0),
    value: new Array<number>(guilds).fill(0),
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
