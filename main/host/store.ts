// Where a persistence layer hooks into the host: it hears every started game, every applied action
// (in order, from the one place that applies them), the end of a game with the state and events the
// host computed (a store never plays a game itself) and every seat change, and can hand a stored game
// back to `Lobby.restore`. Games still in the lobby are not stored: nothing has happened in them yet.
import type { Action, GameEvent, GameRecord, GameState, StandIn } from '../../engine/index.ts';
import type { BotLevel } from '../../engine/bots/index.ts';
import type { ChatLine } from '../../protocol/chat.ts';
import type { DefaultTableName } from '../../protocol/tableNames.ts';

/**
 * Names and colours are the record's players; a seat adds who plays it. Tokens are kept as their
 * SHA-256 (`hashToken` of ids.ts), never in clear. A guest's seat has a `guestKey` (the hash of their
 * browser's player id, or of the seat's token): their games count for that guest, never for a local
 * profile with the same name.
 */
export type StoredSeat =
  | { kind: 'open' }
  | { kind: 'human'; tokenHash: string; guestKey?: string | null }
  | { kind: 'bot'; level: BotLevel };

/** Where a LAN host serves: its table name and port. */
export interface LanVenue {
  name: string;
  port: number;
}

export interface StoredGame {
  id: string;
  /** Its table's name as typed, or the host's words for a default one. */
  name: string;
  /** Its creator gave the table no name: whose it is, which each reader words (absent: typed). */
  defaultName?: DefaultTableName;
  /** The creator's token's hash; null: nobody gets the creator's rights back. */
  adminTokenHash: string | null;
  seats: StoredSeat[];
  /** The table's opt-in: a bot of `level` stands in for a player away `minutes`; null: never. */
  autoStandIn?: { level: BotLevel; minutes: number } | null;
  /** The LAN host it was played on (its table name and port), to reopen there after a restart; null: a local game. */
  lan?: LanVenue | null;
  /** Whether its players may ask for hints (absent: they may). */
  hints?: boolean;
  /** Whether its players may take back their last decision (absent: they may). */
  undo?: boolean;
  /** Whether its creator is the table's display, holding no seat (absent: not). */
  display?: boolean;
  /** When it was last played (ms since the epoch): its last action, or its start before any. */
  lastPlayed?: number | null;
  /** Setup (seed and deal written out), every action that stands, and the stand-ins so far. */
  record: GameRecord;
  /**
   * Its state token: one change per action ever played and per take-back (absent: the number of
   * actions, none ever taken back). A resumed game goes on from it, so that no token comes back.
   */
  version?: number;
  /** The table's chat so far (the recent lines), oldest first; absent: none. */
  chat?: ChatLine[];
  /** A rematch's place in its series (absent: 1, a first game). */
  series?: number;
}

/** Why the store cannot write now: `busy` passes by itself, the others need the user (space, rights). */
export type StoreFaultKind = 'busy' | 'read-only' | 'full' | 'io';

/** Whether a write goes through now; the message is for players (the store's plain words). */
export type StoreHealth =
  { ok: true } | { ok: false; kind: StoreFaultKind; retryable: boolean; message: string };

/**
 * Calls are synchronous. An action the store cannot save is not played (its player is told so); any
 * other failure of the store is reported and the game goes on. A store's faults carry `kind` and
 * `retryable` as in StoreHealth (the host tells them apart by those, and knows no store's classes).
 * Every method is required: a store that cannot do something says so by its answer, so that no
 * call is dropped because an implementation forgot it.
 */
export interface GameStore {
  /** Checked before a game starts: a game the store could not write would be lost on a restart. */
  writable(): StoreHealth;
  gameStarted(game: StoredGame): void;
  actionApplied(gameId: string, action: Action, index: number): void;
  /** The last action ended the game (after its actionApplied): the final state and every event of the game. */
  gameFinished(gameId: string, final: GameState, events: readonly GameEvent[]): void;
  /** Who plays which seat changed; `standIns`: every stand-in bot so far (the record's field). */
  seatsChanged(gameId: string, seats: StoredSeat[], standIns: StandIn[]): void;
  gameRemoved(gameId: string): void;
  /**
   * The unfinished game `gameId` as stored now, for a host that set it aside (paused, nobody at it)
   * to bring it back; null when the store cannot give it back (the host then keeps it in memory).
   */
  resume(gameId: string): StoredGame | null;
  /**
   * The finished game a seat's or its creator's token (`tokenHash`, its SHA-256) was given for, for a
   * guest back at a table the host let go once nobody was at it; null: no finished game has that token.
   */
  finishedBy(tokenHash: string): StoredGame | null;
  /** The unfinished game `game` was brought back on the LAN host `lan`: it is that host's game from now on. */
  venueChanged(game: StoredGame, lan: LanVenue): void;
  /** The game `gameId`, in its lobby and not stored yet, is a rematch of `previous` (the history links them). */
  rematchOf(gameId: string, previous: string): void;
  /** A seat's player was given a hint (counted once per decision): the history shows how many each seat used. */
  hintUsed(gameId: string, seat: number): void;
  /**
   * `seat`'s player took back a decision: only the first `keep` actions stand (the later ones are
   * forgotten), and `standIns` are the record's stand-ins cut to them; all at once or not at all (a
   * store that cannot forget them throws, and the decision stands). The history counts take-backs.
   */
  actionsTakenBack(gameId: string, seat: number, keep: number, standIns: StandIn[]): void;
  /** A chat line said at the stored game's table: a resumed game gives its recent lines back (StoredGame.chat). */
  chatSaid(gameId: string, line: ChatLine): void;
}

/**
 * The store of a host that keeps no game (benchmarks, tests of the host alone): every game can start,
 * none is written, and none set aside can come back, so the host keeps every game in memory.
 */
export class UnsavedGames implements GameStore {
  writable(): StoreHealth {
    return { ok: true };
  }
  gameStarted(_game: StoredGame): void {}
  actionApplied(_gameId: string, _action: Action, _index: number): void {}
  gameFinished(_gameId: string, _final: GameState, _events: readonly GameEvent[]): void {}
  seatsChanged(_gameId: string, _seats: StoredSeat[], _standIns: StandIn[]): void {}
  gameRemoved(_gameId: string): void {}
  resume(_gameId: string): StoredGame | null {
    return null;
  }
  finishedBy(_tokenHash: string): StoredGame | null {
    return null;
  }
  venueChanged(_game: StoredGame, _lan: LanVenue): void {}
  rematchOf(_gameId: string, _previous: string): void {}
  hintUsed(_gameId: string, _seat: number): void {}
  actionsTakenBack(_gameId: string, _seat: number, _keep: number, _standIns: StandIn[]): void {}
  chatSaid(_gameId: string, _line: ChatLine): void {}
}

const FAULT_KINDS: readonly string[] = ['busy', 'read-only', 'full', 'io'];

/** The health a store's thrown error tells of; an error that is no store fault counts as `io`. */
export function faultOf(err: unknown): Extract<StoreHealth, { ok: false }> {
  const { kind, retryable, message } = (err ?? {}) as {
    kind?: unknown;
    retryable?: unknown;
    message?: unknown;
  };
  const text = typeof message === 'string' ? message : String(err);
  if (typeof kind === 'string' && FAULT_KINDS.includes(kind) && typeof retryable === 'boolean')
    return { ok: false, kind: kind as StoreFaultKind, retryable, message: text };
  return { ok: false, kind: 'io', retryable: false, message: `the game could not be saved (${text})` };
}
