// Français : les mots du classement (les cotes des statistiques, leur graphique, les parties de chacun).
import type { Ladder } from '../en/ladder.ts';
import { counted, integer } from '../format.ts';
import { home } from './home.ts';

/** The catalogue's language, for its counts. */
const LOCALE = home.locale;
const plural = (n: number, one: string, many: string): string => counted(LOCALE, n, { one, other: many });

export const ladder: Ladder = {
  title: 'Classement',
  intro:
    'Chaque partie terminée cote les joueurs qui ont tenu leur place jusqu’au bout ; une place tenue en partie par un remplaçant ne cote que ses adversaires. Une cote est une estimation avec son incertitude, et le classement range selon la cote qu’un joueur a presque sûrement méritée : l’estimation moins trois fois l’incertitude. Les robots sont des repères fixes de l’échelle, mesurés dans l’arène.',
  place: 'Rang',
  player: 'Joueur',
  rating: 'Cote du classement',
  estimate: 'Estimation ± incertitude',
  games: 'Parties cotées',
  estimateWords: (mu: string, sigma: string) => `${mu} ± ${sigma}`,
  provisional: (needed: number) => `provisoire jusqu’à ${plural(needed, 'partie', 'parties')}`,
  fixed: 'fixe',
  chart: 'Cote, partie après partie',
  axis: 'Estimation',
  anchor: (bot: string) => `${bot} (fixe)`,
  hintsNote: 'Marque creuse : une partie où le joueur a reçu des conseils (elle compte tout de même).',
  point: (name: string, estimate: string, rating: string) =>
    `${name} : ${estimate}, cote du classement ${rating}`,
  start: 'Avant la première partie cotée',
  curve: (name: string) => `${name}, partie après partie`,
  gameLine: (game: number, day: string, estimate: string, rating: string) =>
    `Partie ${integer(LOCALE, game)} (${day}) : ${estimate}, cote du classement ${rating}`,
};
