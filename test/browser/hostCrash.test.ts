// A LAN game survives its host (issue 13): `norenberc host` as a real program, killed with SIGKILL
// mid-game (a guest's page reloaded before) and started again on the same port and data folder. Both
// guest pages say they are reconnecting, reconnect by themselves with their stored seat tokens, show
// the game's log up to the last move played before the kill, and play the game to its end; the stored
// record (exported by the command line) replays, and the game is the host's LAN game.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { lanTableOfTwo, logLines, moves, play, beyondHostGone } from './driver.ts';
import { newDataDir, startHostProgram } from './programs.ts';
import { ROOT } from '../store/processes.ts';
import { DB_FILE } from '../../main/store/database.ts';
import { journeyRig } from './rig.ts';

const rig = journeyRig();

/** The lines of the game log a page shows, oldest first. */

function cli(...args: string[]): { status: number | null; stdout: string } {
  const r = spawnSync(process.execPath, ['bin/norenberc.js', ...args], { cwd: ROOT, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout };
}

describe('a LAN game whose host is killed', () => {
  it('reconnects both guest pages by themselves after a restart, finishes, and its record replays', async () => {
    const dataDir = newDataDir('crash');
    const named = ['--name', 'Crash table'];
    const first = await rig.program(startHostProgram(dataDir, named));
    const { port } = first;
    const browser = await rig.browser();
    const { ana, ben } = await lanTableOfTwo(browser, first, "Ana's table", {
      language: 'en',
      join: 'Join',
    });
    await ana.page.click('[data-testid=lobby-start]');
    const pages: Page[] = [ana.page, ben.page];
    const played = (n: number) => async (): Promise<boolean> => Number(await moves(ana.page)) >= n;
    await Promise.all(pages.map((page) => play(page, { stop: played(3) })));
    // Ben's page reloads meanwhile: the host numbers his going and coming back among the game's changes.
    await ben.page.reload();
    await ben.page.locator('[data-testid=game]').waitFor();
    await Promise.all(pages.map((page) => play(page, { stop: played(6) })));
    const before = Number(await moves(ana.page));
    const told = await logLines(ana.page);
    expect(told.length).toBeGreaterThan(6);

    await first.kill();
    for (const page of pages)
      await page.locator('[data-testid=connection]', { hasText: 'reconnecting' }).waitFor();

    const second = await rig.program(startHostProgram(dataDir, named, port));
    expect(second.stdout()).toContain('resumed game');
    // Each page comes back by itself, at the position the store kept, with its own seat, and its log
    // tells the game up to the last move played before the kill.
    for (const page of pages) {
      await page.locator('[data-testid=connection]').waitFor({ state: 'detached', timeout: 30_000 });
      await page.locator(`[data-testid=game][data-moves="${before}"][data-playing=false]`).waitFor();
      await expect.poll(() => logLines(page)).toEqual(told);
      expect((await logLines(page)).at(-1)).toBe(told.at(-1));
    }
    expect(await ben.page.locator('[data-testid=talers-1]').innerText()).not.toBe('?');
    expect(await ben.page.locator('[data-testid=talers-0]').innerText()).toBe('?');
    expect(await Promise.all(pages.map((page) => play(page)))).toEqual(['final', 'final']);
    // Chromium logs each refused try while the host is down; nothing else may go wrong.
    for (const { errors } of [ana, ben]) expect(beyondHostGone(errors)).toEqual([]);

    expect(await second.stop()).toBe(0);
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
