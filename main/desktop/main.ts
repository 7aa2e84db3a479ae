// The Electron entry: one instance, the in-process game hosts, the window, the menu and the bridge.
// Everything else (rules, host, store) is plain Node code shared with the command line.
import {
  BrowserWindow,
  Menu,
  Notification,
  app,
  dialog,
  ipcMain,
  screen,
  session,
  shell,
  type MenuItemConstructorOptions,
} from 'electron';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { NO_REVIEWS_AHEAD, startApp, type RunningApp } from '../app/compose.ts';
import { householdPage } from '../app/householdKey.ts';
import { FolderInUseError, appOnFolder } from '../store/folderLock.ts';
import { StoreOpenError } from '../store/hostStore.ts';
import { discoverHosts, type Discovery, type LanHost } from '../lan/discover.ts';
import { DEFAULT_PORT, WS_PATH } from '../../protocol/messages.ts';
import { CHANNELS, RECORD_EXTENSION, type LanTable, type MenuCommand } from '../../protocol/bridge.ts';
import { readRecordFile, registerIpc } from './ipc.ts';
import { spokenLanguage } from '../../languages/languages.ts';
import { cannotStartWords, desktopWords } from './startWords.ts';
import { menuTemplate, type MenuItemSpec } from './menu.ts';
import { CONTENT_SECURITY_POLICY } from '../host/csp.ts';
import { isAppUrl, isExternalLink, webPreferences } from './security.ts';
import { DEFAULT_SIZE, MIN_SIZE, loadWindowState, placeOnScreen, saveWindowState } from './windowState.ts';

interface DesktopPaths {
  /** Folder of the built renderer (index.html). */
  renderer: string;
  /** The bundled preload script. */
  preload: string;
}

interface DesktopOptions {
  paths: DesktopPaths;
  /** The Vite dev server, in development (hot reload). */
  devServerUrl?: string;
  /** Where LAN hosting listens (default the protocol's port). */
  lanPort?: number;
  /** LAN discovery; tests give one that sends nothing. */
  discover?: typeof discoverHosts;
  log?: (line: string) => void;
}

interface DesktopRuntime {
  window(): BrowserWindow | null;
  app: RunningApp;
  quit(): Promise<void>;
}

function toMenu(items: MenuItemSpec[], send: (command: MenuCommand) => void): MenuItemConstructorOptions[] {
  return items.map((item) => {
    const { command, submenu, ...rest } = item;
    const out: MenuItemConstructorOptions = { ...rest };
    if (command) out.click = () => send(command);
    if (submenu) out.submenu = toMenu(submenu, send);
    return out;
  });
}

/** A record path given on the command line (Windows and Linux open files this way). */
function recordPathFrom(argv: readonly string[]): string | null {
  return argv.find((a) => a.toLowerCase().endsWith(RECORD_EXTENSION) && existsSync(a)) ?? null;
}

/**
 * When the data folder cannot be used: the household's page of the program serving it (`norenberc
 * start`, `norenberc host`) is opened in the browser instead; anything else (a database from a newer
 * version, a program that does not say where it serves, a full disk) is said in a box, in the system's
 * language. Returns the exit code.
 */
async function cannotStart(err: FolderInUseError | StoreOpenError): Promise<number> {
  const dataDir = err instanceof FolderInUseError ? err.dataDir : null;
  const running = dataDir === null ? null : await appOnFolder(dataDir);
  const page = running && dataDir !== null && householdPage(dataDir, running.url);
  if (page) {
    await shell.openExternal(page);
    return 0;
  }
  const { title, message } = await cannotStartWords(app.getPreferredSystemLanguages(), err);
  dialog.showErrorBox(title, message);
  return 1;
}

export async function runDesktop(options: DesktopOptions): Promise<DesktopRuntime | null> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return null;
  }
  let win: BrowserWindow | null = null;
  let pendingRecord: string | null = recordPathFrom(process.argv);
  app.on('open-file', (event, path) => {
    event.preventDefault();
    pendingRecord = path;
    if (win) deliverRecord();
  });
  function bringToFront(): void {
    if (!win) return;
    if (win.isMinimized()) win.restore();
    win.focus();
  }
  app.on('second-instance', (_event, argv) => {
    bringToFront();
    pendingRecord = recordPathFrom(argv) ?? pendingRecord;
    deliverRecord();
  });

  await app.whenReady();
  const userData = app.getPath('userData');
  let running: RunningApp;
  try {
    running = await startApp({
      program: 'desktop',
      dataDir: userData,
      localPort: 0,
      tuning: {
        staticDir: options.paths.renderer,
        // `norenberc start --no-reviews-ahead` passes its word on.
        reviewsAhead: !process.argv.includes(NO_REVIEWS_AHEAD),
        allowedOrigins: options.devServerUrl ? [new URL(options.devServerUrl).origin] : [],
      },
      log,
    });
  } catch (err) {
    if (!(err instanceof FolderInUseError || err instanceof StoreOpenError)) throw err;
    app.exit(await cannotStart(err));
    return null;
  }
  const hosts = running.hosts;
  const local = hosts.local!;

  // The LAN is listened to only once the player looks for tables: no multicast until then.
  let discovery: Discovery | null = null;
  const tables = (): LanTable[] => {
    if (!discovery) {
      discovery = (options.discover ?? discoverHosts)({ log });
      const push = (): void => win?.webContents.send(CHANNELS.lanChanged, tables());
      discovery.on('up', push);
      discovery.on('update', push);
      discovery.on('down', push);
    }
    return discovery
      .hosts()
      .map((h: LanHost) => ({ url: h.url, name: h.name, freeSeats: h.freeSeats, phase: h.phase }));
  };

  const appOrigin = options.devServerUrl ? new URL(options.devServerUrl).origin : 'file://';
  // Every response gets the CSP (pages from the dev server; file pages carry it in a meta tag too).
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({
      responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] },
    });
  });
  session.defaultSession.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));

  // The menu and the dialogs speak the system's language until the page says which it speaks.
  let words = await desktopWords(spokenLanguage(app.getPreferredSystemLanguages()));
  const unregister = registerIpc(ipcMain, {
    appWebContentsId: () => win?.webContents.id ?? null,
    appOrigin,
    version: app.getVersion(),
    // The app's own window carries the host's per-run key: it is held to no per-address limit.
    hostUrl: () => `${local.wsUrl}?key=${local.appKey}`,
    lanTables: tables,
    hostLan: async (tableName) => {
      const lan = await hosts.startLan({ name: tableName, port: options.lanPort ?? DEFAULT_PORT });
      // Where guests reach it, the page learns from the LAN host's own welcome. The app's window is
      // the household's there too (its key): it reads the whole history and seats players at its screen.
      const url = `ws://127.0.0.1:${lan.host.port}${WS_PATH}?key=${lan.host.appKey}`;
      return { url, name: lan.name, port: lan.host.port };
    },
    stopLan: () => hosts.stopLan(),
    chooseOpenPath: async () => {
      const result = await dialog.showOpenDialog(win!, {
        properties: ['openFile'],
        filters: [{ name: words.recordFiles, extensions: ['json'] }],
      });
      return result.canceled ? null : (result.filePaths[0] ?? null);
    },
    chooseSavePath: async (suggestedName) => {
      const result = await dialog.showSaveDialog(win!, {
        defaultPath: suggestedName,
        filters: [{ name: words.recordFiles, extensions: ['json'] }],
      });
      return result.canceled ? null : (result.filePath ?? null);
    },
    openDataFolder: async () => {
      const problem = await shell.openPath(userData);
      if (problem) throw new Error(problem);
    },
    speak: async (language) => {
      words = await desktopWords(language);
      setMenu();
    },
    notify: ({ title, body }) => {
      if (!win || win.isFocused()) return;
      win.flashFrame(true);
      if (!Notification.isSupported()) return;
      const note = new Notification({ title, body, silent: true });
      note.on('click', bringToFront);
      note.show();
    },
  });

  /** A record file opened with the app: the page adds it to the history, or says why it cannot. */
  function deliverRecord(): void {
    const path = pendingRecord;
    if (!win || !path) return;
    pendingRecord = null;
    win.webContents.send(CHANNELS.recordOpened, readRecordFile(path));
  }

  const stateFile = join(userData, 'window-state.json');
  function createWindow(): BrowserWindow {
    const saved = loadWindowState(stateFile);
    const bounds = placeOnScreen(
      saved.bounds,
      screen.getAllDisplays().map((d) => d.workArea),
    );
    const w = new BrowserWindow({
      ...(bounds ?? DEFAULT_SIZE),
      minWidth: MIN_SIZE.width,
      minHeight: MIN_SIZE.height,
      show: false,
      backgroundColor: '#2b1d12',
      title: 'Norenberc',
      webPreferences: webPreferences(options.paths.preload),
    });
    if (saved.maximized) w.maximize();
    w.once('ready-to-show', () => w.show());
    w.on('focus', () => w.flashFrame(false));
    w.webContents.on('will-navigate', (event, url) => {
      if (!isAppUrl(url, appOrigin)) event.preventDefault();
    });
    w.webContents.setWindowOpenHandler(({ url }) => {
      if (isExternalLink(url)) void shell.openExternal(url);
      return { action: 'deny' };
    });
    w.webContents.on('did-finish-load', () => deliverRecord());
    w.on('close', () =>
      saveWindowState(stateFile, {
        bounds: w.isMaximized() ? saved.bounds : w.getNormalBounds(),
        maximized: w.isMaximized(),
      }),
    );
    w.on('closed', () => {
      win = null;
    });
    if (options.devServerUrl) void w.loadURL(options.devServerUrl);
    else void w.loadFile(join(options.paths.renderer, 'index.html'));
    return w;
  }

  const send = (command: MenuCommand): void => win?.webContents.send(CHANNELS.menu, command);
  const setMenu = (): void =>
    Menu.setApplicationMenu(Menu.buildFromTemplate(toMenu(menuTemplate(process.platform, words), send)));
  setMenu();
  win = createWindow();
  app.on('activate', () => {
    if (!win) win = createWindow();
  });

  let quitting: Promise<void> | null = null;
  const quit = (): Promise<void> => {
    quitting ??= (async () => {
      unregister();
      await discovery?.stop();
      await running.close();
    })();
    return quitting;
  };
  // Quit waits for the hosts to close (games saved, LAN goodbye sent) before the app exits.
  app.on('before-quit', (event) => {
    if (!quitting) {
      event.preventDefault();
      void quit().finally(() => app.quit());
    }
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  process.once('SIGTERM', () => app.quit());
  process.once('SIGINT', () => app.quit());
  return { window: () => win, app: running, quit };
}
