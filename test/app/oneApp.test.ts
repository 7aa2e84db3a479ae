// One app per data folder, and a data folder from a newer version, through the real programs:
// `norenberc start` and `norenberc host` as child processes on real folders and loopback ports.
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { DB_FILE, openDatabase } from '../../main/store/database.ts';
import { LOCK_FILE, type LockHolder } from '../../main/store/folderLock.ts';
import { MIGRATIONS } from '../../main/store/migrations.ts';
import { newDataDir, startApp, startHostProgram, trackPrograms } from '../browser/programs.ts';
import { cli } from '../cli.ts';

const track = trackPrograms();

const lockOf = (dir: string): LockHolder => JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'));

const START = ['start', '--browser', '--no-open', '--port', '0'];
const HOST = ['host', '--port', '0', '--bind', '127.0.0.1', '--no-mdns'];
const STACK_LINE = /^\s+at /m;
const escape = (text: string): string => text.replace(/[.?*+^$()[\]\\]/g, '\\$&');

describe('one app per data folder', () => {
  it('a second start finds the running app, prints its page and exits 0', async () => {
    const dir = newDataDir('two-starts');
    const first = await track(startApp(dir));
    expect(first.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${first.port}/\\?key=[\\w-]{32}$`));
    // The lock names where it serves, never the key: the second start reads that from household.key.
    expect(lockOf(dir)).toMatchObject({
      pid: first.child.pid,
      program: 'start',
      url: `http://127.0.0.1:${first.port}/`,
    });

    const second = await cli(...START, '--data-dir', dir);
    expect(second).toEqual({
      code: 0,
      stdout: `Norenberc is already running on ${dir} (norenberc start, process ${first.child.pid}): ${first.url}\n`,
      stderr: '',
    });
    expect(await (await fetch(`http://127.0.0.1:${first.port}/health`)).json()).toMatchObject({ ok: true });
    // A host refused beside it names the app's address, and the household's page there.
    const host = await cli(...HOST, '--data-dir', dir);
    expect(host.code).toBe(1);
    expect(host.stderr).toContain(`at http://127.0.0.1:${first.port}/).`);
    expect(host.stderr).toMatch(
      new RegExp(
        `\\nYour own view there \\(whole history, players at one screen\\): ${escape(first.url)}\\n$`,
      ),
    );

    expect(await first.stop()).toBe(0);
    expect(readdirSync(dir)).not.toContain(LOCK_FILE);
  });

  it('a second host refuses, naming the household’s page there; a start shows that page, exit 0', async () => {
    const dir = newDataDir('two-hosts');
    const first = await track(startHostProgram(dir));
    // The operator's own page, as the running host printed it: its address with the household's key.
    const page = first.operatorUrl();
    expect(page).toMatch(new RegExp(`^${escape(first.url)}/\\?key=[\\w-]{32}$`));
    const refusal =
      `The data folder ${dir} is in use by norenberc host (process ${first.child.pid}, at ${first.url}). ` +
      `Stop it first, or use another data folder (--data-dir). If no such program is running, delete ${join(dir, LOCK_FILE)}.\n` +
      `Your own view there (whole history, players at one screen): ${page}\n`;

    const second = await cli(...HOST, '--data-dir', dir);
    expect(second).toEqual({ code: 1, stdout: '', stderr: refusal });
    // An app does not start beside a host: the host's games are opened there instead.
    const start = await cli(...START, '--data-dir', dir);
    expect(start).toEqual({
      code: 0,
      stdout: `Norenberc is already running on ${dir} (norenberc host, process ${first.child.pid}): ${page}\n`,
      stderr: '',
    });
    // The running host serves it.
    expect((await fetch(page)).status).toBe(200);

    expect(lockOf(dir)).toMatchObject({ pid: first.child.pid, program: 'host', url: first.url });
    expect(await first.stop()).toBe(0);
  });

  it('takes over the lock a killed host left behind', async () => {
    const dir = newDataDir('killed');
    const first = await startHostProgram(dir);
    await first.kill();
    expect(lockOf(dir)).toMatchObject({ pid: first.child.pid, program: 'host' });

    const next = await track(startApp(dir));
    expect(lockOf(dir)).toMatchObject({
      pid: next.child.pid,
      program: 'start',
      url: `http://127.0.0.1:${next.port}/`,
    });
    expect(await next.stop()).toBe(0);
    expect(readdirSync(dir)).not.toContain(LOCK_FILE);
  });

  it('hands the household’s key to no address a lock names but a Norenberc host’s', async () => {
    const dir = newDataDir('forged-lock');
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const forge = (url: string): void =>
      writeFileSync(
        join(dir, LOCK_FILE),
        JSON.stringify({ pid: 1, program: 'host', url, started: new Date().toISOString() }),
        { mode: 0o600 },
      );
    // An address of our shape where another program answers (process 1 is alive, and no Norenberc).
    const other = createHttpServer((_req, res) => res.end('{"ok":true}'));
    other.listen(0, '127.0.0.1');
    await once(other, 'listening');
    const silent = (other.address() as AddressInfo).port;
    onTestFinished(() => void other.close());
    forge(`http://127.0.0.1:${silent}`);
    const refusal =
      `The data folder ${dir} has a lock naming process 1 at http://127.0.0.1:${silent}, but no Norenberc ` +
      `answers there. If no Norenberc is running on this folder, delete ${join(dir, LOCK_FILE)}.\n`;
    expect(await cli(...START, '--data-dir', dir)).toEqual({ code: 1, stdout: '', stderr: refusal });
    const host = await cli(...HOST, '--data-dir', dir);
    expect(host).toMatchObject({ code: 1, stdout: '' });
    expect(host.stderr).toContain('but no Norenberc answers there');
    expect(host.stderr).not.toContain('key=');

    // An address no program of ours writes (a page elsewhere, a script): the lock is no lock of ours.
    for (const url of [
      'javascript:alert(1)//',
      'http://127.0.0.99:5/evil/path?x=1#',
      'https://127.0.0.1:5/',
    ]) {
      forge(url);
      const app = await track(startApp(dir));
      expect(app.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${app.port}/\\?key=`));
      expect(app.stdout()).not.toContain(url);
      expect(lockOf(dir)).toMatchObject({ pid: app.child.pid });
      expect(await app.stop()).toBe(0);
    }
  });

  it('a start and a host whose output nobody reads any more still stop cleanly, quietly, exit 0', async () => {
    for (const started of [
      startApp(newDataDir('unread-start')),
      startHostProgram(newDataDir('unread-host')),
    ]) {
      const program = await track(started);
      // The reader goes away (`norenberc host | head -3` once head has its lines): what the program
      // says as it closes goes nowhere, and it closes as on Ctrl-C.
      program.child.stdout!.destroy();
      expect(await program.stop()).toBe(0);
      expect(program.stderr()).not.toMatch(/EPIPE|unexpected error/);
      expect(readdirSync(program.dataDir)).not.toContain(LOCK_FILE);
    }
  });

  it.each([
    ['start', (busy: number) => startApp(newDataDir('busy-port'), busy), 'serving'],
    [
      'host',
      (busy: number) => startHostProgram(newDataDir('busy-port-host'), [], busy),
      'the LAN host opens',
    ],
  ])(
    'a %s on a port another program holds says so in a sentence and serves on the next free one',
    async (_, started, serves) => {
      const holder = createServer();
      holder.listen(0, '127.0.0.1');
      await once(holder, 'listening');
      const busy = (holder.address() as AddressInfo).port;
      try {
        const program = await track(started(busy));
        // One of the next few ports, not any free one: an address people saved or opened in a firewall.
        expect(program.port).toBeGreaterThan(busy);
        expect(program.port).toBeLessThanOrEqual(busy + 10);
        expect(program.stderr()).toContain(
          `Port ${busy} is taken by another program: ${serves} on port ${program.port} instead.`,
        );
        expect(program.stderr()).not.toMatch(STACK_LINE);
        expect(await program.stop()).toBe(0);
      } finally {
        holder.close();
      }
    },
  );
});

describe('a database from a newer version', () => {
  it('is refused by every program with both schema numbers, its folder left exactly as it was', async () => {
    const dir = newDataDir('newer');
    const { db } = openDatabase(dir);
    db.pragma('user_version = 99');
    db.close();
    const before = readFileSync(join(dir, DB_FILE));
    // Not a file is made in the folder, not even for a moment (SQLite's -wal and -shm, the lock).
    const touched = statSync(dir).mtimeMs;
    const record = join(mkdtempSync(join(tmpdir(), 'norenberc-record-')), 'game.json');
    writeFileSync(record, '{}');
    const message =
      `The data in ${dir} was written by a newer version of Norenberc (database schema 99; this version ` +
      `reads schemas up to ${MIGRATIONS.length}). Nothing was changed: update Norenberc to the latest ` +
      'version to use it.\n';

    for (const args of [
      HOST,
      START,
      ['history'],
      ['stats'],
      ['export', '1'],
      ['import', record],
      ['selfplay', '--resume'],
    ]) {
      const { code, stderr } = await cli(...args, '--data-dir', dir);
      // A start may first say that it builds the renderer: the message is the last thing said.
      expect({ args, code, said: stderr.slice(-message.length) }).toEqual({ args, code: 1, said: message });
      expect({ args, touched: statSync(dir).mtimeMs }).toEqual({ args, touched });
    }
    expect(readFileSync(join(dir, DB_FILE)).equals(before)).toBe(true);
    expect(readdirSync(dir)).toEqual([DB_FILE]);
  });
});
