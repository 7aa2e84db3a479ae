// The host's tables as this screen knows them: the host's live list, the seats and creator's rights
// this screen holds (their tokens kept in the browser's storage, so that a reload or a restart can take
// them back), and the held tables that turned out over or gone, for Home to name.
import type { Client } from '../../protocol/client.ts';
import type { TableInfo } from '../../protocol/messages.ts';
import type { HeldToken } from '../../protocol/tokens.ts';
import { TokenStore, type KeptName } from './tokenStore.ts';

export class HeldTables {
  #games = $state.raw<TableInfo[]>([]);
  #held = $state.raw<HeldToken[]>([]);
  #gone = $state.raw<KeptName[]>([]);
  readonly #store: TokenStore;
  readonly #requireClient: () => Client;
  #client: Client | null = null;

  /** `url`: the host's, whose tokens are kept apart from other hosts'. */
  constructor(url: string, requireClient: () => Client) {
    this.#store = new TokenStore(url);
    this.#requireClient = requireClient;
  }

  /** The host's games, as it last listed them. */
  get games(): readonly TableInfo[] {
    return this.#games;
  }

  /** Games this screen holds seats or the creator's rights in. */
  get held(): readonly HeldToken[] {
    return this.#held;
  }

  /** The tables this screen had a seat in that turned out over or gone, by name ('' if unknown), for Home to tell. */
  get gone(): readonly KeptName[] {
    return this.#gone;
  }

  /** The tokens this browser keeps for the host, to connect with (their tables' names are read too). */
  kept(): HeldToken[] {
    return this.#store.load();
  }

  /** Follows the client's tokens from those it holds now, and the other pages' stored seats. */
  follow(client: Client): void {
    this.#client = client;
    this.#held = client.tokens();
    globalThis.addEventListener?.('storage', this.#storageChanged);
  }

  /** The client's held tokens changed: they are kept for a reload or a restart. */
  heldChanged(tokens: HeldToken[]): void {
    this.#held = tokens;
    this.#store.save(tokens);
  }

  /** Stops following this browser's storage. */
  stop(): void {
    globalThis.removeEventListener?.('storage', this.#storageChanged);
  }

  /** Lists the host's games and keeps `games` current. */
  async watch(): Promise<void> {
    const reply = await this.#requireClient().games();
    this.listed(reply.games);
  }

  /** Whether this screen holds a seat or the creator's rights in a game. */
  holds(gameId: string): boolean {
    return this.#held.some((h) => h.gameId === gameId);
  }

  /** Whether this screen holds the creator's rights in a game (else only seats, as a guest). */
  created(gameId: string): boolean {
    return this.#held.some((h) => h.gameId === gameId && h.seat === null);
  }

  /**
   * The games this screen holds a seat or the creator's rights in, with their tables' names as last
   * seen; a game seen over is not one to go back to (its rematch, under the same name, is).
   */
  heldTables(): ({ gameId: string } & KeptName)[] {
    // eslint-disable-next-line svelte/prefer-svelte-reactivity -- worked out here, never kept
    const games = [...new Set(this.#held.flatMap((h) => (h.gameId === null || h.over ? [] : [h.gameId])))];
    return games.map((gameId) => ({ gameId, ...this.#store.name(gameId) }));
  }

  /** A table this screen held turned out over or gone: Home names it. */
  lost(gameId: string | null): void {
    const kept = this.#store.name(gameId);
    const same = (k: KeptName): boolean => JSON.stringify(k) === JSON.stringify(kept);
    if (!this.#gone.some(same)) this.#gone = [...this.#gone, kept];
  }

  /** Home told which tables are gone. */
  dismissGone(): void {
    this.#gone = [];
  }

  /**
   * The host's list of games: a game this screen holds seats in but is not at, and which the host no
   * longer lists, is over or gone; its tokens are forgotten, and Home names it (unless it was seen over).
   */
  listed(games: TableInfo[]): void {
    this.#games = games;
    const client = this.#client;
    if (!client) return;
    for (const g of games) this.seen(g.id, g);
    // eslint-disable-next-line svelte/prefer-svelte-reactivity -- worked out here, never kept
    const here = new Set(games.map((g) => g.id));
    // eslint-disable-next-line svelte/prefer-svelte-reactivity -- worked out here, never kept
    const gone = new Set(
      this.#held.flatMap((h) =>
        h.gameId && !here.has(h.gameId) && client.waiting(h.gameId) ? [h.gameId] : [],
      ),
    );
    for (const gameId of gone) {
      if (!this.#held.some((h) => h.gameId === gameId && h.over)) this.lost(gameId);
      client.forget(gameId);
    }
  }

  /** A table's name, as last seen, is kept with its tokens. */
  seen(gameId: string, table: TableInfo): void {
    if (this.#store.named(gameId, table, this.#held)) this.#store.save(this.#held);
  }

  /** Another page of this host changed the stored seats: those of the games this one is at stay. */
  #storageChanged = (): void => {
    const client = this.#client;
    if (client) this.#store.keep(this.#held.filter((h) => h.gameId !== null && !client.waiting(h.gameId)));
  };
}
