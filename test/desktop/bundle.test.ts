// The Electron side as it ships: bundled by esbuild into dist/desktop, with the bot worker running
// from its bundle (no TypeScript loader in a packaged app).
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startApp, type RunningApp } from '../../main/app/compose.ts';
import { DESKTOP_OUT, ROOT, buildDesktop } from '../../main/desktop/build.ts';
import { connect } from '../../protocol/client.ts';
import { LANGUAGES } from '../../languages/languages.ts';
import { next } from '../host/helpers.ts';

let app: RunningApp | null = null;

beforeAll(async () => {
  await buildDesktop();
});

afterAll(async () => {
  await app?.close();
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

  it('play bots from the bundled worker', async () => {
    app = await startApp({
      program: 'desktop',
      dataDir: mkdtempSync(join(tmpdir(), 'norenberc-bundle-')),
      localPort: 0,
      tuning: { botWorker: pathToFileURL(`${DESKTOP_OUT}/bot-worker.cjs`) },
      log: () => {},
    });
    const client = await connect(app.hosts.local!.wsUrl, { WebSocket });
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
  });
});
