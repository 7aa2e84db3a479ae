// The board at every common window size, 2 and 5 players, at the start and late in a game with the
// largest holdings: each player's area whole in the window (no scrolling needed to see it), and no
// text or number of the game screen drawn smaller than 11 CSS px, from a 360×640 phone to 4K (between
// the phone's layout and the desktop's, the text only). Phones show the players as a strip of chips
// (phone.test.ts plays a whole game there).
import { describe, expect, it } from 'vitest';
import { appUrl, browserAndHost, openApp, shot } from './driver.ts';
import { lodgingCosts, playerAreas, textSizes, trackOverTools } from './legibility.ts';
import { openPosition } from './positions.ts';

const LEAST_TEXT_PX = 11;
const DESKTOP = [
  [1024, 768],
  [1280, 720],
  [1366, 768],
  [1440, 900],
  [1920, 1080],
  [2560, 1440],
  [3840, 2160],
] as const;
/** Phones upright and sideways, and tablets upright: the compact screen below 600 px wide or 500 px high. */
const SMALL = [
  [360, 640],
  [390, 844],
  [412, 915],
  [844, 390],
  [768, 1024],
  [1024, 1366],
  [1366, 1024],
] as const;
/**
 * Windows between the two (a small laptop window, a tablet sideways under its browser's bars): too short
 * for the largest holdings of five players at once, whose areas then scroll with the board; legible all
 * the same (panels.test.ts: nothing covers anything there).
 */
const BETWEEN = [
  [700, 600],
  [820, 700],
  [900, 650],
  [1000, 700],
] as const;
const compact = (width: number, height: number): boolean => width <= 600 || height <= 500;

describe('the board at every size', () => {
  // Away seats wait for their players for the whole test, rather than get a stand-in bot that plays on.
  const env = browserAndHost(() => ({ graceMs: 600_000 }));

  for (const players of [2, 5])
    for (const when of ['start', 'late'] as const)
      it(`${players} players, ${when === 'start' ? 'at the start' : 'late in the game'}`, async () => {
        const { page, context, errors } = await openApp(env.browser, appUrl(env.host));
        await openPosition(page, env.host, players, when);
        for (const [width, height] of [...DESKTOP, ...SMALL, ...BETWEEN]) {
          await page.setViewportSize({ width, height });
          // Two frames: the layout and the container queries settle on the new size.
          await page.evaluate(
            () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
          );
          const size = `${width}×${height}`;
          const texts = await textSizes(page);
          expect(texts.length, size).toBeGreaterThan(compact(width, height) ? 25 : 50);
          const small = texts.filter((t) => t.px < LEAST_TEXT_PX);
          expect(small.slice(0, 5), `text under ${LEAST_TEXT_PX} px at ${size}`).toEqual([]);
          expect(await trackOverTools(page), `turn order over the tools at ${size}`).toEqual([]);
          expect((await lodgingCosts(page)).problems, `lodgings' prices at ${size}`).toEqual([]);
          if (width === 360 && when === 'start') {
            // The smallest phone, planning: the dock shows more than one guild to choose at a time.
            const inDock = await page.locator('[data-testid=dock]').evaluate((dock) => {
              const d = dock.getBoundingClientRect();
              return [...dock.querySelectorAll('[data-testid^=plan-choice-]')].filter((c) => {
                const r = c.getBoundingClientRect();
                return r.top >= d.top && r.bottom <= d.bottom;
              }).length;
            });
            expect(inDock, `guilds to plan in sight at ${size}`).toBeGreaterThanOrEqual(2);
          }
          if (compact(width, height) || BETWEEN.some(([w, h]) => w === width && h === height)) continue;
          const areas = await playerAreas(page);
          expect(areas.length).toBe(players);
          expect(
            areas.filter((a) => !a.inWindow || a.clippedBy),
            `player areas cut off at ${size}`,
          ).toEqual([]);
        }
        expect(errors).toEqual([]);
        await context.close();
      });

  it('in German, whose words run longest, 5 players late in the game', async () => {
    const { page, context, errors } = await openApp(env.browser, appUrl(env.host), { language: 'de' });
    await openPosition(page, env.host, 5, 'late');
    expect(await page.locator('[data-testid=round]').innerText()).toMatch(/Runde/);
    for (const [width, height] of [DESKTOP[0], DESKTOP[2]]) {
      await page.setViewportSize({ width, height });
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      expect((await textSizes(page)).filter((t) => t.px < LEAST_TEXT_PX).slice(0, 5)).toEqual([]);
      expect((await playerAreas(page)).filter((a) => !a.inWindow || a.clippedBy)).toEqual([]);
    }
    await shot(page, 'board-german');
    expect(errors).toEqual([]);
    await context.close();
  });
});
