// Reading and writing the small files of the data folder and the records people hand the app. A read
// takes a regular file of a bounded size only: a FIFO would hang it and a device (/dev/zero) never end
// it, so the file is opened without waiting, looked at, then read no further than its bound. A write
// never goes through a symbolic link: the file is made whole beside its place, with its mode from the
// start, then renamed over it (a link standing there is replaced, its target left untouched).
import {
  closeSync,
  constants,
  fchmodSync,
  fstatSync,
  fsyncSync,
  openSync,
  readSync,
  renameSync,
  unlinkSync,
  writeSync,
  type Stats,
} from 'node:fs';

/** Why a file was not read, by kind (a screen words it in its player's language). */
export type FileProblemKind = 'missing' | 'link' | 'not-a-file' | 'too-large' | 'unreadable';

export class FileProblem extends Error {
  override readonly name = 'FileProblem';

  constructor(
    readonly kind: FileProblemKind,
    readonly path: string,
    message: string,
  ) {
    super(message);
  }
}

// Absent where the system has no such flag (Windows has neither FIFOs nor these flags).
const NO_FOLLOW = constants.O_NOFOLLOW ?? 0;
const NO_WAIT = constants.O_NONBLOCK ?? 0;

/**
 * The bytes of the regular file at `path`, of at most `maxBytes`. `followLinks: false` refuses a
 * symbolic link (kind `link`) rather than reading its target. Throws FileProblem saying what is wrong.
 */
export function readSmallFile(
  path: string,
  maxBytes: number,
  options: { followLinks?: boolean } = {},
): Buffer {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | NO_WAIT | (options.followLinks === false ? NO_FOLLOW : 0));
  } catch (err) {
    throw openProblem(path, err);
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) throw new FileProblem('not-a-file', path, `${path} is ${whatItIs(stat)}, not a file`);
    if (stat.size > maxBytes) throw tooLarge(path, stat.size, maxBytes);
    // Read to the end, one byte past the bound at most: a file that grows meanwhile is still refused.
    const buffer = Buffer.alloc(Math.min(stat.size, maxBytes) + 1);
    let length = 0;
    for (
      let n;
      length < buffer.length && (n = readSync(fd, buffer, length, buffer.length - length, null)) > 0;
    )
      length += n;
    if (length > maxBytes) throw tooLarge(path, length, maxBytes);
    return buffer.subarray(0, length);
  } catch (err) {
    if (err instanceof FileProblem) throw err;
    throw new FileProblem('unreadable', path, `cannot read ${path}: ${reason(err)}`);
  } finally {
    closeSync(fd);
  }
}

/**
 * Writes `data` as the file at `path`, created with `mode` (0o600: its owner alone reads it) and
 * never wider, whole or not at all: a crash leaves the old file or the new, and a symbolic link at
 * `path` is replaced by the file rather than followed. Throws the system's error (ENOSPC, EACCES, …).
 */
export function writeFileWhole(path: string, data: string, mode: number): void {
  // O_EXCL with O_NOFOLLOW: the temporary file is new, never a link someone left in its place.
  const temporary = `${path}.${process.pid}.tmp`;
  const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | NO_FOLLOW;
  let fd: number | null = null;
  try {
    try {
      fd = openSync(temporary, flags, mode);
    } catch (err) {
      // One left by a process of the same id that died writing it: it is ours to replace.
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      unlinkSync(temporary);
      fd = openSync(temporary, flags, mode);
    }
    // The umask may only have narrowed it; the file gets exactly its mode.
    if (process.platform !== 'win32') fchmodSync(fd, mode);
    writeSync(fd, data);
    fsyncSync(fd);
    closeSync(fd);
    fd = null;
    renameSync(temporary, path);
  } catch (err) {
    if (fd !== null) closeSync(fd);
    try {
      unlinkSync(temporary);
    } catch {
      // Never made, or gone already.
    }
    throw err;
  }
}

/** What a file that is not a regular one is, in words. */
function whatItIs(stat: Stats): string {
  if (stat.isDirectory()) return 'a folder';
  if (stat.isFIFO()) return 'a pipe (FIFO)';
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return 'a device';
  if (stat.isSocket()) return 'a socket';
  return 'not a regular file';
}

function tooLarge(path: string, size: number, maxBytes: number): FileProblem {
  return new FileProblem('too-large', path, `${path} is too large (${mib(size)}; at most ${mib(maxBytes)})`);
}

function mib(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KiB` : `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

function openProblem(path: string, err: unknown): FileProblem {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'ENOENT')
    return new FileProblem('missing', path, `cannot read ${path}: there is no such file (ENOENT)`);
  // O_NOFOLLOW on a link: ELOOP on Linux, EMLINK on FreeBSD.
  if (code === 'ELOOP' || code === 'EMLINK')
    return new FileProblem('link', path, `${path} is a symbolic link, which is not followed`);
  if (code === 'EISDIR') return new FileProblem('not-a-file', path, `${path} is a folder, not a file`);
  return new FileProblem('unreadable', path, `cannot read ${path}: ${reason(err)}`);
}

/** A system error in words a person reads, with its code for a search. */
export function reason(err: unknown): string {
  const e = err as NodeJS.ErrnoException;
  const words: Record<string, string> = {
    EACCES: 'permission denied',
    EPERM: 'permission denied',
    ENOSPC: 'the disk is full',
    EDQUOT: 'the disk quota is used up',
    EROFS: 'the disk is read-only',
    EIO: 'the disk could not be read or written',
    ENOTDIR: 'a part of the path is not a folder',
    ENAMETOOLONG: 'the name is too long',
  };
  const said = e.code ? words[e.code] : undefined;
  return said ? `${said} (${e.code})` : e.code ? `${e.message}` : String(e.message ?? err);
}
