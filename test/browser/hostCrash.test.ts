// A LAN game survives its host (issue 13): `norenberc host` as a real process, killed with SIGKILL
// mid-game and started again on the same port and data folder. Both guest pages say they are
// reconnecting, reconnect by themselves with their stored seat tokens, and play the game to its end;
// the stored record (exported by the command line) replays, and the game is the host's LAN game.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { CAN_RUN, STATIC, lanTableOfTwo, launch, moves, play } from './driver.ts';
import { ROOT } from '../store/processes.ts';
import { DB_FILE } from '../../main/store/database.ts';

const children: ChildProcess[] = [];
let browser: Browser | null = null;
afterAll(async () => {
  await browser?.close();
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `norenberc host` serving the built renderer on `port`; resolves once it listens, with its output so far. */
async function hostProcess(
  dataDir: string,
  port: number,
): Promise<{ child: ChildProcess; out: () => string }> {
  const args = ['host', '--port', String(port), '--bind', '127.0.0.1', '--no-mdns', '--name', 'Crash table'];
  const child = spawn(
    process.execPath,
    ['bin/norenberc.js', ...args, '--static', STATIC, '--data-dir', dataDir],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.push(child);
  let out = '';
  child.stderr!.resume();
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += String(chunk);
      if (out.includes('listening on')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`host exited ${code}: ${out}`)));
  });
  return { child, out: () => out };
}

function cli(...args: string[]): { status: number | null; stdout: string } {
  const r = spawnSync(process.execPath, ['bin/norenberc.js', ...args], { cwd: ROOT, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout };
}

describe.skipIf(!CAN_RUN)('a LAN game whose host is killed', () => {
  it('reconnects both guest pages by themselves after a restart, finishes, and its record replays', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'norenberc-crash-'));
    const port = await freePort();
    const first = await hostProcess(dataDir, port);
    browser = await launch();
    const { ana, ben } = await lanTableOfTwo(browser, { port }, "Ana's table", {
      language: 'en',
      join: 'Join',
    });
    await ana.page.click('[data-testid=lobby-start]');
    const pages: Page[] = [ana.page, ben.page];
    const played = async (): Promise<boolean> => Number(await moves(ana.page)) >= 6;
    await Promise.all(pages.map((page) => play(page, { stop: played })));
    const before = Number(await moves(ana.page));

    first.child.kill('SIGKILL');
    await once(first.child, 'exit');
    for (const page of pages)
      await page.locator('[data-testid=connection]', { hasText: 'reconnecting' }).waitFor();

    const second = await hostProcess(dataDir, port);
    expect(second.out()).toContain('resumed game');
    // Each page comes back by itself, at the position the store kept, with its own seat.
    for (const page of pages) {
      await page.locator('[data-testid=connection]').waitFor({ state: 'detached', timeout: 30_000 });
      await page.locator(`[data-testid=game][data-moves="${before}"]`).waitFor();
    }
    expect(await ben.page.locator('[data-testid=talers-1]').innerText()).not.toBe('?');
    expect(await ben.page.locator('[data-testid=talers-0]').innerText()).toBe('?');
    expect(await Promise.all(pages.map((page) => play(page)))).toEqual(['final', 'final']);
    // Chromium logs each refused try while the host is down; nothing else may go wrong.
    for (const { errors } of [ana, ben])
      expect(errors.filter((e) => !e.includes('ERR_CONNECTION_REFUSED'))).toEqual([]);

    second.child.kill('SIGTERM');
    await once(second.child, 'exit');
    // The game is this host's LAN game: stored with its name and port, it would reopen there.
    const db = new Database(join(dataDir, DB_FILE), { readonly: true });
    const row = db.prepare('SELECT id, status, lan_host FROM matches').get() as {
      id: number;
      status: string;
      lan_host: string;
    };
    db.close();
    expect(row.status).toBe('finished');
    expect(JSON.parse(row.lan_host)).toEqual({ name: 'Crash table', port });
    const exported = cli('export', String(row.id), '--data-dir', dataDir);
    expect(exported.status).toBe(0);
    const file = join(dataDir, 'game.json');
    writeFileSync(file, exported.stdout);
    const replayed = cli('replay', file);
    expect(replayed.status).toBe(0);
    expect(JSON.parse(replayed.stdout)).toMatchObject({ ok: true });
  });
});
