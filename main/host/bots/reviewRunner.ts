// Reviews run in worker threads of their own (the bot workers' entry, which also weighs review
// decisions), one decision at a time per thread, so that a review uses every core and a game's bots
// keep their own threads. Each decision has its own seed: the result does not depend on how the
// decisions were spread. A review that is cancelled stops its threads at once.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import {
  summarize,
  type DecisionPoint,
  type ProjectionPoint,
  type Review,
  type ReviewedDecision,
} from '../../../engine/bots/analysis.ts';

/** One decision to weigh, as a worker receives it. */
export interface ReviewJob {
  id: number;
  kind: 'review';
  point: DecisionPoint;
  iterations: number;
}

export type ReviewAnswer =
  { id: number; ok: true; decision: ReviewedDecision } | { id: number; ok: false; error: string };

/** A review to run: the decisions and projection of `prepareReview` (engine/bots/analysis.ts). */
export interface ReviewRequest {
  seat: number;
  points: DecisionPoint[];
  projection: ProjectionPoint[];
  iterations: number;
  /** Told after each decision. */
  progress?: (done: number, total: number) => void;
  signal?: AbortSignal;
}

const ENTRY = new URL('./worker.js', import.meta.url);

/** What runs reviews for the host (the threads below, or a test's stand-in). */
export interface ReviewRunnerLike {
  run(request: ReviewRequest): Promise<Review>;
}

export class ReviewRunner implements ReviewRunnerLike {
  private readonly threads: number;
  private readonly entry: URL;

  constructor(options: { threads?: number; entry?: URL } = {}) {
    this.threads = options.threads ?? Math.max(1, availableParallelism());
    this.entry = options.entry ?? ENTRY;
  }

  /** The review; rejects with 'cancelled' when its signal aborts, or with a thread's failure. */
  async run(request: ReviewRequest): Promise<Review> {
    const decisions = await this.weigh(request.points, request);
    return summarize(request.seat, decisions, request.projection);
  }

  private weigh(points: DecisionPoint[], request: ReviewRequest): Promise<ReviewedDecision[]> {
    const { signal, iterations } = request;
    if (signal?.aborted) return Promise.reject(new Error('cancelled'));
    if (points.length === 0) return Promise.resolve([]);
    return new Promise((resolve, reject) => {
      const decisions: ReviewedDecision[] = [];
      const workers = new Set<Worker>();
      let next = 0;
      let settled = false;
      const stop = (error: Error | null): void => {
        if (settled) return;
        settled = true;
        signal?.removeEventListener('abort', onAbort);
        for (const w of workers) void w.terminate();
        if (error) reject(error);
        else resolve(decisions);
      };
      const onAbort = (): void => stop(new Error('cancelled'));
      signal?.addEventListener('abort', onAbort, { once: true });
      const feed = (worker: Worker): void => {
        if (next >= points.length) {
          workers.delete(worker);
          void worker.terminate();
          return;
        }
        const job: ReviewJob = { id: next, kind: 'review', point: points[next]!, iterations };
        next++;
        worker.postMessage(job);
      };
      for (let i = 0; i < Math.min(this.threads, points.length); i++) {
        const worker = new Worker(this.entry);
        workers.add(worker);
        worker.on('message', (answer: ReviewAnswer) => {
          if (settled) return;
          if (!answer.ok) return stop(new Error(answer.error));
          decisions.push(answer.decision);
          request.progress?.(decisions.length, points.length);
          if (decisions.length === points.length) return stop(null);
          feed(worker);
        });
        worker.on('error', (err) => stop(err));
        worker.on('exit', () => {
          if (workers.delete(worker) && !settled) stop(new Error('a review thread stopped'));
        });
        feed(worker);
      }
    });
  }
}
