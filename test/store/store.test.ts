// The SQLite store on real files in temporary folders.
import Database from 'better-sqlite3';
import { mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { toRecord } from '../../engine/index.ts';
import { DB_FILE, NewerDatabaseError, openDatabase } from '../../main/store/database.ts';
import { openHostStore, refuseNewerDatabase } from '../../main/store/hostStore.ts';
import { MIGRATIONS } from '../../main/store/migrations.ts';
import {
  allPlayerStats,
  headToHead,
  importRecord,
  listMatches,
  openStore,
  playerStats,
  type Store,
} from '../../main/store/index.ts';
import { playRandom, start } from '../engine/play.ts';

const open: Store[] = [];
function tempStore(): Store {
  const store = openStore(mkdtempSync(join(tmpdir(), 'norenberc-store-')));
  open.push(store);
  return store;
}
afterEach(() => {
  for (const s of open.splice(0)) if (s.db.open) s.close();
});

const seats = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    name: `Player ${i + 1}`,
    color: 'blue',
    botLevel: null,
    tokenHash: `hash${i}`,
  }));

/** Stores a whole random game through create / append / finish, as the host does. */
function storeGame(store: Store, players: number, seed: number, gameId = `g${seed}`) {
  const { state, actions } = playRandom(start(players, `s${seed}`), seed);
  const record = toRecord(state, actions);
  const id = store.matches.create(gameId, record, seats(players), 1000 + seed);
  actions.forEach((a, i) => store.matches.append(id, i, a));
  const finished = store.matches.finish(id, 2000 + seed);
  if (!finished.ok) throw new Error(finished.error);
  return { id, state, record };
}

describe('opening the database', () => {
  it('creates a WAL database with foreign keys at the latest schema', () => {
    const store = tempStore();
    expect(store.db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(store.db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(store.db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    expect(store.recovered).toBeNull();
  });

  it('migrates from every older version, keeping the data', () => {
    const dir = mkdtempSync(join(tmpdir(), 'norenberc-migrate-'));
    const extra = [
      ...MIGRATIONS,
      'CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)',
      'ALTER TABLE notes ADD COLUMN at INTEGER',
    ];
    for (let from = 0; from < extra.length; from++) {
      const sub = join(dir, String(from));
      const first = openDatabase(sub, extra.slice(0, from));
      if (from >= 1)
        first.db.prepare("INSERT INTO players (name, color, created_at) VALUES ('Ana', 'blue', 1)").run();
      first.db.close();
      const { db } = openDatabase(sub, extra);
      expect(db.pragma('user_version', { simple: true })).toBe(extra.length);
      expect(db.prepare("SELECT name FROM sqlite_schema WHERE name = 'notes'").get()).toBeTruthy();
      if (from >= 1) expect(db.prepare('SELECT name FROM players').all()).toEqual([{ name: 'Ana' }]);
      db.close();
    }
  });

  it('applies each migration in one transaction: a failing step leaves the previous version', () => {
    const dir = mkdtempSync(join(tmpdir(), 'norenberc-migrate-fail-'));
    openDatabase(dir).db.close();
    expect(() => openDatabase(dir, [...MIGRATIONS, 'CREATE TABLE a (x); CREATE TABLE players (y)'])).toThrow(
      /already exists/,
    );
    const db = new Database(join(dir, DB_FILE));
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    expect(db.prepare("SELECT name FROM sqlite_schema WHERE name = 'a'").get()).toBeUndefined();
    db.close();
  });

  it.each([
    [
      'a file that is not a database',
      (path: string) => writeFileSync(path, 'this is not sqlite '.repeat(400)),
    ],
    [
      'a foreign SQLite database',
      (path: string) => {
        const db = new Database(path);
        db.exec('CREATE TABLE invoices (id INTEGER)');
        db.close();
      },
    ],
  ])('moves %s aside with a message and starts fresh', (_, make) => {
    const dir = mkdtempSync(join(tmpdir(), 'norenberc-corrupt-'));
    make(join(dir, DB_FILE));
    const store = openStore(dir);
    open.push(store);
    expect(store.recovered).toMatch(/moved to .*norenberc\.db\.unreadable-\d+/);
    expect(store.db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    expect(readdirSync(dir).some((f) => f.startsWith(`${DB_FILE}.unreadable-`))).toBe(true);
    expect(listMatches(store.db)).toEqual([]);
  });

  it('leaves a database from a newer version exactly as it is, saying so with both schema numbers', () => {
    const dir = mkdtempSync(join(tmpdir(), 'norenberc-newer-'));
    const { db } = openDatabase(dir);
    db.pragma('user_version = 99');
    db.close();
    const path = join(dir, DB_FILE);
    const before = readFileSync(path);
    const touched = statSync(dir).mtimeMs;

    let thrown: unknown;
    try {
      openStore(dir);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(NewerDatabaseError);
    expect(thrown).toMatchObject({ path, schema: 99, known: MIGRATIONS.length });
    expect((thrown as Error).message).toBe(
      `The data in ${dir} was written by a newer version of Norenberc (database schema 99; this ` +
        `version reads schemas up to ${MIGRATIONS.length}). Nothing was changed: update Norenberc to ` +
        'the latest version to use it.',
    );
    const refusal = {
      name: 'StoreOpenError',
      kind: 'newer',
      dataDir: dir,
      message: (thrown as Error).message,
    };
    expect(() => openHostStore(dir, () => {})).toThrow(expect.objectContaining(refusal));
    expect(() => refuseNewerDatabase(dir)).toThrow(expect.objectContaining(refusal));
    expect(readFileSync(path).equals(before)).toBe(true);
    // Not even SQLite's -wal and -shm came and went: the schema was read from the file's header.
    expect(statSync(dir).mtimeMs).toBe(touched);
    expect(readdirSync(dir)).toEqual([DB_FILE]);
  });
});

describe('matches', () => {
  it('rebuilds the exact record from the appended actions', () => {
    const store = tempStore();
    const { id, record } = storeGame(store, 3, 1);
    expect(store.matches.record(id)).toEqual(record);
  });

  it('refuses an action out of order or twice, storing nothing', () => {
    const store = tempStore();
    const { state, actions } = playRandom(start(2, 'order'), 2, () => {}, 5);
    const id = store.matches.create('order', toRecord(state, []), seats(2), 1);
    store.matches.append(id, 0, actions[0]!);
    expect(() => store.matches.append(id, 0, actions[0]!)).toThrow(/does not expect action 0/);
    expect(() => store.matches.append(id, 2, actions[2]!)).toThrow(/does not expect action 2/);
    expect(store.matches.record(id)!.actions).toEqual([actions[0]]);
  });

  it('lists the history newest first by the moment each row shows (its end, or its start while it runs)', () => {
    const store = tempStore();
    // Started first but finished last; started second, finished at 2002; started third, still running.
    const first = storeGame(store, 2, 1, 'early-start'); // 1001 → 2001
    const second = storeGame(store, 2, 2, 'late-start'); // 1002 → 2002
    store.db.prepare('UPDATE matches SET finished_at = 3000 WHERE id = ?').run(first.id);
    const { state } = playRandom(start(2, 'running'), 3, () => {}, 3);
    const running = store.matches.create('running', toRecord(state, []), seats(2), 2500);
    expect(listMatches(store.db, {}).map((m) => m.id)).toEqual([first.id, running, second.id]);
  });

  it('lists unfinished games with their seats and tokens', () => {
    const store = tempStore();
    storeGame(store, 2, 3);
    const { state, actions } = playRandom(start(4, 'open'), 4, () => {}, 30);
    const id = store.matches.create('open', toRecord(state, []), seats(4), 5);
    actions.forEach((a, i) => store.matches.append(id, i, a));
    const [open1, ...rest] = store.matches.unfinished();
    expect(rest).toEqual([]);
    expect(open1!.gameId).toBe('open');
    expect(open1!.record.actions).toEqual(actions);
    expect(open1!.seats.map((s) => s.tokenHash)).toEqual(['hash0', 'hash1', 'hash2', 'hash3']);
  });

  it('lists the history newest first with final scores, filtered by status and player', () => {
    const store = tempStore();
    const a = storeGame(store, 2, 10);
    const b = storeGame(store, 3, 11);
    const list = listMatches(store.db);
    expect(list.map((m) => m.id)).toEqual([b.id, a.id]);
    expect(list[0]!.seats.map((s) => s.total)).toEqual(b.state.seats.map((_, i) => list[0]!.seats[i]!.total));
    expect(list[0]!.seats.every((s) => typeof s.rank === 'number')).toBe(true);
    expect(listMatches(store.db, { status: 'playing' })).toEqual([]);
    expect(listMatches(store.db, { playerCount: 2 }).map((m) => m.id)).toEqual([a.id]);
  });
});

describe('import', () => {
  it('adds a record once, replays it to the same scores, and refuses illegal ones whole', () => {
    const store = tempStore();
    const { state, actions } = playRandom(start(3, 'imp'), 7);
    const record = JSON.parse(JSON.stringify(toRecord(state, actions)));
    const done = importRecord(store, record, 50);
    expect(done).toMatchObject({ ok: true, finished: true });
    expect(importRecord(store, record, 51)).toEqual({
      ok: false,
      error: 'this record is already in the history, as match #1',
      existing: done.ok ? done.matchId : -1,
      held: { as: 'record' },
    });
    const bad = {
      ...record,
      seed: 'other',
      actions: [...record.actions.slice(0, 3), { type: 'sell', seat: 0, count: 40 }],
    };
    expect(importRecord(store, bad, 52)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/action 3 is illegal/),
      problem: { kind: 'illegal-action', index: 3, actions: 4 },
    });
    expect(listMatches(store.db)).toHaveLength(1);
    if (done.ok) expect(store.matches.record(done.matchId)!.actions).toEqual(actions);
  });

  it("keeps a record's bots bots, knows its game under other names, and refuses names alike", () => {
    const store = tempStore();
    const { state, actions } = playRandom(start(3, 'imp-bots'), 5);
    const record = toRecord(state, actions);
    const withBot = {
      ...record,
      players: record.players.map((p, i) => (i === 1 ? { ...p, bot: 'hard' } : p)),
    };
    const done = importRecord(store, withBot, 50);
    if (!done.ok) throw new Error(done.error);
    expect(store.matches.seats(done.matchId).map((s) => s.botLevel)).toEqual([null, 'hard', null]);
    expect(store.matches.record(done.matchId)!.players).toEqual(withBot.players);

    const renamed = { ...record, players: record.players.map((p) => ({ ...p, name: `${p.name}!` })) };
    expect(importRecord(store, renamed, 51)).toMatchObject({
      ok: false,
      existing: done.matchId,
      held: { as: 'game' },
      error:
        'the history holds this game (the same seed and deal: the same fingerprint) as match #1, with the ' +
        'same actions, whatever names this record gives',
    });
    const twins = {
      ...record,
      players: record.players.map((p, i) =>
        i === 2 ? { ...p, name: 'Аna' } : { ...p, name: i ? 'Ana' : 'Bo' },
      ),
    };
    expect(importRecord(store, twins, 52)).toMatchObject({
      ok: false,
      namesAlike: true,
      error: expect.stringContaining('players.2.name: "Аna" reads as "Ana", the name of seat 1'),
    });
    expect(listMatches(store.db)).toHaveLength(1);
  });
});

describe('a record of a game the history holds', () => {
  it('is not added, and is said to be that game and how: the same actions, part of them, more, or others', () => {
    const store = tempStore();
    const { state, actions } = playRandom(start(3, 'held'), 7);
    const record = toRecord(state, actions);
    const done = importRecord(store, record, 50);
    if (!done.ok) throw new Error(done.error);
    const held = (input: unknown) => {
      const answer = importRecord(store, input, 51);
      if (answer.ok) throw new Error('added');
      expect(answer.existing).toBe(done.matchId);
      return answer.held;
    };
    const n = actions.length;
    expect(held(record)).toEqual({ as: 'record' });
    expect(
      held({ ...record, players: record.players.map((p, i) => (i ? p : { ...p, name: 'Bob' })) }),
    ).toEqual({
      as: 'game',
    });
    const cut = { ...record, actions: actions.slice(0, 30) };
    expect(held(cut)).toEqual({ as: 'part', actions: 30, of: n });
    expect(importRecord(store, cut, 52)).toMatchObject({
      error: `the history holds this game (the same seed and deal: the same fingerprint) as match #1; this record holds only its first 30 of ${n} actions`,
    });
    // The same deal played otherwise: its actions part from the match's somewhere.
    const other = playRandom(start(3, 'held'), 8).actions;
    const at = other.findIndex((a, i) => JSON.stringify(a) !== JSON.stringify(actions[i]));
    expect(held({ ...record, actions: other })).toEqual({ as: 'other-actions', at });
    expect(listMatches(store.db)).toHaveLength(1);

    // The other way round: the history holds the first 30 actions, the record the whole game.
    const fresh = tempStore();
    expect(importRecord(fresh, cut, 50)).toMatchObject({ ok: true, finished: false });
    expect(importRecord(fresh, record, 51)).toMatchObject({
      ok: false,
      existing: 1,
      held: { as: 'more', actions: 30, of: n },
    });
    expect(listMatches(fresh.db)).toHaveLength(1);
  });

  it('that is refused says what is wrong with it as data, for a screen to word', () => {
    const store = tempStore();
    const { state, actions } = playRandom(start(2, 'told'), 3);
    const record = toRecord(state, actions);
    const problem = (input: unknown) => {
      const answer = importRecord(store, input, 50);
      return answer.ok ? null : answer.problem;
    };
    expect(problem({ ...record, format: 'norenberc-record/99' })).toEqual({
      kind: 'newer-format',
      format: 'norenberc-record/99',
      reads: 'norenberc-record/1',
    });
    const long = {
      ...record,
      players: record.players.map((p, i) => (i ? { ...p, name: 'x'.repeat(25) } : p)),
    };
    expect(problem(long)).toEqual({ kind: 'name', seat: 1, problem: 'long', max: 24 });
    const deal = structuredClone(record.deal!);
    deal.guestStack[0] = deal.guestStack[1]!;
    expect(problem({ ...record, deal })).toEqual({ kind: 'deal' });
    expect(listMatches(store.db)).toHaveLength(0);
  });
});

describe('statistics', () => {
  it('count games, wins, categories and head-to-head from the results', () => {
    const store = tempStore();
    const games = [storeGame(store, 2, 20), storeGame(store, 2, 21), storeGame(store, 3, 22)];
    const ana = allPlayerStats(store.db).find((p) => p.name === 'Player 1')!;
    expect(ana.games).toBe(3);
    const wins = games.filter((g) => {
      const list = listMatches(store.db).find((m) => m.id === g.id)!;
      return list.seats[0]!.rank === 1;
    }).length;
    expect(ana.wins).toBe(wins);
    expect(ana.byPlayerCount.map((c) => [c.players, c.games])).toEqual([
      [2, 2],
      [3, 1],
    ]);
    const totals = listMatches(store.db).map((m) => m.seats[0]!.total!);
    expect(ana.bestScore).toBe(Math.max(...totals));
    expect(ana.averageScore).toBeCloseTo(totals.reduce((x, y) => x + y, 0) / 3);
    expect(ana.recentForm.map((r) => r.matchId)).toEqual([games[2]!.id, games[1]!.id, games[0]!.id]);
    // The win rate game by game: the seats and wins of all games up to each.
    expect(ana.progress.map((p) => [p.game, p.finishedAt, p.seats])).toEqual([
      [1, 2020, 1],
      [2, 2021, 2],
      [3, 2022, 3],
    ]);
    expect(ana.progress.at(-1)!.wins).toBe(wins);
    // Profiles come with a seat's first action, so which of the two is `a` follows who moved first.
    const pair = headToHead(store.db).find((h) => [h.aName, h.bName].sort().join() === 'Player 1,Player 2')!;
    expect(pair.games).toBe(3);
    expect(pair.aAhead + pair.bAhead + pair.level).toBe(3);
    expect(playerStats(store.db, 9999)).toBeNull();
  });
});
