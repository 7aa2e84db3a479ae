// The match history as a host serves it: the read-only queries a store answers, who reads which part
// of it, and the requests (history, statistics, a finished game's record, a review) answered from it.
import type { Review } from '../../engine/bots/index.ts';
import { dealFromSeed, type GameRecord } from '../../engine/index.ts';
import type {
  HeadToHead,
  HeldAs,
  Ladder,
  MatchListItem,
  PlayerStats,
  SeriesScore,
} from '../../protocol/history.ts';
import type { ClientMessageOf } from '../../protocol/messages.ts';
import { wrongFingerprint } from '../records/fingerprint.ts';
import { hashToken } from './ids.ts';
import { notFound, type Peer, type Refusal } from './peer.ts';
import type { Handlers } from './router.ts';

/** Read-only queries over the match history (the SQLite store implements them). */
export interface Archive {
  history(filter: {
    id?: number;
    status?: 'playing' | 'finished' | 'abandoned';
    limit?: number;
    offset?: number;
  }): MatchListItem[];
  stats(): { players: PlayerStats[]; headToHead: HeadToHead[]; ladder: Ladder };
  /** The record of a match that is over; null for an unknown or unfinished one (its secrets stay hidden). */
  finishedRecord(matchId: number): GameRecord | null;
  /** The series of rematches the match belongs to; null for a match played once. */
  series(matchId: number): SeriesScore | null;
  /** The match a game was stored as; null for an unknown game. */
  matchOfGame(gameId: string): number | null;
  /** A seat's review kept with the match, made with at least `iterations` per decision; null for none. */
  keptReview(matchId: number, seat: number, iterations: number): Review | null;
  /** Keeps a seat's review with the match, made with `iterations` per decision. */
  keepReview(matchId: number, seat: number, iterations: number, review: Review): void;
  /** Adds a game record to the history (or finds the match holding it), else says why not. */
  importRecord(input: unknown): ImportAnswer;
}

/** `held`: not added, how the record is the game the match `matchId` holds. */
export type ImportAnswer =
  { ok: true; matchId: number; added: boolean; held?: HeldAs } | { ok: false; refusal: Refusal };

/**
 * A host shared with people outside its household (any host open to the LAN): a guest, a client
 * without the app's key, reads only the history of the matches they sat in and seats nobody at their
 * screen but themselves. A host without one treats every client as the household's.
 */
export interface GuestPolicy {
  /** The history as the guest `guestKey` reads it (the hash of their player id; null: one who said none). */
  archive(guestKey: string | null): Archive;
}

/** Who reads a host's history, and what of it. */
export class Readers {
  constructor(
    private readonly archive: Archive | undefined,
    private readonly guests: GuestPolicy | undefined,
  ) {}

  /** The app's own page (and the operator by the host's key), or any client of a host without guests. */
  household(peer: Peer): boolean {
    return !this.guests || peer.guest === undefined;
  }

  /**
   * The part of the history `peer` reads: all of it for the household; for a guest, their own matches,
   * by the secret player id they send (hashed here as when they took their seats). Undefined: the host
   * keeps no history.
   */
  archiveOf(peer: Peer, playerId: string | undefined): Archive | undefined {
    if (!this.archive || this.household(peer)) return this.archive;
    return this.guests!.archive(playerId === undefined ? null : hashToken(playerId));
  }
}

/** The history requests, answered from the part of the history their sender reads (a review's too). */
export function archiveRequests(
  readers: () => Readers,
  review: (peer: Peer, m: ClientMessageOf<'review'>, archive: Archive) => Refusal | null,
): Handlers<'history' | 'stats' | 'record' | 'review' | 'importRecord'> {
  const fromArchive = (
    peer: Peer,
    playerId: string | undefined,
    answer: (archive: Archive) => Refusal | null,
  ): Refusal | null => {
    const archive = readers().archiveOf(peer, playerId);
    return archive ? answer(archive) : notFound('this host keeps no match history');
  };
  return {
    history: (peer, m) =>
      fromArchive(peer, m.playerId, (archive) => {
        const matches = archive.history({ status: m.status, limit: m.limit, offset: m.offset });
        peer.send({ v: 1, type: 'history', re: m.id, matches });
        return null;
      }),
    stats: (peer, m) =>
      fromArchive(peer, m.playerId, (archive) => {
        peer.send({ v: 1, type: 'stats', re: m.id, ...archive.stats() });
        return null;
      }),
    record: (peer, m) =>
      fromArchive(peer, m.playerId, (archive) => {
        const record = archive.finishedRecord(m.matchId);
        if (!record) return notFound(`no finished match #${m.matchId}`);
        // A record changed since its fingerprint was shown is not passed on as that game.
        const deal = record.deal ?? dealFromSeed(record.players.length, record.seed);
        if (wrongFingerprint(record, deal) !== null)
          return {
            code: 'fingerprint',
            message: `match #${m.matchId} is not the game its fingerprint was made of`,
          };
        const series = archive.series(m.matchId);
        const bots = archive.history({ id: m.matchId })[0]?.seats.map((s) => s.botLevel) ?? [];
        peer.send({ v: 1, type: 'record', re: m.id, matchId: m.matchId, record, bots, series });
        return null;
      }),
    review: (peer, m) => fromArchive(peer, m.playerId, (archive) => review(peer, m, archive)),
    // A guest's part of the history refuses it: the household's history is the household's to add to.
    importRecord: (peer, m) =>
      fromArchive(peer, undefined, (archive) => {
        const answer = archive.importRecord(m.record);
        if (!answer.ok) return answer.refusal;
        const { matchId, added, held } = answer;
        peer.send({ v: 1, type: 'imported', re: m.id, matchId, added, ...(held ? { held } : {}) });
        return null;
      }),
  };
}
