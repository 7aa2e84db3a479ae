// The desktop app on a data folder it cannot use, with a fake 'electron' module: held by another
// program, written by a newer version, or no folder at all. It opens nothing of its own and changes
// nothing there, and says why in the system's language.
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LockProgram } from '../../main/store/folderLock.ts';

vi.mock('electron', () => import('./fakeElectron.ts'));

const fake = await import('./fakeElectron.ts');
const { runDesktop } = await import('../../main/desktop/main.ts');
const { acquireFolderLock } = await import('../../main/store/folderLock.ts');
const { DB_FILE, openDatabase } = await import('../../main/store/database.ts');
const { HOUSEHOLD_KEY_FILE } = await import('../../main/app/householdKey.ts');

const folder = fake.app.userData;

function desktop() {
  return runDesktop({
    paths: { renderer: '/app/renderer', preload: '/app/desktop/preload.cjs' },
    discover: () => {
      throw new Error('no LAN discovery in this test');
    },
    log: () => {},
  });
}

/** Starts the desktop app while `program`, serving at `url`, holds the folder: it runs nothing of its own. */
async function desktopBeside(program: LockProgram, url: string): Promise<void> {
  const holder = acquireFolderLock(folder, program);
  holder.setUrl(url);
  try {
    expect(await desktop()).toBeNull();
  } finally {
    holder.release();
  }
}

afterEach(() => {
  fake.app.exitCode = null;
  fake.app.languages = ['en-US'];
  fake.errors.length = 0;
  fake.opened.length = 0;
  for (const name of readdirSync(folder)) rmSync(join(folder, name));
});

describe('the desktop app on a folder it cannot use', () => {
  it('opens the household’s page of a `norenberc host` serving the folder, and exits 0', async () => {
    const key = 'k'.repeat(32);
    writeFileSync(join(folder, HOUSEHOLD_KEY_FILE), `${key}\n`);
    await desktopBeside('host', 'http://127.0.0.1:4719');
    expect(fake.app.exitCode).toBe(0);
    expect(fake.opened).toEqual([`http://127.0.0.1:4719/?key=${key}`]);
    expect(fake.errors).toEqual([]);
    expect(fake.FakeBrowserWindow.created).toEqual([]);
  });

  it('says who holds the folder when a host keeps no key there, and exits 1 without a window', async () => {
    await desktopBeside('host', 'http://127.0.0.1:4719');
    expect(fake.app.exitCode).toBe(1);
    expect(fake.errors).toEqual([
      `Norenberc cannot start: Its data folder ${folder} is in use by norenberc host (process ${process.pid}). ` +
        'Close it first. If it is not running, delete the file norenberc.lock in that folder.',
    ]);
    expect(fake.FakeBrowserWindow.created).toEqual([]);
    expect(readdirSync(folder)).toEqual([]);
  });

  it('opens the app a `norenberc start` serves from the folder, its key read from household.key, and exits 0', async () => {
    const key = 'q'.repeat(32);
    writeFileSync(join(folder, HOUSEHOLD_KEY_FILE), `${key}\n`);
    // The lock names where it serves, never the key (its holder asks to record its page with the key).
    await desktopBeside('start', `http://127.0.0.1:4720/?key=${key}`);
    expect(fake.app.exitCode).toBe(0);
    expect(fake.opened).toEqual([`http://127.0.0.1:4720/?key=${key}`]);
    expect(fake.errors).toEqual([]);
    expect(fake.FakeBrowserWindow.created).toEqual([]);
  });

  it('refuses a database from a newer version, leaving it byte for byte and the folder free', async () => {
    const { db } = openDatabase(folder);
    db.pragma('user_version = 99');
    db.close();
    const before = readFileSync(join(folder, DB_FILE));
    expect(await desktop()).toBeNull();
    expect(fake.app.exitCode).toBe(1);
    expect(fake.errors).toEqual([
      `Norenberc cannot start: The data in ${folder} was written by a newer version of Norenberc. ` +
        'Nothing was changed: update Norenberc to the latest version to use it.',
    ]);
    expect(readFileSync(join(folder, DB_FILE)).equals(before)).toBe(true);
    expect(readdirSync(folder)).toEqual([DB_FILE]);
    expect(fake.FakeBrowserWindow.created).toEqual([]);
  });
  it('says, in the system’s language, that its data folder is not a folder, and exits 1', async () => {
    const userData = fake.app.userData;
    const file = join(userData, 'not-a-folder');
    writeFileSync(file, 'a file where the data folder should be');
    fake.app.userData = file;
    fake.app.languages = ['de-CH', 'en-US'];
    try {
      expect(await desktop()).toBeNull();
    } finally {
      fake.app.userData = userData;
    }
    expect(fake.app.exitCode).toBe(1);
    expect(fake.errors).toEqual([
      `Norenberc kann nicht starten: ${file} sollte der Datenordner von Norenberc sein, ist aber kein ` +
        'Ordner. Verschiebe es woandershin.',
    ]);
    expect(fake.FakeBrowserWindow.created).toEqual([]);
  });
});
