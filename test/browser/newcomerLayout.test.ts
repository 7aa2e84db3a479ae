// What a newcomer met on a laptop in a game against three bots (five guilds): the question before
// leaving sits clear of the bar's other controls at every width; Hint and Undo are in sight during
// planning without scrolling, the page itself never scrolls (the side column does), and so are the plan's buttons with the hint open; the final scores offer the review beside Play again; and the
// majorities table names its guilds.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp, overlap, ownsItsMiddle, play, shot, startSoloGame } from './driver.ts';
import { newDataDir, startApp } from './programs.ts';
import { lodgingCosts } from './legibility.ts';
import { journeyRig } from './rig.ts';

const rig = journeyRig();

/** Whether the element is wholly within the window, as it is drawn (no scrolling). */
async function inWindow(page: Page, selector: string): Promise<string | null> {
  const box = await page.locator(selector).boundingBox();
  const view = page.viewportSize()!;
  if (!box) return `${selector}: not drawn`;
  const inside =
    box.x >= 0 && box.y >= 0 && box.x + box.width <= view.width && box.y + box.height <= view.height;
  return inside
    ? null
    : `${selector} at ${Math.round(box.x)},${Math.round(box.y)} outside ${view.width}×${view.height}`;
}

/** The question before leaving, and what of the bar it covers (or that covers it). */
async function confirmClashes(page: Page): Promise<string[]> {
  const confirm = (await page.locator('[data-testid=leave-question]').boundingBox())!;
  const others = page.locator(
    'header.topbar [data-testid=game-settings], header.topbar [data-testid=game-rules], ' +
      'header.topbar [data-testid=bar-phase], header.topbar [data-testid^=turn-order], header.topbar .track',
  );
  const clashes: string[] = [];
  for (let i = 0; i < (await others.count()); i++) {
    const box = await others.nth(i).boundingBox();
    if (box && box.width > 0 && overlap(confirm, box))
      clashes.push(`${await others.nth(i).evaluate((e) => e.outerHTML.slice(0, 60))}`);
  }
  // Nor does the turn order run over the bar's buttons.
  const track = await page.locator('header.topbar .track').boundingBox();
  const buttons = page.locator('header.topbar button');
  for (let i = 0; i < (await buttons.count()); i++) {
    const box = await buttons.nth(i).boundingBox();
    if (track && box && overlap(track, box))
      clashes.push(`turn order over ${await buttons.nth(i).innerText()}`);
  }
  // What is drawn over the question's buttons is the question's own.
  for (const button of ['[data-testid=leave-confirm]', '[data-testid=leave-cancel]'])
    if (!(await ownsItsMiddle(page.locator(button)))) clashes.push(`${button} covered`);
  return clashes;
}

describe('a newcomer’s game against three bots', () => {
  it('lays out the leaving question, the aids, and the final scores in sight', async () => {
    const program = await rig.program(startApp(newDataDir('newcomer-layout'), 0, { reviewsAhead: true }));
    const browser = await rig.browser();
    const { page, errors } = await openApp(browser, program.url, { viewport: { width: 1366, height: 768 } });
    await startSoloGame(page, ['easy', 'easy', 'easy']);
    await page.locator('[data-testid=plan-confirm]').waitFor();
    await page.locator('[data-testid=game][data-playing=false]').waitFor();

    // Planning with five guilds: Hint and Undo in sight without scrolling the side.
    for (const size of [
      { width: 1366, height: 768 },
      { width: 1024, height: 768 },
    ]) {
      await page.setViewportSize(size);
      await shot(page, `layout-planning-${size.width}`);
      const problems = [
        await inWindow(page, '[data-testid=hint]'),
        await inWindow(page, '[data-testid=undo]'),
      ];
      expect.soft(problems.filter(Boolean), `${size.width}×${size.height}`).toEqual([]);
      // The screen is the window: the page itself never scrolls, by a wheel over the board least of all.
      await page.mouse.move(size.width / 3, size.height / 2);
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(300);
      const beyond = await page.evaluate(() => [
        scrollY,
        Math.max(0, document.scrollingElement!.scrollHeight - innerHeight),
      ]);
      expect
        .soft(beyond, `the page scrolled, and runs past the window (px), at ${size.width}`)
        .toEqual([0, 0]);
    }

    // Every lodging in sight shows its cost, with five guilds on laptops and on a phone.
    for (const size of [
      { width: 1366, height: 768 },
      { width: 1024, height: 768 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      // The layout follows the size (a phone's has a dock) before its houses are measured.
      await page.locator('[data-testid=dock]').waitFor({ state: size.width < 600 ? 'attached' : 'detached' });
      await expect.poll(async () => (await lodgingCosts(page)).drawn).toBeGreaterThanOrEqual(4);
      expect.soft((await lodgingCosts(page)).problems, `${size.width}×${size.height}`).toEqual([]);
    }

    // The hint, asked with two guilds chosen, is read beside the plan: its buttons stay in sight.
    await page.setViewportSize({ width: 1366, height: 768 });
    for (const guild of (
      await page.locator('[data-region=panel] label:has(input[type=checkbox])').all()
    ).slice(0, 2))
      await guild.click();
    expect(await inWindow(page, '[data-testid=plan-confirm]')).toBeNull();
    await page.locator('[data-testid=hint]').click();
    await page.locator('[data-testid=hint-choice]').waitFor({ timeout: 60_000 });
    // It has room: a card beside the side column, wide enough to read an option on a line or two, and
    // it covers none of the decision.
    for (const size of [
      { width: 1366, height: 768 },
      { width: 1920, height: 1080 },
    ]) {
      await page.setViewportSize(size);
      await shot(page, `layout-hint-${size.width}`);
      for (const selector of [
        '[data-testid=hint-choice]',
        '[data-testid=plan-confirm]',
        '[data-testid=pass]',
      ])
        expect.soft(await inWindow(page, selector), `${size.width}`).toBeNull();
      const advice = (await page.locator('[data-testid=hint-panel]').boundingBox())!;
      expect.soft(advice.width, `${size.width}`).toBeGreaterThanOrEqual(480);
      expect.soft(advice.height, `${size.width}`).toBeGreaterThanOrEqual(size.height / 2);
      const decision = (await page.locator('[data-region=panel] .panel').first().boundingBox())!;
      expect.soft(overlap(advice, decision), `${size.width}`).toBe(false);
      for (const button of ['[data-testid=plan-confirm]', '[data-testid=pass]'])
        expect.soft(await ownsItsMiddle(page.locator(button)), button).toBe(true);
    }
    await page.setViewportSize({ width: 1366, height: 768 });

    // Leaving asks first, and the question covers none of the bar.
    await page.click('[data-testid=leave]');
    for (const size of [
      { width: 1024, height: 768 },
      { width: 1366, height: 768 },
      { width: 1920, height: 1080 },
    ]) {
      await page.setViewportSize(size);
      await shot(page, `layout-leave-${size.width}`);
      expect.soft(await confirmClashes(page), `${size.width}×${size.height}`).toEqual([]);
    }
    await page.click('[data-testid=leave-cancel]');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('[data-testid=open-menu]').click();
    await page.locator('[data-testid=leave]').click();
    await shot(page, 'layout-leave-phone');
    const sheetLeave = await page.locator('[data-testid=leave-question]').boundingBox();
    const view = page.viewportSize()!;
    expect(sheetLeave && sheetLeave.x >= 0 && sheetLeave.x + sheetLeave.width <= view.width).toBe(true);
    await page.locator('[data-testid=leave-cancel]').click();
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1366, height: 768 });

    // To the end: the review beside Play again, in the first screenful; one Review button.
    let rounds = 0;
    const ended = await play(page, { pass: async () => rounds >= 1, onRoundEnd: async () => void rounds++ });
    expect(ended).toBe('final');
    await shot(page, 'layout-scores');
    expect.soft(await page.locator('[data-testid=final-scores] [data-testid=scores-review]').count()).toBe(1);
    for (const button of ['rematch-offer', 'scores-review'])
      expect.soft(await inWindow(page, `[data-testid=final-scores] [data-testid=${button}]`)).toBeNull();
    const again = (await page
      .locator('[data-testid=final-scores] [data-testid=rematch-offer]')
      .boundingBox())!;
    const review = (await page
      .locator('[data-testid=final-scores] [data-testid=scores-review]')
      .boundingBox())!;
    expect.soft(Math.abs(again.y - review.y), 'on Play again’s line').toBeLessThan(again.height);

    // The majorities by guild: a header row over its columns.
    const table = page.locator('[data-testid=final-scores] [data-testid=majorities]');
    await table.scrollIntoViewIfNeeded();
    await shot(page, 'layout-majorities');
    // Its rows are the guilds; its columns the players, named above them as in the table of points.
    const heads = await table.locator('thead th').allInnerTexts();
    expect.soft(heads.join(' | ')).toContain('Ana');
    expect.soft(heads.length).toBe(5);
    expect.soft(await table.locator('tbody th').first().innerText()).toContain('Brewers');
    expect(errors).toEqual([]);
  });
});
