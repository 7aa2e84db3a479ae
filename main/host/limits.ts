// How many games a host holds, and how many of them one client may be in or one guest may have made:
// the bounds that keep a host whole however many tables its guests open. The household's pages have
// games of their own besides the guests' (HOUSEHOLD_RESERVE), which no guest can take. A guest who
// would pass the guests' limit still gets a table when one can make way: a paused game nobody is at
// (set aside, see Shelf), a lobby nobody is at any more, or else a lobby of one guest alone (nobody
// else joined it) of the address holding the most tables.
import { GUEST_LIMITS, HOUSEHOLD_RESERVE, gamesPerAddress } from './hostLimits.ts';
import { limitMet, type Peer, type Refusal } from './peer.ts';

export interface LimitOptions {
  /** The guests' games in memory (the household has a reserve of its own besides). */
  maxGames?: number;
  /** Games one client may be in at once (holding seats, creating or watching). */
  maxGamesPerClient?: number;
  /**
   * Open tables one guest may have made at once, by address and by player (default an eighth of
   * maxGames, at least 2).
   */
  maxGamesPerGuest?: number;
}

/** A lobby that could make way for a new table. */
export interface Yielding {
  id: string;
  /** Nobody is at it any more (its creator left, nobody else is connected there). */
  abandoned: boolean;
  /** Everyone at it is one guest (holdings.ts, oneGuest). */
  lone: boolean;
  /** When it last changed. */
  since: number;
}

/** What the limits need to know of the games in memory. */
export interface LimitedTables {
  count(): number;
  /** How many games `peer` is in. */
  memberships(peer: Peer): number;
  /** Frees room by setting a paused game nobody is at aside; whether it did. */
  makeRoom(): boolean;
  /** The lobbies in memory, as candidates to make way. */
  lobbies(): Yielding[];
  /** Ends the lobby to make way for a new table: nobody was at it (abandoned), or nobody else had joined it. */
  close(gameId: string, reason: 'abandoned' | 'room'): void;
}

interface Owner {
  /** The guest's address; undefined for the household's pages. */
  guest: string | undefined;
  /** The hash of the player id it made the table as, if it said. */
  player: string | null;
}

export class GameLimits {
  readonly maxGames: number;
  private readonly perClient: number;
  private readonly perGuest: number;
  /** Who made each game; a game brought back from the store has none and counts as the guests'. */
  private readonly owners = new Map<string, Owner>();

  constructor(
    options: LimitOptions,
    private readonly tables: LimitedTables,
  ) {
    this.maxGames = options.maxGames ?? GUEST_LIMITS.games;
    this.perClient = options.maxGamesPerClient ?? GUEST_LIMITS.gamesPerClient;
    this.perGuest = options.maxGamesPerGuest ?? gamesPerAddress(this.maxGames);
  }

  /** Games in memory at most: the guests' and the household's reserve. */
  get inMemory(): number {
    return this.maxGames + HOUSEHOLD_RESERVE.games;
  }

  /**
   * Whether one more game of `peer`'s fits in memory, once a paused game nobody is at is set aside or
   * (for a guest) a lobby made way if need be.
   */
  room(peer: Peer): boolean {
    if (peer.guest === undefined) {
      // The household: its reserve, which no guest takes, and whatever room there is besides.
      const own = [...this.owners.values()].filter((o) => o.guest === undefined).length;
      return own < HOUSEHOLD_RESERVE.games || this.fits() || this.tables.makeRoom();
    }
    return this.guestRoom() || this.tables.makeRoom() || this.makeWay(peer.guest);
  }

  /** Refuses a new table `peer` (who said it is `player`) would make beyond a limit no table can make way for. */
  newTable(peer: Peer, player: string | null): Refusal | null {
    const { guest } = peer;
    if (guest !== undefined && this.count((o) => o.guest === guest) >= this.perGuest)
      return limitMet('your-tables', `one address may have at most ${this.perGuest} games here`);
    if (guest !== undefined && player !== null && this.count((o) => o.player === player) >= this.perGuest)
      return limitMet('your-tables', `one player may have at most ${this.perGuest} games here`);
    return (
      this.joining(peer, false) ??
      (this.room(peer) ? null : limitMet('host-games', `this host runs at most ${this.maxGames} games`))
    );
  }

  /**
   * Refuses a client already in as many games as it may be in (unless it is in the game already). The
   * household's pages are not held to it: they take back every unfinished game of the household at once.
   */
  joining(peer: Peer, member: boolean): Refusal | null {
    if (peer.guest === undefined || member) return null;
    return this.tables.memberships(peer) < this.perClient
      ? null
      : limitMet('your-games', `a client may be in at most ${this.perClient} games at once`);
  }

  made(gameId: string, guest: string | undefined, player: string | null): void {
    this.owners.set(gameId, { guest, player });
  }

  /** The address of the guest that made the game; undefined for the household's, or one brought back. */
  ownerOf(gameId: string): string | undefined {
    return this.owners.get(gameId)?.guest;
  }

  /** Whether a guest made the game (rather than the household, or the store it came back from). */
  guestMade(gameId: string): boolean {
    return this.ownerOf(gameId) !== undefined;
  }

  gone(gameId: string): void {
    this.owners.delete(gameId);
  }

  private fits(): boolean {
    return this.tables.count() < this.inMemory;
  }

  /** Room in the guests' share: everything in memory but the household's games counts as theirs. */
  private guestRoom(): boolean {
    const household = this.count((o) => o.guest === undefined);
    return this.tables.count() - household < this.maxGames && this.fits();
  }

  /**
   * A lobby makes way for a table of `guest`: one nobody is at any more, else one of a guest alone of
   * the address holding the most tables (at least two more than `guest`), least recently changed.
   */
  private makeWay(guest: string): boolean {
    const lobbies = this.tables.lobbies().sort((a, b) => a.since - b.since);
    const abandoned = lobbies.find((l) => l.abandoned && this.ownerOf(l.id) !== undefined);
    if (abandoned) {
      this.tables.close(abandoned.id, 'abandoned');
      return this.guestRoom();
    }
    const own = this.count((o) => o.guest === guest);
    let best: { id: string; count: number } | null = null;
    for (const lobby of lobbies) {
      const owner = this.owners.get(lobby.id)?.guest;
      if (!lobby.lone || owner === undefined) continue;
      const count = this.count((o) => o.guest === owner);
      if (count > own + 1 && (!best || count > best.count)) best = { id: lobby.id, count };
    }
    if (!best) return false;
    this.tables.close(best.id, 'room');
    return this.guestRoom();
  }

  private count(test: (owner: Owner) => boolean): number {
    let n = 0;
    for (const owner of this.owners.values()) if (test(owner)) n++;
    return n;
  }
}
