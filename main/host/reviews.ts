// The host's post-game reviews: who asked for which, one at a time on the host (a review takes every
// core), each client with at most one review queued or running. Progress and the result go to the
// client that asked; a client that cancels or leaves stops its review.
import { prepareReview, REVIEW_ITERATIONS } from '../../engine/bots/analysis.ts';
import type { ClientMessageOf } from '../../protocol/messages.ts';
import { newGameId } from './ids.ts';
import type { Archive } from './lobby.ts';
import { conflict, notFound, type Peer, type Refusal } from './peer.ts';
import type { ReviewRequest, ReviewRunnerLike } from './bots/reviewRunner.ts';

/** Reviews waiting for the one that runs, from every client. */
const MAX_WAITING = 8;

interface Pending {
  id: string;
  peer: Peer;
  request: ReviewRequest;
  abort: AbortController;
}

export class Reviews {
  private readonly waiting: Pending[] = [];
  private running: Pending | null = null;

  constructor(
    private readonly runner: ReviewRunnerLike,
    private readonly log: (line: string) => void,
  ) {}

  /** A `review` request: the match's record from the archive, checked, then queued. */
  start(peer: Peer, m: ClientMessageOf<'review'>, archive: Archive): Refusal | null {
    if ((m.matchId === undefined) === (m.gameId === undefined))
      return { code: 'invalid', message: 'review: name the match by matchId or by gameId (one of them)' };
    const matchId = m.matchId ?? archive.matchOfGame(m.gameId!);
    const record = matchId === null ? null : archive.finishedRecord(matchId);
    if (!record)
      return notFound(
        m.matchId !== undefined ? `no finished match #${m.matchId}` : `no finished game ${m.gameId}`,
      );
    if (this.of(peer)) return conflict('a review of yours is already under way: cancel it first');
    if (this.waiting.length >= MAX_WAITING)
      return { code: 'limit', message: 'the host is busy with other reviews: try again in a minute' };
    const prepared = prepareReview(record, m.seat);
    if (!prepared.ok) return { code: 'invalid', message: `review: ${prepared.error}` };
    const id = newGameId();
    const pending: Pending = {
      id,
      peer,
      abort: new AbortController(),
      request: {
        seat: m.seat,
        points: prepared.points,
        projection: prepared.projection,
        iterations: m.iterations ?? REVIEW_ITERATIONS,
        progress: (done, total) => peer.send({ v: 1, type: 'reviewProgress', reviewId: id, done, total }),
      },
    };
    pending.request.signal = pending.abort.signal;
    peer.send({ v: 1, type: 'reviewStarted', re: m.id, reviewId: id, total: prepared.points.length });
    this.waiting.push(pending);
    this.next();
    return null;
  }

  cancel(peer: Peer, m: ClientMessageOf<'reviewCancel'>): Refusal | null {
    const pending = this.of(peer);
    if (!pending || pending.id !== m.reviewId)
      return notFound(`no review ${m.reviewId} of yours is under way`);
    this.stop(pending);
    peer.send({ v: 1, type: 'ok', re: m.id });
    return null;
  }

  /** A client left: its review stops. */
  peerGone(peer: Peer): void {
    const pending = this.of(peer);
    if (pending) this.stop(pending);
  }

  close(): void {
    for (const pending of [...this.waiting]) this.stop(pending);
    if (this.running) this.stop(this.running);
  }

  private of(peer: Peer): Pending | undefined {
    if (this.running?.peer === peer) return this.running;
    return this.waiting.find((p) => p.peer === peer);
  }

  private stop(pending: Pending): void {
    const at = this.waiting.indexOf(pending);
    if (at >= 0) this.waiting.splice(at, 1);
    pending.abort.abort();
  }

  private next(): void {
    if (this.running) return;
    const pending = this.waiting.shift();
    if (!pending) return;
    this.running = pending;
    const { id, peer } = pending;
    this.runner
      .run(pending.request)
      .then(
        (result) => {
          if (!pending.abort.signal.aborted) peer.send({ v: 1, type: 'reviewDone', reviewId: id, result });
        },
        (err: Error) => {
          if (pending.abort.signal.aborted) return;
          this.log(`review ${id} failed: ${err.message}`);
          peer.send({ v: 1, type: 'reviewFailed', reviewId: id, message: err.message });
        },
      )
      .finally(() => {
        this.running = null;
        this.next();
      });
  }
}
