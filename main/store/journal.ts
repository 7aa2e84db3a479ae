// Guarding the write-ahead log. SQLite in WAL mode keeps recent commits in norenberc.db-wal until a
// checkpoint copies them into norenberc.db: a WAL deleted or cut short loses them without a word. So
// every commit counts itself in the database and in a small file beside it (written after the commit,
// kept by the OS past a crash), and opening compares the two. Checkpoints run after a game ends, every
// CHECKPOINT_EVERY commits, and on a clean close, so the main file alone holds nearly everything.
import { closeSync, constants, openSync, writeSync } from 'node:fs';
import type { Db } from './database.ts';
import { asFault, healthOf, type StoreHealth } from './faults.ts';
import { readSmallFile } from './safeFiles.ts';

export const CHECKPOINT_EVERY = 100;

export class WriteJournal {
  private fd: number | null = null;
  /** The count written by the transaction now open, to record once it commits. */
  private pending: number | null = null;
  private sinceCheckpoint = 0;
  private checkpointDue = false;
  private readonly bump;

  constructor(
    private readonly db: Db,
    private readonly file: string,
  ) {
    this.bump = db.prepare('UPDATE journal SET commits = commits + 1 WHERE id = 1 RETURNING commits');
  }

  /**
   * At opening: a message when the database holds fewer commits than the counter file recorded (writes
   * were lost), null when all is there. From now on the file follows the database.
   */
  open(): string | null {
    const stored = (this.db.prepare('SELECT commits FROM journal WHERE id = 1').get() as { commits: number })
      .commits;
    let recorded: number | null = null;
    try {
      recorded = Number.parseInt(readSmallFile(this.file, 64, { followLinks: false }).toString('utf8'), 10);
    } catch {
      // No counter yet (a data folder from before it, or a new one): nothing to compare with.
    }
    try {
      // Never through a link left in its place (opening refuses one; this holds past that moment).
      const { O_WRONLY, O_CREAT, O_TRUNC, O_NOFOLLOW = 0 } = constants;
      this.fd = openSync(this.file, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW, 0o600);
      this.record(stored);
    } catch {
      // A read-only folder: the health check says so; the database itself may still be readable.
      this.fd = null;
    }
    if (recorded === null || !Number.isFinite(recorded) || recorded <= stored) return null;
    return (
      `${recorded - stored} of the last ${recorded} writes to the database are missing: its write-ahead log ` +
      `(norenberc.db-wal) was deleted or cut short, or an older copy of norenberc.db was put back. ` +
      `Games and history are as of the last write that survived.`
    );
  }

  /** Counts one write in the open transaction. */
  count(): void {
    this.pending = (this.bump.get() as { commits: number }).commits;
  }

  /** A game ended: its whole story should reach the main file at the next commit. */
  checkpointSoon(): void {
    this.checkpointDue = true;
  }

  /** After the outermost commit: records the count and checkpoints when due. Never throws. */
  committed(): void {
    if (this.pending !== null) this.record(this.pending);
    this.pending = null;
    this.sinceCheckpoint++;
    if (this.checkpointDue || this.sinceCheckpoint >= CHECKPOINT_EVERY) this.checkpoint('PASSIVE');
  }

  /** A transaction rolled back: its count never happened. */
  rolledBack(): void {
    this.pending = null;
  }

  /**
   * Copies the WAL into the main file. PASSIVE never waits for other connections; TRUNCATE (on close)
   * also empties the WAL. A checkpoint that cannot run now is simply tried again later.
   */
  checkpoint(mode: 'PASSIVE' | 'TRUNCATE'): void {
    try {
      this.db.pragma(`wal_checkpoint(${mode})`);
      this.sinceCheckpoint = 0;
      this.checkpointDue = false;
    } catch {
      // Busy or read-only: the WAL still holds everything, and the next checkpoint takes it.
    }
  }

  /** Whether a write goes through now: one small real commit, so a read-only file or full disk shows. */
  probe(): StoreHealth {
    try {
      this.write(() => undefined);
      return { ok: true };
    } catch (err) {
      return healthOf(err);
    }
  }

  /** Runs `write` in a transaction counted as one commit; SQLite faults come out typed. */
  write<T>(write: () => T): T {
    try {
      const result = this.db.transaction(() => {
        const value = write();
        this.count();
        return value;
      })();
      if (!this.db.inTransaction) this.committed();
      return result;
    } catch (err) {
      if (!this.db.inTransaction) this.rolledBack();
      throw asFault(err);
    }
  }

  close(): void {
    this.checkpoint('TRUNCATE');
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }

  private record(commits: number): void {
    if (this.fd === null) return;
    try {
      writeSync(this.fd, String(commits).padStart(16, '0'), 0);
    } catch {
      // The counter is a safeguard: a failure to write it must not fail the commit it follows.
    }
  }
}
