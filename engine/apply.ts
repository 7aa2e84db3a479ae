// The reducer: apply(state, action) → the next state and what happened, or an error that says why.
// The input state is never changed.
import type { GameEvent } from './model/events.ts';
import { readGoods } from './model/goods.ts';
import { advance } from './rules/flow.ts';
import { checkPlan, doPass, doPlan } from './rules/planning.ts';
import { agentToRoof } from './rules/agents.ts';
import { checkRecruit, doRecruit } from './rules/recruit.ts';
import { checkBuy, checkSell, doBuy, doSell } from './rules/trade.ts';
import {
  currentActor,
  draftState,
  guildName,
  ownGuild,
  ownGuildWhole,
  ownSeat,
  ownSeatWhole,
} from './model/state.ts';
import type { Ability, Action, GameState, Outcome } from './model/types.ts';

export type ApplyResult = Outcome<{ state: GameState; events: GameEvent[] }>;

/** The fields each action type may have (docs/game-record.md); anything else is refused. */
const FIELDS: Record<string, readonly string[]> = {
  plan: ['type', 'seat', 'guilds'],
  pass: ['type', 'seat'],
  sell: ['type', 'seat', 'count'],
  buy: ['type', 'seat', 'goods'],
  recruit: ['type', 'seat', 'window', 'payment', 'toFront', 'ability'],
  nothing: ['type', 'seat'],
};

export function apply(state: GameState, action: Action): ApplyResult {
  const done = applyAlone(state, action);
  if (!done.ok) return done;
  done.state.moves++;
  advance(done.state, done.events);
  return done;
}

/**
 * The action alone: the state just after it and what it did, before the game moves on (the next seat
 * or guild, the turn's or the round's end). What an option does at once, for the hints (bots/effects.ts).
 */
export function applyAlone(state: GameState, action: Action): ApplyResult {
  const problem = check(state, action);
  if (problem) return { ok: false, error: problem };
  const s = draftState(state);
  const events: GameEvent[] = [];
  execute(s, action, events);
  return { ok: true, state: s, events };
}

/** Why the action is not legal now, or null. Reads the state only. */
export function check(s: GameState, action: Action): string | null {
  if (typeof action !== 'object' || action === null) return 'an action must be an object';
  const { type, seat } = action as { type: unknown; seat: unknown };
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= s.seats.length) {
    return `seat must be a seat number from 0 to ${s.seats.length - 1}`;
  }
  const fields = typeof type === 'string' && Object.hasOwn(FIELDS, type) ? FIELDS[type] : undefined;
  if (!fields) return `unknown action type "${String(type)}"`;
  for (const key in action) {
    if (!fields.includes(key)) return `a ${type} action has no field "${key}"`;
  }
  if (s.phase === 'finished') return 'the game is over';
  if (type === 'plan' || type === 'pass') {
    if (s.phase !== 'planning') return `it is not the planning phase (a guild is being resolved)`;
    const p = s.seats[seat]!;
    if (p.finished) return `seat ${seat} is finished for this round`;
    if (p.plan !== null) return `seat ${seat} has already planned this turn`;
    return type === 'plan' ? checkPlan(s, seat, (action as { guilds: unknown }).guilds) : null;
  }
  if (s.phase !== 'action' || !s.resolving) return 'it is the planning phase: plan or pass';
  const actor = currentActor(s);
  if (actor !== seat)
    return `it is seat ${actor}'s turn at the ${guildName(s.resolving.guild)}, not seat ${seat}'s`;
  const g = s.resolving.guild;
  switch (type) {
    case 'sell':
      return checkSell(s, seat, g, (action as { count: unknown }).count);
    case 'buy':
      return checkBuy(s, seat, g, (action as { goods: unknown }).goods);
    case 'recruit':
      return checkRecruit(s, seat, g, action as unknown as Record<string, unknown>);
    default:
      return null;
  }
}

function execute(s: GameState, action: Action, events: GameEvent[]): void {
  const seat = action.seat;
  const recruit = action.type === 'recruit';
  if (recruit) ownSeatWhole(s, seat);
  else ownSeat(s, seat);
  if (action.type === 'plan') return doPlan(s, seat, action.guilds, events);
  if (action.type === 'pass') return doPass(s, seat, events);
  const g = s.resolving!.guild;
  // A townsman reaching further (Burglar, Guardsman, Mayor) owns what it changes itself.
  if (recruit) ownGuildWhole(s, g);
  else ownGuild(s, g);
  switch (action.type) {
    case 'sell':
      doSell(s, seat, g, action.count, events);
      break;
    case 'buy':
      doBuy(s, seat, g, goodsOf(action.goods, s), events);
      break;
    case 'recruit':
      doRecruit(
        s,
        seat,
        g,
        {
          window: action.window,
          payment: goodsOf(action.payment, s),
          toFront: action.toFront,
          ability: action.ability as Ability | undefined,
        },
        events,
      );
      break;
    case 'nothing':
      events.push({ type: 'didNothing', seat, guild: guildName(g) });
      break;
  }
  const p = s.seats[seat]!;
  p.plan = p.plan!.filter((x) => x !== g);
  agentToRoof(s, seat, g, events);
}

function goodsOf(goods: unknown, s: GameState): number[] {
  const read = readGoods(goods, s.guilds.length);
  return read.ok ? read.value : [];
}
