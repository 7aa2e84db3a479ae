// The host's post-game reviews: who follows which. Every review is under way from the start, its
// decisions weighed in the advice threads in the line of the asker's address (fair between addresses,
// one decision at a time), so a newcomer's review starts while another address's long ones run. A
// client follows one review at a time, an address has at most two under way. Progress and the result
// go to every client following the review; one asked again while it runs (a page reloaded, another
// screen) is followed from where it stands. A client that leaves stops following it, and the review
// goes on to be kept with its match (the archive); one cancelled by the last client following it
// stops. Asked again once kept, it comes from the archive at once.
import { prepareReview, REVIEW_ITERATIONS, summarize } from '../../engine/bots/analysis.ts';
import type { ClientMessageOf, HostMessage } from '../../protocol/messages.ts';
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
  matchId: number;
  seat: number;
  iterations: number;
  /** The address that asked (a guest's), held to its share of reviews until this one ends. */
  address: string | undefined;
  /** The clients following it; none once they all left (it goes on, to be kept). */
  peers: Set<Peer>;
  done: number;
  total: number;
  abort: AbortController;
}

export class Reviews {
  private readonly pending = new Set<Pending>();

  constructor(
    private readonly runner: ReviewRunnerLike,
    private readonly log: (line: string) => void,
  ) {}

  /** A `review` request: the match's record from the archive, checked, then under way (or followed). */
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
    const running = [...this.pending].find(
      (p) => p.matchId === matchId && p.seat === m.seat && p.iterations === iterations,
    );
    if (running) {
      running.peers.add(peer);
      peer.send({ v: 1, type: 'reviewStarted', re: m.id, reviewId: running.id, total: running.total });
      if (running.done > 0)
        peer.send({
          v: 1,
          type: 'reviewProgress',
          reviewId: running.id,
          done: running.done,
          total: running.total,
        });
      return null;
    }
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
    const pending: Pending = {
      id,
      matchId: matchId!,
      seat: m.seat,
      iterations,
      address: peer.guest,
      peers: new Set([peer]),
      done: 0,
      total: prepared.points.length,
      abort: new AbortController(),
    };
    this.pending.add(pending);
    const tell = (message: HostMessage): void => {
      for (const follower of pending.peers) follower.send(message);
    };
    peer.send({ v: 1, type: 'reviewStarted', re: m.id, reviewId: id, total: pending.total });
    this.runner
      .run({
        seat: m.seat,
        points: prepared.points,
        projection: prepared.projection,
        iterations,
        owner: { guest: peer.guest ?? '', game: id },
        progress: (done, total) => {
          pending.done = done;
          tell({ v: 1, type: 'reviewProgress', reviewId: id, done, total });
        },
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
          if (!pending.abort.signal.aborted) tell({ v: 1, type: 'reviewDone', reviewId: id, result });
        },
        (err: Error) => {
          if (pending.abort.signal.aborted) return;
          this.log(`review ${id} failed: ${err.message}`);
          tell({ v: 1, type: 'reviewFailed', reviewId: id, message: err.message });
        },
      )
      .finally(() => this.pending.delete(pending));
    return null;
  }

  cancel(peer: Peer, m: ClientMessageOf<'reviewCancel'>): Refusal | null {
    const pending = this.of(peer);
    if (!pending || pending.id !== m.reviewId)
      return notFound(`no review ${m.reviewId} of yours is under way`);
    pending.peers.delete(peer);
    // Another screen still follows it: it goes on for them.
    if (pending.peers.size === 0) this.stop(pending);
    peer.send({ v: 1, type: 'ok', re: m.id });
    return null;
  }

  /** Whether `peer` follows a review under way. */
  has(peer: Peer): boolean {
    return this.of(peer) !== undefined;
  }

  /** A client left: it follows its review no more; the review goes on, to be kept with its match. */
  peerGone(peer: Peer): void {
    this.of(peer)?.peers.delete(peer);
  }

  close(): void {
    for (const pending of [...this.pending]) this.stop(pending);
  }

  private of(peer: Peer): Pending | undefined {
    for (const pending of this.pending) if (pending.peers.has(peer)) return pending;
    return undefined;
  }

  private fromAddress(guest: string): number {
    let n = 0;
    for (const pending of this.pending) if (pending.address === guest) n++;
    return n;
  }

  /** Its decisions still waiting are dropped; it counts as under way no more. */
  private stop(pending: Pending): void {
    this.pending.delete(pending);
    pending.abort.abort();
  }
}
