// The renderer's one connection to a game host, over the protocol client library: the same for a local
// game, a hosted LAN game and a joined one. It holds one GameSession per game this screen is in, the
// host's tables as this screen knows them (heldTables.svelte.ts: the seat tokens kept for a reload or
// a restart), the host as it welcomed the page, the page's place at the door, and the history it keeps.
// The stored seats are shared by every page of the host in this browser: a page takes up only those of
// the game it shows (or the player opens), never all of them on connecting.
import { Client, connect, type TableChoices } from '../../protocol/client.ts';
import { ProtocolError } from '../../protocol/pending.ts';
import { backoffDelay, RECONNECT_BACKOFF } from '../../protocol/socket.ts';
import type { HostMessageOf, PlayerColor, SeatSpec } from '../../protocol/messages.ts';
import type { HomeMessages } from '../i18n/i18n.svelte.ts';
import { browserPlayerId } from './address.ts';
import { HostArchive } from './archive.ts';
import { describeError, type FailureCode, type LinkNotice } from './errors.ts';
import { Door } from './door.svelte.ts';
import { HeldTables } from './heldTables.svelte.ts';
import { HostInfo } from './hostInfo.svelte.ts';
import { ReviewWatch } from './reviewWatch.ts';
import { GameSession } from './session.svelte.ts';

export type Outcome = { ok: true; gameId: string } | { ok: false; error: string };

export type { TableChoices };

export type LinkStatus = 'connecting' | 'open' | 'retrying' | 'failed';

export class HostLink {
  #status = $state<LinkStatus>('connecting');
  #retryAt = $state<number | null>(null);
  #notice = $state.raw<LinkNotice | null>(null);
  /** The host as it welcomed this page. */
  readonly host = new HostInfo();
  /** The host's tables, those this screen holds, and those gone. */
  readonly tables: HeldTables;
  /** Where this page stands at a LAN host's door, and the household's code. */
  readonly door: Door;
  /** The reviews this page asked for, under way. */
  readonly reviews = new ReviewWatch();
  /** The household's match history. */
  readonly archive = new HostArchive(() => this.requireClient());
  #client: Client | null = null;
  /** Tries in a row that could not reach the host for the page's first connection. */
  #tries = 0;
  #retryTimer: ReturnType<typeof setTimeout> | null = null;
  #closed = false;
  #rematchMade = $state<string | null>(null);
  // eslint-disable-next-line svelte/prefer-svelte-reactivity -- bookkeeping; each session holds its own state
  readonly #sessions = new Map<string, GameSession>();

  constructor(readonly url: string) {
    this.tables = new HeldTables(url, () => this.requireClient());
    this.door = new Door(() => this.requireClient(), url);
  }

  get status(): LinkStatus {
    return this.#status;
  }

  /** When the next reconnection attempt starts (ms since epoch), while retrying. */
  get retryAt(): number | null {
    return this.#retryAt;
  }

  /**
   * The last rematch made at a table this page is at: the new game, which this page may have a seat in
   * (a player who accepted and went to read the review meanwhile is told from there).
   */
  get rematchMade(): string | null {
    return this.#rematchMade;
  }

  /** Something to tell the player about the link itself (a failed reclaim, an error of the host's). */
  get notice(): LinkNotice | null {
    return this.#notice;
  }

  async start(): Promise<void> {
    this.#status = 'connecting';
    await this.#connect();
  }

  /**
   * One try to reach the host. A page that could not reach it keeps saying so while it tries again by
   * itself, rather than flickering between "connecting" and "cannot connect" at every try.
   */
  async #connect(): Promise<void> {
    this.#stopRetrying();
    try {
      const client = await connect(this.url, {
        tokens: this.tables.kept(),
        claimKept: false,
        playerId: browserPlayerId(),
        // The QR code's address carries the evening's code: one scan lets the guest in.
        code: this.door.brought(),
      });
      this.#attach(client);
    } catch {
      // The banner says that the host cannot be reached, and offers to try again at once. The page
      // tries again by itself too, ever less often, as after a lost connection: a host that was away as
      // the page opened (restarting, say) has it back when it returns.
      this.#status = 'failed';
      if (!this.#closed)
        this.#retryTimer = setTimeout(
          () => void this.#connect(),
          backoffDelay(RECONNECT_BACKOFF, this.#tries++),
        );
    }
  }

  close(): void {
    this.#closed = true;
    this.#stopRetrying();
    this.tables.stop();
    this.#client?.close();
  }

  #stopRetrying(): void {
    if (this.#retryTimer) clearTimeout(this.#retryTimer);
    this.#retryTimer = null;
  }

  /** The player has read the notice. */
  dismissNotice(): void {
    this.#notice = null;
  }

  session(gameId: string): GameSession {
    let s = this.#sessions.get(gameId);
    if (!s) {
      s = new GameSession(gameId, () => this.requireClient());
      const mirror = this.#client?.game(gameId);
      if (mirror) s.mirror(mirror);
      this.#sessions.set(gameId, s);
    }
    return s;
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
   * Leaves the guided game for good: it is not kept, and neither are its creator's rights (the host never
   * lists a lesson, so rights kept to it would name it gone on Home). Null when done, or the reason.
   */
  async leaveLesson(m: HomeMessages, gameId: string): Promise<string | null> {
    const problem = await this.session(gameId).leave(m);
    if (!problem) this.#client?.forget(gameId);
    return problem;
  }

  /**
   * Steps away from a running game: its seats wait for this screen, which keeps their tokens (Home and
   * the history offer to continue it). Null when done, or the reason in words.
   */
  async away(m: HomeMessages, gameId: string): Promise<string | null> {
    const problem = await this.session(gameId).stepAway(m);
    // What this screen showed of the game is stale from now on: coming back starts from the host's snapshot.
    if (!problem) this.#sessions.delete(gameId);
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
      if (code === 'not-found') this.tables.lost(gameId);
      return code;
    }
  }

  /**
   * Takes up the seats of the game this screen opens (Continue, a reload, or the browser's Back): true
   * when at the game. A game gone is named on Home (`tables.gone`); any other failure is told at once.
   */
  async takeUp(gameId: string): Promise<boolean> {
    const code = await this.comeBack(gameId);
    if (code && code !== 'not-found') this.#notice = { kind: 'reclaim', code };
    return code === null;
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
    return this.tables.created(gameId) ? session.endGame(m) : session.leave(m);
  }

  requireClient(): Client {
    if (!this.#client || !this.#client.connected)
      throw new ProtocolError('disconnected', 'not connected to the host');
    return this.#client;
  }

  /** The host welcomed this page: one opened with a key the host does not know (its key file was replaced) is told so. */
  #welcomed(welcome: HostMessageOf<'welcome'> | null): void {
    this.host.welcomed(welcome);
    if (!this.host.household && /[?&]key=/.test(this.url)) this.#notice = { kind: 'staleKey' };
  }

  #attach(client: Client): void {
    this.#client = client;
    this.#status = 'open';
    this.#welcomed(client.welcome);
    this.door.attach(client);
    this.tables.follow(client);
    // Everything the client tells, each to the part it concerns: a new event does not compile here
    // until it is given to one.
    client.onEach({
      open: (welcome) => {
        this.#status = 'open';
        this.#retryAt = null;
        this.#welcomed(welcome);
        this.door.welcomed(welcome.code ?? null);
      },
      close: (info) => {
        this.#status = info.retryInMs === null ? 'failed' : 'retrying';
        this.#retryAt = info.retryInMs === null ? null : Date.now() + info.retryInMs;
        // The host forgets a connection's reviews when it closes.
        this.reviews.lost();
      },
      games: (games) => this.tables.listed(games),
      tokens: (tokens) => this.tables.heldChanged(tokens),
      snapshot: (m) => {
        this.tables.seen(m.gameId, m.table);
        this.session(m.gameId).snapshot(m);
      },
      update: (m) => {
        this.tables.seen(m.gameId, m.table);
        this.session(m.gameId).update(m);
      },
      chat: (m) => this.session(m.gameId).chat.receive(m.lines),
      rematch: (m) => {
        this.#sessions.get(m.gameId)?.rematchOffered(m.offer);
        if (m.offer?.next) this.#rematchMade = m.offer.next;
      },
      displayNext: (m) => this.#sessions.get(m.gameId)?.skipAsked(),
      ended: (m) => this.#sessions.get(m.gameId)?.end(m.reason),
      seatLost: (m) => this.#sessions.get(m.gameId)?.lost(m.reason),
      reviewProgress: (m) => this.reviews.progress(m),
      reviewDone: (m) => this.reviews.done(m),
      reviewFailed: (m) => this.reviews.failed(m),
      door: (reason, refused) => this.door.moved(reason, refused ?? null),
      doorCode: (code) => this.door.codeChanged(code),
      doorTries: (wrong, addresses) => this.door.tried(wrong, addresses),
      error: (m) => {
        this.#notice = { kind: 'host', code: m.code };
      },
      reclaimFailed: (failure) => {
        if (failure.code === 'not-found') this.tables.lost(failure.gameId);
        else this.#notice = { kind: 'reclaim', code: failure.code };
      },
    });
  }
}
