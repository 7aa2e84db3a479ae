// Undo as the wire carries it: the public line a take-back leaves in every client's game log, and
// whether a client may take back a decision now (the engine's rule, worked out by the host).
import type { Action, GameEvent, TakeBackRefusal } from '../engine/index.ts';

/** A player took back their last decision (and `bots` bot moves made since, decided again). */
export interface TookBack {
  type: 'tookBack';
  seat: number;
  /** What kind of decision it was (a plan's guilds stay secret). */
  decision: Action['type'];
  bots: number;
}

/** What the game log tells: the game's own events and the take-backs between them. */
export type LogEvent = GameEvent | TookBack;

/**
 * A seat's undo at a table that offers it: why its last decision cannot be taken back now (null: it
 * can). A client holding several seats (hotseat) hears one per seat.
 */
export interface UndoInfo {
  seat: number;
  refusal: TakeBackRefusal | null;
}

export type { TakeBackRefusal };
