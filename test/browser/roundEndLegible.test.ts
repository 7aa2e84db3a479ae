// The end of a round told step by step, against the app as it ships (`norenberc start --browser`) with
// its tokens moving at the normal speed: at every step, once its tokens have arrived, none of them lies
// over a number of a player's area or a storehouse (they go into the counts), the top bar names the step being told,
// no guild house still says someone acts there, and the board shows what the step did: each favourite's
// craftsman in its area and gone from its house, the agents home, and no player "still planning".
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp, play, shot, startSoloGame } from './driver.ts';
import { newDataDir, startApp } from './programs.ts';
import { journeyRig } from './rig.ts';

const rig = journeyRig();

/** The numbers of the player areas and the storehouses that a token in sight overlaps, in words. */
function coveredNumbers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const boxes = [...document.querySelectorAll<HTMLElement>('.flight-layer .flight-token')]
      .filter((t) => Number(getComputedStyle(t).opacity) > 0.05)
      .map((t) => t.getBoundingClientRect());
    const numbers = [
      ...document.querySelectorAll<HTMLElement>('[data-testid^=player-] b, [data-anchor$=":store"] b'),
    ];
    return numbers.flatMap((n) => {
      const r = n.getBoundingClientRect();
      const over = boxes.some(
        (b) =>
          Math.min(b.right, r.right) - Math.max(b.left, r.left) > 1 &&
          Math.min(b.bottom, r.bottom) - Math.max(b.top, r.top) > 1,
      );
      return over
        ? [`${n.closest('[data-testid^=player-]')!.getAttribute('data-testid')} ${n.textContent}`]
        : [];
    });
  });
}

describe('a round end told on the board', () => {
  it('keeps every number of the player areas in sight and names its step in the top bar', async () => {
    const program = await rig.program(startApp(newDataDir('round-end')));
    const browser = await rig.browser();
    // A laptop's window: the side column is short, and a long step scrolls in it.
    const { page, errors } = await openApp(browser, program.url, {
      speed: 'normal',
      viewport: { width: 1366, height: 768 },
    });
    await startSoloGame(page, ['easy', 'easy', 'easy']);

    const told: string[] = [];
    let roundOver = false;
    await play(page, {
      stop: async () => roundOver,
      onRoundEnd: async () => {
        roundOver = true;
        const story = page.locator('[data-testid=round-end]');
        while (await story.count()) {
          // The step's tokens have arrived: the board is still, the reader's turn.
          await page.locator('[data-testid=game][data-playing=false]').waitFor();
          const step = (await story.locator('h3').innerText()).replace(/^\d+\.\s*/, '');
          told.push(step);
          expect(await coveredNumbers(page), step).toEqual([]);
          const bar = await page.locator('[data-testid=bar-phase]').innerText();
          expect(bar).toContain('End of round 1');
          expect(bar).toContain(step);
          expect(bar).not.toMatch(/Turn|Action at/);
          expect(await page.locator('.acting').count()).toBe(0);
          // The step's title is in sight in its column, whatever that column scrolled to before.
          const titleInSight = await story.locator('h3').evaluate((h) => {
            let box = h.parentElement;
            while (
              box &&
              !(box.scrollHeight > box.clientHeight && getComputedStyle(box).overflowY !== 'visible')
            )
              box = box.parentElement;
            const r = h.getBoundingClientRect();
            const b = box?.getBoundingClientRect() ?? { top: 0, bottom: innerHeight };
            return r.top >= b.top - 1 && r.bottom <= b.bottom + 1;
          });
          expect(titleInSight, step).toBe(true);
          expect(await page.locator('[data-testid^=player-]', { hasText: 'Still planning' }).count()).toBe(0);
          // The move that ended the round was told before its end: everyone is done, the log says so.
          expect(
            await page.locator('[data-testid^=player-]', { hasText: 'Finished for this round' }).count(),
          ).toBe(4);
          expect(await page.locator('[data-testid=log]').innerText()).toContain('Round 1 is over.');
          if (step === 'Guildmasters choose their favourites') {
            const taken = await page
              .locator('[data-testid=favourite][data-seat]')
              .evaluateAll((rows) => rows.map((r) => [r.dataset.seat!, ...r.dataset.tiles!.split(' ')]));
            expect(taken.length).toBeGreaterThan(0);
            for (const [seat, ...tiles] of taken)
              for (const tile of tiles) {
                expect(
                  await page.locator(`[data-testid=player-${seat}] [data-tile="${tile}"]`).count(),
                  tile,
                ).toBe(1);
                expect(await page.locator(`.facade [data-tile="${tile}"]`).count(), tile).toBe(0);
              }
          }
          if (step === 'Agents come home from the roofs')
            expect(await page.locator('[data-anchor$=":roof"] .agent').count()).toBe(0);
          if (step === 'Income') await shot(page, 'round-end-income');
          await page.click('[data-testid=round-end-next]');
        }
      },
    });
    expect(roundOver).toBe(true);
    expect(told).toEqual(expect.arrayContaining(['Guildmasters choose their favourites', 'Income']));
    // After the story the bar tells the new round again.
    await page.locator('[data-testid=game][data-playing=false]').waitFor();
    expect(await page.locator('[data-testid=bar-phase]').innerText()).toMatch(/Round 2/);
    expect(errors).toEqual([]);
  });
});
