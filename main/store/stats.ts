// Statistics for the history screens and `norenberc stats`: per player (bots are players by level),
// head-to-head between players, recent form. Read from running totals that triggers keep as each
// result is written (migrations 2, 7 and 11), so that no request scans the history: a player's figures
// are a handful of indexed lookups however many games there are. A bot level fills several seats of one
// match: its games are matches, its seats are seats, and its rates are per seat; so is its head-to-head,
// where each of its seats is one meeting.
import { MAX_PLAYERS } from '../../engine/index.ts';
import type { Db } from './database.ts';
import type { BotLevel } from '../../engine/bots/index.ts';
import type { HeadToHead, PlayerStats } from '../../protocol/history.ts';

const RECENT = 10;
/** The games of a player the win rate is drawn over, the last ones. */
export const PROGRESS_GAMES = 50;
/** The most players and pairs one statistics answer holds: the ones with the most games. */
export const STATS_MAX_PLAYERS = 50;
export const STATS_MAX_PAIRS = 100;

export interface Totals {
  games: number;
  seats: number;
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

export const EMPTY: Totals = {
  games: 0,
  seats: 0,
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

/** A player's result rows, newest first: one per seat they played to the end themselves. */
export interface PlayedSeat {
  matchId: number;
  finishedAt: number;
  players: number;
  rank: number;
}

/**
 * Where a player's figures are read from: the running totals of the whole history (the household's
 * view, `RUNNING_TOTALS`), or the results of one guest's matches only (guestStats.ts).
 */
export interface StatsSource {
  totals(db: Db, playerId: number): Totals;
  byPlayerCount(db: Db, playerId: number): { players: number; games: number; seats: number; wins: number }[];
  favouriteGuild(db: Db, playerId: number): string | null;
  mostRecruited(db: Db, playerId: number): string | null;
  /** The player's last `limit` seats, newest first. */
  lastSeats(db: Db, playerId: number, limit: number): PlayedSeat[];
}

export const RUNNING_TOTALS: StatsSource = {
  totals: (db, playerId) =>
    (db.prepare('SELECT * FROM player_totals WHERE player_id = ?').get(playerId) as Totals | undefined) ??
    EMPTY,
  byPlayerCount: (db, playerId) =>
    db
      .prepare(
        `SELECT player_count AS players, games, seats, wins FROM player_counts WHERE player_id = ?
         ORDER BY player_count`,
      )
      .all(playerId) as { players: number; games: number; seats: number; wins: number }[],
  favouriteGuild: (db, playerId) =>
    (
      db
        .prepare('SELECT guild FROM player_guilds WHERE player_id = ? ORDER BY games DESC, guild LIMIT 1')
        .get(playerId) as { guild: string } | undefined
    )?.guild ?? null,
  mostRecruited: (db, playerId) =>
    (
      db
        .prepare(
          'SELECT townsman FROM player_townsmen WHERE player_id = ? ORDER BY count DESC, townsman LIMIT 1',
        )
        .get(playerId) as { townsman: string } | undefined
    )?.townsman ?? null,
  lastSeats: (db, playerId, limit) =>
    db
      .prepare(
        `SELECT match_id AS matchId, finished_at AS finishedAt, player_count AS players, rank FROM results
         WHERE player_id = ? AND stood_in = 0 ORDER BY finished_at DESC, match_id DESC LIMIT ?`,
      )
      .all(playerId, limit) as PlayedSeat[],
};

export function playerStats(db: Db, playerId: number, source = RUNNING_TOTALS): PlayerStats | null {
  const player = db.prepare('SELECT id, name, color, bot_level FROM players WHERE id = ?').get(playerId) as
    { id: number; name: string; color: string; bot_level: BotLevel | null } | undefined;
  if (!player) return null;
  const t = source.totals(db, playerId);
  const byCount = source.byPlayerCount(db, playerId);
  const wanted = Math.max(RECENT, PROGRESS_GAMES);
  const games = lastGames(source.lastSeats(db, playerId, wanted * MAX_PLAYERS), wanted);
  const per = (sum: number): number => (t.seats ? sum / t.seats : 0);
  return {
    playerId: player.id,
    name: player.name,
    color: player.color,
    botLevel: player.bot_level,
    games: t.games,
    seats: t.seats,
    wins: t.wins,
    standInGames: t.stand_in_games,
    winRate: per(t.wins),
    byPlayerCount: byCount.map((c) => ({ ...c, winRate: c.seats ? c.wins / c.seats : 0 })),
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
    favouriteGuild: source.favouriteGuild(db, playerId),
    mostRecruitedTownsman: source.mostRecruited(db, playerId),
    crestsPerSeat: per(t.crest_count),
    recentForm: games.slice(0, RECENT).map((g) => ({
      matchId: g.matchId,
      places: g.places,
      players: g.players,
      finishedAt: g.finishedAt,
    })),
    progress: progress(games.slice(0, PROGRESS_GAMES), t),
  };
}

interface PlayedGame {
  matchId: number;
  finishedAt: number;
  players: number;
  /** The places of the player's seats, best first. */
  places: number[];
}

/**
 * The player's last `count` games, newest first, from their last seats (newest first): MAX_PLAYERS ×
 * `count` seats hold every seat of each of those games.
 */
function lastGames(seats: readonly PlayedSeat[], count: number): PlayedGame[] {
  const games: PlayedGame[] = [];
  for (const { rank, ...row } of seats) {
    const last = games.at(-1);
    if (last?.matchId === row.matchId) last.places.push(rank);
    else if (games.length < count) games.push({ ...row, places: [rank] });
    else break;
  }
  for (const g of games) g.places.sort((x, y) => x - y);
  return games;
}

/** The running seats and wins after each of the last games (given newest first), oldest first. */
function progress(games: readonly PlayedGame[], t: Totals): PlayerStats['progress'] {
  let seats = t.seats;
  let wins = t.wins;
  return games
    .map((g, i) => {
      const point = { game: t.games - i, finishedAt: g.finishedAt, seats, wins };
      seats -= g.places.length;
      wins -= g.places.filter((p) => p === 1).length;
      return point;
    })
    .reverse();
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

/** For the pairs of players who met in the most finished matches: who finished ahead, seat against seat. */
export function headToHead(db: Db, limit = STATS_MAX_PAIRS): HeadToHead[] {
  return db
    .prepare(
      `SELECT x.a, x.b, pa.name AS aName, pb.name AS bName, pa.bot_level AS aBotLevel, pb.bot_level AS bBotLevel,
        x.games, x.a_ahead AS aAhead, x.b_ahead AS bAhead, x.level
       FROM player_pairs x JOIN players pa ON pa.id = x.a JOIN players pb ON pb.id = x.b
       ORDER BY x.games DESC, x.a, x.b LIMIT ?`,
    )
    .all(limit) as HeadToHead[];
}
