// The match history in the browser: a host with a store holding imported games, its list, a replay
// stepped and sought, and the statistics with their charts.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startHost, type RunningHost } from '../../main/host/server.ts';
import { openGameStore } from '../../main/store/gameStore.ts';
import { importRecord } from '../../main/store/history.ts';
import { randomRecord } from '../renderer/games.ts';
import { HAVE_BUILD, HAVE_CHROMIUM, STATIC, appUrl, launch, openApp, shot } from './driver.ts';

describe.skipIf(!HAVE_CHROMIUM || !HAVE_BUILD)('history, replay and statistics in the browser', () => {
  let browser: Browser;
  let h: RunningHost;
  let opened: ReturnType<typeof openGameStore>;
  beforeAll(async () => {
    opened = openGameStore(mkdtempSync(join(tmpdir(), 'norenberc-history-')), () => {});
    for (const [players, seed] of [[2, 1], [3, 2], [2, 3]] as const) {
      const done = importRecord(opened.store.store.matches, randomRecord(players, seed), 1_700_000_000_000 + seed * 60_000);
      if (!done.ok) throw new Error(done.error);
    }
    h = await startHost({ port: 0, bind: '127.0.0.1', name: 'Test table', staticDir: STATIC, botThreads: 1, log: () => {}, store: opened.store, archive: opened.store });
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await h?.close();
    opened?.close();
  });

  it('lists the matches, replays one step by step and shows the statistics', async () => {
    const { page, errors } = await openApp(browser, appUrl(h));
    await page.click('[data-testid=home-history]');
    await page.locator('[data-testid=match]').first().waitFor();
    expect(await page.locator('[data-testid=match]').count()).toBe(3);
    await page.selectOption('[data-testid=history-players]', { label: '3 players' });
    expect(await page.locator('[data-testid=match]').count()).toBe(1);
    await shot(page, 'history');

    await page.click('[data-testid=open-replay]');
    const replay = page.locator('[data-testid=replay]');
    await page.locator('[data-testid=final-scores]').waitFor();
    const last = Number(await replay.getAttribute('data-step'));
    expect(last).toBeGreaterThan(10);
    await shot(page, 'replay-end');

    await page.keyboard.press('ArrowLeft');
    expect(await replay.getAttribute('data-step')).toBe(String(last - 1));
    await page.click('[data-testid=replay-first]');
    await page.click('[data-testid=replay-forward]');
    expect(await replay.getAttribute('data-step')).toBe('1');
    await page.locator('[data-testid=replay-seek]').fill('8');
    expect(await replay.getAttribute('data-step')).toBe('8');
    await page.selectOption('[data-testid=replay-seat]', { index: 1 });
    await shot(page, 'replay-seat');

    await page.goto(appUrl(h, '#/stats'));
    await page.locator('[data-testid=chart-winrate]').waitFor();
    await page.locator('[data-testid=head-to-head]').waitFor();
    expect(await page.locator('[data-testid=player-stats]').count()).toBe(3);
    await shot(page, 'statistics');
    expect(errors).toEqual([]);
  });
});
