// Statistics for the history screens and `norenberc stats`: per player (bots are players by level),
// head-to-head between players, recent form. Plain SQL over the results of finished matches.
import type { Db } from './database.ts';
import type { BotLevel } from '../../engine/bots/index.ts';
import type { HeadToHead, PlayerStats } from '../../protocol/history.ts';

const RECENT = 10;

export function playerStats(db: Db, playerId: number): PlayerStats | null {
  const player = db.prepare('SELECT id, name, color, bot_level FROM players WHERE id = ?').get(playerId) as
    { id: number; name: string; color: string; bot_level: BotLevel | null } | undefined;
  if (!player) return null;
  const totals = db
    .prepare(
      `SELECT count(*) AS games, coalesce(sum(rank = 1), 0) AS wins, coalesce(avg(total), 0) AS avgTotal,
        coalesce(max(total), 0) AS best, coalesce(avg(townsmen), 0) AS townsmen, coalesce(avg(majorities), 0) AS majorities,
        coalesce(avg(thirty_plus), 0) AS thirtyPlus, coalesce(avg(all_types), 0) AS allTypes,
        coalesce(avg(richest), 0) AS richest, coalesce(avg(crests), 0) AS crests, coalesce(avg(crest_count), 0) AS crestCount
       FROM results WHERE player_id = ?`,
    )
    .get(playerId) as Record<string, number>;
  const byCount = db
    .prepare(
      `SELECT player_count AS players, count(*) AS games, sum(rank = 1) AS wins FROM results
       WHERE player_id = ? GROUP BY player_count ORDER BY player_count`,
    )
    .all(playerId) as { players: number; games: number; wins: number }[];
  const guild = db
    .prepare(
      `SELECT favourite_guild AS guild FROM results WHERE player_id = ? AND favourite_guild IS NOT NULL
       GROUP BY favourite_guild ORDER BY count(*) DESC, favourite_guild LIMIT 1`,
    )
    .get(playerId) as { guild: string } | undefined;
  const townsman = db
    .prepare(
      `SELECT townsman FROM recruits WHERE player_id = ? GROUP BY townsman ORDER BY sum(count) DESC, townsman LIMIT 1`,
    )
    .get(playerId) as { townsman: string } | undefined;
  const recent = db
    .prepare(
      `SELECT match_id AS matchId, rank, total, player_count AS players, finished_at AS finishedAt FROM results
       WHERE player_id = ? ORDER BY finished_at DESC, match_id DESC LIMIT ?`,
    )
    .all(playerId, RECENT) as PlayerStats['recentForm'];
  const timeline = db
    .prepare(
      `SELECT date(finished_at / 1000, 'unixepoch', 'localtime') AS day, count(*) AS games, sum(rank = 1) AS wins
       FROM results WHERE player_id = ? GROUP BY day ORDER BY day`,
    )
    .all(playerId) as PlayerStats['timeline'];
  const games = totals.games ?? 0;
  return {
    playerId: player.id,
    name: player.name,
    color: player.color,
    botLevel: player.bot_level,
    games,
    wins: totals.wins ?? 0,
    winRate: games ? (totals.wins ?? 0) / games : 0,
    byPlayerCount: byCount.map((c) => ({ ...c, winRate: c.games ? c.wins / c.games : 0 })),
    averageScore: totals.avgTotal ?? 0,
    bestScore: totals.best ?? 0,
    averageByCategory: {
      townsmen: totals.townsmen ?? 0,
      majorities: totals.majorities ?? 0,
      thirtyPlus: totals.thirtyPlus ?? 0,
      allTypes: totals.allTypes ?? 0,
      richest: totals.richest ?? 0,
      crests: totals.crests ?? 0,
    },
    favouriteGuild: guild?.guild ?? null,
    mostRecruitedTownsman: townsman?.townsman ?? null,
    crestsPerGame: totals.crestCount ?? 0,
    recentForm: recent,
    timeline,
  };
}

export function allPlayerStats(db: Db): PlayerStats[] {
  const ids = db
    .prepare('SELECT id FROM players ORDER BY bot_level IS NOT NULL, name COLLATE NOCASE')
    .all() as { id: number }[];
  return ids.map(({ id }) => playerStats(db, id)!);
}

/** For each pair of players who met in finished matches: who finished ahead how often. */
export function headToHead(db: Db): HeadToHead[] {
  return db
    .prepare(
      `SELECT a.player_id AS a, b.player_id AS b, pa.name AS aName, pb.name AS bName, count(*) AS games,
        sum(a.rank < b.rank) AS aAhead, sum(b.rank < a.rank) AS bAhead, sum(a.rank = b.rank) AS level
       FROM results a JOIN results b ON a.match_id = b.match_id AND a.player_id < b.player_id
       JOIN players pa ON pa.id = a.player_id JOIN players pb ON pb.id = b.player_id
       GROUP BY a.player_id, b.player_id ORDER BY games DESC, a.player_id, b.player_id`,
    )
    .all() as HeadToHead[];
}
