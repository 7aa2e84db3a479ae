// Paused games set aside. A host keeps at most its limit of games in memory, yet a household with many
// paused games must still be able to start a new one: when room is needed, the paused game with nobody
// at it that was played least recently leaves memory (the store keeps it, move for move). The games
// list still shows it as it was, and a claim with one of its tokens brings it back where it stopped.
import type { Result } from '../../engine/index.ts';
import type { TableInfo } from '../../protocol/messages.ts';
import { limitMet, notFound, type Refusal } from './peer.ts';
import type { StoredGame } from './store.ts';
import type { Table } from './table.ts';

export interface ShelfHost {
  /** The games in memory now. */
  tables(): Iterable<Table>;
  /** The token hashes that give seats (or the creator's rights) in `table`. */
  tokensOf(table: Table): string[];
  /** The game as the store keeps it; null when the store cannot give it back. */
  stored(gameId: string): StoredGame | null;
  /** Takes `table` out of memory, its stored game untouched. */
  unload(table: Table): void;
  restore(stored: StoredGame): Result<void>;
}

export class Shelf {
  private readonly infos = new Map<string, TableInfo>();
  private readonly byToken = new Map<string, string>();
  /** The set-aside games of the household's screen, which no guest sees. */
  private readonly atOneScreen = new Set<string>();

  constructor(private readonly host: ShelfHost) {}

  get size(): number {
    return this.infos.size;
  }

  /** The set-aside games as the games list shows them to the household, or to a guest. */
  list(household: boolean): TableInfo[] {
    return [...this.infos.values()].filter((info) => household || !this.atOneScreen.has(info.id));
  }

  /** Sets aside the least recently played paused game nobody is at; false when there is none. */
  makeRoom(): boolean {
    const dormant = [...this.host.tables()].filter((t) => t.dormant);
    dormant.sort((a, b) => (a.tableInfo().lastPlayed ?? 0) - (b.tableInfo().lastPlayed ?? 0));
    // Only a game the store gives back whole may leave memory.
    const table = dormant.find((t) => this.host.stored(t.id) !== null);
    if (!table) return false;
    const info = table.tableInfo();
    const tokens = this.host.tokensOf(table);
    this.host.unload(table);
    this.infos.set(table.id, { ...info, spectators: 0, paused: true });
    if (table.roster.atOneScreen()) this.atOneScreen.add(table.id);
    for (const token of tokens) this.byToken.set(token, table.id);
    return true;
  }

  /**
   * Brings back the set-aside game `tokenHash` belongs to, once `room` made room for it: null when it
   * is back (or the token is none of a set-aside game's), else why it cannot come back now.
   */
  revive(tokenHash: string, room: () => boolean): Refusal | null {
    const gameId = this.byToken.get(tokenHash);
    if (gameId === undefined) return null;
    if (!room()) return limitMet('restore', 'this host has no room to bring the game back now');
    const stored = this.host.stored(gameId);
    this.forget(gameId);
    if (!stored) return notFound('the game is no longer stored');
    const restored = this.host.restore(stored);
    return restored.ok ? null : notFound(`the game cannot be brought back: ${restored.error}`);
  }

  /** The game is not set aside any more (brought back, or over). */
  forget(gameId: string): void {
    if (!this.infos.delete(gameId)) return;
    this.atOneScreen.delete(gameId);
    for (const [token, id] of this.byToken) if (id === gameId) this.byToken.delete(token);
  }
}
