// The host protocol's face, shared by both ends: what a client may send (requests.ts: valibot schemas,
// checked by the host on every frame), what the host sends back (hostMessages.ts), the error codes
// (errorCodes.ts), the limits (limits.ts) and what a client needs without the schemas (wire.ts).
// Browser-safe: the renderer imports it, so nothing here may import a Node module.
import type { BotLevel } from '../engine/bots/index.ts';
import type { Action, GameEvent, GameRecord, GameView, SeatView } from '../engine/index.ts';
import type { HeadToHead, Ladder, MatchListItem, PlayerStats } from './history.ts';
import type { LogEvent, UndoInfo } from './takeBack.ts';

export * from './wire.ts';
export * from './limits.ts';
export * from './requests.ts';
export * from './hostMessages.ts';
export * from './errorCodes.ts';

export type {
  Action,
  BotLevel,
  GameEvent,
  GameRecord,
  GameView,
  HeadToHead,
  Ladder,
  LogEvent,
  MatchListItem,
  PlayerStats,
  SeatView,
  UndoInfo,
};
