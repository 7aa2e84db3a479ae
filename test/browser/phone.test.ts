// A guest's whole game from a phone at a LAN table, against the real `norenberc host` program: by taps
// only, in Chromium's mobile emulation, held upright at two common sizes and sideways. At every
// decision the guild being acted at stands whole in the window (the house shown, in planning), the
// decision's controls are in a fingertip's reach and at least 44 × 44 px, no text is under 11 px, the
// page never scrolls sideways and no player's name is cut.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../../protocol/client.ts';
import { CAN_RUN, launch, shot } from './driver.ts';
import { cutTexts, fit, scrollsSideways, smallTargets, textSizes, unreachable } from './legibility.ts';
import { newDataDir, startHostProgram, type Program } from './programs.ts';
import { joinTable, openTouch, tapPlay, type Decision } from './touch.ts';
import { moves } from './driver.ts';

const LEAST_TEXT_PX = 11;
const PHONES = [
  { width: 390, height: 844, bots: 4 },
  { width: 412, height: 915, bots: 2 },
  { width: 844, height: 390, bots: 3 },
] as const;

/** The controls of a decision that must be in reach. */
const CONTROLS = {
  plan: [
    '[data-testid=plan-confirm]',
    '[data-testid=pass]',
    '[data-region=panel] label:has(input[type=checkbox])',
  ],
  act: ['[data-testid=nothing]', '[data-testid^=mode-]'],
  final: [],
} as const;

/** A finger's swipe from right to left across the element `selector` finds (Chromium's touch input). */
async function swipeLeft(page: Page, selector: string): Promise<void> {
  const box = (await page.locator(selector).boundingBox())!;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  const at = (x: number) => [{ x, y }];
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: at(box.x + box.width * 0.8),
  });
  for (let i = 1; i <= 6; i++)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: at(box.x + box.width * (0.8 - i * 0.1)),
    });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/**
 * What a player looks at between decisions: a swipe to the next house (whole in its turn), a player's
 * chip opening their whole area in a sheet, the log (newest first) and back.
 */
async function lookAround(page: Page): Promise<void> {
  const shown = '[role=tabpanel]:not([inert]) section.house';
  const before = await page.locator(shown).getAttribute('data-anchor');
  await swipeLeft(page, '[role=tabpanel]:not([inert])');
  await expect.poll(() => page.locator(shown).getAttribute('data-anchor')).not.toBe(before);
  expect(await fit(page, shown)).toMatchObject({ inWindow: true, clippedBy: null });
  await page.locator('[role=tab]').first().tap();

  await page.locator('[data-testid^=chip-]').last().tap();
  const area = '[data-testid=seat-sheet] [data-testid^=player-]';
  await page.locator(area).waitFor();
  // The sheet has risen.
  await page
    .locator('[data-testid=seat-sheet]')
    .evaluate((sheet) => Promise.all(sheet.getAnimations().map((a) => a.finished)));
  expect(await fit(page, area)).toMatchObject({ inWindow: true, clippedBy: null });
  expect((await textSizes(page, '[data-testid=seat-sheet]')).filter((t) => t.px < LEAST_TEXT_PX)).toEqual([]);
  await page.locator('[data-testid=sheet-close]').tap();

  await page.locator('[data-testid=open-log]').tap();
  const lines = await page.locator('[data-testid=log] li').allInnerTexts();
  // Round 2 opens the log, its lines newest first beneath it; round 1 follows, its end before its start.
  expect(lines[0]).toMatch(/^Round 2 begins/);
  const ended = lines.indexOf('Round 1 is over.');
  expect(ended).toBeGreaterThan(0);
  expect(lines.slice(ended + 1).some((l) => / plans \d cards?\.$/.test(l))).toBe(true);
  await page.locator('[data-testid=sheet-close]').tap();
  await page.locator('[data-testid=log-sheet]').waitFor({ state: 'detached' });
}

describe.skipIf(!CAN_RUN)('a guest plays a whole game from a phone, by taps only', () => {
  let host: Program;
  let browser: Browser;
  const creators: Client[] = [];
  beforeAll(async () => {
    host = await startHostProgram(newDataDir('phone'));
    browser = await launch();
  });
  afterAll(async () => {
    for (const creator of creators) creator.close();
    await browser?.close();
    await host?.stop();
  });

  for (const { width, height, bots } of PHONES)
    it(`at ${width}×${height} with ${bots} easy bots`, { timeout: 240_000 }, async () => {
      const guest = await openTouch(browser, host.url, { width, height });
      const { page } = guest;
      const { creator } = await joinTable(host.url, guest, 'Benedikt', bots);
      creators.push(creator);
      const seen = { decisions: 0, least: Infinity, house: Infinity };
      let shotTaken = false;
      let looked = false;
      const check = async ({ kind, round, step }: Decision): Promise<void> => {
        const at = `${kind} at step ${step}`;
        const texts = await textSizes(page, 'body');
        seen.least = Math.min(seen.least, texts[0]?.px ?? Infinity);
        expect(texts.filter((t) => t.px < LEAST_TEXT_PX).slice(0, 5), `text under 11 px, ${at}`).toEqual([]);
        expect(await scrollsSideways(page), `the page scrolls sideways, ${at}`).toBe(false);
        expect(await smallTargets(page), `controls under 44 × 44 px, ${at}`).toEqual([]);
        if (kind === 'final') return;
        seen.decisions++;
        if (!looked && kind === 'plan' && round === 2) {
          await lookAround(page);
          looked = true;
        }
        // The house being acted at, or in planning the house shown: whole, in the window, cut by nothing.
        const house = kind === 'act' ? 'section.house.calling' : '[role=tabpanel]:not([inert]) section.house';
        expect(await fit(page, house), `the house, ${at}`).toMatchObject({ inWindow: true, clippedBy: null });
        seen.house = Math.min(
          seen.house,
          await page.locator(`${house} .facade`).evaluate((f) => f.getBoundingClientRect().height),
        );
        expect(await unreachable(page, CONTROLS[kind]), `controls out of reach, ${at}`).toEqual([]);
        expect(await cutTexts(page, '[data-testid^=chip-] .name'), `names cut, ${at}`).toEqual([]);
        if (!shotTaken && kind === 'act' && round >= 2) {
          await shot(page, `phone-${width}x${height}`);
          shotTaken = true;
        }
      };
      await tapPlay(page, check);
      await shot(page, `phone-${width}x${height}-final`);
      console.log(
        `${width}×${height}: ${seen.decisions} decisions, smallest text ${seen.least} px, ` +
          `smallest house facade ${Math.round(seen.house)} px high`,
      );
      expect(seen.decisions).toBeGreaterThan(8);
      expect(shotTaken).toBe(true);
      expect(looked).toBe(true);
      expect(guest.errors).toEqual([]);
      await guest.context.close();
    });
  it(
    'while the host is away, says so in its layout and keeps every control disabled',
    { timeout: 240_000 },
    async () => {
      const dataDir = newDataDir('phone-outage');
      let away = await startHostProgram(dataDir);
      const guest = await openTouch(browser, away.url, { width: 390, height: 844 });
      const { page } = guest;
      const { creator } = await joinTable(away.url, guest, 'Benedikt', 2);
      creators.push(creator);
      await page.locator('[data-testid=plan-confirm]').waitFor();
      const before = await moves(page);

      await away.kill();
      await page.locator('[data-testid=connection]', { hasText: 'reconnecting' }).waitFor();
      await page.locator('[data-testid=offline]').waitFor();
      const planning = 'input[type=checkbox]';
      const panel = '[data-region=panel]';
      expect(await page.locator('[data-testid=plan-confirm]').isDisabled()).toBe(true);
      expect(await page.locator('[data-testid=pass]').isDisabled()).toBe(true);
      expect(await page.locator(`${panel} ${planning}`).first().isDisabled()).toBe(true);
      // The notice is a line of the layout: every control of the screen stays in sight and uncovered.
      const controls = await page
        .locator('[data-testid=game] button:visible')
        .evaluateAll((all) =>
          all
            .flatMap((b) => (b.closest('[inert]') ? [] : [(b as HTMLElement).dataset.testid ?? '']))
            .filter(Boolean),
        );
      expect(controls.length).toBeGreaterThan(10);
      expect(
        await unreachable(
          page,
          controls.map((id) => `[data-testid="${id}"]`),
        ),
      ).toEqual([]);
      expect(await textSizes(page, 'body').then((t) => t.filter((x) => x.px < LEAST_TEXT_PX))).toEqual([]);
      await shot(page, 'phone-offline');
      // A tap on a disabled control asks nothing of the host, and raises no error.
      await page.locator(`${panel} label:has(${planning})`).first().tap({ force: true });
      await page.locator('[data-testid=plan-confirm]').tap({ force: true });
      expect(await page.locator('[data-testid=error]').count()).toBe(0);

      away = await startHostProgram(dataDir, [], away.port);
      await page.locator('[data-testid=connection]').waitFor({ state: 'detached', timeout: 30_000 });
      expect(await page.locator('[data-testid=offline]').count()).toBe(0);
      await page.locator(`${panel} label:has(${planning}:not(:disabled))`).first().tap();
      await page.locator('[data-testid=plan-confirm]:not([disabled])').tap();
      await page.waitForFunction(
        (prev) => document.querySelector<HTMLElement>('[data-testid=game]')?.dataset.moves !== prev,
        before,
      );
      expect(await page.locator('[data-testid=error]').count()).toBe(0);
      expect(guest.errors.filter((e) => !e.includes('ERR_CONNECTION_REFUSED'))).toEqual([]);
      await guest.context.close();
      await away.stop();
    },
  );
});
