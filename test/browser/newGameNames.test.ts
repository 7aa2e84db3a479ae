// The names on *New game on this screen*, against the real `norenberc start` program: two seats that
// go by one name (as people read it) are refused when Start is pressed, the message naming the seats
// and the name, both fields marked invalid and described by it, the focus on the first; mended, the
// marks go and the game starts. A name typed past its limit says the limit beside its field. An empty
// name field shows the name its seat will take.
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NAME_MAX } from '../../engine/index.ts';
import { messages as en } from '../../languages/en/messages.ts';
import { described, openApp } from './driver.ts';
import { newDataDir, startApp } from './programs.ts';
import { appAndBrowser } from './rig.ts';

describe('the names of a new game on this screen', () => {
  const live = appAndBrowser(() => startApp(newDataDir('new-game-names')));

  it('names the seats that share a name, marks them and takes the focus there', async () => {
    const { page, context, errors } = await openApp(live.browser, live.program.url);
    await page.click('[data-testid=home-new]');
    await page.click('[data-testid=add-seat]');
    await page.click('[data-testid=add-seat]');
    const name = (i: number): Locator => page.locator(`[data-testid=seat-name-${i}]`);
    await name(0).fill('Ana');
    await name(3).fill('ANA');
    await page.click('[data-testid=start-game]');

    const said = en.newGame.sameName([1, 4], 'Ana');
    await page.locator('[role=alert]', { hasText: said }).waitFor();
    for (const i of [0, 3]) {
      expect(await name(i).getAttribute('aria-invalid')).toBe('true');
      expect(await described(name(i))).toBe(said);
    }
    for (const i of [1, 2]) expect(await name(i).getAttribute('aria-invalid')).not.toBe('true');
    await expect.poll(() => name(0).evaluate((el) => el === document.activeElement)).toBe(true);

    // A name past the limit is kept to it, and the field says so.
    await name(1).click();
    await page.keyboard.type('B'.repeat(NAME_MAX + 6));
    expect(await name(1).inputValue()).toBe('B'.repeat(NAME_MAX));
    const limit = page.locator('[data-testid=seat-name-limit-1]');
    await expect.poll(() => limit.innerText()).toBe(en.newGame.nameLimit(NAME_MAX));
    expect(await described(name(1))).toBe(en.newGame.nameLimit(NAME_MAX));
    await name(1).fill('Cleo');
    expect(await limit.count()).toBe(0);

    // Mended, the marks go, and the game starts.
    await name(3).fill('Dora');
    await expect.poll(() => page.locator('[data-testid=seat-names-problem]').count()).toBe(0);
    expect(await name(3).getAttribute('aria-invalid')).not.toBe('true');
    expect(await name(3).getAttribute('aria-describedby')).toBeNull();
    await page.click('[data-testid=start-game]');
    await page.locator('[data-testid=game]').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows in each empty field the name its seat will take, a second bot of a level numbered', async () => {
    for (const [language, words] of [
      ['en', ['Medium bot', 'Medium bot 2']],
      ['de', ['Mittel-Bot', 'Mittel-Bot 2']],
    ] as const) {
      const { page, context, errors } = await openApp(live.browser, live.program.url, { language });
      await page.click('[data-testid=home-new]');
      await page.click('[data-testid=add-seat]');
      for (const i of [1, 2]) await page.selectOption(`[data-testid=seat-kind-${i}]`, 'medium');
      const shown = (i: number) => page.locator(`[data-testid=seat-name-${i}]`).getAttribute('placeholder');
      expect([await shown(1), await shown(2)]).toEqual(words);
      await page.fill('[data-testid=seat-name-0]', 'Ana');
      await page.click('[data-testid=start-game]');
      await page.locator('[data-testid=game]').waitFor();
      // The game names them so.
      for (const name of words)
        await page.locator('[data-testid=game]').getByText(name, { exact: true }).first().waitFor();
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
