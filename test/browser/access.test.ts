// What the app does for players who rely on a screen reader, ask their system for less motion, or
// would rather not wait for the board's animations.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appUrl, browserAndHost, openApp, play } from './driver.ts';

/** Presses Tab until the focus is on `selector` (at most 300 times), as a keyboard player would. */
async function tabTo(page: Page, selector: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${selector} cannot be reached with the Tab key`);
}

/** Waits until the game shows more than `moves` actions applied. */
async function movedPast(page: Page, moves: number): Promise<void> {
  await page.waitForFunction(
    (before) => Number(document.querySelector<HTMLElement>('[data-testid=game]')?.dataset.moves) > before,
    moves,
  );
}

describe('accessibility in the browser', () => {
  const env = browserAndHost();

  it('starts with the animations off for a player who asked for reduced motion, normal otherwise', async () => {
    for (const [reducedMotion, speed] of [
      [true, 'off'],
      [false, 'normal'],
    ] as const) {
      const { page, context, errors } = await openApp(env.browser, appUrl(env.host, '#/settings'), {
        firstVisit: true,
        reducedMotion,
      });
      await page.locator('input[name=speed]:checked').waitFor();
      expect(await page.locator('input[name=speed]:checked').inputValue()).toBe(speed);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('runs no animation for a player who asked for reduced motion, while the game is played', async () => {
    const { page, context, errors } = await openApp(env.browser, appUrl(env.host), {
      firstVisit: true,
      reducedMotion: true,
    });
    // Every animation the page runs, sampled at each frame from Home through a game's turns.
    await page.evaluate(() => {
      const w = window as unknown as { moving: string[] };
      w.moving = [];
      const sample = (): void => {
        for (const a of document.getAnimations()) {
          const ms = Number(a.effect?.getComputedTiming().duration ?? 0);
          const name =
            a instanceof CSSAnimation
              ? a.animationName
              : a instanceof CSSTransition
                ? a.transitionProperty
                : 'script';
          if (a.playState === 'running' && ms > 1 && w.moving.length < 10) w.moving.push(`${name} ${ms} ms`);
        }
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await page.click('[data-testid=home-new]');
    await page.selectOption('[data-testid=seat-kind-1]', 'easy');
    await page.click('[data-testid=start-game]');
    let turns = 0;
    await play(page, { stop: async () => turns++ > 6 });
    expect(await page.evaluate(() => (window as unknown as { moving: string[] }).moving)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("announces the player's turn to screen readers and in the window title, and only then", async () => {
    const { page, context, errors } = await openApp(env.browser, appUrl(env.host, '#/new'));
    await page.fill('[data-testid=seat-name-0]', 'Ana');
    await page.selectOption('[data-testid=seat-kind-1]', 'easy');
    await page.click('[data-testid=start-game]');
    // Said in the log's live region, after the line that opened the turn.
    const announce = page.locator('[data-testid=announce]');
    await page.getByText('Ana, your turn: choose your guilds.').waitFor({ state: 'attached' });
    expect(await page.locator('[role=log] li').last().innerText()).toBe(
      'Ana, your turn: choose your guilds.',
    );
    expect(await page.title()).toBe('● Your turn · Norenberc');

    await page.click('[data-testid=plan-brewers]');
    await page.click('[data-testid=plan-confirm]');
    // Either Ana acts at the Brewers now, or the bot acts first and the title says nothing is asked of her.
    await page.waitForFunction(() => {
      const said = document.querySelector('[data-testid=announce]')?.textContent ?? '';
      return said === 'Ana, your turn at the Brewers.'
        ? document.title === '● Your turn · Norenberc'
        : said === '' && document.title === 'Norenberc';
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
    const { page, context, errors } = await openApp(env.browser, appUrl(env.host, '#/new'), {
      speed: 'slow',
    });
    await page.selectOption('[data-testid=seat-kind-1]', 'easy');
    await page.click('[data-testid=start-game]');
    const game = page.locator('[data-testid=game]');
    for (const how of ['button', 'Escape'] as const) {
      // Plans revealed guild by guild, agents climbing: several moves of 800 ms each.
      await page.locator('[data-testid=game][data-playing=false] [data-testid=plan-confirm]').waitFor();
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
      // On to the next turn's planning, playing legal moves at each guild until then.
      await play(page, { stop: async () => (await page.locator('[data-testid=plan-confirm]').count()) > 0 });
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('plays a turn with the keyboard alone: the new game, a plan, a purchase', async () => {
    const { page, context, errors } = await openApp(env.browser, appUrl(env.host, '#/new'));
    await page.locator('[data-testid=start-game]:not([disabled])').waitFor();
    await tabTo(page, '[data-testid=start-game]');
    await page.keyboard.press('Enter');
    await page.locator('[data-testid=plan-confirm]').waitFor();
    // Key 1 picks the first guild, as the panel says.
    await page.keyboard.press('1');
    expect(await page.locator('[data-testid=plan-brewers]').getAttribute('aria-pressed')).toBe('true');
    await tabTo(page, '[data-testid=plan-confirm]');
    await page.keyboard.press('Enter');
    await page
      .locator('[data-testid=game][data-playing=false] [data-testid=mode-buy]')
      .waitFor({ timeout: 30_000 });
    const game = page.locator('[data-testid=game]');
    const moves = Number(await game.getAttribute('data-moves'));
    // The ways to act are radio buttons: Tab reaches their group, the arrows choose Buy.
    await tabTo(page, '[data-testid^=mode-] input');
    for (let i = 0; i < 3 && !(await page.locator('[data-testid=mode-buy] input').isChecked()); i++)
      await page.keyboard.press('ArrowRight');
    expect(await page.locator('[data-testid=mode-buy] input').isChecked()).toBe(true);
    await tabTo(page, '[data-testid^=buy-add-]:not([disabled])');
    await page.keyboard.press('Space');
    await tabTo(page, '[data-testid=buy-confirm]:not([disabled])');
    await page.keyboard.press('Enter');
    await movedPast(page, moves);
    await page
      .getByText(/buys \d+ .* for \d+ talers?\./)
      .first()
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('plays a whole turn with the skip links, the action keys and Enter, and lists the keys', async () => {
    const { page, context, errors } = await openApp(env.browser, appUrl(env.host, '#/new'));
    await page.selectOption('[data-testid=seat-kind-1]', 'easy');
    await page.click('[data-testid=start-game]');
    await page.locator('[data-testid=game][data-playing=false] [data-testid=plan-confirm]').waitFor();
    const game = page.locator('[data-testid=game]');
    const focused = (): Promise<string | null> =>
      page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

    // The first Tab stop of the page is the skip link to the panel; it brings the focus to the first guild.
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('skip-to-panel');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).type)).toBe('checkbox');
    await page.keyboard.press('Space');
    expect(await page.locator('[data-testid=plan-brewers]').getAttribute('aria-pressed')).toBe('true');
    // Enter plays the cards chosen.
    let moves = Number(await game.getAttribute('data-moves'));
    await page.keyboard.press('Enter');
    await movedPast(page, moves);

    // At the Brewers: B buys, Space on + adds a good, Enter on + presses it too (adds one, buys
    // nothing), and Enter on the purchase's own button buys.
    await page
      .locator('[data-testid=game][data-playing=false] [data-testid=nothing]')
      .waitFor({ timeout: 30_000 });
    moves = Number(await game.getAttribute('data-moves'));
    await page.keyboard.press('b');
    await tabTo(page, '[data-testid^=buy-add-]:not([disabled])');
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    expect(Number(await game.getAttribute('data-moves'))).toBe(moves);
    await tabTo(page, '[data-confirm]:not([disabled])');
    await page.keyboard.press('Enter');
    await movedPast(page, moves);
    await page
      .getByText(/buys \d+ .* for \d+ talers?\./)
      .first()
      .waitFor();

    // The key list and the standings open from the keyboard, and Escape closes the list.
    await page.keyboard.press('?');
    await page.locator('[data-testid=keys]').waitFor();
    expect(await page.locator('[data-testid=keys]').innerText()).toContain('Enter');
    // The list takes the keys once it has the focus, as it does when it opens (a moment on a busy machine).
    await expect
      .poll(() =>
        page.evaluate(() => document.querySelector('[data-testid=keys]')?.contains(document.activeElement)),
      )
      .toBe(true);
    await page.keyboard.press('Escape');
    await page.locator('[data-testid=keys]').waitFor({ state: 'detached' });
    await page.keyboard.press('t');
    await page.locator('[data-testid=standings]').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('[data-testid=standings]').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
