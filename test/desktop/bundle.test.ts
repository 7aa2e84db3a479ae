// The Electron side as it ships: bundled by esbuild into dist/desktop, with the bot worker running
// from its bundle (no TypeScript loader in a packaged app).
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startApp, type RunningApp } from '../../main/app/compose.ts';
import { DESKTOP_OUT, buildDesktop } from '../../main/desktop/build.ts';
import { connect } from '../../protocol/client.ts';
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
