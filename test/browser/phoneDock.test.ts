// A phone's decision at a guild turn in sight as it is put together, against the real `norenberc host`
// program: the player taps Buy (and Sell, when the game offers it) and, with the dock as it then rests,
// the first stepper and the button that sends the choice both show, and every control the dock shows is
// the one a finger meets there (nothing drawn over it, the docked button least of all). At a plain LAN
// table and at a table with a display, where the phone's "See the whole board" and "Skip ahead on the
// table" stay a tap away whatever the decision. Four players: five houses.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { Client } from '../../protocol/client.ts';
import { CAN_RUN, guestUrl, play } from './driver.ts';
import { coveredInDock } from './legibility.ts';
import { newDataDir, startHostProgram } from './programs.ts';
import { appAndBrowser } from './rig.ts';
import { openDisplay } from './tableDisplay.ts';
import { joinTable, openTouch } from './touch.ts';

const PHONES = [
  { width: 360, height: 640, name: 'Ana' },
  { width: 390, height: 844, name: 'Ben' },
  { width: 412, height: 915, name: 'Cleo' },
] as const;

const STEPPER = { buy: '[data-testid^=buy-add-]', sell: '[data-testid=sell-more]' } as const;
const TOOLS = ['[data-testid=whole-board]', '[data-testid=display-next]'];

/**
 * Plays the phone's seat until it has chosen Buy and Sell at a guild turn, each once, checking what the
 * dock then shows; `must`: what must show besides the first stepper and the confirmation.
 */
async function chooseAndLook(page: Page, must: readonly string[]): Promise<void> {
  const left = new Set<keyof typeof STEPPER>(['buy', 'sell']);
  const offered = async (): Promise<(keyof typeof STEPPER)[]> => {
    const found: (keyof typeof STEPPER)[] = [];
    for (const mode of left) if (await page.locator(`[data-testid=mode-${mode}]`).count()) found.push(mode);
    return found;
  };
  while (left.size) {
    expect(await play(page, { touch: true, stop: async () => (await offered()).length > 0 })).toBe('stopped');
    for (const mode of await offered()) {
      await page.locator(`[data-testid=mode-${mode}]`).tap();
      await page.locator(`[data-testid=${mode}-confirm]`).waitFor();
      const shown = [`[data-testid=${mode}-confirm]`, STEPPER[mode], ...must];
      expect(await coveredInDock(page, shown), `after choosing ${mode}`).toEqual([]);
      left.delete(mode);
    }
  }
}

describe.runIf(CAN_RUN)("a phone's decision in sight as it is put together", () => {
  const live = appAndBrowser(() => startHostProgram(newDataDir('phone-dock')));
  const creators: Client[] = [];
  afterAll(() => {
    for (const creator of creators) creator.close();
  });

  for (const { name, ...screen } of PHONES)
    it(`at a LAN table, at ${screen.width}×${screen.height}`, { timeout: 180_000 }, async () => {
      const guest = await openTouch(live.browser, guestUrl(live.program), screen);
      const { creator } = await joinTable(live.program, guest, name, 3);
      creators.push(creator);
      await chooseAndLook(guest.page, []);
      expect(guest.errors).toEqual([]);
      await guest.context.close();
    });

  it('in German, whose words run longest: the undo button keeps its words, and planning its count in sight', async () => {
    const guest = await openTouch(
      live.browser,
      guestUrl(live.program),
      { width: 360, height: 640 },
      'off',
      'de',
    );
    const { creator } = await joinTable(live.program, guest, 'Dora', 3);
    creators.push(creator);
    const { page } = guest;
    await page.locator('[data-testid=plan-confirm]').waitFor();
    // Five guilds to plan in a dock half the screen high: the list scrolls under the plan's foot, the
    // count of cards chosen in sight with the buttons, nothing drawn over it.
    const count = page.locator('[data-testid=dock] .count');
    expect(await count.innerText()).toMatch(/^0 von \d$/);
    const countInSight = await count.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return r.bottom <= innerHeight && hit !== null && el.contains(hit);
    });
    expect(countInSight).toBe(true);
    const undo = page.locator('[data-testid=dock] [data-testid=undo]');
    expect(await undo.innerText()).toContain('Rückgängig');
    expect(await undo.evaluate((b) => b.scrollWidth - b.clientWidth)).toBeLessThanOrEqual(1);
    expect(guest.errors).toEqual([]);
    await guest.context.close();
  });

  for (const { name, ...screen } of PHONES)
    it(`at a table with a display, at ${screen.width}×${screen.height}`, { timeout: 180_000 }, async () => {
      const { display, gameId } = await openDisplay(live.browser, live.program.operatorUrl(), {
        width: 1280,
        height: 720,
      });
      const phone = await openTouch(live.browser, guestUrl(live.program, '#/join'), screen);
      await phone.page.fill('[data-testid=join-name]', name);
      await phone.page.locator(`[data-testid="join-${gameId}"]`).tap();
      await phone.page.locator('[data-testid=lobby]').waitFor();
      await display.page.selectOption('[data-testid=display-lobby] select', 'easy');
      for (const seat of [1, 2, 3]) {
        await display.page.click('[data-testid=display-add-bot]');
        await display.page.locator(`[data-testid=display-seat-${seat}]`, { hasText: 'Easy bot' }).waitFor();
      }
      await display.page.click('[data-testid=display-start]');
      await chooseAndLook(phone.page, TOOLS);
      expect(phone.errors).toEqual([]);
      await phone.context.close();
      await display.context.close();
    });
});
