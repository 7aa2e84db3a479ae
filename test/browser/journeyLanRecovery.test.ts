// A LAN game that loses a guest and then its host, as it ships: `norenberc host` as a real program. The
// guest's page closes; the creator gives the seat to an easy stand-in, which plays it (the board says
// so); the guest comes back in a new page and takes the seat back. Then the program is killed (SIGKILL)
// and started again on the same data folder and port: both pages reconnect by themselves, at the same
// move, and the game is played to its end. The database holds one finished match with every action
// (it replays), the stand-in's part of it, and the result kept apart for the guest.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { play, beyondHostGone } from './driver.ts';
import { joinTable, moveCount, openTable, press, readDatabase } from './journey.ts';
import { newDataDir, startHostProgram } from './programs.ts';
import { ROOT } from '../store/processes.ts';
import { journeyRig } from './rig.ts';

const rig = journeyRig();

function cli(...args: string[]): { status: number | null; stdout: string } {
  const r = spawnSync(process.execPath, ['bin/norenberc.js', ...args], { cwd: ROOT, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout };
}

/** Both pages play until the game has had at least `moves` actions. */
async function playUntil(pages: Page[], moves: number): Promise<void> {
  const enough = async (): Promise<boolean> => (await moveCount(pages[0]!)) >= moves;
  expect(await Promise.all(pages.map((page) => play(page, { stop: enough })))).toEqual(
    pages.map(() => 'stopped'),
  );
}

describe('a LAN game that loses a guest, then its host', () => {
  it('is played by a stand-in, taken back, survives a kill -9 of its host and ends, all stored', async () => {
    const dataDir = newDataDir('journey-recovery');
    const first = await rig.program(startHostProgram(dataDir));
    const { port } = first;
    const browser = await rig.browser();
    const ana = await openTable(browser, first, 'Ana', 'Stormy table', { open: 1 });
    const ben = await joinTable(browser, first, 'Ben', 'Stormy table');
    await press(ana, '[data-testid=lobby-start]');
    await playUntil([ana.page, ben.page], 3);

    // Ben's page closes: the table says he is away, and the creator lets an easy bot play for him.
    const table = ben.page.url();
    await ben.page.close();
    const away = ana.page.locator('[data-testid=away-seat]');
    await away.filter({ hasText: 'Ben is away — waiting' }).waitFor();
    await ana.page.selectOption('[data-testid=away-seat] select', 'easy');
    const handedAt = await moveCount(ana.page);
    await press(ana, '[data-testid=stand-in]');
    await away.filter({ hasText: 'a stand-in (Easy bot) plays for them' }).waitFor();
    await ana.page
      .locator('[data-testid=player-1]', { hasText: 'Away: the easy bot plays meanwhile' })
      .waitFor();
    await playUntil([ana.page], handedAt + 8);

    // Ben comes back in a new page of the same browser: the seat is his again, nobody asked.
    const back = await ben.context.newPage();
    const backErrors: string[] = [];
    back.on('console', (m) => void (m.type() === 'error' && backErrors.push(m.text())));
    await back.goto(table);
    await back.locator('[data-testid=game]').waitFor();
    await away.waitFor({ state: 'detached' });
    const backAt = await moveCount(ana.page);
    expect(await back.locator('[data-testid=talers-1]').innerText()).not.toBe('?');
    await playUntil([ana.page, back], backAt + 4);

    // The host program dies without closing anything, and is started again where it was.
    const before = await moveCount(ana.page);
    await first.kill();
    for (const page of [ana.page, back])
      await page.locator('[data-testid=connection]', { hasText: 'reconnecting' }).waitFor();
    const second = await rig.program(startHostProgram(dataDir, ['--port', String(port)]));
    expect(second.port).toBe(port);
    expect(second.stdout()).toMatch(/resumed game \S+ at action \d+/);
    for (const page of [ana.page, back])
      await page.locator('[data-testid=connection]').waitFor({ state: 'detached', timeout: 60_000 });
    // Nothing a page showed is lost, and both show the game where the host resumed it: Ben's last
    // move may have reached the host as Ana's page counted.
    const resumed = Number(/resumed game \S+ at action (\d+)/.exec(second.stdout())![1]);
    expect(resumed).toBeGreaterThanOrEqual(before);
    await expect.poll(() => Promise.all([moveCount(ana.page), moveCount(back)])).toEqual([resumed, resumed]);
    expect(await back.locator('[data-testid=talers-1]').innerText()).not.toBe('?');
    expect(await back.locator('[data-testid=talers-0]').innerText()).toBe('?');
    expect(await Promise.all([play(ana.page), play(back)])).toEqual(['final', 'final']);
    const final = await moveCount(ana.page);
    expect(await moveCount(back)).toBe(final);

    // Chromium logs each refused try while the host is down; nothing else may go wrong.
    expect(beyondHostGone(ana.errors)).toEqual([]);
    expect(beyondHostGone(ben.errors)).toEqual([]);
    expect(beyondHostGone(backErrors)).toEqual([]);
    expect(await second.stop()).toBe(0);

    const db = readDatabase(dataDir);
    let matchId: number;
    try {
      const matches = db
        .prepare('SELECT id, status, action_count AS actions, stand_ins AS standIns FROM matches')
        .all() as { id: number; status: string; actions: number; standIns: string | null }[];
      expect(matches).toHaveLength(1);
      const [match] = matches as [(typeof matches)[0]];
      matchId = match.id;
      expect(match.status).toBe('finished');
      expect(match.actions).toBe(final);
      const idx = db
        .prepare('SELECT idx FROM actions WHERE match_id = ? ORDER BY idx')
        .pluck()
        .all(match.id) as number[];
      expect(idx).toHaveLength(final);
      expect(idx.at(-1)! - idx[0]!).toBe(final - 1);
      // The stand-in's part: from the action it was handed to until Ben came back, with Ben's seat acting.
      const standIns = JSON.parse(match.standIns ?? '[]') as { seat: number; from: number; to?: number }[];
      expect(standIns).toEqual([{ seat: 1, level: 'easy', from: handedAt, to: expect.any(Number) }]);
      const { from, to } = standIns[0]! as { from: number; to: number };
      expect(to).toBeGreaterThan(from);
      expect(to).toBeLessThanOrEqual(backAt);
      const seats = (
        db
          .prepare('SELECT action FROM actions WHERE match_id = ? ORDER BY idx')
          .pluck()
          .all(match.id) as string[]
      ).map((a) => (JSON.parse(a) as { seat: number }).seat);
      expect(seats.slice(from - idx[0]!, to - idx[0]!)).toContain(1);
      // Ben's result is his, kept apart as a game a stand-in had a hand in; Ana's counts.
      const results = db
        .prepare('SELECT seat, stood_in AS stoodIn FROM results WHERE match_id = ? ORDER BY seat')
        .all(match.id);
      expect(results).toEqual([
        { seat: 0, stoodIn: 0 },
        { seat: 1, stoodIn: 1 },
      ]);
    } finally {
      db.close();
    }

    // Every action is there: the record exported by the command line replays to its end.
    const exported = cli('export', String(matchId), '--data-dir', dataDir);
    expect(exported.status).toBe(0);
    const file = join(dataDir, 'game.json');
    writeFileSync(file, exported.stdout);
    const replayed = cli('replay', file);
    expect(replayed.status).toBe(0);
    expect(JSON.parse(replayed.stdout)).toMatchObject({ ok: true });
  });
});
