// A LAN table as `norenberc host` serves it: the lobby opens at its top, its heading in sight (and
// focused, for a screen reader), for the household that opened the table and for the guest who joined
// it, though each pressed a button at the foot of a longer page to get there.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, guestUrl, openApp, shot } from './driver.ts';
import { newDataDir, startHostProgram } from './programs.ts';
import { journeyRig } from './rig.ts';

const rig = journeyRig();

/** The lobby's heading: where it stands in the window, and whether it has the focus. */
async function heading(page: Page): Promise<{ top: number; bottom: number; focused: boolean; text: string }> {
  const h1 = page.locator('[data-testid=lobby] h1');
  await h1.waitFor();
  return h1.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return {
      top: r.top,
      bottom: r.bottom,
      focused: document.activeElement === el,
      text: el.textContent ?? '',
    };
  });
}

describe('the lobby of a LAN table', () => {
  it('opens at its top, its heading in sight, for the household and the guest', async () => {
    const program = await rig.program(startHostProgram(newDataDir('lobby-top')));
    const browser = await rig.browser();
    const key = new URL(program.operatorUrl()).searchParams.get('key')!;
    // On a phone: the form to open the table, the list of tables and the lobby all run below its screen.
    const ana = await openApp(browser, appUrl({ port: program.port, appKey: key }, '#/host'), {
      device: 'phone',
    });
    await ana.page.fill('[data-testid=seat-name-0]', 'Ana');
    await ana.page.click('[data-testid=create-table]');
    await ana.page.locator('[data-testid=lobby]').waitFor();
    const ben = await openApp(browser, guestUrl(program, '#/join'), { device: 'phone' });
    await ben.page.fill('[data-testid=join-name]', 'Ben');
    await ben.page.locator('[data-testid^=join-]', { hasText: 'Join' }).first().tap();
    await ben.page.locator('[data-testid=lobby]').waitFor();
    await shot(ana.page, 'lobby-top-household');
    await shot(ben.page, 'lobby-top-guest');
    for (const [who, page] of [
      ['household', ana.page],
      ['guest', ben.page],
    ] as const) {
      const h = await heading(page);
      expect(h.text, who).toContain("Ana's table");
      expect(h.top, who).toBeGreaterThanOrEqual(0);
      expect(h.bottom, who).toBeLessThanOrEqual(844);
      expect(h.focused, who).toBe(true);
    }
  });
});
