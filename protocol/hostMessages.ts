// What the host sends its clients: a discriminated union keyed by \`type\`, and the table of handlers a
// client keeps for it, one per type (a client that forgets one does not compile).
import type { BotLevel } from '../engine/bots/index.ts';
import type { GameRecord, RecordProblem, StandIn } from '../engine/index.ts';
import type { ChatLine } from './chat.ts';
import type { DoorReason } from './door.ts';
import type { ErrorCode, LimitKind } from './errorCodes.ts';
import type { HeadToHead, HeldAs, Ladder, MatchListItem, PlayerStats, SeriesScore } from './history.ts';
import type { RematchOffer } from './rematch.ts';
import type { DefaultTableName, TablePhase } from './tableNames.ts';
import type { Hint, ReviewProgress, ReviewResult } from './review.ts';
import type { LogEvent, UndoInfo } from './takeBack.ts';
import type { PlayerColor, ViewParts } from './wire.ts';

export type { TablePhase };

export interface SeatInfo {
  seat: number;
  kind: 'open' | 'human' | 'bot';
  name: string | null;
  color: PlayerColor | null;
  /** Whether a human seat's player is connected right now. */
  connected: boolean;
  /** The bot playing the seat: a bot seat's, or the stand-in someone chose for an absent human. */
  level: BotLevel | null;
}

/** A game as everyone may see it, in the lobby list and in every state message. */
export interface TableInfo {
  id: string;
  /** Its name as typed, or the host's words for a default one (`defaultName`), which readers word themselves. */
  name: string;
  /** Its creator gave it no name: whose it is, as each reader's screen words it. */
  defaultName?: DefaultTableName;
  phase: TablePhase;
  seats: SeatInfo[];
  spectators: number;
  /** The round being played (1–4), null before the game starts. */
  round?: number | null;
  /**
   * When the game was last played (ms since the epoch): its last action, or its start before any; null
   * before it starts.
   */
  lastPlayed?: number | null;
  /** Every seat with a player is waiting for them: the game is paused, and no bot plays. */
  paused?: boolean;
  /** False when the creator turned hints off for this game. */
  hints?: boolean;
  /** False when the creator turned undo off for this game. */
  undo?: boolean;
  /** The guided first game. */
  lesson?: boolean;
  /** A rematch: its game's place in the series (2 for the first rematch); absent: a series' first game. */
  series?: number;
  /** Its creator is the table's display: the public board on a big screen, each player at their phone. */
  display?: boolean;
  /** Once the game runs: where bots played absent players' seats, by action index (the record's). */
  standIns?: StandIn[];
  /**
   * Once the game runs: the SHA-256 of its seed and its deal (docs/game-record.md), 64 hexadecimal
   * digits, the same from the first move to the last (absent for a guided game).
   */
  fingerprint?: string;
  /** Once the game is over (never before: it decides the guest stack): the seed the fingerprint hashes. */
  seed?: string;
}

/** This client's part in a game. */
export interface YouInfo {
  seats: number[];
  admin: boolean;
  /** The seat whose view this client receives; null for the public view. */
  focus: number | null;
  /**
   * In a running game that offers undo, to a client holding seats: what each of them may take back
   * now, the seat that decided last first.
   */
  undo?: UndoInfo[];
}

export interface LogEntry {
  seq: number;
  /** The actions applied once these events happened: the events of action `moves - 1`. */
  moves: number;
  events: LogEvent[];
}

/**
 * Why a game ended: its creator ended it, everybody left it, its lobby waited too long without
 * starting (`idle`), it was a lobby nobody else had joined that made way for another table on a full
 * host (`room`), or the host is shutting down.
 */
export type EndReason = 'creator' | 'abandoned' | 'idle' | 'room' | 'host-closing';

export type HostMessage =
  | {
      v: 1;
      type: 'welcome';
      /**
       * `addresses`: "host:port" where guests on the LAN reach this host; none when it serves its own
       * machine only. `local`: the app's own table on this machine, whose name a client words itself.
       */
      host: { id: string; name: string; addresses: string[]; local?: boolean };
      /**
       * This client is the household's (the app's own page, or the host's operator by its key): it
       * reads the whole history and seats players at its own screen. A guest is false.
       */
      household: boolean;
      limits: { maxFrameBytes: number; maxMessagesPerSecond: number };
      /** This client stands at the door, and why: it sends `enter` with the code, or `claim`s a seat it holds. */
      door?: DoorReason;
      /** To the household: the evening's code (null: the door is open); `doorCode` tells each change. */
      code?: string | null;
    }
  /**
   * A guest's place at the door changed without its asking: shut out (`code-changed`: it held no seat
   * when the code changed; `removed`), or let in (null: the household opened the door).
   */
  | { v: 1; type: 'door'; reason: DoorReason | null }
  /** To the household's pages at each change: the evening's code (null: an open door). */
  | { v: 1; type: 'doorCode'; re?: number; code: string | null }
  /**
   * To the household's pages while the door is being tried: the wrong codes of the last minute and how
   * many addresses they came from (told every few seconds as it changes; 0 once a minute is quiet).
   */
  | { v: 1; type: 'doorTries'; wrong: number; addresses: number }
  | { v: 1; type: 'games'; re?: number; games: TableInfo[] }
  | {
      v: 1;
      type: 'created';
      re?: number;
      gameId: string;
      adminToken: string;
      seats: { seat: number; token: string }[];
    }
  | { v: 1; type: 'joined'; re?: number; gameId: string; seat: number; token: string }
  | { v: 1; type: 'claimed'; re?: number; gameId: string; seat: number | null }
  | { v: 1; type: 'ok'; re?: number }
  /**
   * `limit`: with the code `limit`, which one was met; `record`: with `invalid`, what is wrong with a
   * game record (`importRecord`).
   */
  | {
      v: 1;
      type: 'error';
      re?: number;
      code: ErrorCode;
      message: string;
      limit?: LimitKind;
      record?: RecordProblem;
    }
  /** The whole picture: sent on joining, claiming, spectating, focusing and on request (sync). */
  | ({
      v: 1;
      type: 'snapshot';
      re?: number;
      gameId: string;
      seq: number;
      /** The game's state token (see `act`); absent before the game starts. */
      version?: number;
      table: TableInfo;
      you: YouInfo;
      /** The public events after `since` when the request named it, else all of them. */
      log: LogEntry[];
      since?: number;
    } & ViewParts)
  /** One change; `seq` grows by one per change of the game, for every member. `table` comes when it changed. */
  | ({
      v: 1;
      type: 'update';
      gameId: string;
      seq: number;
      /** The game's state token (see `act`); absent before the game starts. */
      version?: number;
      table?: TableInfo;
      you: YouInfo;
      events: LogEvent[];
    } & ViewParts)
  | {
      v: 1;
      type: 'seatLost';
      gameId: string;
      seat: number;
      reason: 'kicked' | 'removed' | 'replaced' | 'claimed-elsewhere';
    }
  /** In the lobby a seat before this client's was taken away: its seat `from` is seat `seat` now. */
  | { v: 1; type: 'seatMoved'; gameId: string; from: number; seat: number }
  | { v: 1; type: 'ended'; gameId: string; reason: EndReason }
  /** New chat messages, or the recent ones for a member who arrives or comes back. */
  | { v: 1; type: 'chat'; gameId: string; lines: ChatLine[] }
  /** To a table's display: the player at `seat` asks it to skip ahead its pacing of the public events. */
  | { v: 1; type: 'displayNext'; gameId: string; seat: number }
  /** The rematch offered at a finished game, as it stands (null: withdrawn). */
  | { v: 1; type: 'rematch'; gameId: string; offer: RematchOffer | null }
  | { v: 1; type: 'history'; re?: number; matches: MatchListItem[] }
  | { v: 1; type: 'stats'; re?: number; players: PlayerStats[]; headToHead: HeadToHead[]; ladder: Ladder }
  /** The hint for `seat` at move `moves` (the view it was worked out from). */
  | { v: 1; type: 'hint'; re?: number; gameId: string; seat: number; moves: number; hint: Hint }
  /**
   * A review was accepted: `total` decisions will be weighed (progress and the result follow), or,
   * with `kept`, the review the host keeps for the match (nothing follows).
   */
  | { v: 1; type: 'reviewStarted'; re?: number; reviewId: string; total: number; kept?: ReviewResult }
  | ({ v: 1; type: 'reviewProgress' } & ReviewProgress)
  | { v: 1; type: 'reviewDone'; reviewId: string; result: ReviewResult }
  /** A review that could not be finished (not sent for one its client cancelled). */
  /** `reason: 'room'`: stopped for another guest's review, this one's guest holding more under way. */
  | { v: 1; type: 'reviewFailed'; reviewId: string; reason?: 'room'; message: string }
  /** A record added to the history as `matchId` (`added` false: the history held it already). */
  /** `held`: not added, how the record is the game the match holds (absent: added). */
  | { v: 1; type: 'imported'; re?: number; matchId: number; added: boolean; held?: HeldAs }
  | {
      v: 1;
      type: 'record';
      re?: number;
      matchId: number;
      record: GameRecord;
      /**
       * Each seat's bot level in seat order (null: a person's seat), as the history lists the match: a
       * bot's default name in the record is said in the reader's language.
       */
      bots: (BotLevel | null)[];
      /** The series of rematches the match belongs to (null: played once). */
      series: SeriesScore | null;
    };

export type HostMessageType = HostMessage['type'];
export type HostMessageOf<T extends HostMessageType> = Extract<HostMessage, { type: T }>;

/**
 * A client's handlers of every host message, one per type, each given the message of its type: a table
 * declared \`satisfies HostMessageHandlers<R>\` fails to compile when it misses a type.
 */
export type HostMessageHandlers<R> = { [T in HostMessageType]: (m: HostMessageOf<T>) => R };

/** Hands `m` to the handler of its type in `handlers`. */
export function handleHostMessage<R>(handlers: HostMessageHandlers<R>, m: HostMessage): R {
  return (handlers[m.type] as (m: HostMessage) => R)(m);
}
