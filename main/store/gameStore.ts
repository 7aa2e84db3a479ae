// The host's persistence: every started game, applied action, end and seat change goes to SQLite,
// and the unfinished games come back from it when a host starts (after a crash or a restart alike).
// The host plays the games; this store only writes down what the host computed.
import type { Action, GameEvent, GameRecord, GameState, StandIn } from '../../engine/index.ts';
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
import type { HeadToHead, MatchListItem, PlayerStats, SeriesScore } from '../../protocol/history.ts';
import type { MatchSeat } from './matches.ts';

interface Tracked {
  matchId: number;
  finished: boolean;
}

export class SqliteGameStore implements GameStore, Archive {
  private readonly games = new Map<string, Tracked>();
  /** Rematches not started yet, by game id: the game each one follows. */
  private readonly rematches = new Map<string, string>();

  constructor(
    readonly store: Store,
    private readonly now: () => number = Date.now,
  ) {}

  gameStarted(game: StoredGame): void {
    const seats: MatchSeat[] = game.record.players.map((p, i) => ({
      name: p.name,
      color: p.color,
      ...matchSeat(game.seats[i]),
    }));
    const { matches } = this.store;
    const matchId = matches.transaction(() => {
      const id = matches.create(game.id, game.record, seats, this.now());
      const { name, adminTokenHash, autoStandIn, lan, hints } = game;
      matches.setTable(id, name, adminTokenHash, autoStandIn ?? null, lan ?? null, hints ?? true);
      if (game.record.standIns) matches.setStandIns(id, game.record.standIns);
      const previous = this.rematches.get(game.id);
      if (previous) matches.setSeries(id, previous);
      return id;
    });
    this.games.set(game.id, { matchId, finished: false });
    this.rematches.delete(game.id);
    game.record.actions.forEach((action, index) => this.actionApplied(game.id, action, index));
  }

  /** Writes the action (its own transaction); throws when it cannot, and the host does not play it. */
  actionApplied(gameId: string, action: Action, index: number): void {
    this.store.matches.append(this.tracked(gameId).matchId, index, action);
  }

  gameFinished(gameId: string, final: GameState, events: readonly GameEvent[]): void {
    const game = this.tracked(gameId);
    const finished = this.store.matches.finishWith(game.matchId, final, events, this.now());
    if (!finished.ok) throw new Error(finished.error);
    game.finished = true;
  }

  seatsChanged(gameId: string, seats: StoredSeat[], standIns: StandIn[]): void {
    const game = this.games.get(gameId);
    if (!game) return;
    const { matches } = this.store;
    matches.transaction(() => {
      seats.forEach((seat, i) => {
        const info = matchSeat(seat);
        matches.setSeat(game.matchId, i, info.botLevel, info.tokenHash);
      });
      matches.setStandIns(game.matchId, standIns);
    });
  }

  hintUsed(gameId: string, seat: number): void {
    const game = this.games.get(gameId);
    if (game) this.store.matches.hintUsed(game.matchId, seat);
  }

  /** A game ended by its creator or left alone too long: it will not be resumed. */
  rematchOf(gameId: string, previous: string): void {
    this.rematches.set(gameId, previous);
  }

  gameRemoved(gameId: string): void {
    this.rematches.delete(gameId);
    const game = this.games.get(gameId);
    this.games.delete(gameId);
    if (game && !game.finished) this.store.matches.abandon(game.matchId, this.now());
  }

  history(filter: HistoryFilter): MatchListItem[] {
    return listMatches(this.store.db, filter);
  }

  stats(): { players: PlayerStats[]; headToHead: HeadToHead[] } {
    return { players: allPlayerStats(this.store.db), headToHead: headToHead(this.store.db) };
  }

  series(matchId: number): SeriesScore | null {
    return listMatches(this.store.db, { id: matchId })[0]?.series ?? null;
  }

  matchOfGame(gameId: string): number | null {
    return this.store.matches.matchId(gameId);
  }

  finishedRecord(matchId: number): GameRecord | null {
    const [match] = listMatches(this.store.db, { id: matchId });
    return match && match.status !== 'playing' ? this.store.matches.record(matchId) : null;
  }

  /**
   * The unfinished games, for `Lobby.restore`; from now on their actions are stored again. The host
   * replays each record as it restores it, and removes (so this store abandons) one that no longer
   * replays.
   */
  unfinished(): StoredGame[] {
    return this.store.matches.unfinished().map((m) => {
      this.games.set(m.gameId, { matchId: m.id, finished: false });
      const seats = m.seats.map((s): StoredSeat =>
        s.botLevel
          ? { kind: 'bot', level: s.botLevel }
          : s.tokenHash
            ? { kind: 'human', tokenHash: s.tokenHash, guestKey: s.guestKey }
            : { kind: 'open' },
      );
      const { autoStandIn, lastPlayed, lan, hints, record } = m;
      return {
        id: m.gameId,
        name: m.tableName,
        adminTokenHash: m.adminTokenHash,
        seats,
        autoStandIn,
        lastPlayed,
        lan,
        hints,
        record,
      };
    });
  }

  private tracked(gameId: string): Tracked {
    const game = this.games.get(gameId);
    if (!game) throw new Error(`game ${gameId} is not stored`);
    return game;
  }
}

function matchSeat(seat: StoredSeat | undefined): Pick<MatchSeat, 'botLevel' | 'tokenHash' | 'guestKey'> {
  if (seat?.kind === 'bot') return { botLevel: seat.level, tokenHash: null };
  if (seat?.kind === 'human') return { botLevel: null, tokenHash: seat.tokenHash, guestKey: seat.guestKey };
  return { botLevel: null, tokenHash: null };
}

/** Opens a data folder's database for a host: the game store, and how to close it. */
export function openGameStore(
  dataDir: string,
  log: (line: string) => void,
): { store: SqliteGameStore; close(): void } {
  const store = openStore(dataDir);
  if (store.recovered) log(store.recovered);
  return { store: new SqliteGameStore(store), close: () => store.close() };
}
