// The store admits exactly the engine's table sizes and bot levels, from the engine's own lists, with
// no CHECK in the schema that spells them (a new size or level would otherwise need a table rebuilt by
// hand). The migration that took those CHECKs out keeps every row, column, index, trigger and foreign
// key as it was.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOT_LEVELS } from '../../engine/bots/index.ts';
import { MAX_PLAYERS, MIN_PLAYERS, PLAYER_COUNTS } from '../../engine/players.ts';
import { openDatabase, type Db } from '../../main/store/database.ts';
import { MIGRATIONS } from '../../main/store/migrations.ts';

function fresh(migrations = MIGRATIONS): Db {
  return openDatabase(mkdtempSync(join(tmpdir(), 'norenberc-checks-')), migrations).db;
}

function addMatch(db: Db, gameId: string, players: number): number {
  return Number(
    db
      .prepare(
        `INSERT INTO matches (game_id, seed, player_count, setup, status, started_at) VALUES (?, 's', ?, '{}', 'playing', 1)`,
      )
      .run(gameId, players).lastInsertRowid,
  );
}

function addPlayer(db: Db, name: string, level: string | null): number {
  return Number(
    db
      .prepare('INSERT INTO players (name, color, bot_level, created_at) VALUES (?, ?, ?, 1)')
      .run(name, 'blue', level).lastInsertRowid,
  );
}

function addSeat(db: Db, match: number, seat: number, level: string | null, profile = level): void {
  db.prepare(
    'INSERT INTO seats (match_id, seat, name, color, bot_level, profile_bot_level) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(match, seat, `Seat ${seat}`, 'red', level, profile);
}

describe("the store's checks of the engine's extension points", () => {
  it('admit every table size of the engine and refuse the others', () => {
    const db = fresh();
    for (const n of PLAYER_COUNTS) addMatch(db, `ok-${n}`, n);
    for (const n of [0, MIN_PLAYERS - 1, MAX_PLAYERS + 1])
      expect(() => addMatch(db, `no-${n}`, n), String(n)).toThrow(
        /CHECK constraint failed: matches.player_count/,
      );
    const id = addMatch(db, 'grows', MIN_PLAYERS);
    expect(() =>
      db.prepare('UPDATE matches SET player_count = ? WHERE id = ?').run(MAX_PLAYERS + 1, id),
    ).toThrow(/matches.player_count/);
    expect(db.prepare('SELECT count(*) AS n FROM matches').get()).toEqual({ n: PLAYER_COUNTS.length + 1 });
  });

  it('admit every bot level of the engine, or none, and refuse another', () => {
    const db = fresh();
    const match = addMatch(db, 'bots', MAX_PLAYERS);
    BOT_LEVELS.forEach((level, i) => {
      addPlayer(db, `Bot ${level}`, level);
      addSeat(db, match, i, level);
    });
    addPlayer(db, 'Ana', null);
    addSeat(db, match, BOT_LEVELS.length, null);
    expect(() => addPlayer(db, 'Bot', 'grandmaster')).toThrow(/CHECK constraint failed: players.bot_level/);
    expect(() => addSeat(db, match, 9, 'grandmaster', null)).toThrow(/seats.bot_level/);
    expect(() => addSeat(db, match, 9, null, 'grandmaster')).toThrow(/seats.profile_bot_level/);
    expect(() => db.prepare("UPDATE seats SET bot_level = 'grandmaster' WHERE seat = 0").run()).toThrow(
      /seats.bot_level/,
    );
  });

  it('are in no CHECK of the schema, which spells no table size and no bot level', () => {
    const schema = (
      fresh().prepare("SELECT group_concat(sql, ';') AS sql FROM sqlite_schema").get() as { sql: string }
    ).sql;
    expect(schema).not.toMatch(/player_count\s+(NOT\s+)?(BETWEEN|IN\b|[<>=])/i);
    for (const level of BOT_LEVELS) expect(schema, level).not.toContain(`'${level}'`);
  });
});

/** What a schema holds of each object, apart from the CHECKs on the table sizes and bot levels. */
function shape(db: Db): Record<string, unknown> {
  const objects = db
    .prepare(
      "SELECT type, name, tbl_name AS tbl, sql FROM sqlite_schema WHERE name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    .all() as { type: string; name: string; tbl: string; sql: string | null }[];
  return Object.fromEntries(
    objects.map((o) => [
      o.name,
      o.type === 'table'
        ? {
            columns: db
              .prepare(`SELECT name, type, "notnull", dflt_value, pk FROM pragma_table_info(?)`)
              .all(o.name),
            keys: db
              .prepare('SELECT "table", "from", "to", on_delete FROM pragma_foreign_key_list(?)')
              .all(o.name),
          }
        : { type: o.type, on: o.tbl, sql: o.sql?.replace(/\s+/g, ' ') },
    ]),
  );
}

describe('the migration that takes the CHECKs out', () => {
  const step = MIGRATIONS.findIndex((m) => m.includes('CREATE TABLE players_new'));

  it('keeps every column, foreign key, index and trigger, and every row', () => {
    expect(step).toBe(11);
    const dir = mkdtempSync(join(tmpdir(), 'norenberc-checks-'));
    const before = openDatabase(dir, MIGRATIONS.slice(0, step)).db;
    const first = addMatch(before, 'first', 2);
    const rematch = addMatch(before, 'rematch', 3);
    before.prepare('UPDATE matches SET series_id = ? WHERE id = ?').run(first, rematch);
    const ana = addPlayer(before, 'Ana', null);
    const bot = addPlayer(before, 'Bot (hard)', 'hard');
    addSeat(before, first, 0, null);
    addSeat(before, first, 1, 'hard');
    const sit = before.prepare('UPDATE seats SET player_id = ? WHERE match_id = ? AND seat = ?');
    sit.run(ana, first, 0);
    sit.run(bot, first, 1);
    before.prepare("INSERT INTO actions VALUES (?, 0, '{}')").run(first);
    const rows = (db: Db): unknown[] =>
      ['players', 'matches', 'seats', 'actions'].map((t) =>
        db.prepare(`SELECT * FROM ${t} ORDER BY 1, 2`).all(),
      );
    const kept = rows(before);
    const schema = shape(before);
    before.close();

    // That migration alone: later ones may add columns of their own.
    const after = openDatabase(dir, MIGRATIONS.slice(0, step + 1)).db;
    expect(after.pragma('user_version', { simple: true })).toBe(step + 1);
    expect(rows(after)).toEqual(kept);
    expect(shape(after)).toEqual(schema);
    // The CHECK that is no extension point stays.
    expect(() => after.prepare("UPDATE matches SET status = 'lost' WHERE id = ?").run(first)).toThrow(
      /CHECK/,
    );
    // The references still act: a match deleted takes its seats and actions, and leaves its rematch.
    after.prepare('DELETE FROM matches WHERE id = ?').run(first);
    expect(after.prepare('SELECT count(*) AS n FROM seats').get()).toEqual({ n: 0 });
    expect(after.prepare('SELECT count(*) AS n FROM actions').get()).toEqual({ n: 0 });
    expect(after.prepare('SELECT series_id FROM matches WHERE id = ?').get(rematch)).toEqual({
      series_id: null,
    });
    expect(after.pragma('foreign_key_check')).toEqual([]);
  });
});
