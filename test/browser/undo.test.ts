// Undo in a solo game, against the real `norenberc start` program: a plan cannot be taken back once
// the bots' plans are revealed (the control says so), a move at a guild can, with the bots' moves
// after it, from the button and later from Ctrl+Z; the board goes back, the log says who took back
// what, and the database keeps only the actions that stand.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_FILE } from '../../main/store/database.ts';
import { CAN_RUN, launch, moves, openApp, play, shot } from './driver.ts';
import { newDataDir, startApp, type Program } from './programs.ts';

/** The game waits for nothing from the screen: every answer is in and the board has caught up. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const game = document.querySelector<HTMLElement>('[data-testid=game]');
    if (game?.dataset.busy !== 'false' || game.dataset.playing !== 'false') return false;
    return (
      document.querySelector('[data-testid=plan-confirm], [data-testid=nothing]') !== null ||
      document.querySelector('[data-testid=round-end], [data-testid=final-scores]') !== null
    );
  });
}

const board = (page: Page): Promise<string> => page.locator('[data-region=board]').innerText();
const movesNow = async (page: Page): Promise<number> => Number(await moves(page));

/**
 * Plays on to Ana's next turn at a guild after move `after`, sells there if she can (else does
 * nothing), and returns what the board showed before, once the bots have moved after her and Undo is
 * offered; tries again at her next turn when it is not (a round ended, something was drawn, or no bot
 * moved after her).
 */
async function moveToTakeBack(
  page: Page,
  after = -1,
): Promise<{ board: string; moves: number; undone: RegExp }> {
  for (let tries = 0; tries < 40; tries++) {
    const reached = await play(page, {
      stop: async () => (await page.locator('[data-testid=nothing]').count()) > 0,
    });
    expect(reached).toBe('stopped');
    const before = { board: await board(page), moves: await movesNow(page) };
    const sell = (await page.locator('[data-testid=mode-sell]').count()) > 0;
    if (sell) {
      await page.click('[data-testid=mode-sell]');
      await page.click('[data-testid=sell-confirm]');
    } else await page.click('[data-testid=nothing]');
    // The board shows the move, or (a move ending the round) the round's story begins.
    await page.waitForFunction((n) => {
      const game = document.querySelector<HTMLElement>('[data-testid=game]');
      return Number(game?.dataset.moves) > n || document.querySelector('[data-testid=round-end]') !== null;
    }, before.moves);
    await settled(page);
    const offered = await page.locator('[data-testid=undo]:not([disabled])').count();
    if (offered && before.moves > after && (await movesNow(page)) >= before.moves + 2)
      return { ...before, undone: sell ? /Ana takes back the sale/ : /Ana takes back doing nothing/ };
  }
  throw new Error('Ana never had a move to take back');
}

describe.skipIf(!CAN_RUN)('undo in a solo game, in the browser', () => {
  let app: Program;
  let browser: Browser;
  beforeAll(async () => {
    app = await startApp(newDataDir('undo'));
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('takes back a move with the bots\u2019 moves after it, from the button and from Ctrl+Z', async () => {
    const { page, errors } = await openApp(browser, app.url);
    await page.click('[data-testid=home-new]');
    await page.fill('[data-testid=seat-name-0]', 'Ana');
    await page.selectOption('[data-testid=seat-kind-1]', 'easy');
    await page.click('[data-testid=start-game]');
    await page.locator('[data-testid=plan-confirm]').waitFor();
    const undo = page.locator('[data-testid=undo]');
    const why = page.locator('[data-testid=undo-why]');
    await expect.poll(() => why.innerText()).toBe('Nothing to undo: no decision made yet.');
    expect(await undo.isDisabled()).toBe(true);

    // The bot planned at once: Ana's plan reveals both, and stands.
    await page.locator('button[aria-pressed=false][data-testid^=plan-]:not([disabled])').first().click();
    await page.click('[data-testid=plan-confirm]');
    await settled(page);
    await expect.poll(() => why.innerText()).toBe('No undo: the plans were revealed since.');
    expect(await undo.isDisabled()).toBe(true);
    await shot(page, 'undo-refused');

    const db = new Database(join(app.dataDir, DB_FILE), { readonly: true, fileMustExist: true });
    const stored = (): number => (db.prepare('SELECT count(*) AS n FROM actions').get() as { n: number }).n;
    const log = page.locator('[role=log]');
    try {
      // The button: the board is back where Ana decided, the bots' moves with it.
      const first = await moveToTakeBack(page);
      expect(await why.innerText()).toMatch(/Takes back your last decision/);
      await shot(page, 'undo-offered');
      await undo.click();
      await page.locator(`[data-testid=game][data-moves="${first.moves}"]`).waitFor();
      await settled(page);
      expect(await board(page)).toBe(first.board);
      expect(await page.locator('[data-testid=nothing]').count()).toBe(1);
      expect(await log.innerText()).toMatch(first.undone);
      expect(await log.innerText()).toMatch(
        /Ana takes back .* \(and \d+ bot moves? after it, decided again\)\./,
      );
      expect(stored()).toBe(first.moves);
      await shot(page, 'undo-taken-back');

      // Later, Ctrl+Z (the focus on no field).
      const second = await moveToTakeBack(page, first.moves);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('Control+z');
      await page.locator(`[data-testid=game][data-moves="${second.moves}"]`).waitFor();
      await settled(page);
      expect(await board(page)).toBe(second.board);
      expect(stored()).toBe(second.moves);
      expect((await log.innerText()).match(/Ana takes back/g)).toHaveLength(2);
      expect(db.prepare('SELECT seat FROM take_backs').all()).toEqual([{ seat: 0 }, { seat: 0 }]);
    } finally {
      db.close();
    }
    expect(errors).toEqual([]);
  });
});
