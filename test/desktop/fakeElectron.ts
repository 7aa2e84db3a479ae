// A stand-in for the 'electron' module: records what the app asks of Electron, so the main-process
// wiring runs in Node without the Electron binary.
import { EventEmitter } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

type Handler = (event: unknown, ...args: unknown[]) => unknown;

class FakeWebContents extends EventEmitter {
  static nextId = 1;
  readonly id = FakeWebContents.nextId++;
  readonly sent: [string, unknown][] = [];
  windowOpenHandler: ((details: { url: string }) => { action: string }) | null = null;
  send(channel: string, value: unknown): void {
    this.sent.push([channel, value]);
  }
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }): void {
    this.windowOpenHandler = handler;
  }
}

export class FakeBrowserWindow extends EventEmitter {
  static created: FakeBrowserWindow[] = [];
  readonly webContents = new FakeWebContents();
  loaded: { file?: string; url?: string } = {};
  maximized = false;
  constructor(readonly options: Record<string, unknown>) {
    super();
    FakeBrowserWindow.created.push(this);
  }
  loadFile(file: string): Promise<void> {
    this.loaded.file = file;
    return Promise.resolve();
  }
  loadURL(url: string): Promise<void> {
    this.loaded.url = url;
    return Promise.resolve();
  }
  maximize(): void {
    this.maximized = true;
  }
  isMaximized(): boolean {
    return this.maximized;
  }
  isMinimized(): boolean {
    return false;
  }
  focused = true;
  isFocused(): boolean {
    return this.focused;
  }
  flashing = false;
  flashFrame(flag: boolean): void {
    this.flashing = flag;
  }
  getNormalBounds() {
    return { x: 10, y: 20, width: 1300, height: 800 };
  }
  show(): void {}
  focus(): void {
    this.focused = true;
    this.emit('focus');
  }
  restore(): void {}
}

class FakeApp extends EventEmitter {
  userData = mkdtempSync(join(tmpdir(), 'norenberc-electron-'));
  quitCalls = 0;
  requestSingleInstanceLock(): boolean {
    return true;
  }
  whenReady(): Promise<void> {
    return Promise.resolve();
  }
  getPath(name: string): string {
    if (name !== 'userData') throw new Error(`unexpected path ${name}`);
    return this.userData;
  }
  getVersion(): string {
    return '9.9.9';
  }
  /** The system's languages, most preferred first (a test sets them). */
  languages = ['en-US'];
  getPreferredSystemLanguages(): string[] {
    return this.languages;
  }
  /** The code app.exit() was given: Electron ends at once then, without before-quit. */
  exitCode: number | null = null;
  exit(code = 0): void {
    this.exitCode = code;
  }
  /** Like Electron: emits before-quit, and quits unless a listener prevented it. */
  quit(): void {
    this.quitCalls++;
    let prevented = false;
    this.emit('before-quit', { preventDefault: () => (prevented = true) });
    if (!prevented) this.emit('quit');
  }
}

export const app = new FakeApp();
export const BrowserWindow = FakeBrowserWindow;
export const handlers = new Map<string, Handler>();
export const ipcMain = {
  handle(channel: string, handler: Handler): void {
    if (handlers.has(channel)) throw new Error(`second handler for ${channel}`);
    handlers.set(channel, handler);
  },
  removeHandler(channel: string): void {
    handlers.delete(channel);
  },
};
export const menus: unknown[] = [];
export const Menu = {
  buildFromTemplate: (template: unknown) => ({ template }),
  setApplicationMenu: (menu: unknown) => menus.push(menu),
};
export const dialogAnswers: { open: string | null; save: string | null } = { open: null, save: null };
/** The kinds of file each dialog offered, as its filters named them. */
export const dialogFilters: string[][] = [];
export const dialog = {
  showOpenDialog: async (_win: unknown, options: { filters?: { name: string }[] }) => {
    dialogFilters.push((options.filters ?? []).map((f) => f.name));
    return {
      canceled: dialogAnswers.open === null,
      filePaths: dialogAnswers.open ? [dialogAnswers.open] : [],
    };
  },
  showSaveDialog: async () => ({
    canceled: dialogAnswers.save === null,
    filePath: dialogAnswers.save ?? undefined,
  }),
  showErrorBox: (title: string, message: string) => errors.push(`${title}: ${message}`),
};
export const errors: string[] = [];
export const opened: string[] = [];
export const shell = {
  openExternal: async (url: string) => void opened.push(url),
  openPath: async (path: string) => {
    opened.push(path);
    return '';
  },
};
export const screen = { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] };
export const sessionHooks: { headers?: Handler; permission?: Handler } = {};
export const session = {
  defaultSession: {
    webRequest: { onHeadersReceived: (h: Handler) => (sessionHooks.headers = h) },
    setPermissionRequestHandler: (h: Handler) => (sessionHooks.permission = h),
  },
};

/** System notifications the app showed. */
export class Notification extends EventEmitter {
  static shown: Notification[] = [];
  static isSupported(): boolean {
    return true;
  }
  constructor(readonly options: { title: string; body: string; silent?: boolean }) {
    super();
  }
  show(): void {
    Notification.shown.push(this);
  }
}
