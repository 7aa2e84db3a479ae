// `norenberc dev` (npm run dev): the renderer from Vite's dev server with hot reload, in the Electron
// window where Electron runs, else in a browser, talking to a host started beside it.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { startApp } from '../main/app/compose.ts';
import { ROOT, buildDesktop } from '../main/desktop/build.ts';
import { DEFAULT_PORT } from '../protocol/messages.ts';
import { defaultDataDir } from '../main/store/dataDir.ts';
import { readArgs } from '../main/cli/args.ts';
import { electronBinary } from '../main/cli/start.ts';
import { stopRequested } from '../main/cli/stopping.ts';

export const DEV_USAGE = 'dev [--browser] [--data-dir D]   the app with the renderer hot-reloading';

export async function runDev(args: string[]): Promise<number> {
  const { values } = readArgs(args, { browser: { type: 'boolean' }, 'data-dir': { type: 'string' } });
  const log = (line: string): void => void process.stderr.write(`${line}\n`);
  const { createServer } = await import('vite');
  const vite = await createServer({ configFile: join(ROOT, 'vite.config.ts') });
  await vite.listen();
  const url = vite.resolvedUrls?.local[0];
  if (!url) throw new Error('the Vite dev server has no address');
  try {
    const electron = values.browser
      ? { ok: false as const, reason: 'you asked for the browser (--browser)' }
      : electronBinary(log);
    if (electron.ok) {
      await buildDesktop();
      const child = spawn(electron.path, [ROOT], {
        stdio: 'inherit',
        env: { ...process.env, NORENBERC_DEV_SERVER_URL: url },
      });
      return await new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? 0)));
    }
    // The dev server hands /ws to this host (vite.config.ts), so the page finds it as in production.
    const app = await startApp({
      program: 'dev',
      dataDir: values['data-dir'] ?? defaultDataDir(),
      localPort: DEFAULT_PORT,
      tuning: { allowedOrigins: [new URL(url).origin] },
      log,
    });
    // The page carries the host's key: it is the household's, which sets up hotseat games.
    const page = `${url}?key=${app.hosts.local!.appKey}`;
    process.stdout.write(
      `Electron is not available (${electron.reason}): the hot-reloading app is at ${page}\n`,
    );
    await stopRequested();
    await app.close();
    return 0;
  } finally {
    await vite.close();
  }
}
