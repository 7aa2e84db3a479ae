// The match history in the browser: a host with a store holding imported games, its list, a replay
// stepped and sought, and the statistics with their charts.
import { describe, expect, it } from 'vitest';
import { openHostStore } from '../../main/store/hostStore.ts';
import { importRecord } from '../../main/store/recordImport.ts';
import { randomRecord } from '../renderer/games.ts';
import { appUrl, browserAndHost, openApp, shot } from './driver.ts';

describe('history, replay and statistics in the browser', () => {
  // The data folder holds three imported games before the app starts on it.
  const env = browserAndHost(undefined, (dataDir) => {
    const opened = openHostStore(dataDir, () => {});
    for (const [players, seed] of [
      [2, 1],
      [3, 2],
      [2, 3],
    ] as const) {
      const done = importRecord(
        opened.store.store,
        randomRecord(players, seed),
        1_700_000_000_000 + seed * 60_000,
      );
      if (!done.ok) throw new Error(done.error);
    }
    opened.close();
  });

  it('lists the matches, replays one step by step and shows the statistics', async () => {
    const { page, errors } = await openApp(env.browser, appUrl(env.host));
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
    await page.click('[data-testid=scores-close]');
    expect(await page.locator('[data-testid=final-scores]').count()).toBe(0);
    await page.click('[data-testid=replay-scores]');
    await page.locator('[data-testid=final-scores]').waitFor();

    await page.keyboard.press('ArrowLeft');
    expect(await replay.getAttribute('data-step')).toBe(String(last - 1));
    await page.click('[data-testid=replay-first]');
    await page.click('[data-testid=replay-forward]');
    expect(await replay.getAttribute('data-step')).toBe('1');
    await page.locator('[data-testid=replay-seek]').fill('8');
    expect(await replay.getAttribute('data-step')).toBe('8');
    await page.selectOption('[data-testid=replay-seat]', { index: 1 });
    await shot(page, 'replay-seat');

    await page.goto(appUrl(env.host, '#/stats'));
    await page.locator('[data-testid=chart-winrate]').waitFor();
    await page.locator('[data-testid=head-to-head]').waitFor();
    // A draw between two players is said as one, not as a "Level" that reads like a bot's.
    expect(await page.locator('[data-testid=head-to-head] thead th').allInnerTexts()).toContain('Tied');
    expect(await page.locator('[data-testid=player-stats]').count()).toBe(3);
    await shot(page, 'statistics');
    expect(errors).toEqual([]);
  });
});
