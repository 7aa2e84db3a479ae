// Every townsman's rules in one table, checked by the compiler: when it acts, the ability chosen when
// recruiting it, what recruiting it does, the talers it brings at each income and the points it scores.
// Adding a townsman type fails to compile until its row is complete.
import manifest from '../data/manifest.json' with { type: 'json' };
import { GOODS, GUILDS, craftsman, goodIndex, guildIndex, type TownsmanInfo } from '../model/components.ts';
import type { GameEvent } from '../model/events.ts';
import {
  covers,
  describeGoods,
  moveGoods,
  multisets,
  readGoods,
  toGoodsCount,
  total,
} from '../model/goods.ts';
import {
  guildName,
  ownGuildWhole,
  ownSeat,
  price,
  stackWindow,
  visibleWorkshopTile,
} from '../model/state.ts';
import type { Ability, GameState, SeatState, TileId, TownsmanType, Trigger } from '../model/types.ts';
import { gainAgent } from './agents.ts';
import { reshuffleGuest } from './guests.ts';

export type AbilityNeed = 'required' | 'optional' | 'none';

/** What a seat's townsmen add to its final score, summed over its tiles. */
export interface TownsmanScore {
  vp: number;
  /** VP per 2nd or 3rd place in the craftsman majorities. */
  perMinorPlace: number;
  /** Crests counted as one more different crest each. */
  crests: number;
}

export interface TownsmanRules {
  /** As printed on the tile; the manifest must agree. */
  trigger: Trigger;
  /** Whether recruiting it takes an ability choice, given the goods the seat keeps after paying. */
  need: (goodsLeft: readonly number[]) => AbilityNeed;
  /** Every ability choice besides omitting it (legalActions). */
  choices: (s: GameState, seat: number, goodsLeft: readonly number[]) => Ability[];
  /** Why a given ability choice is illegal, or null. */
  check: (
    s: GameState,
    seat: number,
    goodsLeft: readonly number[],
    a: Record<string, unknown>,
  ) => string | null;
  /** What recruiting it does; the seat's own state and the guild it came from are already owned. */
  recruited: (
    s: GameState,
    seat: number,
    tile: TileId,
    ability: Ability | undefined,
    events: GameEvent[],
  ) => void;
  /** Talers it brings `seat` at an income: kept by a seat (`guild` null) or placed on a guild. */
  income: (s: GameState, seat: number, t: TownsmanInfo, guild: number | null) => number;
  /** Adds its owner's final-score effects. */
  score: (t: TownsmanInfo, p: SeatState, into: TownsmanScore) => void;
}

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

/** A Guardsman swap in its one canonical form: the two tiles in code-unit order. */
export function canonicalSwap(x: TileId, y: TileId): [TileId, TileId] {
  return x < y ? [x, y] : [y, x];
}

/** Goods the Burglar takes from a victim: two, or all of them when the victim has fewer. */
export function burglarTake(s: GameState, victim: number): number {
  return Math.min(2, total(s.seats[victim]!.goods));
}

const never = (): AbilityNeed => 'none';
const optional = (): AbilityNeed => 'optional';
const noChoices = (): Ability[] => [];
const noAbility = (): string => 'this guest has no ability to choose';
const noIncome = (): number => 0;
const noScore = (): void => {};

/** Star townsmen act at once and go back into the guest stack. */
function star(act: (s: GameState, seat: number, ability: Ability | undefined, events: GameEvent[]) => void) {
  return (s: GameState, seat: number, tile: TileId, ability: Ability | undefined, events: GameEvent[]) => {
    act(s, seat, ability, events);
    reshuffleGuest(s, tile, events);
  };
}

function keep(s: GameState, seat: number, tile: TileId): void {
  s.seats[seat]!.tiles.push(tile);
}

export const TOWNSMEN = {
  councilman: {
    trigger: 'star',
    need: never,
    choices: noChoices,
    check: noAbility,
    recruited: star((s, seat, _, events) => gainAgent(s, seat, 'councilman', events)),
    income: noIncome,
    score: noScore,
  },
  burglar: {
    trigger: 'star',
    need: optional,
    choices: burglarChoices,
    check: checkBurglar,
    recruited: star(burgle),
    income: noIncome,
    score: noScore,
  },
  guardsman: {
    trigger: 'star',
    need: optional,
    choices: guardsmanChoices,
    check: checkGuardsman,
    recruited: star(guard),
    income: noIncome,
    score: noScore,
  },
  musician: {
    trigger: 'moon',
    need: never,
    choices: noChoices,
    check: noAbility,
    recruited: keep,
    income: (_s, _seat, t, guild) => (guild === null ? (t.value ?? 0) : 0),
    score: noScore,
  },
  peddler: {
    trigger: 'moon',
    need: (left) => (total(left) > 0 ? 'required' : 'none'),
    choices: (s, _seat, left) => {
      const out: Ability[] = [];
      for (let g = 0; g < s.guilds.length; g++) if (left[g]! > 0) out.push({ good: GOODS[g]! });
      return out;
    },
    check: (s, _seat, left, a) => {
      const g = typeof a.good === 'string' ? goodIndex(a.good) : -1;
      if (g < 0 || g >= s.guilds.length) return `the Peddler needs a good in play, not "${String(a.good)}"`;
      return left[g]! > 0 ? null : `you have no ${a.good} to put on the Peddler`;
    },
    recruited: loadPeddler,
    income: noIncome,
    score: noScore,
  },
  mayor: {
    trigger: 'moon',
    need: () => 'required',
    choices: (s) => s.guilds.map((_, g) => ({ guild: GUILDS[g]! })),
    check: (s, _seat, _left, a) => {
      const g = typeof a.guild === 'string' ? guildIndex(a.guild) : -1;
      return g < 0 || g >= s.guilds.length
        ? `the Mayor goes to a guild in play, not "${String(a.guild)}"`
        : null;
    },
    recruited: placeMayor,
    // A taler per craftsman of the Mayor's guild, to every seat.
    income: (s, seat, _t, guild) => {
      if (guild === null) return 0;
      let n = 0;
      for (const id of s.seats[seat]!.tiles) if (craftsman(id)?.guild === guild) n++;
      return n;
    },
    score: noScore,
  },
  nobleman: sun((t, _p, into) => (into.vp += t.value ?? 0)),
  taxCollector: sun((_t, p, into) => (into.vp += Math.floor(p.talers / 10))),
  engraver: sun((_t, _p, into) => into.crests++),
  foreman: sun((t, p, into) => {
    for (const id of p.tiles) if (craftsman(id)?.value === t.value) into.vp++;
  }),
  apprentice: sun((_t, _p, into) => into.perMinorPlace++),
} satisfies Record<TownsmanType, TownsmanRules>;

/** Sun townsmen are kept and count at the end of the game. */
function sun(score: TownsmanRules['score']): TownsmanRules {
  return {
    trigger: 'sun',
    need: never,
    choices: noChoices,
    check: noAbility,
    recruited: keep,
    income: noIncome,
    score,
  };
}

// The manifest and the table must tell the same story: a townsman printed with another trigger than its
// rules is a data error, found when the engine loads.
for (const t of manifest.townsmen) {
  const rules = (TOWNSMEN as Record<string, TownsmanRules>)[t.type];
  if (!rules) throw new Error(`manifest: unknown townsman type "${t.type}"`);
  if (rules.trigger !== t.trigger)
    throw new Error(`manifest: ${t.type} is a ${rules.trigger} townsman, not ${t.trigger}`);
}

/** Checks an ability choice, given the goods the seat keeps after paying for the guest. */
export function checkAbility(
  s: GameState,
  seat: number,
  type: TownsmanType | null,
  goodsLeft: readonly number[],
  ability: unknown,
): string | null {
  const need = type === null ? 'none' : TOWNSMEN[type].need(goodsLeft);
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
  return TOWNSMEN[type!].check(s, seat, goodsLeft, ability as Record<string, unknown>);
}

/** Every ability choice open to the seat (after payment), for legalActions. `undefined` = omitted. */
export function abilityChoices(
  s: GameState,
  seat: number,
  type: TownsmanType,
  goodsLeft: readonly number[],
): (Ability | undefined)[] {
  const rules = TOWNSMEN[type];
  const need = rules.need(goodsLeft);
  if (need === 'none') return [undefined];
  const choices = rules.choices(s, seat, goodsLeft);
  return need === 'optional' ? [undefined, ...choices] : choices;
}

function burglarChoices(s: GameState, seat: number): Ability[] {
  const out: Ability[] = [];
  s.seats.forEach((_, victim) => {
    if (victim === seat) return;
    const take = burglarTake(s, victim);
    if (take === 0) return;
    for (const m of multisets(s.seats[victim]!.goods, take)) out.push({ victim, goods: toGoodsCount(m) });
  });
  return out;
}

function checkBurglar(
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

function burgle(s: GameState, seat: number, ability: Ability | undefined, events: GameEvent[]): void {
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

function guardsmanChoices(s: GameState): Ability[] {
  const out: Ability[] = [];
  const spots = guardsmanSpots(s);
  const guilds = spots.map((spot) => craftsman(spot.tile)!.guild);
  for (let i = 0; i < spots.length; i++) {
    for (let j = i + 1; j < spots.length; j++) {
      if (guilds[i] === guilds[j]) out.push({ swap: canonicalSwap(spots[i]!.tile, spots[j]!.tile) });
    }
  }
  return out;
}

function checkGuardsman(
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

function guard(s: GameState, seat: number, ability: Ability | undefined, events: GameEvent[]): void {
  if (!ability || !('swap' in ability)) {
    events.push({ type: 'guardsmanSwappedNothing', seat });
    return;
  }
  const spots = guardsmanSpots(s);
  const [x, y] = ability.swap;
  const sx = spots.find((p) => p.tile === x)!;
  const sy = spots.find((p) => p.tile === y)!;
  ownGuildWhole(s, sx.guild);
  if (sy.guild !== sx.guild) ownGuildWhole(s, sy.guild);
  put(s, sx, y);
  put(s, sy, x);
  events.push({ type: 'guardsmanSwapped', seat, tiles: [x, y] });
}

function put(s: GameState, spot: Spot, tile: TileId): void {
  const g = s.guilds[spot.guild]!;
  if (spot.area === 'lodgings') g.lodgings[spot.window] = tile;
  else if (g.stacked !== null && spot.window === stackWindow(g)) g.stacked = tile;
  else g.workshop[spot.window] = tile;
}

function placeMayor(
  s: GameState,
  seat: number,
  tile: TileId,
  ability: Ability | undefined,
  events: GameEvent[],
): void {
  const g = guildIndex((ability as { guild: string }).guild);
  ownGuildWhole(s, g).mayors.push(tile);
  events.push({ type: 'mayorPlaced', seat, tile, guild: guildName(g) });
}

/** With no goods left, the Peddler goes straight back into the guest stack. */
function loadPeddler(
  s: GameState,
  seat: number,
  tile: TileId,
  ability: Ability | undefined,
  events: GameEvent[],
): void {
  if (!ability || !('good' in ability)) {
    reshuffleGuest(s, tile, events);
    return;
  }
  const p = s.seats[seat]!;
  const g = goodIndex(ability.good);
  p.goods[g]!--;
  p.tiles.push(tile);
  p.peddlers.push({ tile, good: g });
  events.push({ type: 'peddlerLoaded', seat, tile, good: ability.good });
}
