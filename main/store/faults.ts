// What a write to the database can run into, as typed errors the host can act on: a database busy
// with another program (try again later) or one that cannot be written at all (read-only, disk full,
// disk failing). Any other error stays as it is: a bug, not a fault of the disk.
export type FaultKind = 'busy' | 'read-only' | 'full' | 'io';

export class StoreFaultError extends Error {
  override readonly name = 'StoreFaultError';
  /** Busy passes by itself; the other faults need the user (free space, permissions). */
  readonly retryable: boolean;

  constructor(
    readonly kind: FaultKind,
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.retryable = kind === 'busy';
  }
}

/** The result of a store health check: whether a write goes through now, and if not why. */
export type StoreHealth = { ok: true } | { ok: false; kind: FaultKind; retryable: boolean; message: string };

const PLAIN: Record<FaultKind, string> = {
  busy: 'the database is busy: another program holds it locked; try again in a moment',
  'read-only': 'the database cannot be written: its file or data folder is read-only',
  full: 'the database cannot be written: the disk is full',
  io: 'the database cannot be written: the disk reported an error',
};

function kindOf(code: string): FaultKind | null {
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return 'busy';
  if (code.startsWith('SQLITE_READONLY') || code.startsWith('SQLITE_CANTOPEN') || code === 'SQLITE_PERM')
    return 'read-only';
  // SQLITE_IOERR_SHMSIZE: the WAL's index (norenberc.db-shm) could not grow, which a full disk causes.
  if (code === 'SQLITE_FULL' || code === 'SQLITE_IOERR_SHMSIZE') return 'full';
  if (code.startsWith('SQLITE_IOERR')) return 'io';
  return null;
}

/** The typed fault for an error of SQLite's, or the error itself when it is no fault of the disk. */
export function asFault(err: unknown): unknown {
  if (err instanceof StoreFaultError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  const kind = typeof code === 'string' ? kindOf(code) : null;
  if (!kind) return err;
  return new StoreFaultError(kind, `${PLAIN[kind]} (${(err as Error).message})`, code as string);
}

export function healthOf(err: unknown): StoreHealth {
  const fault = asFault(err);
  if (!(fault instanceof StoreFaultError)) throw fault;
  return { ok: false, kind: fault.kind, retryable: fault.retryable, message: fault.message };
}
