// Why the desktop app cannot start, in this language (en/start.ts); its menu and file dialogs.
import type { DesktopWords, StartWords } from '../en/start.ts';

export const start: StartWords = {
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
};

export const desktop: DesktopWords = {
  game: 'Partie',
  newGame: 'Nouvelle partie',
  openRecord: 'Ouvrir un enregistrement de partie…',
  history: 'Historique',
  statistics: 'Statistiques',
  settings: 'Réglages',
  settingsMac: 'Réglages…',
  quit: 'Quitter',
  edit: 'Édition',
  view: 'Affichage',
  help: 'Aide',
  rules: 'Règles de Norenberc',
  recordFiles: 'Enregistrement de partie Norenberc',
};
