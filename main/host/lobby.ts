// The host core: the games of one host and the routing of every checked message to the game it
// concerns (their seat tokens: SeatTokens). It knows nothing of sockets: the server hands it peers and
// messages.
import type { Result } from '../../engine/index.ts';
import { hashToken, newGameId } from './ids.ts';
import type { GameStore, LanVenue, StoredGame } from './store.ts';
import { notAllowed, notFound, type Peer, type Refusal } from './peer.ts';
import { defaultTableName, ownedTableName, refuseSeats, refuseTableName } from './createSeats.ts';
import type { DefaultTableName } from '../../protocol/tableNames.ts';
import type { LobbyOptions } from './lobbyOptions.ts';

export type { Archive, GuestPolicy } from './archive.ts';
export type { LobbyOptions } from './lobbyOptions.ts';
import { dispatch, type Handlers } from './router.ts';
import { archiveRequests, Readers } from './archive.ts';
import { Rematches } from './rematch.ts';
import { GamesList } from './gamesList.ts';
import { Shelf } from './shelf.ts';
import { GameLimits } from './limits.ts';
import { holdings } from './holdings.ts';
import { LobbyClock } from './lobbyClock.ts';
import { Reviews } from './reviews.ts';
import { lessonCreate } from './lessonDriver.ts';
import { SeatTokens } from './seatTokens.ts';
import { Table, type TableHolder, type TableKind } from './table.ts';
import { TableServices } from './tableServices.ts';
import { Evening } from './evening.ts';
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
} from '../../protocol/messages.ts';

/** What the host tells of itself at a glance (the LAN advertisement shows it to guests). */
export interface LobbySummary {
  games: number;
  freeSeats: number;
  phase: 'idle' | 'lobby' | 'playing';
}

export class Lobby implements TableHolder {
  /** This host's identity for this run, so that a LAN browser can tell hosts with one name apart. */
  readonly hostId = newGameId();
  readonly name: string;
  private readonly local: boolean;
  /** What every table here uses: timings, bots, advice, the store, the log. */
  private readonly services: TableServices;
  private readonly log: (line: string) => void;
  private readonly guestAddresses: () => string[];
  private readonly limits: GameLimits;
  private readonly clock: LobbyClock;
  /** The player each client said it is (the hash of the player id it last sent). */
  private readonly players = new WeakMap<Peer, string>();
  private readonly readers: Readers;
  private readonly tables = new Map<string, Table>();
  private readonly rematches = new Rematches({
    // A rematch is the same table again: the creator's choices of hints, undo, stand-in and display come along.
    open: (old, creator, seats, selfKey) => {
      const { autoStandIn, hints, undo, display } = old.choices;
      const m = {
        v: 1,
        type: 'create',
        seats,
        hints,
        undo,
        display,
        ...(autoStandIn ? { autoStandIn } : {}),
      } as const;
      const { name, defaultName } = old;
      return this.open(creator, name, m, { selfKey, series: old.series + 1, defaultName });
    },
    linked: (next, previous) => this.services.store((store) => store.rematchOf(next.id, previous.id)),
  });
  private readonly shelf: Shelf = new Shelf({
    tables: () => this.tables.values(),
    tokensOf: (table) => this.tokens.of(table),
    stored: (gameId) => this.fromStore((store) => store.resume(gameId)),
    unload: (table) => this.drop(table),
    restore: (stored) => this.restore(stored),
  });
  private readonly tokens: SeatTokens = new SeatTokens({
    revive: (tokenHash, room) => this.shelf.revive(tokenHash, room),
    finishedBy: (tokenHash) => this.fromStore((store) => store.finishedBy(tokenHash)),
    inMemory: (gameId) => this.tables.has(gameId),
    restore: (stored) => this.restore(stored),
  });
  private readonly list = new GamesList(
    () => this.tables.values(),
    this.shelf,
    (peer) => this.readers.household(peer),
  );
  private readonly reviews: Reviews;
  /** Who comes in: the evening's code, the guests at the door, the removed ones. */
  readonly evening: Evening;
  private readonly summaryListeners = new Set<(summary: LobbySummary) => void>();
  private listPending = false;
  private closed = false;

  constructor(options: LobbyOptions) {
    this.name = options.name;
    this.local = options.local ?? false;
    this.services = new TableServices(options, (gameId) => this.limits.ownerOf(gameId));
    this.log = this.services.log;
    this.limits = new GameLimits(options, {
      count: () => this.tables.size,
      memberships: (peer) => [...this.tables.values()].filter((t) => t.isMember(peer)).length,
      makeRoom: () => this.shelf.makeRoom(),
      lobbies: () => this.clock.lobbies(),
      close: (gameId, reason) => this.remove(this.tables.get(gameId)!, reason),
    });
    this.clock = new LobbyClock(options.lobbyIdleMs ?? 15 * 60_000, {
      tables: () => this.tables.values(),
      guestMade: (table) => this.limits.guestMade(table.id),
      expire: (table) => this.remove(table, 'idle'),
    });
    this.readers = new Readers(options.archive, options.guests);
    this.guestAddresses = options.guestAddresses ?? (() => []);
    this.reviews = new Reviews(options.reviews, this.log, this.services.graceMs, this.services.reviewsAhead);
    this.evening = new Evening({
      // A LAN host asks its guests for the evening's code unless told otherwise (docs/lan-party.md).
      door: options.door ?? (options.lan ? 'code' : 'open'),
      seated: (peer) =>
        [...this.tables.values()].some((table) => table.members.get(peer)?.spectator === false),
      shutOut: (peer) => this.letGo(peer),
      log: this.log,
    });
  }

  /** Where this host serves the LAN (its games are stored with it); null: a local host. */
  get lan(): LanVenue | null {
    return this.services.lan;
  }

  /** The host listens on `port` now: a venue asked for port 0 (any free one) is that port. */
  listening(port: number): void {
    this.services.listening(port);
  }

  connected(peer: Peer): void {
    const household = this.readers.household(peer);
    const door = this.evening.arrived(peer, household);
    peer.send({
      v: 1,
      type: 'welcome',
      host: { id: this.hostId, name: this.name, addresses: this.guestAddresses(), local: this.local },
      household,
      limits: { maxFrameBytes: MAX_FRAME_BYTES, maxMessagesPerSecond: MAX_MESSAGES_PER_SECOND },
      ...(door ? { door } : {}),
      ...(household ? { code: this.evening.code } : {}),
    });
  }

  disconnected(peer: Peer): void {
    this.evening.gone(peer);
    this.letGo(peer);
  }

  /** `peer` watches nothing any more: gone, or shut out at the door. */
  private letGo(peer: Peer): void {
    this.list.forget(peer);
    this.reviews.peerGone(peer);
    for (const table of this.tables.values()) table.peerGone(peer);
  }

  /** A client that skipped updates while it did not read has read its backlog: it gets the latest. */
  caughtUp(peer: Peer): void {
    if (this.closed) return;
    for (const table of this.tables.values())
      if (table.isMember(peer)) table.sync(peer, { v: 1, type: 'sync', gameId: table.id });
    this.list.resend(peer);
  }

  receive(peer: Peer, message: ClientMessage): void {
    if (this.closed) return;
    if ('playerId' in message && message.playerId) this.players.set(peer, hashToken(message.playerId));
    const refused = this.evening.gate(peer, message) ?? this.route(peer, message);
    if (refused)
      peer.send({
        v: 1,
        type: 'error',
        re: message.id,
        code: refused.code,
        message: refused.message,
        ...(refused.limit ? { limit: refused.limit } : {}),
        ...(refused.record ? { record: refused.record } : {}),
      });
  }

  /** Brings back a stored game; its players take their seats back with their tokens. */
  restore(stored: StoredGame): Result<void> {
    if (this.tables.has(stored.id)) return { ok: false, error: `a game ${stored.id} is already here` };
    const restored = Table.restore(this.services, this, stored);
    if (!restored.ok) {
      // A record that no longer replays will never be resumed: the store sets it aside.
      this.services.store((store) => store.gameRemoved(stored.id));
      return restored;
    }
    this.tables.set(stored.id, restored.value);
    // More games than the host keeps in memory (a restart with many unfinished): the oldest paused go aside.
    if (this.tables.size > this.limits.inMemory) this.shelf.makeRoom();
    // Brought back on a LAN host: from now on it is this host's LAN game, to reopen here after a restart.
    const venue = this.services.lan;
    if (
      venue &&
      restored.value.phase !== 'finished' &&
      (stored.lan?.name !== venue.name || stored.lan.port !== venue.port)
    )
      this.services.store((store) => store.venueChanged(stored, venue));
    this.changed();
    return { ok: true, value: undefined };
  }

  summary(): LobbySummary {
    let freeSeats = 0;
    let lobby = false;
    let lessons = 0;
    for (const table of this.tables.values()) {
      if (table.lesson) lessons++;
      freeSeats += table.freeSeats();
      lobby ||= table.phase === 'lobby';
    }
    const games = this.tables.size - lessons + this.shelf.size;
    const phase = games === 0 ? 'idle' : lobby ? 'lobby' : 'playing';
    return { games, freeSeats, phase };
  }

  onSummary(listener: (summary: LobbySummary) => void): () => void {
    this.summaryListeners.add(listener);
    return () => {
      this.summaryListeners.delete(listener);
    };
  }

  /** How much each client holds now, for making room (holdings.ts). */
  holdings(): (peer: Peer) => number {
    return holdings(this.tables.values(), this.reviews.followers(), (peer) => this.players.get(peer));
  }

  get gameCount(): number {
    return this.tables.size;
  }

  /** Ends every game (their clients hear why) and refuses anything further. */
  close(): void {
    this.closed = true;
    this.clock.stop();
    this.evening.close();
    for (const table of [...this.tables.values()]) this.remove(table, 'host-closing');
    this.reviews.close();
    this.services.reviewsAhead.close();
    this.list.clear();
    this.summaryListeners.clear();
  }

  // TableHolder: the registry's side of each table -------------------------------------------

  grant(tokenHash: string, table: Table, seat: number | null): void {
    this.tokens.grant(tokenHash, table, seat);
  }

  revoke(tokenHash: string): void {
    this.tokens.revoke(tokenHash);
  }

  changed(table?: Table): void {
    if (table) this.clock.changed(table);
    if (this.listPending || this.closed) return;
    this.listPending = true;
    setImmediate(() => {
      this.listPending = false;
      if (this.closed) return;
      this.list.changed();
      const summary = this.summary();
      for (const listener of this.summaryListeners) listener(summary);
    });
  }

  nameAfter(owner: string | null, table: Table): { name: string; defaultName: DefaultTableName } {
    const others = this.list.shown(true).filter((listed) => listed.id !== table.id);
    return ownedTableName(owner, this.name, others);
  }

  remove(table: Table, reason: EndReason): void {
    this.drop(table, reason);
  }

  /** Out of this host's memory: ended for `reason`, or (none) set aside with its stored game kept. */
  private drop(table: Table, reason: EndReason = 'host-closing'): void {
    if (this.tables.get(table.id) !== table) return;
    this.tables.delete(table.id);
    this.limits.gone(table.id);
    this.clock.forget(table.id);
    this.rematches.forget(table);
    table.close(reason);
    this.changed();
  }

  // -------------------------------------------------------------------------------------------

  /** The requests the host answers itself; the others go to the game they name. */
  private readonly hostRequests: Handlers<HostRequestType> = {
    games: (peer, m) => {
      this.list.watch(peer, m.id);
      return null;
    },
    create: (peer, m) => this.create(peer, m),
    lesson: (peer, m) => {
      const made = this.open(peer, 'Guided first game', lessonCreate(m), { lesson: true });
      return made instanceof Table ? made.start(peer, { v: 1, type: 'start', gameId: made.id }) : made;
    },
    claim: (peer, m) => {
      const found = this.tokens.find(hashToken(m.token), () => this.limits.room(peer));
      if (!('table' in found)) return found;
      const { table, seat } = found;
      const refused =
        this.evening.refusesSeat(peer, seat === null ? null : (table.roster.human(seat)?.guestKey ?? null)) ??
        this.limits.joining(peer, table.isMember(peer)) ??
        (seat === null ? table.claimAdmin(peer, m.id) : table.claimSeat(peer, seat, m.id)) ??
        this.rematches.welcome(peer, table);
      // A seat held here lets a guest in without the code.
      if (!refused) this.evening.claimed(peer);
      return refused;
    },
    enter: (peer, m) => this.evening.enter(peer, m),
    setDoor: (peer, m) => this.evening.setDoor(peer, m),
    ...archiveRequests(
      () => this.readers,
      (peer, m, archive) => this.reviews.start(peer, m, archive),
    ),
    reviewCancel: (peer, m) => this.reviews.cancel(peer, m),
  };

  /** What the store reads; null when it cannot (reported). */
  private fromStore<T>(read: (store: GameStore) => T | null): T | null {
    let value: T | null = null;
    this.services.store((store) => {
      value = read(store);
    });
    return value;
  }

  private route(peer: Peer, m: ClientMessage): Refusal | null {
    if (!isGameRequest(m)) return dispatch(this.hostRequests, peer, m);
    const table = this.tables.get(m.gameId);
    // A game of the household's screen is no game at all to a guest who is not in it.
    const hidden = table?.roster.atOneScreen() && !this.readers.household(peer) && !table.isMember(peer);
    if (!table || hidden) return notFound(`no game ${m.gameId} on this host`);
    const { scope, reply } = requests[m.type];
    const refused =
      this.admits(peer, table, scope) ??
      (m.type === 'rematch'
        ? this.rematches.answer(peer, table, m)
        : m.type === 'kick' && m.evening
          ? this.evening.removeAt(peer, table.roster.human(m.seat), m.seat, () => dispatch(table, peer, m))
          : m.type === 'spectate'
            ? (dispatch(table, peer, m) ?? this.rematches.welcome(peer, table))
            : dispatch(table, peer, m));
    if (!refused && reply === 'ok') peer.send({ v: 1, type: 'ok', re: m.id });
    return refused;
  }

  /** Whether `peer` may send a request of this scope to `table` (the request's own checks follow). */
  private admits(peer: Peer, table: Table, scope: RequestScope): Refusal | null {
    if (scope === 'guest') return this.limits.joining(peer, table.isMember(peer));
    if (scope === 'member' && !table.isMember(peer)) return notFound('you are not in this game');
    if (scope === 'creator' && !table.isCreator(peer))
      return notAllowed("only the game's creator may do that");
    return null;
  }

  private create(peer: Peer, m: ClientMessageOf<'create'>): Refusal | null {
    const household = this.readers.household(peer);
    const refused =
      refuseSeats(m.seats, household, m.display) ??
      (m.name === undefined ? null : refuseTableName(m.name, this.list.shown(household)));
    if (refused) return refused;
    const selfKey = m.playerId === undefined ? null : hashToken(m.playerId);
    const { name, defaultName } =
      m.name === undefined
        ? defaultTableName(m.seats, this.name, this.list.shown(true))
        : { name: m.name, defaultName: null };
    const made = this.open(peer, name, m, { selfKey, defaultName });
    return made instanceof Table ? null : made;
  }

  /** A new table in the lobby, unless the host or the client is at its limit of games. */
  private open(
    peer: Peer,
    name: string,
    m: ClientMessageOf<'create'>,
    kind: TableKind = {},
  ): Table | Refusal {
    const player = kind.selfKey ?? null;
    const full = this.limits.newTable(peer, player);
    if (full) return full;
    const id = newGameId();
    this.limits.made(id, peer.guest, player);
    const table = Table.create(this.services, this, id, name, peer, m, kind);
    this.tables.set(id, table);
    return table;
  }
}
