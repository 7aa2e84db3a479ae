// The match history: listing its matches.
import type { Db } from './database.ts';
import { GUEST_MATCHES } from './guestStats.ts';
import { SERIES_COLUMN, seriesScores } from './series.ts';
import { currentReview } from './reviews.ts';
import { tableDefault } from './matchReads.ts';
import type { MatchListItem, MatchStatus, SeatSummary } from '../../protocol/history.ts';

export interface HistoryFilter {
  id?: number;
  status?: MatchStatus;
  playerId?: number;
  /** Only the matches with a seat of this guest (the hash of their player id), series counted alike. */
  guestKey?: string;
  playerCount?: number;
  limit?: number;
  offset?: number;
}

/** A page of the history when none is asked for, and the most one answer holds. */
export const HISTORY_PAGE = 100;
export const HISTORY_MAX_PAGE = 500;

/** A whole number within [min, max]; anything else (NaN, 1e308, a fraction) becomes `fallback` or a bound. */
function bounded(value: number | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

/** The matches newest first, one page at a time (HISTORY_PAGE unless a limit is given). */
export function listMatches(db: Db, filter: HistoryFilter = {}): MatchListItem[] {
  const where: string[] = [];
  const params: (string | number)[] = [];
  if (filter.id !== undefined) {
    where.push('id = ?');
    params.push(filter.id);
  }
  if (filter.status) {
    where.push('status = ?');
    params.push(filter.status);
  }
  if (filter.playerCount) {
    where.push('player_count = ?');
    params.push(filter.playerCount);
  }
  if (filter.playerId !== undefined) {
    where.push('id IN (SELECT match_id FROM seats WHERE player_id = ?)');
    params.push(filter.playerId);
  }
  if (filter.guestKey !== undefined) {
    where.push(`id IN (${GUEST_MATCHES})`);
    params.push(filter.guestKey);
  }
  const sql =
    'SELECT id, game_id, status, player_count, started_at, finished_at, action_count, summary, table_name, table_default, lan_host, ' +
    `${SERIES_COLUMN} AS series FROM matches` +
    (where.length ? ` WHERE ${where.join(' AND ')}` : '') +
    // Newest first by the moment each row shows: when it ended, or when it began while it goes on.
    ' ORDER BY COALESCE(finished_at, started_at) DESC, id DESC LIMIT ? OFFSET ?';
  const limit = bounded(filter.limit, HISTORY_PAGE, 1, HISTORY_MAX_PAGE);
  const offset = bounded(filter.offset, 0, 0, Number.MAX_SAFE_INTEGER);
  const rows = db.prepare(sql).all(...params, limit, offset) as {
    id: number;
    game_id: string;
    status: MatchStatus;
    player_count: number;
    started_at: number;
    finished_at: number | null;
    action_count: number;
    summary: string | null;
    table_name: string;
    table_default: string | null;
    lan_host: string | null;
    series: number | null;
  }[];
  const series = seriesScores(db, filter.guestKey);
  const ids = rows.map((r) => r.id);
  const hints = perSeat(
    db,
    'SELECT match_id, seat, hints AS n FROM seats WHERE hints > 0 AND match_id IN',
    ids,
  );
  const takeBacks = perSeat(
    db,
    'SELECT match_id, seat, count(*) AS n FROM take_backs WHERE match_id IN',
    ids,
    true,
  );
  const reviewed = perSeat(
    db,
    `SELECT match_id, seat, 1 AS n FROM reviews WHERE ${currentReview('result')} AND match_id IN`,
    ids,
  );
  return rows.map((r) => ({
    id: r.id,
    gameId: r.game_id,
    status: r.status,
    playerCount: r.player_count,
    startedAt: r.started_at,
    finishedAt: r.finished_at,
    actions: r.action_count,
    seats: withCounts(
      summary(r.summary) ?? seatsOf(db, r.id),
      hints.get(r.id),
      takeBacks.get(r.id),
      reviewed.get(r.id),
    ),
    series: r.series === null ? null : series(r.series, r.id),
    ...(r.lan_host !== null && r.table_name ? { table: r.table_name, ...tableDefault(r.table_default) } : {}),
  }));
}

/**
 * A count per seat, by match (only seats with one): `select` ends in `match_id IN`, the listed
 * matches follow, grouped by seat when the count is of rows (`grouped`).
 */
function perSeat(
  db: Db,
  select: string,
  matchIds: number[],
  grouped = false,
): Map<number, Map<number, number>> {
  const out = new Map<number, Map<number, number>>();
  if (matchIds.length === 0) return out;
  const sql = `${select} (${matchIds.map(() => '?').join(',')})${grouped ? ' GROUP BY match_id, seat' : ''}`;
  const rows = db.prepare(sql).all(...matchIds) as { match_id: number; seat: number; n: number }[];
  for (const r of rows) {
    let seats = out.get(r.match_id);
    if (!seats) out.set(r.match_id, (seats = new Map()));
    seats.set(r.seat, r.n);
  }
  return out;
}

/**
 * The seats with the hints each used and the decisions each took back (where any), and whether the
 * host keeps their post-game review.
 */
function withCounts(
  seats: SeatSummary[],
  hints: Map<number, number> | undefined,
  takeBacks: Map<number, number> | undefined,
  reviewed: Map<number, number> | undefined,
): SeatSummary[] {
  if (!hints && !takeBacks && !reviewed) return seats;
  return seats.map((s, i) => ({
    ...s,
    ...(hints?.has(i) && { hints: hints.get(i)! }),
    ...(takeBacks?.has(i) && { takeBacks: takeBacks.get(i)! }),
    ...(reviewed?.has(i) && { reviewed: true as const }),
  }));
}

function summary(text: string | null): SeatSummary[] | null {
  try {
    const seats: unknown = JSON.parse(text ?? '');
    return Array.isArray(seats) ? (seats as SeatSummary[]) : null;
  } catch {
    return null;
  }
}

/** A damaged summary is rebuilt from the seats (names and colours; the scores stay in the results). */
function seatsOf(db: Db, matchId: number): SeatSummary[] {
  return db
    .prepare(
      `SELECT s.name, s.color, s.profile_bot_level AS botLevel, r.total, r.rank FROM seats s
       LEFT JOIN results r ON r.match_id = s.match_id AND r.seat = s.seat WHERE s.match_id = ? ORDER BY s.seat`,
    )
    .all(matchId) as SeatSummary[];
}
