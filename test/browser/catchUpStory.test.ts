// A page closed while the round-end story is told, against the app as it ships (`norenberc start
// --browser`): Ana passes in round 1 of a solo game and watches the bot play the round to its end;
// its story begins and she reads some of its steps (none, one, several), then closes the window. Back
// from Home at her round-2 decision, "While you were away" tells exactly what the page never showed:
// the story from the step she had not gone past, and what the bot did after the round ended; neither
// the move that ended the round (shown as the story began) nor a step she read.
import type { Browser } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { launch, logLines, openApp, startSoloGame } from './driver.ts';
import { newDataDir, startApp } from './programs.ts';

let browser: Browser | null = null;
afterAll(async () => {
  await browser?.close();
});

/** The lines of the log panel, in order. */

describe('a window closed during the round-end story', () => {
  it.each([0, 1, 3])(
    'tells the story from where it was left (%i steps read) and nothing shown',
    async (read) => {
      const app = await startApp(newDataDir(`catch-up-story-${read}`));
      browser ??= await launch();
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
        expect(await told.locator('.progress li').count()).toBe(total - read);
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
});
