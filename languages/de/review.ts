// Deutsch: die Wörter der Partieanalyse (der Bildschirm, sein Diagramm und seine Zeitleiste).
import type { Review } from '../en/review.ts';
import { counted, elapsed } from '../format.ts';
import { home } from './home.ts';

/** The catalogue's language, for its counts. */
const LOCALE = home.locale;
const plural = (n: number, one: string, many: string): string => counted(LOCALE, n, { one, other: many });

export const review: Review = {
  open: 'Partie analysieren',
  /** The history's note beside a seat whose review the host keeps. */
  kept: 'Analyse bereit',
  title: (match: number) => `Analyse von Partie ${match}`,
  intro:
    'Jede Entscheidung eines Spielers, gewogen vom schweren Bot aus dem, was dieser Spieler in dem Moment sah: nichts sonst. Ihr bester Zug ist der, den ein Tipp bei dieser Entscheidung gab oder gegeben hätte; ein Zug, den der Tipp daneben zeigte, wird beurteilt, wie der Tipp ihn beurteilte, mit derselben Unschärfe; was ein anderer Zug verlor, wird neu gemessen, an neuen möglichen Verläufen.',
  seat: 'Entscheidungen von',
  preparing: 'Die Analyse wird vorbereitet …',
  progress: (done: number, total: number) =>
    done < total
      ? `Entscheidung ${done + 1} von ${total} wird gewogen …`
      : `Alle ${total} Entscheidungen gewogen`,
  underway: (seconds: number) => `Läuft seit ${elapsed(LOCALE, seconds)}`,
  progressLabel: 'Fortschritt der Analyse',
  cancel: 'Abbrechen',
  cancelHint: 'Esc bricht ab.',
  cancelled: 'Analyse abgebrochen.',
  lost: 'Die Verbindung zum Host ging während der Analyse verloren.',
  again: 'Erneut analysieren',
  hostFailed: 'Der Host konnte sie nicht zu Ende bringen.',
  madeWay:
    'Der Host hat sie für die Analyse eines anderen Gastes angehalten, weil du mehr laufen hattest: frag in einer Weile erneut.',
  failed: (why: string) => `Die Analyse war nicht möglich: ${why}`,
  ready: (n: number, blunders: number) =>
    `Analyse fertig: ${plural(n, 'Entscheidung', 'Entscheidungen')}, ${blunders} Patzer.`,
  summary: 'Übersicht',
  decisions: 'Entscheidungen',
  meanLoss: 'Mittlerer Verlust',
  blunders: 'Patzer (3 SP oder mehr, jenseits der Unschärfe der Schätzung)',
  bestMoves: 'Beste Züge',
  goodMoves: 'Ebenso gut, im Rahmen der Schätzung',
  vp: (n: string) => `${n} SP`,
  /** A loss beyond the estimate's margin of noise: a clear loss. */
  lossBeyond: (loss: string, margin: string) =>
    `${loss} ± ${margin} SP, jenseits der Unschärfe der Schätzung`,
  /** A loss within the estimate's margin of noise: no clear loss; `best` is the advised move. */
  lossWithin: (best: string, loss: string, margin: string) =>
    `So gut wie der empfohlene Zug (${best}), innerhalb der Unschärfe der Schätzung: ${loss} ± ${margin} SP`,
  verdicts: {
    best: 'Bester Zug',
    good: 'Gut',
    inaccuracy: 'Ungenauigkeit',
    mistake: 'Fehler',
    blunder: 'Patzer',
  },
  round: (n: number) => `Runde ${n}`,
  played: 'Gespielt',
  best: 'Empfohlen',
  sameAsBest: 'Der empfohlene Zug wurde gespielt.',
  loss: 'Verlust',
  why: 'Was der empfohlene Zug mehr bringt',
  noReasons: 'Nichts weiter sofort: der Unterschied zeigt sich erst im weiteren Verlauf der Partie.',
  turningPoint: 'Wendepunkt',
  turningPoints: 'Wendepunkte',
  noTurningPoints: 'Keine Entscheidung hat etwas gekostet: jeder Zug war der beste.',
  timeline: 'Die Entscheidungen der Reihe nach',
  timelineHelp:
    'Pfeil links und rechts gehen die Entscheidungen durch; Eingabe öffnet dort die Wiederholung.',
  decision: (n: number, total: number) => `Entscheidung ${n} von ${total}`,
  list: 'Alle Entscheidungen',
  onlyCostly: 'Nur Entscheidungen, die etwas gekostet haben',
  inReplay: (n: number, total: number) => `Analysierte Entscheidung ${n} von ${total}`,
  backToReview: 'Zurück zur Analyse',
  openReplay: 'Wiederholung hier öffnen',
  chart: 'Erwartete Punkte, Runde für Runde',
  chartHelp: 'Worauf jeder Spieler zusteuerte, nach dem, was alle sehen konnten (ohne Taler).',
  chartStart: (round: number) => `Beginn von Runde ${round}`,
  chartEnd: 'Ende',
  plans: (name: string, guilds: string) => `${name} plant: ${guilds}.`,
  unknownAction: (name: string) =>
    `${name} macht einen Zug, den die Aufzeichnung hier nicht nachspielen kann.`,
};
