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

/** The average guildmaster price: what a good bought or spent is taken to have cost. */
const TYPICAL_PRICE = 4;
/** The talers drawn for another seat lie within this fraction around the estimate. */
const TALER_SPREAD = 0.35;

export function determinize(v: GameView, random: BotRandom): GameState {
  return stateFromView(v, sampleHidden(v, random));
}

function sampleHidden(v: GameView, random: BotRandom): HiddenFacts {
  const talers = v.seats.map((p) => p.talers ?? sampleTalers(v, p, random));
  const plans = v.seats.map((p) => (p.seat === v.viewer ? null : samplePlan(v, p, random)));
  const rng = [...xoroshiro128plus(random.seed()).getState()];
  return { talers, plans, guestStack: sampleGuestStack(v, random), rng };
}

/**
 * A seat's talers from public facts: the start money and income, less what the goods it gained (held,
 * spent on guests, returned as a favourite) cost at a typical price.
 */
function estimateTalers(v: GameView, p: SeatView): number {
  const guilds = v.guilds.length;
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
  const gained = goods - guilds + 2 * recruits + favourites;
  return Math.max(0, STARTING_TALERS + income * rounds - TYPICAL_PRICE * gained);
}

function sampleTalers(v: GameView, p: SeatView, random: BotRandom): number {
  const estimate = estimateTalers(v, p);
  return Math.max(0, Math.round(estimate * (1 - TALER_SPREAD + 2 * TALER_SPREAD * random.float())));
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
