// One post-game review as the screen follows it: asked of the host, its progress as it comes, the
// result, a cancel, or what went wrong in words. Starting another (another seat) cancels the one running.
import type { ReviewResult } from '../../protocol/review.ts';

export type ReviewState =
  | { status: 'idle' }
  | { status: 'running'; done: number; total: number }
  | { status: 'done'; result: ReviewResult }
  | { status: 'cancelled' }
  | { status: 'failed'; error: string };

/** A review under way on the host: its answer, and a way to stop it. */
export interface ReviewJob {
  result: Promise<{ ok: true; value: ReviewResult } | { ok: false; error: string }>;
  cancel: () => void;
}

/** Asks the host for a seat's review, calling `progress` as decisions are weighed. */
export type ReviewRunner = (seat: number, progress: (done: number, total: number) => void) => ReviewJob;

export class ReviewRun {
  #state = $state<ReviewState>({ status: 'idle' });
  #seat = $state<number | null>(null);
  #job: ReviewJob | null = null;

  constructor(private readonly runner: ReviewRunner) {}

  get state(): ReviewState {
    return this.#state;
  }

  /** The seat of the review shown or under way. */
  get seat(): number | null {
    return this.#seat;
  }

  get running(): boolean {
    return this.#state.status === 'running';
  }

  start(seat: number): void {
    this.#job?.cancel();
    this.#seat = seat;
    this.#state = { status: 'running', done: 0, total: 0 };
    const job = this.runner(seat, (done, total) => {
      if (this.#job === job && this.#state.status === 'running')
        this.#state = { status: 'running', done, total };
    });
    this.#job = job;
    void job.result.then((answer) => {
      // A review cancelled or replaced meanwhile has nothing more to say.
      if (this.#job !== job) return;
      this.#job = null;
      this.#state = answer.ok
        ? { status: 'done', result: answer.value }
        : { status: 'failed', error: answer.error };
    });
  }

  cancel(): void {
    if (!this.#job) return;
    const job = this.#job;
    this.#job = null;
    job.cancel();
    this.#state = { status: 'cancelled' };
  }
}
