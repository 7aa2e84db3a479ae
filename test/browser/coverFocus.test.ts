// A hotseat game left and taken up again from Home by keyboard, on the real `norenberc start`
// program: the hand-off cover that greets it gives the focus to its "I am X: show my cards" button, as
// on a fresh start (the cover comes while the game is still loading, its button not yet pressable).
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../languages/en/messages.ts';
import { openApp } from './driver.ts';
import { focused, press, tabTo } from './keyboard.ts';
import { newDataDir, startApp } from './programs.ts';
import { journeyRig } from './rig.ts';

const rig = journeyRig();

describe('the hand-off cover', () => {
  it('has the focus on its player’s button when a game is continued from Home', async () => {
    const program = await rig.program(startApp(newDataDir('cover-focus')));
    const browser = await rig.browser();
    const { page, errors } = await openApp(browser, program.url, { speed: 'off' });
    await page.click('[data-testid=home-new]');
    await page.fill('[data-testid=seat-name-0]', 'Ana');
    await page.selectOption('[data-testid=seat-kind-1]', 'human');
    await page.fill('[data-testid=seat-name-1]', 'Ben');
    await page.click('[data-testid=start-game]');
    // Whichever of them plays first.
    const ready = page.getByRole('button', {
      name: new RegExp(`^(${[en.handoff.ready('Ana'), en.handoff.ready('Ben')].join('|')})$`),
    });
    await ready.waitFor();
    await expect.poll(() => focused(ready)).toBe(true);

    // Left from the cover, then continued from Home with the keyboard.
    await page.getByRole('dialog').getByRole('button', { name: en.game.leave, exact: true }).click();
    const resume = page.getByRole('button', { name: new RegExp(`^${en.home.continue}`) });
    await tabTo(page, resume);
    await press(page, 'Enter');
    await ready.waitFor();
    await expect.poll(() => focused(ready)).toBe(true);
    expect(errors).toEqual([]);
  });
});
