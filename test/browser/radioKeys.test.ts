// A choice of one among several in the turn panel, by keyboard, on the app as it ships
// (`norenberc start --browser`): how to act at a guild is a group of radio buttons as WAI-ARIA's radio
// group pattern has it. The group is one Tab stop; the arrows move the choice and take it, round from
// the last to the first and back; the choice shows what it opens, and no shortcut takes the arrows.
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../languages/en/messages.ts';
import { openApp, play, startSoloGame } from './driver.ts';
import { DESKTOP } from './journey.ts';
import { focused, press, tabTo } from './keyboard.ts';
import { newDataDir, startApp } from './programs.ts';
import { journeyRig } from './rig.ts';

const rig = journeyRig();

/** The control each way to act opens, in sight once it is chosen. */
const OPENS: Record<string, string> = {
  [en.turn.sell]: '[data-testid=sell-confirm]',
  [en.turn.buy]: '[data-testid=buy-confirm]',
  [en.turn.recruit]: '[data-testid^=window-]',
};

describe('the ways to act at a guild', () => {
  it('are one Tab stop whose arrows move the choice round, as radio buttons', async () => {
    const program = await rig.program(startApp(newDataDir('radio-keys')));
    const browser = await rig.browser();
    const { page, errors } = await openApp(browser, program.url, { viewport: DESKTOP });
    await startSoloGame(page, ['easy']);
    // Played until a guild offers her two ways to act or more.
    const panel = page.getByRole('region', { name: /^Your action at the / });
    const group = panel.getByRole('radiogroup').first();
    const ways = group.getByRole('radio');
    await play(page, { stop: async () => (await panel.count()) > 0 && (await ways.count()) >= 2 });
    const names = await ways.evaluateAll((radios) =>
      radios.map((r) => (r as HTMLInputElement).labels![0]!.innerText.trim()),
    );
    expect(names.length).toBeGreaterThanOrEqual(2);
    const chosen = (): Promise<string[]> =>
      ways.evaluateAll((radios) =>
        radios.flatMap((r) =>
          (r as HTMLInputElement).checked ? [(r as HTMLInputElement).labels![0]!.innerText.trim()] : [],
        ),
      );
    const at = async (name: string): Promise<void> => {
      const radio = group.getByRole('radio', { name, exact: true });
      expect(await focused(radio), `focus on ${name}`).toBe(true);
      expect(await chosen()).toEqual([name]);
      await page.locator(`[data-testid=game] ${OPENS[name]}`).first().waitFor();
    };
    const inGroup = (radios: Locator): Promise<boolean> =>
      radios.evaluateAll((rs) => rs.some((r) => r === document.activeElement));

    // Tab reaches the group once, on its first way while none is chosen; the next Tab leaves it.
    await tabTo(page, ways.first());
    expect(await chosen()).toEqual([]);
    await press(page, 'Tab');
    expect(await inGroup(ways)).toBe(false);
    await press(page, 'Shift+Tab');
    expect(await focused(ways.first())).toBe(true);

    // Right and Down go on, round from the last to the first; Left and Up go back, round the other way.
    const n = names.length;
    await press(page, 'ArrowRight');
    await at(names[1 % n]!);
    for (let i = 2; i <= n; i++) {
      await press(page, 'ArrowDown');
      await at(names[i % n]!);
    }
    await press(page, 'ArrowLeft');
    await at(names[n - 1]!);
    await press(page, 'ArrowUp');
    await at(names[(n - 2) % n]!);

    // Chosen, the group is still one stop, and Tab comes back to the way chosen.
    await press(page, 'Tab');
    expect(await inGroup(ways)).toBe(false);
    await press(page, 'Shift+Tab');
    await at(names[(n - 2) % n]!);
    expect(errors).toEqual([]);
  });
});
