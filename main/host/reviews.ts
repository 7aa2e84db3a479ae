// The host's post-game reviews: who follows which. Every review is under way from the start, its
// decisions weighed in the advice threads in the line of the asker's address (fair between addresses,
// one decision at a time), so a newcomer's review starts while another address's long ones run. A
// client follows one review at a time (asking for another stops following the first); one asked again
// while it runs (a page reloaded, another screen) is followed from where it stands. An address, and a
// player, have at most two under way; a match as many as it has seats; the guests 32 in all (when they
// are all taken, one of a guest holding two more than the asker makes way), and the household's pages
// 4 of their own besides, which no guest takes. Progress and the result go to every
// client following it, and the result is kept with its match (the archive). A review nobody follows any
// more (its clients left) waits the grace period for one to come back, giving way at once to a new
// review it would keep out; one cancelled by the last client following it stops. Asked again once
// kept, it comes from the archive at once.
import { prepareReview, reviewIterations, summarize } from '../../engine/bots/index.ts';
import type { ClientMessageOf, HostMessage } from '../../protocol/messages.ts';
import { GUEST_LIMITS, HOUSEHOLD_RESERVE } from './hostLimits.ts';
import { hashToken, newGameId } from './ids.ts';
import type { Archive } from './archive.ts';
import { limitMet, notFound, type Peer, type Refusal } from './peer.ts';
import type { ReviewRunnerLike } from './bots/reviewRunner.ts';
import type { PreparedReviews } from './reviewPrep.ts';

interface Pending {
  id: string;
  matchId: number;
  seat: number;
  iterations: number;
  /** The address that asked (a guest's; undefined: the household's), held to its share until this one ends. */
  address: string | undefined;
  /** The player that asked, if it said (the hash of its player id). */
  player: string | null;
  /** The clients following it; none once they all left (it waits for one to come back). */
  peers: Set<Peer>;
  /** Set while nobody follows it: its end, unless someone follows it again. */
  orphaned: ReturnType<typeof setTimeout> | null;
  done: number;
  total: number;
  abort: AbortController;
}

export class Reviews {
  private readonly pending = new Set<Pending>();

  constructor(
    private readonly runner: ReviewRunnerLike,
    private readonly log: (line: string) => void,
    /** How long a review nobody follows waits for a client to follow it again. */
    private readonly graceMs: number,
    /** The decisions weighed while the games were played (reviewPrep.ts). */
    private readonly prepared?: Pick<PreparedReviews, 'decisions'>,
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
    const iterations = m.iterations ?? reviewIterations(record.players.length);
    const { guest } = peer;
    // The household's pages follow only their own reviews, weighed in the threads kept for them.
    const running = [...this.pending].find(
      (p) =>
        p.matchId === matchId &&
        p.seat === m.seat &&
        p.iterations === iterations &&
        (p.address === undefined) === (guest === undefined),
    );
    if (running !== this.of(peer)) this.unfollow(peer);
    const kept = archive.keptReview(matchId!, m.seat, iterations);
    if (kept) {
      const total = kept.decisions.length;
      // Picked again from the decisions kept: the turning points follow how they are picked today.
      const result = summarize(kept.seat, kept.decisions, kept.projection);
      peer.send({ v: 1, type: 'reviewStarted', re: m.id, reviewId: newGameId(), total, kept: result });
      return null;
    }
    if (running) {
      this.follow(running, peer);
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
    const player = guest === undefined || m.playerId === undefined ? null : hashToken(m.playerId);
    const full = this.full(guest, player, matchId!, record.players.length);
    if (full) return full;
    const prepared = prepareReview(record, m.seat);
    if (!prepared.ok) return { code: 'invalid', message: `review: ${prepared.error}` };
    const id = newGameId();
    const pending: Pending = {
      id,
      matchId: matchId!,
      seat: m.seat,
      iterations,
      address: guest,
      player,
      peers: new Set([peer]),
      orphaned: null,
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
        prepared: this.prepared?.decisions(matchId!, m.seat, iterations),
        owner: { guest: guest ?? '', game: id },
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
      .finally(() => this.end(pending));
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

  /** The clients following a review under way. */
  *followers(): Generator<Peer> {
    for (const pending of this.pending) yield* pending.peers;
  }

  /** A client left: it follows its review no more, which waits the grace period for another. */
  peerGone(peer: Peer): void {
    const pending = this.of(peer);
    if (!pending) return;
    pending.peers.delete(peer);
    if (pending.peers.size > 0 || pending.orphaned) return;
    pending.orphaned = setTimeout(() => this.stop(pending), this.graceMs);
    pending.orphaned.unref();
  }

  close(): void {
    for (const pending of [...this.pending]) this.stop(pending);
  }

  private of(peer: Peer): Pending | undefined {
    for (const pending of this.pending) if (pending.peers.has(peer)) return pending;
    return undefined;
  }

  private follow(pending: Pending, peer: Peer): void {
    pending.peers.add(peer);
    if (pending.orphaned) clearTimeout(pending.orphaned);
    pending.orphaned = null;
  }

  /** `peer` asks for another review: it follows the one it followed no more, which stops if nobody else does. */
  private unfollow(peer: Peer): void {
    const pending = this.of(peer);
    if (!pending) return;
    pending.peers.delete(peer);
    if (pending.peers.size === 0) this.stop(pending);
  }

  /**
   * Why a new review of `guest` (undefined: the household's pages), said to be `player`, of a match of
   * `seats`, cannot be under way now; reviews nobody follows make way for it first.
   */
  private full(
    guest: string | undefined,
    player: string | null,
    matchId: number,
    seats: number,
  ): Refusal | null {
    if (guest === undefined)
      return this.room((p) => p.address === undefined, HOUSEHOLD_RESERVE.reviews)
        ? null
        : limitMet('reviews', 'the household has as many reviews under way as it may');
    const each = GUEST_LIMITS.reviewsEach;
    if (
      !this.room((p) => p.address === guest, each) ||
      (player !== null && !this.room((p) => p.player === player, each))
    )
      return {
        code: 'your-reviews',
        message: `${each} reviews of yours (your address or your player) are under way: wait for one to end`,
      };
    if (!this.room((p) => p.address !== undefined && p.matchId === matchId, seats))
      return limitMet(
        'match-reviews',
        `this match has ${seats} reviews under way already: try again once one ends`,
      );
    if (!this.room((p) => p.address !== undefined, GUEST_LIMITS.reviews) && !this.makeWay(guest, player))
      return limitMet('reviews', 'the host is busy with other reviews: try again in a minute');
    return null;
  }

  /**
   * The guests' reviews are all under way: one of a guest holding at least two more than `guest` (by
   * address, or by player) stops for it — of those holding the most, the one least far along — so that
   * however many addresses one guest asks from, it never holds every guest's review. Its followers hear
   * why (`reviewFailed` with `reason: 'room'`). False when no guest holds that much more.
   */
  private makeWay(guest: string, player: string | null): boolean {
    const guests = [...this.pending].filter((p) => p.address !== undefined);
    const held = (p: Pending): number =>
      Math.max(
        guests.filter((q) => q.address === p.address).length,
        p.player === null ? 0 : guests.filter((q) => q.player === p.player).length,
      );
    const own = Math.max(
      guests.filter((q) => q.address === guest).length,
      player === null ? 0 : guests.filter((q) => q.player === player).length,
    );
    let way: { pending: Pending; held: number } | null = null;
    for (const pending of guests) {
      const h = held(pending);
      if (h < own + 2) continue;
      if (!way || h > way.held || (h === way.held && pending.done < way.pending.done))
        way = { pending, held: h };
    }
    if (!way) return false;
    const { pending } = way;
    this.log(`review ${pending.id} of ${pending.address} stopped to make way for a review of ${guest}`);
    for (const follower of pending.peers)
      follower.send({
        v: 1,
        type: 'reviewFailed',
        reviewId: pending.id,
        reason: 'room',
        message: "stopped to make way for another guest's review: this guest had more under way",
      });
    this.stop(pending);
    return true;
  }

  /** Whether fewer than `limit` reviews pass `test`, once those of them nobody follows are stopped if need be. */
  private room(test: (pending: Pending) => boolean, limit: number): boolean {
    const counted = [...this.pending].filter(test);
    for (const pending of [...counted])
      if (counted.length >= limit && pending.peers.size === 0) {
        this.stop(pending);
        counted.splice(counted.indexOf(pending), 1);
      }
    return counted.length < limit;
  }

  /** Its decisions still waiting are dropped; it counts as under way no more. */
  private stop(pending: Pending): void {
    this.end(pending);
    pending.abort.abort();
  }

  private end(pending: Pending): void {
    this.pending.delete(pending);
    if (pending.orphaned) clearTimeout(pending.orphaned);
    pending.orphaned = null;
  }
}
