// The lock of a data folder, on real files, with real processes alive and gone.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FolderInUseError,
  LOCK_FILE,
  acquireFolderLock,
  appOnFolder,
  folderHolder,
  type LockHolder,
} from '../../main/store/folderLock.ts';
import { ROOT } from './processes.ts';

const tempDir = (): string => mkdtempSync(join(tmpdir(), 'norenberc-lock-'));
const lockOf = (dir: string): LockHolder => JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'));

/** The id of a process that has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await once(child, 'exit');
  return child.pid!;
}

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (err) {
    return err;
  }
  throw new Error('nothing was thrown');
}

describe('the lock of a data folder', () => {
  it('names its holder, then where it serves, and is gone once released', () => {
    const dir = tempDir();
    const lock = acquireFolderLock(dir, 'start');
    expect(lock.held).toBe(true);
    const held = lockOf(dir);
    expect(held).toEqual({ pid: process.pid, program: 'start', url: null, started: held.started });
    expect(Number.isNaN(Date.parse(held.started))).toBe(false);
    // Where it serves, without the household's key: the lock is no place for a secret.
    lock.setUrl(`http://127.0.0.1:4720/?key=${'k'.repeat(32)}`);
    expect(lockOf(dir)).toEqual({ ...held, url: 'http://127.0.0.1:4720/' });
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).not.toContain('k'.repeat(32));
    expect(folderHolder(dir)).toEqual(lockOf(dir));
    lock.release();
    expect(readdirSync(dir)).toEqual([]);
    expect(folderHolder(dir)).toBeNull();
    lock.release();
    expect(acquireFolderLock(dir, 'host').path).toBe(join(dir, LOCK_FILE));
  });

  it('refuses a second program while the first runs, naming the folder, the program, its process and address', () => {
    const dir = tempDir();
    const first = acquireFolderLock(dir, 'host');
    first.setUrl('http://127.0.0.1:4719');
    const before = readFileSync(join(dir, LOCK_FILE));
    const err = thrownBy(() => acquireFolderLock(dir, 'start'));
    expect(err).toBeInstanceOf(FolderInUseError);
    expect(err).toMatchObject({ dataDir: dir, holder: { pid: process.pid, program: 'host' } });
    expect((err as Error).message).toBe(
      `The data folder ${dir} is in use by norenberc host (process ${process.pid}, at http://127.0.0.1:4719). ` +
        `Stop it first, or use another data folder (--data-dir). If no such program is running, delete ${join(dir, LOCK_FILE)}.`,
    );
    expect(readFileSync(join(dir, LOCK_FILE)).equals(before)).toBe(true);
    first.release();
  });

  it('refuses while another live process holds it', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'process.stdin.resume()'], {
      stdio: ['pipe', 'ignore', 'ignore'],
    });
    await once(other, 'spawn');
    const holder: LockHolder = {
      pid: other.pid!,
      program: 'desktop',
      url: null,
      started: new Date().toISOString(),
    };
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify(holder));
    try {
      expect(folderHolder(dir)).toEqual(holder);
      const err = thrownBy(() => acquireFolderLock(dir, 'host'));
      expect((err as Error).message).toMatch(
        new RegExp(`in use by the Norenberc desktop app \\(process ${other.pid}, still starting\\)`),
      );
    } finally {
      other.kill();
      await once(other, 'exit');
    }
  });

  it('takes over a lock whose process is gone, or that cannot be read', async () => {
    const dir = tempDir();
    const stale = {
      pid: await deadPid(),
      program: 'host',
      url: 'http://127.0.0.1:1',
      started: '2020-01-01T00:00:00.000Z',
    };
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify(stale));
    expect(folderHolder(dir)).toBeNull();
    const lock = acquireFolderLock(dir, 'start');
    expect(lockOf(dir)).toMatchObject({ pid: process.pid, program: 'start' });
    lock.release();

    writeFileSync(join(dir, LOCK_FILE), '{"pid": 12');
    acquireFolderLock(dir, 'host').release();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('leaves alone a lock that is no longer its own', async () => {
    const dir = tempDir();
    const lock = acquireFolderLock(dir, 'start');
    const successor = { pid: await deadPid(), program: 'host', url: null, started: new Date().toISOString() };
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify(successor));
    lock.release();
    expect(lockOf(dir)).toEqual(successor);
  });

  it('finds the program on a folder once it says where it serves, a host as an app', async () => {
    const dir = tempDir();
    expect(await appOnFolder(dir)).toBeNull();
    const host = acquireFolderLock(dir, 'host');
    host.setUrl('http://127.0.0.1:4719');
    expect(await appOnFolder(dir)).toMatchObject({ program: 'host', url: 'http://127.0.0.1:4719' });
    host.release();

    const start = acquireFolderLock(dir, 'start');
    const found = appOnFolder(dir);
    // It is still starting: the address it records a moment later is the one found.
    setTimeout(() => start.setUrl('http://127.0.0.1:4720/'), 250);
    expect(await found).toMatchObject({ pid: process.pid, program: 'start', url: 'http://127.0.0.1:4720/' });
    start.release();

    const silent = acquireFolderLock(dir, 'desktop');
    expect(await appOnFolder(dir, 200)).toBeNull();
    silent.release();
  });

  it('is not held where no file can be made, leaving the store to say what is wrong', () => {
    const file = join(tempDir(), 'a-file');
    writeFileSync(file, 'not a folder');
    const lock = acquireFolderLock(join(file, 'data'), 'host');
    expect(lock.held).toBe(false);
    lock.setUrl('http://127.0.0.1:4719');
    lock.release();
    expect(readFileSync(file, 'utf8')).toBe('not a folder');
  });

  it('is released when its process exits without closing, even on an uncaught error', async () => {
    for (const end of ['process.exit(0)', 'throw new Error("boom")']) {
      const dir = tempDir();
      const code = `
        import { existsSync } from 'node:fs';
        import { acquireFolderLock } from './main/store/folderLock.ts';
        acquireFolderLock(${JSON.stringify(dir)}, 'host');
        process.stdout.write(String(existsSync(${JSON.stringify(join(dir, LOCK_FILE))})));
        ${end};
      `;
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += String(chunk)));
      await once(child, 'exit');
      expect(out).toBe('true');
      expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    }
  });
});
