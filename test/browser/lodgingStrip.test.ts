// The guild houses on a 1024×768 screen (its window whole, and under a browser's bars), late in a game with the largest holdings (the player areas at their
// tallest, the houses at their smallest): where a house is too small for legible prices under its
// lodgings (the town square's legend gives them), the drawing ends below the windows and no empty strip
// keeps the prices' place; where they fit, each is drawn whole.
import { describe, expect, it } from 'vitest';
import { appUrl, browserAndHost, openApp, shot } from './driver.ts';
import { lodgingCosts } from './legibility.ts';
import { openPosition } from './positions.ts';

describe('the lodgings of the guild houses on a 1024×768 screen', () => {
  // Away seats wait for their players for the whole test, rather than get a stand-in bot that plays on.
  const env = browserAndHost(() => ({ graceMs: 600_000 }));

  it('leave no empty strip where their prices are not drawn', async () => {
    const priceless: number[] = [];
    for (const players of [2, 5]) {
      const { page, context, errors } = await openApp(env.browser, appUrl(env.host));
      await openPosition(page, env.host, players, 'late');
      // The screen's whole height, and its window under a browser's bars.
      for (const height of [768, 680, 620]) {
        await page.setViewportSize({ width: 1024, height });
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        const costs = await lodgingCosts(page);
        await shot(page, `lodging-strip-${players}-${height}`);
        expect(costs.problems, `${players} players, 1024×${height}`).toEqual([]);
        priceless.push(costs.priceless);
      }
      expect(errors).toEqual([]);
      await context.close();
    }
    // Some house goes without its prices at this size: what this test is about.
    expect(Math.max(...priceless)).toBeGreaterThan(0);
  });
});
