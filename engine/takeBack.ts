// Undo as the rules allow it: a seat may take back its own last decision only while doing so changes
// nothing anyone has learnt. Pure: it reads the actions played since, with the events each produced.
import type { GameEvent } from './model/events.ts';
import type { Action } from './model/types.ts';

/** One applied action and the events it produced, in order. */
export interface Played {
  action: Action;
  events: readonly GameEvent[];
}

/** Why a decision cannot be taken back. */
export type TakeBackRefusal =
  /** The seat has made no decision yet. */
  | 'no-decision'
  /** The game is over. */
  | 'finished'
  /** The round ended since (favourites, income, new guests: all public now). */
  | 'round-ended'
  /** Plans were revealed since: everyone saw who planned which guild. */
  | 'revealed'
  /** Something was drawn at random since (a townsman reshuffled, lodgings refilled). */
  | 'drawn'
  /** Another player (not a bot) has decided since: their decision stands. */
  | 'other-acted';

export type TakeBack =
  /** Keep the first `keep` actions; the seat decides again at the position they leave. */
  { ok: true; keep: number } | { ok: false; reason: TakeBackRefusal };

/** Events that draw at random or show what was hidden, whatever the action that produced them. */
const DRAWN: ReadonlySet<GameEvent['type']> = new Set(['townsmanReshuffled', 'lodgingsRefilled']);

/**
 * Why a decision cannot be taken back, the most telling first: a game's end also ends its round, a
 * round's end also draws and reveals, and a player's move counts before what it drew or showed.
 */
const TELLING: readonly TakeBackRefusal[] = ['finished', 'round-ended', 'other-acted', 'drawn', 'revealed'];

/**
 * Whether `seat` may take back its last decision in `played` (the whole game so far), and how much of
 * the game stands then. The bots' moves since are taken back with it (they will decide again); any
 * other seat's move, a reveal, a random draw, a round's end or the game's end forbids it, and the most
 * telling of those since is the reason given (at a round's start, that the round ended, not that the
 * plans were revealed before it did).
 */
export function takeBack(
  played: readonly Played[],
  seat: number,
  isBot: (seat: number) => boolean,
): TakeBack {
  let last = -1;
  for (let i = played.length - 1; i >= 0; i--) {
    if (played[i]!.action.seat === seat) {
      last = i;
      break;
    }
  }
  if (last < 0) return { ok: false, reason: 'no-decision' };
  let reason: TakeBackRefusal | null = null;
  for (let i = last; i < played.length; i++) {
    const { action, events } = played[i]!;
    if (i > last && action.seat !== seat && !isBot(action.seat)) reason = mostTelling(reason, 'other-acted');
    reason = mostTelling(reason, refusalOf(action, events));
  }
  return reason ? { ok: false, reason } : { ok: true, keep: last };
}

function mostTelling(a: TakeBackRefusal | null, b: TakeBackRefusal | null): TakeBackRefusal | null {
  if (!a || !b) return a ?? b;
  return TELLING.indexOf(b) < TELLING.indexOf(a) ? b : a;
}

function refusalOf(action: Action, events: readonly GameEvent[]): TakeBackRefusal | null {
  if (events.some((e) => e.type === 'gameEnded')) return 'finished';
  if (events.some((e) => e.type === 'roundEnded')) return 'round-ended';
  if (events.some((e) => DRAWN.has(e.type))) return 'drawn';
  // The last plan or pass of a turn shows every plan: the guilds are called from them.
  const planning = action.type === 'plan' || action.type === 'pass';
  if (planning && events.some((e) => e.type === 'guildCalled' || e.type === 'turnEnded')) return 'revealed';
  return null;
}
