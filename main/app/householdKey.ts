// The household's key: the secret in the address of the app's own page (`?key=`) that tells the
// household's pages from guests'. It is kept in the data folder, readable by its owner alone, so that a
// restart keeps working the pages people have open and the operator's bookmark; deleting the file gives
// a new key at the next start (and turns every page opened with the old one into a guest's). It is the
// only file that holds the key: the folder's lock names where the app serves, never the key.
import { join } from 'node:path';
import { newToken } from '../host/ids.ts';
import { FILE_MODE, tightenFile } from '../store/dataFolder.ts';
import { FileProblem, readSmallFile, reason, writeFileWhole } from '../store/safeFiles.ts';

export const HOUSEHOLD_KEY_FILE = 'household.key';

/** The key file's mode: its owner reads and writes it, nobody else. */
export const KEY_MODE = FILE_MODE;

const KEY = /^[A-Za-z0-9_-]{32}$/;

/**
 * The data folder's key, made on first use. `dataDir` exists (its lock is held). A kept key file that
 * others could read is made its owner's alone; one that is a symbolic link is not read, and a file of
 * its own replaces the link (whatever it points to is left untouched). A folder that cannot be written
 * to gets a key for this run only, and says so.
 */
export function householdKey(dataDir: string, log: (line: string) => void): string {
  const kept = keptKey(dataDir, log);
  if (kept) return kept;
  // Missing, or not a key this app wrote: a new one (the old pages become guests' pages).
  const file = join(dataDir, HOUSEHOLD_KEY_FILE);
  const key = newToken();
  try {
    writeFileWhole(file, `${key}\n`, KEY_MODE);
  } catch (err) {
    if (typeof (err as NodeJS.ErrnoException).code !== 'string') throw err;
    log(`warning: ${file} cannot be written (${reason(err)}): the household's key lasts for this run only`);
  }
  return key;
}

/** The key kept in the data folder; null when there is none this app wrote (said in `log`, if given). */
function keptKey(dataDir: string, log?: (line: string) => void): string | null {
  const file = join(dataDir, HOUSEHOLD_KEY_FILE);
  let kept: string;
  try {
    kept = readSmallFile(file, 1024, { followLinks: false }).toString('utf8').trim();
  } catch (err) {
    if (!(err instanceof FileProblem)) throw err;
    if (err.kind !== 'missing')
      log?.(
        err.kind === 'link'
          ? `${file} is a symbolic link: it is not followed, and a file of its own replaces it (where it points is left untouched)`
          : `${err.message}: a new household key is made`,
      );
    return null;
  }
  if (!KEY.test(kept)) {
    log?.(
      `${file} does not hold a household key Norenberc wrote: a new one replaces it (pages opened with the old one are guests' pages now)`,
    );
    return null;
  }
  // A key file that others may read (copied back from a backup, say) is made its owner's alone.
  if (log && process.platform !== 'win32') {
    const tightened = tightenFile(file);
    if (tightened) log(tightened);
  }
  return kept;
}

/**
 * The household's own page of the program serving a data folder at `url` (its address, as the
 * folder's lock names it): with the folder's key, as that program prints it. Null when the folder keeps
 * no key (the program then runs with one of its own, which no other program can know) or this user may
 * not read it.
 */
export function householdPage(dataDir: string, url: string): string | null {
  const page = new URL(url);
  if (page.searchParams.has('key')) return page.href;
  let key: string | null = null;
  try {
    key = keptKey(dataDir);
  } catch {
    // A key this user may not read: no page to give.
  }
  if (!key) return null;
  page.pathname = '/';
  page.searchParams.set('key', key);
  return page.href;
}
