// The end of a solo game as the app ships (`norenberc start --browser`): once the final scores are
// closed, the bar that brings them back (with the review and Play again) covers no player's area, and
// every area can be scrolled into sight and pointed at, on a laptop, a large screen and a phone.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp, overlap, ownsItsMiddle, play, shot, startSoloGame } from './driver.ts';
import { newDataDir, startApp } from './programs.ts';
import { journeyRig } from './rig.ts';

const rig = journeyRig();

/** Each player's area (a chip on a phone): scrolled into sight, its middle is its own, not the bar's. */
async function areasClear(page: Page, areas: string): Promise<string[]> {
  const problems: string[] = [];
  const bar = page.locator('[data-testid=game-end]');
  const list = page.locator(areas);
  const n = await list.count();
  expect(n).toBe(4);
  for (let i = 0; i < n; i++) {
    const area = list.nth(i);
    await area.scrollIntoViewIfNeeded();
    const box = (await area.boundingBox())!;
    const barBox = (await bar.boundingBox())!;
    if (overlap(box, barBox)) problems.push(`${i}: under the bar`);
    const view = page.viewportSize()!;
    const inSight = box.y >= 0 && box.y + Math.min(box.height, view.height) <= view.height + 1;
    if (!inSight) problems.push(`${i}: out of sight (${Math.round(box.y)}+${Math.round(box.height)})`);
    if (!(await ownsItsMiddle(area))) problems.push(`${i}: its middle is covered`);
  }
  return problems;
}

describe('the bar at the end of a game', () => {
  it('covers no player area once the final scores are closed, at any window size', async () => {
    const program = await rig.program(startApp(newDataDir('game-end-bar'), 0, { reviewsAhead: true }));
    const browser = await rig.browser();
    const { page, errors } = await openApp(browser, program.url, { viewport: { width: 1366, height: 800 } });
    await startSoloGame(page, ['easy', 'easy', 'easy']);
    // Ana plays the first round and passes after: a short game on a shared machine.
    let rounds = 0;
    const ended = await play(page, { pass: async () => rounds >= 1, onRoundEnd: async () => void rounds++ });
    expect(ended).toBe('final');
    await page.click('[data-testid=scores-close]');
    await page.locator('[data-testid=game-end]').waitFor();

    for (const size of [
      { width: 1366, height: 800 },
      { width: 1024, height: 768 },
      { width: 1920, height: 1080 },
    ]) {
      await page.setViewportSize(size);
      await shot(page, `game-end-bar-${size.width}`);
      expect(await areasClear(page, '[data-testid^=player-]'), `${size.width}×${size.height}`).toEqual([]);
      // The bar itself is in reach.
      await page.locator('[data-testid=end-scores]').scrollIntoViewIfNeeded();
      await expect(page.locator('[data-testid=end-scores]').isVisible()).resolves.toBe(true);
    }
    // A phone's size: the compact table, its players as chips above the house.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('[data-testid=dock]').waitFor();
    await shot(page, 'game-end-bar-phone');
    expect(await areasClear(page, '[data-testid^=chip-]'), 'phone').toEqual([]);
    await page.locator('[data-testid=end-scores]').click();
    await page.locator('[data-testid=final-scores]').waitFor();
    expect(errors).toEqual([]);
  });
});
