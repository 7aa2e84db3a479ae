// Deutsch: die Wörter der Rangliste (die Wertungen der Statistik, ihr Diagramm, die Partien jedes Spielers).
import type { Ladder } from '../en/ladder.ts';
import { counted, integer } from '../format.ts';
import { home } from './home.ts';

/** The catalogue's language, for its counts. */
const LOCALE = home.locale;
const plural = (n: number, one: string, many: string): string => counted(LOCALE, n, { one, other: many });

export const ladder: Ladder = {
  title: 'Rangliste',
  intro:
    'Jede beendete Partie wertet, wer seinen Platz bis zum Ende selbst gespielt hat; ein Platz, an dem ein Vertreter spielte, wertet nur seine Gegner. Eine Wertung ist eine Schätzung mit ihrer Unsicherheit, und die Rangliste ordnet nach der Wertung, die ein Spieler fast sicher verdient hat: die Schätzung weniger dreimal die Unsicherheit. Die Bots sind feste Punkte der Skala, in der Arena gemessen.',
  place: 'Platz',
  player: 'Spieler',
  rating: 'Ranglistenwertung',
  estimate: 'Schätzung ± Unsicherheit',
  games: 'Gewertete Partien',
  estimateWords: (mu: string, sigma: string) => `${mu} ± ${sigma}`,
  provisional: (needed: number) => `vorläufig bis ${plural(needed, 'Partie', 'Partien')}`,
  fixed: 'fest',
  chart: 'Wertung, Partie für Partie',
  axis: 'Schätzung',
  anchor: (bot: string) => `${bot} (fest)`,
  hintsNote: 'Hohle Marke: eine Partie, in der der Spieler Tipps bekam (sie zählt trotzdem).',
  point: (name: string, estimate: string, rating: string) =>
    `${name}: ${estimate}, Ranglistenwertung ${rating}`,
  start: 'Vor der ersten gewerteten Partie',
  curve: (name: string) => `${name}, Partie für Partie`,
  gameLine: (game: number, day: string, estimate: string, rating: string) =>
    `Partie ${integer(LOCALE, game)} (${day}): ${estimate}, Ranglistenwertung ${rating}`,
};
