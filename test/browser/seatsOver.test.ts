// The seats of a game that is over go quietly, against the real `norenberc start` program: Ana plays
// a solo game to its end and leaves it, then starts another; the program is stopped and started again
// on the same data folder and port (the game over is not brought back, the other one is). Her page
// comes back to the running game with nothing said about the one over, whose tokens it forgets, and
// a reload says nothing of it either, nor tells again the moves she watched before the host stopped
// (the browser knows them by their count of actions, which a host started again keeps).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { moves, openApp, play, beyondHostGone } from './driver.ts';
import { newDataDir, startApp } from './programs.ts';
import { journeyRig } from './rig.ts';

const rig = journeyRig();

/** The games whose tokens the page keeps for its host. */
const keptGames = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const all = JSON.parse(localStorage.getItem('norenberc.tokens') ?? '{}') as Record<
      string,
      { gameId: string | null }[]
    >;
    return [...new Set(Object.values(all).flatMap((held) => held.map((t) => t.gameId ?? '')))];
  });

async function soloGame(page: Page): Promise<string> {
  await page.click('[data-testid=home-new]');
  await page.fill('[data-testid=seat-name-0]', 'Ana');
  await page.selectOption('[data-testid=seat-kind-1]', 'easy');
  await page.click('[data-testid=start-game]');
  await page.locator('[data-testid=plan-confirm]').waitFor();
  return /#\/table\/([\w-]+)/.exec(page.url())![1]!;
}

describe('the seats of a game that is over', () => {
  it('go quietly when the host no longer knows the game, while the game being played comes back', async () => {
    const dataDir = newDataDir('seats-over');
    const first = await rig.program(startApp(dataDir));
    const browser = await rig.browser();
    const { page, errors } = await openApp(browser, first.url);

    const over = await soloGame(page);
    expect(await play(page, { pass: async () => true })).toBe('final');
    await page.click('[data-testid=scores-close]');
    await page.click('[data-testid=leave]');
    await page.locator('[data-testid=home-history]').waitFor();

    const running = await soloGame(page);
    const atAGuild = async (): Promise<boolean> => (await page.locator('[data-testid=nothing]').count()) > 0;
    expect(await play(page, { stop: atAGuild })).toBe('stopped');
    const at = await moves(page);
    expect(await keptGames(page)).toEqual(expect.arrayContaining([over, running]));

    expect(await first.stop()).toBe(0);
    await rig.program(startApp(dataDir, first.port));
    await page.locator('[data-testid=connection]').waitFor({ state: 'detached', timeout: 30_000 });
    await page.locator(`[data-testid=game][data-moves="${at}"] [data-testid=nothing]`).waitFor();
    // The host answered for the game over (its tokens are gone), and nothing was said of it.
    await expect.poll(() => keptGames(page)).toEqual([running]);
    expect(await page.locator('[data-testid=notice]').count()).toBe(0);

    await page.reload();
    // She watched every move up to her turn: the page reloaded tells none of them again.
    const atHerTurn = `[data-testid=game][data-moves="${at}"][data-playing=false]`;
    await page
      .locator(`${atHerTurn} [data-testid=nothing], ${atHerTurn} [data-testid=catch-up]`)
      .first()
      .waitFor();
    await page.waitForTimeout(1000);
    expect(await page.locator('[data-testid=catch-up]').count()).toBe(0);
    expect(await page.locator(`${atHerTurn} [data-testid=nothing]`).count()).toBe(1);
    expect(await page.locator('[data-testid=notice]').count()).toBe(0);
    expect(beyondHostGone(errors)).toEqual([]);
  });
});
