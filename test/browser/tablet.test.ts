// A guest's whole game from a tablet at a LAN table, against the real `norenberc host` program, by taps
// only in Chromium's mobile emulation. Held upright (768×1024) the whole board stands at once above
// the decision: every guild house and every player's area whole in the window, cut by nothing; and
// every few decisions the same at 1024×768, 1024×1366 and 1366×1024. No text under 11 px anywhere, and
// every control at least 44 × 44 px (a house's lodgings windows are no buttons on a touch screen: the
// panel lists them full-size). The log reads newest first, as on a phone, and a tap on a tile
// explains it.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { Client } from '../../protocol/client.ts';
import { guestUrl, shot } from './driver.ts';
import { fit, playerAreas, scrollsSideways, smallTargets, textSizes } from './legibility.ts';
import { newDataDir, startHostProgram } from './programs.ts';
import { appAndBrowser } from './rig.ts';
import { joinTable, openTouch, tapPlay, type Screen } from './touch.ts';

const UPRIGHT = { width: 768, height: 1024 };
const OTHERS: Screen[] = [
  { width: 1024, height: 768 },
  { width: 1024, height: 1366 },
  { width: 1366, height: 1024 },
];

/** The whole board at the page's size: what is cut off or too small, in words (none: an empty list). */
async function problems(page: Page, players: number): Promise<string[]> {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const out: string[] = [];
  const guilds = await page.locator('section.house').count();
  for (let i = 0; i < guilds; i++) {
    const house = await fit(page, `[role=listitem]:nth-child(${i + 1}) section.house`);
    if (!house?.inWindow || house.clippedBy) out.push(`house ${i + 1}: ${JSON.stringify(house)}`);
  }
  const areas = await playerAreas(page);
  if (areas.length !== players) out.push(`${areas.length} player areas`);
  for (const a of areas) if (!a.inWindow || a.clippedBy) out.push(`${a.seat}: ${JSON.stringify(a)}`);
  for (const t of (await textSizes(page, 'body')).filter((t) => t.px < 11))
    out.push(`text ${JSON.stringify(t)}`);
  for (const t of await smallTargets(page)) out.push(`target ${JSON.stringify(t)}`);
  if (await scrollsSideways(page)) out.push('the page scrolls sideways');
  return out;
}

describe('a guest plays a whole game from a tablet', () => {
  const live = appAndBrowser(() => startHostProgram(newDataDir('tablet')));
  let creator: Client | null = null;
  afterAll(() => {
    creator?.close();
  });

  it(
    'sees the whole board at once at every decision, upright and sideways',
    { timeout: 240_000 },
    async () => {
      const guest = await openTouch(live.browser, guestUrl(live.program), UPRIGHT);
      const { page } = guest;
      ({ creator } = await joinTable(live.program, guest, 'Benedikt', 3));
      let decisions = 0;
      let turned = 0;
      let checked = 0;
      let shotTaken = false;
      let looked = false;
      await tapPlay(page, async ({ kind, round, step }) => {
        if (kind === 'final') return;
        if (kind === 'recruit') {
          expect(await problems(page, 4), `768×1024, a recruit at step ${step}`).toEqual([]);
          return;
        }
        if (!looked && kind === 'plan' && round === 2) {
          // The log beside the decision, newest first: round 2 opens it.
          expect(await page.locator('[data-testid=log] li').first().innerText()).toMatch(/^Round 2 begins/);
          const master = page
            .locator('section.house .facade [data-anchor$=":workshop:0"]:has([data-tile])')
            .first();
          await master.tap();
          const tooltip = page.locator('[data-testid=tooltip]');
          expect(await tooltip.innerText()).toContain(await master.getAttribute('aria-description'));
          await page.locator('[data-testid=tooltip-close]').tap();
          await tooltip.waitFor({ state: 'detached' });
          looked = true;
        }
        decisions++;
        checked++;
        expect(await problems(page, 4), `768×1024, ${kind} at step ${step}`).toEqual([]);
        if (!shotTaken && kind === 'act' && round >= 2) {
          await shot(page, 'tablet-768x1024');
          shotTaken = true;
        }
        if (decisions % 4 !== 1) return;
        for (const screen of OTHERS) {
          await page.setViewportSize(screen);
          checked++;
          expect(
            await problems(page, 4),
            `${screen.width}×${screen.height}, ${kind} at step ${step}`,
          ).toEqual([]);
          if (kind === 'act' && round >= 2 && screen.height > screen.width && turned++ === 0)
            await shot(page, `tablet-${screen.width}x${screen.height}`);
        }
        await page.setViewportSize(UPRIGHT);
      });
      console.log(`768×1024 and three more sizes: ${decisions} decisions, ${checked} views checked`);
      expect(decisions).toBeGreaterThan(8);
      expect(shotTaken).toBe(true);
      expect(looked).toBe(true);
      expect(guest.errors).toEqual([]);
      await guest.context.close();
    },
  );
});
