// The host protocol, shared by both ends: what a client may send (valibot schemas, checked by the
// host on every frame) and what the host sends back (types). Browser-safe: the renderer imports it,
// so nothing here may import a Node module.
import * as v from 'valibot';
import { BOT_LEVELS, type BotLevel } from '../engine/bots/index.ts';
import {
  actionSchema,
  nameSchema,
  playerName,
  type Action,
  type GameEvent,
  type GameRecord,
  type GameView,
  type SeatView,
  type StandIn,
} from '../engine/index.ts';
import type { HeadToHead, Ladder, MatchListItem, PlayerStats, SeriesScore } from './history.ts';
import { chatContent, type ChatLine } from './chat.ts';
import type { DoorReason } from './door.ts';
import type { RematchOffer } from './rematch.ts';
import type { Hint, ReviewProgress, ReviewResult } from './review.ts';
import type { LogEvent, UndoInfo } from './takeBack.ts';
import { PLAYER_COLORS, PROTOCOL_VERSION, type PlayerColor, type ViewParts } from './wire.ts';

// The constants and the view's assembly a client needs without the schemas, here too: the protocol's
// whole surface is importable from this file.
export * from './wire.ts';

// ---------------------------------------------------------------------------------------------
// Client → host

const gameId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,32}$/, 'not a game id'));
const token = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22,128}$/, 'not a token'));
const seat = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(4));
// A display name, as a record holds it: trimmed, NFC, 1–24 characters that show, no control characters.
const name = playerName;
/** The longest table name. */
export const TABLE_NAME_MAX = 40;
const tableName = nameSchema(TABLE_NAME_MAX);
const color = v.picklist(PLAYER_COLORS, `a colour is one of ${PLAYER_COLORS.join(', ')}`);
/** A sequence number or a move count. */
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const requestId = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER));
const matchId = v.pipe(v.number(), v.integer(), v.minValue(1));
const reviewId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,32}$/, 'not a review id'));
/** The most simulations per decision a review may ask for (the default is the engine's REVIEW_ITERATIONS). */
export const MAX_REVIEW_ITERATIONS = 20_000;

const level = v.picklist(BOT_LEVELS, `a bot level is one of ${BOT_LEVELS.join(', ')}`);
const bot = v.strictObject({ kind: v.literal('bot'), level });

/**
 * A seat as its creator sets it up: waiting for a guest, played on the creator's screen (`local`: the
 * household's own page only), the creator's own seat as a guest (`self`: their games count for their
 * `playerId`), or a bot.
 */
const seatSpec = v.variant('kind', [
  v.strictObject({ kind: v.literal('open') }),
  v.strictObject({ kind: v.literal('local'), name, color: v.optional(color) }),
  v.strictObject({ kind: v.literal('self'), name, color: v.optional(color) }),
  v.strictObject({ kind: v.literal('bot'), level, name: v.optional(name), color: v.optional(color) }),
]);
/** What a creator may turn a seat into (opening one only in the lobby). */
const seatChange = v.variant('kind', [v.strictObject({ kind: v.literal('open') }), bot]);

/**
 * Who a guest is: their browser's own secret player id, which the host keeps only hashed. It goes with
 * the requests whose answer depends on who asks (the history shows a guest only their own matches).
 */
const proof = { playerId: v.optional(token) };

function request<T extends string, E extends v.ObjectEntries>(type: T, entries: E) {
  return v.strictObject({
    v: v.literal(PROTOCOL_VERSION),
    id: v.optional(requestId),
    type: v.literal(type),
    ...entries,
  });
}

/**
 * Who a request is for and who may send it: `host`, answered by the host itself; the others are
 * answered by the game their `gameId` names: `guest`, sent by anyone (it makes the client a member
 * of the game, so the limit of games per client applies first); `member`, only by a member of the
 * game; `creator`, only by the client holding the game's creator's rights.
 */
export type RequestScope = 'host' | 'guest' | 'member' | 'creator';

/** How a request is declared: see `requests`. */
interface RequestSpec {
  schema: v.GenericSchema;
  reply: HostMessageType;
  scope: RequestScope;
}

/**
 * Every request a client may send, declared once: its schema (one per type, so that an error can
 * name the type's own problem), the host message that answers it (or `error`), and its scope. The
 * host's router, the client's requests and the renderer's game session are typed from this table.
 */
export const requests = {
  /** List the host's games and keep receiving the list as it changes. */
  games: { schema: request('games', {}), reply: 'games', scope: 'host' },
  create: {
    schema: request('create', {
      name: v.optional(tableName),
      seats: v.pipe(v.array(seatSpec), v.minLength(2), v.maxLength(5)),
      /** Opt-in: a bot of `level` stands in for a player away for `minutes` in the running game. */
      autoStandIn: v.optional(
        v.strictObject({ level, minutes: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(60)) }),
      ),
      /** Whether players may ask for hints in this game (default true). */
      hints: v.optional(v.boolean()),
      /** Whether players may take back their last decision in this game (default true). */
      undo: v.optional(v.boolean()),
      ...proof,
    }),
    reply: 'created',
    scope: 'host',
  },
  /** Take back a seat (or the creator's rights) with the token given when it was taken. */
  claim: { schema: request('claim', { token }), reply: 'claimed', scope: 'host' },
  /**
   * The host's match history, newest first (where the host keeps one). A guest of a host shared with
   * people outside its household sees only the matches they sat in (known by `playerId`), and, in the
   * statistics, only the players of those matches over those matches; so too for records and reviews.
   */
  history: {
    schema: request('history', {
      status: v.optional(v.picklist(['playing', 'finished', 'abandoned'])),
      limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(200))),
      offset: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000))),
      ...proof,
    }),
    reply: 'history',
    scope: 'host',
  },
  /** Statistics per player and bot level, and head-to-head. */
  stats: { schema: request('stats', { ...proof }), reply: 'stats', scope: 'host' },
  /** The game record of a match that is over (to replay it). */
  record: {
    schema: request('record', { matchId, ...proof }),
    reply: 'record',
    scope: 'host',
  },
  /**
   * Add a game record (docs/game-record.md) to the household's history, as `norenberc import` does:
   * replayed and its fingerprint checked first; the same record twice is one match. Guests may not.
   */
  importRecord: {
    schema: request('importRecord', { record: v.unknown() }),
    reply: 'imported',
    scope: 'host',
  },
  /**
   * Review a seat's decisions in a match that is over (`matchId`, or the finished game `gameId`): the
   * host answers `reviewStarted`, then sends `reviewProgress` as decisions are weighed and `reviewDone`
   * (or `reviewFailed`). One review per client at a time; reviews wait their turn on the host. A review
   * the host keeps already (made with at least as many iterations) comes with `reviewStarted` itself.
   */
  review: {
    schema: request('review', {
      matchId: v.optional(matchId),
      gameId: v.optional(gameId),
      seat,
      iterations: v.optional(
        v.pipe(v.number(), v.integer(), v.minValue(10), v.maxValue(MAX_REVIEW_ITERATIONS)),
      ),
      ...proof,
    }),
    reply: 'reviewStarted',
    scope: 'host',
  },
  /** Stop a review this client started: no more of its messages come. */
  reviewCancel: { schema: request('reviewCancel', { reviewId }), reply: 'ok', scope: 'host' },
  join: {
    schema: request('join', {
      gameId,
      seat: v.optional(seat),
      name,
      color: v.optional(color),
      /** A guest's games count for them (this id's hash), never for a local profile by name. */
      ...proof,
    }),
    reply: 'joined',
    scope: 'guest',
  },
  spectate: { schema: request('spectate', { gameId }), reply: 'snapshot', scope: 'guest' },
  /** Give up one's seats for good (their tokens die); the creator's rights stay with their token. */
  leave: { schema: request('leave', { gameId }), reply: 'ok', scope: 'member' },
  /**
   * Step away for now, as a dropped connection would: one's seats wait (a stand-in plays them only
   * where the table opted in) and their tokens stay good, for `claim` to take them back.
   */
  away: { schema: request('away', { gameId }), reply: 'ok', scope: 'member' },
  start: { schema: request('start', { gameId }), reply: 'ok', scope: 'creator' },
  /**
   * Remove a seat's player; with `evening`, for the evening: the host refuses their player id and the
   * address they played from until it stops (not a seat played at the creator's screen).
   */
  kick: {
    schema: request('kick', { gameId, seat, evening: v.optional(v.boolean()) }),
    reply: 'ok',
    scope: 'creator',
  },
  setSeat: { schema: request('setSeat', { gameId, seat, to: seatChange }), reply: 'ok', scope: 'creator' },
  addSeat: { schema: request('addSeat', { gameId, to: seatChange }), reply: 'ok', scope: 'creator' },
  end: { schema: request('end', { gameId }), reply: 'ok', scope: 'creator' },
  /** In a running game, a bot of `level` plays an absent player's seat until they return (null: it stops). */
  standIn: {
    schema: request('standIn', { gameId, seat, level: v.nullable(level) }),
    reply: 'ok',
    scope: 'creator',
  },
  /**
   * An action for a held seat. `version`: the state token of the view it was decided on (the game's
   * `version`, which never repeats, a take-back included); an action decided on a state the game has
   * left, or sent twice, gets `conflict`. `moves` (the view's move count) is the older token, honoured
   * only in a game where nothing was ever taken back.
   */
  act: {
    schema: request('act', {
      gameId,
      action: actionSchema,
      moves: v.optional(count),
      version: v.optional(count),
    }),
    reply: 'ok',
    scope: 'member',
  },
  /**
   * Take back the held seat's last decision, with the bots' moves made since (they decide again), where
   * the table allows it and the rules do (engine/takeBack.ts); else `conflict` naming the reason.
   */
  takeBack: { schema: request('takeBack', { gameId, seat }), reply: 'ok', scope: 'member' },
  /** Which held seat's view (or the public view, null) this client's updates carry; answered by a snapshot. */
  focus: {
    schema: request('focus', { gameId, seat: v.nullable(seat), since: v.optional(count) }),
    reply: 'snapshot',
    scope: 'member',
  },
  /** A snapshot: the full view and the public events after `since` (all of them without it). */
  sync: { schema: request('sync', { gameId, since: v.optional(count) }), reply: 'snapshot', scope: 'member' },
  /**
   * The hard bot's advice for a held seat whose turn it is, from that seat's view only (where the
   * game allows hints): answered by `hint`. Each seat's hints are counted in the match history.
   */
  hint: { schema: request('hint', { gameId, seat }), reply: 'hint', scope: 'member' },
  /** A chat message to the table (LAN tables only; seated players and the creator write, everyone reads). */
  say: { schema: request('say', { gameId, content: chatContent }), reply: 'ok', scope: 'member' },
  /**
   * At a finished game: the creator offers a rematch (and, once offered, goes on without the players
   * who have not answered) or withdraws it; a player accepts or declines it.
   */
  rematch: { schema: request('rematch', { gameId, accept: v.boolean() }), reply: 'ok', scope: 'member' },
  /**
   * The guided first game (protocol/lesson): a new game, started at once, with the player (`name`) in
   * seat 0 against two bots the lesson plays (scripted in the guided round, the easy bot after it).
   * It is not stored: no history, no statistics.
   */
  lesson: { schema: request('lesson', { name }), reply: 'created', scope: 'host' },
  /**
   * A guest at the door (`welcome.door`) comes in with the evening's code (read in any case, without
   * spaces). Wrong codes are counted per address and for the whole host (`too-many-tries`).
   */
  enter: {
    schema: request('enter', { code: v.pipe(v.string(), v.maxLength(32)), ...proof }),
    reply: 'ok',
    scope: 'host',
  },
  /**
   * The household's page opens the door (`open`: no code) or shuts it with a new code (anyone in who
   * holds no seat nor a creator's rights is at the door again); answered by `doorCode`.
   */
  setDoor: { schema: request('setDoor', { open: v.boolean() }), reply: 'doorCode', scope: 'host' },
} as const satisfies Record<string, RequestSpec>;

type Requests = typeof requests;
export type ClientMessageType = keyof Requests;
export type ClientMessageOf<T extends ClientMessageType> = v.InferOutput<Requests[T]['schema']>;
export type ClientMessage = { [T in ClientMessageType]: ClientMessageOf<T> }[ClientMessageType];
/** What a client writes in a request of type T (the envelope aside). */
export type RequestFields<T extends ClientMessageType> = Omit<
  v.InferInput<Requests[T]['schema']>,
  'v' | 'id' | 'type'
>;
/** The type of the host message answering a request of type T. */
export type ReplyType<T extends ClientMessageType> = Requests[T]['reply'];
/** The requests a game answers (routed by their `gameId`). */
export type GameRequestType = {
  [T in ClientMessageType]: Requests[T]['scope'] extends 'host' ? never : T;
}[ClientMessageType];
export type HostRequestType = Exclude<ClientMessageType, GameRequestType>;
export type SeatSpec = v.InferOutput<typeof seatSpec>;
export type SeatChange = v.InferOutput<typeof seatChange>;

export function isClientMessageType(type: unknown): type is ClientMessageType {
  return typeof type === 'string' && Object.hasOwn(requests, type);
}

export function isGameRequest(m: ClientMessage): m is ClientMessageOf<GameRequestType> {
  return requests[m.type].scope !== 'host';
}

// ---------------------------------------------------------------------------------------------
// Host → client

export type TablePhase = 'lobby' | 'playing' | 'finished';

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
  name: string;
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

/** Every code an error message may carry: a client words each one in its player's language. */
export const ERROR_CODES = [
  'bad-frame', // not a JSON object in a text frame
  'too-large',
  'version',
  'unknown-type',
  'invalid', // the message's fields do not fit its type
  'not-found',
  'not-allowed',
  'conflict', // the request came too late: the seat is taken, the game started, …
  'name-taken', // someone at the table goes by that name, or one that looks the same
  'color-taken', // someone at the table plays that colour already
  'illegal', // an action the rules refuse
  'lesson', // an action the guided game's step does not ask for (the message: the step's id)
  'take-back', // a decision the rules do not let its player take back (the message: the TakeBackRefusal)
  'fingerprint', // a stored record whose seed or deal is not the one its fingerprint was made of
  'limit',
  'your-reviews', // the asker's address, or its player, has as many reviews under way as it may
  'local-seats', // seats played at one screen are set up from the household's own page only
  'code-needed', // a guest at the door sent something other than `enter` or `claim`
  'wrong-code', // not the evening's code
  'too-many-tries', // too many wrong codes lately, from this address or at this host: wait
  'removed', // a table's creator removed this player (or their address) for the evening
  'throttled',
  'internal', // a fault of the host, reported rather than crashing it
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

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
  | { v: 1; type: 'error'; re?: number; code: ErrorCode; message: string }
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
  | { v: 1; type: 'ended'; gameId: string; reason: EndReason }
  /** New chat messages, or the recent ones for a member who arrives or comes back. */
  | { v: 1; type: 'chat'; gameId: string; lines: ChatLine[] }
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
  | { v: 1; type: 'reviewFailed'; reviewId: string; message: string }
  /** A record added to the history as `matchId` (`added` false: the history held it already). */
  | { v: 1; type: 'imported'; re?: number; matchId: number; added: boolean }
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

type HostMessageType = HostMessage['type'];
export type HostMessageOf<T extends HostMessageType> = Extract<HostMessage, { type: T }>;

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
