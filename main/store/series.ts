// Series of rematches in the history: each rematch points to its series' first match, and a series'
// score counts the finished matches each player won, the leader first (ties in the order they sat).
import type { Db } from './database.ts';
import { GUEST_MATCHES } from './guestStats.ts';
import type { SeriesScore } from '../../protocol/history.ts';

/** The SQL of a listed match's series (its first match's id), or NULL for a match played once. */
export const SERIES_COLUMN =
  'coalesce(series_id, CASE WHEN EXISTS (SELECT 1 FROM matches n WHERE n.series_id = matches.id) THEN id END)';

/**
 * The score of a series and a match's place in it; one query per series however many of its matches are
 * asked. With `guestKey`, the series holds only the matches that guest sat in (a rematch they declined
 * is none of theirs), and one match left of it is no series to them: null.
 */
export function seriesScores(
  db: Db,
  guestKey?: string,
): (first: number, matchId: number) => SeriesScore | null {
  const theirs = guestKey === undefined ? '' : ` AND m.id IN (${GUEST_MATCHES})`;
  const key = guestKey === undefined ? [] : [guestKey];
  const ids = db
    .prepare(`SELECT id FROM matches m WHERE (m.id = ? OR m.series_id = ?)${theirs} ORDER BY id`)
    .pluck();
  const wins = db.prepare(
    `SELECT s.name AS name, max(s.profile_bot_level) AS botLevel, sum(coalesce(r.rank = 1, 0)) AS wins
     FROM seats s
     JOIN matches m ON m.id = s.match_id LEFT JOIN results r ON r.match_id = s.match_id AND r.seat = s.seat
     WHERE (m.id = ? OR m.series_id = ?)${theirs} GROUP BY s.name
     ORDER BY wins DESC, min(m.id), min(s.seat)`,
  );
  const known = new Map<number, { matches: number[]; wins: SeriesScore['wins'] }>();
  return (first, matchId) => {
    let series = known.get(first);
    if (!series) {
      series = {
        matches: ids.all(first, first, ...key) as number[],
        wins: wins.all(first, first, ...key) as SeriesScore['wins'],
      };
      known.set(first, series);
    }
    const { matches } = series;
    if (matches.length < 2) return null;
    return { first, game: matches.indexOf(matchId) + 1, games: matches.length, wins: series.wins };
  };
}
