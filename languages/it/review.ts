// Italiano: le parole dell’analisi di fine partita (la schermata, il grafico e la linea del tempo).
import type { Review } from '../en/review.ts';
import { counted, elapsed } from '../format.ts';
import { home } from './home.ts';

/** The catalogue's language, for its counts. */
const LOCALE = home.locale;
const plural = (n: number, one: string, many: string): string => counted(LOCALE, n, { one, other: many });

export const review: Review = {
  open: 'Analizza la partita',
  /** The history's note beside a seat whose review the host keeps. */
  kept: 'analisi pronta',
  title: (match: number) => `Analisi della partita ${match}`,
  intro:
    'Ogni decisione di un giocatore pesata dal bot difficile con ciò che quel giocatore vedeva in quel momento: nient’altro. La sua mossa migliore è quella che un consiglio ha dato, o avrebbe dato, in quella decisione; una mossa che il consiglio mostrava accanto è giudicata come il consiglio l’ha giudicata, con lo stesso margine; ciò che un’altra mossa ha perso è misurato di nuovo, su nuovi futuri possibili.',
  seat: 'Decisioni di',
  preparing: 'Preparazione dell’analisi…',
  progress: (done: number, total: number) =>
    done < total ? `Analisi della decisione ${done + 1} di ${total}…` : `Tutte le ${total} decisioni pesate`,
  underway: (seconds: number) => `In corso da ${elapsed(LOCALE, seconds)}`,
  progressLabel: 'Avanzamento dell’analisi',
  cancel: 'Annulla',
  cancelHint: 'Esc annulla.',
  cancelled: 'Analisi annullata.',
  lost: 'La connessione con l’host si è interrotta durante l’analisi.',
  again: 'Analizza di nuovo',
  hostFailed: 'l’host non è riuscito a completarla.',
  madeWay:
    'l’host l’ha fermata per la revisione di un altro ospite, perché ne avevi di più in corso: richiedila tra poco.',
  failed: (why: string) => `Non è stato possibile fare l’analisi: ${why}`,
  ready: (n: number, blunders: number) =>
    `Analisi pronta: ${plural(n, 'decisione', 'decisioni')}, ${plural(blunders, 'svarione', 'svarioni')}.`,
  summary: 'Riepilogo',
  decisions: 'Decisioni',
  meanLoss: 'Perdita media',
  blunders: 'Svarioni (3 PV o più, oltre il margine della stima)',
  bestMoves: 'Mosse migliori',
  goodMoves: 'Altrettanto buone, entro il margine della stima',
  vp: (n: string) => `${n} PV`,
  /** A loss beyond the estimate's margin of noise: a clear loss. */
  lossBeyond: (loss: string, margin: string) => `${loss} ± ${margin} PV, oltre il margine della stima`,
  /** A loss within the estimate's margin of noise: no clear loss; `best` is the advised move. */
  lossWithin: (best: string, loss: string, margin: string) =>
    `Buona quanto la mossa consigliata (${best}), entro il margine della stima: ${loss} ± ${margin} PV`,
  verdicts: {
    best: 'Mossa migliore',
    good: 'Buona',
    inaccuracy: 'Imprecisione',
    mistake: 'Errore',
    blunder: 'Svarione',
  },
  round: (n: number) => `Round ${n}`,
  played: 'Giocata',
  best: 'Consigliata',
  sameAsBest: 'È stata giocata la mossa consigliata.',
  loss: 'Perdita',
  why: 'Che cosa dà in più la mossa consigliata',
  noReasons: 'Niente di più subito: la differenza si vede solo nel seguito della partita.',
  turningPoint: 'Svolta',
  turningPoints: 'Svolte',
  noTurningPoints: 'Nessuna decisione è costata qualcosa: ogni mossa era la migliore.',
  timeline: 'Le decisioni in ordine',
  timelineHelp: 'Le frecce sinistra e destra scorrono le decisioni; Invio apre il replay in quel punto.',
  decision: (n: number, total: number) => `Decisione ${n} di ${total}`,
  list: 'Tutte le decisioni',
  onlyCostly: 'Solo le decisioni che sono costate qualcosa',
  inReplay: (n: number, total: number) => `Decisione analizzata ${n} di ${total}`,
  backToReview: 'Torna all’analisi',
  openReplay: 'Apri il replay qui',
  chart: 'Punteggio previsto, round per round',
  chartHelp: 'Dove stava andando ogni giocatore, da ciò che tutti potevano vedere (talleri a parte).',
  chartStart: (round: number) => `Inizio del round ${round}`,
  chartEnd: 'Fine',
  plans: (name: string, guilds: string) => `${name} pianifica: ${guilds}.`,
  unknownAction: (name: string) => `${name} fa una mossa che la registrazione non può rigiocare qui.`,
};
