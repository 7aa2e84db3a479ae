// Every townsman's rules in one table, checked by the compiler: when it acts, the ability chosen when
// recruiting it, what recruiting it does, the talers it brings at each income and the points it scores.
// Adding a townsman type fails to compile until its row is complete.
import manifest from '../data/manifest.json' with { type: 'json' };
import { GOODS, GUILDS, craftsman, goodIndex, guildIndex, type TownsmanInfo } from '../model/components.ts';
import type { GameEvent } from '../model/events.ts';
import { total } from '../model/goods.ts';
import { guildName, keepTile, ownGuildWhole } from '../model/state.ts';
import type { Ability, GameState, SeatState, TileId, TownsmanType, Trigger } from '../model/types.ts';
import { gainAgent } from './agents.ts';
import { reshuffleGuest } from './guests.ts';
import {
  burglarChoice,
  burglarChoiceCount,
  burglarChoices,
  burgle,
  checkBurglar,
  checkGuardsman,
  guard,
  guardsmanChoice,
  guardsmanChoiceCount,
  guardsmanChoices,
} from './thieves.ts';

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
  /** How many `choices` lists, counted without building them. */
  count: (s: GameState, seat: number, goodsLeft: readonly number[]) => number;
  /** The `i`-th of `choices`, built alone. */
  choice: (s: GameState, seat: number, goodsLeft: readonly number[], i: number) => Ability;
  /** Why a given ability choice is illegal, or null. */
  check: (
    s: GameState,
    seat: number,
    goodsLeft: readonly number[],
    a: Record<string, unknown>,
  ) => string | null;
  /**
   * What recruiting it does. The seat's record and goods and the guild's storehouse, roof and lodgings
   * are already owned; anything else it changes (a seat's tiles: keepTile), it owns or replaces.
   */
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

const never = (): AbilityNeed => 'none';
const optional = (): AbilityNeed => 'optional';
const noChoices = (): Ability[] => [];
const none = (): number => 0;
const noChoice = (): Ability => {
  throw new Error('this guest has no ability to choose');
};
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
  keepTile(s.seats[seat]!, tile);
}

export const TOWNSMEN = {
  councilman: {
    trigger: 'star',
    need: never,
    choices: noChoices,
    count: none,
    choice: noChoice,
    check: noAbility,
    recruited: star((s, seat, _, events) => gainAgent(s, seat, 'councilman', events)),
    income: noIncome,
    score: noScore,
  },
  burglar: {
    trigger: 'star',
    need: optional,
    choices: burglarChoices,
    count: burglarChoiceCount,
    choice: (s, seat, _left, i) => burglarChoice(s, seat, i),
    check: checkBurglar,
    recruited: star(burgle),
    income: noIncome,
    score: noScore,
  },
  guardsman: {
    trigger: 'star',
    need: optional,
    choices: guardsmanChoices,
    count: guardsmanChoiceCount,
    choice: (s, _seat, _left, i) => guardsmanChoice(s, i),
    check: checkGuardsman,
    recruited: star(guard),
    income: noIncome,
    score: noScore,
  },
  musician: {
    trigger: 'moon',
    need: never,
    choices: noChoices,
    count: none,
    choice: noChoice,
    check: noAbility,
    recruited: keep,
    income: (_s, _seat, t, guild) => (guild === null ? (t.value ?? 0) : 0),
    score: noScore,
  },
  peddler: {
    trigger: 'moon',
    need: (left) => (total(left) > 0 ? 'required' : 'none'),
    choices: peddlerChoices,
    count: (s, _seat, left) => {
      let n = 0;
      for (let g = 0; g < s.guilds.length; g++) if (left[g]! > 0) n++;
      return n;
    },
    choice: (s, seat, left, i) => peddlerChoices(s, seat, left)[i]!,
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
    choices: (s) => mayorChoices(s.guilds.length),
    count: (s) => s.guilds.length,
    choice: (s, _seat, _left, i) => mayorChoices(s.guilds.length)[i]!,
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

/** The Peddler carries one of the goods the seat keeps after paying. */
function peddlerChoices(s: GameState, _seat: number, left: readonly number[]): Ability[] {
  const out: Ability[] = [];
  for (let g = 0; g < s.guilds.length; g++) if (left[g]! > 0) out.push({ good: GOODS[g]! });
  return out;
}

/** The Mayor's choices per number of guilds in play: the same for every recruit, so listed once. */
const MAYOR_CHOICES: Ability[][] = [];

function mayorChoices(guilds: number): Ability[] {
  return (MAYOR_CHOICES[guilds] ??= GUILDS.slice(0, guilds).map((guild) => ({ guild })));
}

/** Sun townsmen are kept and count at the end of the game. */
function sun(score: TownsmanRules['score']): TownsmanRules {
  return {
    trigger: 'sun',
    need: never,
    choices: noChoices,
    count: none,
    choice: noChoice,
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

/** How many `abilityChoices` lists, counted without building them. */
export function abilityCount(
  s: GameState,
  seat: number,
  type: TownsmanType,
  goodsLeft: readonly number[],
): number {
  const rules = TOWNSMEN[type];
  const need = rules.need(goodsLeft);
  if (need === 'none') return 1;
  const count = rules.count(s, seat, goodsLeft);
  return need === 'optional' ? 1 + count : count;
}

/** The `i`-th of `abilityChoices`, built alone. */
export function abilityChoice(
  s: GameState,
  seat: number,
  type: TownsmanType,
  goodsLeft: readonly number[],
  i: number,
): Ability | undefined {
  const rules = TOWNSMEN[type];
  const need = rules.need(goodsLeft);
  if (need === 'none') return undefined;
  if (need === 'optional') return i === 0 ? undefined : rules.choice(s, seat, goodsLeft, i - 1);
  return rules.choice(s, seat, goodsLeft, i);
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
  keepTile(p, tile);
  p.peddlers = [...p.peddlers, { tile, good: g }];
  events.push({ type: 'peddlerLoaded', seat, tile, good: ability.good });
}
