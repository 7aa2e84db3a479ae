// The protocol client: used by the renderer (browser WebSocket) and by tests and the load test (the
// ws package's WebSocket). It keeps each game's latest state message, notices a gap in the sequence
// numbers and asks for a snapshot, and reconnects with backoff, taking its seats back with their
// tokens. Browser-safe: no Node module is imported here.
import type * as v from 'valibot';
import { Emitter } from './emitter.ts';
import type {
  Action,
  ClientMessageType,
  ErrorCode,
  HostMessage,
  HostMessageOf,
  SeatChange,
  SeatSpec,
  TableInfo,
  YouInfo,
  GameView,
  PlayerColor,
  clientMessageSchemas,
} from './messages.ts';
import { PROTOCOL_VERSION, seatView } from './messages.ts';

/**
 * The part of the WebSocket API the client uses; the browser's and the ws package's both fit. The
 * handlers take `never` so that either implementation's own event types are accepted; the client's
 * handlers declare the fields they read (MessageEvent.data, CloseEvent.code and .reason).
 */
export interface SocketLike {
  readonly readyState: number;
  onmessage: ((event: never) => void) | null;
  onclose: ((event: never) => void) | null;
  onerror: ((event: never) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type SocketConstructor = new (url: string) => SocketLike;

export interface ClientOptions {
  /** Default: the browser's WebSocket. In Node pass the ws package's. */
  WebSocket?: SocketConstructor;
  /** Tokens to claim on connecting (kept from an earlier run of the app). */
  tokens?: string[];
  /** Reconnect after a lost connection (default true). */
  reconnect?: boolean;
  /** Reconnection delays double from `initialMs` up to `maxMs`, with jitter. */
  backoff?: { initialMs: number; maxMs: number };
  requestTimeoutMs?: number;
}

/** A token this client holds, and what it gives back when claimed (seat null: the creator's rights). */
export interface HeldToken {
  token: string;
  gameId: string | null;
  seat: number | null;
}

/** The latest state of one game as this client sees it. */
export interface GameMirror {
  gameId: string;
  seq: number;
  table: TableInfo;
  you: YouInfo;
  view: GameView | null;
}

/** An update as the client hands it on: the focused seat's view put together, the table always there. */
export type Update = Omit<HostMessageOf<'update'>, 'table' | 'own'> & { table: TableInfo };
/** A snapshot as the client hands it on: the focused seat's view put together. */
export type Snapshot = Omit<HostMessageOf<'snapshot'>, 'own'>;

export interface ClientEvents {
  open: [welcome: HostMessageOf<'welcome'>];
  /** The connection dropped; `retryInMs` is null when the client will not reconnect. */
  close: [info: { code: number; reason: string; retryInMs: number | null }];
  games: [games: TableInfo[]];
  snapshot: [message: Snapshot];
  update: [message: Update];
  seatLost: [message: HostMessageOf<'seatLost'>];
  ended: [message: HostMessageOf<'ended'>];
  /** An error that answers none of this client's requests (throttling, a failed reclaim). */
  error: [message: HostMessageOf<'error'>];
  /** The held tokens changed: an app that wants to survive a restart saves them. */
  tokens: [tokens: HeldToken[]];
}

export class ProtocolError extends Error {
  constructor(
    readonly code: ErrorCode | 'disconnected' | 'timeout',
    message: string,
  ) {
    super(message);
    this.name = 'ProtocolError';
  }
}

type Schemas = typeof clientMessageSchemas;
export type Request<T extends ClientMessageType> = Omit<v.InferInput<Schemas[T]>, 'v' | 'id'>;

interface ReplyTypes {
  games: 'games';
  create: 'created';
  join: 'joined';
  claim: 'claimed';
  spectate: 'snapshot';
  focus: 'snapshot';
  sync: 'snapshot';
  leave: 'ok';
  start: 'ok';
  kick: 'ok';
  setSeat: 'ok';
  addSeat: 'ok';
  end: 'ok';
  act: 'ok';
  history: 'history';
  stats: 'stats';
  record: 'record';
}
export type ReplyTo<T extends ClientMessageType> = ReplyTypes[T] extends 'snapshot'
  ? Snapshot
  : HostMessageOf<ReplyTypes[T]>;

interface Pending {
  resolve(message: HostMessage | Snapshot): void;
  reject(error: ProtocolError): void;
  timer: ReturnType<typeof setTimeout>;
}

const OPEN = 1;

/** Connects to a host; resolves once the host has welcomed the client, rejects if that first attempt fails. */
export function connect(url: string, options: ClientOptions = {}): Promise<Client> {
  const client = new Client(url, options);
  return client.firstOpen.then(() => client);
}

export class Client extends Emitter<ClientEvents> {
  /** The host's welcome on the current connection, null while disconnected. */
  welcome: HostMessageOf<'welcome'> | null = null;
  readonly firstOpen: Promise<void>;
  private readonly Socket: SocketConstructor;
  private readonly reconnect: boolean;
  private readonly backoff: { initialMs: number; maxMs: number };
  private readonly timeoutMs: number;
  private socket: SocketLike | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly mirrors = new Map<string, GameMirror>();
  /** Games whose gap is being filled by a sync request. */
  private readonly syncing = new Set<string>();
  private readonly held: HeldToken[];
  private readonly spectating = new Set<string>();
  private watchingGames = false;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  private opened = false;
  private settleFirst!: { resolve(): void; reject(error: Error): void };

  constructor(
    readonly url: string,
    options: ClientOptions = {},
  ) {
    super();
    const Socket = options.WebSocket ?? (globalThis as { WebSocket?: SocketConstructor }).WebSocket;
    if (!Socket)
      throw new Error("no WebSocket here: pass options.WebSocket (in Node, the ws package's WebSocket)");
    this.Socket = Socket;
    this.reconnect = options.reconnect ?? true;
    this.backoff = options.backoff ?? { initialMs: 250, maxMs: 8000 };
    this.timeoutMs = options.requestTimeoutMs ?? 10_000;
    this.held = (options.tokens ?? []).map((token) => ({ token, gameId: null, seat: null }));
    this.firstOpen = new Promise<void>((resolve, reject) => {
      this.settleFirst = { resolve, reject };
    });
    this.open();
  }

  get connected(): boolean {
    return this.welcome !== null;
  }

  /** The latest state of a game this client is in. */
  game(gameId: string): GameMirror | undefined {
    return this.mirrors.get(gameId);
  }

  tokens(): HeldToken[] {
    return this.held.map((t) => ({ ...t }));
  }

  /** Sends a request; resolves with its reply, rejects with a ProtocolError. */
  request<T extends ClientMessageType>(type: T, fields: Omit<Request<T>, 'type'>): Promise<ReplyTo<T>> {
    const socket = this.socket;
    if (!socket || socket.readyState !== OPEN || !this.welcome) {
      return Promise.reject(new ProtocolError('disconnected', 'not connected to the host'));
    }
    const id = this.nextId++;
    return new Promise<ReplyTo<T>>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new ProtocolError('timeout', `no answer to ${type} in ${this.timeoutMs} ms`));
      }, this.timeoutMs);
      this.pending.set(id, { resolve: resolve as (m: HostMessage | Snapshot) => void, reject, timer });
      socket.send(JSON.stringify({ v: PROTOCOL_VERSION, id, type, ...fields }));
    });
  }

  games(): Promise<ReplyTo<'games'>> {
    this.watchingGames = true;
    return this.request('games', {});
  }

  create(seats: SeatSpec[], name?: string): Promise<ReplyTo<'create'>> {
    return this.request('create', name === undefined ? { seats } : { name, seats });
  }

  join(
    gameId: string,
    name: string,
    options: { seat?: number; color?: PlayerColor } = {},
  ): Promise<ReplyTo<'join'>> {
    return this.request('join', { gameId, name, ...options });
  }

  claim(token: string): Promise<ReplyTo<'claim'>> {
    return this.request('claim', { token });
  }

  async spectate(gameId: string): Promise<ReplyTo<'spectate'>> {
    const reply = await this.request('spectate', { gameId });
    this.spectating.add(gameId);
    return reply;
  }

  async leave(gameId: string): Promise<ReplyTo<'leave'>> {
    const reply = await this.request('leave', { gameId });
    this.forgetGame(gameId, true);
    return reply;
  }

  start(gameId: string): Promise<ReplyTo<'start'>> {
    return this.request('start', { gameId });
  }

  kick(gameId: string, seat: number): Promise<ReplyTo<'kick'>> {
    return this.request('kick', { gameId, seat });
  }

  setSeat(gameId: string, seat: number, to: SeatChange): Promise<ReplyTo<'setSeat'>> {
    return this.request('setSeat', { gameId, seat, to });
  }

  addSeat(gameId: string, to: SeatChange): Promise<ReplyTo<'addSeat'>> {
    return this.request('addSeat', { gameId, to });
  }

  end(gameId: string): Promise<ReplyTo<'end'>> {
    return this.request('end', { gameId });
  }

  act(gameId: string, action: Action): Promise<ReplyTo<'act'>> {
    return this.request('act', { gameId, action });
  }

  /** Switches this client's updates to one of its seats' view (null: the public view). */
  focus(gameId: string, seat: number | null): Promise<ReplyTo<'focus'>> {
    return this.request('focus', { gameId, seat, ...this.since(gameId) });
  }

  sync(gameId: string): Promise<ReplyTo<'sync'>> {
    return this.request('sync', { gameId, ...this.since(gameId) });
  }

  history(filter: Omit<Request<'history'>, 'type'> = {}): Promise<ReplyTo<'history'>> {
    return this.request('history', filter);
  }

  stats(): Promise<ReplyTo<'stats'>> {
    return this.request('stats', {});
  }

  record(matchId: number): Promise<ReplyTo<'record'>> {
    return this.request('record', { matchId });
  }

  /** Closes for good: no reconnection. */
  close(): void {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.socket?.close(1000, 'client closing');
  }

  // -------------------------------------------------------------------------------------------

  private open(): void {
    const socket = new this.Socket(this.url);
    this.socket = socket;
    socket.onmessage = (event: { data: unknown }) => {
      if (this.socket === socket) this.receive(event.data);
    };
    socket.onclose = (event: { code: number; reason: string }) => {
      if (this.socket === socket) this.lost(event.code, event.reason);
    };
    socket.onerror = () => {
      // A close event follows every error; that is where the connection is handled.
    };
  }

  private lost(code: number, reason: string): void {
    this.socket = null;
    this.welcome = null;
    this.syncing.clear();
    for (const [id, pending] of this.pending) {
      clearTimeout(pending.timer);
      pending.reject(new ProtocolError('disconnected', 'the connection to the host was lost'));
      this.pending.delete(id);
    }
    if (!this.opened) {
      this.stopped = true;
      this.settleFirst.reject(
        new ProtocolError(
          'disconnected',
          `cannot connect to ${this.url} (${code}${reason ? ` ${reason}` : ''})`,
        ),
      );
      return;
    }
    const retry = !this.stopped && this.reconnect;
    const delay = retry ? this.nextDelay() : null;
    this.emit('close', { code, reason, retryInMs: delay });
    if (delay !== null) {
      this.retryTimer = setTimeout(() => {
        this.retryTimer = null;
        if (!this.stopped) this.open();
      }, delay);
    }
  }

  private nextDelay(): number {
    const { initialMs, maxMs } = this.backoff;
    const base = Math.min(maxMs, initialMs * 2 ** this.attempt);
    this.attempt++;
    return Math.round(base * (0.5 + Math.random() * 0.5));
  }

  private receive(data: unknown): void {
    if (typeof data !== 'string') return;
    let message: HostMessage;
    try {
      message = JSON.parse(data) as HostMessage;
    } catch {
      return;
    }
    if (typeof message !== 'object' || message === null || message.v !== PROTOCOL_VERSION) return;
    const delivered = this.handle(message);
    if ('re' in message && message.re !== undefined) this.settle(message.re, delivered);
  }

  private settle(re: number, message: HostMessage | Snapshot): void {
    const pending = this.pending.get(re);
    if (!pending) return;
    this.pending.delete(re);
    clearTimeout(pending.timer);
    if (message.type === 'error') pending.reject(new ProtocolError(message.code, message.message));
    else pending.resolve(message);
  }

  /** Acts on a message; returns it as a request's reply gets it (a snapshot with its view put together). */
  private handle(m: HostMessage): HostMessage | Snapshot {
    switch (m.type) {
      case 'welcome':
        this.welcome = m;
        this.attempt = 0;
        if (!this.opened) {
          this.opened = true;
          this.settleFirst.resolve();
        }
        this.emit('open', m);
        this.resume();
        return m;
      case 'games':
        this.emit('games', m.games);
        return m;
      case 'created':
        this.hold({ token: m.adminToken, gameId: m.gameId, seat: null });
        for (const s of m.seats) this.hold({ token: s.token, gameId: m.gameId, seat: s.seat });
        return m;
      case 'joined':
        this.hold({ token: m.token, gameId: m.gameId, seat: m.seat });
        return m;
      case 'claimed':
        return m;
      case 'snapshot': {
        this.syncing.delete(m.gameId);
        const { own: _own, ...rest } = m;
        const snapshot: Snapshot = { ...rest, view: seatView(m) };
        this.mirrors.set(m.gameId, {
          gameId: m.gameId,
          seq: m.seq,
          table: m.table,
          you: m.you,
          view: snapshot.view,
        });
        this.emit('snapshot', snapshot);
        return snapshot;
      }
      case 'update':
        this.update(m);
        return m;
      case 'seatLost':
        // Kicked or replaced: the token is dead. Claimed elsewhere: the other device has the seat now.
        this.drop((t) => t.gameId === m.gameId && t.seat === m.seat);
        this.emit('seatLost', m);
        return m;
      case 'ended':
        // A host that is shutting down may bring its games back (persistence): the tokens are kept
        // for the reconnection, which finds out.
        if (m.reason !== 'host-closing') {
          this.forgetGame(m.gameId, false);
          this.drop((t) => t.gameId === m.gameId);
        }
        this.emit('ended', m);
        return m;
      case 'error':
        if (m.re === undefined) this.emit('error', m);
        return m;
      case 'history':
      case 'stats':
      case 'record':
        return m;
      case 'ok':
        return m;
    }
  }

  private update(m: HostMessageOf<'update'>): void {
    const mirror = this.mirrors.get(m.gameId);
    if (mirror && m.seq <= mirror.seq) return;
    if (!mirror || m.seq !== mirror.seq + 1) {
      // Missed at least one change: the events in between matter, so ask for them and the full view.
      if (!this.syncing.has(m.gameId)) {
        this.syncing.add(m.gameId);
        this.sync(m.gameId).catch(() => this.syncing.delete(m.gameId));
      }
      return;
    }
    mirror.seq = m.seq;
    mirror.table = m.table ?? mirror.table;
    mirror.you = m.you;
    mirror.view = seatView(m);
    const { own: _own, ...rest } = m;
    this.emit('update', { ...rest, table: mirror.table, view: mirror.view });
  }

  /** After a reconnection: take the seats back and watch again what was watched. */
  private resume(): void {
    for (const held of [...this.held]) {
      this.claim(held.token).then(
        (reply) => {
          held.gameId = reply.gameId;
          held.seat = reply.seat;
          this.emit('tokens', this.tokens());
        },
        (err: ProtocolError) => {
          if (err.code === 'disconnected' || err.code === 'timeout') return;
          this.drop((t) => t === held);
          if (
            held.gameId &&
            !this.held.some((t) => t.gameId === held.gameId) &&
            !this.spectating.has(held.gameId)
          ) {
            this.mirrors.delete(held.gameId);
          }
          this.emit('error', {
            v: 1,
            type: 'error',
            code: err.code,
            message: `could not take back a seat: ${err.message}`,
          });
        },
      );
    }
    for (const gameId of this.spectating) {
      this.request('spectate', { gameId }).catch(() => this.forgetGame(gameId, false));
    }
    if (this.watchingGames) this.request('games', {}).catch(() => {});
  }

  private since(gameId: string): { since?: number } {
    const mirror = this.mirrors.get(gameId);
    return mirror && mirror.seq > 0 ? { since: mirror.seq } : {};
  }

  private hold(token: HeldToken): void {
    if (this.held.some((t) => t.token === token.token)) return;
    this.held.push(token);
    this.emit('tokens', this.tokens());
  }

  private drop(which: (t: HeldToken) => boolean): void {
    const before = this.held.length;
    for (let i = this.held.length - 1; i >= 0; i--) if (which(this.held[i]!)) this.held.splice(i, 1);
    if (this.held.length !== before) this.emit('tokens', this.tokens());
  }

  /** Leaving gives up the seats (their tokens die); the creator's token stays usable. */
  private forgetGame(gameId: string, keepAdmin: boolean): void {
    this.mirrors.delete(gameId);
    this.spectating.delete(gameId);
    this.syncing.delete(gameId);
    this.drop((t) => t.gameId === gameId && !(keepAdmin && t.seat === null));
  }
}
