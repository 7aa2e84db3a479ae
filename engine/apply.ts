// The reducer: apply(state, action) → the next state and what happened, or an error that says why.
// The input state is never changed.
import type { GameEvent } from './model/events.ts';
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
  ownGuildRoof,
  ownSeat,
  ownSeatRecord,
} from './model/state.ts';
import type { Ability, Action, GameState, Outcome } from './model/types.ts';

export type ApplyResult = Outcome<{ state: GameState; events: GameEvent[] }>;

/** The fields each action type may have (docs/game-record.md); anything else is refused. */
const FIELDS = new Map<unknown, readonly string[]>([
  ['plan', ['type', 'seat', 'guilds']],
  ['pass', ['type', 'seat']],
  ['sell', ['type', 'seat', 'count']],
  ['buy', ['type', 'seat', 'goods']],
  ['recruit', ['type', 'seat', 'window', 'payment', 'toFront', 'ability']],
  ['nothing', ['type', 'seat']],
]);

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
  const checked = checkAction(state, action);
  if (typeof checked === 'string') return { ok: false, error: checked };
  const s = draftState(state);
  // Room for a few events at once, where `[]` would grow to 17 at the first.
  const events = new Array<GameEvent>();
  execute(s, action, checked, events);
  return { ok: true, state: s, events };
}

/** Why the action is not legal now, or null. Reads the state only. */
export function check(s: GameState, action: Action): string | null {
  const checked = checkAction(s, action);
  return typeof checked === 'string' ? checked : null;
}

/**
 * Why the action is not legal now; else the goods counts it names (what a purchase buys, what a recruit
 * pays), read once for its execution, or null for an action that names none.
 */
function checkAction(s: GameState, action: Action): string | number[] | null {
  if (typeof action !== 'object' || action === null) return 'an action must be an object';
  const { type, seat } = action as { type: unknown; seat: unknown };
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= s.seats.length) {
    return `seat must be a seat number from 0 to ${s.seats.length - 1}`;
  }
  const fields = FIELDS.get(type);
  if (!fields) return `unknown action type "${String(type)}"`;
  for (const key in action) {
    let known = false;
    for (let f = 0; f < fields.length && !known; f++) known = fields[f] === key;
    if (!known) return `a ${type as string} action has no field "${key}"`;
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

/** Carries out a checked action; `goods`: the counts its check read (a purchase's goods, a recruit's payment). */
function execute(s: GameState, action: Action, goods: number[] | null, events: GameEvent[]): void {
  const seat = action.seat;
  if (action.type === 'plan' || action.type === 'pass') {
    ownSeatRecord(s, seat);
    return action.type === 'plan' ? doPlan(s, seat, action.guilds, events) : doPass(s, seat, events);
  }
  const g = s.resolving!.guild;
  // Each action owns what it changes; a townsman reaching further (Burglar, Guardsman, Mayor) owns the rest.
  switch (action.type) {
    case 'sell':
      ownSeat(s, seat);
      ownGuild(s, g);
      doSell(s, seat, g, action.count, events);
      break;
    case 'buy':
      ownSeat(s, seat);
      ownGuild(s, g);
      doBuy(s, seat, g, goods!, events);
      break;
    case 'recruit':
      // The guest leaves the lodgings; the seat's tiles and peddlers are replaced, not changed, if it keeps it.
      ownSeat(s, seat);
      ownGuild(s, g).lodgings = s.guilds[g]!.lodgings.slice();
      doRecruit(
        s,
        seat,
        g,
        {
          window: action.window,
          payment: goods!,
          toFront: action.toFront,
          ability: action.ability as Ability | undefined,
        },
        events,
      );
      break;
    case 'nothing':
      ownSeatRecord(s, seat);
      ownGuildRoof(s, g);
      events.push({ type: 'didNothing', seat, guild: guildName(g) });
      break;
  }
  const p = s.seats[seat]!;
  p.plan = without(p.plan!, g);
  agentToRoof(s, seat, g, events);
}

/** The plan less the guild just resolved. */
function without(plan: readonly number[], g: number): number[] {
  const out = new Array<number>(plan.indexOf(g) < 0 ? plan.length : plan.length - 1);
  let n = 0;
  for (let i = 0; i < plan.length; i++) if (plan[i] !== g) out[n++] = plan[i]!;
  return out;
}
