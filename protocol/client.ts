// The protocol client: used by the renderer (browser WebSocket) and by tests and the load test (the
// ws package's WebSocket). It keeps each game's latest state message (Mirrors), notices a gap in the
// sequence numbers and asks for a snapshot, stamps each action with the state token of the view it
// was decided on, and reconnects with backoff (ReconnectingSocket), taking back with their tokens
// (HeldTokens) the seats of the games it is at; the others' tokens wait for `comeBack`. At a LAN host's
// door it comes in with the evening's code it was given (or by a seat it takes back), then watches again
// what it watched. Its requests by name are HostRequests'. Browser-safe: no Node module is imported here.
import { HostRequests } from './hostRequests.ts';
import { Mirrors, type GameMirror, type Snapshot } from './mirrors.ts';
import { PendingRequests, ProtocolError } from './pending.ts';
import { RECONNECT_BACKOFF, ReconnectingSocket, type SocketConstructor } from './socket.ts';
import { HeldTokens, type HeldToken } from './tokens.ts';
import type { ClientMessageType, ErrorCode, HostMessage, HostMessageOf, RequestFields } from './messages.ts';
import type { DoorReason } from './door.ts';
import { handleHostMessage, type HostMessageHandlers } from './hostMessages.ts';
import type { ClientEvents, ClientOptions, ReplyTo } from './clientTypes.ts';
import { stamp } from './stamp.ts';
import { PROTOCOL_VERSION } from './wire.ts';

export type { ClientEvents, ClientOptions, TableChoices } from './clientTypes.ts';

/** Connects to a host; resolves once the host has welcomed the client, rejects if that first attempt fails. */
export function connect(url: string, options: ClientOptions = {}): Promise<Client> {
  const client = new Client(url, options);
  return client.firstOpen.then(() => client);
}

/** The host's messages a client hands to its listeners as they come. */
type Passed = 'chat' | 'rematch' | 'displayNext' | 'reviewProgress' | 'reviewDone' | 'reviewFailed';

export class Client extends HostRequests {
  /** The host's welcome on the current connection, null while disconnected. */
  welcome: HostMessageOf<'welcome'> | null = null;
  /** Why this client stands at the host's door; null: it is in. */
  door: DoorReason | null = null;
  /** Why the code it held was refused when it last knocked (`wrong-code`: the host has another now). */
  knockRefused: ErrorCode | null = null;
  readonly firstOpen: Promise<void>;
  /** The evening's code this client comes in with (given, or entered), until the host changes it. */
  private code: string | null;
  private readonly socket: ReconnectingSocket;
  private readonly reconnect: boolean;
  private readonly pending: PendingRequests<HostMessage | Snapshot>;
  private readonly mirrors = new Mirrors();
  private readonly held: HeldTokens;
  private readonly playerId: string | undefined;
  /** Games whose gap is being filled by a sync request. */
  private readonly syncing = new Set<string>();
  private readonly spectating = new Set<string>();
  private watchingGames = false;
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
    this.reconnect = options.reconnect ?? true;
    this.playerId = options.playerId;
    this.code = options.code ?? null;
    this.pending = new PendingRequests(options.requestTimeoutMs ?? 10_000);
    this.held = new HeldTokens(
      options.tokens ?? [],
      () => this.emit('tokens', this.tokens()),
      options.claimKept ?? true,
    );
    this.firstOpen = new Promise<void>((resolve, reject) => {
      this.settleFirst = { resolve, reject };
    });
    this.socket = new ReconnectingSocket(url, Socket, options.backoff ?? RECONNECT_BACKOFF, {
      message: (data) => this.receive(data),
      lost: (code, reason) => this.lost(code, reason),
    });
  }

  get connected(): boolean {
    return this.welcome !== null;
  }

  /** The latest state of a game this client is in. */
  game(gameId: string): GameMirror | undefined {
    return this.mirrors.get(gameId);
  }

  tokens(): HeldToken[] {
    return this.held.list();
  }

  /** Whether this client holds tokens for `gameId` that it has not claimed (they wait for `comeBack`). */
  waiting(gameId: string): boolean {
    return this.held.waits(gameId);
  }

  /** Forgets the tokens of a game this client is not at (its host no longer has it): nothing is sent. */
  forget(gameId: string): void {
    if (this.held.waits(gameId)) this.forgetGame(gameId, false);
  }

  /**
   * Sends a request; resolves with its reply, rejects with a ProtocolError. What the client knows is
   * added on the way: an action's state token (the version of the latest view), and the sequence
   * number a snapshot's log starts after. An action refused as stale makes the client resync.
   */
  override request<T extends ClientMessageType>(type: T, fields: RequestFields<T>): Promise<ReplyTo<T>> {
    if (!this.socket.isOpen || !this.welcome) {
      return Promise.reject(new ProtocolError('disconnected', 'not connected to the host'));
    }
    const gameId = (fields as { gameId?: string }).gameId ?? null;
    const added = stamp(type, fields, gameId, this.mirrors, this.playerId);
    if (type === 'games') this.watchingGames = true;
    const reply = this.pending.add<ReplyTo<T>>(type, (id) =>
      this.socket.send(JSON.stringify({ v: PROTOCOL_VERSION, id, type, ...added, ...fields })),
    );
    if (gameId === null) return reply;
    return reply.then(
      (answer) => {
        if (type === 'spectate') this.spectating.add(gameId);
        if (type === 'leave') this.forgetGame(gameId, true);
        if (type === 'away') this.stepAway(gameId);
        return answer;
      },
      (err: ProtocolError) => {
        if (type === 'act' && err.code === 'conflict') this.resync(gameId);
        throw err;
      },
    );
  }

  /**
   * Takes up the seats (and the creator's rights) this client holds in `gameId` and is not at (stepped
   * away from, or kept unclaimed); rejects with the host's refusal. Nothing to do at a game it is at.
   */
  async comeBack(gameId: string): Promise<void> {
    if (!this.held.waits(gameId)) return;
    const held = this.held.ofGame(gameId);
    const claims = await Promise.allSettled(
      held.map(async (entry) => {
        try {
          const reply = await this.claim(entry.token);
          this.held.claimed(entry, reply.gameId, reply.seat);
        } catch (err) {
          // The game is over or gone meanwhile: the token is no good any more.
          if (err instanceof ProtocolError && err.code === 'not-found') this.forgetToken(entry);
          throw err;
        }
      }),
    );
    const refused = claims.find((c) => c.status === 'rejected');
    if (refused) throw refused.reason;
    this.held.back(gameId);
  }

  /**
   * Comes in at the host's door with the evening's code, and watches again what this client watched;
   * rejects with the host's refusal (`wrong-code`, `too-many-tries`, `removed`). Nothing to do when in.
   */
  async enter(code: string): Promise<void> {
    if (this.door === null) return;
    await this.request('enter', { code });
    this.code = code;
    this.letIn();
  }

  /** Closes for good: no reconnection. */
  close(): void {
    this.socket.stop(1000, 'client closing');
  }

  // -------------------------------------------------------------------------------------------

  private lost(code: number, reason: string): void {
    this.welcome = null;
    this.syncing.clear();
    this.mirrors.disconnected();
    this.pending.rejectAll(new ProtocolError('disconnected', 'the connection to the host was lost'));
    if (!this.opened) {
      this.socket.stop();
      const why = `${code}${reason ? ` ${reason}` : ''}`;
      this.settleFirst.reject(new ProtocolError('disconnected', `cannot connect to ${this.url} (${why})`));
      return;
    }
    const retry = !this.socket.isStopped && this.reconnect;
    this.emit('close', { code, reason, retryInMs: retry ? this.socket.retry() : null });
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
    if ('re' in message && message.re !== undefined) this.pending.settle(message.re, delivered);
  }

  /** Acts on a message; returns it as a request's reply gets it (a snapshot with its view put together). */
  private handle(m: HostMessage): HostMessage | Snapshot {
    return handleHostMessage<HostMessage | Snapshot>(this.handlers, m);
  }

  /** What this client does with each message the host sends, one handler per type (hostMessages.ts). */
  private readonly handlers = {
    welcome: (m) => {
      this.welcome = m;
      this.door = m.door ?? null;
      this.knockRefused = null;
      this.socket.established();
      const first = !this.opened;
      this.opened = true;
      this.emit('open', m);
      // At the door, the connection is made once the seats and the code held were tried: listeners
      // hear where it stands then, not in between.
      void this.resume().then(() => {
        if (first) this.settleFirst.resolve();
        else if (this.door !== null) this.emit('door', this.door, this.knockRefused ?? undefined);
      });
      return m;
    },
    door: (m) => {
      // The code this client holds is the old one now: a reconnection does not try it again.
      if (m.reason === 'code-changed') this.code = null;
      if (m.reason === null) this.letIn();
      else {
        this.door = m.reason;
        this.emit('door', m.reason);
      }
      return m;
    },
    doorCode: (m) => {
      this.emit('doorCode', m.code);
      return m;
    },
    doorTries: (m) => {
      this.emit('doorTries', m.wrong, m.addresses);
      return m;
    },
    games: (m) => {
      this.emit('games', m.games);
      return m;
    },
    created: (m) => {
      this.held.hold({ token: m.adminToken, gameId: m.gameId, seat: null });
      for (const s of m.seats) this.held.hold({ token: s.token, gameId: m.gameId, seat: s.seat });
      return m;
    },
    joined: (m) => {
      this.held.hold({ token: m.token, gameId: m.gameId, seat: m.seat });
      return m;
    },
    snapshot: (m) => {
      this.syncing.delete(m.gameId);
      const snapshot = this.mirrors.snapshot(m);
      this.heldOver(m.gameId);
      this.emit('snapshot', snapshot);
      return snapshot;
    },
    update: (m) => {
      const update = this.mirrors.update(m);
      // Missed at least one change: the events in between matter, so ask for them and the full view.
      if (update === 'gap') this.resync(m.gameId);
      else if (update) {
        this.heldOver(m.gameId);
        this.emit('update', update);
      }
      return m;
    },
    seatLost: (m) => {
      // Kicked or replaced: the token is dead. Claimed elsewhere: the other device has the seat now.
      this.held.drop((t) => t.gameId === m.gameId && t.seat === m.seat);
      this.emit('seatLost', m);
      return m;
    },
    seatMoved: (m) => {
      // The lobby closed a gap before this client's seat: the page hears of it with the next update.
      this.held.moved(m.gameId, m.from, m.seat);
      return m;
    },
    ended: (m) => {
      // A host that is shutting down may bring its games back (persistence): the tokens are kept
      // for the reconnection, which finds out.
      if (m.reason !== 'host-closing') this.forgetGame(m.gameId, false);
      this.emit('ended', m);
      return m;
    },
    chat: (m) => this.pass(m),
    rematch: (m) => this.pass(m),
    displayNext: (m) => this.pass(m),
    reviewProgress: (m) => this.pass(m),
    reviewDone: (m) => this.pass(m),
    reviewFailed: (m) => this.pass(m),
    error: (m) => {
      if (m.re === undefined) this.emit('error', m);
      return m;
    },
    claimed: (m) => {
      // A seat this client holds lets it in without the code.
      if (this.door !== 'removed') this.letIn();
      return m;
    },
    // Replies only: the request that asked for each gets it.
    history: (m) => m,
    stats: (m) => m,
    record: (m) => m,
    hint: (m) => m,
    reviewStarted: (m) => m,
    imported: (m) => m,
    ok: (m) => m,
  } satisfies HostMessageHandlers<HostMessage | Snapshot>;

  /** A message the client's listeners hear as it came. */
  private pass<M extends HostMessageOf<Passed>>(m: M): M {
    this.emit(m.type, ...([m] as ClientEvents[Passed]));
    return m;
  }

  private resync(gameId: string): void {
    if (this.syncing.has(gameId)) return;
    this.syncing.add(gameId);
    this.sync(gameId).catch(() => this.syncing.delete(gameId));
  }

  /** A game seen over: its tokens are marked, to go quietly once the host forgets the game. */
  private heldOver(gameId: string): void {
    if (this.mirrors.get(gameId)?.table.phase === 'finished') this.held.over(gameId);
  }

  /** A token the host refused for good (revoked, its game gone): the client forgets it and its game. */
  private forgetToken(held: HeldToken): void {
    this.held.drop((t) => t === held);
    const gameId = held.gameId;
    if (gameId && !this.held.some((t) => t.gameId === gameId) && !this.spectating.has(gameId)) {
      this.mirrors.delete(gameId);
    }
  }

  /**
   * After a reconnection: take the seats back (not those stepped away from) and watch again what was
   * watched; at the door, the seats first (one lets the client in), then the code it holds.
   */
  private async resume(): Promise<void> {
    const claims: Promise<void>[] = [];
    for (const held of this.held.toResume()) {
      const claimed = this.claim(held.token).then(
        (reply) => this.held.claimed(held, reply.gameId, reply.seat),
        (err: ProtocolError) => {
          if (err.code === 'disconnected' || err.code === 'timeout') return;
          // A host without room for the game now, or asked too fast: the seat is still this client's.
          if (err.code !== 'limit' && err.code !== 'throttled') this.forgetToken(held);
          // A game seen over that the host no longer keeps: nothing was lost.
          if (err.code === 'not-found' && held.over) return;
          this.emit('reclaimFailed', { code: err.code, gameId: held.gameId, seat: held.seat });
        },
      );
      claims.push(claimed);
    }
    if (this.door === null) return this.watchAgain();
    await Promise.allSettled(claims);
    await this.knock();
  }

  /** At the door for its code: tries the code this client holds, and says so when it is refused. */
  private async knock(): Promise<void> {
    if (this.door !== 'code' || this.code === null) return;
    try {
      await this.enter(this.code);
    } catch (err) {
      if (!(err instanceof ProtocolError) || err.code === 'disconnected' || err.code === 'timeout') return;
      if (err.code === 'wrong-code') this.code = null;
      this.knockRefused = err.code;
      this.emit('door', this.door, err.code);
    }
  }

  /** In at last (a code, a seat, or an open door): what was watched before is watched again. */
  private letIn(): void {
    if (this.door === null) return;
    this.door = null;
    this.knockRefused = null;
    this.emit('door', null);
    this.watchAgain();
  }

  private watchAgain(): void {
    for (const gameId of this.spectating) {
      this.request('spectate', { gameId }).catch(() => this.forgetGame(gameId, false));
    }
    if (this.watchingGames) this.request('games', {}).catch(() => {});
  }

  /** Leaving gives up the seats; the creator's token stays for `comeBack` when `keepAdmin`. */
  private forgetGame(gameId: string, keepAdmin: boolean): void {
    this.unfollow(gameId);
    this.held.leave(gameId, keepAdmin);
  }

  /** Stepping away keeps the tokens, for `comeBack`. */
  private stepAway(gameId: string): void {
    this.unfollow(gameId);
    this.held.stepAway(gameId);
  }

  /** Nothing of the game comes any more: its state is not kept. */
  private unfollow(gameId: string): void {
    this.mirrors.delete(gameId);
    this.spectating.delete(gameId);
    this.syncing.delete(gameId);
  }
}
