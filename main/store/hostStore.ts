// The host's persistence, as every program uses it: every started game, applied action, take-back,
// end, seat change, rematch link and hint goes to SQLite, and the unfinished games come back from it
// when a host starts (after a crash or a restart alike). The host plays the games; this store only writes
// down what the host computed. It opens with a plain account of what is wrong (a database that cannot
// be opened throws a StoreOpenError saying why; one that cannot be written is reported at once), and
// a game whose first write failed (a busy or read-only database at its start) is written again before
// its next action, so that a passing fault never leaves a game that can store nothing.
import type { Review } from '../../engine/bots/index.ts';
import type { Action, GameEvent, GameRecord, GameState, StandIn } from '../../engine/index.ts';
import type { GameStore, LanVenue, StoredGame, StoredSeat } from '../host/store.ts';
import type { Archive, ImportAnswer } from '../host/archive.ts';
import type { HeadToHead, Ladder, MatchListItem, PlayerStats, SeriesScore } from '../../protocol/history.ts';
import type { ChatLine } from '../../protocol/chat.ts';
import {
  allPlayerStats,
  headToHead,
  importRecord,
  listMatches,
  openStore,
  type HistoryFilter,
  type Store,
  type StoreHealth,
} from './index.ts';
import { GuestArchive } from './guestArchive.ts';
import { storeFailure } from './opening.ts';
import type { KeptMatch, MatchSeat } from './matchReads.ts';

export { StoreOpenError, readyDataFolder, refuseNewerDatabase } from './opening.ts';

interface Tracked {
  matchId: number;
  finished: boolean;
}

export class HostGameStore implements GameStore, Archive {
  private readonly games = new Map<string, Tracked>();
  /** Rematches not written yet, by game id: the game each one follows. */
  private readonly rematches = new Map<string, string>();
  /** Games whose start could not be written yet, as they are now (seats follow their changes). */
  private readonly unwritten = new Map<string, StoredGame>();

  constructor(
    readonly store: Store,
    private readonly now: () => number = Date.now,
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
      this.write(game);
    } catch (err) {
      this.unwritten.set(game.id, { ...game, seats: [...game.seats] });
      throw err;
    }
  }

  /**
   * Writes the action (its own transaction); throws when it cannot, and the host does not play it.
   * The start of a game written late comes first: a fault at its start then costs nothing.
   */
  actionApplied(gameId: string, action: Action, index: number): void {
    const unwritten = this.unwritten.get(gameId);
    if (unwritten) {
      this.write(unwritten);
      this.unwritten.delete(gameId);
    }
    this.store.matches.append(this.tracked(gameId).matchId, index, action);
  }

  gameFinished(gameId: string, final: GameState, events: readonly GameEvent[]): void {
    const game = this.tracked(gameId);
    const finished = this.store.matches.finishWith(game.matchId, final, events, this.now());
    if (!finished.ok) throw new Error(finished.error);
    game.finished = true;
  }

  seatsChanged(gameId: string, seats: StoredSeat[], standIns: StandIn[]): void {
    const unwritten = this.unwritten.get(gameId);
    if (unwritten) {
      unwritten.seats = [...seats];
      unwritten.record = { ...unwritten.record, standIns };
      return;
    }
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

  /** Counted on the match as written; a game whose start is not written yet has no row to count on. */
  hintUsed(gameId: string, seat: number): void {
    const game = this.games.get(gameId);
    if (game) this.store.matches.hintUsed(game.matchId, seat);
  }

  /**
   * Forgets the actions taken back, with the stand-ins cut to the rest, in one transaction (throws when
   * it cannot, and the decision stands). A game whose start is not written yet has no action stored.
   */
  actionsTakenBack(gameId: string, seat: number, keep: number, standIns: StandIn[]): void {
    const unwritten = this.unwritten.get(gameId);
    if (unwritten) {
      unwritten.record = { ...unwritten.record, standIns };
      return;
    }
    this.store.takeBacks.record(this.tracked(gameId).matchId, seat, keep, standIns);
  }

  /** Kept with a game as written; a game whose start is not written yet keeps its lines with it until it is. */
  chatSaid(gameId: string, line: ChatLine): void {
    const unwritten = this.unwritten.get(gameId);
    if (unwritten) unwritten.chat = [...(unwritten.chat ?? []), line];
    else this.store.chat.add(this.tracked(gameId).matchId, line, this.now());
  }

  /** Kept until the rematch is written (games in the lobby are not stored): it joins the series then. */
  rematchOf(gameId: string, previous: string): void {
    this.rematches.set(gameId, previous);
  }

  venueChanged(game: StoredGame, lan: LanVenue): void {
    if (this.unwritten.has(game.id)) return;
    const { matchId } = this.tracked(game.id);
    const { name, adminTokenHash, autoStandIn, hints } = game;
    this.store.matches.setTable(matchId, name, adminTokenHash, autoStandIn ?? null, lan, hints ?? true);
  }

  /** A game ended by its creator or left alone too long: it will not be resumed. */
  gameRemoved(gameId: string): void {
    this.rematches.delete(gameId);
    if (this.unwritten.delete(gameId)) return;
    const game = this.games.get(gameId);
    this.games.delete(gameId);
    if (game && !game.finished) this.store.matches.abandon(game.matchId, this.now());
  }

  /** A game not written yet cannot be given back: the host keeps it in memory. */
  resume(gameId: string): StoredGame | null {
    return this.unwritten.has(gameId) ? null : (this.unfinished(gameId)[0] ?? null);
  }

  history(filter: HistoryFilter): MatchListItem[] {
    return listMatches(this.store.db, filter);
  }

  stats(): { players: PlayerStats[]; headToHead: HeadToHead[]; ladder: Ladder } {
    const players = allPlayerStats(this.store.db);
    const ladder = this.store.ladder.ladder(players.map((p) => p.playerId));
    return { players, headToHead: headToHead(this.store.db), ladder };
  }

  /** The history as the guest `guestKey` reads it (see GuestArchive); this store is the household's. */
  forGuest(guestKey: string | null): Archive {
    return new GuestArchive(this.store, guestKey, this.now);
  }

  series(matchId: number): SeriesScore | null {
    return listMatches(this.store.db, { id: matchId })[0]?.series ?? null;
  }

  matchOfGame(gameId: string): number | null {
    return this.store.matches.matchId(gameId);
  }

  keptReview(matchId: number, seat: number, iterations: number): Review | null {
    return this.store.reviews.find(matchId, seat, iterations);
  }

  keepReview(matchId: number, seat: number, iterations: number, review: Review): void {
    this.store.reviews.keep(matchId, seat, iterations, review, this.now());
  }

  importRecord(input: unknown): ImportAnswer {
    const done = importRecord(this.store, input, this.now());
    if (done.ok) return { ok: true, matchId: done.matchId, added: true };
    if (done.existing !== undefined)
      return { ok: true, matchId: done.existing, added: false, held: done.held ?? { as: 'record' } };
    const code = done.fingerprint ? 'fingerprint' : done.namesAlike ? 'name-taken' : 'invalid';
    const refusal = { code, message: done.error } as const;
    return { ok: false, refusal: done.problem ? { ...refusal, record: done.problem } : refusal };
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
  unfinished(gameId?: string): StoredGame[] {
    return this.store.matches.unfinished(gameId).map((m) => this.kept(m, false));
  }

  finishedBy(tokenHash: string): StoredGame | null {
    const match = this.store.matches.finishedBy(tokenHash);
    return match && this.kept(match, true);
  }

  /** A match as the host restores it; from now on its changes are stored again (none once it is finished). */
  private kept(m: KeptMatch, finished: boolean): StoredGame {
    this.games.set(m.gameId, { matchId: m.id, finished });
    const seats = m.seats.map((s): StoredSeat =>
      s.botLevel
        ? { kind: 'bot', level: s.botLevel }
        : s.tokenHash
          ? { kind: 'human', tokenHash: s.tokenHash, guestKey: s.guestKey }
          : { kind: 'open' },
    );
    const { autoStandIn, lastPlayed, lan, hints, display, record } = m;
    const { takeBacks } = this.store;
    const [undo, version] = [takeBacks.allowed(m.id), record.actions.length + takeBacks.changesUndone(m.id)];
    return {
      id: m.gameId,
      name: m.tableName,
      ...(m.tableDefault ? { defaultName: m.tableDefault } : {}),
      adminTokenHash: m.adminTokenHash,
      seats,
      autoStandIn,
      lastPlayed,
      lan,
      hints,
      undo,
      display,
      record,
      version,
      chat: this.store.chat.recent(m.id),
      series: this.series(m.id)?.game ?? 1,
    };
  }

  /** The game's match, its table, its stand-ins and its place in a series, then its actions so far. */
  private write(game: StoredGame): void {
    const seats: MatchSeat[] = game.record.players.map((p, i) => ({
      name: p.name,
      color: p.color,
      ...matchSeat(game.seats[i]),
    }));
    const { matches } = this.store;
    const matchId = matches.transaction(() => {
      const id = matches.create(game.id, game.record, seats, this.now());
      const { name, adminTokenHash, autoStandIn, lan, hints, undo } = game;
      matches.setTable(id, name, adminTokenHash, autoStandIn ?? null, lan ?? null, hints ?? true);
      this.store.takeBacks.allow(id, undo ?? true);
      if (game.display) matches.setDisplay(id, true);
      if (game.defaultName) matches.setTableDefault(id, game.defaultName);
      if (game.record.standIns) matches.setStandIns(id, game.record.standIns);
      const previous = this.rematches.get(game.id);
      if (previous) matches.setSeries(id, previous);
      return id;
    });
    this.games.set(game.id, { matchId, finished: false });
    this.rematches.delete(game.id);
    game.record.actions.forEach((action, index) => this.store.matches.append(matchId, index, action));
    for (const line of game.chat ?? []) this.store.chat.add(matchId, line, this.now());
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
    throw storeFailure(dataDir, err, 'open') ?? err;
  }
  if (store.recovered) log(store.recovered);
  if (store.lostWrites) log(`warning: ${store.lostWrites}`);
  const health = store.writable();
  if (!health.ok) log(`warning: ${health.message}. No new game can be stored until this is fixed.`);
  return { store: new HostGameStore(store), close: () => store.close() };
}
