// What the store admits of the engine's extension points, checked at each opening from the engine's own
// lists: a match's table size (MIN_PLAYERS to MAX_PLAYERS) and the bot level of a player or a seat
// (BOT_LEVELS). They are temporary triggers, the connection's and not the file's, so that a new table
// size or level needs no migration (a CHECK in the schema would need a table rebuilt for each).
import type Database from 'better-sqlite3';
import { BOT_LEVELS } from '../../engine/bots/index.ts';
import { MAX_PLAYERS, MIN_PLAYERS } from '../../engine/players.ts';

const levels = BOT_LEVELS.map((level) => `'${level.replaceAll("'", "''")}'`).join(', ');

/** Each checked column, and the condition on the new row that refuses it (null passes, as in a CHECK). */
const CHECKS = [
  { table: 'matches', column: 'player_count', refused: `NOT BETWEEN ${MIN_PLAYERS} AND ${MAX_PLAYERS}` },
  { table: 'players', column: 'bot_level', refused: `NOT IN (${levels})` },
  { table: 'seats', column: 'bot_level', refused: `NOT IN (${levels})` },
  { table: 'seats', column: 'profile_bot_level', refused: `NOT IN (${levels})` },
] as const;

/**
 * Makes the checks on this connection: a write they refuse fails as a CHECK constraint would. A column
 * the schema lacks (an older one, as tests open) is not checked.
 */
export function engineChecks(db: Database.Database): void {
  const has = db.prepare("SELECT 1 FROM pragma_table_info(?, 'main') WHERE name = ?");
  for (const { table, column, refused } of CHECKS) {
    if (!has.get(table, column)) continue;
    for (const [name, event] of [
      ['insert', 'INSERT'],
      ['update', `UPDATE OF ${column}`],
    ])
      db.exec(
        `CREATE TEMP TRIGGER ${table}_${column}_${name} BEFORE ${event} ON main.${table}
         WHEN NEW.${column} ${refused}
         BEGIN SELECT RAISE(ABORT, 'CHECK constraint failed: ${table}.${column}'); END`,
      );
  }
}
