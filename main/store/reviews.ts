// Post-game reviews kept with their match: one per seat, computed once (a review takes minutes) and
// read back whenever it is asked for again.
import { REVIEW_FORMAT, type Review } from '../../engine/bots/index.ts';
import type { Db } from './database.ts';
import type { WriteJournal } from './journal.ts';

/**
 * Whether the review in `column` is of the current shape: one kept in an older shape (or damaged) is as
 * good as none, made again and kept anew, and not listed as ready.
 */
export function currentReview(column: string): string {
  return `coalesce((CASE WHEN json_valid(${column}) THEN json_extract(${column}, '$.format') END) = ${REVIEW_FORMAT}, 0)`;
}

export class ReviewStore {
  private readonly stmt;

  constructor(
    db: Db,
    private readonly journal: WriteJournal,
  ) {
    this.stmt = {
      keep: db.prepare(
        `INSERT INTO reviews (match_id, seat, iterations, result, created_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (match_id, seat) DO UPDATE SET iterations = excluded.iterations,
           result = excluded.result, created_at = excluded.created_at
         WHERE excluded.iterations >= reviews.iterations OR NOT ${currentReview('reviews.result')}`,
      ),
      find: db.prepare(
        `SELECT result FROM reviews WHERE match_id = ? AND seat = ? AND iterations >= ? AND ${currentReview('result')}`,
      ),
    };
  }

  /** A review computed with `iterations` simulations per decision; a more thorough one kept already stays. */
  keep(matchId: number, seat: number, iterations: number, review: Review, now: number): void {
    this.journal.write(() => this.stmt.keep.run(matchId, seat, iterations, JSON.stringify(review), now));
  }

  /** The seat's review, if one with at least `iterations` simulations per decision is kept. */
  find(matchId: number, seat: number, iterations: number): Review | null {
    const row = this.stmt.find.get(matchId, seat, iterations) as { result: string } | undefined;
    if (!row) return null;
    try {
      return JSON.parse(row.result) as Review;
    } catch {
      // A damaged row is as good as none: the review is made again (and kept anew).
      return null;
    }
  }
}
