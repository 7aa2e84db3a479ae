// `norenberc bench`, renderer section: the built renderer served by a real host, in Debian's Chromium
// (playwright-core). Measures, with the page's own performance marks, how long after the host's
// snapshot the board is first painted, and the frame rate of the board's animations while bots play.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startHost } from '../host/server.ts';

const CHROMIUM = '/usr/bin/chromium';
const STATIC = fileURLToPath(new URL('../../dist/renderer', import.meta.url));

export interface RendererBench {
  /** From the host's snapshot reaching the page to the board painted (ms), on opening a running game. */
  firstBoardPaintMs: number;
  /** From navigation start to the board painted (ms), same page load. */
  loadToBoardMs: number;
  /** Animation frames on the board while tokens were moving. */
  frames: number;
  fps: number;
  frameP95Ms: number;
  frameMaxMs: number;
}

export type RendererBenchResult = { ok: true; value: RendererBench } | { ok: false; skipped: string };

export async function benchRenderer(): Promise<RendererBenchResult> {
  if (!existsSync(`${STATIC}/index.html`)) return { ok: false, skipped: 'the renderer is not built (npm run build:renderer)' };
  if (!existsSync(CHROMIUM)) return { ok: false, skipped: `no Chromium at ${CHROMIUM} (apt-get install chromium)` };
  let playwright: typeof import('playwright-core');
  try {
    playwright = await import('playwright-core');
  } catch {
    return { ok: false, skipped: 'playwright-core is not installed (a development dependency)' };
  }
  const host = await startHost({ port: 0, bind: '127.0.0.1', name: 'Bench', staticDir: STATIC, botThreads: 1, log: () => {} });
  const browser = await playwright.chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu', '--no-first-run', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await page.addInitScript(() => {
      localStorage.setItem('norenberc.settings', JSON.stringify({ language: 'en', speed: 'normal', sound: false, colourBlind: false }));
    });
    const base = `http://127.0.0.1:${host.port}/`;
    await page.goto(`${base}#/new`);
    await page.selectOption('[data-testid=seat-kind-1]', 'easy');
    await page.click('[data-testid=start-game]');
    await page.locator('[data-testid=plan-confirm]').waitFor();

    // Opening a running game: the page loads, takes its seat back and paints the board.
    await page.reload();
    await page.locator('[data-testid=plan-confirm]').waitFor();
    const paint = await page.evaluate(() => {
      const measure = performance.getEntriesByName('norenberc:first-board-paint')[0];
      const painted = performance.getEntriesByName('norenberc:board-painted')[0];
      return { first: measure?.duration ?? NaN, load: painted?.startTime ?? NaN };
    });

    // Frames while tokens fly: a requestAnimationFrame probe records every frame with a flight on screen.
    // A string, not a function: the TypeScript loader would decorate a function with helpers the page lacks.
    await page.evaluate(`(() => {
      window.frameTimes = [];
      let last = 0;
      const tick = (now) => {
        if (document.querySelector('.flight-token') && last) window.frameTimes.push(now - last);
        last = now;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    })()`);
    for (let turn = 0; turn < 6; turn++) {
      const plan = page.locator('[data-testid=plan-confirm]');
      const nothing = page.locator('[data-testid=nothing]');
      await plan.or(nothing).first().waitFor({ timeout: 60_000 });
      if (await plan.count()) {
        for (const guild of ['brewers', 'bakers', 'shoemakers']) {
          const toggle = page.locator(`[data-testid=plan-${guild}]:not([disabled])[aria-pressed=false]`);
          if (await toggle.count()) await toggle.click();
        }
        if (await page.locator('[data-testid=plan-confirm]:not([disabled])').count()) await page.click('[data-testid=plan-confirm]');
        else {
          await page.click('[data-testid=pass]');
          await page.click('[data-testid=pass-confirm]');
        }
      } else {
        const buy = page.locator('[data-testid=mode-buy]');
        if (await buy.count()) {
          await buy.click();
          await page.locator('[data-testid^=buy-add-]:not([disabled])').first().click();
          await page.click('[data-testid=buy-confirm]');
        } else await nothing.click();
      }
      await page.waitForTimeout(1500);
    }
    const times = (await page.evaluate('window.frameTimes')) as number[];
    const sorted = [...times].sort((a, b) => a - b);
    const total = times.reduce((a, b) => a + b, 0);
    return {
      ok: true,
      value: {
        firstBoardPaintMs: paint.first,
        loadToBoardMs: paint.load,
        frames: times.length,
        fps: times.length ? (1000 * times.length) / total : NaN,
        frameP95Ms: sorted[Math.floor(sorted.length * 0.95)] ?? NaN,
        frameMaxMs: sorted[sorted.length - 1] ?? NaN,
      },
    };
  } finally {
    await browser.close();
    await host.close();
  }
}
