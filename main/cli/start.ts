// `norenberc start` (npm start): builds what is missing, then runs the desktop app in Electron, or,
// where Electron cannot run, serves the same app to a browser on 127.0.0.1 (and says so).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { NO_REVIEWS_AHEAD, startApp, type RunningApp } from '../app/compose.ts';
import { householdPage } from '../app/householdKey.ts';
import { ROOT, buildDesktop } from '../desktop/build.ts';
import {
  FolderInUseError,
  appOnFolder,
  folderHolder,
  notAnswering,
  programName,
} from '../store/folderLock.ts';
import { norenbercAnswers } from '../app/answering.ts';
import { StoreOpenError } from '../store/hostStore.ts';
import { defaultDataDir } from '../store/index.ts';
import { portNumber, readArgs } from './args.ts';
import { stopRequested } from './stopping.ts';
import { NOT_AHEAD, REVIEWS_AHEAD_OPTION } from './reviewsAhead.ts';

export const BUILD_USAGE = 'build   build the renderer and the Electron bundles';

export const START_USAGE =
  'start [--browser] [--port P] [--no-open] [--no-reviews-ahead] [--data-dir D]   run the app (Electron, or a browser)';
const FALLBACK_PORT = 4720;

const RENDERER_OUT = join(ROOT, 'dist', 'renderer');
/** Every folder the renderer's bundle takes code or art from: a change in any of them builds it again. */
export const RENDERER_SOURCES = ['renderer', 'assets', 'engine', 'protocol', 'languages'];

/** Newest modification time under a folder (0 when it does not exist). */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

/** Builds the renderer when its output is missing or older than its sources. */
function ensureRenderer(log: (line: string) => void): void {
  const built = existsSync(join(RENDERER_OUT, 'index.html')) ? newest(RENDERER_OUT) : 0;
  const sources = Math.max(...RENDERER_SOURCES.map((folder) => newest(join(ROOT, folder))));
  if (built >= sources) return;
  log('Building the renderer…');
  const result = spawnSync('npm', ['run', '--silent', 'build:renderer'], {
    cwd: ROOT,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) throw new Error('the renderer did not build (npm run build:renderer)');
}

type ElectronBinary = { ok: true; path: string } | { ok: false; reason: string };

/**
 * The Electron executable, fetched on first start (npm does not run Electron's install script).
 * Fails with a reason where it cannot be had: not installed, no network, no display.
 */
export function electronBinary(log: (line: string) => void): ElectronBinary {
  if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
    return { ok: false, reason: 'there is no display' };
  }
  let dir: string;
  try {
    dir = dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  } catch {
    return { ok: false, reason: 'the electron package is not installed' };
  }
  const pathFile = join(dir, 'path.txt');
  const binary = (): string | null => {
    if (!existsSync(pathFile)) return null;
    const path = join(dir, 'dist', readFileSync(pathFile, 'utf8').trim());
    return existsSync(path) ? path : null;
  };
  if (!binary()) {
    log('Downloading Electron (first start only)…');
    const result = spawnSync(process.execPath, [join(dir, 'install.js')], {
      stdio: ['ignore', 'ignore', 'pipe'],
      timeout: 15 * 60_000,
    });
    if (result.status !== 0) return { ok: false, reason: 'the Electron binary could not be downloaded' };
  }
  const path = binary();
  return path ? { ok: true, path } : { ok: false, reason: 'the Electron binary is missing' };
}

/** Opens a URL in the system browser where there is one; false when there is none. */
function openBrowser(url: string): boolean {
  const [command, args] =
    process.platform === 'darwin'
      ? ['open', [url]]
      : process.platform === 'win32'
        ? ['cmd', ['/c', 'start', '""', url]]
        : ['xdg-open', [url]];
  if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) return false;
  try {
    const child = spawn(command, args, { stdio: 'ignore', detached: true });
    child.on('error', () => {});
    child.unref();
    return true;
  } catch {
    return false;
  }
}

/** `norenberc build`: the renderer (when stale) and the Electron bundles, as `npm run dist` needs them. */
export async function runBuild(args: string[]): Promise<number> {
  readArgs(args, {});
  ensureRenderer((line) => void process.stderr.write(`${line}\n`));
  await buildDesktop();
  process.stdout.write('built dist/renderer and dist/desktop\n');
  return 0;
}

/**
 * A start on a data folder another program holds (an app, or a `norenberc host`): the program running
 * there is shown instead, its household's own page printed, and opened unless --no-open.
 */
async function showRunning(
  err: FolderInUseError,
  open: boolean,
  log: (line: string) => void,
): Promise<number> {
  const running = await appOnFolder(err.dataDir);
  if (running && !(await norenbercAnswers(running.url))) {
    log(notAnswering(err.dataDir, running));
    return 1;
  }
  const url = running && householdPage(err.dataDir, running.url);
  if (!running || !url) {
    log(err.message);
    return 1;
  }
  process.stdout.write(
    `Norenberc is already running on ${err.dataDir} (${programName(running.program)}, process ${running.pid}): ${url}\n`,
  );
  if (open && !openBrowser(url)) process.stdout.write(`Open ${url} in a browser to play.\n`);
  return 0;
}

export async function runStart(args: string[]): Promise<number> {
  const { values } = readArgs(args, {
    browser: { type: 'boolean' },
    port: { type: 'string' },
    'no-open': { type: 'boolean' },
    ...REVIEWS_AHEAD_OPTION,
    'data-dir': { type: 'string' },
  });
  const reviewsAhead = !values['no-reviews-ahead'];
  const port = portNumber(values.port, FALLBACK_PORT);
  const log = (line: string): void => void process.stderr.write(`${line}\n`);
  const dataDir = values['data-dir'] ?? defaultDataDir();
  // A folder already in use is answered first: a rebuild would swap the files its program serves.
  const holder = folderHolder(dataDir);
  if (holder) return showRunning(new FolderInUseError(dataDir, holder), !values['no-open'], log);
  ensureRenderer(log);

  const electron: ElectronBinary = values.browser
    ? { ok: false, reason: 'you asked for the browser (--browser)' }
    : electronBinary(log);
  if (electron.ok) {
    await buildDesktop();
    const child = spawn(electron.path, [ROOT, ...(reviewsAhead ? [] : [NO_REVIEWS_AHEAD])], {
      stdio: 'inherit',
    });
    const forward = (signal: NodeJS.Signals): void => void child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 0)));
  }

  // From here on a stop request closes the app cleanly, even one that comes as it starts.
  const stopped = stopRequested();
  let app: RunningApp;
  try {
    app = await startApp({
      program: 'start',
      dataDir,
      localPort: port,
      tuning: { reviewsAhead },
      log,
    });
  } catch (err) {
    if (err instanceof FolderInUseError) return showRunning(err, !values['no-open'], log);
    if (err instanceof StoreOpenError) {
      log(err.message);
      return 1;
    }
    // A port this user may not listen on (below 1024, say); a busy one was moved past already.
    if ((err as NodeJS.ErrnoException).syscall !== 'listen') throw err;
    log(
      `Norenberc cannot serve on 127.0.0.1 port ${port}: ${(err as Error).message}. Pass --port to pick another.`,
    );
    return 1;
  }
  // The page opened here is the app's own: its key exempts it from the per-address limits.
  const url = app.url;
  process.stdout.write(
    `Electron is not available (${electron.reason}): serving Norenberc at ${url} in your browser instead.\n` +
      (reviewsAhead ? '' : NOT_AHEAD),
  );
  if (!values['no-open'] && !openBrowser(url)) process.stdout.write(`Open ${url} in a browser to play.\n`);
  await stopped;
  await app.close();
  return 0;
}
