// A tooltip never covers a choice the player may want next. At her first turn at a guild in a game
// against a bot (the app as it ships, `norenberc start --browser`), each control of the panel of
// choices, in each way to act it offers (recruiting, with each guest it may pick), is focused from the
// keyboard and pointed at with the mouse in turn: the tooltip it shows, if any, leaves every other
// control of the panel clear (a disabled one too: it is enabled by the next choice). At desktop sizes
// and on a phone (played by taps, where no tooltip shows until a key is pressed); Escape and a press
// elsewhere put a tooltip away.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp, play, shot, startSoloGame } from './driver.ts';
import { newDataDir, startApp } from './programs.ts';
import { journeyRig } from './rig.ts';

const rig = journeyRig();

const PANEL = '[data-region=panel]';
const CONTROLS = `${PANEL} :is(button, input, label)`;

/** The tooltip's box once it has settled (it is placed a frame after its size is known), or null. */
async function tooltipBox(page: Page): Promise<DOMRect | null> {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return page.evaluate(() => {
    const tip = document.querySelector('[data-testid=tooltip]');
    return tip ? (tip.getBoundingClientRect().toJSON() as DOMRect) : null;
  });
}

/** The panel's visible controls, but the one at `index` (and what holds it or is in it), that `box` covers. */
function covered(page: Page, index: number, box: DOMRect): Promise<string[]> {
  return page.evaluate(
    ({ selector, index, box }) => {
      const all = [...document.querySelectorAll(selector)];
      const own = all[index]!;
      return all
        .filter((el) => !el.contains(own) && !own.contains(el) && el.checkVisibility())
        .filter((el) => {
          const r = el.getBoundingClientRect();
          const x = Math.min(r.right, box.right) - Math.max(r.left, box.left);
          const y = Math.min(r.bottom, box.bottom) - Math.max(r.top, box.top);
          return x > 0 && y > 0;
        })
        .map((el) => el.getAttribute('data-testid') ?? el.textContent!.trim());
    },
    { selector: CONTROLS, index, box },
  );
}

/** Focuses, then points at, each control of the panel; returns the tooltips seen and what they covered. */
async function tryEach(page: Page, hover: boolean): Promise<{ tips: number; covering: string[] }> {
  let tips = 0;
  const covering: string[] = [];
  const controls = page.locator(CONTROLS);
  for (let i = 0; i < (await controls.count()); i++) {
    const control = controls.nth(i);
    if (!(await control.isVisible())) continue;
    const name = (await control.getAttribute('data-testid')) ?? (await control.innerText());
    const ways: [string, () => Promise<void>][] = [['focused', () => control.focus()]];
    if (hover) ways.push(['pointed at', () => control.hover()]);
    for (const [way, reach] of ways) {
      await page.locator(`${PANEL} h2`).first().hover();
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await reach();
      const box = await tooltipBox(page);
      if (!box) continue;
      tips++;
      for (const other of await covered(page, i, box)) covering.push(`${name} ${way} covers ${other}`);
    }
  }
  return { tips, covering };
}

const SCREENS = [
  { name: '1366×768', viewport: { width: 1366, height: 768 } },
  { name: '1024×768', viewport: { width: 1024, height: 768 } },
  { name: 'phone 390×844', device: 'phone' as const },
];

describe('tooltips in the panel of choices', () => {
  it('cover no other control, at desktop sizes and on a phone, and go at Escape or a press elsewhere', async () => {
    const program = await rig.program(startApp(newDataDir('tooltips')));
    const browser = await rig.browser();
    for (const screen of SCREENS) {
      const phone = screen.device === 'phone';
      const { page, context, errors } = await openApp(browser, program.url, screen);
      await startSoloGame(page, ['easy']);
      const atAGuild = async (): Promise<boolean> =>
        (await page.locator('[data-testid=nothing]').count()) > 0;
      expect(await play(page, { stop: atAGuild, touch: phone })).toBe('stopped');
      // A finger's taps brought the panel: nothing explains itself unasked.
      if (phone) expect(await tooltipBox(page), screen.name).toBeNull();
      // The keys are in use from here on (a phone's keyboard, or a narrow window).
      await page.keyboard.press('Shift');

      let tips = 0;
      const covering: string[] = [];
      const look = async (): Promise<void> => {
        const seen = await tryEach(page, !phone);
        tips += seen.tips;
        covering.push(...seen.covering);
      };
      await look();
      for (const mode of await page.locator(`${PANEL} [data-testid^=mode-]`).all()) {
        await mode.click();
        if ((await mode.getAttribute('data-testid')) !== 'mode-recruit') await look();
        // Recruiting: each guest that can be picked, in turn, so that the rest of each choice shows.
        else
          for (const guest of await page.locator('[data-testid^=window-]:not([disabled])').all()) {
            await guest.click();
            await look();
          }
      }
      expect(tips, screen.name).toBeGreaterThan(0);
      expect(covering, screen.name).toEqual([]);

      // Escape puts the tooltip away, the focus staying; so does a press elsewhere.
      const nothing = page.locator('[data-testid=nothing]');
      await nothing.focus();
      expect(await tooltipBox(page)).not.toBeNull();
      await shot(page, `tooltip-${screen.name.split(' ')[0]}`);
      await page.keyboard.press('Escape');
      expect(await tooltipBox(page)).toBeNull();
      expect(await nothing.evaluate((el) => el === document.activeElement)).toBe(true);
      await nothing.blur();
      await page.keyboard.press('Shift');
      await nothing.focus();
      expect(await tooltipBox(page)).not.toBeNull();
      const heading = (await page.locator(`${PANEL} h2`).first().boundingBox())!;
      await page.mouse.move(heading.x + 2, heading.y + 2);
      await page.mouse.down();
      await page.mouse.up();
      expect(await tooltipBox(page)).toBeNull();
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
