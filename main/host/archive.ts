// The match history as a host serves it: the read-only queries a store answers, and the requests
// (history, statistics, a finished game's record) answered from them.
import type { GameRecord } from '../../engine/index.ts';
import type { HeadToHead, MatchListItem, PlayerStats, SeriesScore } from '../../protocol/history.ts';
import { notFound, type Refusal } from './peer.ts';
import type { Handlers } from './router.ts';

/** Read-only queries over the match history (the SQLite store implements them). */
export interface Archive {
  history(filter: {
    status?: 'playing' | 'finished' | 'abandoned';
    limit?: number;
    offset?: number;
  }): MatchListItem[];
  stats(): { players: PlayerStats[]; headToHead: HeadToHead[] };
  /** The record of a match that is over; null for an unknown or unfinished one (its secrets stay hidden). */
  finishedRecord(matchId: number): GameRecord | null;
  /** The series of rematches the match belongs to; null for a match played once. */
  series(matchId: number): SeriesScore | null;
  /** The match a game was stored as; null for an unknown game. */
  matchOfGame(gameId: string): number | null;
}

/** The history requests, answered from the host's archive (refused by a host that keeps none). */
export function archiveRequests(
  archive: () => Archive | undefined,
): Handlers<'history' | 'stats' | 'record'> {
  const fromArchive = (answer: (archive: Archive) => Refusal | null): Refusal | null => {
    const a = archive();
    return a ? answer(a) : notFound('this host keeps no match history');
  };
  return {
    history: (peer, m) =>
      fromArchive((archive) => {
        const matches = archive.history({ status: m.status, limit: m.limit, offset: m.offset });
        peer.send({ v: 1, type: 'history', re: m.id, matches });
        return null;
      }),
    stats: (peer, m) =>
      fromArchive((archive) => {
        peer.send({ v: 1, type: 'stats', re: m.id, ...archive.stats() });
        return null;
      }),
    record: (peer, m) =>
      fromArchive((archive) => {
        const record = archive.finishedRecord(m.matchId);
        if (!record) return notFound(`no finished match #${m.matchId}`);
        const series = archive.series(m.matchId);
        peer.send({ v: 1, type: 'record', re: m.id, matchId: m.matchId, record, series });
        return null;
      }),
  };
}
