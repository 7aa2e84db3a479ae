// Reviews prepared while their games are played, so that a player's review at the final scores opens at
// once: each decision of a player's seat (not a bot's, nor a stand-in's) is weighed in the review threads
// as soon as it is made, ahead of need (it waits until no asked-for review decision does, in threads
// below normal priority: the bots' moves and the hints go first). What it finds stays on the host: a
// review is given only for a finished match. A decision taken back is dropped, and a game that ends
// before its end, or with none of its players here, or leaves the host, drops all of its own (quietly:
// a weighing dropped or cut short by the host stopping is no failure). Once a game is over and a seat's decisions
// are all weighed, the seat's review is kept with the match; asked for before that, a review takes
// what is weighed already, and takes over what still waits.
import {
  prepareReview,
  reviewIterations,
  summarize,
  type DecisionPoint,
  type ReviewedDecision,
} from '../../engine/bots/index.ts';
import type { Action } from '../../engine/index.ts';
import type { Archive } from './archive.ts';
import type { AdvicePool } from './bots/advice.ts';
import type { PreparedDecision } from './bots/reviewRunner.ts';

/** One decision weighed ahead, or on its way. */
interface Entry {
  done: ReviewedDecision | null;
  promise: Promise<ReviewedDecision>;
  abort: AbortController;
  /** A thread took it: it will be answered whatever happens. */
  readonly running: boolean;
}

interface Game {
  players: number;
  /** By seat, then by the decision's index in the record. */
  seats: Map<number, Map<number, Entry>>;
  over: boolean;
}

export class PreparedReviews {
  private readonly games = new Map<string, Game>();
  /** The host stops: its threads shut down, and whatever was on its way is dropped. */
  private closed = false;

  constructor(
    private readonly advice: Pick<AdvicePool, 'weigh'>,
    /** The household's history, where a finished game's reviews are kept; none: nothing is prepared. */
    private readonly archive: Archive | undefined,
    private readonly log: (line: string) => void,
  ) {}

  /**
   * A player's decision was made in `gameId` (a table of `players`): it is weighed ahead; `best` is the
   * hint's choice for it, when the player asked for one (the review's own best move, weighed alike).
   */
  decided(gameId: string, players: number, point: DecisionPoint, best?: Action): void {
    if (!this.archive) return;
    let game = this.games.get(gameId);
    if (!game) this.games.set(gameId, (game = { players, seats: new Map(), over: false }));
    const seat = point.played.seat;
    let decisions = game.seats.get(seat);
    if (!decisions) game.seats.set(seat, (decisions = new Map()));
    const abort = new AbortController();
    const state = { running: false };
    const promise = this.advice.weigh(
      point,
      reviewIterations(players),
      abort.signal,
      { guest: '', game: gameId },
      { ahead: true, started: () => (state.running = true), ...(best ? { best } : {}) },
    );
    const entry: Entry = {
      done: null,
      promise,
      abort,
      get running() {
        return state.running;
      },
    };
    decisions.get(point.index)?.abort.abort();
    decisions.set(point.index, entry);
    promise.then(
      (decision) => {
        entry.done = decision;
        if (game.over) this.keepWhenReady(gameId);
      },
      (err: Error) => {
        // Dropped (taken back, taken over, the game gone), or failed: that seat's review is made when asked.
        if (decisions.get(point.index) !== entry) return;
        decisions.delete(point.index);
        // Dropped, or the host stopping: expected, and nothing to say.
        if (!abort.signal.aborted && !this.closed)
          this.log(`a review decision of game ${gameId} weighed ahead failed: ${err.message}`);
        if (game.over) this.keepWhenReady(gameId);
      },
    );
  }

  /** The decisions from the record's `keep`th action on were taken back. */
  tookBack(gameId: string, keep: number): void {
    for (const decisions of this.games.get(gameId)?.seats.values() ?? [])
      for (const [index, entry] of decisions)
        if (index >= keep) {
          entry.abort.abort();
          decisions.delete(index);
        }
  }

  /** The game ended before its end, or left the host: what it prepared is needed no more. */
  drop(gameId: string): void {
    for (const decisions of this.games.get(gameId)?.seats.values() ?? [])
      for (const entry of decisions.values()) entry.abort.abort();
    this.games.delete(gameId);
  }

  /** The game is over (and stored): each seat's review is kept once its decisions are weighed. */
  finished(gameId: string): void {
    const game = this.games.get(gameId);
    if (!game) return;
    game.over = true;
    this.keepWhenReady(gameId);
  }

  /**
   * The decisions prepared for a seat of a finished match, for a review of `iterations`: each index's
   * weighing (done, or running), or null where the review should weigh it itself (a decision still
   * waiting for a thread is taken over: it leaves the line of work ahead). Undefined: none prepared.
   */
  decisions(matchId: number, seat: number, iterations: number): PreparedDecision | undefined {
    for (const [gameId, game] of this.games) {
      if (!game.over || reviewIterations(game.players) !== iterations) continue;
      if (this.archive!.matchOfGame(gameId) !== matchId) continue;
      const decisions = game.seats.get(seat);
      if (!decisions) return undefined;
      return (index) => {
        const entry = decisions.get(index);
        if (!entry) return null;
        if (entry.done || entry.running) return entry.promise;
        entry.abort.abort();
        decisions.delete(index);
        return null;
      };
    }
    return undefined;
  }

  close(): void {
    this.closed = true;
    for (const gameId of [...this.games.keys()]) this.drop(gameId);
  }

  /** Keeps with the match each seat's review whose every decision is weighed; the game goes once all are. */
  private keepWhenReady(gameId: string): void {
    const game = this.games.get(gameId);
    if (!game) return;
    const matchId = this.archive!.matchOfGame(gameId);
    const record = matchId === null ? null : this.archive!.finishedRecord(matchId);
    if (!record) return this.drop(gameId);
    const iterations = reviewIterations(game.players);
    for (const [seat, decisions] of game.seats) {
      if ([...decisions.values()].some((e) => !e.done)) continue;
      game.seats.delete(seat);
      const prepared = prepareReview(record, seat);
      if (!prepared.ok) continue;
      const weighed = prepared.points.map((p) => decisions.get(p.index)?.done);
      // A decision the game's record holds and nobody weighed (one made before the host started
      // again): the review is made when asked for.
      if (weighed.some((d) => !d)) continue;
      if (this.archive!.keptReview(matchId!, seat, iterations)) continue;
      try {
        const review = summarize(seat, weighed as ReviewedDecision[], prepared.projection);
        this.archive!.keepReview(matchId!, seat, iterations, review);
      } catch (err) {
        this.log(`the review of seat ${seat} of game ${gameId} could not be kept: ${(err as Error).message}`);
      }
    }
    if (game.seats.size === 0) this.games.delete(gameId);
  }
}
