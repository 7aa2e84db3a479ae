// Opening the SQLite database: WAL, foreign keys, migrations by user_version, and recovery from a
// corrupt or foreign file (moved aside with a clear message; a fresh database takes its place). A
// database written by a newer version is neither: it is left exactly as it is, and the user told why.
import Database from 'better-sqlite3';
import { closeSync, constants, existsSync, mkdirSync, openSync, readSync, renameSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { FOLDER_MODE, refuseLinks } from './dataFolder.ts';
import { engineChecks } from './engineChecks.ts';
import { MIGRATIONS, type Migration } from './migrations.ts';

export const DB_FILE = 'norenberc.db';
/** The journal's counter file beside the database (moved aside with it). */
export const COMMITS_SUFFIX = '-commits';
/** PRAGMA application_id of our files: "NORB". */
const APPLICATION_ID = 0x4e4f5242;

/**
 * How long a statement waits for another program's lock. Everything runs on the host's event loop, so
 * this stays short: a busy database is reported (a typed fault) and tried again later, never waited on.
 */
export const BUSY_TIMEOUT_MS = 50;

export type Db = Database.Database;

interface OpenResult {
  db: Db;
  path: string;
  /** Set when an unreadable or foreign file was moved aside: says where and why. */
  recovered: string | null;
}

/** The database's file and its companions, by name. */
export function databaseFiles(): string[] {
  return ['', '-wal', '-shm', COMMITS_SUFFIX].map((suffix) => DB_FILE + suffix);
}

export function openDatabase(dir: string, migrations: readonly Migration[] = MIGRATIONS): OpenResult {
  const newer = newerDatabase(dir, migrations);
  if (newer) throw newer;
  mkdirSync(dir, { recursive: true, mode: FOLDER_MODE });
  const path = join(dir, DB_FILE);
  // SQLite follows a link to wherever it points: refused before it opens anything.
  refuseLinks(dir, databaseFiles());
  try {
    return { db: prepare(path, migrations), path, recovered: null };
  } catch (err) {
    if (!isUnusableFile(err)) throw err;
    const aside = `${path}.unreadable-${Date.now()}`;
    for (const suffix of ['', '-wal', '-shm', COMMITS_SUFFIX]) {
      if (existsSync(path + suffix)) renameSync(path + suffix, aside + suffix);
    }
    const reason = (err as Error).message;
    return {
      db: prepare(path, migrations),
      path,
      recovered: `${path} could not be used (${reason}); it was moved to ${aside} and a new database was created`,
    };
  }
}

class ForeignDatabaseError extends Error {}

/**
 * The database was written by a newer version of Norenberc: its history is sound, only this version
 * cannot read it. Nothing is moved or written; updating the app is the way on.
 */
export class NewerDatabaseError extends Error {
  override readonly name = 'NewerDatabaseError';

  constructor(
    readonly path: string,
    /** The schema number the file carries (its user_version). */
    readonly schema: number,
    /** The newest schema this version knows. */
    readonly known: number,
  ) {
    super(
      `The data in ${dirname(path)} was written by a newer version of Norenberc ` +
        `(database schema ${schema}; this version reads schemas up to ${known}). ` +
        'Nothing was changed: update Norenberc to the latest version to use it.',
    );
  }
}

/** SQLite's file header: its first bytes, and where it keeps user_version and application_id. */
const HEADER = { size: 100, magic: 'SQLite format 3\0', userVersion: 60, applicationId: 68 };

/**
 * The refusal of a folder's database written by a newer version, read from the file's header alone:
 * even a read-only connection makes SQLite's -wal and -shm files beside a WAL database (and may leave
 * them), so none is opened and the folder stays exactly as it was. Null when the folder holds no such
 * database. A newer schema that is still in the WAL only (after a crash) is caught at opening instead.
 */
export function newerDatabase(
  dir: string,
  migrations: readonly Migration[] = MIGRATIONS,
): NewerDatabaseError | null {
  const path = join(dir, DB_FILE);
  const header = Buffer.alloc(HEADER.size);
  let read: number;
  try {
    const fd = openSync(path, 'r');
    try {
      read = readSync(fd, header, 0, HEADER.size, 0);
    } finally {
      closeSync(fd);
    }
  } catch {
    // No file, or none that can be read: opening it says what is wrong.
    return null;
  }
  if (read < HEADER.size || header.toString('latin1', 0, HEADER.magic.length) !== HEADER.magic) return null;
  const version = header.readInt32BE(HEADER.userVersion);
  const ours = header.readInt32BE(HEADER.applicationId) === APPLICATION_ID;
  return ours && version > migrations.length
    ? new NewerDatabaseError(path, version, migrations.length)
    : null;
}

function isUnusableFile(err: unknown): boolean {
  if (err instanceof ForeignDatabaseError) return true;
  const code = (err as { code?: string }).code ?? '';
  return code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT' || code.startsWith('SQLITE_CORRUPT');
}

function prepare(path: string, migrations: readonly Migration[]): Db {
  createPrivately(path);
  const db = new Database(path, { timeout: BUSY_TIMEOUT_MS });
  try {
    const appId = db.pragma('application_id', { simple: true }) as number;
    const version = db.pragma('user_version', { simple: true }) as number;
    const tables = (db.prepare('SELECT count(*) AS n FROM sqlite_schema').get() as { n: number }).n;
    if (appId !== APPLICATION_ID && (tables > 0 || version > 0)) {
      throw new ForeignDatabaseError(`not a Norenberc database (application_id ${appId})`);
    }
    // Checked before anything is written (WAL mode, migrations): a connection that only read closes
    // leaving the file as it was.
    if (version > migrations.length) throw new NewerDatabaseError(path, version, migrations.length);
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok')
      throw Object.assign(new Error(`integrity check failed: ${String(check)}`), { code: 'SQLITE_CORRUPT' });
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    migrate(db, migrations);
    engineChecks(db);
    return db;
  } catch (err) {
    db.close();
    throw err;
  }
}

/**
 * A new database file is made readable by its owner alone; SQLite gives its -wal and -shm files the
 * same mode. An existing file is left as it is (an empty one is a new database to SQLite).
 */
function createPrivately(path: string): void {
  const { O_WRONLY, O_CREAT, O_EXCL, O_NOFOLLOW = 0 } = constants;
  try {
    closeSync(openSync(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o600));
  } catch {
    // There already, or not to be made here: SQLite says what is wrong as it opens it.
  }
}

/**
 * Brings the database to the last migration, one transaction per step. Foreign keys are off while a
 * step runs (dropping a table others refer to would otherwise delete their rows) and checked before it
 * commits: a step that leaves a dangling reference changes nothing.
 */
export function migrate(db: Db, migrations: readonly Migration[]): void {
  let version = db.pragma('user_version', { simple: true }) as number;
  if (version >= migrations.length) return;
  const foreignKeys = db.pragma('foreign_keys', { simple: true }) as number;
  db.pragma('foreign_keys = OFF');
  try {
    while (version < migrations.length) {
      const step = migrations[version]!;
      db.transaction(() => {
        db.exec(step);
        const dangling = db.pragma('foreign_key_check') as { table: string }[];
        if (dangling.length)
          throw new Error(`migration ${version + 1} leaves ${dangling[0]!.table} referring to nothing`);
        db.pragma(`application_id = ${APPLICATION_ID}`);
        db.pragma(`user_version = ${version + 1}`);
      })();
      version++;
    }
  } finally {
    db.pragma(`foreign_keys = ${foreignKeys ? 'ON' : 'OFF'}`);
  }
}
