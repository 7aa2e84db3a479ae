// The renderer's one connection to a game host, over the protocol client library: the same for a local
// game, a hosted LAN game and a joined one. It keeps the seat tokens in the browser's storage, so that a
// reload or a restart can take the seats back, and holds one GameSession per game this screen is in.
// The stored seats are shared by every page of the host in this browser: a page takes up only those of
// the game it shows (or the player opens), never all of them on connecting.
import { Client, connect, type TableChoices } from '../../protocol/client.ts';
import { ProtocolError } from '../../protocol/pending.ts';
import { backoffDelay, RECONNECT_BACKOFF } from '../../protocol/socket.ts';
import type { HeldToken } from '../../protocol/tokens.ts';
import type { SeriesScore } from '../../protocol/history.ts';
import type {
  BotLevel,
  GameRecord,
  HeadToHead,
  HostMessageOf,
  Ladder,
  MatchListItem,
  PlayerColor,
  PlayerStats,
  SeatSpec,
  TableInfo,
} from '../../protocol/messages.ts';
import type { HomeMessages, Messages } from '../i18n/i18n.svelte.ts';
import { DEFAULT_PORT, WS_PATH } from '../../protocol/wire.ts';
import { describeError, type FailureCode, type LinkNotice } from './errors.ts';
import { Door, pageCode } from './door.svelte.ts';
import { GameSession } from './session.svelte.ts';
import { TokenStore } from './tokenStore.ts';

export type Outcome = { ok: true; gameId: string } | { ok: false; error: string };

/** An answer from the host's match history, or what went wrong in words. */
export type Fetched<T> = { ok: true; value: T } | { ok: false; error: string };

export type { TableChoices };

export type LinkStatus = 'connecting' | 'open' | 'retrying' | 'failed';

const PLAYER_KEY = 'norenberc.playerId';

/**
 * This browser's own player id, made once and kept with the seat tokens: the games a guest plays from
 * here count for them, never for a host's local profile that happens to have the same name.
 */
function browserPlayerId(): string | undefined {
  try {
    let id = globalThis.localStorage?.getItem(PLAYER_KEY);
    if (!id) {
      const bytes = crypto.getRandomValues(new Uint8Array(18));
      id = btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_');
      globalThis.localStorage?.setItem(PLAYER_KEY, id);
    }
    return id;
  } catch {
    // Without storage the host names the guest by their seat.
    return undefined;
  }
}

/** Where the host is: the one that served this page, unless the address names another (?host=). */
export function defaultHostUrl(location: Pick<Location, 'protocol' | 'host' | 'search'>): string {
  // eslint-disable-next-line svelte/prefer-svelte-reactivity -- read once, never state
  const params = new URLSearchParams(location.search);
  const named = params.get('host');
  if (named) return named;
  if (location.protocol === 'http:' || location.protocol === 'https:') {
    // The page the app opened itself carries the host's key (no per-address limits); it goes along.
    const key = params.get('key');
    const query = key ? `?key=${encodeURIComponent(key)}` : '';
    return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${WS_PATH}${query}`;
  }
  return `ws://127.0.0.1:${DEFAULT_PORT}${WS_PATH}`;
}

export class HostLink {
  status = $state<LinkStatus>('connecting');
  /** When the next reconnection attempt starts (ms since epoch), while retrying. */
  retryAt = $state<number | null>(null);
  hostName = $state('');
  /** The host is the app's own table on this machine: its name is the player's language's, not the host's. */
  hostLocal = $state(false);
  /** "host:port" where guests on the LAN reach the host, as it says; empty when it serves its own machine only. */
  hostAddresses = $state.raw<string[]>([]);
  /**
   * This page is the household's (the app's own, or opened with the host's key): it reads the whole
   * history and seats players at its screen. A guest sees their own games and plays only their own seat.
   */
  household = $state(true);
  games = $state.raw<TableInfo[]>([]);
  /** Games this screen holds seats or the creator's rights in. */
  held = $state.raw<HeldToken[]>([]);
  /** Something to tell the player about the link itself (a failed reclaim, an error of the host's). */
  notice = $state.raw<LinkNotice | null>(null);
  /** The tables this screen had a seat in that turned out over or gone, by name ('' if unknown), for Home to tell. */
  gone = $state.raw<string[]>([]);
  /** Where this page stands at a LAN host's door, and the household's code. */
  readonly door = new Door(() => this.requireClient());
  private client: Client | null = null;
  /** Tries in a row that could not reach the host for the page's first connection. */
  private tries = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;
  private readonly store: TokenStore;
  // eslint-disable-next-line svelte/prefer-svelte-reactivity -- bookkeeping; each session holds its own state
  private readonly sessions = new Map<string, GameSession>();

  constructor(readonly url: string) {
    this.store = new TokenStore(url);
  }

  async start(): Promise<void> {
    this.stopRetrying();
    this.status = 'connecting';
    try {
      const client = await connect(this.url, {
        tokens: this.store.load(),
        claimKept: false,
        playerId: browserPlayerId(),
        // The QR code's address carries the evening's code: one scan lets the guest in.
        code: globalThis.location && pageCode(globalThis.location),
      });
      this.attach(client);
    } catch {
      // The banner says that the host cannot be reached, and offers to try again at once. The page
      // tries again by itself too, ever less often, as after a lost connection: a host that was away as
      // the page opened (restarting, say) has it back when it returns.
      this.status = 'failed';
      if (!this.closed)
        this.retryTimer = setTimeout(() => void this.start(), backoffDelay(RECONNECT_BACKOFF, this.tries++));
    }
  }

  close(): void {
    this.closed = true;
    this.stopRetrying();
    globalThis.removeEventListener?.('storage', this.storageChanged);
    this.client?.close();
  }

  private stopRetrying(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  session(gameId: string): GameSession {
    let s = this.sessions.get(gameId);
    if (!s) {
      s = new GameSession(gameId, () => this.requireClient());
      const mirror = this.client?.game(gameId);
      if (mirror) s.mirror(mirror);
      this.sessions.set(gameId, s);
    }
    return s;
  }

  /** The host's name as the player reads it (empty before the welcome). */
  hostLabel(m: HomeMessages): string {
    return this.hostLocal && this.hostName ? m.home.localHost : this.hostName;
  }

  /** Lists the host's games and keeps `games` current. */
  async watchGames(): Promise<void> {
    const reply = await this.requireClient().games();
    this.listed(reply.games);
  }

  /** Starts the guided first game (the host starts it at once) with the learner named `name`. */
  async lesson(m: HomeMessages, name: string): Promise<Outcome> {
    try {
      const created = await this.requireClient().request('lesson', { name });
      return { ok: true, gameId: created.gameId };
    } catch (err) {
      return { ok: false, error: describeError(m, err) };
    }
  }

  /** Creates a game with these seats and options; a game without open seats is started at once. */
  async create(
    m: HomeMessages,
    seats: SeatSpec[],
    name?: string,
    choices: TableChoices = {},
  ): Promise<Outcome> {
    try {
      const client = this.requireClient();
      const created = await client.create(seats, name, choices);
      if (!seats.some((s) => s.kind === 'open')) await client.start(created.gameId);
      return { ok: true, gameId: created.gameId };
    } catch (err) {
      return { ok: false, error: describeError(m, err) };
    }
  }

  async join(m: HomeMessages, gameId: string, name: string, color?: PlayerColor): Promise<Outcome> {
    try {
      // The client sends this browser's player id with it: the guest's games count for them.
      await this.requireClient().join(gameId, name, color ? { color } : {});
      return { ok: true, gameId };
    } catch (err) {
      return { ok: false, error: describeError(m, err) };
    }
  }

  async spectate(m: HomeMessages, gameId: string): Promise<Outcome> {
    try {
      await this.requireClient().spectate(gameId);
      return { ok: true, gameId };
    } catch (err) {
      return { ok: false, error: describeError(m, err) };
    }
  }

  /**
   * Steps away from a running game: its seats wait for this screen, which keeps their tokens (Home and
   * the history offer to continue it). Null when done, or the reason in words.
   */
  async away(m: HomeMessages, gameId: string): Promise<string | null> {
    const problem = await this.session(gameId).stepAway(m);
    // What this screen showed of the game is stale from now on: coming back starts from the host's snapshot.
    if (!problem) this.sessions.delete(gameId);
    return problem;
  }

  /**
   * Takes back the seats this screen stepped away from in `gameId` (nothing to do elsewhere): null when
   * this screen is at the game, else the failure's code.
   */
  async comeBack(gameId: string): Promise<FailureCode | null> {
    try {
      await this.requireClient().comeBack(gameId);
      return null;
    } catch (err) {
      // The client fails only with the host's refusals and its own (lost connection, timeout).
      const code = err instanceof ProtocolError ? err.code : 'internal';
      if (code === 'not-found') this.goneTable(gameId);
      return code;
    }
  }

  /**
   * Gives up a game this screen holds: its creator ends it for everyone (the history keeps it as
   * abandoned, with no winner); a guest gives up their seat. Null when done, or the reason in words.
   */
  async abandon(m: HomeMessages, gameId: string): Promise<string | null> {
    // Only a screen at the game may end it or give up its seat there.
    const back = await this.comeBack(gameId);
    if (back) return m.errors.codes[back];
    const session = this.session(gameId);
    return this.created(gameId) ? session.endGame(m) : session.leave(m);
  }

  /** Whether this screen holds a seat or the creator's rights in a game. */
  holds(gameId: string): boolean {
    return this.held.some((h) => h.gameId === gameId);
  }

  /** The games this screen holds a seat or the creator's rights in, with their tables' names as last seen. */
  heldTables(): { gameId: string; name: string }[] {
    // eslint-disable-next-line svelte/prefer-svelte-reactivity -- worked out here, never kept
    const games = [...new Set(this.held.flatMap((h) => (h.gameId === null ? [] : [h.gameId])))];
    return games.map((gameId) => ({ gameId, name: this.store.name(gameId) }));
  }

  /** Whether this screen holds the creator's rights in a game (else only seats, as a guest). */
  created(gameId: string): boolean {
    return this.held.some((h) => h.gameId === gameId && h.seat === null);
  }

  /** A page of the match history, newest first. */
  history(
    m: Messages,
    filter: { status?: MatchListItem['status']; limit: number; offset: number },
  ): Promise<Fetched<MatchListItem[]>> {
    return this.fetch(m, async (c) => (await c.history(filter)).matches);
  }

  stats(m: Messages): Promise<Fetched<{ players: PlayerStats[]; headToHead: HeadToHead[]; ladder: Ladder }>> {
    return this.fetch(m, async (c) => {
      const { players, headToHead, ladder } = await c.stats();
      return { players, headToHead, ladder };
    });
  }

  /** A finished match's record, with its seats' bot levels and the series of rematches it belongs to. */
  record(
    m: Messages,
    matchId: number,
  ): Promise<Fetched<{ record: GameRecord; bots: (BotLevel | null)[]; series: SeriesScore | null }>> {
    return this.fetch(m, (c) => c.record(matchId), { 'not-found': m.replay.missing(matchId) });
  }

  /** Adds a game record to the household's history, or finds the match that holds it already. */
  async importRecord(m: Messages, record: unknown): Promise<Fetched<{ matchId: number; added: boolean }>> {
    // The record's own faults are said of the record; the others (a lost connection, a guest's page) as usual.
    return this.fetch(
      m,
      async (c) => {
        const { matchId, added } = await c.importRecord(record);
        return { matchId, added };
      },
      { invalid: m.records.illegal, fingerprint: m.records.fingerprint, 'too-large': m.records.tooLarge },
    );
  }

  /**
   * A host without a store answers every history request "not found"; a record is asked for from the
   * history list, so there the same code means that this match has no record. `words` say what a
   * failure means for this request, by its code; the others are said as any request's.
   */
  private async fetch<T>(
    m: Messages,
    ask: (client: Client) => Promise<T>,
    words: Partial<Record<FailureCode, string>> = {},
  ): Promise<Fetched<T>> {
    try {
      return { ok: true, value: await ask(this.requireClient()) };
    } catch (err) {
      const said =
        err instanceof ProtocolError ? { 'not-found': m.history.noStore, ...words }[err.code] : undefined;
      return { ok: false, error: said ?? describeError(m, err) };
    }
  }

  requireClient(): Client {
    if (!this.client || !this.client.connected)
      throw new ProtocolError('disconnected', 'not connected to the host');
    return this.client;
  }

  /**
   * The host's list of games: a game this screen holds seats in but is not at, and which the host no
   * longer lists, is over or gone; its tokens are forgotten, and Home names it (unless it was seen over).
   */
  private listed(games: TableInfo[]): void {
    this.games = games;
    const client = this.client;
    if (!client) return;
    for (const g of games) if (this.store.named(g.id, g.name, this.held)) this.store.save(this.held);
    // eslint-disable-next-line svelte/prefer-svelte-reactivity -- worked out here, never kept
    const here = new Set(games.map((g) => g.id));
    // eslint-disable-next-line svelte/prefer-svelte-reactivity -- worked out here, never kept
    const gone = new Set(
      this.held.flatMap((h) =>
        h.gameId && !here.has(h.gameId) && client.waiting(h.gameId) ? [h.gameId] : [],
      ),
    );
    for (const gameId of gone) {
      if (!this.held.some((h) => h.gameId === gameId && h.over)) this.goneTable(gameId);
      client.forget(gameId);
    }
  }

  private goneTable(gameId: string | null): void {
    const name = this.store.name(gameId);
    if (!this.gone.includes(name)) this.gone = [...this.gone, name];
  }

  /** Another page of this host changed the stored seats: those of the games this one is at stay. */
  private storageChanged = (): void => {
    const client = this.client;
    if (client) this.store.keep(this.held.filter((h) => h.gameId !== null && !client.waiting(h.gameId)));
  };

  /** A page opened with a key the host does not know (its key file was replaced) is told so. */
  private keyHeard(household: boolean): void {
    if (!household && /[?&]key=/.test(this.url)) this.notice = { kind: 'staleKey' };
  }

  private attach(client: Client): void {
    this.client = client;
    this.status = 'open';
    this.hostName = client.welcome?.host.name ?? '';
    this.hostLocal = client.welcome?.host.local ?? false;
    this.hostAddresses = client.welcome?.host.addresses ?? [];
    this.household = client.welcome?.household ?? true;
    this.keyHeard(this.household);
    this.door.attach(client);
    this.held = client.tokens();
    client.on('open', (welcome) => {
      this.status = 'open';
      this.retryAt = null;
      this.hostName = welcome.host.name;
      this.hostLocal = welcome.host.local ?? false;
      this.hostAddresses = welcome.host.addresses;
      this.household = welcome.household;
      this.keyHeard(welcome.household);
    });
    client.on('close', (info) => {
      this.status = info.retryInMs === null ? 'failed' : 'retrying';
      this.retryAt = info.retryInMs === null ? null : Date.now() + info.retryInMs;
    });
    client.on('games', (games) => this.listed(games));
    client.on('tokens', (tokens) => {
      this.held = tokens;
      this.store.save(tokens);
    });
    const seen = (gameId: string, table: TableInfo): void => {
      if (this.store.named(gameId, table.name, this.held)) this.store.save(this.held);
    };
    client.on('snapshot', (m) => {
      seen(m.gameId, m.table);
      this.session(m.gameId).snapshot(m);
    });
    client.on('update', (m) => {
      seen(m.gameId, m.table);
      this.session(m.gameId).update(m);
    });
    client.on('chat', (m) => this.session(m.gameId).chat.receive(m.lines));
    client.on('rematch', (m) => {
      const session = this.sessions.get(m.gameId);
      session?.rematchOffered(m.offer);
    });
    client.on('ended', (m) => this.sessions.get(m.gameId)?.end(m.reason));
    client.on('seatLost', (m: HostMessageOf<'seatLost'>) => this.sessions.get(m.gameId)?.lost(m.reason));
    client.on('error', (m) => {
      this.notice = { kind: 'host', code: m.code };
    });
    client.on('reclaimFailed', (failure) => {
      if (failure.code === 'not-found') this.goneTable(failure.gameId);
      else this.notice = { kind: 'reclaim', code: failure.code };
    });
    globalThis.addEventListener?.('storage', this.storageChanged);
  }
}
