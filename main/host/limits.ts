// How many games a host holds, and how many of them one client may be in or one guest may have made:
// the bounds that keep a host whole however many tables its guests open.
import type { Peer, Refusal } from './peer.ts';

export interface LimitOptions {
  maxGames?: number;
  /** Games one client may be in at once (holding seats, creating or watching). */
  maxGamesPerClient?: number;
  /** Open tables one guest (address) may have created at once (default an eighth of maxGames, at least 2). */
  maxGamesPerGuest?: number;
}

/** What the limits need to know of the games in memory. */
export interface LimitedTables {
  count(): number;
  /** How many games `peer` is in. */
  memberships(peer: Peer): number;
  /** Frees room by setting a paused game nobody is at aside; whether it did. */
  makeRoom(): boolean;
}

export class GameLimits {
  readonly maxGames: number;
  private readonly perClient: number;
  private readonly perGuest: number;
  /** The guest (address) that made each game; undefined for the app's own page. */
  private readonly owners = new Map<string, string | undefined>();

  constructor(
    options: LimitOptions,
    private readonly tables: LimitedTables,
  ) {
    this.maxGames = options.maxGames ?? 64;
    this.perClient = options.maxGamesPerClient ?? 8;
    this.perGuest = options.maxGamesPerGuest ?? Math.max(2, Math.floor(this.maxGames / 8));
  }

  /** Whether one more game fits in memory, once a paused game nobody is at is set aside if need be. */
  room(): boolean {
    return this.tables.count() < this.maxGames || this.tables.makeRoom();
  }

  /** Refuses a new table `peer` would make beyond the host's, the guest's or the client's limit. */
  newTable(peer: Peer): Refusal | null {
    if (!this.room()) return { code: 'limit', message: `this host runs at most ${this.maxGames} games` };
    if (peer.guest !== undefined && this.ownedBy(peer.guest) >= this.perGuest)
      return { code: 'limit', message: `one address may have at most ${this.perGuest} games here` };
    return this.joining(peer, false);
  }

  /**
   * Refuses a client already in as many games as it may be in (unless it is in the game already). The
   * app's own page is not held to it: it takes back every unfinished game of the household at once.
   */
  joining(peer: Peer, member: boolean): Refusal | null {
    if (peer.guest === undefined || member) return null;
    return this.tables.memberships(peer) < this.perClient
      ? null
      : { code: 'limit', message: `a client may be in at most ${this.perClient} games at once` };
  }

  made(gameId: string, guest: string | undefined): void {
    this.owners.set(gameId, guest);
  }

  ownerOf(gameId: string): string | undefined {
    return this.owners.get(gameId);
  }

  gone(gameId: string): void {
    this.owners.delete(gameId);
  }

  private ownedBy(guest: string): number {
    let count = 0;
    for (const owner of this.owners.values()) if (owner === guest) count++;
    return count;
  }
}
