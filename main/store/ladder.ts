// The ladder: a rating per person (OpenSkill's Weng–Lin rating, its default Plackett–Luce model, which
// rates games of any number of players with shared places), replayed from the finished games' results
// in the order they finished, so that it needs no table of its own and comes out the same every time.
// Each bot level is a fixed anchor (anchors.ts): it rates the people who play it and never moves.
import { ordinal, rate, rating } from 'openskill';
import { BOT_LEVELS, type BotLevel } from '../../engine/bots/index.ts';
import type { BotAnchor, Ladder, PlayerRating, Rating, RatingPoint } from '../../protocol/history.ts';
import { ANCHOR_MU, ANCHOR_SIGMA } from './anchors.ts';
import { PROGRESS_GAMES } from './stats.ts';

/**
 * Rated games before a rating stops being provisional: the first games move a rating most (five
 * 2-player games take its uncertainty from 8.3 to about 6).
 */
export const PROVISIONAL_GAMES = 5;

/** One seat of a finished game, as its result row tells it. */
export interface LadderSeat {
  playerId: number;
  /** The seat's player is a bot level (its profile's). */
  botLevel: BotLevel | null;
  rank: number;
  /** A stand-in bot played some of the seat's actions. */
  standIn: boolean;
  hints: number;
}

export interface LadderGame {
  matchId: number;
  finishedAt: number;
  seats: LadderSeat[];
}

interface Standing {
  mu: number;
  sigma: number;
  games: number;
  curve: RatingPoint[];
}

function withConservative(r: { mu: number; sigma: number }): Rating {
  return { mu: r.mu, sigma: r.sigma, conservative: ordinal(r) };
}

const ANCHORS: readonly BotAnchor[] = BOT_LEVELS.map((level) => ({
  level,
  ...withConservative({ mu: ANCHOR_MU[level], sigma: ANCHOR_SIGMA }),
}));

/** The ratings after the games added so far, in the order they finished. */
export class LadderReplay {
  private readonly standings = new Map<number, Standing>();

  /**
   * Rates a finished game. Every seat takes part with its player's rating before the game (a bot
   * seat with its level's anchor), so each is an opponent as strong as it was taken to be. The
   * people who played their seats to the end themselves take their new rating from the game; a seat
   * a stand-in bot had a hand in rates its opponents but not its player (the result is not theirs
   * alone); bots never move. A person at several seats is rated by their best one.
   */
  add(game: LadderGame): void {
    const rated = new Map<number, number>();
    game.seats.forEach((s, i) => {
      if (s.botLevel || s.standIn) return;
      const best = rated.get(s.playerId);
      if (best === undefined || s.rank < game.seats[best]!.rank) rated.set(s.playerId, i);
    });
    if (!rated.size) return;
    const before = game.seats.map((s) =>
      s.botLevel ? { mu: ANCHOR_MU[s.botLevel], sigma: ANCHOR_SIGMA } : this.rating(s.playerId),
    );
    const after = rate(
      before.map((r) => [r]),
      { rank: game.seats.map((s) => s.rank) },
    );
    for (const [playerId, seat] of rated) {
      const standing = this.standings.get(playerId) ?? { ...rating(), games: 0, curve: [] };
      const { mu, sigma } = after[seat]![0]!;
      const hints = game.seats.reduce((n, s) => (s.playerId === playerId ? n + s.hints : n), 0);
      standing.mu = mu;
      standing.sigma = sigma;
      standing.games++;
      standing.curve.push({
        game: standing.games,
        matchId: game.matchId,
        finishedAt: game.finishedAt,
        hints,
        ...withConservative({ mu, sigma }),
      });
      if (standing.curve.length > PROGRESS_GAMES) standing.curve.shift();
      this.standings.set(playerId, standing);
    }
  }

  /** A person's rating now: the library's starting one before their first rated game. */
  rating(playerId: number): { mu: number; sigma: number } {
    const standing = this.standings.get(playerId);
    return standing ? { mu: standing.mu, sigma: standing.sigma } : rating();
  }

  /** The ladder of the people `playerIds` who have a rated game, best first (by conservative rating). */
  ladder(playerIds: readonly number[]): Ladder {
    const players: PlayerRating[] = [];
    for (const playerId of playerIds) {
      const s = this.standings.get(playerId);
      if (!s) continue;
      players.push({
        playerId,
        ...withConservative(s),
        games: s.games,
        provisional: s.games < PROVISIONAL_GAMES,
        curve: s.curve.slice(),
      });
    }
    players.sort((a, b) => b.conservative - a.conservative || a.playerId - b.playerId);
    return {
      anchors: [...ANCHORS],
      players,
      provisionalGames: PROVISIONAL_GAMES,
      start: withConservative(rating()),
    };
  }
}
