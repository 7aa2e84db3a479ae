// Why the desktop app cannot start, in this language (en/start.ts); its menu and file dialogs.
import type { DesktopWords, StartWords } from '../en/start.ts';

export const start: StartWords = {
  title: 'Norenberc kann nicht starten',
  desktop: 'ein anderes Norenberc-Fenster',
  inUse: (dir, who, pid) =>
    `Sein Datenordner ${dir} wird von ${who} benutzt (Prozess ${pid}). Beende es zuerst. ` +
    'Läuft es nicht, lösche die Datei norenberc.lock in diesem Ordner.',
  problems: {
    newer: (dir) =>
      `Die Daten in ${dir} wurden von einer neueren Version von Norenberc geschrieben. Nichts wurde ` +
      'verändert: Aktualisiere Norenberc, um sie zu nutzen.',
    'not-a-folder': (dir) =>
      `${dir} sollte der Datenordner von Norenberc sein, ist aber kein Ordner. Verschiebe es woandershin.`,
    'cannot-make': (dir) =>
      `Sein Datenordner ${dir} kann nicht angelegt werden. Prüfe, ob du dort schreiben darfst.`,
    link: (dir) =>
      `Eine Datei in seinem Datenordner ${dir} ist ein symbolischer Link, durch den Norenberc nicht ` +
      'schreibt. Lege die Datei selbst an ihre Stelle, oder entferne den Link.',
    full: (dir) => `Der Datenträger seines Datenordners ${dir} ist voll. Schaffe etwas Platz.`,
    'read-only': (dir) =>
      `Norenberc darf nicht in seinen Datenordner ${dir} schreiben. Prüfe, ob der Ordner dir gehört ` +
      'und nicht schreibgeschützt ist.',
    busy: (dir) =>
      `Ein anderes Programm hält die Datenbank in ${dir} gesperrt. Versuche es gleich noch einmal.`,
    io: (dir) => `Der Datenträger seines Datenordners ${dir} hat einen Fehler gemeldet. Prüfe ihn.`,
  },
  other: (dir, detail) => `Seine Datenbank in ${dir} kann nicht geöffnet werden. (${detail})`,
};

export const desktop: DesktopWords = {
  game: 'Spiel',
  newGame: 'Neues Spiel',
  openRecord: 'Spielaufzeichnung öffnen…',
  history: 'Verlauf',
  statistics: 'Statistik',
  settings: 'Einstellungen',
  settingsMac: 'Einstellungen…',
  quit: 'Beenden',
  edit: 'Bearbeiten',
  view: 'Ansicht',
  help: 'Hilfe',
  rules: 'Regeln von Norenberc',
  recordFiles: 'Norenberc-Spielaufzeichnung',
};
