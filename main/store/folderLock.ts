// One running app per data folder. Two hosts on one folder would both resume the same unfinished
// games, and every action on the one that lost the race to write would be refused; so the program
// that serves a folder holds a lock file in it, naming itself (process id, which program, where it
// serves), which a second program reads to find it or to say who holds the folder. Where it serves is
// said without the household's key: the lock is no place for a secret, and a program of the folder's
// owner that needs the key reads household.key, which only the owner can.
import { closeSync, constants, mkdirSync, openSync, unlinkSync, writeSync } from 'node:fs';
import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { FOLDER_MODE } from './dataFolder.ts';
import { readSmallFile, writeFileWhole } from './safeFiles.ts';

export const LOCK_FILE = 'norenberc.lock';

export type LockProgram = 'start' | 'host' | 'desktop' | 'dev';

export interface LockHolder {
  pid: number;
  program: LockProgram;
  /** Where it serves; null while it is still starting. */
  url: string | null;
  /** When it took the folder (ISO 8601). */
  started: string;
}

const NAMES: Record<LockProgram, string> = {
  start: 'norenberc start',
  host: 'norenberc host',
  desktop: 'the Norenberc desktop app',
  dev: 'norenberc dev',
};

/** How a program is named to the user: the command that runs it. */
export function programName(program: LockProgram): string {
  return NAMES[program];
}

export class FolderInUseError extends Error {
  override readonly name = 'FolderInUseError';

  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    // Its address without the app page's key (the key lifts the host's limits): the household's page
    // is given apart, by the commands run by whoever owns the folder (`start`, `host`).
    const where = holder.url ? `, at ${withoutKey(holder.url)}` : ', still starting';
    super(
      `The data folder ${dataDir} is in use by ${programName(holder.program)} ` +
        `(process ${holder.pid}${where}). Stop it first, or use another data folder (--data-dir). ` +
        `If no such program is running, delete ${join(dataDir, LOCK_FILE)}.`,
    );
  }
}

/** Why a folder's lock is not trusted: its process runs, but no Norenberc answers where it names. */
export function notAnswering(dataDir: string, holder: LockHolder & { url: string }): string {
  return (
    `The data folder ${dataDir} has a lock naming process ${holder.pid} at ${holder.url}, but no Norenberc ` +
    `answers there. If no Norenberc is running on this folder, delete ${join(dataDir, LOCK_FILE)}.`
  );
}

/**
 * The lock a running program holds on its data folder; released by release() or when it exits. Not
 * `held` in a folder that takes no new file (read-only, not a folder, disk full): what stops the lock
 * stops the store's writes too, and the store says what is wrong.
 */
export class FolderLock {
  private released: boolean;
  private readonly onExit = (): void => this.release();

  constructor(
    readonly path: string,
    private holder: LockHolder,
    readonly held: boolean,
  ) {
    this.released = !held;
    // An exit that skips the clean close (an uncaught error, process.exit) still frees the folder; a
    // kill -9 leaves the file, which the next program finds stale by its process id.
    if (held) process.once('exit', this.onExit);
  }

  /**
   * Records where the program serves, for a second one to find it (replaced whole, never half-written),
   * without the household's key should `url` carry one.
   */
  setUrl(url: string): void {
    if (this.released) return;
    this.holder = { ...this.holder, url: withoutKey(url) };
    try {
      writeFileWhole(this.path, JSON.stringify(this.holder), LOCK_MODE);
    } catch (err) {
      // A folder that stopped taking writes keeps the lock as it was, the address unsaid.
      if (!isFileError(err)) throw err;
    }
  }

  release(): void {
    if (this.released) return;
    this.released = true;
    process.off('exit', this.onExit);
    const current = readHolder(this.path);
    // Only our own: a lock taken over after ours was judged stale belongs to its new holder.
    if (current?.pid !== this.holder.pid || current.started !== this.holder.started) return;
    try {
      unlinkSync(this.path);
    } catch (err) {
      // Left behind, it is stale once this process has ended.
      if (!isFileError(err)) throw err;
    }
  }
}

/**
 * Takes the data folder for `program`, or throws FolderInUseError naming the live program that holds
 * it. A lock whose process is gone (killed, crashed, power lost) is stale and taken over.
 */
export function acquireFolderLock(dataDir: string, program: LockProgram): FolderLock {
  const path = join(dataDir, LOCK_FILE);
  const mine: LockHolder = { pid: process.pid, program, url: null, started: new Date().toISOString() };
  for (;;) {
    try {
      mkdirSync(dataDir, { recursive: true, mode: FOLDER_MODE });
      createLock(path, JSON.stringify(mine));
      return new FolderLock(path, mine, true);
    } catch (err) {
      if (!isFileError(err)) throw err;
      if (err.code !== 'EEXIST') return new FolderLock(path, mine, false);
    }
    const holder = readHolder(path);
    if (holder && isAlive(holder.pid)) throw new FolderInUseError(dataDir, holder);
    if (!removeStale(path)) return new FolderLock(path, mine, false);
  }
}

/** The live program holding a data folder, or null when it is free (or held by a stale lock). */
export function folderHolder(dataDir: string): LockHolder | null {
  const holder = readHolder(join(dataDir, LOCK_FILE));
  return holder && isAlive(holder.pid) ? holder : null;
}

/** How often a program waiting for another to say where it serves looks again. */
const POLL_MS = 100;

/**
 * The program holding a data folder, once it says where it serves (it records its address as soon as
 * it listens). Null when there is none, or no address came within `withinMs`.
 */
export async function appOnFolder(
  dataDir: string,
  withinMs = 10_000,
): Promise<(LockHolder & { url: string }) | null> {
  for (let waited = 0; ; waited += POLL_MS) {
    const holder = folderHolder(dataDir);
    if (!holder) return null;
    if (holder.url) return { ...holder, url: holder.url };
    if (waited >= withinMs) return null;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The lock file's mode: it holds no secret, but what runs on the folder is its owner's business. */
const LOCK_MODE = 0o600;

/**
 * Creates the lock file only if there is none (of two programs starting at once, one wins; a link in its
 * place is there already), whole: one that was made but not written (a full disk) is removed again.
 */
function createLock(path: string, text: string): void {
  const { O_WRONLY, O_CREAT, O_EXCL, O_NOFOLLOW = 0 } = constants;
  const fd = openSync(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, LOCK_MODE);
  try {
    writeSync(fd, text);
  } catch (err) {
    closeSync(fd);
    unlinkSync(path);
    throw err;
  }
  closeSync(fd);
}

/** Removes a stale lock; false when the folder does not let it go (read-only). */
function removeStale(path: string): boolean {
  try {
    unlinkSync(path);
  } catch (err) {
    if (!isFileError(err)) throw err;
    // ENOENT: another program starting at the same moment removed it first; fine, try again.
    return err.code === 'ENOENT';
  }
  return true;
}

/** An error of the file system (it has a code such as EACCES), not a bug. */
function isFileError(err: unknown): err is NodeJS.ErrnoException & { code: string } {
  return err instanceof Error && typeof (err as NodeJS.ErrnoException).code === 'string';
}

/** The holder a lock file names; null when there is none or it cannot be read as one. */
function readHolder(path: string): LockHolder | null {
  let text: string;
  try {
    // Not through a link, nor from a pipe: either is no lock of ours, and stale.
    text = readSmallFile(path, 4096, { followLinks: false }).toString('utf8');
  } catch {
    return null;
  }
  try {
    const value = JSON.parse(text) as Partial<LockHolder> | null;
    if (
      value &&
      Number.isInteger(value.pid) &&
      value.pid! > 0 &&
      typeof value.program === 'string' &&
      Object.hasOwn(NAMES, value.program) &&
      (value.url === null || (typeof value.url === 'string' && servedHere(value.url))) &&
      typeof value.started === 'string'
    ) {
      return value as LockHolder;
    }
  } catch {
    // Not JSON: a lock cut short, treated as stale below.
  }
  return null;
}

/** Whether a process runs: signal 0 checks without sending anything (EPERM: it runs, as another user). */
function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether `url` is an address a program of ours records: `http://` an address of this machine (by IP,
 * loopback or one of its interfaces'), a port, nothing after. Anything else in a lock (a page elsewhere,
 * a `javascript:` one) was not written by a program of ours: no household key is ever handed to it.
 */
export function servedHere(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const address = parsed.hostname.replace(/^\[|\]$/g, '');
  return (
    parsed.protocol === 'http:' &&
    parsed.port !== '' &&
    (url === `http://${parsed.host}` || url === `http://${parsed.host}/`) &&
    isIP(address) !== 0 &&
    (address.startsWith('127.') || address === '::1' || ownAddress(address))
  );
}

function ownAddress(address: string): boolean {
  return Object.values(networkInterfaces()).some((list) => list?.some((i) => i.address === address));
}

/** An address without its `key` parameter. */
function withoutKey(url: string): string {
  const parsed = new URL(url);
  if (!parsed.searchParams.has('key')) return url;
  parsed.searchParams.delete('key');
  return parsed.href;
}
