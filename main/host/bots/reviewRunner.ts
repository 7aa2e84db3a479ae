// Reviews are weighed decision by decision in the advice threads (advice.ts), each decision a job of
// its own in the line of the address that asked: reviews of several addresses run side by side, and
// a long one never keeps a short one of another address waiting for its end. Each decision has its own
// seed: the result does not depend on how the decisions were spread. A review that is cancelled drops
// its decisions still waiting.
import { setMaxListeners } from 'node:events';
import { availableParallelism } from 'node:os';
import {
  summarize,
  type DecisionPoint,
  type ProjectionPoint,
  type Review,
  type ReviewedDecision,
} from '../../../engine/bots/index.ts';
import { AdvicePool } from './advice.ts';
import type { BotOwner } from './fairQueue.ts';

/**
 * A decision weighed ahead of the review (main/host/reviewPrep.ts), by its index in the record: done or
 * on its way; null where the review weighs it itself.
 */
export type PreparedDecision = (index: number) => Promise<ReviewedDecision> | null;

/** A review to run: the decisions and projection of `prepareReview` (engine/bots/analysis.ts). */
export interface ReviewRequest {
  seat: number;
  points: DecisionPoint[];
  projection: ProjectionPoint[];
  iterations: number;
  /** Each decision weighed while the game was played (or on its way), if it was (main/host/reviewPrep.ts). */
  prepared?: PreparedDecision;
  /** Whose line its decisions wait in (default: the host's own). */
  owner?: BotOwner;
  /** Told after each decision. */
  progress?: (done: number, total: number) => void;
  signal?: AbortSignal;
}

/** What runs reviews for the host (the advice threads, or a test's stand-in). */
export interface ReviewRunnerLike {
  run(request: ReviewRequest): Promise<Review>;
}

export class ReviewRunner implements ReviewRunnerLike {
  private readonly advice: AdvicePool;

  /**
   * `advice`: the threads to share (the host's); default threads of its own at the usual priority,
   * every one for this review (`threads`, default one per core).
   */
  constructor(options: { advice?: AdvicePool; threads?: number } = {}) {
    const threads = options.threads ?? availableParallelism();
    this.advice = options.advice ?? new AdvicePool({ threads, perAddress: threads, lowPriority: false });
  }

  /** The review; rejects with 'cancelled' when its signal aborts, or with a thread's failure. */
  async run(request: ReviewRequest): Promise<Review> {
    const decisions = await this.weigh(request);
    return summarize(request.seat, decisions, request.projection);
  }

  private weigh(request: ReviewRequest): Promise<ReviewedDecision[]> {
    const { signal, points, iterations } = request;
    const owner = request.owner ?? { guest: '', game: '' };
    if (signal?.aborted) return Promise.reject(new Error('cancelled'));
    return new Promise((resolve, reject) => {
      const decisions: ReviewedDecision[] = [];
      // Drops the decisions still waiting once the review is over, however it ended.
      const rest = new AbortController();
      setMaxListeners(points.length + 1, rest.signal);
      let settled = false;
      const stop = (error: Error | null): void => {
        if (settled) return;
        settled = true;
        rest.abort();
        signal?.removeEventListener('abort', onAbort);
        if (error) reject(error);
        else resolve(decisions);
      };
      const onAbort = (): void => stop(new Error('cancelled'));
      signal?.addEventListener('abort', onAbort, { once: true });
      if (points.length === 0) return stop(null);
      for (const point of points)
        (request.prepared?.(point.index) ?? this.advice.weigh(point, iterations, rest.signal, owner)).then(
          (decision) => {
            if (settled) return;
            decisions.push(decision);
            request.progress?.(decisions.length, points.length);
            if (decisions.length === points.length) stop(null);
          },
          (err: Error) => stop(err),
        );
    });
  }
}
