// A page closed while the round-end story is told, against the app as it ships (`norenberc start
// --browser`): Ana passes in round 1 of a solo game and watches the bot play the round to its end;
// its story begins and she reads some of its steps (none, one, several), then closes the window. Back
// from Home at her round-2 decision, "While you were away" tells exactly what the page never showed:
// the story from the step she had not gone past, and what the bot did after the round ended; neither
// the move that ended the round (shown as the story began) nor a step she read. On a phone she reloads
// the page after one step: the story goes on at the step she had come to, numbered as before, over the
// board as it is now and saying so, before what came after the round, under a title fit for a page
// reopened; its favourites' step lays out every guild alike.
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logLines, openApp, startSoloGame } from './driver.ts';
import { newDataDir, startApp } from './programs.ts';
import { journeyRig } from './rig.ts';

const rig = journeyRig();

/**
 * Passes every frame between the page and the host, and holds `planned` once the host has told the page
 * of a plan made after the round's end: the bot's plan for round 2.
 */
async function noteLaterPlan(context: BrowserContext, planned: { after: boolean }): Promise<void> {
  let ended = false;
  await context.routeWebSocket(/.*/, (ws) => {
    const host = ws.connectToServer();
    ws.onMessage((frame) => host.send(frame));
    host.onMessage((frame) => {
      const text = String(frame);
      if (ended && /"type":"planned"/.test(text)) planned.after = true;
      if (/"type":"roundEnded"/.test(text)) ended = true;
      ws.send(frame);
    });
  });
}

describe('a window closed during the round-end story', () => {
  it.each([0, 1, 3])(
    'tells the story from where it was left (%i steps read) and nothing shown',
    async (read) => {
      const app = await startApp(newDataDir(`catch-up-story-${read}`));
      const browser = await rig.browser();
      try {
        const { page, context, errors } = await openApp(browser, app.url);
        await startSoloGame(page, ['easy']);
        await page.click('[data-testid=pass]');
        await page.click('[data-testid=pass-confirm]');
        const story = page.locator('[data-testid=round-end]');
        await story.waitFor({ timeout: 60_000 });
        const total = await story.locator('.progress li').count();
        expect(total).toBeGreaterThan(read);
        const titles: string[] = [];
        for (let i = 0; i < read; i++) {
          titles.push(await story.locator('h3').innerText());
          await story.locator('[data-testid=round-end-next]').click();
          await story
            .locator('.progress li.on')
            .nth(i + 1)
            .waitFor();
        }
        // What the board and its log showed before the window closed: every move of round 1.
        const shown = await logLines(page);
        await page.close();

        const again = await context.newPage();
        again.on('pageerror', (e) => errors.push(e.message));
        await again.goto(app.url);
        await again.click('[data-testid=continue]');
        const catchUp = again.locator('[data-testid=catch-up]');
        await catchUp.waitFor();
        // The steps not read, and only those.
        const told = catchUp.locator('[data-testid=round-end]');
        expect(await told.locator('h2').innerText()).toBe('End of round 1');
        // Numbered as the story was: every step counted, those read marked read.
        expect(await told.locator('.progress li').count()).toBe(total);
        expect(await told.locator('.progress li.on').count()).toBe(read + 1);
        expect(await told.locator('h3').innerText()).toMatch(new RegExp(`^${read + 1}\\. `));
        const rest: string[] = [];
        while (await told.count()) {
          rest.push(await told.locator('h3').innerText());
          await told.locator('[data-testid=round-end-next]').click();
        }
        expect(rest.length).toBe(total - read);
        expect(new Set([...titles, ...rest]).size).toBe(total);
        // The moves told are those of round 2 the page never showed (the bot's plan, when it had made it),
        // none the log had shown.
        const lines = await catchUp.locator('[data-testid=catch-up-group] li').allInnerTexts();
        const log = await logLines(again);
        const round2 = log.indexOf(
          'Turn 1: planning.',
          log.findIndex((l) => /^Round 2/.test(l)),
        );
        expect(round2).toBeGreaterThan(0);
        expect(log.slice(0, shown.length)).toEqual(shown);
        expect(shown.length).toBe(round2 + 1);
        expect(lines).toEqual(log.slice(shown.length));
        expect(errors).toEqual([]);
      } finally {
        await app.kill();
      }
    },
  );

  it('goes on after a reload on a phone at the step reached, numbered alike, over the board as it is now', async () => {
    const app = await startApp(newDataDir('catch-up-story-reload'));
    const browser = await rig.browser();
    const planned = { after: false };
    try {
      const { page, errors } = await openApp(browser, app.url, {
        device: 'phone',
        prepare: (c) => noteLaterPlan(c, planned),
      });
      await startSoloGame(page, ['easy']);
      await page.tap('[data-testid=pass]');
      await page.tap('[data-testid=pass-confirm]');
      const story = page.locator('[data-testid=round-end]');
      await story.waitFor({ timeout: 60_000 });
      // Every guild's entry alike: its heading on a line, what its favourite took on the next.
      const favourites = story.locator('[data-testid=favourite]');
      expect(await favourites.count()).toBeGreaterThan(0);
      const below = await favourites.evaluateAll((rows) =>
        rows.map((row) => {
          const heading = row.querySelector(':scope > strong')!.getBoundingClientRect();
          const said = row.querySelector(':scope > span:not(.tiles)')!.getBoundingClientRect();
          return said.top >= heading.bottom - 1;
        }),
      );
      expect(below).toEqual(below.map(() => true));
      const total = await story.locator('.progress li').count();
      await story.locator('[data-testid=round-end-next]').tap();
      await story.locator('.progress li.on').nth(1).waitFor();
      const second = await story.locator('h3').innerText();
      expect(second).toMatch(/^2\. /);
      await expect.poll(() => planned.after, { timeout: 60_000 }).toBe(true);

      await page.reload();
      const catchUp = page.locator('[data-testid=catch-up]');
      await catchUp.waitFor();
      // Not "away": the page was reopened where it had been left.
      expect(await catchUp.locator('h2').first().innerText()).toBe('Where you left off');
      const told = catchUp.locator('[data-testid=round-end]');
      // The same step, with the same number and the same count of steps, those read marked read.
      expect(await told.locator('h3').innerText()).toBe(second);
      expect(await told.locator('.progress li').count()).toBe(total);
      expect(await told.locator('.progress li.on').count()).toBe(2);
      expect(await catchUp.locator('[data-testid=story-said]').innerText()).toContain(`Step 2 of ${total}`);
      // The board is the game as it is now, and the story says so.
      expect(await page.locator('[data-testid=bar-phase]').innerText()).toMatch(/Round 2/);
      expect(await told.locator('[data-testid=story-board-now]').innerText()).toBe(
        'The board shows the game as it is now.',
      );
      // Round 1's story first, then the bot's plan for round 2.
      const groups = catchUp.locator('[data-testid=catch-up-group]');
      expect(await groups.count()).toBeGreaterThan(0);
      const after = await groups.evaluateAll((els) => {
        const storyPanel = document.querySelector('[data-testid=catch-up] [data-testid=round-end]')!;
        return els.map((el) => !!(storyPanel.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING));
      });
      expect(after).toEqual(after.map(() => true));
      expect(await groups.last().innerText()).toMatch(/Easy bot plans \d cards?\./);
      expect(errors).toEqual([]);
    } finally {
      await app.kill();
    }
  }, 120_000);
});
