// A game begun at a LAN table, on a phone, as a screen reader hears it, against the real `norenberc
// host` program: the bots plan as soon as the game starts, before the guest's game screen comes (here
// the guest is back at the join screen as it starts); their first plans are read once by the log's live
// region, then the seat's turn; a reload reads nothing of the log again.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { messages as en } from '../../languages/en/messages.ts';
import type { Client } from '../../protocol/client.ts';
import { pageIn } from './driver.ts';
import { announced, hearAnnouncements } from './keyboard.ts';
import { newDataDir, startHostProgram } from './programs.ts';
import { journeyRig } from './rig.ts';
import { joinTable } from './touch.ts';

const rig = journeyRig();
let creator: Client | null = null;
afterAll(() => creator?.close());

/** What the log's live region said since the page was loaded. */
const fromLog = async (page: Page): Promise<string[]> =>
  (await announced(page)).filter((s) => s.region === en.log.title && !s.removed).map((s) => s.text);

/** The seat's plan asked, the board caught up, and two frames gone by (the log's region listens). */
async function settled(page: Page): Promise<void> {
  await page.locator('[data-testid=game][data-playing=false]').waitFor();
  await page.locator('[data-testid=plan-confirm]').waitFor();
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  );
}

describe('a game begun on a phone, heard', () => {
  it('reads the bots’ first plans once, then the turn, and nothing again after a reload', async () => {
    const program = await rig.program(startHostProgram(newDataDir('first-plans-heard')));
    const browser = await rig.browser();
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    });
    await hearAnnouncements(context);
    const guest = await pageIn(context, 'about:blank');
    const { page, errors } = guest;
    const table = await joinTable(program, guest, 'Ana', 2, { away: true });
    creator = table.creator;
    await page.locator(`[data-testid="back-${table.gameId}"]`).tap();
    await settled(page);

    // Each bot's plan, once ("Easy bot plans 2 cards."), and the seat's turn after them.
    const plan = /^(.+) plans \d+ cards?\.$/;
    const plans = async () => (await fromLog(page)).filter((text) => plan.test(text));
    await expect.poll(async () => new Set(await plans()).size).toBe(2);
    await expect.poll(async () => (await fromLog(page)).at(-1)).toBe(en.game.yourPlan('Ana'));
    const heard = await fromLog(page);
    expect(heard.filter((text) => plan.test(text))).toHaveLength(2);
    expect(heard.map((text) => plan.exec(text)?.[1])).not.toContain('Ana');

    await page.reload();
    await settled(page);
    expect(await fromLog(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
