// The store as a host uses it: opened with a plain account of what is wrong (a database that cannot
// be opened throws a StoreOpenError saying why; one that cannot be written is reported at once), and a
// game whose first write failed (a busy or read-only database at its start) written again before its
// next action, so that a passing fault never leaves a game that can store nothing.
import type { Action, GameEvent, GameRecord, GameState, StandIn } from '../../engine/index.ts';
import type { GameStore, LanVenue, StoredGame, StoredSeat } from '../host/store.ts';
import type { Archive } from '../host/lobby.ts';
import type { HeadToHead, MatchListItem, PlayerStats, SeriesScore } from '../../protocol/history.ts';
import { SqliteGameStore } from './gameStore.ts';
import { NewerDatabaseError, openStore, type HistoryFilter, type Store, type StoreHealth } from './index.ts';

export class StoreOpenError extends Error {
  override readonly name = 'StoreOpenError';
}

export class HostGameStore implements GameStore, Archive {
  /** Games whose start could not be written yet, as they are now (seats follow their changes). */
  private readonly unwritten = new Map<string, StoredGame>();

  constructor(
    private readonly games: SqliteGameStore,
    readonly store: Store,
  ) {}

  /**
   * Whether the store can take a new game now: one small real write. The host refuses to start a game
   * when this fails (a game that cannot be stored cannot be resumed), and says why.
   */
  writable(): StoreHealth {
    return this.store.writable();
  }

  gameStarted(game: StoredGame): void {
    try {
      this.games.gameStarted(game);
    } catch (err) {
      this.unwritten.set(game.id, { ...game, seats: [...game.seats] });
      throw err;
    }
  }

  /** The start of a game written late comes first: a fault at its start then costs nothing. */
  actionApplied(gameId: string, action: Action, index: number): void {
    const unwritten = this.unwritten.get(gameId);
    if (unwritten) {
      this.games.gameStarted(unwritten);
      this.unwritten.delete(gameId);
    }
    this.games.actionApplied(gameId, action, index);
  }

  gameFinished(gameId: string, final: GameState, events: readonly GameEvent[]): void {
    this.games.gameFinished(gameId, final, events);
  }

  seatsChanged(gameId: string, seats: StoredSeat[], standIns: StandIn[]): void {
    const unwritten = this.unwritten.get(gameId);
    if (unwritten) {
      unwritten.seats = [...seats];
      unwritten.record = { ...unwritten.record, standIns };
    } else this.games.seatsChanged(gameId, seats, standIns);
  }

  gameRemoved(gameId: string): void {
    if (!this.unwritten.delete(gameId)) this.games.gameRemoved(gameId);
  }

  venueChanged(game: StoredGame, lan: LanVenue): void {
    if (!this.unwritten.has(game.id)) this.games.venueChanged(game, lan);
  }

  /** A game not written yet cannot be given back: the host keeps it in memory. */
  resume(gameId: string): StoredGame | null {
    return this.unwritten.has(gameId) ? null : this.games.resume(gameId);
  }

  history(filter: HistoryFilter): MatchListItem[] {
    return this.games.history(filter);
  }

  stats(): { players: PlayerStats[]; headToHead: HeadToHead[] } {
    return this.games.stats();
  }

  series(matchId: number): SeriesScore | null {
    return this.games.series(matchId);
  }

  finishedRecord(matchId: number): GameRecord | null {
    return this.games.finishedRecord(matchId);
  }

  unfinished(): StoredGame[] {
    return this.games.unfinished();
  }
}

/**
 * Opens a data folder's database for a host. Throws StoreOpenError when it cannot be opened at all or
 * was written by a newer version (the host should say so and exit); logs, plainly, a database moved
 * aside, lost writes, and one that cannot be written now (the host still serves the history, and
 * starts no game it cannot store).
 */
export function openHostStore(
  dataDir: string,
  log: (line: string) => void,
): { store: HostGameStore; close(): void } {
  let store: Store;
  try {
    store = openStore(dataDir, { log });
  } catch (err) {
    // A newer database needs a newer app, not a look at the folder: its own message says so.
    if (err instanceof NewerDatabaseError) throw new StoreOpenError(err.message, { cause: err });
    throw new StoreOpenError(
      `cannot open the database in ${dataDir}: ${(err as Error).message}. ` +
        'Check that the folder exists, can be written, and is not used by another program (or pass --data-dir).',
    );
  }
  if (store.recovered) log(store.recovered);
  if (store.lostWrites) log(`warning: ${store.lostWrites}`);
  const health = store.writable();
  if (!health.ok) log(`warning: ${health.message}. No new game can be stored until this is fixed.`);
  return {
    store: new HostGameStore(new SqliteGameStore(store), store),
    close: () => store.close(),
  };
}
