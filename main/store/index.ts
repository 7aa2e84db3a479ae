// The SQLite store of one data folder: match history, statistics and the actions of every game.
import { COMMITS_SUFFIX, openDatabase, type Db } from './database.ts';
import type { StoreHealth } from './faults.ts';
import { WriteJournal } from './journal.ts';
import { ChatLog } from './chatLog.ts';
import { MatchStore } from './matches.ts';
import { TakeBacks } from './takeBacks.ts';
import { ReviewStore } from './reviews.ts';
import { HouseholdLadder } from './ladderStore.ts';

export interface Store {
  db: Db;
  path: string;
  matches: MatchStore;
  takeBacks: TakeBacks;
  chat: ChatLog;
  reviews: ReviewStore;
  /** The household's ladder, over the whole history. */
  ladder: HouseholdLadder;
  /** Set when an unusable database file was moved aside at opening (show it to the user). */
  recovered: string | null;
  /** Set when writes committed earlier are missing from the database (a lost or cut WAL). */
  lostWrites: string | null;
  /** Whether a write goes through now (one small commit); why not when it does not. */
  writable(): StoreHealth;
  /** Checkpoints the WAL into the main file and closes. */
  close(): void;
}

export interface StoreOptions {
  /** Where the store reports what it sets aside (a match whose rows cannot be read). */
  log?: (line: string) => void;
}

export function openStore(dir: string, options: StoreOptions = {}): Store {
  const { db, path, recovered } = openDatabase(dir);
  const journal = new WriteJournal(db, path + COMMITS_SUFFIX);
  const lostWrites = journal.open();
  const log = options.log ?? ((line: string) => void process.stderr.write(`${line}\n`));
  return {
    db,
    path,
    matches: new MatchStore(db, journal, log),
    takeBacks: new TakeBacks(db, journal),
    chat: new ChatLog(db, journal),
    reviews: new ReviewStore(db, journal),
    ladder: new HouseholdLadder(db),
    recovered,
    lostWrites,
    writable: () => journal.probe(),
    close: () => {
      journal.close();
      db.close();
    },
  };
}

export { NewerDatabaseError, newerDatabase } from './database.ts';
export { defaultDataDir } from './dataDir.ts';
export { StoreFaultError, type FaultKind, type StoreHealth } from './faults.ts';
export { listMatches, type HistoryFilter } from './history.ts';
export { importRecord } from './recordImport.ts';
export { allPlayerStats, headToHead, playerStats } from './stats.ts';
