// What an action at a guild does at once, for certain: the action applied alone with the engine to the
// decision's state (before the game moves on), and the seat's position compared before and after. Each
// difference is a reason: the guest recruited and kept, where the seat now stands in that craftsman's
// majority, the agent and the income it brings, what a townsman's ability did (whom the Burglar robbed
// of what, where the Guardsman put which craftsmen, the good on the Peddler), the favour races its goods
// moved it in (a place gained or lost, or, in the same place, the gap to the nearest rival widened or
// narrowed), the turn order, the talers and goods that changed hands, each with its sign, and the
// talers the bank pays the Burglar's victim (an opponent's gain, so a cost). Nothing here is projected:
// the projection is the search's (hint.ts, analysis.ts).
import { applyAlone } from '../apply.ts';
import { GOODS, GUILDS, craftsman, goodIndex } from '../model/components.ts';
import { collection, type Collection } from '../model/state.ts';
import type { Action, GameState, GoodId, TileId } from '../model/types.ts';
import type { GameEvent } from '../model/events.ts';
import { incomeOf } from '../rules/roundEnd.ts';
import { THIRTY_PLUS, majority } from '../rules/scoring.ts';
import { guardsmanSpots } from '../rules/thieves.ts';
import { favourCounts } from './races.ts';
import type { Reason, SwapPlace } from './reasons.ts';

/** The reasons of an action at a guild: its gains, then its costs. Throws on an illegal action. */
export function actionEffects(s: GameState, action: Action): Reason[] {
  return appliedEffects(s, action).reasons;
}

/** The reasons of an action at a guild, and the position it leaves. Throws on an illegal action. */
export function appliedEffects(s: GameState, action: Action): { reasons: Reason[]; after: GameState } {
  const done = applyAlone(s, action);
  if (!done.ok) throw new Error(`effects: the option is illegal here: ${done.error}`);
  return { reasons: effectsOf(s, done, action), after: done.state };
}

/** What `action` did, from the position before it (`s`) to the one it left, by its events. */
function effectsOf(
  s: GameState,
  done: { state: GameState; events: readonly GameEvent[] },
  action: Action,
): Reason[] {
  const t = done.state;
  const seat = action.seat;
  const before = s.seats[seat]!;
  const after = t.seats[seat]!;
  const gains: Reason[] = [];
  const costs: Reason[] = [];
  // Goods that came or went other than by trade or payment, each told by its own reason.
  const moved = new Array<number>(s.guilds.length).fill(0);
  const abilities: Reason[] = [];
  for (const e of done.events) {
    if (e.type === 'burgled' && e.seat === seat) {
      abilities.push({ code: 'robs', gain: true, seat: e.victim, goods: e.goods });
      for (const [good, n] of Object.entries(e.goods)) moved[goodIndex(good)]! += n ?? 0;
      if (e.compensation > 0)
        costs.push({ code: 'victim-paid', gain: false, seat: e.victim, count: e.compensation });
    } else if (e.type === 'guardsmanSwapped' && e.seat === seat) {
      abilities.push({ code: 'swaps', gain: true, swap: e.tiles.map((tile) => placeOf(t, tile)) });
    } else if (e.type === 'peddlerLoaded' && e.seat === seat) {
      abilities.push({ code: 'peddler', gain: true, good: e.good as GoodId });
      moved[goodIndex(e.good)]! -= 1;
    }
  }

  const kept = after.tiles.filter((tile) => !before.tiles.includes(tile));
  for (const tile of kept) gains.push({ code: 'guest', gain: true, tile });
  gains.push(...collectionGains(s, t, seat, kept));
  const agents = after.agentsTotal - before.agentsTotal;
  if (agents > 0) gains.push({ code: 'agent', gain: true, count: agents });
  const income = incomeGain(s, t, seat);
  if (income > 0) gains.push({ code: 'income', gain: true, count: income });
  gains.push(...abilities);
  for (const r of favourChanges(s, t, seat)) (r.gain ? gains : costs).push(r);
  if (s.turnOrder[0] !== seat && t.turnOrder[0] === seat) gains.push({ code: 'front', gain: true });

  const talers = after.talers - before.talers;
  if (talers > 0) gains.push({ code: 'talers', gain: true, count: talers });
  if (talers < 0) costs.push({ code: 'talers', gain: false, count: talers });
  for (let g = 0; g < s.guilds.length; g++) {
    const n = after.goods[g]! - before.goods[g]! - moved[g]!;
    if (n !== 0) (n > 0 ? gains : costs).push({ code: 'goods', gain: n > 0, good: GOODS[g]!, count: n });
  }
  return [...gains, ...costs];
}

/** Where the seat now stands in the majority of each new craftsman's guild, and the bonuses it reached. */
function collectionGains(s: GameState, t: GameState, seat: number, kept: readonly TileId[]): Reason[] {
  const guilds = s.guilds.length;
  const was = s.seats.map((p) => collection(p, guilds));
  const now = t.seats.map((p) => collection(p, guilds));
  const out: Reason[] = [];
  const touched = new Set<number>();
  for (const tile of kept) {
    const c = craftsman(tile);
    if (c) touched.add(c.guild);
  }
  for (const g of touched) {
    const old = standing(was, g, seat);
    const young = standing(now, g, seat);
    if (young.rank < old.rank) {
      const guild = GUILDS[g]!;
      if (young.place > 1) out.push({ code: 'majority-place', gain: true, guild, count: young.place });
      else out.push({ code: young.tied ? 'majority-level' : 'majority-lead', gain: true, guild });
    }
    if (was[seat]!.value[g]! < THIRTY_PLUS && now[seat]!.value[g]! >= THIRTY_PLUS)
      out.push({ code: 'thirty-plus', gain: true, guild: GUILDS[g]! });
  }
  if (types(was[seat]!) < guilds && types(now[seat]!) === guilds) out.push({ code: 'all-types', gain: true });
  return out;
}

/** The seat's place in a guild's majority (0: none), shared or not; `rank` orders them, lower better. */
function standing(collections: Collection[], g: number, seat: number) {
  const { place } = majority(collections, g);
  const mine = place[seat]!;
  const tied = mine > 0 && place.filter((p) => p === mine).length > 1;
  return { place: mine, tied, rank: mine === 0 ? Infinity : 2 * mine + (tied ? 1 : 0) };
}

function types(c: Collection): number {
  return c.count.filter((n) => n > 0).length;
}

/** Talers more the seat would receive at each income (a Musician kept, a Mayor placed). */
function incomeGain(s: GameState, t: GameState, seat: number): number {
  const was = incomeOf(s, seat);
  const now = incomeOf(t, seat);
  return now.musicians + now.mayors - was.musicians - was.mayors;
}

/**
 * How the seat's place in each guild's favour race changed (a tie on goods goes to talers, hidden from
 * the others: it is told as level); in the same place ahead or behind, how its gap to the most any
 * other seat counts changed, with both counts (a lead of 3 to 1 holds better than one of 2 to 1).
 */
function favourChanges(s: GameState, t: GameState, seat: number): Reason[] {
  const out: Reason[] = [];
  for (let g = 0; g < s.guilds.length; g++) {
    const before = favourCounts(s, g);
    const after = favourCounts(t, g);
    const was = favourStanding(before, seat);
    const now = favourStanding(after, seat);
    const guild = GUILDS[g]!;
    if (now > was) out.push({ code: now === AHEAD ? 'favour-lead' : 'favour-level', gain: true, guild });
    else if (now < was)
      out.push({ code: now === LEVEL ? 'favour-shared' : 'favour-lost', gain: false, guild });
    else if (now !== LEVEL && (before[seat]! > 0 || after[seat]! > 0)) {
      const rival = rivalCount(after, seat);
      const gap = after[seat]! - rival - (before[seat]! - rivalCount(before, seat));
      if (gap !== 0) out.push({ code: 'favour-gap', gain: gap > 0, guild, count: after[seat]!, rival });
    }
  }
  return out;
}

/** The most goods any other seat counts toward a favour. */
function rivalCount(counts: readonly number[], seat: number): number {
  let best = 0;
  for (let k = 0; k < counts.length; k++) if (k !== seat && counts[k]! > best) best = counts[k]!;
  return best;
}

const BEHIND = 0;
/** A favour race the seat shares the lead of (favourStanding). */
export const LEVEL = 1;
const AHEAD = 2;

/** Whether the seat has the most goods toward a favour alone, level with the most, or neither. */
export function favourStanding(counts: readonly number[], seat: number): number {
  const mine = counts[seat]!;
  if (mine === 0) return BEHIND;
  const best = rivalCount(counts, seat);
  return mine > best ? AHEAD : mine === best ? LEVEL : BEHIND;
}

/** Where a visible craftsman lies now. */
function placeOf(s: GameState, tile: TileId): SwapPlace {
  const spot = guardsmanSpots(s).find((x) => x.tile === tile);
  if (!spot) throw new Error(`effects: ${tile} is not where a Guardsman can reach`);
  return { tile, guild: GUILDS[spot.guild]!, area: spot.area, window: spot.window + 1 };
}
