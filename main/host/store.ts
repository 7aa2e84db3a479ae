// Where a persistence layer hooks into the host: it hears every started game, every applied action
// (in order, from the one place that applies them) and every seat change, and can hand a stored game
// back to `Lobby.restore`. Games still in the lobby are not stored: nothing has happened in them yet.
import type { Action, GameRecord } from '../../engine/index.ts';
import type { BotLevel } from '../../engine/bots/index.ts';

/** Names and colours are the record's players; a seat adds who plays it. */
export type StoredSeat = { kind: 'open' } | { kind: 'human'; token: string } | { kind: 'bot'; level: BotLevel };

export interface StoredGame {
  id: string;
  name: string;
  adminToken: string;
  seats: StoredSeat[];
  /** Setup (seed and deal written out) and every action applied so far. */
  record: GameRecord;
}

/** Calls are synchronous; a store that throws is reported and the game goes on. */
export interface GameStore {
  gameStarted(game: StoredGame): void;
  actionApplied(gameId: string, action: Action, index: number): void;
  seatsChanged(gameId: string, seats: StoredSeat[]): void;
  gameRemoved(gameId: string): void;
}
