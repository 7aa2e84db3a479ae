// The desktop app's own words: why it cannot start, said before any page is open (so in the language
// the system prefers, main/desktop/startWords.ts), and its menu and file dialogs (in the page's
// language once it has one). Their shapes (StartWords, DesktopWords) are every language's.

export const start = {
  title: 'Norenberc cannot start',
  desktop: 'another Norenberc window',
  inUse: (dir: string, who: string, pid: number) =>
    `Its data folder ${dir} is in use by ${who} (process ${pid}). Close it first. ` +
    'If it is not running, delete the file norenberc.lock in that folder.',
  problems: {
    newer: (dir: string) =>
      `The data in ${dir} was written by a newer version of Norenberc. Nothing was changed: ` +
      'update Norenberc to the latest version to use it.',
    'not-a-folder': (dir: string) =>
      `${dir} should be Norenberc’s data folder, but it is not a folder. Move it away.`,
    'cannot-make': (dir: string) =>
      `Its data folder ${dir} cannot be made. Check that you may write where it goes.`,
    link: (dir: string) =>
      `A file in its data folder ${dir} is a symbolic link, which Norenberc does not write through. ` +
      'Put the file itself in its place, or remove the link.',
    full: (dir: string) => `The disk that holds its data folder ${dir} is full. Free some space on it.`,
    'read-only': (dir: string) =>
      `Norenberc may not write in its data folder ${dir}. Check that the folder is yours and not read-only.`,
    busy: (dir: string) => `Another program holds the database in ${dir} locked. Try again in a moment.`,
    io: (dir: string) => `The disk that holds its data folder ${dir} reported an error. Check the disk.`,
  },
  other: (dir: string, detail: string) => `Its database in ${dir} cannot be opened. (${detail})`,
};

export type StartWords = typeof start;

/** The desktop window's menu, and its file dialogs' kind of file, in the language the page speaks. */
export const desktop = {
  game: 'Game',
  newGame: 'New Game',
  openRecord: 'Open Game Record…',
  history: 'History',
  statistics: 'Statistics',
  settings: 'Settings',
  settingsMac: 'Settings…',
  quit: 'Quit',
  edit: 'Edit',
  view: 'View',
  help: 'Help',
  rules: 'Rules of Norenberc',
  recordFiles: 'Norenberc game record',
};

export type DesktopWords = typeof desktop;
