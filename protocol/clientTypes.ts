// What a protocol client is made with, what it tells its listeners, and what each request resolves to.
import type { Snapshot, Update } from './mirrors.ts';
import type { ProtocolError } from './pending.ts';
import type { Backoff, SocketConstructor } from './socket.ts';
import type { HeldToken } from './tokens.ts';
import type {
  ClientMessageType,
  ErrorCode,
  HostMessageOf,
  ReplyType,
  RequestFields,
  TableInfo,
} from './messages.ts';
import type { DoorReason } from './door.ts';

export interface ClientOptions {
  /** Default: the browser's WebSocket. In Node pass the ws package's. */
  WebSocket?: SocketConstructor;
  /** Tokens kept from an earlier run of the app: bare, or as the `tokens` event gave them. */
  tokens?: (string | HeldToken)[];
  /**
   * Whether those tokens are claimed on connecting (the default), or wait until `comeBack` names their
   * game: a page that shares its stored tokens with other pages takes up only the game it shows. A bare
   * token, whose game is unknown, is claimed on connecting either way.
   */
  claimKept?: boolean;
  /** Reconnect after a lost connection (default true). */
  reconnect?: boolean;
  /** Reconnection delays double from `initialMs` up to `maxMs`, with jitter. */
  backoff?: Backoff;
  requestTimeoutMs?: number;
  /**
   * This browser's own secret player id: it goes with every request whose answer depends on who asks
   * (joining a seat, the history), so that a guest's games count and show for them alone.
   */
  playerId?: string;
  /** The evening's code of a LAN host that asks for one: tried at its door on connecting and after a reconnection. */
  code?: string;
}

export interface ClientEvents {
  open: [welcome: HostMessageOf<'welcome'>];
  /** The connection dropped; `retryInMs` is null when the client will not reconnect. */
  close: [info: { code: number; reason: string; retryInMs: number | null }];
  games: [games: TableInfo[]];
  snapshot: [message: Snapshot];
  update: [message: Update];
  seatLost: [message: HostMessageOf<'seatLost'>];
  ended: [message: HostMessageOf<'ended'>];
  chat: [message: HostMessageOf<'chat'>];
  rematch: [message: HostMessageOf<'rematch'>];
  /** To a table's display: a player asks it to skip ahead its pacing. */
  displayNext: [message: HostMessageOf<'displayNext'>];
  reviewProgress: [message: HostMessageOf<'reviewProgress'>];
  reviewDone: [message: HostMessageOf<'reviewDone'>];
  reviewFailed: [message: HostMessageOf<'reviewFailed'>];
  /** An error that answers none of this client's requests (throttling, a frame the host could not read). */
  error: [message: HostMessageOf<'error'>];
  /**
   * A held seat (null: the creator's rights) could not be taken back after a reconnection, for this
   * reason; not told of a game seen over that the host no longer knows (its token goes quietly).
   */
  reclaimFailed: [failure: { code: ProtocolError['code']; gameId: string | null; seat: number | null }];
  /**
   * Where this client stands at the host's door changed (null: in); `refused` tells why the code it
   * held was not taken on reconnecting (`wrong-code`: the host has another now).
   */
  door: [reason: DoorReason | null, refused?: ErrorCode];
  /** The household's pages: the evening's code changed (null: the door is open); the welcome has it at first. */
  doorCode: [code: string | null];
  /** The household's pages: wrong codes at the door in the last minute, and from how many addresses. */
  doorTries: [wrong: number, addresses: number];
  /** The held tokens changed: an app that wants to survive a restart saves them. */
  tokens: [tokens: HeldToken[]];
}

/** A table's options, as its creator chooses them. */
export type TableChoices = Pick<RequestFields<'create'>, 'autoStandIn' | 'hints' | 'undo' | 'display'>;

/** The reply to a request of type T, as the client hands it on (a snapshot with its view put together). */
export type ReplyTo<T extends ClientMessageType> =
  ReplyType<T> extends 'snapshot' ? Snapshot : HostMessageOf<ReplyType<T>>;
