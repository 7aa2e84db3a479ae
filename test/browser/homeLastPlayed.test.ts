// Home tells when each unfinished game was last played, against the real `norenberc start` program:
// a hotseat game of Ana and Ben before anyone's first move is listed, after a reload
// and Home opened by its address, with the time it began; so it is once the program has been stopped
// and started again on the same data folder.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../languages/en/messages.ts';
import { moves, openApp, beyondHostGone } from './driver.ts';
import { newDataDir, startApp } from './programs.ts';
import { journeyRig } from './rig.ts';

const rig = journeyRig();

/** Home by its address: a page loaded anew, not the game's way out. */
async function homeByAddress(page: Page, url: string): Promise<string> {
  const home = new URL(url);
  home.hash = '#/home';
  await page.goto(home.toString());
  await page.reload();
  const game = page.locator('[data-testid=unfinished-game] .when');
  await game.waitFor();
  return game.innerText();
}

describe('Home’s unfinished games', () => {
  it('say when a game was last played, before its first move and after a restart', async () => {
    const dataDir = newDataDir('last-played');
    const first = await rig.program(startApp(dataDir));
    const browser = await rig.browser();
    const { page, errors } = await openApp(browser, first.url);
    const since = Date.now();
    // Two people at one screen: no bot moves before them, so the game has no move yet.
    await page.click('[data-testid=home-new]');
    await page.fill('[data-testid=seat-name-0]', 'Ana');
    await page.selectOption('[data-testid=seat-kind-1]', 'human');
    await page.fill('[data-testid=seat-name-1]', 'Ben');
    await page.click('[data-testid=start-game]');
    await page.locator('[data-testid=handoff-ready]').waitFor();
    expect(await moves(page)).toBe('0');
    // Home's words for a time since the game began, to the minute (the minute may have turned).
    const when = (t: number): string =>
      new Date(t).toLocaleString(en.locale, { dateStyle: 'medium', timeStyle: 'short' });
    const lines = (): string[] => {
      const now = Date.now();
      const times = [now];
      for (let t = since; t < now; t += 30_000) times.push(t);
      return times.map((t) => en.home.gameLine(1, when(t)));
    };

    expect(lines()).toContain(await homeByAddress(page, first.url));

    expect(await first.stop()).toBe(0);
    await rig.program(startApp(dataDir, first.port));
    expect(lines()).toContain(await homeByAddress(page, first.url));
    expect(beyondHostGone(errors)).toEqual([]);
  });
});
