// Where the focus goes once a window or a question of the game screen is put away, on the app as it
// ships (`norenberc start --browser`), as a keyboard player meets it in a solo game: back where it was
// before the window opened (the standings by T, the keys by ?, the rules, the hint, the phone's menu and
// what it opens), whether Escape or *Close* put it away; and Escape cancels a question (passing,
// leaving) as *Cancel* does, the focus back on what asked it. Only keys are pressed; things are found
// by roles and names.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../languages/en/messages.ts';
import { openApp, startSoloGame } from './driver.ts';
import { DESKTOP } from './journey.ts';
import { focused, press, tabTo } from './keyboard.ts';
import { newDataDir, startApp } from './programs.ts';
import { appAndBrowser } from './rig.ts';

const live = appAndBrowser(() => startApp(newDataDir('close-focus')));

const button = (scope: Page | Locator, name: string | RegExp) =>
  scope.getByRole('button', { name, exact: true });

/** What the focus is on, for a failure's message: its accessible name as the tests read it, or 'body'. */
const focusName = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    return el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 60) ?? '';
  });

/** Waits until the focus is on `target`, saying where it is otherwise. */
async function focusIsOn(page: Page, target: Locator): Promise<void> {
  await expect
    .poll(async () => ((await focused(target)) ? 'there' : await focusName(page)), { timeout: 5_000 })
    .toBe('there');
}

/** A new solo game against an easy bot on a fresh page, at its planning, the tokens landed. */
async function newGame(device: 'desktop' | 'phone'): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await openApp(live.browser, live.program.url, {
    ...(device === 'desktop' ? { viewport: DESKTOP } : { device }),
  });
  await startSoloGame(page, ['easy']);
  await page.getByRole('region', { name: en.planning.title }).waitFor();
  await page.locator('[data-testid=game][data-playing=false]').waitFor();
  return { page, errors };
}

describe('a window or a question put away', () => {
  it('gives the focus back where it was, by Escape or Close, and Escape cancels a question', async () => {
    const { page, errors } = await newGame('desktop');
    const planning = page.getByRole('region', { name: en.planning.title });
    const guild = planning.getByRole('checkbox').first();
    await tabTo(page, button(page, en.keys.panel));
    await press(page, 'Enter');
    await focusIsOn(page, guild);

    // The standings (T) and the keys (?), each put away by Escape, then by its Close.
    const windows = [
      { key: 't', name: en.aids.standingsTitle },
      { key: '?', name: en.keys.title },
    ];
    for (const { key, name } of windows) {
      for (const putAway of ['Escape', 'Close'] as const) {
        await press(page, key);
        const dialog = page.getByRole('dialog', { name });
        await focusIsOn(page, button(dialog, en.common.close));
        await press(page, putAway === 'Escape' ? 'Escape' : 'Enter');
        await dialog.waitFor({ state: 'detached' });
        await focusIsOn(page, guild);
      }
    }
    // The next Tab goes on from there, not from the top of the page.
    await press(page, 'Tab');
    expect(await focused(button(page, en.keys.panel))).toBe(false);

    // The question of a pass: Escape cancels it, the focus back on Pass.
    const pass = button(planning, en.planning.pass);
    await tabTo(page, pass);
    await press(page, 'Enter');
    const passQuestion = planning.getByRole('group', { name: en.planning.passConfirm });
    await focusIsOn(page, button(passQuestion, en.common.confirm));
    await press(page, 'Escape');
    await passQuestion.waitFor({ state: 'detached' });
    await focusIsOn(page, pass);

    // The question of leaving takes the focus as the pass's does; Escape cancels it, back on Leave.
    const leave = button(page, en.game.leave);
    await tabTo(page, leave);
    await press(page, 'Enter');
    const leaveQuestion = page.getByRole('group', { name: en.game.leave });
    await focusIsOn(page, button(leaveQuestion, en.common.leave));
    await press(page, 'Escape');
    await leaveQuestion.waitFor({ state: 'detached' });
    await focusIsOn(page, leave);
    expect(await page.getByTestId('game').count()).toBe(1);

    // The rules beside the board, and the hint: back on the button that opened them.
    const rules = button(page, en.home.rules);
    await tabTo(page, rules);
    await press(page, 'Enter');
    await focusIsOn(page, button(page.getByRole('dialog', { name: en.home.rules }), en.common.close));
    await press(page, 'Escape');
    await focusIsOn(page, rules);
    await tabTo(page, button(page, /^Hint/));
    await press(page, 'h');
    await page.getByTestId('hint-choice').waitFor();
    await press(page, 'Escape');
    await focusIsOn(page, button(page, /^Hint/));
    expect(errors).toEqual([]);
  });

  it('on a phone, gives the focus back to the menu once what the menu opened is put away', async () => {
    const { page, errors } = await newGame('phone');
    const menu = button(page, en.table.menu);
    const sheet = page.getByRole('dialog', { name: en.table.menuTitle });
    const opened = [
      { from: en.aids.standings, name: en.aids.standingsTitle },
      { from: en.home.rules, name: en.home.rules },
    ];
    for (const { from, name } of opened) {
      await tabTo(page, menu);
      await press(page, 'Enter');
      await focusIsOn(page, button(sheet, en.common.close));
      await tabTo(page, button(sheet, from));
      await press(page, 'Enter');
      const dialog = page.getByRole('dialog', { name });
      await focusIsOn(page, button(dialog, en.common.close));
      await press(page, 'Escape');
      await dialog.waitFor({ state: 'detached' });
      await focusIsOn(page, menu);
    }
    expect(errors).toEqual([]);
  });
});
