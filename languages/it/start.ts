// Why the desktop app cannot start, in this language (en/start.ts); its menu and file dialogs.
import type { DesktopWords, StartWords } from '../en/start.ts';

export const start: StartWords = {
  title: 'Norenberc non può avviarsi',
  desktop: 'un’altra finestra di Norenberc',
  inUse: (dir, who, pid) =>
    `La sua cartella dei dati ${dir} è usata da ${who} (processo ${pid}). Chiudilo prima. ` +
    'Se non è in esecuzione, elimina il file norenberc.lock in quella cartella.',
  problems: {
    newer: (dir) =>
      `I dati in ${dir} sono stati scritti da una versione più recente di Norenberc. Non è stato ` +
      'cambiato nulla: aggiorna Norenberc per usarli.',
    'not-a-folder': (dir) =>
      `${dir} dovrebbe essere la cartella dei dati di Norenberc, ma non è una cartella. Spostalo altrove.`,
    'cannot-make': (dir) =>
      `La sua cartella dei dati ${dir} non può essere creata. Controlla di poter scrivere in quel punto.`,
    link: (dir) =>
      `Un file nella sua cartella dei dati ${dir} è un collegamento simbolico, attraverso il quale ` +
      'Norenberc non scrive. Metti al suo posto il file stesso, o elimina il collegamento.',
    full: (dir) => `Il disco della sua cartella dei dati ${dir} è pieno. Libera un po’ di spazio.`,
    'read-only': (dir) =>
      `Norenberc non può scrivere nella sua cartella dei dati ${dir}. Controlla che la cartella sia tua ` +
      'e non in sola lettura.',
    busy: (dir) => `Un altro programma tiene bloccato il database in ${dir}. Riprova tra un momento.`,
    io: (dir) => `Il disco della sua cartella dei dati ${dir} ha segnalato un errore. Controlla il disco.`,
  },
  other: (dir, detail) => `Il suo database in ${dir} non può essere aperto. (${detail})`,
};

export const desktop: DesktopWords = {
  game: 'Partita',
  newGame: 'Nuova partita',
  openRecord: 'Apri registrazione di partita…',
  history: 'Cronologia',
  statistics: 'Statistiche',
  settings: 'Impostazioni',
  settingsMac: 'Impostazioni…',
  quit: 'Esci',
  edit: 'Modifica',
  view: 'Vista',
  help: 'Aiuto',
  rules: 'Regole di Norenberc',
  recordFiles: 'Registrazione di partita Norenberc',
};
