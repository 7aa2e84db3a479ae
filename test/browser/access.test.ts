// What the app does for players who rely on a screen reader, ask their system for less motion, or
// would rather not wait for the board's animations.
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

  it('skips the animations with the button, and with Escape', async () => {
    const { page, context, errors } = await openApp(env.browser, appUrl(env.host, '#/new'), { speed: 'slow' });
    await page.selectOption('[data-testid=seat-kind-1]', 'easy');
    await page.click('[data-testid=start-game]');
    const game = page.locator('[data-testid=game]');
    for (const how of ['button', 'Escape'] as const) {
      // Plans revealed guild by guild, agents climbing: several moves of 800 ms each.
      await page.locator('[data-testid=plan-confirm]').waitFor();
      await page.click('[data-testid=plan-brewers]');
      await page.click('[data-testid=plan-confirm]');
      await page.locator('[data-testid=skip]').waitFor();
      if (how === 'button') {
        // The board still shows the plans being revealed; its choices are drawn, but a click changes nothing.
        const toggle = page.locator('[data-testid=plan-bakers]');
        await toggle.click({ force: true });
        expect(await toggle.getAttribute('aria-pressed')).toBe('false');
        expect(await page.locator('[data-testid=error]').count()).toBe(0);
      }
      const moves = Number(await game.getAttribute('data-moves'));
      if (how === 'button') await page.click('[data-testid=skip]');
      else await page.keyboard.press('Escape');
      await page.locator('[data-testid=game][data-playing=false]').waitFor({ timeout: 2_000 });
      expect(Number(await game.getAttribute('data-moves'))).toBeGreaterThan(moves);
      expect(await page.locator('.flight-token').count()).toBe(0);
      expect(await page.locator('[data-testid=skip]').count()).toBe(0);
      // On to the next turn's planning: do nothing at each guild until then.
      while (!(await page.locator('[data-testid=plan-confirm]').count())) {
        await page.locator('[data-testid=nothing]').or(page.locator('[data-testid=plan-confirm]')).first().waitFor({ timeout: 30_000 });
        if (await page.locator('[data-testid=game][data-playing=false] [data-testid=nothing]').count()) await page.click('[data-testid=nothing]');
        else await page.waitForTimeout(100);
      }
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
