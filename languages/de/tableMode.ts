// Die deutschen Wörter der Tischanzeige (das Brett auf dem großen Bildschirm, jeder Spieler an seinem
// Handy) und eines Handys an einem solchen Tisch.
import type { TableMode } from '../en/tableMode.ts';

export const tableMode: TableMode = {
  title: 'Am Tisch spielen',
  scan: 'Mit dem Handy scannen und Platz nehmen',
  seats: 'Am Tisch',
  waitingSeat: 'wartet auf einen Spieler …',
  addBot: 'Ein Bot nimmt Platz',
  start: 'Spiel starten',
  startNeeds: 'Mindestens zwei Spieler, dann starten: die leeren Plätze fallen weg.',
  onlyHousehold:
    'Nur der eigene Bildschirm des Gastgebers kann der Tisch sein: öffne „Am Tisch spielen“ auf dem Computer, der die Spiele ausrichtet.',
  status: {
    deciding: 'entscheidet …',
    decided: 'hat entschieden',
    finished: 'fertig für die Runde',
    waiting: 'wartet',
    away: 'abwesend',
    standIn: 'abwesend: ein Bot spielt an seiner Stelle',
  },
  planning: 'Alle planen geheim, auf ihrem Handy',
  calling: (guild: string) => `Aufgerufen: ${guild}`,
  skipHelp: 'Ein Spieler springt vom Handy aus weiter',
  ended: 'Das Spiel ist vorbei',
  skip: 'Auf dem Tisch weiterspringen',
  roundEnded: (title: string) => `${title}: am Tisch erzählt, hier nachzulesen`,
  wholeBoard: 'Das ganze Brett ansehen',
  vpIfEnded: 'SP, wenn das Spiel jetzt endete, ohne Taler',
};
