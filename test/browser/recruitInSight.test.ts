// A recruit's next question comes into sight as the choice before it opens it, on a phone (390×844)
// and on a laptop (1366×768): the player taps Recruit, then a window whose guest may be paid for in
// several ways, and "Pay with" with its first way shows, covered by nothing (the button that sends the
// recruit, docked on a phone, least of all); above that button, while it waits, what it waits for,
// which describes it.
// A position where seat 0 may pay for a window's guest in more than one way, opened in a running host
// with every other seat away: nobody else moves meanwhile.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../languages/en/messages.ts';
import { paymentsPosition } from '../renderer/games.ts';
import { appUrl, browserAndHost, openApp } from './driver.ts';
import { openGame } from './positions.ts';

const SCREENS = [
  { name: 'a phone', device: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'a laptop', device: 'desktop', viewport: { width: 1366, height: 768 } },
] as const;

/** `selector`'s first match in the window, its middle showing it rather than anything over it. */
function inSight(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((selector) => {
    const el = document.querySelector(selector);
    if (!el) return false;
    const r = el.getBoundingClientRect();
    const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
    if (x <= 0 || y <= 0 || x >= innerWidth || y >= innerHeight) return false;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && ((el.closest('label') ?? el).contains(hit) || el.contains(hit));
  }, selector);
}

describe("a recruit's next question", () => {
  const env = browserAndHost(() => ({ graceMs: 600_000 }));
  const position = paymentsPosition();

  for (const { name, device, viewport } of SCREENS)
    it(`comes into sight on ${name}, and the waiting button says what it waits for`, async () => {
      const { page, context, errors } = await openApp(env.browser, appUrl(env.host), { device, viewport });
      await openGame(page, env.host, position);
      const back = page.locator('[data-testid=catch-up-done]');
      if (await back.count()) await back.click();
      const press = (selector: string) =>
        device === 'phone' ? page.locator(selector).first().tap() : page.locator(selector).first().click();

      await press('[data-testid=mode-recruit]');
      await press(`[data-testid=window-${position.window}]`);
      const legend = page.locator('fieldset legend', { hasText: en.turn.choosePayment });
      await legend.waitFor();
      await expect.poll(() => inSight(page, 'fieldset:has(input[name=payment]) legend')).toBe(true);
      await expect.poll(() => inSight(page, 'label:has(input[name=payment])')).toBe(true);

      const button = page.locator('[data-testid=recruit-confirm]');
      const waits = page.locator('[data-testid=recruit-waits]');
      expect(await button.isDisabled()).toBe(true);
      expect((await waits.innerText()).trim()).toBe(en.turn.recruitWaits.payment);
      // Docked on a phone, in sight with it; on a laptop, right above it once the column is scrolled to it.
      if (device === 'desktop') await button.scrollIntoViewIfNeeded();
      expect(await inSight(page, '[data-testid=recruit-waits]')).toBe(true);
      expect(await inSight(page, '[data-testid=recruit-confirm]')).toBe(true);
      expect(await button.getAttribute('aria-describedby')).toBe(await waits.getAttribute('id'));

      // Paid for, the button has nothing more to wait for, or says the townsman's question.
      await press('label:has(input[name=payment])');
      await expect
        .poll(
          async () =>
            (await button.isEnabled()) || (await waits.innerText()) === en.turn.recruitWaits.ability,
        )
        .toBe(true);
      if (await button.isEnabled()) {
        expect(await waits.count()).toBe(0);
        expect(await button.getAttribute('aria-describedby')).toBeNull();
      }
      expect(errors).toEqual([]);
      await context.close();
    });
});
