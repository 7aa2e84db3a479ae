// Issue 16, findings 4, 5 and 6: a database that cannot be opened, written, or is locked by another
// program; a damaged row; a lost or cut write-ahead log. Real files, real second processes.
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { connect, type Client } from '../../protocol/client.ts';
import { openHostStore } from '../../main/store/hostStore.ts';
import { StoreFaultError, listMatches, openStore } from '../../main/store/index.ts';
import { DB_FILE } from '../../main/store/database.ts';
import { testHost } from '../host/helpers.ts';
import { hostProcess, lockHolder, readOnlyFolder, runScript } from './processes.ts';

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

const tempDir = (name: string): string => mkdtempSync(join(tmpdir(), `norenberc-${name}-`));

async function client(url: string): Promise<Client> {
  const c = await connect(url, { WebSocket });
  cleanup.push(() => c.close());
  return c;
}

/**
 * A data folder left by a program that stopped without closing: LAN games A (`actions` played) and B.
 */
async function crashedFolder(dir: string, actions = 1): Promise<void> {
  await runScript(`
    import { openStore } from './main/store/index.ts';
    import { start, playRandom } from './test/engine/play.ts';
    import { toRecord } from './engine/index.ts';
    const store = openStore(${JSON.stringify(dir)});
    for (const game of ['A', 'B']) {
      const { state, actions } = playRandom(start(2, game), 1, () => {}, ${actions});
      const seats = ['Ana', 'Ben'].map((name) => ({ name, color: 'blue', botLevel: null, tokenHash: null }));
      const id = store.matches.create(game, toRecord(state, []), seats, 1);
      // Played at a LAN host: \`norenberc host\` brings back LAN games (local ones wait for the app).
      store.matches.setTable(id, game, null, null, { name: 'Test', port: 0 });
      actions.forEach((a, i) => store.matches.append(id, i, a));
    }
    process.exit(0);
  `);
}

describe('a database that cannot be opened or written', () => {
  it('stops the host with the reason, exit 1, when the data folder cannot be made', async () => {
    const file = join(tempDir('notdir'), 'file');
    writeFileSync(file, 'a file, not a folder');
    const host = hostProcess(join(file, 'data'));
    const { code } = await host.exited;
    expect(code).toBe(1);
    expect(host.stderr()).toMatch(
      /The data folder .*file\/data cannot be made: a part of its path is a file, not a folder\./,
    );
    expect(host.stderr()).not.toMatch(/\n\s+at /);
  });

  it('says at start that a read-only data folder cannot be written, and still serves the history', async () => {
    const dir = tempDir('readonly');
    await crashedFolder(dir);
    const host = hostProcess(dir, readOnlyFolder(dir));
    cleanup.push(() => void host.child.kill('SIGKILL'));
    const port = await host.listening;
    expect(host.stderr()).toMatch(/warning: the database cannot be written: .*read-only/);
    expect(host.stderr()).toMatch(
      /household\.key cannot be written .*: the household's key lasts for this run only/,
    );
    // The operator's own view: the whole history of the folder.
    const guest = await client(`ws://127.0.0.1:${port}/ws?key=${host.key()}`);
    expect((await guest.history()).matches.map((m) => m.gameId).sort()).toEqual(['A', 'B']);
    host.child.kill('SIGTERM');
    expect((await host.exited).code).toBe(0);
  });

  it('never waits seconds on a lock held by another program, and stores the game once it goes', async () => {
    const dir = tempDir('locked');
    const logged: string[] = [];
    const opened = openHostStore(dir, (line) => logged.push(line));
    const host = await testHost({ store: opened.store, archive: opened.store, log: (l) => logged.push(l) });
    cleanup.push(async () => {
      await host.close();
      opened.close();
    });
    let lock = await lockHolder(join(dir, DB_FILE));
    let begun = Date.now();
    const health = opened.store.writable();
    expect(Date.now() - begun).toBeLessThan(1000);
    expect(health).toMatchObject({ ok: false, kind: 'busy', retryable: true });

    const ana = await client(host.wsUrl);
    const { gameId } = await ana.create([
      { kind: 'local', name: 'Ana' },
      { kind: 'local', name: 'Ben' },
    ]);
    // A game the store cannot write now is not started (it would be stuck at its first move).
    await expect(ana.start(gameId)).rejects.toThrow(
      /not started: the database is busy.*try again in a moment/,
    );
    await lock.release();
    await ana.start(gameId);
    lock = await lockHolder(join(dir, DB_FILE));
    begun = Date.now();
    await expect(ana.act(gameId, { type: 'pass', seat: 0 })).rejects.toThrow(/could not be saved/);
    expect(Date.now() - begun).toBeLessThan(1000);
    expect(logged.join('\n')).toMatch(/database is busy/);

    await lock.release();
    expect(opened.store.writable()).toEqual({ ok: true });
    await ana.act(gameId, { type: 'pass', seat: 0 });
    const [match] = (await ana.history()).matches;
    expect(match).toMatchObject({ gameId, status: 'playing', actions: 1 });
  });

  it('types a busy write as a retryable fault', async () => {
    const dir = tempDir('busy');
    const store = openStore(dir);
    cleanup.push(() => store.close());
    const lock = await lockHolder(store.path);
    try {
      expect(() => store.matches.setTable(1, 'x', null, null)).toThrow(StoreFaultError);
      try {
        store.matches.setTable(1, 'x', null, null);
      } catch (err) {
        expect(err).toMatchObject({
          kind: 'busy',
          retryable: true,
          code: expect.stringMatching(/^SQLITE_BUSY/),
        });
      }
    } finally {
      await lock.release();
    }
  });
});

describe('a damaged row', () => {
  it('sets aside its own match only: the host starts, resumes the others, answers history, stops on SIGTERM', async () => {
    const dir = tempDir('damaged');
    await crashedFolder(dir, 3);
    const store = openStore(dir);
    const b = store.matches.matchId('B')!;
    store.db.prepare('UPDATE actions SET action = \'{"type": pass\' WHERE match_id = ? AND idx = 1').run(b);
    store.db.prepare("UPDATE matches SET summary = 'not json' WHERE game_id = 'A'").run();
    store.close();

    const host = hostProcess(dir);
    cleanup.push(() => void host.child.kill('SIGKILL'));
    const port = await host.listening;
    expect(host.stdout()).toMatch(/resumed game A at action 3/);
    expect(host.stderr()).toMatch(/stored game B cannot be resumed .*set aside/);
    // The operator's own view: the whole history of the folder.
    const guest = await client(`ws://127.0.0.1:${port}/ws?key=${host.key()}`);
    const matches = (await guest.history()).matches;
    expect(matches.map((m) => [m.gameId, m.status]).sort()).toEqual([
      ['A', 'playing'],
      ['B', 'abandoned'],
    ]);
    expect(matches.find((m) => m.gameId === 'A')!.seats.map((s) => s.name)).toEqual(['Ana', 'Ben']);
    host.child.kill('SIGTERM');
    expect(await host.exited).toEqual({ code: 0, signal: null });
    expect(host.stdout()).toMatch(/closing/);
  });
});

describe('the write-ahead log', () => {
  it('is noticed when deleted or cut short after a crash', async () => {
    for (const damage of ['delete', 'halve'] as const) {
      const dir = tempDir(`wal-${damage}`);
      await crashedFolder(dir, 20);
      const wal = join(dir, `${DB_FILE}-wal`);
      if (damage === 'delete') rmSync(wal);
      else truncateSync(wal, Math.floor(statSync(wal).size / 2));
      const store = openStore(dir);
      cleanup.push(() => store.close());
      expect(store.lostWrites, damage).toMatch(/writes to the database are missing: its write-ahead log/);
    }
  });

  it('is checkpointed into the main file when a game ends and on a clean close', async () => {
    const dir = tempDir('wal-checkpoint');
    await runScript(`
      import { openStore } from './main/store/index.ts';
      import { start, playRandom } from './test/engine/play.ts';
      import { toRecord } from './engine/index.ts';
      const store = openStore(${JSON.stringify(dir)});
      const { state, actions } = playRandom(start(2, 'ends'), 2);
      const seats = ['Ana', 'Ben'].map((name) => ({ name, color: 'blue', botLevel: null, tokenHash: null }));
      const id = store.matches.create('ends', toRecord(state, []), seats, 1);
      actions.forEach((a, i) => store.matches.append(id, i, a));
      if (!store.matches.finish(id, 2).ok) throw new Error('not finished');
      process.exit(0);
    `);
    rmSync(join(dir, `${DB_FILE}-wal`));
    const store = openStore(dir);
    expect(store.lostWrites).toBeNull();
    expect(listMatches(store.db)).toMatchObject([{ gameId: 'ends', status: 'finished' }]);
    store.matches.setTable(store.matches.matchId('ends')!, 'renamed', null, null);
    store.close();
    const wal = join(dir, `${DB_FILE}-wal`);
    expect(existsSync(wal) ? statSync(wal).size : 0).toBe(0);
    expect(Number(readFileSync(join(dir, `${DB_FILE}-commits`), 'utf8'))).toBeGreaterThan(0);
    const again = openStore(dir);
    cleanup.push(() => again.close());
    expect(again.lostWrites).toBeNull();
  });
});
