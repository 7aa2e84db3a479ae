// The reviews this page asked of its host, by the id the host gave each: the link hands each its
// progress, its result or its failure as they come, and a lost connection (the host forgets a
// connection's reviews) ends every one.
import type { HostMessageOf } from '../../protocol/messages.ts';
import type { ReviewResult } from '../../protocol/review.ts';

export interface ReviewListener {
  progress(done: number, total: number): void;
  done(result: ReviewResult): void;
  /**
   * The host could not make it (its message is English, for its log), or (`room`) stopped it for another
   * guest's review.
   */
  failed(reason?: 'room'): void;
  lost(): void;
}

export class ReviewWatch {
  readonly #listeners = new Map<string, ReviewListener>();
  /** Those waiting for the host's id (the request is on its way): a lost connection ends them too. */
  readonly #asking = new Set<ReviewListener>();

  /** A review asked of the host: `started` gives the id the host answered with. Returns the way to stop hearing of it. */
  ask(listener: ReviewListener): { started(reviewId: string): void; off(): void } {
    this.#asking.add(listener);
    let id: string | null = null;
    return {
      started: (reviewId) => {
        this.#asking.delete(listener);
        id = reviewId;
        this.#listeners.set(reviewId, listener);
      },
      off: () => {
        this.#asking.delete(listener);
        if (id !== null && this.#listeners.get(id) === listener) this.#listeners.delete(id);
      },
    };
  }

  progress(m: HostMessageOf<'reviewProgress'>): void {
    this.#listeners.get(m.reviewId)?.progress(m.done, m.total);
  }

  done(m: HostMessageOf<'reviewDone'>): void {
    this.#listeners.get(m.reviewId)?.done(m.result);
  }

  failed(m: HostMessageOf<'reviewFailed'>): void {
    this.#listeners.get(m.reviewId)?.failed(m.reason);
  }

  lost(): void {
    const all = [...this.#asking, ...this.#listeners.values()];
    this.#asking.clear();
    this.#listeners.clear();
    for (const listener of all) listener.lost();
  }
}
