// Every screen of the household's view checked by axe-core (WCAG 2.0 to 2.2, A and AA, target sizes
// included, and axe's best practices), on the app a LAN host serves, at a laptop's size and on a phone:
// Home, New game, Settings, Rules, a game against an easy bot (planning with the hint open, a guild
// turn, recruiting, the round-end story, the final scores), its review and replay, History, Statistics,
// a hotseat's hand-off cover and a LAN lobby. No violation on any.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AxeRound, SIZES } from './axe.ts';
import { appUrl, browserAndHost, openApp, play, startSoloGame } from './driver.ts';

/** Goes to a screen by its address, and waits for its heading. */
async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('h1').first().waitFor();
}

describe('every screen of the household under axe', () => {
  const env = browserAndHost(() => ({ reviewsAhead: true }));

  for (const size of SIZES) {
    it(`has no violation at ${size.name}`, async () => {
      const round = new AxeRound(size.name);
      const { page, context, errors } = await openApp(env.browser, appUrl(env.host), {
        ...size.options,
        speed: 'off',
      });
      const check = (where: string): Promise<void> => round.check(page, where);
      await page.locator('h1').first().waitFor();
      await check('Home');
      for (const screen of ['new', 'settings', 'rules'] as const) {
        await visit(page, appUrl(env.host, `#/${screen}`));
        await check(screen);
      }

      // A game against an easy bot: planning with the hint open, a guild turn, recruiting.
      await visit(page, appUrl(env.host));
      await startSoloGame(page, ['easy']);
      await page.locator('[data-testid=plan-confirm]').waitFor();
      await check('planning');
      // The Brewers chosen: their toggle, white on the guild's gold, is legible (WCAG AA contrast).
      await page.locator('[data-testid=plan-choice-brewers]').click();
      await page.locator('[data-testid=plan-brewers][aria-pressed=true]').waitFor();
      await check('planning with a guild chosen');
      await page.click('[data-testid=hint]');
      await page.locator('[data-testid=hint-choice]').waitFor({ timeout: 120_000 });
      await check('planning with the hint');
      await page.click('[data-testid=hint-close]');
      const atGuild = async (): Promise<boolean> => (await page.locator('[data-testid=nothing]').count()) > 0;
      await play(page, { stop: atGuild, touch: size.name !== '1366×768' });
      await check('guild turn');
      // On a phone, the chat and the log in their sheet.
      if (await page.locator('[data-testid=open-log]').count()) {
        await page.locator('[data-testid=open-log]').tap();
        await page.locator('[data-testid=log-sheet]').waitFor();
        await check('log sheet');
        await page.locator('[data-testid=sheet-close]').tap();
        await page.locator('[data-testid=log-sheet]').waitFor({ state: 'detached' });
      }
      if (await page.locator('[data-testid=mode-recruit]').count()) {
        await page.locator('[data-testid=mode-recruit]').click();
        await page.locator('[data-testid^=window-]').first().click();
        await check('recruiting');
      }

      // The round-end story, then the game played out (passing) to its final scores.
      const story = async (): Promise<boolean> => (await page.locator('[data-testid=round-end]').count()) > 0;
      await play(page, { stop: story, touch: size.name !== '1366×768' });
      await check('round-end story');
      expect(await play(page, { pass: async () => true, touch: size.name !== '1366×768' })).toBe('final');
      await check('final scores');

      // Its review and replay, then the history and the statistics that list it.
      await page.locator('[data-testid=scores-review]').click({ timeout: 180_000 });
      await page.locator('[data-testid=review][data-status=done]').waitFor({ timeout: 180_000 });
      await check('review');
      await page.locator('[data-testid=decision-replay]').click();
      await page.locator('[data-testid=replay-seek]').waitFor();
      await check('replay');
      for (const screen of ['history', 'stats'] as const) {
        await visit(page, appUrl(env.host, `#/${screen}`));
        await page.locator('h2, [data-testid=match], [data-testid=player-stats]').first().waitFor();
        await check(screen);
      }

      // A hotseat of two: the hand-off's cover.
      await visit(page, appUrl(env.host, '#/new'));
      await page.click('[data-testid=add-seat]');
      for (const seat of [0, 1]) await page.selectOption(`[data-testid=seat-kind-${seat}]`, 'human');
      await page.selectOption('[data-testid=seat-kind-2]', 'easy');
      await page.click('[data-testid=start-game]');
      await page.locator('[data-testid=handoff]').waitFor();
      await check('hand-off cover');

      // A LAN table's lobby.
      await visit(page, appUrl(env.host, '#/host'));
      await page.click('[data-testid=create-table]');
      await page.locator('[data-testid=lobby]').waitFor();
      await check('lobby');

      expect(round.found).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }, 600_000);
  }
});
