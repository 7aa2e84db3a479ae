// Français : les mots de l’analyse d’après-partie (l’écran, son graphique et sa frise).
import type { Review } from '../en/review.ts';
import { counted, elapsed } from '../format.ts';
import { home } from './home.ts';

/** The catalogue's language, for its counts. */
const LOCALE = home.locale;
const plural = (n: number, one: string, many: string): string => counted(LOCALE, n, { one, other: many });

export const review: Review = {
  open: 'Analyser la partie',
  /** The history's note beside a seat whose review the host keeps. */
  kept: 'analyse prête',
  title: (match: number) => `Analyse de la partie ${match}`,
  intro:
    'Chaque décision d’un joueur pesée par le robot difficile depuis ce que ce joueur voyait à ce moment-là : rien de plus. Son meilleur coup est celui qu’un conseil a donné, ou aurait donné, à cette décision ; un coup que le conseil montrait à côté est jugé comme le conseil l’a jugé, avec la même marge ; ce qu’un autre coup a perdu est mesuré à nouveau, sur de nouveaux avenirs possibles.',
  seat: 'Décisions de',
  preparing: 'Préparation de l’analyse…',
  progress: (done: number, total: number) =>
    done < total ? `Analyse de la décision ${done + 1} sur ${total}…` : `Les ${total} décisions sont pesées`,
  underway: (seconds: number) => `En cours depuis ${elapsed(LOCALE, seconds)}`,
  progressLabel: 'Avancement de l’analyse',
  cancel: 'Annuler',
  cancelHint: 'Échap annule.',
  cancelled: 'Analyse annulée.',
  lost: 'La connexion à l’hôte a été perdue pendant l’analyse.',
  again: 'Analyser à nouveau',
  hostFailed: 'l’hôte n’a pas pu la terminer.',
  madeWay:
    'l’hôte l’a arrêtée pour la revue d’un autre invité, car vous en aviez plus en cours : redemandez-la dans un moment.',
  failed: (why: string) => `L’analyse n’a pas pu être faite : ${why}`,
  ready: (n: number, blunders: number) =>
    `Analyse prête : ${plural(n, 'décision', 'décisions')}, ${plural(blunders, 'gaffe', 'gaffes')}.`,
  summary: 'Résumé',
  decisions: 'Décisions',
  meanLoss: 'Perte moyenne',
  blunders: 'Gaffes (3 PV ou plus, au-delà de la marge de l’estimation)',
  bestMoves: 'Meilleurs coups',
  goodMoves: 'Aussi bons, dans la marge de l’estimation',
  vp: (n: string) => `${n} PV`,
  /** A loss beyond the estimate's margin of noise: a clear loss. */
  lossBeyond: (loss: string, margin: string) => `${loss} ± ${margin} PV, au-delà de la marge de l’estimation`,
  /** A loss within the estimate's margin of noise: no clear loss; `best` is the advised move. */
  lossWithin: (best: string, loss: string, margin: string) =>
    `Aussi bon que le coup conseillé (${best}), dans la marge de l’estimation : ${loss} ± ${margin} PV`,
  verdicts: {
    best: 'Meilleur coup',
    good: 'Bon',
    inaccuracy: 'Imprécision',
    mistake: 'Erreur',
    blunder: 'Gaffe',
  },
  round: (n: number) => `Manche ${n}`,
  played: 'Joué',
  best: 'Conseillé',
  sameAsBest: 'Le coup conseillé a été joué.',
  loss: 'Perte',
  why: 'Ce que le coup conseillé apporte de plus',
  noReasons: 'Rien de plus sur-le-champ : la différence ne se voit que dans la suite de la partie.',
  turningPoint: 'Tournant',
  turningPoints: 'Tournants',
  noTurningPoints: 'Aucune décision n’a rien coûté : chaque coup était le meilleur.',
  timeline: 'Les décisions dans l’ordre',
  timelineHelp:
    'Les flèches gauche et droite parcourent les décisions ; Entrée ouvre la rediffusion à cet endroit.',
  decision: (n: number, total: number) => `Décision ${n} sur ${total}`,
  list: 'Toutes les décisions',
  onlyCostly: 'Seulement les décisions qui ont coûté',
  inReplay: (n: number, total: number) => `Décision analysée ${n} sur ${total}`,
  backToReview: 'Retour à l’analyse',
  openReplay: 'Ouvrir la rediffusion ici',
  chart: 'Score projeté, manche par manche',
  chartHelp: 'Ce vers quoi chaque joueur allait, d’après ce que tous voyaient (thalers à part).',
  chartStart: (round: number) => `Début de la manche ${round}`,
  chartEnd: 'Fin',
  plans: (name: string, guilds: string) => `${name} planifie : ${guilds}.`,
  unknownAction: (name: string) => `${name} joue un coup que l’enregistrement ne peut pas rejouer ici.`,
};
