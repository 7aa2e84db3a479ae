// One table's side of the reviews weighed ahead (reviewPrep.ts): each decision a player takes
// themselves (not a bot's, nor a stand-in's in their name) goes to be weighed while the game goes on,
// with the hint's choice where they asked for one, so that the review at the final scores opens at once.
import { decisionPoint } from '../../engine/bots/index.ts';
import type { Action, GameView } from '../../engine/index.ts';
import type { Move } from './game.ts';
import type { PreparedReviews } from './reviewPrep.ts';
import type { Roster } from './roster.ts';

interface FeedHooks {
  /** A guided game: nothing of it is reviewed. */
  lesson(): boolean;
  /** The hint's choice at this position, if the seat asked for one. */
  hinted(view: GameView): Action | undefined;
}

export class ReviewFeed {
  constructor(
    private readonly gameId: string,
    private readonly roster: Roster,
    private readonly prepared: PreparedReviews,
    private readonly hooks: FeedHooks,
  ) {}

  /** An action was played; `over`: the game ended with it (the reviews are kept once weighed). */
  played({ before, action, index }: Move, over: boolean): void {
    if (this.hooks.lesson()) return;
    const seat = action.seat;
    const own = this.roster.human(seat) && this.roster.botLevel(seat) === null;
    const decision = own ? decisionPoint(before, action, index) : null;
    if (decision)
      this.prepared.decided(this.gameId, this.roster.size, decision, this.hooks.hinted(decision.view));
    if (!over) return;
    // Nobody of the table is here to open its review at the final scores (stand-ins played it out):
    // what still waits is dropped, and a review asked for later from the history is made then.
    if (!this.roster.humans().some((s) => s.holder !== null)) return this.prepared.drop(this.gameId);
    // After the store has the finished game, which it hears of once this action's hooks are done.
    queueMicrotask(() => this.prepared.finished(this.gameId));
  }

  /** Decisions were taken back: those after `moves` are weighed no longer. */
  tookBack(moves: number): void {
    this.prepared.tookBack(this.gameId, moves);
  }

  /** The table ended before the game did: nothing of it will be reviewed. */
  abandoned(): void {
    this.prepared.drop(this.gameId);
  }
}
