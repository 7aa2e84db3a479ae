// What a table needs from the lobby that holds it: its timings, the bot and advice threads, the token grants,
// the lobby list, its removal, and the store (through the lobby, which reports the store's failures).
import type { Hint } from '../../engine/bots/hint.ts';
import type { GameView } from '../../engine/index.ts';
import type { BotRunner } from './bots/pool.ts';
import type { Peer } from './peer.ts';
import type { GameStore, LanVenue, StoreHealth } from './store.ts';
import type { Table } from './table.ts';
import type { EndReason } from '../../protocol/messages.ts';

/** What a table needs from the lobby that holds it. */
export interface TableContext {
  readonly graceMs: number;
  /** How long a table's "minute" is (its automatic stand-in's wait); shorter in tests. */
  readonly minuteMs: number;
  /** The pause before each scripted move of a guided game. */
  readonly lessonPaceMs: number;
  /** Where this host serves the LAN; null: a local host. */
  readonly lan: LanVenue | null;
  /** The bots of one game: its decisions wait their turn in the fair line as its creator's. */
  botsFor(gameId: string): BotRunner;
  /**
   * The hint for the view's seat, worked out in the advice threads in the line of `asker`'s address;
   * `started` is told when a thread takes it. An abort drops it while it waits.
   */
  hint(gameId: string, asker: Peer, view: GameView, signal: AbortSignal, started: () => void): Promise<Hint>;
  /** Makes the token with this hash take back `seat` of `table` (null: the creator's rights). */
  grant(tokenHash: string, table: Table, seat: number | null): void;
  revoke(tokenHash: string): void;
  /** The table's public summary may have changed (lobby list, LAN advertisement). */
  changed(table: Table): void;
  remove(table: Table, reason: EndReason): void;
  /** Runs a store hook; false when the store failed (reported). */
  store(call: (store: GameStore) => void): boolean;
  /** Whether the store can write now (a game is not started, bots back off, when it cannot). */
  storeHealth(): StoreHealth;
  log(line: string): void;
}
