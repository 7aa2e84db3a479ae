// A guest back after a stand-in played for them, on the real `norenberc host`: Ana opens a table for
// herself, Ben and an easy bot, and passes for round 1; Ben plans and his page dies at once (it hears
// nothing more of the host). Ana gives his seat to a medium bot, which plays it with the easy bot to the
// end of round 1 and plans round 2 for him, while the game waits for Ana's plan. Ben comes back: "While
// you were away" is there at once (his own decision has not come round), and tells exactly what his
// page never showed: every move after his plan, the stand-in's as the stand-in's, and the end of round 1
// step by step.
import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { logLines, play } from './driver.ts';
import { handToStandIn, hostProgramAndBrowser, joinTable, openTable, press } from './journey.ts';

const env = hostProgramAndBrowser('catch-up-stand-in');

/**
 * The first page of `context` dies the moment it sends its plan: nothing more passes its socket either
 * way (a page opened later is not touched). Returns whether it has died yet.
 */
async function diesAtItsPlan(context: BrowserContext): Promise<() => boolean> {
  let died = false;
  await context.routeWebSocket(/.*/, (ws) => {
    const host = ws.connectToServer();
    let dead = false;
    ws.onMessage((frame) => {
      if (dead) return;
      host.send(frame);
      if (!died && typeof frame === 'string' && /"type":"act".*"type":"plan"/.test(frame)) died = dead = true;
    });
    host.onMessage((frame) => void (dead || ws.send(frame)));
  });
  return () => died;
}

/** The lines of the log panel, in order. */

/**
 * Round 2 waits for Ana's plan and the stand-in has made Ben's (the round-end story, told on Ana's
 * screen meanwhile, is skipped).
 */
async function standInPlanned(page: Page): Promise<boolean> {
  const skip = page.locator('[data-testid=round-end-skip]');
  if (await skip.count()) await skip.click();
  const log = await logLines(page);
  const round2 = log.findIndex((line) => line.startsWith('Round 2'));
  return (
    round2 >= 0 &&
    log.slice(round2).some((line) => /^Medium bot \(for Ben\) (plans|passes)/.test(line)) &&
    (await page.locator('[data-testid=plan-confirm]').count()) === 1
  );
}

it('tells a returning guest at once what the stand-in and the others did, and the round end', async () => {
  const { browser, program } = env;
  const ana = await openTable(browser, program, 'Ana', 'Stand-in table', { open: 1, bots: 1 });
  let dead = (): boolean => false;
  const ben = await joinTable(browser, program, 'Ben', 'Stand-in table', 'desktop', async (context) => {
    dead = await diesAtItsPlan(context);
  });
  await press(ana, '[data-testid=lobby-start]');
  await press(ana, '[data-testid=pass]');
  await press(ana, '[data-testid=pass-confirm]');
  // Ben plans round 1 (his first decision) and is gone; his page showed the game up to before it.
  await ben.page.locator('[data-testid=plan-confirm]').waitFor();
  await expect.poll(async () => await logLines(ben.page)).toContain('Ana passes for the round.');
  const shown = await logLines(ben.page);
  await ben.page.locator('button[aria-pressed=false][data-testid^=plan-]:not([disabled])').first().click();
  await press(ben, '[data-testid=plan-confirm]');
  await expect.poll(() => dead()).toBe(true);

  // The table hands Ben's seat to a medium bot: it plays round 1 to its end and plans round 2 for him.
  const table = await handToStandIn(ana, ben, 'medium');
  await expect.poll(() => standInPlanned(ana.page), { timeout: 90_000, interval: 250 }).toBe(true);

  // Ben is back: the account is there before any decision of his (the game waits for Ana's plan).
  const back = await ben.context.newPage();
  const errors: string[] = [];
  back.on('pageerror', (e) => errors.push(e.message));
  await back.goto(table);
  const catchUp = back.locator('[data-testid=catch-up]');
  await catchUp.waitFor();
  expect(await ana.page.locator('[data-testid=plan-confirm]').count()).toBe(1);
  const groups = await catchUp.locator('[data-testid=catch-up-group]').evaluateAll((els) =>
    els.map((el) => ({
      who: el.querySelector('h3')!.textContent!.trim(),
      lines: [...el.querySelectorAll('ol li')].map((li) => li.textContent!.trim()),
    })),
  );
  // Told: the log's lines after Ben's plan, each under whoever made it, the stand-in's as the
  // stand-in's; the stand-in's coming and going is the log's own, and the round end's steps its story.
  const log = await logLines(back);
  expect(log.slice(0, shown.length)).toEqual(shown);
  expect(log[shown.length]).toBe('Ben plans 1 card.');
  const ended = log.indexOf('Round 1 is over.');
  const round2 = log.indexOf('Turn 1: planning.', ended);
  expect(ended).toBeGreaterThan(shown.length);
  // Round 1's moves come before its story, round 2's after it, each grouped alike.
  const grouped = (lines: string[]): { who: string; lines: string[] }[] => {
    const expected: { who: string; lines: string[] }[] = [];
    for (const line of lines.filter((l) => !/^Stand-in for Ben|^Ben is back/.test(l))) {
      const who = ['Medium bot (for Ben)', 'Easy bot', 'Ana'].find((name) =>
        [' ', "'s "].some((then) => line.startsWith(`${name}${then}`)),
      );
      const heading = who ?? 'The game';
      const group = expected.find((g) => g.who === heading);
      if (group) group.lines.push(line);
      else expected.push({ who: heading, lines: [line] });
    }
    return expected;
  };
  expect(groups).toEqual([
    ...grouped(log.slice(shown.length + 1, ended + 1)),
    ...grouped(log.slice(round2 + 1)),
  ]);
  // Among them every move the stand-in made for Ben, its round-2 plan last, after the round's story.
  const standIn = groups.filter((g) => g.who === 'Medium bot (for Ben)').at(-1)!;
  expect(standIn.lines.at(-1)).toMatch(/^Medium bot \(for Ben\) (plans \d cards?|passes for the round)\.$/);
  // The end of round 1, all of it, step by step.
  const story = catchUp.locator('[data-testid=round-end]');
  expect(await story.locator('h2').innerText()).toBe('End of round 1');
  const steps = log.some((line) => / become the prestige guild\.$/.test(line)) ? 6 : 5;
  expect(await story.locator('.progress li').count()).toBe(steps);
  await back.click('[data-testid=catch-up-done]');
  await catchUp.waitFor({ state: 'detached' });

  // Ana plans, and Ben's own decision comes: nothing is told again.
  const asked = back
    .locator(
      '[data-testid=game][data-playing=false] :is([data-testid=nothing], [data-testid=plan-confirm], [data-testid=catch-up])',
    )
    .first();
  const benDecides = async (): Promise<boolean> => {
    // A round end Ben watches (the stand-in passed for round 2) is his to skip.
    const skip = back.locator('[data-testid=round-end-skip]');
    if (await skip.count()) await skip.click();
    return (await asked.count()) > 0;
  };
  expect(await play(ana.page, { stop: benDecides })).toBe('stopped');
  await asked.waitFor();
  expect(await catchUp.count()).toBe(0);
  expect(errors).toEqual([]);
}, 180_000);
