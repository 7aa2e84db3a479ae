// The host's persistence: every started game, applied action, end and seat change goes to SQLite,
// and the unfinished games come back from it when a host starts (after a crash or a restart alike).
import { apply, newGame, replay, type Action, type GameRecord, type GameState } from '../../engine/index.ts';
import type { GameStore, StoredGame, StoredSeat } from '../host/store.ts';
import type { Archive } from '../host/lobby.ts';
import {
  allPlayerStats,
  headToHead,
  listMatches,
  openStore,
  type HistoryFilter,
  type Store,
} from './index.ts';
import type { HeadToHead, MatchListItem, PlayerStats } from '../../protocol/history.ts';
import type { SeatInfo } from './matches.ts';

interface Tracked {
  matchId: number;
  /** The game as stored, to check each action before it is written. */
  state: GameState;
}

export class SqliteGameStore implements GameStore, Archive {
  private readonly games = new Map<string, Tracked>();

  constructor(
    readonly store: Store,
    private readonly log: (line: string) => void,
    private readonly now: () => number = Date.now,
  ) {}

  gameStarted(game: StoredGame): void {
    const created = newGame({ players: game.record.players, seed: game.record.seed, deal: game.record.deal });
    if (!created.ok) throw new Error(`game ${game.id} cannot be stored: ${created.error}`);
    const seats: SeatInfo[] = game.record.players.map((p, i) => ({
      name: p.name,
      color: p.color,
      ...seatInfo(game.seats[i]),
    }));
    const { matches } = this.store;
    const matchId = matches.transaction(() => {
      const id = matches.create(game.id, game.record, seats, this.now());
      matches.setTable(id, game.name, game.adminTokenHash);
      return id;
    });
    this.games.set(game.id, { matchId, state: created.value });
    game.record.actions.forEach((action, index) => this.actionApplied(game.id, action, index));
  }

  /** Writes the action (its own transaction); throws when it cannot, and the host does not play it. */
  actionApplied(gameId: string, action: Action, index: number): void {
    const game = this.games.get(gameId);
    if (!game) throw new Error(`game ${gameId} is not stored`);
    const result = apply(game.state, action);
    if (!result.ok) throw new Error(`game ${gameId}: only legal actions are stored (${result.error})`);
    this.store.matches.append(game.matchId, index, action);
    game.state = result.state;
  }

  gameFinished(gameId: string): void {
    const game = this.games.get(gameId);
    if (!game) throw new Error(`game ${gameId} is not stored`);
    const finished = this.store.matches.finish(game.matchId, this.now());
    if (!finished.ok) throw new Error(finished.error);
  }

  seatsChanged(gameId: string, seats: StoredSeat[]): void {
    const game = this.games.get(gameId);
    if (!game) return;
    const { matches } = this.store;
    matches.transaction(() => {
      seats.forEach((seat, i) => {
        const info = seatInfo(seat);
        matches.setSeat(game.matchId, i, info.botLevel, info.tokenHash);
      });
    });
  }

  /** A game ended by its creator or left alone too long: it will not be resumed. */
  gameRemoved(gameId: string): void {
    const game = this.games.get(gameId);
    this.games.delete(gameId);
    if (game && game.state.phase !== 'finished') this.store.matches.abandon(game.matchId, this.now());
  }

  history(filter: HistoryFilter): MatchListItem[] {
    return listMatches(this.store.db, filter);
  }

  stats(): { players: PlayerStats[]; headToHead: HeadToHead[] } {
    return { players: allPlayerStats(this.store.db), headToHead: headToHead(this.store.db) };
  }

  finishedRecord(matchId: number): GameRecord | null {
    const [match] = listMatches(this.store.db, { id: matchId });
    return match && match.status !== 'playing' ? this.store.matches.record(matchId) : null;
  }

  /**
   * The unfinished games, for `Lobby.restore`; from now on their actions are stored again. A stored
   * game whose record no longer replays is reported and set aside as abandoned.
   */
  unfinished(): StoredGame[] {
    return this.store.matches.unfinished().flatMap((m) => {
      const played = replay(m.record);
      if (!played.ok) {
        this.log(
          `stored game ${m.gameId} cannot be resumed (${played.index < 0 ? '' : `action ${played.index}: `}${played.error}); it is set aside`,
        );
        this.store.matches.abandon(m.id, this.now());
        return [];
      }
      this.games.set(m.gameId, { matchId: m.id, state: played.state });
      const seats = m.seats.map((s): StoredSeat =>
        s.botLevel
          ? { kind: 'bot', level: s.botLevel }
          : s.tokenHash
            ? { kind: 'human', tokenHash: s.tokenHash }
            : { kind: 'open' },
      );
      return [{ id: m.gameId, name: m.tableName, adminTokenHash: m.adminTokenHash, seats, record: m.record }];
    });
  }
}

function seatInfo(seat: StoredSeat | undefined): Pick<SeatInfo, 'botLevel' | 'tokenHash'> {
  if (seat?.kind === 'bot') return { botLevel: seat.level, tokenHash: null };
  if (seat?.kind === 'human') return { botLevel: null, tokenHash: seat.tokenHash };
  return { botLevel: null, tokenHash: null };
}

/** Opens a data folder's database for a host: the game store, and how to close it. */
export function openGameStore(
  dataDir: string,
  log: (line: string) => void,
): { store: SqliteGameStore; close(): void } {
  const store = openStore(dataDir);
  if (store.recovered) log(store.recovered);
  return { store: new SqliteGameStore(store, log), close: () => store.close() };
}
