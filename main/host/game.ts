// The game a table plays: the engine state (the only full copy), the actions played so far with the
// events of each, the one place where an action is played (saved first, then applied), the one place
// where a decision is taken back, and what the store hears of the game. A client's action carries the
// state token it was decided on (the version, which every change moves on, a take-back included, so
// that it never repeats), so that one sent twice or decided on an old state is never played. Planning
// is simultaneous and secret: other seats' plans made since do not make a plan stale, as they would
// not at the table.
import { apply, newGame, takeBack, toRecord } from '../../engine/index.ts';
import type {
  Action,
  GameEvent,
  GameState,
  NewGameOptions,
  Played,
  Result,
  StandIn,
} from '../../engine/index.ts';
import type { BotLevel } from '../../engine/bots/index.ts';
import type { TookBack, UndoInfo } from '../../protocol/takeBack.ts';
import type { ChatLine } from '../../protocol/chat.ts';
import type { TableInfo } from '../../protocol/messages.ts';
import { fingerprint, wrongFingerprint } from '../records/fingerprint.ts';
import { conflict, type Refusal } from './peer.ts';
import type { GameStore, StoreHealth, StoredGame, StoredSeat } from './store.ts';

/** What an action was decided on: the game's version (and, from older clients, its move count alone). */
export interface StateToken {
  moves?: number;
  version?: number;
}

/** One action as it was played: the state it was played on, and its index in the record. */
export interface Move {
  before: GameState;
  action: Action;
  index: number;
}

interface GameHooks {
  readonly gameId: string;
  /** Runs a store hook; false when the store failed (reported). */
  store(call: (store: GameStore) => void): boolean;
  /** Whether the store can write now. */
  writable(): StoreHealth;
  /** An action was played (and saved): the table tells everyone. */
  played(state: GameState, events: GameEvent[], move: Move): void;
}

export class HostedGame {
  private initial: GameState | null = null;
  private current: GameState | null = null;
  /** The actions that stand, each with the events it produced. */
  private readonly history: Played[] = [];
  /** The state token: one more with every change, a take-back included. */
  private changes = 0;
  /** The version a take-back (or bringing the game back) left: nothing decided before it still answers. */
  private barrier = 0;
  /** Where bots played players' seats, by action index: the record says so, and statistics leave it out. */
  private standIns: StandIn[] = [];
  /**
   * When the game was last played (ms since the epoch): its last action, or its start before any; null
   * before it starts.
   */
  lastPlayed: number | null = null;
  /** The fingerprint of the seed and the deal; null until the game starts, and for a game stored without one. */
  private commitment: string | null = null;

  constructor(private readonly hooks: GameHooks) {}

  /** Null until the game starts. */
  get state(): GameState | null {
    return this.current;
  }

  /** The state token of the game as it is now; undefined until it starts. */
  get version(): number | undefined {
    return this.current ? this.changes : undefined;
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
    this.initial = this.current = created.value;
    this.lastPlayed = Date.now();
    const { seed, deal } = created.value.setup;
    this.commitment = fingerprint(seed, deal);
    const record = { ...toRecord(created.value, []), fingerprint: this.commitment };
    const game: StoredGame = { id: this.hooks.gameId, ...table, record };
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
    const at = this.history.length;
    const open = this.standIns.find((s) => s.seat === seat && s.to === undefined);
    if (open && open.from === at) this.standIns.splice(this.standIns.indexOf(open), 1);
    else if (open) open.to = at;
    if (level) this.standIns.push({ seat, from: at, level });
    this.seatsChanged(seats);
  }

  /** A chat line said at the table: a started game keeps it with it (a lesson stores nothing). */
  chatSaid(line: ChatLine): void {
    if (this.current) this.hooks.store((store) => store.chatSaid(this.hooks.gameId, line));
  }

  /**
   * What the players see of the shuffle: its fingerprint once the game runs, and the seed once it is
   * over (before, the seed never leaves the host: it decides the guest stack).
   */
  shuffle(): Pick<TableInfo, 'fingerprint' | 'seed'> {
    if (!this.current || this.commitment === null) return {};
    const fingerprint = this.commitment;
    return this.current.phase === 'finished'
      ? { fingerprint, seed: this.current.setup.seed }
      : { fingerprint };
  }

  /** Every stand-in so far, as the record keeps them. */
  allStandIns(): StandIn[] {
    return this.standIns.map((s) => ({ ...s }));
  }

  /** The stand-ins still playing, by seat (after a restore). */
  openStandIns(): StandIn[] {
    return this.standIns.filter((s) => s.to === undefined);
  }

  /** The game ended before its end (its creator ended it, or it was left alone): it will not resume. */
  removed(): void {
    if (this.current) this.hooks.store((store) => store.gameRemoved(this.hooks.gameId));
  }

  /**
   * Replays a stored game's record; `replayed` hears each action's events. Its version goes on from
   * the stored one (absent: one change per action), so that no token given before comes back.
   */
  restore(
    stored: Pick<StoredGame, 'record' | 'lastPlayed' | 'version'>,
    replayed: (events: GameEvent[]) => void,
  ): Result<GameState> {
    const { record } = stored;
    const created = newGame({ players: record.players, seed: record.seed, deal: record.deal });
    if (!created.ok) return created;
    if (wrongFingerprint(record, created.value.setup.deal))
      return { ok: false, error: 'its seed or its deal is not the one its fingerprint was made of' };
    let state = created.value;
    for (const [i, action] of record.actions.entries()) {
      const result = apply(state, action);
      if (!result.ok) return { ok: false, error: `action ${i}: ${result.error}` };
      state = result.state;
      this.history.push({ action, events: result.events });
      replayed(result.events);
    }
    this.initial = created.value;
    this.current = state;
    this.commitment = record.fingerprint ?? null;
    this.standIns = (record.standIns ?? []).map((s) => ({ ...s }));
    this.lastPlayed = stored.lastPlayed ?? null;
    this.changes = this.barrier = Math.max(stored.version ?? 0, record.actions.length);
    return { ok: true, value: state };
  }

  /** A client's action for a seat it holds, decided on the state `token` names. */
  act(action: Action, token: StateToken = {}): Refusal | null {
    const state = this.current;
    if (!state) return conflict('the game has not started');
    const at = this.decidedAt(token, state);
    if (at === null || !this.stillAnswers(action, at, state))
      return conflict(`the game moved on since this action was decided (it is at move ${state.moves})`);
    const result = apply(state, action);
    if (!result.ok) return { code: 'illegal', message: result.error };
    if (this.commit(action, result.state, result.events)) return null;
    return this.unsaved('this action was not played');
  }

  /**
   * The move count of the state an action was decided on; null when that state is gone (taken back,
   * or from before the game was brought back). Since the last take-back every change played one
   * action, so a version counts back to its moves. Without a token nothing is checked.
   */
  private decidedAt(token: StateToken, state: GameState): number | null {
    const { moves, version } = token;
    if (version !== undefined) {
      if (version > this.changes || version < this.barrier) return null;
      return state.moves - (this.changes - version);
    }
    if (moves === undefined) return state.moves;
    // A move count alone names one state only in a game where nothing was ever taken back.
    return this.changes === state.moves ? moves : null;
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
    return this.history
      .slice(moves)
      .every(({ action: a }) => (a.type === 'plan' || a.type === 'pass') && a.seat !== action.seat);
  }

  /**
   * What each of `seats` (one client's) may take back now, and why not where the rules forbid it
   * (`isBot`: who plays by itself now): the seat that decided last first, those yet to decide last.
   */
  undo(seats: readonly number[], isBot: (seat: number) => boolean): UndoInfo[] | undefined {
    if (!this.current || !seats.length) return undefined;
    const decided = new Map<number, number>();
    this.history.forEach(({ action }, i) => decided.set(action.seat, i));
    const last = (seat: number): number => decided.get(seat) ?? -1;
    return [...seats]
      .sort((a, b) => last(b) - last(a))
      .map((seat) => {
        const answer = takeBack(this.history, seat, isBot);
        return { seat, refusal: answer.ok ? null : answer.reason };
      });
  }

  /**
   * The one place where a decision is taken back: `seat`'s last one, with the bots' moves since,
   * where the rules allow it. The store forgets those actions first (one it cannot tell keeps the
   * game as it is); the game is then the record's first actions replayed, under a new version.
   */
  takeBack(seat: number, isBot: (seat: number) => boolean): TookBack | Refusal {
    const initial = this.initial;
    if (!initial) return conflict('the game has not started');
    const answer = takeBack(this.history, seat, isBot);
    if (!answer.ok) return { code: 'take-back', message: answer.reason };
    const { keep } = answer;
    const standIns = standInsUpTo(this.standIns, keep);
    const { gameId } = this.hooks;
    if (!this.hooks.store((store) => store.actionsTakenBack(gameId, seat, keep, standIns)))
      return this.unsaved('this decision was not taken back');
    const undone = this.history.splice(keep);
    this.current = this.history.reduce((state, { action }) => {
      const result = apply(state, action);
      if (!result.ok) throw new Error(`a standing action no longer applies: ${result.error}`);
      return result.state;
    }, initial);
    this.standIns = standIns;
    this.barrier = ++this.changes;
    return { type: 'tookBack', seat, decision: undone[0]!.action.type, bots: undone.length - 1 };
  }

  private unsaved(what: string): Refusal {
    const health = this.hooks.writable();
    const why = health.ok ? 'try again' : health.message;
    return { code: 'internal', message: `the game could not be saved, so ${what}: ${why}` };
  }

  /**
   * The one place where an action changes the game. The action is saved first: one the store cannot
   * save is not played, so a restarted host resumes at exactly the last action played.
   */
  commit(action: Action, state: GameState, events: GameEvent[]): boolean {
    const index = this.history.length;
    const { gameId } = this.hooks;
    if (!this.hooks.store((store) => store.actionApplied(gameId, action, index))) return false;
    const before = this.current!;
    this.current = state;
    this.history.push({ action, events });
    this.changes++;
    this.lastPlayed = Date.now();
    this.hooks.played(state, events, { before, action, index });
    if (state.phase === 'finished') {
      const all = this.history.flatMap((played) => played.events);
      this.hooks.store((store) => store.gameFinished(gameId, state, all));
    }
    return true;
  }
}

/**
 * The stand-ins of a record cut to its first `keep` actions: one that played only actions taken back
 * goes, one still playing stays (from where the record ends, at the latest).
 */
function standInsUpTo(standIns: readonly StandIn[], keep: number): StandIn[] {
  return standIns.flatMap((s) => {
    const from = Math.min(s.from, keep);
    if (s.to === undefined) return [{ ...s, from }];
    const to = Math.min(s.to, keep);
    return from < to ? [{ ...s, from, to }] : [];
  });
}
