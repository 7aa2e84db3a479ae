// Why the desktop app cannot start, in the words of its four languages. It says so before any page is
// open (the page's catalogues are the renderer's), so in the language the system prefers: English,
// French, Italian or German, as the app speaks them, English for any other.
import { FolderInUseError, programName } from '../store/folderLock.ts';
import type { StoreOpenError, StoreProblem } from '../store/opening.ts';

export type Language = 'en' | 'fr' | 'it' | 'de';

interface StartWords {
  title: string;
  /** Who holds the folder: the command, or another window of the app. */
  desktop: string;
  inUse(dir: string, who: string, pid: number): string;
  problems: Record<Exclude<StoreProblem, 'other'>, (dir: string) => string>;
  other(dir: string, detail: string): string;
}

const WORDS: Record<Language, StartWords> = {
  en: {
    title: 'Norenberc cannot start',
    desktop: 'another Norenberc window',
    inUse: (dir, who, pid) =>
      `Its data folder ${dir} is in use by ${who} (process ${pid}). Close it first. ` +
      'If it is not running, delete the file norenberc.lock in that folder.',
    problems: {
      newer: (dir) =>
        `The data in ${dir} was written by a newer version of Norenberc. Nothing was changed: ` +
        'update Norenberc to the latest version to use it.',
      'not-a-folder': (dir) =>
        `${dir} should be Norenberc’s data folder, but it is not a folder. Move it away.`,
      'cannot-make': (dir) =>
        `Its data folder ${dir} cannot be made. Check that you may write where it goes.`,
      link: (dir) =>
        `A file in its data folder ${dir} is a symbolic link, which Norenberc does not write through. ` +
        'Put the file itself in its place, or remove the link.',
      full: (dir) => `The disk that holds its data folder ${dir} is full. Free some space on it.`,
      'read-only': (dir) =>
        `Norenberc may not write in its data folder ${dir}. Check that the folder is yours and not read-only.`,
      busy: (dir) => `Another program holds the database in ${dir} locked. Try again in a moment.`,
      io: (dir) => `The disk that holds its data folder ${dir} reported an error. Check the disk.`,
    },
    other: (dir, detail) => `Its database in ${dir} cannot be opened. (${detail})`,
  },
  fr: {
    title: 'Norenberc ne peut pas démarrer',
    desktop: 'une autre fenêtre de Norenberc',
    inUse: (dir, who, pid) =>
      `Son dossier de données ${dir} est utilisé par ${who} (processus ${pid}). Fermez-le d’abord. ` +
      'S’il ne tourne pas, supprimez le fichier norenberc.lock de ce dossier.',
    problems: {
      newer: (dir) =>
        `Les données de ${dir} ont été écrites par une version plus récente de Norenberc. Rien n’a été ` +
        'changé : mettez Norenberc à jour pour les utiliser.',
      'not-a-folder': (dir) =>
        `${dir} devrait être le dossier de données de Norenberc, mais ce n’est pas un dossier. Déplacez-le.`,
      'cannot-make': (dir) =>
        `Son dossier de données ${dir} ne peut pas être créé. Vérifiez que vous pouvez écrire à cet endroit.`,
      link: (dir) =>
        `Un fichier de son dossier de données ${dir} est un lien symbolique, à travers lequel Norenberc ` +
        'n’écrit pas. Mettez le fichier lui-même à sa place, ou supprimez le lien.',
      full: (dir) => `Le disque de son dossier de données ${dir} est plein. Libérez de la place.`,
      'read-only': (dir) =>
        `Norenberc ne peut pas écrire dans son dossier de données ${dir}. Vérifiez que le dossier est à ` +
        'vous et qu’il n’est pas en lecture seule.',
      busy: (dir) =>
        `Un autre programme tient la base de données de ${dir} verrouillée. Réessayez dans un instant.`,
      io: (dir) => `Le disque de son dossier de données ${dir} a signalé une erreur. Vérifiez le disque.`,
    },
    other: (dir, detail) => `Sa base de données dans ${dir} ne peut pas être ouverte. (${detail})`,
  },
  it: {
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
  },
  de: {
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
  },
};

/** The first of the system's preferred languages that the app speaks; English for none. */
export function startLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    if (base === 'en' || base === 'fr' || base === 'it' || base === 'de') return base;
  }
  return 'en';
}

/** Why the app cannot start on its data folder, as its dialog says it. */
export function cannotStartWords(
  language: Language,
  err: FolderInUseError | StoreOpenError,
): { title: string; message: string } {
  const words = WORDS[language];
  if (err instanceof FolderInUseError) {
    const { dataDir, holder } = err;
    const who = holder.program === 'desktop' ? words.desktop : programName(holder.program);
    return { title: words.title, message: words.inUse(dataDir, who, holder.pid) };
  }
  const { kind, dataDir, message } = err;
  return {
    title: words.title,
    message: kind === 'other' ? words.other(dataDir, message) : words.problems[kind](dataDir),
  };
}
