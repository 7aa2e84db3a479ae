// Before a program opens a data folder's store, and when it cannot: a folder whose database a newer
// version wrote is left as it is, a path that is no folder refused, a missing folder made for its owner
// alone; and a store that cannot be opened or used (a full disk, a read-only folder) is said in one
// sentence with what to do, never as a stack trace.
import {
  DataFolderError,
  prepareDataFolder,
  refuseLinks,
  tightenOwnFiles,
  type DataFolderProblem,
} from './dataFolder.ts';
import { NewerDatabaseError, databaseFiles, newerDatabase } from './database.ts';
import { asFault, StoreFaultError, type FaultKind } from './faults.ts';
import { reason } from './safeFiles.ts';

/**
 * Why a data folder's store cannot be opened or used: a newer version's database, the folder itself, a
 * fault of the disk (full, read-only, busy, failing), or anything else.
 */
export type StoreProblem = 'newer' | DataFolderProblem | FaultKind | 'other';

/** A data folder's store cannot be opened or used: the message says why and what to do. */
export class StoreOpenError extends Error {
  override readonly name = 'StoreOpenError';

  constructor(
    readonly kind: StoreProblem,
    readonly dataDir: string,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/**
 * Refuses a data folder whose database a newer version wrote before anything is done there (a lock
 * taken, a file made): the folder is left exactly as it was.
 */
export function refuseNewerDatabase(dataDir: string): void {
  const newer = newerDatabase(dataDir);
  if (newer) throw new StoreOpenError('newer', dataDir, newer.message, { cause: newer });
}

/**
 * Readies a data folder before anything is done in it: refused (StoreOpenError) when a newer version's
 * database is there or the path is no folder; made, or tightened to its owner alone with the files of
 * Norenberc's it holds, and said in `log`.
 */
export function readyDataFolder(dataDir: string, log: (line: string) => void): void {
  refuseNewerDatabase(dataDir);
  let note: string | null;
  try {
    // A database that is a link is refused before anything changes, the folder's mode included.
    refuseLinks(dataDir, databaseFiles());
    note = prepareDataFolder(dataDir);
  } catch (err) {
    throw storeFailure(dataDir, err, 'open') ?? err;
  }
  if (note) log(note);
  for (const line of tightenOwnFiles(dataDir)) log(line);
}

const ADVICE: Record<FaultKind, [string, string]> = {
  full: ['the disk is full', 'Free some space on that disk, or use another folder (--data-dir).'],
  'read-only': [
    'its file or its folder is read-only, or not yours',
    'Check that you may write to the folder, or use another folder (--data-dir).',
  ],
  busy: ['another program holds it locked', 'Try again in a moment.'],
  io: ['the disk reported an error', 'Check the disk, or use another folder (--data-dir).'],
};

/**
 * The StoreOpenError for an error met opening (`open`) or using (`use`) the store of `dataDir`, in one
 * sentence with what to do; null for an error that is no fault of the folder or the disk (a bug).
 * Opening, any error is the store's: it is said with its own message.
 */
export function storeFailure(dataDir: string, err: unknown, doing: 'open' | 'use'): StoreOpenError | null {
  if (err instanceof StoreOpenError) return err;
  if (err instanceof NewerDatabaseError)
    return new StoreOpenError('newer', dataDir, err.message, { cause: err });
  if (err instanceof DataFolderError)
    return new StoreOpenError(err.kind, dataDir, err.message, { cause: err });
  const verb = doing === 'open' ? 'open' : 'write to';
  const fault = asFault(err);
  if (fault instanceof StoreFaultError) {
    const [why, what] = ADVICE[fault.kind];
    return new StoreOpenError(
      fault.kind,
      dataDir,
      `Norenberc cannot ${verb} its database in ${dataDir}: ${why} (${fault.code}). ${what}`,
      { cause: err },
    );
  }
  const code = (err as NodeJS.ErrnoException | null)?.code;
  if (typeof code === 'string' && !code.startsWith('SQLITE_') && !code.startsWith('ERR_'))
    return new StoreOpenError(
      'other',
      dataDir,
      `Norenberc cannot ${verb} its database in ${dataDir}: ${reason(err)}. ` +
        'Check that the folder exists and that you may write to it, or use another folder (--data-dir).',
      { cause: err },
    );
  if (doing === 'use') return null;
  return new StoreOpenError(
    'other',
    dataDir,
    `Norenberc cannot open its database in ${dataDir}: ${(err as Error).message}. ` +
      'Check that the folder exists, can be written, and is not used by another program (or pass --data-dir).',
    { cause: err },
  );
}
