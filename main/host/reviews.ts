// The host's post-game reviews: who asked for which. Every review is under way from the start, its
// decisions weighed in the advice threads in the line of the asker's address (fair between addresses,
// one decision at a time), so a newcomer's review starts while another address's long ones run. A
// client has one review under way at a time, an address at most two. Progress and the result go to
// the client that asked; a client that cancels or leaves stops its review. A finished review is kept
// with its match (the archive), and asked again it comes from there at once.
import { prepareReview, REVIEW_ITERATIONS, summarize } from '../../engine/bots/analysis.ts';
import type { ClientMessageOf } from '../../protocol/messages.ts';
import { newGameId } from './ids.ts';
import type { Archive } from './archive.ts';
import { conflict, notFound, type Peer, type Refusal } from './peer.ts';
import type { ReviewRunnerLike } from './bots/reviewRunner.ts';

/** Reviews one address may have under way at once (the app's own page is not held to it). */
export const REVIEWS_PER_ADDRESS = 2;
/** Reviews under way on the host at once, from every address: each holds its game's views. */
const MAX_REVIEWS = 32;

interface Pending {
  id: string;
  peer: Peer;
  abort: AbortController;
}

export class Reviews {
  private readonly pending = new Set<Pending>();

  constructor(
    private readonly runner: ReviewRunnerLike,
    private readonly log: (line: string) => void,
  ) {}

  /** A `review` request: the match's record from the archive, checked, then under way. */
  start(peer: Peer, m: ClientMessageOf<'review'>, archive: Archive): Refusal | null {
    if ((m.matchId === undefined) === (m.gameId === undefined))
      return { code: 'invalid', message: 'review: name the match by matchId or by gameId (one of them)' };
    const matchId = m.matchId ?? archive.matchOfGame(m.gameId!);
    const record = matchId === null ? null : archive.finishedRecord(matchId);
    if (!record)
      return notFound(
        m.matchId !== undefined ? `no finished match #${m.matchId}` : `no finished game ${m.gameId}`,
      );
    const iterations = m.iterations ?? REVIEW_ITERATIONS;
    const kept = archive.keptReview(matchId!, m.seat, iterations);
    if (kept) {
      const total = kept.decisions.length;
      // Picked again from the decisions kept: the turning points follow how they are picked today.
      const result = summarize(kept.seat, kept.decisions, kept.projection);
      peer.send({ v: 1, type: 'reviewStarted', re: m.id, reviewId: newGameId(), total, kept: result });
      return null;
    }
    if (this.of(peer)) return conflict('a review of yours is already under way: cancel it first');
    if (peer.guest !== undefined && this.fromAddress(peer.guest) >= REVIEWS_PER_ADDRESS)
      return {
        code: 'reviews-per-address',
        message: `${REVIEWS_PER_ADDRESS} reviews from your address are under way: wait for one to end`,
      };
    if (this.pending.size >= MAX_REVIEWS)
      return { code: 'limit', message: 'the host is busy with other reviews: try again in a minute' };
    const prepared = prepareReview(record, m.seat);
    if (!prepared.ok) return { code: 'invalid', message: `review: ${prepared.error}` };
    const id = newGameId();
    const pending: Pending = { id, peer, abort: new AbortController() };
    this.pending.add(pending);
    peer.send({ v: 1, type: 'reviewStarted', re: m.id, reviewId: id, total: prepared.points.length });
    this.runner
      .run({
        seat: m.seat,
        points: prepared.points,
        projection: prepared.projection,
        iterations,
        owner: { guest: peer.guest ?? '', game: id },
        progress: (done, total) => peer.send({ v: 1, type: 'reviewProgress', reviewId: id, done, total }),
        signal: pending.abort.signal,
      })
      .then(
        (result) => {
          try {
            archive.keepReview(matchId!, m.seat, iterations, result);
          } catch (err) {
            // Not kept: it is made again when asked again; this one is still told.
            this.log(`review ${id} could not be kept: ${(err as Error).message}`);
          }
          if (!pending.abort.signal.aborted) peer.send({ v: 1, type: 'reviewDone', reviewId: id, result });
        },
        (err: Error) => {
          if (pending.abort.signal.aborted) return;
          this.log(`review ${id} failed: ${err.message}`);
          peer.send({ v: 1, type: 'reviewFailed', reviewId: id, message: err.message });
        },
      )
      .finally(() => this.pending.delete(pending));
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

  /** Whether `peer` has a review under way. */
  has(peer: Peer): boolean {
    return this.of(peer) !== undefined;
  }

  /** A client left: its review stops. */
  peerGone(peer: Peer): void {
    const pending = this.of(peer);
    if (pending) this.stop(pending);
  }

  close(): void {
    for (const pending of [...this.pending]) this.stop(pending);
  }

  private of(peer: Peer): Pending | undefined {
    for (const pending of this.pending) if (pending.peer === peer) return pending;
    return undefined;
  }

  private fromAddress(guest: string): number {
    let n = 0;
    for (const pending of this.pending) if (pending.peer.guest === guest) n++;
    return n;
  }

  /** Its decisions still waiting are dropped; it counts as under way no more. */
  private stop(pending: Pending): void {
    this.pending.delete(pending);
    pending.abort.abort();
  }
}
