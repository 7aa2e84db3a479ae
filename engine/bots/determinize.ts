// Determinization: a full game state consistent with everything one seat has seen, the facts it cannot
// see sampled. Other seats' talers are drawn around an estimate from public information, their face-down
// cards among the guilds they can still be for, and the guest stack from the tiles nobody has seen.
import {
  ALL_TOWNSMEN,
  GOODS,
  STARTING_TALERS,
  craftsman,
  craftsmenOf,
  guildIndex,
  townsman,
} from '../model/components.ts';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { stateFromView, type HiddenFacts } from '../fromView.ts';
import { BASE_INCOME } from '../rules/roundEnd.ts';
import type { GameState, GuildId, TileId } from '../model/types.ts';
import type { GameView, SeatView } from '../view.ts';
import type { BotRandom } from './random.ts';

/**
 * What each good a seat gained cost it, and what each recruit brought back (its roof bonus, less the
 * goods it cost beyond the two counted), in talers: a least-squares fit of 672 seats' talers in hard's
 * self-play, 2 and 4 players (README, eighth session). Purchases there cost 3.1 talers a good.
 */
const PRICE_PER_GOOD = 3.2;
const TALERS_PER_RECRUIT = 4;
/** How far the estimate may be off, in talers (standard deviation): it grows with the seat's trading. */
const SPREAD_BASE = 4;
const SPREAD_PER_TRADE = 0.3;
const SPREAD_MAX = 8;

export function determinize(v: GameView, random: BotRandom): GameState {
  return stateFromView(v, sampleHidden(v, random));
}

function sampleHidden(v: GameView, random: BotRandom): HiddenFacts {
  const talers = v.seats.map((p) => p.talers ?? sampleTalers(v, p, random));
  const plans = v.seats.map((p) => (p.seat === v.viewer ? null : samplePlan(v, p, random)));
  const rng = [...xoroshiro128plus(random.seed()).getState()];
  return { talers, plans, guestStack: sampleGuestStack(v, random), rng };
}

interface TalerEstimate {
  talers: number;
  /** Its standard deviation. */
  spread: number;
}

/**
 * A seat's talers from public facts: the start money and income, less what the goods it gained (held,
 * spent on guests, returned as a favourite) cost, plus what its recruits brought back.
 */
export function estimateTalers(v: GameView, p: SeatView): TalerEstimate {
  const rounds = v.round - 1;
  let income = BASE_INCOME;
  let craftsmen = 0;
  let townsmen = 0;
  for (const id of p.tiles) {
    const t = townsman(id);
    if (t?.type === 'musician') income += t.value ?? 0;
    if (t) townsmen++;
    if (craftsman(id)) craftsmen++;
  }
  const favourites = p.crests.filter((c) => c !== 'prestige').length;
  const recruits = Math.max(0, craftsmen - favourites) + townsmen;
  let goods = 0;
  for (const good of GOODS) goods += p.goods[good] ?? 0;
  const gained = goods - v.guilds.length + 2 * recruits + favourites;
  const trades = Math.max(0, gained + recruits);
  return {
    talers: STARTING_TALERS + income * rounds - PRICE_PER_GOOD * gained + TALERS_PER_RECRUIT * recruits,
    spread: Math.min(SPREAD_MAX, SPREAD_BASE + SPREAD_PER_TRADE * trades),
  };
}

/** Drawn from a triangular distribution around the estimate, of the estimate's spread. */
function sampleTalers(v: GameView, p: SeatView, random: BotRandom): number {
  const { talers, spread } = estimateTalers(v, p);
  const offset = Math.sqrt(6) * spread * (random.float() + random.float() - 1);
  return Math.max(0, Math.round(talers + offset));
}

/** Face-down cards: guilds not yet called this turn and not among the seat's revealed cards. */
function samplePlan(v: GameView, p: SeatView, random: BotRandom): GuildId[] | null {
  if (p.cards === 0) return null;
  const called = v.resolving ? guildIndex(v.resolving.guild) : -1;
  const open: GuildId[] = [];
  for (let g = called + 1; g < v.guilds.length; g++) {
    const id = v.guilds[g]!.id;
    if (!p.plan.includes(id)) open.push(id);
  }
  return random.shuffle(open).slice(0, p.cards);
}

/** The guest stack: every unseen craftsman of a guild in play, topped up with unseen townsmen. */
function sampleGuestStack(v: GameView, random: BotRandom): TileId[] {
  const seen = new Set<TileId>(v.outOfGame);
  for (const g of v.guilds) {
    for (const t of g.workshop) if (t) seen.add(t);
    if (g.stacked) seen.add(g.stacked);
    for (const t of g.lodgings) if (t) seen.add(t);
    for (const t of g.mayors) seen.add(t);
  }
  for (const p of v.seats) for (const t of p.tiles) seen.add(t);
  const craftsmen: TileId[] = [];
  for (let g = 0; g < v.guilds.length; g++)
    for (const t of craftsmenOf(g)) if (!seen.has(t)) craftsmen.push(t);
  const townsmen = random.shuffle(ALL_TOWNSMEN.filter((t) => !seen.has(t)));
  const stack = craftsmen.slice(0, v.guestStack);
  for (const t of townsmen) {
    if (stack.length >= v.guestStack) break;
    stack.push(t);
  }
  return random.shuffle(stack);
}
