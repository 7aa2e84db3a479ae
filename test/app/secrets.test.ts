// No secret on disk for others to read, against the programs people start (`norenberc start`,
// `norenberc host`) as child processes on real folders: the data folder is its owner's alone (made so,
// or tightened and said), every file holding the household's key is 0600, the lock names no key, no
// file of the folder is written through a symbolic link, and wrong keys are logged with their address,
// a line a minute each, and refused past their allowance while the right key still gets in.
import {
  chmodSync,
  lstatSync,
  readFileSync,
  readdirSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { HOUSEHOLD_KEY_FILE } from '../../main/app/householdKey.ts';
import { DB_FILE } from '../../main/store/database.ts';
import { LOCK_FILE } from '../../main/store/folderLock.ts';
import { newDataDir, startApp, startHostProgram, trackPrograms } from '../browser/programs.ts';
import { cli } from '../cli.ts';

const track = trackPrograms();

const modeOf = (path: string): number => statSync(path).mode & 0o777;
const keyOf = (url: string): string => new URL(url).searchParams.get('key')!;

/** Opens a WebSocket from `localAddress`: resolves with it (closed at once), or with the refusal's status. */
function knock(url: string, localAddress: string): Promise<'open' | number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { localAddress });
    ws.once('open', () => {
      ws.terminate();
      resolve('open');
    });
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.once('error', () => resolve(0));
  });
}

describe('the data folder', () => {
  it('is made its owner’s alone, with the key, the lock and the database 0600 and the lock naming no key', async () => {
    const dir = join(newDataDir('private'), 'data');
    const app = await track(startApp(dir));
    expect(modeOf(dir)).toBe(0o700);
    const key = keyOf(app.url);
    expect(readFileSync(join(dir, HOUSEHOLD_KEY_FILE), 'utf8')).toBe(`${key}\n`);
    for (const name of [HOUSEHOLD_KEY_FILE, LOCK_FILE, DB_FILE, `${DB_FILE}-wal`, `${DB_FILE}-shm`])
      expect([name, modeOf(join(dir, name))]).toEqual([name, 0o600]);
    const lock = readFileSync(join(dir, LOCK_FILE), 'utf8');
    expect(JSON.parse(lock)).toMatchObject({ url: `http://127.0.0.1:${app.port}/` });
    expect(lock).not.toContain(key);
    // A second start of the same user finds the page, its key read from household.key.
    const second = await cli('start', '--browser', '--no-open', '--port', '0', '--data-dir', dir);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain(`: ${app.url}\n`);
  });

  it('is tightened when others could read it, the key file and the database too, and says so', async () => {
    const dir = newDataDir('wide');
    // A database made earlier, since opened to others (as an older version left it, or a backup).
    expect((await cli('history', '--data-dir', dir)).code).toBe(0);
    chmodSync(join(dir, DB_FILE), 0o644);
    chmodSync(dir, 0o755);
    const key = 'K'.repeat(32);
    writeFileSync(join(dir, HOUSEHOLD_KEY_FILE), `${key}\n`, { mode: 0o644 });
    chmodSync(join(dir, HOUSEHOLD_KEY_FILE), 0o644);
    const host = await track(startHostProgram(dir));
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(join(dir, HOUSEHOLD_KEY_FILE))).toBe(0o600);
    expect(host.operatorUrl()).toBe(`${host.url}/?key=${key}`);
    expect(host.stderr()).toContain(
      `The data folder ${dir} could be read by other accounts (mode 755); it is now yours alone (mode 700).`,
    );
    for (const name of [HOUSEHOLD_KEY_FILE, DB_FILE])
      expect(host.stderr()).toContain(
        `${join(dir, name)} could be read by other accounts (mode 644); it is now yours alone (mode 600).`,
      );
    expect(modeOf(join(dir, DB_FILE))).toBe(0o600);
  });

  it('replaces a household.key that is a symbolic link, leaving what it points to untouched', async () => {
    const dir = newDataDir('key-link');
    const elsewhere = join(newDataDir('elsewhere'), 'notes.txt');
    writeFileSync(elsewhere, 'my notes\n', { mode: 0o644 });
    symlinkSync(elsewhere, join(dir, HOUSEHOLD_KEY_FILE));
    const app = await track(startApp(dir));
    expect(readFileSync(elsewhere, 'utf8')).toBe('my notes\n');
    expect(modeOf(elsewhere)).toBe(0o644);
    const file = join(dir, HOUSEHOLD_KEY_FILE);
    expect(lstatSync(file).isSymbolicLink()).toBe(false);
    expect(modeOf(file)).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toBe(`${keyOf(app.url)}\n`);
    expect(app.stderr()).toContain(
      `${file} is a symbolic link: it is not followed, and a file of its own replaces it (where it points is left untouched)`,
    );
  });

  it('refuses a database that is a symbolic link, in one line, changing nothing', async () => {
    const dir = newDataDir('db-link');
    const elsewhere = join(newDataDir('elsewhere'), 'other.db');
    writeFileSync(elsewhere, 'not yours to write');
    symlinkSync(elsewhere, join(dir, DB_FILE));
    // A folder others may look into: its mode is not changed either.
    chmodSync(dir, 0o755);
    for (const args of [['history'], ['host', '--port', '0', '--bind', '127.0.0.1', '--no-mdns']]) {
      const run = await cli(...args, '--data-dir', dir);
      expect(run).toMatchObject({ code: 1, stdout: '' });
      expect(run.stderr).toBe(
        `${join(dir, DB_FILE)} is a symbolic link: Norenberc writes only to files of its own in its data ` +
          'folder, never through a link. Put the file itself in its place, or remove the link.\n',
      );
    }
    expect(readFileSync(elsewhere, 'utf8')).toBe('not yours to write');
    expect(readdirSync(dir)).toEqual([DB_FILE]);
    expect(modeOf(dir)).toBe(0o755);
  });

  it('replaces a household.key that holds no key, and says so', async () => {
    const dir = newDataDir('key-bad');
    const file = join(dir, HOUSEHOLD_KEY_FILE);
    writeFileSync(file, 'abc\n', { mode: 0o600 });
    const app = await track(startApp(dir));
    expect(readFileSync(file, 'utf8')).toBe(`${keyOf(app.url)}\n`);
    expect(app.stderr()).toContain(
      `${file} does not hold a household key Norenberc wrote: a new one replaces it (pages opened with the old one are guests' pages now)`,
    );
  });

  it('is left as it is when it also holds files of others, and says what that means', async () => {
    const dir = newDataDir('shared');
    writeFileSync(join(dir, 'holiday.jpg'), 'a picture');
    chmodSync(dir, 0o755);
    const run = await cli('history', '--data-dir', dir);
    expect(run.code).toBe(0);
    expect(modeOf(dir)).toBe(0o755);
    expect(run.stderr).toContain(`note: other accounts can look into the data folder ${dir} (mode 755)`);
    // What Norenberc made there is its owner's alone all the same, and made so again when opened up.
    expect(modeOf(join(dir, DB_FILE))).toBe(0o600);
    chmodSync(join(dir, DB_FILE), 0o664);
    const again = await cli('history', '--data-dir', dir);
    expect(again.stderr).toContain(
      `${join(dir, DB_FILE)} could be read by other accounts (mode 664); it is now yours alone (mode 600).`,
    );
    expect(modeOf(join(dir, DB_FILE))).toBe(0o600);
    expect(modeOf(join(dir, 'holiday.jpg'))).toBe(0o644);
  });
});

describe('wrong household keys', () => {
  it('are logged with their address, once each, refused past ten a minute; the right key still gets in', async () => {
    const host = await track(startHostProgram(newDataDir('wrong-keys')));
    const ws = `ws://127.0.0.1:${host.port}/ws`;
    const key = keyOf(host.operatorUrl());
    for (const address of ['127.0.0.2', '127.0.0.3', '127.0.0.4'])
      expect(await knock(`${ws}?key=guess-from-${address}`, address)).toBe('open');
    // One address guesses on: its first ten are let in as a guest's, the next refused.
    const answers: ('open' | number)[] = [];
    for (let i = 0; i < 14; i++) answers.push(await knock(`${ws}?key=guess-${i}`, '127.0.0.5'));
    expect(answers).toEqual([...Array(10).fill('open'), ...Array(4).fill(429)]);
    // The household's key from that very address, and a guest without any key, are not held to it.
    expect(await knock(`${ws}?key=${key}`, '127.0.0.5')).toBe('open');
    expect(await knock(ws, '127.0.0.5')).toBe('open');
    const told = host.stderr().match(/a wrong household key from [\d.]+: let in as a guest/g);
    expect(told).toEqual(
      ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5'].map(
        (address) => `a wrong household key from ${address}: let in as a guest`,
      ),
    );
    expect(host.stderr()).not.toContain(key);
  });
});

describe('a folder made for the data', () => {
  it('makes missing parents its owner’s alone too', async () => {
    const parent = join(newDataDir('parents'), 'a', 'b');
    const run = await cli('history', '--data-dir', join(parent, 'data'));
    expect(run.code).toBe(0);
    expect(modeOf(parent)).toBe(0o700);
    expect(modeOf(join(parent, 'data'))).toBe(0o700);
  });
});
