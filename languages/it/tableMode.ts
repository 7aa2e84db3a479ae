// Le parole italiane dello schermo del tavolo (il tabellone sul grande schermo, ogni giocatore al suo
// telefono) e di un telefono a un tale tavolo.
import type { TableMode } from '../en/tableMode.ts';

export const tableMode: TableMode = {
  title: 'Gioca al tavolo',
  scan: 'Inquadra con il telefono per prendere posto',
  seats: 'Al tavolo',
  waitingSeat: 'in attesa di un giocatore…',
  addBot: 'Un bot prende posto',
  start: 'Inizia la partita',
  startNeeds: 'Almeno due giocatori, poi inizia: i posti vuoti se ne vanno.',
  onlyHousehold:
    'Solo lo schermo dell’host può essere il tavolo: apri Gioca al tavolo sul computer che ospita le partite.',
  status: {
    deciding: 'decide…',
    decided: 'ha deciso',
    finished: 'ha finito il round',
    waiting: 'aspetta',
    away: 'assente',
    standIn: 'assente: un bot gioca al suo posto',
  },
  planning: 'Tutti pianificano in segreto, sul proprio telefono',
  calling: (guild: string) => `Chiamata: ${guild}`,
  skipHelp: 'Un giocatore va avanti dal proprio telefono',
  ended: 'La partita è finita',
  skip: 'Vai avanti sul tavolo',
  roundEnded: (title: string) => `${title}: raccontata sul tavolo, leggila qui`,
  wholeBoard: 'Vedi tutto il tabellone',
  vpIfEnded: 'PV se la partita finisse ora, talleri esclusi',
};
