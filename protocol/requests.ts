// What a client may send the host: each request's valibot schema (the host checks every frame against
// it), who may send it (its scope) and what answers it, in the one table \`requests\`.
import * as v from 'valibot';
import { BOT_LEVELS } from '../engine/bots/index.ts';
import { actionSchema, nameSchema, playerName } from '../engine/index.ts';
import { MAX_PLAYERS, MIN_PLAYERS } from '../engine/players.ts';
import { chatContent } from './chat.ts';
import { MAX_REVIEW_ITERATIONS, TABLE_NAME_MAX } from './limits.ts';
import type { HostMessageType } from './hostMessages.ts';
import { PLAYER_COLORS, PROTOCOL_VERSION } from './wire.ts';

const gameId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,32}$/, 'not a game id'));
const token = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22,128}$/, 'not a token'));
const seat = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_PLAYERS - 1));
// A display name, as a record holds it: trimmed, NFC, 1–24 characters that show, no control characters.
const name = playerName;
const tableName = nameSchema(TABLE_NAME_MAX);
const color = v.picklist(PLAYER_COLORS, `a colour is one of ${PLAYER_COLORS.join(', ')}`);
/** A sequence number or a move count. */
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const requestId = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER));
const matchId = v.pipe(v.number(), v.integer(), v.minValue(1));
const reviewId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,32}$/, 'not a review id'));

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
      seats: v.pipe(v.array(seatSpec), v.minLength(MIN_PLAYERS), v.maxLength(MAX_PLAYERS)),
      /** Opt-in: a bot of `level` stands in for a player away for `minutes` in the running game. */
      autoStandIn: v.optional(
        v.strictObject({ level, minutes: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(60)) }),
      ),
      /** Whether players may ask for hints in this game (default true). */
      hints: v.optional(v.boolean()),
      /** Whether players may take back their last decision in this game (default true). */
      undo: v.optional(v.boolean()),
      /**
       * The household's page becomes the table's display (the board on a big screen, the players at
       * their phones): it holds no seat and receives the public view only.
       */
      display: v.optional(v.boolean()),
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
  /**
   * In the lobby, take away a seat nobody plays (open, or a bot's) after which no player sits, so that
   * no player's seat moves; a table keeps 2 seats at least.
   */
  removeSeat: { schema: request('removeSeat', { gameId, seat }), reply: 'ok', scope: 'creator' },
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
   * who have not answered) or withdraws it; a player accepts or declines it. At a table with a display
   * (whose creator is a screen nobody sits at), a player may offer it too.
   */
  rematch: { schema: request('rematch', { gameId, accept: v.boolean() }), reply: 'ok', scope: 'member' },
  /** A player at a table with a display skips ahead the display's pacing of the public events. */
  displayNext: { schema: request('displayNext', { gameId }), reply: 'ok', scope: 'member' },
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
