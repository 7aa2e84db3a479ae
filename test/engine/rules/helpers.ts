// Shared setup for the rule tests: explicit deals (the clean way to fix a scenario), a few ways to
// move a game forward, and an assertion for rejected actions.
import { expect } from 'vitest';
import { apply, components, newGame } from '../../../engine/index.ts';
import { PLAYER_COLORS } from '../../../engine/players.ts';
import type {
  Action,
  Deal,
  GameEvent,
  GameState,
  GoodsCount,
  GuildDeal,
  GuildId,
  PlayerInfo,
  TileId,
} from '../../../engine/index.ts';

const { ALL_TOWNSMEN, GUILDS, craftsmenOf, guildsInPlay, townsman, townsmenInPlay } = components;

/** Guild indexes, as the internal state counts goods and guilds. */
export const BREWERS = 0;
export const BAKERS = 1;
export const SHOEMAKERS = 2;
export const PRINTERS = 3;
export const TAILORS = 4;
export const HATMAKERS = 5;

// The engine's colours, these three first.
const FIRST = ['blue', 'orange', 'yellow'];
const COLORS = [...FIRST, ...PLAYER_COLORS.filter((c) => !FIRST.includes(c))];

export function players(n: number): PlayerInfo[] {
  return Array.from({ length: n }, (_, i) => ({ name: `P${i}`, color: COLORS[i % COLORS.length]! }));
}

export interface DealOptions {
  players?: number;
  turnOrder?: number[];
  /** Any part of a guild's deal; the rest is filled with default craftsmen of that guild. */
  guilds?: Partial<Record<GuildId, Partial<GuildDeal>>>;
  /** The top of the guest stack, drawn first. */
  stack?: TileId[];
  /** Townsmen to keep in play beyond those named in lodgings and stack (they go to the stack's bottom). */
  townsmen?: TileId[];
}

// Craftsman numbers (`<guild>-n`) used when a test does not say. No agent+ tile (1 and 3) by default,
// so that favourites and recruits gain agents only where a test asks for it.
// Workshop values bottom-up 4, 5, 6, 3 and stacked 2: every guild's first guildmaster is worth 4.
const DEFAULT_WORKSHOP = [6, 8, 10, 4];
const DEFAULT_STACKED = 2;
const DEFAULT_LODGINGS = [5, 7, 9];
// Townsmen added to reach the player count's number, placed last: the ones with no effect in play.
const FILLER_ORDER = [
  'nobleman',
  'taxCollector',
  'engraver',
  'foreman',
  'apprentice',
  'musician',
  'councilman',
  'burglar',
  'guardsman',
  'mayor',
  'peddler',
];

/** A complete, consistent deal; everything the options leave open is filled deterministically. */
export function makeDeal(o: DealOptions = {}): Deal {
  const n = o.players ?? 3;
  const guildCount = guildsInPlay(n);
  const inPlay = GUILDS.slice(0, guildCount);
  const used = new Set<TileId>();
  const mark = (t: TileId | null | undefined) => {
    if (!t) return;
    if (used.has(t)) throw new Error(`makeDeal: ${t} placed twice`);
    used.add(t);
  };
  for (const id of inPlay) {
    const gd = o.guilds?.[id];
    gd?.workshop?.forEach(mark);
    mark(gd?.stacked);
    gd?.lodgings?.forEach(mark);
  }
  o.stack?.forEach(mark);

  const take = (g: number, preferred: number): TileId => {
    const all = craftsmenOf(g);
    const first = `${GUILDS[g]}-${preferred}`;
    const pick = !used.has(first) ? first : all.find((t) => !used.has(t));
    if (!pick) throw new Error(`makeDeal: no ${GUILDS[g]} craftsman left`);
    used.add(pick);
    return pick;
  };
  const guilds: Deal['guilds'] = {};
  inPlay.forEach((id, g) => {
    const gd = o.guilds?.[id] ?? {};
    guilds[id] = {
      workshop: gd.workshop ?? DEFAULT_WORKSHOP.map((k) => take(g, k)),
      stacked: gd.stacked ?? take(g, DEFAULT_STACKED),
      lodgings: gd.lodgings ?? [null, ...DEFAULT_LODGINGS.map((k) => take(g, k))],
    };
  });

  const townsmen = [...used].filter((t) => townsman(t));
  for (const t of o.townsmen ?? []) if (!townsmen.includes(t)) townsmen.push(t);
  const fillers = [...ALL_TOWNSMEN]
    .filter((t) => !townsmen.includes(t))
    .sort((a, b) => FILLER_ORDER.indexOf(townsman(a)!.type) - FILLER_ORDER.indexOf(townsman(b)!.type));
  const wanted = townsmenInPlay(n);
  if (townsmen.length > wanted)
    throw new Error(`makeDeal: ${townsmen.length} townsmen, a ${n}-player game keeps ${wanted}`);
  const added = fillers.slice(0, wanted - townsmen.length);
  const restCraftsmen = inPlay.flatMap((_, g) => craftsmenOf(g).filter((t) => !used.has(t)));
  const extraTownsmen = townsmen.filter((t) => !used.has(t));
  return {
    turnOrder: o.turnOrder ?? [...Array(n).keys()],
    townsmen: [...townsmen, ...added],
    guilds,
    guestStack: [...(o.stack ?? []), ...restCraftsmen, ...extraTownsmen, ...added],
  };
}

/** A new game from an explicit deal. */
export function newTable(o: DealOptions = {}, seed = 'rules'): GameState {
  const n = o.players ?? 3;
  const created = newGame({ players: players(n), seed, deal: makeDeal(o) });
  if (!created.ok) throw new Error(created.error);
  return created.value;
}

export interface Step {
  state: GameState;
  events: GameEvent[];
}

/**
 * Applies an action that must be legal. The input is frozen first: `apply` must never write into the
 * state it was given (new states share unchanged parts with the old one).
 */
export function act(s: GameState, action: Action): Step {
  const r = apply(deepFreeze(s), action);
  if (!r.ok) throw new Error(`${JSON.stringify(action)} rejected: ${r.error}`);
  return { state: r.state, events: r.events };
}

/** Applies legal actions in order; the events of all of them. */
export function run(s: GameState, actions: Action[]): Step {
  let state = s;
  const events: GameEvent[] = [];
  for (const a of actions) {
    const r = act(state, a);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

/** Asserts the action is refused with a message matching `gist`, and that the state did not change. */
export function expectRejected(s: GameState, action: Action, gist: RegExp): void {
  const before = structuredClone(s);
  const r = apply(s, action);
  expect(r.ok, `expected ${JSON.stringify(action)} to be rejected`).toBe(false);
  if (!r.ok) expect(r.error).toMatch(gist);
  expect(s).toEqual(before);
}

/** Plans for every seat still in the round: a list of guilds, or 'pass'. Seats left out must be finished. */
export function planAll(s: GameState, plans: Record<number, GuildId[] | 'pass'>): Step {
  const actions: Action[] = [];
  for (const [seat, plan] of Object.entries(plans)) {
    actions.push(
      plan === 'pass'
        ? { type: 'pass', seat: Number(seat) }
        : { type: 'plan', seat: Number(seat), guilds: plan },
    );
  }
  return run(s, actions);
}

/** Every seat still in the round passes: the round ends. */
export function passAll(s: GameState): Step {
  const plans: Record<number, 'pass'> = {};
  s.seats.forEach((p, seat) => {
    if (!p.finished) plans[seat] = 'pass';
  });
  return planAll(s, plans);
}

/** A deep copy changed by `change`: a position the rules could reach, reached directly. */
export function edit(s: GameState, change: (copy: GameState) => void): GameState {
  const copy = structuredClone(s);
  change(copy);
  return copy;
}

/** Goods counts by id as an internal array over the guilds in play. */
export function goodsArray(goods: GoodsCount, guilds: number): number[] {
  return components.GOODS.slice(0, guilds).map((id) => goods[id] ?? 0);
}

/** Gives a seat exactly these goods (and talers, when given). */
export function setSeat(
  s: GameState,
  seat: number,
  o: { goods?: GoodsCount; talers?: number; tiles?: TileId[] },
): GameState {
  return edit(s, (c) => {
    const p = c.seats[seat]!;
    if (o.goods) p.goods = goodsArray(o.goods, c.guilds.length);
    if (o.talers !== undefined) p.talers = o.talers;
    if (o.tiles) p.tiles = o.tiles.slice();
  });
}

export function goodsOf(s: GameState, seat: number): GoodsCount {
  return byId(s.seats[seat]!.goods);
}

export function storehouseOf(s: GameState, guild: number): GoodsCount {
  return byId(s.guilds[guild]!.storehouse);
}

function byId(counts: number[]): GoodsCount {
  const out: GoodsCount = {};
  counts.forEach((n, g) => {
    if (n > 0) out[components.GOODS[g]!] = n;
  });
  return out;
}

/** Events of one type, typed. */
export function eventsOf<T extends GameEvent['type']>(
  events: GameEvent[],
  type: T,
): Extract<GameEvent, { type: T }>[] {
  return events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
}

/** Every tile in the game once: on the table, with players, in the stack or out of the game. */
export function allTiles(s: GameState): TileId[] {
  return [
    ...s.guilds.flatMap((g) => [...g.workshop, g.stacked, ...g.lodgings, ...g.mayors]),
    ...s.seats.flatMap((p) => p.tiles),
    ...s.guestStack,
    ...s.outOfGame,
  ].filter((t): t is TileId => t !== null);
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
