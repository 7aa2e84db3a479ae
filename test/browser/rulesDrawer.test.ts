// The rules from a game open beside the board, not in place of it: the board and the player's panel
// stay in view and in reach, and Esc or Close puts the rules away with the focus back where it was.
import { describe, expect, it } from 'vitest';
import { appUrl, browserAndHost, openApp, shot } from './driver.ts';
import { playerAreas, textSizes } from './legibility.ts';

describe('the rules during a game', () => {
  const env = browserAndHost();

  it('open in a drawer beside the board, which stays playable, and close with Esc or Close', async () => {
    const { page, errors } = await openApp(env.browser, appUrl(env.host), {
      viewport: { width: 1280, height: 800 },
    });
    await page.click('[data-testid=home-new]');
    await page.fill('[data-testid=seat-name-0]', 'Ana');
    await page.selectOption('[data-testid=seat-kind-1]', 'easy');
    await page.click('[data-testid=start-game]');
    await page.locator('[data-testid=plan-confirm]').waitFor();
    const url = page.url();

    await page.click('[data-testid=game-rules]');
    const drawer = page.locator('[data-testid=rules-drawer]');
    await drawer.waitFor();
    expect(page.url()).toBe(url);
    // The rules' text is a chunk of its own, which may arrive after the drawer.
    await drawer.locator('#rules-townsmen').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'rules-drawer-close',
    );
    // The board is still there, and the player's panel takes a plan while the rules are open.
    await expect.poll(() => page.locator('[data-region=board]').isVisible()).toBe(true);
    await shot(page, 'rules-beside-board');
    // Made room for, it stays legible: no text under the board's least size, no player's area cut off.
    expect((await textSizes(page)).filter((t) => t.px < 11).slice(0, 5)).toEqual([]);
    expect((await playerAreas(page)).filter((a) => !a.inWindow || a.clippedBy)).toEqual([]);
    const brewers = page.locator('[data-testid=plan-brewers]');
    await brewers.click();
    expect(await brewers.getAttribute('aria-pressed')).toBe('true');

    await drawer.locator('[data-testid=rules-drawer-close]').focus();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('game-rules');

    await page.click('[data-testid=game-rules]');
    expect(await page.getAttribute('[data-testid=game-rules]', 'aria-expanded')).toBe('true');
    await page.click('[data-testid=rules-drawer-close]');
    await drawer.waitFor({ state: 'detached' });
    // The bar's button opens and closes them too.
    await page.click('[data-testid=game-rules]');
    await drawer.waitFor();
    await page.click('[data-testid=game-rules]');
    await drawer.waitFor({ state: 'detached' });
    expect(await page.getAttribute('[data-testid=game-rules]', 'aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
  });
});
