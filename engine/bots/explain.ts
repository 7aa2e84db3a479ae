// Why one option beats another, in the evaluation's own terms: each option is played out on a few
// common worlds to hard's horizon, the seat's projected score is split by category (the majority of
// each guild, crests, townsmen, money, agents, goods kept), and the categories in which two options
// differ most become structured reasons the renderer words ("+5 VP: takes the lead in the Printers
// majority"). An option is credited only with what it can bring about: a pass or doing nothing acts
// on nothing, so what it gains is what it keeps (talers, goods, agents), never a majority or a crest
// that a playout happened to win after it.
import { apply } from '../apply.ts';
import { GOODS, GUILDS, ROUNDS, craftsman, goodIndex } from '../model/components.ts';
import { activeSeats, collection } from '../model/state.ts';
import type { Action, GameState } from '../model/types.ts';
import { score } from '../rules/scoring.ts';
import type { GameView } from '../view.ts';
import { stateFromView } from '../fromView.ts';
import { determinize } from './determinize.ts';
import {
  AGENT_PER_ROUND,
  crestValue,
  distinctCrests,
  favourCounts,
  goodWorth,
  seatMajorityVp,
  talerWorth,
} from './evaluate.ts';
import { policyAction } from './policy.ts';
import { BotRandom } from './random.ts';

/** A fact behind an option's value; the renderer has a phrase for each code (see protocol/review.ts). */
export interface Reason {
  code: string;
  vp?: number;
  guild?: string;
  good?: string;
  count?: number;
}

/** Worlds each explained option is played out in. */
const EXPLAIN_WORLDS = 4;
/** As hard's simulations: to the end of the next round. */
const HORIZON_ROUNDS = 2;
const MAX_REASONS = 3;
/** Of an option weighed against the advice: at most this many gains, and as many losses. */
const MAX_EACH_WAY = 2;
/** What acting on nothing can gain: what it keeps. */
const KEEPING: ReadonlySet<string> = new Set(['talers', 'goods']);
/** A category that moves the projection by less than this is no reason. */
const MIN_REASON_VP = 0.4;
/** Majority VP of a first place (alone 5, shared 4). */
const FIRST_PLACE_VP = 4;

interface Category {
  code: string;
  guild?: string;
  good?: string;
  /** Projected VP, averaged over the worlds. */
  vp: number;
  /** What is counted (talers, agents, goods, crests), averaged; the share of worlds for a lead. */
  amount: number;
}

/** One option's outcome for the seat: its categories by key. */
export type Outcome = Map<string, Category>;

/**
 * The seat's outcome of each action, played out on the same `EXPLAIN_WORLDS` worlds drawn from
 * `random` (common worlds: the differences are due to the actions, not to luck).
 */
export function outcomes(
  v: GameView,
  seat: number,
  actions: readonly Action[],
  random: BotRandom,
): Outcome[] {
  const sums: Outcome[] = actions.map(() => new Map());
  for (let w = 0; w < EXPLAIN_WORLDS; w++) {
    const world = determinize(v, new BotRandom(random.seed()));
    const rolloutSeed = random.seed();
    actions.forEach((action, i) => {
      const end = rollout(world, action, new BotRandom(rolloutSeed));
      for (const c of categories(end, seat)) {
        const key = `${c.code}:${c.guild ?? c.good ?? ''}`;
        const sum = sums[i]!.get(key);
        if (sum) {
          sum.vp += c.vp / EXPLAIN_WORLDS;
          sum.amount += c.amount / EXPLAIN_WORLDS;
        } else sums[i]!.set(key, { ...c, vp: c.vp / EXPLAIN_WORLDS, amount: c.amount / EXPLAIN_WORLDS });
      }
    });
  }
  return sums;
}

/**
 * What `a` gains over `b` (`sign` 1) or loses against it (-1), biggest first, at most three reasons;
 * the biggest differences either way for `sign` 0 (a trade-off), or when there are none of that sign
 * (the outcomes are noisy).
 */
export function reasonsBetween(a: Outcome, b: Outcome, sign: 1 | 0 | -1): Reason[] {
  const found = differences(a, b);
  const signed = found.filter((r) => r.vp! * sign > 0);
  return biggest(signed.length > 0 ? signed : found, MAX_REASONS);
}

/**
 * The advised action's own reasons against the next best option: what it gains, among what it can
 * bring about, then what it keeps back.
 */
export function adviceReasons(v: GameView, advice: Action, a: Outcome, next: Outcome | undefined): Reason[] {
  const gains = next ? differences(a, next).filter((r) => r.vp! > 0 && canCause(v, advice, r)) : [];
  return [...biggest(gains, MAX_REASONS), ...actionReasons(v, advice)];
}

/**
 * An option against the advice, both ways: what it gains (among what it can bring about) and what it
 * loses (among what the advice brings about), then what it keeps back.
 */
export function optionReasons(
  v: GameView,
  option: Action,
  advice: Action,
  a: Outcome,
  adviceOutcome: Outcome,
): Reason[] {
  const found = differences(a, adviceOutcome);
  const gains = found.filter((r) => r.vp! > 0 && canCause(v, option, r));
  const losses = found.filter((r) => r.vp! < 0 && canCause(v, advice, r));
  return [...biggest(gains, MAX_EACH_WAY), ...biggest(losses, MAX_EACH_WAY), ...actionReasons(v, option)];
}

/** Whether the action can bring about what the reason speaks of (for the better). */
export function canCause(v: GameView, action: Action, r: Reason): boolean {
  if (keepsOnly(action)) return KEEPING.has(r.code);
  return !r.code.startsWith('majority') || reach(v, action).has(r.guild!);
}

/**
 * The guilds whose majority the action can move this turn: where it may win a favour (and so the
 * guildmaster) or take a craftsman. A plan reaches its guilds, the craftsmen lodging there and the
 * goods in their storehouses; a purchase the goods bought; a sale its guild; a recruit its craftsman
 * and what its townsman moves.
 */
function reach(v: GameView, action: Action): Set<string> {
  const out = new Set<string>();
  const ofGood = (good: string) => out.add(GUILDS[goodIndex(good)]!);
  const ofTile = (tile: string | null) => {
    const c = tile ? craftsman(tile) : null;
    if (c) out.add(GUILDS[c.guild]!);
  };
  const called = v.resolving?.guild;
  const at = v.guilds.find((g) => g.id === called);
  switch (action.type) {
    case 'plan':
      for (const g of v.guilds.filter((x) => action.guilds.includes(x.id))) {
        out.add(g.id);
        g.lodgings.forEach(ofTile);
        for (const [good, n] of Object.entries(g.storehouse)) if (n) ofGood(good);
      }
      break;
    case 'buy':
      for (const [good, n] of Object.entries(action.goods)) if (n) ofGood(good);
      break;
    case 'sell':
      if (called) out.add(called);
      break;
    case 'recruit': {
      ofTile(at?.lodgings[action.window - 1] ?? null);
      const ability = action.ability;
      if (ability && 'swap' in ability) ability.swap.forEach(ofTile);
      if (ability && 'goods' in ability) for (const good of Object.keys(ability.goods)) ofGood(good);
      if (ability && 'good' in ability) ofGood(ability.good);
      break;
    }
    default:
      break;
  }
  return out;
}

/** A pass or doing nothing acts on nothing: it only keeps. */
function keepsOnly(action: Action): boolean {
  return action.type === 'pass' || action.type === 'nothing';
}

/** Every category in which `a` and `b` differ enough to be a reason, with `a`'s gain (or loss) in VP. */
function differences(a: Outcome, b: Outcome): Reason[] {
  const keys = new Set([...a.keys(), ...b.keys()]);
  const found: Reason[] = [];
  for (const key of keys) {
    const x = a.get(key);
    const y = b.get(key);
    const c = (x ?? y)!;
    const vp = (x?.vp ?? 0) - (y?.vp ?? 0);
    const amount = (x?.amount ?? 0) - (y?.amount ?? 0);
    if (Math.abs(vp) < MIN_REASON_VP) continue;
    const reason: Reason = { code: c.code, vp: round1(vp) };
    if (c.guild) reason.guild = c.guild;
    if (c.good) reason.good = c.good;
    if (c.code === 'majority') {
      const leadA = (x?.amount ?? 0) >= 0.5;
      const leadB = (y?.amount ?? 0) >= 0.5;
      if (leadA && !leadB) reason.code = 'majority-lead';
      else if (leadB && !leadA) reason.code = 'majority-lost';
    } else if (c.code !== 'townsmen' && c.code !== 'thirty-plus' && c.code !== 'all-types') {
      const count = Math.round(amount);
      if (count === 0) continue;
      reason.count = count;
    }
    found.push(reason);
  }
  return found;
}

function biggest(reasons: Reason[], most: number): Reason[] {
  return reasons.sort((p, q) => Math.abs(q.vp!) - Math.abs(p.vp!)).slice(0, most);
}

/**
 * What an action keeps back, known without playing on: in planning, the agents it leaves at home; a
 * pass or doing nothing also keeps the goods of the favour races the seat leads or shares, for the
 * round's end.
 */
export function actionReasons(v: GameView, action: Action): Reason[] {
  const own = v.seats[action.seat];
  if (!own) return [];
  const out: Reason[] = [];
  if (v.phase === 'planning') {
    const planned = action.type === 'plan' ? action.guilds.length : 0;
    const kept = own.agents.available - planned;
    if (kept > 0) out.push({ code: 'keeps-agents', count: kept });
  }
  if (keepsOnly(action)) out.push(...favourGoods(v, action.seat));
  return out;
}

/** The goods the seat holds in each favour race it leads or shares: kept, they may win it. */
function favourGoods(v: GameView, seat: number): Reason[] {
  const s = stateFromView(v);
  const out: Reason[] = [];
  for (let g = 0; g < s.guilds.length; g++) {
    const counts = favourCounts(s, g);
    const mine = s.seats[seat]!.goods[g]!;
    const best = Math.max(...counts.filter((_, j) => j !== seat));
    if (mine > 0 && counts[seat]! >= best)
      out.push({ code: 'keeps-for-favour', guild: GUILDS[g]!, good: GOODS[g]!, count: mine });
  }
  return out;
}

/** Plays `action`, then the fast policy for every seat to hard's horizon. */
function rollout(s: GameState, action: Action, random: BotRandom): GameState {
  const round = s.round;
  const first = apply(s, action);
  if (!first.ok) throw new Error(`explain: the option is illegal in a sampled state: ${first.error}`);
  let state = first.state;
  while (state.phase !== 'finished' && state.round < round + HORIZON_ROUNDS) {
    for (const actor of activeSeats(state)) {
      const next = apply(state, policyAction(state, actor, random));
      if (!next.ok) throw new Error(`explain: the rollout policy chose an illegal action: ${next.error}`);
      state = next.state;
    }
  }
  return state;
}

/** The seat's projected score by category, in one state. */
function categories(s: GameState, seat: number): Category[] {
  const guilds = s.guilds.length;
  const collections = s.seats.map((p) => collection(p, guilds));
  const p = s.seats[seat]!;
  const b = score(s)[seat]!.breakdown;
  const final = s.phase === 'finished';
  const roundsAfter = final ? 0 : ROUNDS - s.round;
  const out: Category[] = [];
  for (let g = 0; g < guilds; g++) {
    const vp = seatMajorityVp(collections, g, seat);
    out.push({ code: 'majority', guild: GUILDS[g]!, vp, amount: vp >= FIRST_PLACE_VP ? 1 : 0 });
    const goods = p.goods[g]!;
    if (goods > 0)
      out.push({ code: 'goods', good: GOODS[g]!, vp: goods * goodWorth(s, g, roundsAfter), amount: goods });
  }
  const crests = distinctCrests(p);
  out.push({ code: 'crests', vp: crestValue(crests, final), amount: crests });
  out.push({ code: 'townsmen', vp: b.townsmen, amount: 0 });
  out.push({ code: 'thirty-plus', vp: b.thirtyPlus, amount: 0 });
  out.push({ code: 'all-types', vp: b.allTypes, amount: 0 });
  out.push({ code: 'talers', vp: final ? b.richest : p.talers * talerWorth(roundsAfter), amount: p.talers });
  out.push({
    code: 'agents',
    vp: AGENT_PER_ROUND * roundsAfter * (p.agentsTotal - 4),
    amount: p.agentsTotal,
  });
  return out;
}

function round1(x: number): number {
  return Math.round(x * 10) / 10;
}
