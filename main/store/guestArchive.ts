// The match history as one guest of a host shared with people outside its household reads it: the
// matches they sat in (known by their key, the hash of their browser's player id) and the players of
// those matches, never the household's own games nor its players' whole figures.
import type { Review } from '../../engine/bots/index.ts';
import type { GameRecord } from '../../engine/index.ts';
import type { Archive, ImportAnswer } from '../host/archive.ts';
import { guestStats } from './guestStats.ts';
import { LadderReplay } from './ladder.ts';
import { guestLadder } from './ladderStore.ts';
import { listMatches, type HistoryFilter } from './history.ts';
import type { Store } from './index.ts';
import type { HeadToHead, Ladder, MatchListItem, PlayerStats, SeriesScore } from '../../protocol/history.ts';

export class GuestArchive implements Archive {
  /** `guestKey` null: a guest who did not say who they are, who sat in nothing they can show. */
  constructor(
    private readonly store: Store,
    private readonly guestKey: string | null,
    private readonly now: () => number = Date.now,
  ) {}

  history(filter: Omit<HistoryFilter, 'guestKey'>): MatchListItem[] {
    return this.guestKey === null ? [] : listMatches(this.store.db, { ...filter, guestKey: this.guestKey });
  }

  stats(): { players: PlayerStats[]; headToHead: HeadToHead[]; ladder: Ladder } {
    if (this.guestKey === null) return { players: [], headToHead: [], ladder: new LadderReplay().ladder([]) };
    const { players, headToHead } = guestStats(this.store.db, this.guestKey);
    const ids = players.map((p) => p.playerId);
    return { players, headToHead, ladder: guestLadder(this.store.db, this.guestKey, ids) };
  }

  series(matchId: number): SeriesScore | null {
    return this.history({ id: matchId })[0]?.series ?? null;
  }

  matchOfGame(gameId: string): number | null {
    const matchId = this.store.matches.matchId(gameId);
    return matchId !== null && this.history({ id: matchId }).length ? matchId : null;
  }

  finishedRecord(matchId: number): GameRecord | null {
    const [match] = this.history({ id: matchId });
    return match && match.status !== 'playing' ? this.store.matches.record(matchId) : null;
  }

  /** A review kept of a match the guest sat in (one they cannot read is none to them). */
  keptReview(matchId: number, seat: number, iterations: number): Review | null {
    return this.history({ id: matchId }).length ? this.store.reviews.find(matchId, seat, iterations) : null;
  }

  /** A guest adds nothing to the household's history. */
  importRecord(): ImportAnswer {
    return {
      ok: false,
      refusal: { code: 'not-allowed', message: "a guest cannot add games to the host's history" },
    };
  }

  /** A review made for the guest (of a match they could read), kept for everyone who may read it. */
  keepReview(matchId: number, seat: number, iterations: number, review: Review): void {
    if (this.history({ id: matchId }).length)
      this.store.reviews.keep(matchId, seat, iterations, review, this.now());
  }
}
