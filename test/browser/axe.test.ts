// The game screen checked by axe-core (WCAG 2.0 to 2.2, A and AA) as a player meets it, on the app a
// host serves: at 1366×768 with the log's lines and the hint open, and on a phone (390×844) with its
// strip of player chips. No violation on either.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, browserAndHost, openApp, startSoloGame } from './driver.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe's violations on the page as it stands: each rule's id with the first element it names. */
async function violations(page: Page): Promise<string[]> {
  // Evaluated by the test's own channel: the page's policy rightly refuses inline scripts.
  await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    const axe = (globalThis as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResult> } })
      .axe;
    type AxeResult = { violations: { id: string; nodes: { target: unknown[] }[] }[] };
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations.map((v) => `${v.id}: ${JSON.stringify(v.nodes[0]?.target)}`);
  }, TAGS);
}

describe('the game screen under axe', () => {
  const env = browserAndHost();

  it('has no violation on a desktop with the log and the hint open, nor on a phone', async () => {
    for (const viewport of [
      { width: 1366, height: 768 },
      { width: 390, height: 844 },
    ]) {
      const { page, context, errors } = await openApp(env.browser, appUrl(env.host), {
        viewport,
        speed: 'off',
      });
      await startSoloGame(page, ['easy', 'easy']);
      await page.locator('[data-testid=plan-confirm]').waitFor();
      await page.click('[data-testid=hint]');
      await page.locator('[data-testid=hint-choice]').waitFor({ timeout: 120_000 });
      expect(await violations(page), `${viewport.width}×${viewport.height}`).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
