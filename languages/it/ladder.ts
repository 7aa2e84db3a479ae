// Italiano: le parole della classifica (i punteggi delle statistiche, il loro grafico, le partite di ciascuno).
import type { Ladder } from '../en/ladder.ts';
import { counted, integer } from '../format.ts';
import { home } from './home.ts';

/** The catalogue's language, for its counts. */
const LOCALE = home.locale;
const plural = (n: number, one: string, many: string): string => counted(LOCALE, n, { one, other: many });

export const ladder: Ladder = {
  title: 'Classifica',
  intro:
    'Ogni partita finita valuta chi ha giocato il proprio posto fino alla fine; un posto in cui ha giocato un sostituto valuta solo i suoi avversari. Un punteggio è una stima con la sua incertezza, e la classifica ordina per il punteggio che un giocatore si è quasi certamente guadagnato: la stima meno tre volte l’incertezza. I bot sono punti fissi della scala, misurati nell’arena.',
  place: 'Posto',
  player: 'Giocatore',
  rating: 'Punteggio in classifica',
  estimate: 'Stima ± incertezza',
  games: 'Partite valutate',
  estimateWords: (mu: string, sigma: string) => `${mu} ± ${sigma}`,
  provisional: (needed: number) => `provvisorio fino a ${plural(needed, 'partita', 'partite')}`,
  fixed: 'fisso',
  chart: 'Punteggio, partita dopo partita',
  axis: 'Stima',
  anchor: (bot: string) => `${bot} (fisso)`,
  hintsNote: 'Segno vuoto: una partita in cui il giocatore ha ricevuto consigli (conta lo stesso).',
  point: (name: string, estimate: string, rating: string) =>
    `${name}: ${estimate}, punteggio in classifica ${rating}`,
  start: 'Prima della prima partita valutata',
  curve: (name: string) => `${name}, partita dopo partita`,
  gameLine: (game: number, day: string, estimate: string, rating: string) =>
    `Partita ${integer(LOCALE, game)} (${day}): ${estimate}, punteggio in classifica ${rating}`,
};
