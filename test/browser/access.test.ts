// What the app does for players who rely on a screen reader or ask their system for less motion.
import { describe, expect, it } from 'vitest';
import { CAN_RUN, appUrl, browserAndHost, openApp } from './driver.ts';

describe.skipIf(!CAN_RUN)('accessibility in the browser', () => {
  const env = browserAndHost();

  it('starts with the animations off for a player who asked for reduced motion, normal otherwise', async () => {
    for (const [reducedMotion, speed] of [[true, 'off'], [false, 'normal']] as const) {
      const { page, context, errors } = await openApp(env.browser, appUrl(env.host, '#/settings'), { firstVisit: true, reducedMotion });
      await page.locator('input[name=speed]:checked').waitFor();
      expect(await page.locator('input[name=speed]:checked').inputValue()).toBe(speed);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('announces the player\'s turn to screen readers and in the window title, and only then', async () => {
    const { page, context, errors } = await openApp(env.browser, appUrl(env.host, '#/new'));
    await page.fill('[data-testid=seat-name-0]', 'Ana');
    await page.selectOption('[data-testid=seat-kind-1]', 'easy');
    await page.click('[data-testid=start-game]');
    const announce = page.locator('[data-testid=announce]');
    expect(await announce.getAttribute('aria-live')).toBe('polite');
    await page.getByText('Ana, your turn: choose your guilds.').waitFor({ state: 'attached' });
    expect(await page.title()).toBe('● Your turn · Norenberc');

    await page.click('[data-testid=plan-brewers]');
    await page.click('[data-testid=plan-confirm]');
    // Either Ana acts at the Brewers now, or the bot acts first and the title says nothing is asked of her.
    await page.waitForFunction(() => {
      const said = document.querySelector('[data-testid=announce]')?.textContent ?? '';
      return said === 'Ana, your turn at the Brewers.' ? document.title === '● Your turn · Norenberc' : said === '' && document.title === 'Norenberc';
    });
    await page.locator('[data-testid=nothing]').waitFor();
    expect(await announce.innerText()).toBe('Ana, your turn at the Brewers.');
    await page.click('[data-testid=leave]');
    await page.click('[data-testid=leave-confirm]');
    await page.getByText('New game on this screen').waitFor();
    expect(await page.title()).toBe('Norenberc');
    expect(errors).toEqual([]);
    await context.close();
  });
});
