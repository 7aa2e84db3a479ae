// The game a table plays: the engine state (the only full copy), the actions played so far, the one
// place where an action is played (saved first, then applied), and what the store hears of the game.
// A client's action carries the move count it was decided on, so that one sent twice or decided on
// an old state is never played. Planning is simultaneous and secret: other seats' plans made since do
// not make a plan stale, as they would not at the table.
import { apply, newGame, toRecord } from '../../engine/index.ts';
import type {
  Action,
  GameEvent,
  GameRecord,
  GameState,
  NewGameOptions,
  Result,
  StandIn,
} from '../../engine/index.ts';
import type { BotLevel } from '../../engine/bots/index.ts';
import { conflict, type Refusal } from './peer.ts';
import type { GameStore, StoreHealth, StoredGame, StoredSeat } from './store.ts';

interface GameHooks {
  readonly gameId: string;
  /** Runs a store hook; false when the store failed (reported). */
  store(call: (store: GameStore) => void): boolean;
  /** Whether the store can write now. */
  writable(): StoreHealth;
  /** An action was played (and saved): the table tells everyone. */
  played(state: GameState, events: GameEvent[]): void;
  /** Every event of the game so far, for the store at its end. */
  events(): GameEvent[];
}

export class HostedGame {
  private current: GameState | null = null;
  private readonly actions: Action[] = [];
  /** Where bots played players' seats, by action index: the record says so, and statistics leave it out. */
  private standIns: StandIn[] = [];
  /** When the last action was played (ms since the epoch); null before any. */
  lastPlayed: number | null = null;

  constructor(private readonly hooks: GameHooks) {}

  /** Null until the game starts. */
  get state(): GameState | null {
    return this.current;
  }

  /**
   * Deals a new game and stores it (`table`: who plays it, from where). A game the store cannot write
   * is not started: it would be lost, or stuck at its first move, with the players at the table.
   */
  start(options: NewGameOptions, table: Omit<StoredGame, 'id' | 'record'>): Result<GameState> {
    const health = this.hooks.writable();
    if (!health.ok) return { ok: false, error: `the game was not started: ${health.message}` };
    const created = newGame(options);
    if (!created.ok) return created;
    this.current = created.value;
    const game: StoredGame = { id: this.hooks.gameId, ...table, record: toRecord(created.value, []) };
    this.hooks.store((store) => store.gameStarted(game));
    return created;
  }

  /** Who plays which seat changed: a stored game keeps it, to be resumed with the same seats. */
  seatsChanged(seats: StoredSeat[]): void {
    const standIns = this.standIns.map((s) => ({ ...s }));
    if (this.current) this.hooks.store((store) => store.seatsChanged(this.hooks.gameId, seats, standIns));
  }

  /** A bot starts (level) or stops (null) playing `seat` for its player, from the next action on. */
  standIn(seat: number, level: BotLevel | null, seats: StoredSeat[]): void {
    const at = this.actions.length;
    const open = this.standIns.find((s) => s.seat === seat && s.to === undefined);
    if (open && open.from === at) this.standIns.splice(this.standIns.indexOf(open), 1);
    else if (open) open.to = at;
    if (level) this.standIns.push({ seat, from: at, level });
    this.seatsChanged(seats);
  }

  /** The stand-ins still playing, by seat (after a restore). */
  openStandIns(): StandIn[] {
    return this.standIns.filter((s) => s.to === undefined);
  }

  /** The game ended before its end (its creator ended it, or it was left alone): it will not resume. */
  removed(): void {
    if (this.current) this.hooks.store((store) => store.gameRemoved(this.hooks.gameId));
  }

  /** Replays a stored record; `replayed` hears each action's events. */
  restore(
    record: GameRecord,
    replayed: (events: GameEvent[]) => void,
    lastPlayed: number | null = null,
  ): Result<GameState> {
    const created = newGame({ players: record.players, seed: record.seed, deal: record.deal });
    if (!created.ok) return created;
    let state = created.value;
    for (const [i, action] of record.actions.entries()) {
      const result = apply(state, action);
      if (!result.ok) return { ok: false, error: `action ${i}: ${result.error}` };
      state = result.state;
      this.actions.push(action);
      replayed(result.events);
    }
    this.current = state;
    this.standIns = (record.standIns ?? []).map((s) => ({ ...s }));
    this.lastPlayed = lastPlayed;
    return { ok: true, value: state };
  }

  /** A client's action for a seat it holds; `moves`: the move count of the state it was decided on. */
  act(action: Action, moves: number | undefined): Refusal | null {
    const state = this.current;
    if (!state) return conflict('the game has not started');
    if (moves !== undefined && !this.stillAnswers(action, moves, state))
      return conflict(
        `the game moved on: it is at move ${state.moves}, this action was sent at move ${moves}`,
      );
    const result = apply(state, action);
    if (!result.ok) return { code: 'illegal', message: result.error };
    if (this.commit(action, result.state, result.events)) return null;
    const health = this.hooks.writable();
    const why = health.ok ? 'try again' : health.message;
    return {
      code: 'internal',
      message: `the game could not be saved, so this action was not played: ${why}`,
    };
  }

  /**
   * Whether an action decided at move `moves` still answers the game: nothing was played since, or
   * only other seats' plans in the same planning, which that seat could not have seen at the table.
   * The seat's own action since (a retry, a repeat) or any other move makes it stale.
   */
  private stillAnswers(action: Action, moves: number, state: GameState): boolean {
    if (moves === state.moves) return true;
    if (moves > state.moves || moves < 0 || state.phase !== 'planning') return false;
    if (action.type !== 'plan' && action.type !== 'pass') return false;
    return this.actions
      .slice(moves)
      .every((a) => (a.type === 'plan' || a.type === 'pass') && a.seat !== action.seat);
  }

  /**
   * The one place where an action changes the game. The action is saved first: one the store cannot
   * save is not played, so a restarted host resumes at exactly the last action played.
   */
  commit(action: Action, state: GameState, events: GameEvent[]): boolean {
    const index = this.actions.length;
    const { gameId } = this.hooks;
    if (!this.hooks.store((store) => store.actionApplied(gameId, action, index))) return false;
    this.current = state;
    this.actions.push(action);
    this.lastPlayed = Date.now();
    this.hooks.played(state, events);
    if (state.phase === 'finished')
      this.hooks.store((store) => store.gameFinished(gameId, state, this.hooks.events()));
    return true;
  }
}
