// Where the keys act and where the focus goes, on the app as it ships (`norenberc start --browser`), as
// a keyboard player meets them in a solo game: Enter confirms a plan only from the decision (never from
// a tile of the board being read), Tab goes from Hint down the choice to its confirm, the question of a
// pass takes the focus and gives it back when cancelled, a stepper keeps the focus to its limit, and the
// skip link lands on the decision's first control. Only keys are pressed; things are found by roles and
// names.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../languages/en/messages.ts';
import { openApp, play, startSoloGame } from './driver.ts';
import { DESKTOP } from './journey.ts';
import { focused, press, tabTo } from './keyboard.ts';
import { newDataDir, startApp } from './programs.ts';
import { journeyRig } from './rig.ts';

const rig = journeyRig();

const button = (scope: Page | Locator, name: string | RegExp) =>
  scope.getByRole('button', { name, exact: true });

/** The game log's lines, as they stand. */
const logLines = (page: Page): Promise<string[]> =>
  page.getByRole('list', { name: en.log.title }).getByRole('listitem').allInnerTexts();

/** What the focus is on: its accessible name as the tests read it, or 'body'. */
const focusName = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    return el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '';
  });

describe('the keys in a game', () => {
  it('act where the focus is, and the focus goes where the player looks next', async () => {
    const program = await rig.program(startApp(newDataDir('keys-focus')));
    const browser = await rig.browser();
    const { page, errors } = await openApp(browser, program.url, { viewport: DESKTOP });
    await startSoloGame(page, ['easy']);
    const planning = page.getByRole('region', { name: en.planning.title });
    await planning.waitFor();
    await page.locator('[data-testid=game][data-playing=false]').waitFor();

    // A guild chosen, then Enter on a tile of the board: the tile is read, and no plan goes.
    await press(page, '1');
    const confirm = button(planning, en.planning.confirm(1));
    await expect.poll(() => confirm.isEnabled()).toBe(true);
    const tile = page.getByRole('main', { name: en.table.board }).getByRole('group', { name: /^Storehouse/ });
    await tabTo(page, tile.first());
    const lines = (await logLines(page)).length;
    await press(page, 'Enter');
    await press(page, 'Enter');
    expect(await planning.count()).toBe(1);
    // The bot may plan meanwhile; her plan is not logged.
    expect((await logLines(page)).slice(lines)).not.toContainEqual(expect.stringMatching(/^Ana /));

    // From Hint, Tab goes down the choice to its confirm before it leaves for the log.
    await tabTo(page, button(page, /^Hint/));
    const stops: string[] = [];
    for (let i = 0; i < 30 && !(await focused(confirm)); i++) {
      await press(page, 'Tab');
      const at = await focusName(page);
      expect(at, stops.join(' | ')).not.toBe(en.log.title);
      stops.push(at);
    }
    expect(await focused(confirm), stops.join(' | ')).toBe(true);

    // Passing asks first: the question takes the focus on its Confirm; Cancel gives it back to Pass.
    await tabTo(page, button(planning, en.planning.pass));
    await press(page, 'Enter');
    const question = planning.getByRole('group', { name: en.planning.passConfirm });
    expect(await focused(button(question, en.common.confirm))).toBe(true);
    await tabTo(page, button(question, en.common.cancel));
    await press(page, 'Enter');
    await expect.poll(() => focused(button(planning, en.planning.pass))).toBe(true);

    // Enter from within the choice sends the plan.
    await tabTo(page, planning.getByRole('checkbox').first());
    await press(page, 'Enter');
    await expect
      .poll(async () => (await logLines(page)).slice(lines))
      .toContainEqual(expect.stringMatching(/^Ana plans/));

    // Her turn at a guild where she may buy: the skip link, reached by Tab round the end of the page,
    // lands on the first way to act; a stepper keeps the focus (or hands it to its pair at its limit).
    const turn = page.getByRole('region', { name: /^Your action at the / });
    await play(page, {
      stop: async () =>
        (await turn.count()) > 0 && (await turn.getByRole('radio', { name: en.turn.buy }).count()) > 0,
    });
    await page.locator('[data-testid=game][data-playing=false]').waitFor();
    await tabTo(page, button(page, en.keys.panel));
    await press(page, 'Enter');
    const first = turn.getByRole('radio').first();
    expect(await focused(first), await focusName(page)).toBe(true);
    await press(page, 'b');
    const add = turn.getByRole('button', { name: /^Add 1 /, disabled: false }).first();
    const name = (await add.getAttribute('aria-label'))!;
    const plus = turn.getByRole('button', { name, exact: true });
    await tabTo(page, plus);
    for (let i = 0; i < 6 && (await plus.isEnabled()); i++) {
      await press(page, i % 2 ? 'Space' : 'Enter');
      expect(await focusName(page)).not.toBe('body');
    }
    // At the limit, on the pair's other half: Space takes one back, and the "+" is there again.
    expect(await plus.isDisabled()).toBe(true);
    expect(await focusName(page)).toMatch(/^Remove 1 /);
    expect(errors).toEqual([]);
  });
});
