// The match history and statistics as they travel on the wire: the store maps its rows onto these,
// the renderer reads them. Owned by the protocol so that neither side imports the other.
import type { BotLevel } from '../engine/bots/index.ts';
import type { ScoreBreakdown } from '../engine/index.ts';
import type { DefaultTableName } from './tableNames.ts';

export type MatchStatus = 'playing' | 'finished' | 'abandoned';

/** A seat of a listed match. */
export interface SeatSummary {
  name: string;
  color: string;
  botLevel: BotLevel | null;
  /** Final score and rank once the match is finished. */
  total: number | null;
  rank: number | null;
  /** A bot stood in for the seat's player for part of the game: the result is not theirs alone. */
  standIn?: BotLevel;
  /** Hints the seat's player was given (absent: none). */
  hints?: number;
  /** Decisions the seat's player took back (absent: none). */
  takeBacks?: number;
  /** The host keeps the seat's post-game review: it opens at once. */
  reviewed?: true;
}

export interface MatchListItem {
  id: number;
  gameId: string;
  status: MatchStatus;
  playerCount: number;
  startedAt: number;
  finishedAt: number | null;
  actions: number;
  seats: SeatSummary[];
  /** The series of rematches the match belongs to: its place in it and the wins of each player so far. */
  series: SeriesScore | null;
  /** The table's name, for a game played at a LAN host's table (absent: a game of this screen's). */
  table?: string;
  /** That table's creator gave it no name: whose it was, worded by the reader's screen. */
  tableDefault?: DefaultTableName;
}

export interface SeriesScore {
  /** The series' first match. */
  first: number;
  /** This match's place in the series, from 1. */
  game: number;
  games: number;
  /**
   * Finished matches of the series won by each player (a shared win counts for each), in seat order;
   * a bot with its level, so that its default name is said in the reader's language.
   */
  wins: { name: string; botLevel: BotLevel | null; wins: number }[];
}

export interface PlayerStats {
  playerId: number;
  name: string;
  color: string;
  botLevel: BotLevel | null;
  /**
   * Games, seats and wins are only those the player played to the end themselves. A game is a match;
   * a bot level may fill several seats of one match, so its seats outnumber its games (a person's
   * seats are their games). Wins, the win rate and the averages are per seat.
   */
  games: number;
  seats: number;
  wins: number;
  /** Finished games in which a stand-in bot played part of this player's seat: counted apart. */
  standInGames: number;
  winRate: number;
  /** By player count: games, seats, wins and win rate. */
  byPlayerCount: { players: number; games: number; seats: number; wins: number; winRate: number }[];
  averageScore: number;
  bestScore: number;
  /** Average VP per scoring category, in the engine's breakdown shape. */
  averageByCategory: ScoreBreakdown;
  favouriteGuild: string | null;
  mostRecruitedTownsman: string | null;
  crestsPerSeat: number;
  /** The last games, newest first: the places of the player's seats (best first). */
  recentForm: { matchId: number; places: number[]; players: number; finishedAt: number }[];
  /**
   * The player's last games in order, oldest first, each with the seats and wins of all their games up
   * to it: `game` counts from their first game ever.
   */
  progress: { game: number; finishedAt: number; seats: number; wins: number }[];
}

/**
 * A rating on the ladder (OpenSkill's Weng–Lin rating, Plackett–Luce model): the estimate of a
 * player's strength `mu` and its uncertainty `sigma` (one standard deviation), on the library's scale
 * (a new player starts at 25 ± 8.3).
 */
export interface Rating {
  mu: number;
  sigma: number;
  /** mu − 3σ (the library's ordinal): a strength the player almost surely has; the ladder's order. */
  conservative: number;
}

/** A player's rating after one of their rated games. */
export interface RatingPoint extends Rating {
  /** The player's rated games so far, this one included (their first is 1). */
  game: number;
  matchId: number;
  finishedAt: number;
  /** Hints the player was given in that game (it counts all the same). */
  hints: number;
}

/** A person's place on the ladder: rated by each finished game whose seat they played to the end themselves. */
export interface PlayerRating extends Rating {
  playerId: number;
  /** Rated games: finished games in which no stand-in played their seat. */
  games: number;
  /** Fewer rated games than the ladder's `provisionalGames`: the rating is still a rough guess. */
  provisional: boolean;
  /** The rating after each of the last rated games (at most 50), oldest first. */
  curve: RatingPoint[];
}

/** A bot level: a fixed point of the scale, fitted once from the arena's results; it never moves. */
export interface BotAnchor extends Rating {
  level: BotLevel;
}

export interface Ladder {
  /** Easy, medium and hard, weakest first. */
  anchors: BotAnchor[];
  /** The people among the statistics' players who have a rated game. */
  players: PlayerRating[];
  /** Rated games before a rating stops being provisional. */
  provisionalGames: number;
  /** Everyone's rating before their first rated game. */
  start: Rating;
}

export interface HeadToHead {
  a: number;
  b: number;
  aName: string;
  bName: string;
  aBotLevel: BotLevel | null;
  bBotLevel: BotLevel | null;
  /** Matches both played to the end. */
  games: number;
  /**
   * Meetings, seat against seat: each seat of one against each seat of the other, as a bot level's
   * figures are per seat (a person against three seats of a bot level meets it three times a game).
   * Between people, one meeting a game.
   */
  aAhead: number;
  bAhead: number;
  level: number;
}

/**
 * How a record the history does not add is the game one of its matches holds (the same seed and deal:
 * the same fingerprint, docs/game-record.md). `record`: that very record; `game`: the same deal and
 * actions, under other names, colours or bots; `part`: the match's first `actions` of its `of` alone;
 * `more`: the match holds only the record's first `actions` of `of`; `other-actions`: the same deal,
 * its actions parting from the match's at index `at`.
 */
export type HeldAs =
  | { as: 'record' }
  | { as: 'game' }
  | { as: 'part'; actions: number; of: number }
  | { as: 'more'; actions: number; of: number }
  | { as: 'other-actions'; at: number };
