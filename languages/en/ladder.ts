// English words of the ladder (the statistics' ratings, their chart and each player's games).
import { counted, integer } from '../format.ts';
import { home } from './home.ts';

/** The catalogue's language, for its counts. */
const LOCALE = home.locale;
const plural = (n: number, one: string, many: string): string => counted(LOCALE, n, { one, other: many });

export const ladder = {
  title: 'Ladder',
  intro:
    'Every finished game rates the people who played their own seat to the end; a seat a stand-in played rates its opponents only. A rating is an estimate with its uncertainty, and the ladder ranks by the rating a player has almost surely earned: the estimate less three times the uncertainty. The bots are fixed points of the scale, measured in the arena.',
  place: 'Place',
  player: 'Player',
  rating: 'Ladder rating',
  estimate: 'Estimate ± uncertainty',
  games: 'Rated games',
  estimateWords: (mu: string, sigma: string) => `${mu} ± ${sigma}`,
  provisional: (needed: number) => `provisional until ${plural(needed, 'game', 'games')}`,
  fixed: 'fixed',
  chart: 'Rating, game by game',
  axis: 'Estimate',
  anchor: (bot: string) => `${bot} (fixed)`,
  hintsNote: 'A hollow mark: a game in which the player was given hints (it counts all the same).',
  point: (name: string, estimate: string, rating: string) => `${name}: ${estimate}, ladder rating ${rating}`,
  start: 'Before the first rated game',
  curve: (name: string) => `${name}, game by game`,
  gameLine: (game: number, day: string, estimate: string, rating: string) =>
    `Game ${integer(LOCALE, game)} (${day}): ${estimate}, ladder rating ${rating}`,
};

export type Ladder = typeof ladder;
