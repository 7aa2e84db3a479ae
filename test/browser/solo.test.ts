// A complete 2-player game against a bot, played through the interface.
import { describe, expect, it } from 'vitest';
import { appUrl, browserAndHost, openApp, play, shot } from './driver.ts';

describe('a game against a bot in the browser', () => {
  const env = browserAndHost();

  it('is played from the home screen to the final scores through the interface alone', async () => {
    const { page, errors } = await openApp(env.browser, appUrl(env.host), { speed: 'fast' });
    await page.getByText('New game on this screen').waitFor();
    await shot(page, 'home');
    await page.click('[data-testid=home-new]');
    await page.fill('[data-testid=seat-name-0]', 'Ana');
    await page.selectOption('[data-testid=seat-kind-1]', 'easy');
    await shot(page, 'new-game');
    await page.click('[data-testid=start-game]');
    await page.locator('[data-testid=plan-confirm]').waitFor();
    await shot(page, 'board-planning');

    let sawRoundEnd = false;
    let sawTurn = false;
    const result = await play(page, {
      stop: async () => {
        if (!sawTurn && (await page.locator('[data-testid=nothing]').count())) {
          sawTurn = true;
          await shot(page, 'board-turn');
        }
        return false;
      },
      onRoundEnd: async () => {
        if (sawRoundEnd) return;
        sawRoundEnd = true;
        await shot(page, 'round-end');
        // The board waits for the story: round 1 stays on it, each step moving its tokens as it is
        // told, until the last step; then round 2 comes.
        const round = page.locator('[data-testid=round]');
        for (let steps = 0; await page.locator('[data-testid=round-end]').count(); steps++) {
          expect(await round.innerText()).toMatch(/1/);
          expect(steps).toBeLessThan(6);
          await page.locator('[data-testid=game][data-playing=false] [data-testid=round-end-next]').click();
        }
        await page.locator('[data-testid=game][data-playing=false]').waitFor();
        expect(await round.innerText()).toMatch(/2/);
      },
    });
    expect(result).toBe('final');
    expect(sawRoundEnd).toBe(true);
    await shot(page, 'final-scores');
    const winner = await page.locator('[data-testid=winner]').innerText();
    expect(winner).toMatch(/(Ana|Easy bot) wins Norenberc!|share the victory/);
    // The scores hold the keyboard's focus, and Escape closes them.
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement?.closest('[data-testid=final-scores]')))
      .toBe(true);
    await page.keyboard.press('Escape');
    await page.locator('[data-testid=final-scores]').waitFor({ state: 'detached' });
    // Everyone's talers are public once the game is over.
    for (const seat of [0, 1])
      expect(await page.locator(`[data-testid=talers-${seat}]`).innerText()).toMatch(/\d/);
    expect(errors).toEqual([]);
  });
});
