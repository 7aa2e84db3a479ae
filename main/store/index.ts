// The SQLite store of one data folder: match history, statistics and the actions of every game.
import { openDatabase, type Db } from './database.ts';
import { MatchStore } from './matches.ts';

export interface Store {
  db: Db;
  path: string;
  matches: MatchStore;
  /** Set when an unusable database file was moved aside at opening (show it to the user). */
  recovered: string | null;
  close(): void;
}

export function openStore(dir: string): Store {
  const { db, path, recovered } = openDatabase(dir);
  return { db, path, matches: new MatchStore(db), recovered, close: () => db.close() };
}

export { defaultDataDir } from './dataDir.ts';
export { importRecord, listMatches, type HistoryFilter } from './history.ts';
export { allPlayerStats, headToHead, playerStats } from './stats.ts';
