// The round-end story while its tokens move (`norenberc start --browser`, tokens at the slow speed),
// on a laptop and a phone: nothing covers the story's title, its progress or its buttons — the
// "Skip animations" button least of all, which the story's own Next (tokens land at once) and Skip
// stand for while it is told.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp, play, shot, startSoloGame } from './driver.ts';
import { newDataDir, startApp, type Program } from './programs.ts';
import { journeyRig } from './rig.ts';

const rig = journeyRig();
/** One program for the two sizes. */
let program: Program | null = null;

/**
 * What of the story lies under another of its parts or the floating "Skip animations", in words, and
 * whether the story's tokens were moving: read at one instant.
 */
function covered(page: Page): Promise<{ moving: boolean; problems: string[] }> {
  return page.evaluate(() => {
    const story = document.querySelector('[data-testid=round-end]');
    const boxOf = (el: Element | null | undefined): DOMRect | null => el?.getBoundingClientRect() ?? null;
    const own = Object.entries({
      title: boxOf(story?.querySelector('h2')),
      progress: boxOf(story?.querySelector('.progress')),
      step: boxOf(story?.querySelector('h3')),
      next: boxOf(story?.querySelector('[data-testid=round-end-next]')),
      skipStory: boxOf(story?.querySelector('[data-testid=round-end-skip]')),
    }).filter((e): e is [string, DOMRect] => e[1] !== null);
    // The floating button keeps off the story's whole head: the room its title has beside the progress too.
    const head = boxOf(story?.querySelector('header'));
    const skip = boxOf(document.querySelector('[data-testid=skip]'));
    const meet = (a: DOMRect, b: DOMRect): boolean =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const problems: string[] = [];
    if (skip)
      for (const [name, box] of [...(head ? [['head', head] as [string, DOMRect]] : []), ...own])
        if (meet(skip, box)) problems.push(`skip animations over ${name}`);
    own.forEach(([a, boxA], i) => {
      for (const [b, boxB] of own.slice(i + 1)) if (meet(boxA, boxB)) problems.push(`${a} and ${b}`);
    });
    const moving = document.querySelector('[data-testid=game][data-playing=true]') !== null;
    return { moving, problems };
  });
}

describe('the round-end story while its tokens move', () => {
  for (const [device, viewport] of [
    ['desktop', { width: 1366, height: 768 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    it(`is covered by nothing at ${viewport.width}×${viewport.height}`, async () => {
      program ??= await rig.program(startApp(newDataDir('round-end-skip')));
      const browser = await rig.browser();
      const { page, context, errors } = await openApp(browser, program.url, {
        speed: 'normal',
        device,
        viewport,
      });
      await startSoloGame(page, ['easy', 'easy']);
      const problems: string[] = [];
      let moving = 0;
      let roundOver = false;
      await play(page, {
        stop: async () => roundOver,
        onRoundEnd: async () => {
          roundOver = true;
          const story = page.locator('[data-testid=round-end]');
          while (await story.count()) {
            problems.push(...(await covered(page)).problems);
            await page.click('[data-testid=round-end-next]');
            // The next step's tokens set off: measured while they move.
            const now = await covered(page);
            problems.push(...now.problems);
            if (!now.moving) continue;
            if (!moving++) await shot(page, `round-end-moving-${device}`);
            await page.locator('[data-testid=game][data-playing=false]').waitFor();
          }
        },
      });
      expect(problems).toEqual([]);
      expect(moving).toBeGreaterThan(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
