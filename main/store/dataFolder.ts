// The data folder as a place only its owner may look into: it holds every game and the household's key
// (household.key). It is made readable by its owner alone (0700), a folder that others may read is
// tightened (and the user told), and a path that is no folder (a file, a device) is refused in words.
// Every file Norenberc writes there is its own: a symbolic link in place of one is never written through,
// and one that others may read (made by an older version, or copied back from a backup) is made its
// owner's alone, as Norenberc makes its files (0600), whether or not the folder could be tightened.
import { chmodSync, lstatSync, mkdirSync, readdirSync, statSync, type Stats } from 'node:fs';
import { join, resolve } from 'node:path';
import { defaultDataDir } from './dataDir.ts';
import { reason } from './safeFiles.ts';

/** Why a data folder cannot be used: no folder, one that cannot be made, a link in place of a file. */
export type DataFolderProblem = 'not-a-folder' | 'cannot-make' | 'link';

/** The data folder cannot be used as one; the message says why and what to do. */
export class DataFolderError extends Error {
  override readonly name = 'DataFolderError';

  constructor(
    readonly kind: DataFolderProblem,
    message: string,
  ) {
    super(message);
  }
}

/** The mode of a data folder: its owner reads, writes and enters it; nobody else. */
export const FOLDER_MODE = 0o700;
/** The mode of each of Norenberc's files there: its owner reads and writes it, nobody else. */
export const FILE_MODE = 0o600;

/** A file Norenberc keeps in a data folder (its database and their companions, the key, the window). */
function isOwn(name: string): boolean {
  return ['norenberc.', 'household.key', 'window-state.json'].some((start) => name.startsWith(start));
}

/**
 * Makes `dir` ready to hold the data: created (FOLDER_MODE) where missing; refused (DataFolderError)
 * where it is not a folder or cannot be made. A folder of its owner's that other accounts may read is
 * tightened to FOLDER_MODE when it is Norenberc's: the default data folder, or one that holds nothing
 * but Norenberc's files. One that also holds other files (a --data-dir given to a folder of documents),
 * is shared (/tmp) or is another account's is left as it is. Returns what to tell the user, or null.
 */
export function prepareDataFolder(dir: string): string | null {
  try {
    // Made as a folder of its owner's alone from the first moment (the umask may only narrow it).
    if (mkdirSync(dir, { recursive: true, mode: FOLDER_MODE }) !== undefined) return null;
  } catch (err) {
    throw notMade(dir, err);
  }
  // The folder itself may be a link (to another disk, say): where it points is the user's choice.
  const stat = statSync(dir);
  if (!stat.isDirectory()) throw notAFolder(dir, stat);
  const open = stat.mode & 0o077;
  if (open === 0 || process.platform === 'win32') return null;
  const mode = (stat.mode & 0o7777).toString(8);
  const ours = process.getuid?.() === stat.uid && (stat.mode & 0o1000) === 0;
  if (ours && (resolve(dir) === resolve(defaultDataDir()) || readdirSync(dir).every(isOwn))) {
    try {
      chmodSync(dir, FOLDER_MODE);
    } catch (err) {
      // A read-only disk, say: the folder serves all the same, and the user is told.
      return `warning: the data folder ${dir} can be read by other accounts (mode ${mode}) and cannot be changed: ${reason(err)}`;
    }
    return `The data folder ${dir} could be read by other accounts (mode ${mode}); it is now yours alone (mode 700).`;
  }
  return (
    `note: other accounts can look into the data folder ${dir} (mode ${mode}), which Norenberc leaves as it ` +
    'is (it is not yours, is shared, or holds other files): they see the names of its files, never what ' +
    "they hold, since each of Norenberc's is yours alone. A folder of its own (--data-dir) keeps the names " +
    'private too.'
  );
}

/**
 * Makes each of Norenberc's files in `dir` that other accounts may read its owner's alone (FILE_MODE):
 * what to tell the user, a line a file. A link or anything but a file is left as it is (a link is
 * refused where it matters, `refuseLinks`).
 */
export function tightenOwnFiles(dir: string): string[] {
  if (process.platform === 'win32') return [];
  return readdirSync(dir)
    .filter(isOwn)
    .sort()
    .flatMap((name) => tightenFile(join(dir, name)) ?? []);
}

/** Makes the file at `path` its owner's alone if others may read it: what to tell the user, or null. */
export function tightenFile(path: string): string | null {
  const stat = lstatSync(path);
  const mode = stat.mode & 0o777;
  if (!stat.isFile() || (mode & 0o077) === 0) return null;
  try {
    chmodSync(path, FILE_MODE);
  } catch (err) {
    return `warning: ${path} can be read by other accounts (mode ${mode.toString(8)}) and cannot be changed: ${reason(err)}`;
  }
  return `${path} could be read by other accounts (mode ${mode.toString(8)}); it is now yours alone (mode 600).`;
}

/**
 * Refuses a data folder where one of `names` is a symbolic link: the program would write through it to
 * wherever it points. Nothing is changed; the user removes the link (or puts the file itself there).
 */
export function refuseLinks(dir: string, names: readonly string[]): void {
  for (const name of names) {
    let stat: Stats;
    try {
      stat = lstatSync(join(dir, name));
    } catch {
      continue;
    }
    if (stat.isSymbolicLink())
      throw new DataFolderError(
        'link',
        `${join(dir, name)} is a symbolic link: Norenberc writes only to files of its own in its data folder, ` +
          'never through a link. Put the file itself in its place, or remove the link.',
      );
  }
}

function notMade(dir: string, err: unknown): DataFolderError {
  const code = (err as NodeJS.ErrnoException).code;
  // Something is there already: a file, a device, or a link to nothing (which mkdir finds missing).
  if (code === 'EEXIST' || (code === 'ENOENT' && isLink(dir))) {
    let stat: Stats | null = null;
    try {
      stat = statSync(dir);
    } catch {
      // A link to nothing: said as such.
    }
    return notAFolder(dir, stat);
  }
  const why = code === 'ENOTDIR' ? 'a part of its path is a file, not a folder' : reason(err);
  return new DataFolderError('cannot-make', `The data folder ${dir} cannot be made: ${why}. ${ANOTHER}`);
}

function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

function notAFolder(dir: string, stat: Stats | null): DataFolderError {
  const what =
    stat === null
      ? 'a link to nothing'
      : stat.isCharacterDevice() || stat.isBlockDevice()
        ? 'a device'
        : stat.isFIFO()
          ? 'a pipe (FIFO)'
          : stat.isSocket()
            ? 'a socket'
            : 'a file';
  return new DataFolderError('not-a-folder', `The data folder ${dir} is ${what}, not a folder. ${ANOTHER}`);
}

const ANOTHER = 'Pass --data-dir with a folder (it is made if missing).';
