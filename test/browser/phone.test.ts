// A guest's whole game from a phone at a LAN table, against the real `norenberc host` program: by taps
// only, in Chromium's mobile emulation, held upright at two common sizes and sideways. At every
// decision the guild being acted at stands whole in the window (the house shown, in planning), the
// decision's controls are in a fingertip's reach and at least 44 × 44 px, no text is under 11 px, the
// page never scrolls sideways and no player's name is cut.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../../protocol/client.ts';
import { CAN_RUN, launch, shot } from './driver.ts';
import { cutTexts, fit, scrollsSideways, smallTargets, textSizes, unreachable } from './legibility.ts';
import { newDataDir, startHostProgram, type Program } from './programs.ts';
import { joinTable, openTouch, tapPlay, type Decision } from './touch.ts';

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
      const check = async ({ kind, round, step }: Decision): Promise<void> => {
        const at = `${kind} at step ${step}`;
        const texts = await textSizes(page, 'body');
        seen.least = Math.min(seen.least, texts[0]?.px ?? Infinity);
        expect(texts.filter((t) => t.px < LEAST_TEXT_PX).slice(0, 5), `text under 11 px, ${at}`).toEqual([]);
        expect(await scrollsSideways(page), `the page scrolls sideways, ${at}`).toBe(false);
        expect(await smallTargets(page), `controls under 44 × 44 px, ${at}`).toEqual([]);
        if (kind === 'final') return;
        seen.decisions++;
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
      expect(guest.errors).toEqual([]);
      await guest.context.close();
    });
});
