// The Electron side as it ships: bundled by esbuild into dist/desktop, its main bundle run by Node with a
// stand-in for Electron, and its bots' threads running the worker bundled beside it (no TypeScript
// loader in a packaged app).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { build } from 'esbuild';
import { DESKTOP_OUT, ROOT, buildDesktop } from '../../main/desktop/build.ts';
import { connect } from '../../protocol/client.ts';
import { LANGUAGES } from '../../languages/languages.ts';
import { next, until } from '../host/helpers.ts';

const cleanup: (() => void)[] = [];

/**
 * Loaded before the desktop's main bundle: require('electron') gets the stand-in, and once the window
 * and its handlers are there, the host's address the window would be given is printed.
 */
const HOOK = `
const Module = require('node:module');
const fake = require(process.env.FAKE_ELECTRON);
const load = Module._load;
Module._load = function (request, ...rest) {
  return request === 'electron' ? fake : load.call(this, request, ...rest);
};
const timer = setInterval(async () => {
  const handler = fake.handlers.get('app:host-url');
  const win = fake.FakeBrowserWindow.created[0];
  if (!handler || !win) return;
  clearInterval(timer);
  const event = { sender: { id: win.webContents.id }, senderFrame: { url: process.env.RENDERER_PAGE } };
  process.stdout.write('host ' + (await handler(event)) + '\\n');
}, 20);
`;

beforeAll(async () => {
  await buildDesktop();
});

afterAll(() => {
  for (const fn of cleanup.splice(0)) fn();
});

describe('the desktop bundles', () => {
  it('are CommonJS files that keep native modules and Electron outside', () => {
    for (const file of ['main.cjs', 'preload.cjs', 'bot-worker.cjs'])
      expect(existsSync(`${DESKTOP_OUT}/${file}`)).toBe(true);
    const main = readFileSync(`${DESKTOP_OUT}/main.cjs`, 'utf8');
    expect(main).toMatch(/require\("electron"\)/);
    expect(main).toMatch(/require\("better-sqlite3"\)/);
    const preload = readFileSync(`${DESKTOP_OUT}/preload.cjs`, 'utf8');
    // The sandboxed preload can require nothing but electron.
    expect([...preload.matchAll(/require\(["']([^"']+)["']\)/g)].map((m) => m[1])).toEqual(['electron']);
  });

  it('carry every language’s start box, which Node imports by its folder’s name', () => {
    const map = readFileSync(`${DESKTOP_OUT}/main.cjs.map`, 'utf8');
    const sources = (JSON.parse(map) as { sources: string[] }).sources.map((source) =>
      relative(ROOT, resolve(DESKTOP_OUT, source)),
    );
    for (const language of LANGUAGES) expect(sources).toContain(join('languages', language, 'start.ts'));
  });

  it('carry nothing of the developer tools, and the package nothing but the bundles and the renderer', () => {
    const tools = join(ROOT, 'tools');
    // The preload requires nothing but electron (above): the two bundles with code of ours, by their maps.
    for (const file of ['main.cjs', 'bot-worker.cjs']) {
      const map = readFileSync(`${DESKTOP_OUT}/${file}.map`, 'utf8');
      const { sources } = JSON.parse(map) as { sources: string[] };
      const paths = sources.map((source) => resolve(DESKTOP_OUT, source));
      expect(paths.some((path) => path.startsWith(join(ROOT, 'main')))).toBe(true);
      expect(paths.filter((path) => path.startsWith(tools))).toEqual([]);
    }
    // electron-builder packs what its `files` name: the bundles, the built renderer, package.json.
    const builder = readFileSync(join(ROOT, 'electron-builder.yml'), 'utf8');
    const files = builder.slice(builder.indexOf('\nfiles:\n')).split('\n').slice(2);
    const included = files
      .slice(
        0,
        files.findIndex((line) => !/^\s+(-|#)/.test(line)),
      )
      .filter((line) => /^\s+- /.test(line) && !line.includes("'!"))
      .map((line) => line.trim().slice(2));
    expect(included).toEqual(['package.json', 'dist/desktop/**', 'dist/renderer/**']);
  });

  it('run in Node with a stand-in for Electron, and play bots from the worker bundled beside them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'norenberc-desktop-bundle-'));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    // The stand-in, bundled as Electron's module is loaded: CommonJS, by require('electron').
    await build({
      entryPoints: [join(ROOT, 'test/desktop/fakeElectron.ts')],
      outfile: join(dir, 'electron.cjs'),
      bundle: true,
      platform: 'node',
      format: 'cjs',
      logLevel: 'warning',
    });
    writeFileSync(join(dir, 'hook.cjs'), HOOK);
    const child = spawn(process.execPath, ['--require', join(dir, 'hook.cjs'), `${DESKTOP_OUT}/main.cjs`], {
      cwd: ROOT,
      env: {
        ...process.env,
        FAKE_ELECTRON: join(dir, 'electron.cjs'),
        RENDERER_PAGE: pathToFileURL(join(DESKTOP_OUT, '..', 'renderer', 'index.html')).href,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    cleanup.push(() => void child.kill('SIGKILL'));
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += String(chunk)));
    child.stderr.on('data', (chunk: Buffer) => (out += String(chunk)));
    await until(() => /^host ws:/m.test(out), 30_000);
    const client = await connect(/^host (ws:\S+)/m.exec(out)![1]!, { WebSocket });
    try {
      const created = await client.create([
        { kind: 'bot', level: 'easy' },
        { kind: 'bot', level: 'medium' },
      ]);
      await client.spectate(created.gameId);
      await client.start(created.gameId);
      const finished = await next(client, 'update', (u) => u.view?.phase === 'finished', 60_000);
      expect(finished.view!.scores).toHaveLength(2);
    } finally {
      client.close();
    }
    // Each move came from a bot's thread: a bot that fails is said, and a random move played instead.
    expect(out).not.toMatch(/failed/);
  });
});
