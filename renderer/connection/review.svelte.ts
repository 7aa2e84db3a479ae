// One post-game review as the screen follows it: asked of the host, its progress as it comes, the
// result (at once when the host keeps it), a cancel, or what went wrong in words. A review goes on
// while the player is elsewhere in the app: each match keeps its run for this page, and the review
// screen shows it again, under way or done. The host makes one review per client at a time: starting
// another (another seat, another match) cancels the one running.
import type { Client } from '../../protocol/client.ts';
import type { RequestFields } from '../../protocol/messages.ts';
import type { ReviewResult } from '../../protocol/review.ts';
import type { Messages } from '../../languages/en/messages.ts';
import { PAGE } from '../view/history.ts';
import type { HostLink } from './link.svelte.ts';
import { describeError } from './errors.ts';
import type { ReviewWatch } from './reviewWatch.ts';

export type ReviewState =
  | { status: 'idle' }
  /** Asked, the host's answer awaited: a review it keeps comes at once, with no progress. */
  | { status: 'asking' }
  /** `since`: when it was asked (ms since the epoch), for the time it has taken so far. */
  | { status: 'running'; done: number; total: number; since: number }
  /** `kept`: the host had it already (nothing was weighed). */
  | { status: 'done'; result: ReviewResult; kept: boolean }
  | { status: 'cancelled' }
  | { status: 'failed'; error: string };

type Answer = { ok: true; value: ReviewResult; kept?: boolean } | { ok: false; error: string };

/** A review under way on the host: its answer, and a way to stop it. */
export interface ReviewJob {
  result: Promise<Answer>;
  cancel: () => void;
}

/** Asks the host for a seat's review, calling `progress` as decisions are weighed. */
export type ReviewRunner = (seat: number, progress: (done: number, total: number) => void) => ReviewJob;

/** Matches whose reviews this page keeps: coming back from the replay shows them again at once. */
const KEPT_MATCHES = 8;
// eslint-disable-next-line svelte/prefer-svelte-reactivity -- a cache, never state
const kept = new Map<number, Map<number, ReviewResult>>();

/** The reviews of a match finished on this page, by seat (a review is the same each time it is made). */
export function keptReviews(match: number): Map<number, ReviewResult> {
  let reviews = kept.get(match);
  if (!reviews) {
    // eslint-disable-next-line svelte/prefer-svelte-reactivity -- a cache, never state
    reviews = new Map();
    kept.set(match, reviews);
    for (const old of kept.keys()) if (kept.size > KEPT_MATCHES) kept.delete(old);
  }
  return reviews;
}

/** The run under way on the host, whichever match it is for. */
const underway: { run: ReviewRun | null } = { run: null };
/** Each match's run on this page. */
// eslint-disable-next-line svelte/prefer-svelte-reactivity -- a registry, never state
const runs = new Map<number, ReviewRun>();

/** The match's review run on this page: the one under way or done, else a new one. */
export function reviewRun(match: number, runner: ReviewRunner): ReviewRun {
  let run = runs.get(match);
  if (!run) {
    run = new ReviewRun(runner, keptReviews(match));
    runs.set(match, run);
    for (const [old, r] of runs) if (runs.size > KEPT_MATCHES && r !== underway.run) runs.delete(old);
  }
  return run;
}

export class ReviewRun {
  // Raw: a result is read, never changed in place (and a whole game's review is large).
  #state = $state.raw<ReviewState>({ status: 'idle' });
  #seat = $state<number | null>(null);
  #job: ReviewJob | null = null;

  constructor(
    private readonly runner: ReviewRunner,
    /** Finished reviews by seat, shown again rather than made again. */
    // eslint-disable-next-line svelte/prefer-svelte-reactivity -- a cache, never state
    private readonly done: Map<number, ReviewResult> = new Map(),
  ) {}

  get state(): ReviewState {
    return this.#state;
  }

  /** The seat of the review shown or under way. */
  get seat(): number | null {
    return this.#seat;
  }

  get running(): boolean {
    return this.#state.status === 'asking' || this.#state.status === 'running';
  }

  start(seat: number): void {
    this.#job?.cancel();
    this.#job = null;
    this.#seat = seat;
    const known = this.done.get(seat);
    if (known) {
      this.#state = { status: 'done', result: known, kept: true };
      return;
    }
    if (underway.run !== this) underway.run?.cancel();
    underway.run = this;
    this.#state = { status: 'asking' };
    const since = Date.now();
    const job = this.runner(seat, (done, total) => {
      if (this.#job === job && this.running) this.#state = { status: 'running', done, total, since };
    });
    this.#job = job;
    void job.result.then((answer) => {
      // A review cancelled or replaced meanwhile has nothing more to say.
      if (this.#job !== job) return;
      this.#job = null;
      if (underway.run === this) underway.run = null;
      if (answer.ok) this.done.set(seat, answer.value);
      this.#state = answer.ok
        ? { status: 'done', result: answer.value, kept: answer.kept ?? false }
        : { status: 'failed', error: answer.error };
    });
  }

  cancel(): void {
    if (!this.#job) return;
    const job = this.#job;
    this.#job = null;
    if (underway.run === this) underway.run = null;
    job.cancel();
    this.#state = { status: 'cancelled' };
  }
}

/**
 * A review asked of the host over the protocol (`review`, then its `reviewProgress` and `reviewDone`
 * or `reviewFailed` messages); cancelling tells the host to stop (`reviewCancel`).
 */
export function reviewOnHost(
  client: () => Client,
  watch: ReviewWatch,
  m: Messages,
  fields: RequestFields<'review'>,
  progress: (done: number, total: number) => void,
): ReviewJob {
  let reviewId: string | null = null;
  let stop = (): void => {};
  let cancelled = false;
  let connected: Client | null = null;
  const result = new Promise<Answer>((resolve) => {
    let host: Client;
    try {
      host = connected = client();
    } catch (err) {
      resolve({ ok: false, error: describeError(m, err) });
      return;
    }
    const heard = watch.ask({
      progress,
      done: (value) => finish({ ok: true, value, kept: false }),
      // The player is told that the host could not, or made way for another's; its message is for its log.
      failed: (reason) =>
        finish({ ok: false, error: reason === 'room' ? m.review.madeWay : m.review.hostFailed }),
      lost: () => finish({ ok: false, error: m.review.lost }),
    });
    function finish(answer: Answer): void {
      heard.off();
      resolve(answer);
    }
    stop = () => finish({ ok: false, error: m.review.cancelled });
    host.review(fields).then(
      (started) => {
        if (started.kept) return finish({ ok: true, value: started.kept, kept: true });
        reviewId = started.reviewId;
        heard.started(started.reviewId);
        if (cancelled) void host.reviewCancel(started.reviewId).catch(() => undefined);
        else progress(0, started.total);
      },
      (err: unknown) => finish({ ok: false, error: describeError(m, err) }),
    );
  });
  return {
    result,
    cancel: () => {
      cancelled = true;
      // A review the host has not acknowledged yet is cancelled as soon as it is (above).
      if (reviewId !== null) void connected?.reviewCancel(reviewId).catch(() => undefined);
      stop();
    },
  };
}

/** How far back the history is searched for a game just finished (it is among the newest). */
const FIND_PAGES = 3;

/** The match a finished game of this host is stored as; null where its history has none (or no history). */
export async function findMatch(link: HostLink, m: Messages, gameId: string): Promise<number | null> {
  for (let page = 0; page < FIND_PAGES; page++) {
    const reply = await link.archive.history(m, { status: 'finished', limit: PAGE, offset: page * PAGE });
    if (!reply.ok) return null;
    const match = reply.value.find((item) => item.gameId === gameId);
    if (match) return match.id;
    if (reply.value.length < PAGE) break;
  }
  return null;
}
