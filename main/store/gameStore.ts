// The host's persistence: every started game, applied action and seat change goes to SQLite, and the
// unfinished games come back from it when a host starts (crash or restart alike).
import { apply, newGame, type Action, type GameState } from '../../engine/index.ts';
import type { EndReason } from '../host/table.ts';
import type { GameStore, StoredGame, StoredSeat } from '../host/store.ts';
import { openStore, type Store } from './index.ts';
import type { SeatInfo } from './matches.ts';

interface Tracked {
  matchId: number;
  state: GameState;
}

export class SqliteGameStore implements GameStore {
  private readonly games = new Map<string, Tracked>();

  constructor(
    readonly store: Store,
    private readonly now: () => number = Date.now,
  ) {}

  gameStarted(game: StoredGame): void {
    const created = newGame({ players: game.record.players, seed: game.record.seed, deal: game.record.deal });
    if (!created.ok) throw new Error(`game ${game.id} cannot be stored: ${created.error}`);
    const seats: SeatInfo[] = game.record.players.map((p, i) => ({ name: p.name, color: p.color, ...seatInfo(game.seats[i]) }));
    const matchId = this.store.matches.transaction(() => {
      const id = this.store.matches.create(game.id, game.record, seats, this.now());
      this.store.matches.setTable(id, game.name, game.adminToken);
      return id;
    });
    this.games.set(game.id, { matchId, state: created.value });
    game.record.actions.forEach((action, index) => this.actionApplied(game.id, action, index));
  }

  /** Appends the action (its own transaction); throws when it cannot, so the host refuses the action. */
  actionApplied(gameId: string, action: Action, index: number): void {
    const game = this.games.get(gameId);
    if (!game) throw new Error(`game ${gameId} is not stored`);
    const result = apply(game.state, action);
    if (!result.ok) throw new Error(`game ${gameId}: stored games only take legal actions (${result.error})`);
    this.store.matches.append(game.matchId, index, action);
    game.state = result.state;
    if (game.state.phase === 'finished') {
      const finished = this.store.matches.finish(game.matchId, this.now());
      if (!finished.ok) throw new Error(finished.error);
    }
  }

  seatsChanged(gameId: string, seats: StoredSeat[]): void {
    const game = this.games.get(gameId);
    if (!game) return;
    this.store.matches.transaction(() => {
      seats.forEach((seat, i) => {
        const info = seatInfo(seat);
        this.store.matches.setSeat(game.matchId, i, info.botLevel, info.token);
      });
    });
  }

  /** A game leaves its host: kept for later when the host is closing, else ended for good. */
  gameRemoved(gameId: string, reason: EndReason): void {
    const game = this.games.get(gameId);
    this.games.delete(gameId);
    if (!game || reason === 'host-closing' || game.state.phase === 'finished') return;
    this.store.matches.abandon(game.matchId, this.now());
  }

  /** The unfinished games, as the host restores them. */
  unfinished(): StoredGame[] {
    return this.store.matches.unfinished().map((m) => {
      const created = newGame({ players: m.record.players, seed: m.record.seed, deal: m.record.deal });
      let state = created.ok ? created.value : null;
      for (const action of m.record.actions) {
        const result = state ? apply(state, action) : null;
        state = result?.ok ? result.state : null;
      }
      if (state) this.games.set(m.gameId, { matchId: m.id, state });
      return {
        id: m.gameId,
        name: m.tableName,
        adminToken: m.adminToken ?? '',
        seats: m.seats.map((s): StoredSeat => (s.botLevel ? { kind: 'bot', level: s.botLevel } : s.token ? { kind: 'human', token: s.token } : { kind: 'open' })),
        record: m.record,
      };
    });
  }
}

function seatInfo(seat: StoredSeat | undefined): Pick<SeatInfo, 'botLevel' | 'token'> {
  if (seat?.kind === 'bot') return { botLevel: seat.level, token: null };
  if (seat?.kind === 'human') return { botLevel: null, token: seat.token };
  return { botLevel: null, token: null };
}

/** Opens the data folder's database for a host: the store, and how to close it. */
export function openGameStore(dataDir: string, log: (line: string) => void): { store: SqliteGameStore; close(): void } {
  const store = openStore(dataDir);
  if (store.recovered) log(store.recovered);
  return { store: new SqliteGameStore(store), close: () => store.close() };
}
