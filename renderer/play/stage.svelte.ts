// What the board shows. Changes from the host queue up here and are shown one after the other, each
// after its events have been animated on the board as it was; skip() plays the rest without motion.
import type { GameView } from '../../engine/index.ts';
import type { Change } from '../connection/session.svelte.ts';
import { stepsOf, type Step } from '../view/flights.ts';
import { roundEndSummary, type RoundEndSummary } from '../view/roundEnd.ts';
import type { Animator } from './animator.ts';

export interface StageOptions {
  moveMs: () => number;
  onStep: (step: Step) => void;
}

export class Stage {
  shown = $state.raw<GameView | null>(null);
  /** The sequence number of the shown change: the log shows what happened up to it, no further. */
  shownSeq = $state(0);
  /** Round ends waiting to be told, oldest first. */
  roundEnds = $state.raw<RoundEndSummary[]>([]);
  playing = $state(false);
  private readonly queue: Change[] = [];

  constructor(
    private readonly animator: Animator,
    private readonly options: StageOptions,
  ) {}

  receive(change: Change): void {
    this.queue.push(change);
    if (!this.playing) void this.drain();
  }

  skip(): void {
    this.animator.skip();
  }

  closeRoundEnd(): void {
    this.roundEnds = this.roundEnds.slice(1);
  }

  private async drain(): Promise<void> {
    this.playing = true;
    try {
      for (let change = this.queue.shift(); change; change = this.queue.shift()) {
        const ms = this.options.moveMs();
        if (change.events.length && ms > 0 && this.shown && !this.animator.skipped) {
          await this.animator.play(stepsOf(change.events, this.shown), ms, this.options.onStep);
        }
        this.shown = change.view;
        this.shownSeq = change.seq;
        const summary = roundEndSummary(change.events);
        if (summary) this.roundEnds = [...this.roundEnds, summary];
        await this.animator.settle();
      }
    } finally {
      this.animator.resume();
      this.playing = false;
    }
  }
}
