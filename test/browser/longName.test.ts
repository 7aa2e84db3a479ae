// A player's name as long as names may be (24 characters) on the board: the name gives way, cut with
// an ellipsis, and the player's own area still says "(you)" in full, in a 5-player game at the
// narrowest desktop window and a common laptop's.
import { describe, expect, it } from 'vitest';
import { NAME_MAX } from '../../engine/schema.ts';
import { appUrl, browserAndHost, openApp, shot, startSoloGame } from './driver.ts';

const LONGEST = 'Wolfeschlegelsteinhausen'.slice(0, NAME_MAX);

describe('a name as long as names may be', () => {
  const env = browserAndHost();

  it('is cut on the board, and "(you)" stays whole beside it', async () => {
    expect(LONGEST).toHaveLength(NAME_MAX);
    const { page, context, errors } = await openApp(env.browser, appUrl(env.host));
    await startSoloGame(page, ['easy', 'easy', 'easy', 'easy'], LONGEST);
    const heading = page.locator('.player.mine h3');
    await heading.waitFor();
    for (const width of [1024, 1366]) {
      await page.setViewportSize({ width, height: 768 });
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const fit = await heading.evaluate((h) => {
        const box = h.getBoundingClientRect();
        const you = h.querySelector('small')!.getBoundingClientRect();
        const name = h.querySelector('.name') as HTMLElement;
        return {
          youWhole: you.width > 0 && you.left >= box.left - 0.5 && you.right <= box.right + 0.5,
          nameCut: name.scrollWidth > name.clientWidth,
          you: h.querySelector('small')!.textContent,
        };
      });
      expect(fit, `at ${width}×768`).toEqual({ youWhole: true, nameCut: true, you: '(you)' });
    }
    await shot(page, 'long-name');
    expect(errors).toEqual([]);
    await context.close();
  });
});
