// Statistics as a guest sees them: the players of the matches they sat in, each counted over those
// matches only. Read from the results of those matches (a guest's matches are few), never from the
// running totals of the whole history, which hold the household's games too.
import type { Db } from './database.ts';
import { STATS_MAX_PAIRS, STATS_MAX_PLAYERS, playerStats, type StatsSource, type Totals } from './stats.ts';
import type { HeadToHead, PlayerStats } from '../../protocol/history.ts';

/** The SQL of the matches a guest sat in; its one parameter is their key (the hash of their player id). */
export const GUEST_MATCHES = 'SELECT match_id FROM seats WHERE guest_key = ?';

/** The figures of `playerStats`, over the results of one guest's matches. */
function guestSource(guestKey: string): StatsSource {
  const theirs = `match_id IN (${GUEST_MATCHES})`;
  return {
    totals: (db, playerId) =>
      db
        .prepare(
          `SELECT count(DISTINCT CASE WHEN stood_in = 0 THEN match_id END) AS games,
             coalesce(sum(stood_in = 0), 0) AS seats, coalesce(sum(stood_in = 0 AND rank = 1), 0) AS wins,
             ${[
               'total',
               'townsmen',
               'majorities',
               'thirty_plus',
               'all_types',
               'richest',
               'crests',
               'crest_count',
             ]
               .map((c) => `coalesce(sum(CASE WHEN stood_in = 0 THEN ${c} END), 0) AS ${c}`)
               .join(', ')},
             coalesce(max(CASE WHEN stood_in = 0 THEN total END), 0) AS best,
             coalesce(sum(stood_in = 1), 0) AS stand_in_games
           FROM results WHERE player_id = ? AND ${theirs}`,
        )
        .get(playerId, guestKey) as Totals,
    byPlayerCount: (db, playerId) =>
      db
        .prepare(
          `SELECT player_count AS players, count(DISTINCT match_id) AS games, count(*) AS seats,
             sum(rank = 1) AS wins
           FROM results WHERE player_id = ? AND stood_in = 0 AND ${theirs}
           GROUP BY player_count ORDER BY player_count`,
        )
        .all(playerId, guestKey) as { players: number; games: number; seats: number; wins: number }[],
    favouriteGuild: (db, playerId) =>
      (
        db
          .prepare(
            `SELECT favourite_guild AS guild FROM results
             WHERE player_id = ? AND stood_in = 0 AND favourite_guild IS NOT NULL AND ${theirs}
             GROUP BY favourite_guild ORDER BY count(*) DESC, favourite_guild LIMIT 1`,
          )
          .get(playerId, guestKey) as { guild: string } | undefined
      )?.guild ?? null,
    mostRecruited: (db, playerId) =>
      (
        db
          .prepare(
            `SELECT townsman FROM recruits WHERE player_id = ? AND ${theirs}
             GROUP BY townsman ORDER BY sum(count) DESC, townsman LIMIT 1`,
          )
          .get(playerId, guestKey) as { townsman: string } | undefined
      )?.townsman ?? null,
    lastSeats: (db, playerId, limit) =>
      db
        .prepare(
          `SELECT match_id AS matchId, finished_at AS finishedAt, player_count AS players, rank FROM results
           WHERE player_id = ? AND stood_in = 0 AND ${theirs}
           ORDER BY finished_at DESC, match_id DESC LIMIT ?`,
        )
        .all(playerId, guestKey, limit) as {
        matchId: number;
        finishedAt: number;
        players: number;
        rank: number;
      }[],
  };
}

/**
 * The players of the guest's matches (at most `limit`, those with the most of them), humans first, by
 * name, each over those matches; and who finished ahead of whom in them.
 */
export function guestStats(
  db: Db,
  guestKey: string,
  limit = STATS_MAX_PLAYERS,
): { players: PlayerStats[]; headToHead: HeadToHead[] } {
  const ids = db
    .prepare(
      `SELECT id FROM (
         SELECT p.id, p.name, p.bot_level FROM players p
           JOIN seats s ON s.player_id = p.id AND s.match_id IN (${GUEST_MATCHES})
         GROUP BY p.id ORDER BY count(DISTINCT s.match_id) DESC, p.id LIMIT ?)
       ORDER BY bot_level IS NOT NULL, name COLLATE NOCASE`,
    )
    .all(guestKey, limit) as { id: number }[];
  const source = guestSource(guestKey);
  return { players: ids.map(({ id }) => playerStats(db, id, source)!), headToHead: guestPairs(db, guestKey) };
}

/** Head-to-head over the guest's finished matches: seat against seat, as the running totals count it (migration 11). */
function guestPairs(db: Db, guestKey: string, limit = STATS_MAX_PAIRS): HeadToHead[] {
  return db
    .prepare(
      `SELECT x.player_id AS a, y.player_id AS b, pa.name AS aName, pb.name AS bName,
         pa.bot_level AS aBotLevel, pb.bot_level AS bBotLevel, count(DISTINCT x.match_id) AS games,
         sum(x.rank < y.rank) AS aAhead, sum(y.rank < x.rank) AS bAhead, sum(x.rank = y.rank) AS level
       FROM results x JOIN results y ON y.match_id = x.match_id AND x.player_id < y.player_id
         JOIN players pa ON pa.id = x.player_id JOIN players pb ON pb.id = y.player_id
       WHERE x.stood_in = 0 AND y.stood_in = 0 AND x.match_id IN (${GUEST_MATCHES})
       GROUP BY x.player_id, y.player_id ORDER BY games DESC, a, b LIMIT ?`,
    )
    .all(guestKey, limit) as HeadToHead[];
}
