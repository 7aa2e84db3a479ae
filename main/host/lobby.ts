// The host core: the games of one host, the seat tokens, and the routing of every checked message to
// the game it concerns. It knows nothing of sockets: the server hands it peers and messages.
import type { GameRecord, Result } from '../../engine/index.ts';
import type { BotRunner } from './bots/pool.ts';
import type { LobbySummary } from '../lan/advertise.ts';
import { hashToken, newGameId } from './ids.ts';
import { faultOf, type GameStore, type LanVenue, type StoreHealth, type StoredGame } from './store.ts';
import type { HeadToHead, MatchListItem, PlayerStats, SeriesScore } from '../../protocol/history.ts';
import { notAllowed, notFound, type Peer, type Refusal } from './peer.ts';
import { dispatch, type Handlers } from './router.ts';
import { Rematches } from './rematch.ts';
import { Reviews } from './reviews.ts';
import { ReviewRunner, type ReviewRunnerLike } from './bots/reviewRunner.ts';
import { Table } from './table.ts';
import type { TableContext } from './tableContext.ts';
import {
  MAX_FRAME_BYTES,
  MAX_MESSAGES_PER_SECOND,
  isGameRequest,
  requests,
  type ClientMessage,
  type ClientMessageOf,
  type EndReason,
  type HostRequestType,
  type RequestScope,
  type TableInfo,
} from '../../protocol/messages.ts';

export interface LobbyOptions {
  /** The table name others see on the LAN. */
  name: string;
  /**
   * How long a lobby seat waits for its disconnected guest (and a lobby for its creator). A running
   * game waits for its players as long as it takes.
   */
  graceMs?: number;
  /** Minutes are this long: a table's automatic stand-in comes after its minutes (shorter in tests). */
  minuteMs?: number;
  bots: BotRunner;
  /** This host serves the LAN here: its games are stored with it, to reopen on a LAN host after a restart. */
  lan?: LanVenue;
  maxGames?: number;
  /** Games one client may be in at once (holding seats, creating or watching). */
  maxGamesPerClient?: number;
  /** Open tables one guest (address) may have created at once (default an eighth of maxGames, at least 2). */
  maxGamesPerGuest?: number;
  /** A lobby in which nothing changed for this long is closed (its creator may stay connected forever). */
  lobbyIdleMs?: number;
  store?: GameStore;
  /** The match history this host answers history, stats, record and review requests from. */
  archive?: Archive;
  /** Runs post-game reviews (default: worker threads on every core). */
  reviews?: ReviewRunnerLike;
  log?: (line: string) => void;
  /** "host:port" where guests on the LAN reach this host, told to each client in the welcome. */
  guestAddresses?: () => string[];
}

/** Read-only queries over the match history (the SQLite store implements them). */
export interface Archive {
  history(filter: {
    status?: 'playing' | 'finished' | 'abandoned';
    limit?: number;
    offset?: number;
  }): MatchListItem[];
  stats(): { players: PlayerStats[]; headToHead: HeadToHead[] };
  /** The record of a match that is over; null for an unknown or unfinished one (its secrets stay hidden). */
  finishedRecord(matchId: number): GameRecord | null;
  /** The series of rematches the match belongs to; null for a match played once. */
  series?(matchId: number): SeriesScore | null;
  /** The match a game was stored as; null for an unknown game. */
  matchOfGame?(gameId: string): number | null;
}

interface Grant {
  table: Table;
  seat: number | null;
}

export class Lobby implements TableContext {
  /** This host's identity for this run, so that a LAN browser can tell hosts with one name apart. */
  readonly hostId = newGameId();
  readonly name: string;
  readonly graceMs: number;
  readonly minuteMs: number;
  readonly lan: LanVenue | null;
  private readonly bots: BotRunner;
  readonly log: (line: string) => void;
  private readonly guestAddresses: () => string[];
  private readonly maxGames: number;
  private readonly maxGamesPerClient: number;
  private readonly maxGamesPerGuest: number;
  private readonly lobbyIdleMs: number;
  /** Per table: the guest who created it (undefined: the app's own page, or a restored game). */
  private readonly owners = new Map<string, string | undefined>();
  /** Per table in the lobby: when it last changed. */
  private readonly lastChange = new Map<string, number>();
  private readonly sweep: ReturnType<typeof setInterval>;
  private readonly storeHooks: GameStore | undefined;
  private readonly archive: Archive | undefined;
  private readonly tables = new Map<string, Table>();
  /** By the SHA-256 of the token: the host keeps no token itself, as the store keeps none. */
  private readonly grants = new Map<string, Grant>();
  private readonly watchers = new Set<Peer>();
  private readonly rematches = new Rematches({
    open: (old, creator, seats) => this.open(creator, old.name, { v: 1, type: 'create', seats }),
    linked: (next, previous) => this.store((store) => store.rematchOf?.(next.id, previous.id)),
  });
  private readonly reviews: Reviews;
  private readonly summaryListeners = new Set<(summary: LobbySummary) => void>();
  private lastList = '';
  private listPending = false;
  private closed = false;

  constructor(options: LobbyOptions) {
    this.name = options.name;
    this.graceMs = options.graceMs ?? 60_000;
    this.minuteMs = options.minuteMs ?? 60_000;
    this.lan = options.lan ?? null;
    this.bots = options.bots;
    this.maxGames = options.maxGames ?? 64;
    this.maxGamesPerClient = options.maxGamesPerClient ?? 8;
    this.maxGamesPerGuest = options.maxGamesPerGuest ?? Math.max(2, Math.floor(this.maxGames / 8));
    this.lobbyIdleMs = options.lobbyIdleMs ?? 15 * 60_000;
    this.sweep = setInterval(() => this.closeIdleLobbies(), Math.min(60_000, this.lobbyIdleMs / 4));
    this.sweep.unref();
    this.storeHooks = options.store;
    this.archive = options.archive;
    this.log = options.log ?? (() => {});
    this.guestAddresses = options.guestAddresses ?? (() => []);
    this.reviews = new Reviews(options.reviews ?? new ReviewRunner(), this.log);
  }

  connected(peer: Peer): void {
    peer.send({
      v: 1,
      type: 'welcome',
      host: { id: this.hostId, name: this.name, addresses: this.guestAddresses() },
      limits: { maxFrameBytes: MAX_FRAME_BYTES, maxMessagesPerSecond: MAX_MESSAGES_PER_SECOND },
    });
  }

  disconnected(peer: Peer): void {
    this.watchers.delete(peer);
    this.reviews.peerGone(peer);
    for (const table of this.tables.values()) table.peerGone(peer);
  }

  /** A client that skipped updates while it did not read has read its backlog: it gets the latest. */
  caughtUp(peer: Peer): void {
    if (this.closed) return;
    for (const table of this.tables.values())
      if (table.isMember(peer)) table.sync(peer, { v: 1, type: 'sync', gameId: table.id });
    if (this.watchers.has(peer)) peer.send({ v: 1, type: 'games', games: this.list() });
  }

  receive(peer: Peer, message: ClientMessage): void {
    if (this.closed) return;
    const refused = this.route(peer, message);
    if (refused)
      peer.send({ v: 1, type: 'error', re: message.id, code: refused.code, message: refused.message });
  }

  /** Brings back a stored game; its players take their seats back with their tokens. */
  restore(stored: StoredGame): Result<void> {
    if (this.tables.has(stored.id)) return { ok: false, error: `a game ${stored.id} is already here` };
    const restored = Table.restore(this, stored);
    if (!restored.ok) {
      // A record that no longer replays will never be resumed: the store sets it aside.
      this.store((store) => store.gameRemoved(stored.id));
      return restored;
    }
    this.tables.set(stored.id, restored.value);
    this.changed();
    return { ok: true, value: undefined };
  }

  summary(): LobbySummary {
    let freeSeats = 0;
    let lobby = false;
    for (const table of this.tables.values()) {
      freeSeats += table.freeSeats();
      lobby ||= table.phase === 'lobby';
    }
    const phase = this.tables.size === 0 ? 'idle' : lobby ? 'lobby' : 'playing';
    return { games: this.tables.size, freeSeats, phase };
  }

  onSummary(listener: (summary: LobbySummary) => void): () => void {
    this.summaryListeners.add(listener);
    return () => {
      this.summaryListeners.delete(listener);
    };
  }

  get gameCount(): number {
    return this.tables.size;
  }

  /** Ends every game (their clients hear why) and refuses anything further. */
  close(): void {
    this.closed = true;
    clearInterval(this.sweep);
    for (const table of [...this.tables.values()]) this.remove(table, 'host-closing');
    this.reviews.close();
    this.watchers.clear();
    this.summaryListeners.clear();
  }

  // TableContext ------------------------------------------------------------------------------

  botsFor(gameId: string): BotRunner {
    const owner = { guest: this.owners.get(gameId) ?? '', game: gameId };
    return {
      warm: () => this.bots.warm(),
      decide: (view, level, signal) => this.bots.decide(view, level, signal, owner),
      hint: (view, signal) => this.bots.hint(view, signal, owner),
    };
  }

  grant(tokenHash: string, table: Table, seat: number | null): void {
    this.grants.set(tokenHash, { table, seat });
  }

  revoke(tokenHash: string): void {
    this.grants.delete(tokenHash);
  }

  changed(table?: Table): void {
    if (table?.phase === 'lobby') this.lastChange.set(table.id, Date.now());
    if (this.listPending || this.closed) return;
    this.listPending = true;
    setImmediate(() => {
      this.listPending = false;
      if (this.closed) return;
      const games = this.list();
      const json = JSON.stringify(games);
      if (json === this.lastList) return;
      this.lastList = json;
      for (const peer of this.watchers) peer.send({ v: 1, type: 'games', games });
      const summary = this.summary();
      for (const listener of this.summaryListeners) listener(summary);
    });
  }

  remove(table: Table, reason: EndReason): void {
    if (this.tables.get(table.id) !== table) return;
    this.tables.delete(table.id);
    this.owners.delete(table.id);
    this.lastChange.delete(table.id);
    this.rematches.forget(table);
    table.close(reason);
    this.changed();
  }

  store(call: (store: GameStore) => void): boolean {
    if (!this.storeHooks) return true;
    try {
      call(this.storeHooks);
      return true;
    } catch (err) {
      const fault = faultOf(err);
      this.log(`game store failed (${fault.kind}): ${fault.message}`);
      return false;
    }
  }

  storeHealth(): StoreHealth {
    if (!this.storeHooks) return { ok: true };
    try {
      return this.storeHooks.writable?.() ?? { ok: true };
    } catch (err) {
      return faultOf(err);
    }
  }

  // -------------------------------------------------------------------------------------------

  /** The requests the host answers itself; the others go to the game they name. */
  private readonly hostRequests: Handlers<HostRequestType> = {
    games: (peer, m) => {
      this.watchers.add(peer);
      peer.send({ v: 1, type: 'games', re: m.id, games: this.list() });
      return null;
    },
    create: (peer, m) => this.create(peer, m),
    claim: (peer, m) => {
      const grant = this.grants.get(hashToken(m.token));
      if (!grant) return notFound('unknown or revoked token');
      const { table, seat } = grant;
      return (
        this.roomFor(peer, table) ??
        (seat === null ? table.claimAdmin(peer, m.id) : table.claimSeat(peer, seat, m.id)) ??
        this.rematches.welcome(peer, table)
      );
    },
    history: (peer, m) =>
      this.fromArchive((archive) => {
        const matches = archive.history({ status: m.status, limit: m.limit, offset: m.offset });
        peer.send({ v: 1, type: 'history', re: m.id, matches });
        return null;
      }),
    stats: (peer, m) =>
      this.fromArchive((archive) => {
        peer.send({ v: 1, type: 'stats', re: m.id, ...archive.stats() });
        return null;
      }),
    record: (peer, m) =>
      this.fromArchive((archive) => {
        const record = archive.finishedRecord(m.matchId);
        if (!record) return notFound(`no finished match #${m.matchId}`);
        const series = archive.series?.(m.matchId) ?? null;
        peer.send({ v: 1, type: 'record', re: m.id, matchId: m.matchId, record, series });
        return null;
      }),
    review: (peer, m) => this.fromArchive((archive) => this.reviews.start(peer, m, archive)),
    reviewCancel: (peer, m) => this.reviews.cancel(peer, m),
  };

  private route(peer: Peer, m: ClientMessage): Refusal | null {
    if (!isGameRequest(m)) return dispatch(this.hostRequests, peer, m);
    const table = this.tables.get(m.gameId);
    if (!table) return notFound(`no game ${m.gameId} on this host`);
    const { scope, reply } = requests[m.type];
    const refused =
      this.admits(peer, table, scope) ??
      (m.type === 'rematch' ? this.rematches.answer(peer, table, m) : dispatch(table, peer, m));
    if (!refused && reply === 'ok') peer.send({ v: 1, type: 'ok', re: m.id });
    return refused;
  }

  /** Whether `peer` may send a request of this scope to `table` (the request's own checks follow). */
  private admits(peer: Peer, table: Table, scope: RequestScope): Refusal | null {
    if (scope === 'guest') return this.roomFor(peer, table);
    if (scope === 'member' && !table.isMember(peer)) return notFound('you are not in this game');
    if (scope === 'creator' && !table.isCreator(peer))
      return notAllowed("only the game's creator may do that");
    return null;
  }

  private fromArchive(answer: (archive: Archive) => Refusal | null): Refusal | null {
    return this.archive ? answer(this.archive) : notFound('this host keeps no match history');
  }

  private create(peer: Peer, m: ClientMessageOf<'create'>): Refusal | null {
    const colors = m.seats.flatMap((s) => (s.kind !== 'open' && s.color ? [s.color] : []));
    const twice = colors.find((c, i) => colors.indexOf(c) !== i);
    if (twice) return { code: 'invalid', message: `create: two seats have the colour ${twice}` };
    const firstLocal = m.seats.find((s) => s.kind === 'local');
    const name =
      m.name ?? (firstLocal?.kind === 'local' ? `${firstLocal.name}'s game` : `Game at ${this.name}`);
    const made = this.open(peer, name, m);
    return made instanceof Table ? null : made;
  }

  /** A new table in the lobby, unless the host or the client is at its limit of games. */
  private open(peer: Peer, name: string, m: ClientMessageOf<'create'>): Table | Refusal {
    if (this.tables.size >= this.maxGames)
      return { code: 'limit', message: `this host runs at most ${this.maxGames} games` };
    if (peer.guest !== undefined && this.ownedBy(peer.guest) >= this.maxGamesPerGuest)
      return { code: 'limit', message: `one address may have at most ${this.maxGamesPerGuest} games here` };
    const full = this.roomFor(peer, null);
    if (full) return full;
    const id = newGameId();
    this.owners.set(id, peer.guest);
    const table = Table.create(this, id, name, peer, m);
    this.tables.set(id, table);
    return table;
  }

  private ownedBy(guest: string): number {
    let count = 0;
    for (const owner of this.owners.values()) if (owner === guest) count++;
    return count;
  }

  /** A lobby nothing happened in for lobbyIdleMs ends: a creator who stays connected holds no table forever. */
  private closeIdleLobbies(): void {
    const now = Date.now();
    for (const table of [...this.tables.values()]) {
      const since = this.lastChange.get(table.id);
      if (table.phase !== 'lobby') this.lastChange.delete(table.id);
      else if (since !== undefined && now - since >= this.lobbyIdleMs) this.remove(table, 'abandoned');
    }
  }

  /** Refuses a client already in as many games as it may be in (unless it is in `table` already). */
  private roomFor(peer: Peer, table: Table | null): Refusal | null {
    if (table?.isMember(peer)) return null;
    let count = 0;
    for (const t of this.tables.values()) if (t.isMember(peer)) count++;
    return count < this.maxGamesPerClient
      ? null
      : { code: 'limit', message: `a client may be in at most ${this.maxGamesPerClient} games at once` };
  }

  private list(): TableInfo[] {
    return [...this.tables.values()].map((t) => t.tableInfo());
  }
}
