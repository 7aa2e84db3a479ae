// Undo against the real `norenberc start` program. In a solo game a plan cannot be taken back once
// the bots' plans are revealed (the control says so), a move at a guild can, with the bots' moves
// after it, from the button and later from Ctrl+Z; the board goes back, the log says who took back
// what in place of the lines of the moves taken back (a reload shows the same log), and the database
// keeps only the actions that stand. At a hotseat table each player takes
// back only their own decision: the one just made from the next player's cover, never once the next
// player holds the screen.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DB_FILE } from '../../main/store/database.ts';
import { logLines, moves, openApp, play, shot } from './driver.ts';
import { newDataDir, startApp } from './programs.ts';
import { appAndBrowser } from './rig.ts';

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
): Promise<{ board: string; moves: number; log: string[]; undone: RegExp }> {
  for (let tries = 0; tries < 40; tries++) {
    const reached = await play(page, {
      stop: async () => (await page.locator('[data-testid=nothing]').count()) > 0,
    });
    expect(reached).toBe('stopped');
    const before = { board: await board(page), moves: await movesNow(page), log: await logLines(page) };
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

describe('undo in the browser', () => {
  const live = appAndBrowser(() => startApp(newDataDir('undo')));

  it('takes back a move with the bots\u2019 moves after it, from the button and from Ctrl+Z', async () => {
    const { page, errors } = await openApp(live.browser, live.program.url);
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

    const db = new Database(join(live.program.dataDir, DB_FILE), { readonly: true, fileMustExist: true });
    const stored = (): number => (db.prepare('SELECT count(*) AS n FROM actions').get() as { n: number }).n;
    const log = page.locator('[data-testid=log]');
    try {
      // The button: the board is back where Ana decided, the bots' moves with it.
      const first = await moveToTakeBack(page);
      const told = await logLines(page);
      expect(told.length).toBeGreaterThan(first.log.length);
      expect(await why.innerText()).toBe(
        "Takes back your last decision. The bots' moves made since are taken back too, and they decide again.",
      );
      await shot(page, 'undo-offered');
      await undo.click();
      await page.locator(`[data-testid=game][data-moves="${first.moves}"]`).waitFor();
      await settled(page);
      expect(await board(page)).toBe(first.board);
      expect(await page.locator('[data-testid=nothing]').count()).toBe(1);
      // The log tells what stands, then who took back what: the moves taken back are gone from it.
      const after = await logLines(page);
      expect(after.slice(0, -1)).toEqual(first.log);
      expect(after.at(-1)).toMatch(first.undone);
      expect(after.at(-1)).toMatch(/Ana takes back .* \(and \d+ bot moves? after it, decided again\)\./);
      expect(stored()).toBe(first.moves);
      await shot(page, 'undo-taken-back');
      // A reload shows the same log.
      await page.reload();
      await page.locator(`[data-testid=game][data-moves="${first.moves}"]`).waitFor();
      await settled(page);
      expect(await logLines(page)).toEqual(after);

      // Later, Ctrl+Z (the focus on no field).
      const second = await moveToTakeBack(page, first.moves);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('Control+z');
      await page.locator(`[data-testid=game][data-moves="${second.moves}"]`).waitFor();
      await settled(page);
      expect(await board(page)).toBe(second.board);
      expect(stored()).toBe(second.moves);
      expect((await log.innerText()).match(/Ana takes back/g)).toHaveLength(2);
      expect(await logLines(page)).toEqual([...second.log, expect.stringMatching(/^Ana takes back/)]);
      expect(db.prepare('SELECT seat FROM take_backs').all()).toEqual([{ seat: 0 }, { seat: 0 }]);
    } finally {
      db.close();
    }
    expect(errors).toEqual([]);
  });

  it('offers each hotseat player only their own decision: the one just made on the next player\u2019s cover', async () => {
    const { page, errors } = await openApp(live.browser, live.program.url);
    await page.click('[data-testid=home-new]');
    await page.click('[data-testid=add-seat]');
    for (const [i, name] of ['Ana', 'Ben', 'Cleo'].entries()) {
      await page.selectOption(`[data-testid=seat-kind-${i}]`, 'human');
      await page.fill(`[data-testid=seat-name-${i}]`, name);
    }
    await page.click('[data-testid=start-game]');
    const cover = page.locator('[data-testid=handoff]');
    const coverFor = async (): Promise<string> =>
      (await page.locator('#handoff-title').innerText()).replace('Pass the screen to ', '');
    const undo = page.locator('[data-testid=undo]');
    const why = page.locator('[data-testid=undo-why]');
    const log = page.locator('[data-testid=log]');

    await cover.waitFor();
    let planner = await coverFor();
    await page.click('[data-testid=handoff-ready]');
    await page.locator('[data-testid=plan-confirm]').waitFor();
    // Two players plan two cards in turn; after each, the next one's cover, then the next one at the screen.
    for (let turn = 0; turn < 2; turn++) {
      for (let card = 0; card < 2; card++)
        await page.locator('button[aria-pressed=false][data-testid^=plan-]:not([disabled])').first().click();
      await page.click('[data-testid=plan-confirm]');
      await expect.poll(coverFor).not.toBe(planner);
      const next = await coverFor();
      const moves = await movesNow(page);
      // The cover offers the plan just made to the one who made it; no bot at this table.
      // Worded for whoever reads the cover: the next player is not the one taking back.
      expect(await undo.innerText()).toBe(`\u27f2 Take back ${planner}\u2019s last decision Ctrl+Z`);
      // The host's word that the decision may be taken back can follow the cover by a moment.
      await expect.poll(() => undo.isDisabled()).toBe(false);
      expect(await why.innerText()).toBe(
        `${planner} changed their mind? This takes back ${planner}\u2019s last decision before ${next} plays.`,
      );
      if (turn === 0) {
        await shot(page, 'undo-hotseat-cover');
        // The planner takes it back from the cover: the screen goes back to them (the next player may hold
        // it), the cover saying so rather than telling news there are none of; then they plan once more.
        await page.click('[data-testid=undo]');
        await expect.poll(() => movesNow(page)).toBe(moves - 1);
        await expect
          .poll(() => page.locator('#handoff-title').innerText())
          .toBe(`${planner}\u2019s decision is taken back`);
        expect(await page.locator('[data-testid=handoff-retaken]').innerText()).toContain(
          `${planner} decides again.`,
        );
        expect(await page.locator('[data-testid=recap]').isVisible()).toBe(false);
        await page.click('[data-testid=handoff-ready]');
        await page.locator('[data-testid=plan-confirm]').waitFor();
        expect(await cover.count()).toBe(0);
        for (let card = 0; card < 2; card++)
          await page
            .locator('button[aria-pressed=false][data-testid^=plan-]:not([disabled])')
            .first()
            .click();
        await page.click('[data-testid=plan-confirm]');
        await expect.poll(coverFor).toBe(next);
      }

      // Once the next player holds the screen, their Undo is theirs alone: they have not decided yet.
      await page.click('[data-testid=handoff-ready]');
      await page.locator('[data-testid=plan-confirm]').waitFor();
      await settled(page);
      expect(await undo.innerText()).toBe('\u27f2 Undo Ctrl+Z');
      expect(await undo.isDisabled()).toBe(true);
      expect(await why.innerText()).toBe('Nothing to undo: no decision made yet.');
      if (turn === 0) await shot(page, 'undo-hotseat-own');
      // Nor does Ctrl+Z take back the previous player's plan.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('Control+z');
      await page.waitForTimeout(500);
      expect(await movesNow(page)).toBe(moves);
      expect(await cover.count()).toBe(0);
      // The only take-back told is the first planner's own, from the cover.
      expect((await log.innerText()).match(/takes back/g)).toHaveLength(1);
      planner = next;
    }
    expect(errors).toEqual([]);
  });
});
