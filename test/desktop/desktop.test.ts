// The Electron main-process wiring, with a fake 'electron' module and a real in-process host.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { toRecord } from '../../engine/index.ts';
import { playRandom, start } from '../engine/play.ts';

vi.mock('electron', () => import('./fakeElectron.ts'));

const fake = await import('./fakeElectron.ts');
const { runDesktop } = await import('../../main/desktop/main.ts');
const { CHANNELS, RECORD_EXTENSION } = await import('../../protocol/bridge.ts');
const { CONTENT_SECURITY_POLICY } = await import('../../main/host/csp.ts');
const { LOCK_FILE } = await import('../../main/store/folderLock.ts');
const { HOUSEHOLD_KEY_FILE } = await import('../../main/app/householdKey.ts');

let runtime: Awaited<ReturnType<typeof runDesktop>>;

beforeAll(async () => {
  runtime = await runDesktop({
    paths: { renderer: '/app/renderer', preload: '/app/desktop/preload.cjs' },
    discover: () => {
      throw new Error('no LAN discovery in this test');
    },
    log: () => {},
  });
});

afterAll(async () => {
  await runtime?.quit();
});

function win() {
  const w = fake.FakeBrowserWindow.created[0];
  if (!w) throw new Error('no window');
  return w;
}

/** Calls an IPC handler as the app's own page (or as someone else). */
function invoke(
  channel: string,
  from: { id?: number; url?: string | null } = {},
  ...args: unknown[]
): Promise<unknown> {
  const handler = fake.handlers.get(channel);
  if (!handler) throw new Error(`no handler for ${channel}`);
  const url = from.url === undefined ? 'file:///app/renderer/index.html' : from.url;
  const event = {
    sender: { id: from.id ?? win().webContents.id },
    senderFrame: url === null ? null : { url },
  };
  return Promise.resolve().then(() => handler(event, ...args));
}

describe('the main window', () => {
  it('is isolated, sandboxed and without Node, with the preload script', () => {
    const prefs = win().options.webPreferences as Record<string, unknown>;
    expect(prefs).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      webviewTag: false,
      preload: '/app/desktop/preload.cjs',
    });
    expect(win().loaded.file).toBe('/app/renderer/index.html');
  });

  it('sends a strict Content-Security-Policy and grants no permission', () => {
    let headers: Record<string, string[]> = {};
    fake.sessionHooks.headers!(
      { responseHeaders: { 'x-a': ['1'] } },
      (r: { responseHeaders: Record<string, string[]> }) => (headers = r.responseHeaders),
    );
    expect(headers['Content-Security-Policy']).toEqual([CONTENT_SECURITY_POLICY]);
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval/);
    let granted: boolean | null = null;
    fake.sessionHooks.permission!(null, 'geolocation', (ok: boolean) => (granted = ok));
    expect(granted).toBe(false);
  });

  it('stays on its own pages: navigation elsewhere is stopped, new windows denied, web links go to the browser', () => {
    let prevented = false;
    win().webContents.emit(
      'will-navigate',
      { preventDefault: () => (prevented = true) },
      'https://example.org/',
    );
    expect(prevented).toBe(true);
    prevented = false;
    win().webContents.emit(
      'will-navigate',
      { preventDefault: () => (prevented = true) },
      'file:///app/renderer/index.html#rules',
    );
    expect(prevented).toBe(false);
    expect(win().webContents.windowOpenHandler!({ url: 'https://boardgamegeek.com/' })).toEqual({
      action: 'deny',
    });
    expect(win().webContents.windowOpenHandler!({ url: 'file:///etc/passwd' })).toEqual({ action: 'deny' });
    expect(fake.opened).toEqual(['https://boardgamegeek.com/']);
  });

  it('remembers its size and position when it closes', () => {
    win().emit('close');
    const saved = JSON.parse(readFileSync(join(fake.app.userData, 'window-state.json'), 'utf8'));
    expect(saved).toEqual({ bounds: { x: 10, y: 20, width: 1300, height: 800 }, maximized: false });
  });

  it('has the native menu, whose commands go to the page', () => {
    const menu = fake.menus.at(-1) as {
      template: { label: string; submenu: { label?: string; click?: () => void }[] }[];
    };
    const game = menu.template.find((m) => m.label === 'Game')!;
    game.submenu.find((i) => i.label === 'History')!.click!();
    expect(win().webContents.sent.at(-1)).toEqual([CHANNELS.menu, 'history']);
  });

  it("speaks the page's language in its menu and file dialogs, and refuses a language it does not have", async () => {
    type Template = { label: string; submenu: { label?: string; click?: () => void }[] }[];
    await invoke(CHANNELS.speak, {}, 'fr');
    const french = (fake.menus.at(-1) as { template: Template }).template;
    expect(french.map((m) => m.label)).toEqual(['Partie', 'Édition', 'Affichage', 'Aide']);
    french[0]!.submenu.find((i) => i.label === 'Historique')!.click!();
    expect(win().webContents.sent.at(-1)).toEqual([CHANNELS.menu, 'history']);
    await invoke(CHANNELS.openRecord);
    expect(fake.dialogFilters.at(-1)).toEqual(['Enregistrement de partie Norenberc']);
    const menus = fake.menus.length;
    await expect(invoke(CHANNELS.speak, {}, 'xx')).rejects.toThrow(
      /speak\(language\) needs one of en, fr, it, de/,
    );
    await expect(invoke(CHANNELS.speak, { url: 'https://evil.example/' }, 'de')).rejects.toThrow(/refused/);
    expect(fake.menus.length).toBe(menus);
    await invoke(CHANNELS.speak, {}, 'en');
  });
});

describe('the bridge', () => {
  it('answers the app page only', async () => {
    expect(await invoke(CHANNELS.version)).toBe('9.9.9');
    expect(await invoke(CHANNELS.hostUrl)).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\/ws\?key=[\w-]{32}$/);
    await expect(invoke(CHANNELS.version, { id: 9999 })).rejects.toThrow(
      /does not come from the Norenberc window/,
    );
    await expect(invoke(CHANNELS.version, { url: 'https://evil.example/' })).rejects.toThrow(/does not come/);
    await expect(invoke(CHANNELS.version, { url: null })).rejects.toThrow(/does not come/);
  });

  it('checks arguments: saving needs a real record and a name; LAN hosting a table name', async () => {
    await expect(invoke(CHANNELS.saveRecord, {}, { format: 'nope' }, 'game')).rejects.toThrow(
      /not a game record/,
    );
    await expect(invoke(CHANNELS.saveRecord, {}, null)).rejects.toThrow(/needs a record and a file name/);
    await expect(invoke(CHANNELS.hostLan, {}, '')).rejects.toThrow(/table name/);
    await expect(invoke(CHANNELS.hostLan, {}, 'x'.repeat(61))).rejects.toThrow(/table name/);
  });

  it('saves and opens game records through the file dialogs', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'norenberc-records-'));
    const { state, actions } = playRandom(start(2, 'desk'), 1, () => {}, 20);
    const record = toRecord(state, actions);
    fake.dialogAnswers.save = join(dir, `mine${RECORD_EXTENSION}`);
    expect(await invoke(CHANNELS.saveRecord, {}, record, 'mine')).toBe(true);
    expect(JSON.parse(readFileSync(fake.dialogAnswers.save, 'utf8'))).toEqual(record);
    fake.dialogAnswers.open = fake.dialogAnswers.save;
    expect(await invoke(CHANNELS.openRecord)).toEqual({ fileName: `mine${RECORD_EXTENSION}`, record });
    // Whether its JSON is a record is the page's and the host's to say, as for a browser's file.
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, '{"format": 1}');
    fake.dialogAnswers.open = broken;
    expect(await invoke(CHANNELS.openRecord)).toEqual({ fileName: 'broken.json', record: { format: 1 } });
    fake.dialogAnswers.save = null;
    expect(await invoke(CHANNELS.saveRecord, {}, record, 'mine')).toBe(false);
  });

  it('reads only a regular file of a record’s size, and tells the page what else it was given', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'norenberc-not-records-'));
    const fifo = join(dir, 'pipe.json');
    execFileSync('mkfifo', [fifo]);
    const big = join(dir, 'big.json');
    writeFileSync(big, '');
    truncateSync(big, 3 * 1024 * 1024);
    writeFileSync(join(dir, 'notes.json'), 'shopping: beer, pretzels');
    const cases: [string, string, string][] = [
      // A pipe would hang the read, a device never end it: neither is read at all.
      [fifo, 'pipe.json', 'not-a-file'],
      ['/dev/zero', 'zero', 'not-a-file'],
      [dir, basename(dir), 'not-a-file'],
      [big, 'big.json', 'too-large'],
      [join(dir, 'gone.json'), 'gone.json', 'missing'],
      [join(dir, 'notes.json'), 'notes.json', 'not-json'],
    ];
    for (const [path, fileName, problem] of cases) {
      fake.dialogAnswers.open = path;
      expect(await invoke(CHANNELS.openRecord)).toEqual({ fileName, problem });
    }
    // A file opened with the app (a second start with its path) is read the same way.
    win().webContents.sent.length = 0;
    fake.app.emit('second-instance', {}, ['norenberc', join(dir, `pipe${RECORD_EXTENSION}`)]);
    execFileSync('mkfifo', [join(dir, `pipe${RECORD_EXTENSION}`)]);
    fake.app.emit('second-instance', {}, ['norenberc', join(dir, `pipe${RECORD_EXTENSION}`)]);
    expect(win().webContents.sent).toEqual([
      [CHANNELS.recordOpened, { fileName: `pipe${RECORD_EXTENSION}`, problem: 'not-a-file' }],
    ]);
  });

  it('calls a player to their turn only while the window is elsewhere; a click brings it back', async () => {
    const notice = { title: 'Norenberc', body: 'Ana, your turn at the Brewers.' };
    win().focused = true;
    await invoke(CHANNELS.notify, {}, notice);
    expect(fake.Notification.shown).toEqual([]);
    expect(win().flashing).toBe(false);

    win().focused = false;
    await invoke(CHANNELS.notify, {}, notice);
    expect(fake.Notification.shown.map((n) => n.options)).toEqual([{ ...notice, silent: true }]);
    expect(win().flashing).toBe(true);
    fake.Notification.shown[0]!.emit('click');
    expect(win().focused).toBe(true);
    expect(win().flashing).toBe(false);

    await expect(invoke(CHANNELS.notify, {}, { title: '', body: 'x' })).rejects.toThrow(/needs a title/);
    await expect(invoke(CHANNELS.notify, {}, { title: 'x', body: 'y'.repeat(301) })).rejects.toThrow(
      /body of at most 300/,
    );
    await expect(invoke(CHANNELS.notify, { url: 'https://evil.example/' }, notice)).rejects.toThrow(
      /does not come/,
    );
    expect(fake.Notification.shown).toHaveLength(1);
  });
});

describe('quitting', () => {
  it('waits for the hosts to close, then closes the store in the data folder, then quits', async () => {
    const health = `http://127.0.0.1:${runtime!.app.hosts.local!.port}/health`;
    const wal = join(fake.app.userData, 'norenberc.db-wal');
    const lock = join(fake.app.userData, LOCK_FILE);
    expect((await fetch(health)).status).toBe(200);
    expect(existsSync(wal)).toBe(true);
    // The folder is the app's while it runs: a second program finds it here, and its page with the key
    // it reads from household.key (the lock names no key; both files are the owner's alone).
    const local = runtime!.app.hosts.local!;
    expect(runtime!.app.url).toBe(`http://127.0.0.1:${local.port}/?key=${local.appKey}`);
    expect(JSON.parse(readFileSync(lock, 'utf8'))).toMatchObject({
      pid: process.pid,
      program: 'desktop',
      url: `http://127.0.0.1:${local.port}/`,
    });
    expect(readFileSync(lock, 'utf8')).not.toContain(local.appKey);
    for (const file of [lock, join(fake.app.userData, HOUSEHOLD_KEY_FILE)])
      expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(fake.app.userData).mode & 0o777).toBe(0o700);
    const before = fake.app.quitCalls;
    fake.app.quit();
    // SQLite folds and removes the write-ahead log only when the last connection closes.
    expect(existsSync(wal)).toBe(true);
    await vi.waitFor(() => expect(fake.app.quitCalls).toBe(before + 2), { timeout: 5000 });
    expect(existsSync(wal)).toBe(false);
    expect(existsSync(lock)).toBe(false);
    await expect(fetch(health)).rejects.toThrow();
  });
});
