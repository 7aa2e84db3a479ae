// The household's key: the secret in the address of the app's own page (`?key=`) that tells the
// household's pages from guests'. It is kept in the data folder, readable by its owner alone, so that a
// restart keeps working the pages people have open and the operator's bookmark; deleting the file gives
// a new key at the next start (and turns every page opened with the old one into a guest's).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { newToken } from '../host/ids.ts';

export const HOUSEHOLD_KEY_FILE = 'household.key';

const KEY = /^[A-Za-z0-9_-]{32}$/;

/**
 * The data folder's key, made on first use. `dataDir` exists (its lock is held). A folder that cannot
 * be written to gets a key for this run only, and says so.
 */
export function householdKey(dataDir: string, log: (line: string) => void): string {
  const kept = keptKey(dataDir);
  if (kept) return kept;
  // Missing, or not a key this app wrote: a new one (the old pages become guests' pages).
  const file = join(dataDir, HOUSEHOLD_KEY_FILE);
  const key = newToken();
  try {
    writeFileSync(file, `${key}\n`, { mode: 0o600 });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'EACCES' && code !== 'EPERM' && code !== 'EROFS') throw err;
    log(`warning: ${file} cannot be written (${code}): the household's key lasts for this run only`);
  }
  return key;
}

/** The key kept in the data folder; null when there is none this app wrote. */
function keptKey(dataDir: string): string | null {
  let kept = '';
  try {
    kept = readFileSync(join(dataDir, HOUSEHOLD_KEY_FILE), 'utf8').trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  return KEY.test(kept) ? kept : null;
}

/**
 * The household's own page of the program serving a data folder at `url` (its address, as the
 * folder's lock names it): with the folder's key, as that program prints it. Null when the folder keeps
 * no key (the program then runs with one of its own, which no other program can know).
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
