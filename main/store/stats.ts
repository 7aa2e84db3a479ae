// Statistics for the history screens and `norenberc stats`: per player (bots are players by level),
// head-to-head between players, recent form. Read from running totals that triggers keep as each
// result is written (migration 2), so that no request scans the history: a player's figures are a
// handful of indexed lookups however many games there are.
import type { Db } from './database.ts';
import type { BotLevel } from '../../engine/bots/index.ts';
import type { HeadToHead, PlayerStats } from '../../protocol/history.ts';

const RECENT = 10;
/** The most players and pairs one statistics answer holds: the ones with the most games. */
export const STATS_MAX_PLAYERS = 50;
export const STATS_MAX_PAIRS = 100;

interface Totals {
  games: number;
  wins: number;
  total: number;
  best: number;
  townsmen: number;
  majorities: number;
  thirty_plus: number;
  all_types: number;
  richest: number;
  crests: number;
  crest_count: number;
  stand_in_games: number;
}

const EMPTY: Totals = {
  games: 0,
  wins: 0,
  total: 0,
  best: 0,
  townsmen: 0,
  majorities: 0,
  thirty_plus: 0,
  all_types: 0,
  richest: 0,
  crests: 0,
  crest_count: 0,
  stand_in_games: 0,
};

export function playerStats(db: Db, playerId: number): PlayerStats | null {
  const player = db.prepare('SELECT id, name, color, bot_level FROM players WHERE id = ?').get(playerId) as
    { id: number; name: string; color: string; bot_level: BotLevel | null } | undefined;
  if (!player) return null;
  const t = (db.prepare('SELECT * FROM player_totals WHERE player_id = ?').get(playerId) as Totals) ?? EMPTY;
  const byCount = db
    .prepare(
      'SELECT player_count AS players, games, wins FROM player_counts WHERE player_id = ? ORDER BY player_count',
    )
    .all(playerId) as { players: number; games: number; wins: number }[];
  const guild = db
    .prepare('SELECT guild FROM player_guilds WHERE player_id = ? ORDER BY games DESC, guild LIMIT 1')
    .get(playerId) as { guild: string } | undefined;
  const townsman = db
    .prepare('SELECT townsman FROM player_townsmen WHERE player_id = ? ORDER BY count DESC, townsman LIMIT 1')
    .get(playerId) as { townsman: string } | undefined;
  const recent = db
    .prepare(
      `SELECT match_id AS matchId, rank, total, player_count AS players, finished_at AS finishedAt FROM results
       WHERE player_id = ? AND stood_in = 0 ORDER BY finished_at DESC, match_id DESC LIMIT ?`,
    )
    .all(playerId, RECENT) as PlayerStats['recentForm'];
  const timeline = db
    .prepare('SELECT day, games, wins FROM player_days WHERE player_id = ? ORDER BY day')
    .all(playerId) as PlayerStats['timeline'];
  const per = (sum: number): number => (t.games ? sum / t.games : 0);
  return {
    playerId: player.id,
    name: player.name,
    color: player.color,
    botLevel: player.bot_level,
    games: t.games,
    wins: t.wins,
    standInGames: t.stand_in_games,
    winRate: per(t.wins),
    byPlayerCount: byCount.map((c) => ({ ...c, winRate: c.games ? c.wins / c.games : 0 })),
    averageScore: per(t.total),
    bestScore: t.best,
    averageByCategory: {
      townsmen: per(t.townsmen),
      majorities: per(t.majorities),
      thirtyPlus: per(t.thirty_plus),
      allTypes: per(t.all_types),
      richest: per(t.richest),
      crests: per(t.crests),
    },
    favouriteGuild: guild?.guild ?? null,
    mostRecruitedTownsman: townsman?.townsman ?? null,
    crestsPerGame: per(t.crest_count),
    recentForm: recent,
    timeline,
  };
}

/**
 * The statistics of the players with the most games (at most `limit`), humans first, by name. A
 * profile exists only for someone who played, so this is everyone on an ordinary host.
 */
export function allPlayerStats(db: Db, limit = STATS_MAX_PLAYERS): PlayerStats[] {
  const ids = db
    .prepare(
      `SELECT id FROM (
         SELECT p.id, p.name, p.bot_level FROM players p LEFT JOIN player_totals t ON t.player_id = p.id
         ORDER BY coalesce(t.games, 0) DESC, p.id LIMIT ?)
       ORDER BY bot_level IS NOT NULL, name COLLATE NOCASE`,
    )
    .all(limit) as { id: number }[];
  return ids.map(({ id }) => playerStats(db, id)!);
}

/** For the pairs of players who met most often in finished matches: who finished ahead how often. */
export function headToHead(db: Db, limit = STATS_MAX_PAIRS): HeadToHead[] {
  return db
    .prepare(
      `SELECT x.a, x.b, pa.name AS aName, pb.name AS bName, x.games, x.a_ahead AS aAhead, x.b_ahead AS bAhead,
        x.level
       FROM player_pairs x JOIN players pa ON pa.id = x.a JOIN players pb ON pb.id = x.b
       ORDER BY x.games DESC, x.a, x.b LIMIT ?`,
    )
    .all(limit) as HeadToHead[];
}
