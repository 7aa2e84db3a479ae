// A quick second tap does not land on the next decision, against the real `norenberc start` program
// on a phone: as Ana's turn at a guild comes live, a tap on "Do nothing" in its first moment does
// nothing (the board, the game and the database unchanged), and the same tap a moment later does it.
// Only a finger waits: her keyboard's Enter on the focused button acts at once, as a mouse's click does
// on a desktop.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_FILE } from '../../main/store/database.ts';
import { ARMING_MS } from '../../renderer/ui/arming.ts';
import { launch, moves, openApp, play, startSoloGame } from './driver.ts';
import { newDataDir, startApp, type Program } from './programs.ts';
import { openTouch } from './touch.ts';

const LIVE_TURN = '[data-region=panel]:not([inert]) [data-testid=nothing]';
const ARMING = '[data-region=panel][data-arming]';

/** Plays (by `touch` or clicks) to Ana's next turn at a guild, stopping as it comes live. */
async function toNextTurn(page: Page, touch: boolean): Promise<number> {
  const from = Number(await moves(page));
  const reached = await play(page, {
    touch,
    stop: async () => Number(await moves(page)) > from && (await page.locator(LIVE_TURN).count()) > 0,
  });
  expect(reached).toBe('stopped');
  return Number(await moves(page));
}

describe('a quick second tap', () => {
  let app: Program;
  let browser: Browser;
  beforeAll(async () => {
    app = await startApp(newDataDir('retap'));
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  /** The actions the program's database holds (of its one game). */
  const storedActions = (): number => {
    const db = new Database(join(app.dataDir, DB_FILE), { readonly: true, fileMustExist: true });
    try {
      return (db.prepare('SELECT count(*) AS n FROM actions').get() as { n: number }).n;
    } finally {
      db.close();
    }
  };

  it('on a phone lands on nothing while the next decision comes live; a finger alone waits', async () => {
    const { page, errors } = await openTouch(browser, app.url, { width: 390, height: 844 });
    await startSoloGame(page, ['easy']);
    // Whether each finger that came down found the decision's controls arming.
    await page.evaluate(() => {
      const w = window as unknown as { downs: boolean[] };
      w.downs = [];
      document.addEventListener(
        'pointerdown',
        () => w.downs.push(document.querySelector('[data-region=panel][data-arming]') !== null),
        { capture: true },
      );
    });
    const downs = (): Promise<boolean[]> =>
      page.evaluate(() => (window as unknown as { downs: boolean[] }).downs);

    let swallowed = false;
    for (let tries = 0; tries < 15 && !swallowed; tries++) {
      const at = await toNextTurn(page, true);
      if (!(await page.locator(ARMING).count())) continue;
      const box = (await page.locator(LIVE_TURN).boundingBox())!;
      const before = (await downs()).length;
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      const [early] = (await downs()).slice(before);
      if (!early) continue; // The finger came after the moment: the move was made; try the next turn.
      await page.waitForTimeout(ARMING_MS + 300);
      expect(Number(await moves(page))).toBe(at);
      expect(await page.locator(LIVE_TURN).count()).toBe(1);
      expect(storedActions()).toBe(at);
      // The same tap, now: the move is made.
      await page.locator(LIVE_TURN).tap();
      await expect.poll(async () => Number(await moves(page))).toBeGreaterThan(at);
      swallowed = true;
    }
    expect(swallowed).toBe(true);

    // The keyboard acts at once: Enter on "Do nothing" while the panel is arming.
    let pressed = false;
    for (let tries = 0; tries < 15 && !pressed; tries++) {
      const at = await toNextTurn(page, true);
      await page.locator(LIVE_TURN).focus();
      if (!(await page.locator(ARMING).count())) continue;
      await page.keyboard.press('Enter');
      await expect.poll(async () => Number(await moves(page))).toBeGreaterThan(at);
      pressed = true;
    }
    expect(pressed).toBe(true);
    expect(errors).toEqual([]);
  });

  it('on a desktop takes a mouse click at once', async () => {
    const { page, errors } = await openApp(browser, app.url);
    await startSoloGame(page, ['easy']);
    let clicked = false;
    for (let tries = 0; tries < 15 && !clicked; tries++) {
      const at = await toNextTurn(page, false);
      if (!(await page.locator(ARMING).count())) continue;
      const box = (await page.locator(LIVE_TURN).boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await expect.poll(async () => Number(await moves(page))).toBeGreaterThan(at);
      clicked = true;
    }
    expect(clicked).toBe(true);
    expect(errors).toEqual([]);
  });
});
