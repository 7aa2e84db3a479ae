// What the board shows. Changes from the host queue up here and are shown one after the other, each
// after its events have been animated on the board as it was; skip() plays the rest without motion.
// The end of a round is told step by step (the story), and the board shows each step as it is told:
// the step's tokens move when the reader comes to it, then the board shows the position that step left
// (view/storyBoard.ts), and the new round appears when the story ends.
import type { GameEvent, GameView } from '../../engine/index.ts';
import type { Change } from '../connection/session.svelte.ts';
import { stepsOf, type Step } from '../view/flights.ts';
import { publicView } from '../view/hotseat.ts';
import { standings } from '../view/standings.ts';
import { boardAfterStep, boardBeforeRoundEnd } from '../view/storyBoard.ts';
import {
  roundEndSteps,
  roundEndSummary,
  storyEvents,
  type RoundEndSummary,
  type Story,
} from '../view/roundEnd.ts';
import type { Animator } from './animator.ts';

export interface StageOptions {
  moveMs: () => number;
  onStep: (step: Step) => void;
  /** Round ends are told on the public view (hotseat: the next player may be at the screen meanwhile). */
  publicStory?: () => boolean;
  /**
   * Round ends pass at once, kept to be read (`roundEnd`): a phone at a table whose display tells them
   * to the room, its player's next decision not held behind them.
   */
  briefStory?: () => boolean;
  /** The change of sequence number `seq` is on the board, its tokens landed (a round end told). */
  shown?: (seq: number) => void;
  /**
   * The story of the round end of change `seq` has told `read` of its steps: none as it begins (the
   * move that ended the round is on the board), one more each time the reader goes on.
   */
  reading?: (seq: number, read: number) => void;
  /**
   * A table's display, paced for a room: every move plays step by step, a change's events stay told
   * this long (ms) before the next, and each step of a round end as long, unless someone moves on
   * sooner (next()); `behind`: how many changes that tell something wait after this one, so that the
   * display catches up; `story`: the hold is a round end's step.
   */
  hold?: (behind: number, story: boolean) => number;
  /**
   * How many pages the story's step takes on this screen, asked once its page has been held: a table's
   * display shows a long step a page at a time, each held as a step (none: one page).
   */
  pages?: () => number;
}

export type { Story };

/**
 * Another player's move takes this share of a movement's time (the viewer's own moves take it all);
 * less once the viewer is out of the round (passed), with no decision to make until the next one.
 */
const OTHERS = 0.35;
const OTHERS_WHILE_OUT = 0.15;

export class Stage {
  #shown = $state.raw<GameView | null>(null);
  #shownSeq = $state(0);
  #story = $state.raw<Story | null>(null);
  #page = $state(0);
  #roundEnd = $state.raw<Story | null>(null);
  #rounds = $state.raw<{ round: number; totals: number[] }[]>([]);
  #playing = $state(false);
  private readonly queue: Change[] = [];
  private draining = false;
  private reader: (() => void) | null = null;
  private storySkipped = false;

  constructor(
    private readonly animator: Animator,
    private readonly options: StageOptions,
  ) {}

  /** The position the board shows. */
  get shown(): GameView | null {
    return this.#shown;
  }

  /** The sequence number of the shown change: the log shows what happened up to it, no further. */
  get shownSeq(): number {
    return this.#shownSeq;
  }

  /** The round end being told, if any. */
  get story(): Story | null {
    return this.#story;
  }

  /** The page of the story's step shown (see `pages`). */
  get page(): number {
    return this.#page;
  }

  /** The last round end passed at once (briefStory), to be read when the player likes. */
  get roundEnd(): Story | null {
    return this.#roundEnd;
  }

  /** Each player's public VP after each round this screen saw end (talers aside), for the final chart. */
  get rounds(): readonly { round: number; totals: number[] }[] {
    return this.#rounds;
  }

  /** Tokens are moving, or the board is catching up: the choices drawn are not to be taken. */
  get playing(): boolean {
    return this.#playing;
  }

  receive(change: Change): void {
    this.queue.push(change);
    if (!this.draining) void this.drain();
  }

  skip(): void {
    this.animator.skip();
  }

  /** The reader goes on to the story's next step (or ends it after the last); tokens still moving land at once. */
  next(): void {
    if (this.reader) this.reader();
    else this.animator.skip();
  }

  /** The reader skips the rest of the story: the board shows the new round at once. */
  skipStory(): void {
    this.storySkipped = true;
    this.animator.skip();
    this.reader?.();
  }

  /**
   * Plays a change's events on the board. Another player's move is shown in one go (its tokens fly
   * together), quicker, and quicker still while more moves wait behind it, so that a player's wait
   * between decisions stays short; the viewer's own moves and round ends play step by step.
   */
  private async animate(events: readonly GameEvent[], own = true): Promise<void> {
    const view = this.#shown;
    const ms = this.options.moveMs();
    if (!events.length || ms <= 0 || !view || this.animator.skipped) return;
    const steps = stepsOf(events, view);
    if (this.options.hold)
      return this.animator.play(steps, ms / (1 + Math.min(this.queue.length, 3)), this.options.onStep);
    if (own) return this.animator.play(steps, ms, this.options.onStep);
    const together: Step = { flights: steps.flatMap((s) => s.flights), sound: steps[0]?.sound ?? null };
    const out = view.viewer !== null && view.seats[view.viewer]?.finished === true;
    await this.animator.play(
      [together],
      (ms * (out ? OTHERS_WHILE_OUT : OTHERS)) / (1 + Math.min(this.queue.length, 3)),
      this.options.onStep,
    );
  }

  /** Waits for the reader; the board is still meanwhile. */
  private async read(): Promise<void> {
    if (this.storySkipped) return;
    this.#playing = false;
    await this.wait(true);
    this.#playing = true;
  }

  /** Until the reader goes on, or, at a paced display, the hold is over. */
  private async wait(story = false): Promise<void> {
    // Changes without events (a snapshot, a seat's status) pass at once: they are not behind.
    const behind = this.queue.filter((change) => change.events.length).length;
    const hold = this.options.hold?.(behind, story);
    await new Promise<void>((resolve) => {
      const timer = hold === undefined ? undefined : setTimeout(resolve, hold);
      this.reader = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    this.reader = null;
  }

  private async tell(summary: RoundEndSummary, change: Change): Promise<void> {
    const { before, steps: byStep } = storyEvents(change.events);
    await this.animate(before);
    // The log tells the move that ended the round, and the round's end, as the story begins.
    this.#shownSeq = change.seq;
    this.options.reading?.(change.seq, 0);
    const publicStory = this.options.publicStory?.() ?? false;
    if (this.#shown && publicStory) this.#shown = publicView(this.#shown);
    const after = change.view && publicStory ? publicView(change.view) : change.view;
    // The round's last action is over: nobody acts at a guild while its end is told, and every
    // player is done with the round (a round ends when the last one is).
    if (this.#shown) {
      const seats = this.#shown.seats.map((seat) => ({ ...seat, finished: true, cards: 0, plan: [] }));
      this.#shown = { ...this.#shown, resolving: null, waitingFor: [], seats };
      if (after) this.#shown = boardBeforeRoundEnd(this.#shown, after, summary.income, before);
    }
    const steps = roundEndSteps(summary);
    const brief = this.options.briefStory?.() ?? false;
    if (brief) this.#roundEnd = { summary, steps, index: 0 };
    this.storySkipped = brief;
    for (const [index, step] of steps.entries()) {
      this.#page = 0;
      if (!brief) this.#story = { summary, steps, index };
      if (!this.storySkipped) {
        this.animator.resume();
        await this.animate(byStep.get(step) ?? []);
        // The board shows what the step did: its tokens land in the position it left.
        if (this.#shown && after) {
          this.#shown = boardAfterStep(this.#shown, after, step, byStep.get(step) ?? []);
          await this.animator.settle();
        }
      }
      await this.read();
      while (!this.storySkipped && this.#page + 1 < (this.options.pages?.() ?? 1)) {
        this.#page++;
        await this.read();
      }
      this.options.reading?.(change.seq, index + 1);
    }
    this.#story = null;
    this.#page = 0;
  }

  /** Whether a change is the viewing seat's own move (or one that belongs to nobody, as a guild called). */
  private byViewer(events: readonly GameEvent[]): boolean {
    const actor = events.find((e) => 'seat' in e && typeof e.seat === 'number');
    return !actor || !('seat' in actor) || actor.seat === this.#shown?.viewer;
  }

  private async drain(): Promise<void> {
    this.draining = true;
    this.#playing = true;
    try {
      for (let change = this.queue.shift(); change; change = this.queue.shift()) {
        const summary = roundEndSummary(change.events);
        if (summary && this.#shown) {
          await this.tell(summary, change);
          // The last round's point is the final score itself.
          if (!summary.final && change.view) {
            const totals = standings(change.view).map((s) => s.total);
            this.#rounds = [...this.#rounds, { round: summary.round, totals }];
          }
        } else await this.animate(change.events, this.byViewer(change.events));
        this.#shown = change.view;
        this.#shownSeq = change.seq;
        await this.animator.settle();
        if (change.events.length) this.options.shown?.(change.seq);
        // A paced display leaves what happened told for the room to read, unless told to go on. A
        // skip there moves it on by one change (its tokens land at once), not through all behind it.
        if (this.options.hold) {
          const skipped = this.animator.skipped;
          this.animator.resume();
          if (change.events.length && !summary && !skipped) await this.wait();
        }
      }
    } finally {
      this.animator.resume();
      this.#playing = false;
      this.draining = false;
    }
  }
}
