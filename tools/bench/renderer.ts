// `norenberc bench`, renderer section: the built renderer served by a real host, in Debian's Chromium
// (playwright-core). Measures what Home's first load fetches; with the page's own performance marks, how
// long after the host's snapshot the board is first painted; and, with Chromium's tracing, how many
// frames the screen really showed while tokens flew across the board (its frame reporter: presented or
// dropped).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startHost } from '../../main/host/server.ts';
import { UnsavedGames } from '../../main/host/store.ts';
import { benchFirstLoad, type FirstLoadBench } from './first-load.ts';
import { benchPace, type PaceBench } from './pace.ts';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.ts';
import { confirmPlanOrPass, markGuilds } from './planning.ts';

const STATIC = fileURLToPath(new URL('../../dist/renderer', import.meta.url));
/** A name of the LAN, as a guest's phone reaches the host: Chromium resolves it to loopback. */
const LAN_NAME = 'norenberc-bench.local';

interface RendererBench {
  /** What Home's first load fetches, as a guest on the LAN (a LAN name: gzip). */
  firstLoad: FirstLoadBench;
  /** The same, on the host's own machine (loopback: brotli). */
  firstLoadLocal: FirstLoadBench;
  /** From the host's snapshot reaching the page to the board painted (ms), on opening a running game. */
  firstBoardPaintMs: number;
  /** From navigation start to the board painted (ms), same page load. */
  loadToBoardMs: number;
  /** Display frames while tokens were flying, and of those the ones presented and dropped. */
  frames: number;
  presented: number;
  dropped: number;
  /** Frames shown per second while tokens flew: the display's rate times the presented share. */
  fps: number;
  /** The longest time one picture stayed on screen while tokens flew (ms). */
  longestFrameMs: number;
  /** A human's waits between decisions against three medium bots, at the default speed. */
  pace: PaceBench;
}

export type RendererBenchResult = { ok: true; value: RendererBench } | { ok: false; skipped: string };

export async function benchRenderer(): Promise<RendererBenchResult> {
  if (!existsSync(`${STATIC}/index.html`))
    return { ok: false, skipped: 'the renderer is not built (npm run build:renderer)' };
  if (!existsSync(CHROMIUM))
    return { ok: false, skipped: `no Chromium at ${CHROMIUM} (apt-get install chromium)` };
  let playwright: typeof import('playwright-core');
  try {
    playwright = await import('playwright-core');
  } catch {
    return { ok: false, skipped: 'playwright-core is not installed (a development dependency)' };
  }
  const host = await startHost({
    port: 0,
    bind: '127.0.0.1',
    name: 'Bench',
    staticDir: STATIC,
    botThreads: 1,
    store: new UnsavedGames(),
    log: () => {},
  });
  const browser = await playwright.chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${LAN_NAME} 127.0.0.1`],
  });
  try {
    const base = `http://127.0.0.1:${host.port}/`;
    const firstLoad = await benchFirstLoad(browser, `http://${LAN_NAME}:${host.port}/`);
    const firstLoadLocal = await benchFirstLoad(browser, base);
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    // A script string: it runs in the page, whose DOM the host's types do not describe.
    const settings = JSON.stringify({ language: 'en', speed: 'normal', sound: false, colourBlind: false });
    await page.addInitScript(`localStorage.setItem('norenberc.settings', ${JSON.stringify(settings)})`);
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

    // Frames while tokens fly. The tokens move on the compositor, so a requestAnimationFrame probe would
    // count the page's frames, not the screen's: Chromium's frame reporter says which frames were shown,
    // and the page's marks (ui/perf.ts) say when tokens were moving.
    await browser.startTracing(page, {
      categories: ['blink.user_timing', 'cc', 'benchmark', 'disabled-by-default-devtools.timeline.frame'],
    });
    for (let turn = 0; turn < 6; turn++) {
      const plan = page.locator('[data-testid=plan-confirm]');
      const nothing = page.locator('[data-testid=nothing]');
      await plan.or(nothing).first().waitFor({ timeout: 60_000 });
      // Choices are taken once the board has caught up with the game, as a player takes them.
      await page.locator('[data-testid=game][data-playing=false]').waitFor({ timeout: 60_000 });
      if (await plan.count()) {
        await markGuilds(page, ['brewers', 'bakers', 'shoemakers']);
        await confirmPlanOrPass(page);
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
    const frames = flightFrames(JSON.parse((await browser.stopTracing()).toString()));
    await page.close();
    const pace = await benchPace(browser, base);
    return {
      ok: true,
      value: {
        firstLoad,
        firstLoadLocal,
        firstBoardPaintMs: paint.first,
        loadToBoardMs: paint.load,
        ...frames,
        pace,
      },
    };
  } finally {
    await browser.close();
    await host.close();
  }
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  args?: { frame_reporter?: { state?: string } };
}

type FrameCounts = Pick<RendererBench, 'frames' | 'presented' | 'dropped' | 'fps' | 'longestFrameMs'>;

/** The display frames that began while tokens were moving on the board, from a Chromium trace. */
export function flightFrames(trace: { traceEvents: TraceEvent[] } | TraceEvent[]): FrameCounts {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const spans: { from: number; to: number }[] = [];
  for (const e of events
    .filter((e) => e.name === 'norenberc:flying' || e.name === 'norenberc:landed')
    .sort((a, b) => a.ts - b.ts)) {
    const open = spans.at(-1);
    if (e.name === 'norenberc:flying') spans.push({ from: e.ts, to: Infinity });
    else if (open && open.to === Infinity) open.to = e.ts;
  }
  const flying = (ts: number): boolean => spans.some((s) => ts >= s.from && ts < s.to);
  // A frame with nothing to update (a token waiting for its turn to leave) is neither shown nor lost.
  const frames = events
    .filter((e) => e.name === 'PipelineReporter' && e.ph === 'b' && flying(e.ts))
    .map((e) => ({ ts: e.ts, state: e.args?.frame_reporter?.state ?? '' }))
    .filter((f) => f.state !== 'STATE_NO_UPDATE_DESIRED')
    .sort((a, b) => a.ts - b.ts);
  const shown = (state: string): boolean =>
    state === 'STATE_PRESENTED_ALL' || state === 'STATE_PRESENTED_PARTIAL';
  const presented = frames.filter((f) => shown(f.state)).length;
  const dropped = frames.filter((f) => f.state === 'STATE_DROPPED').length;
  const gaps = frames
    .slice(1)
    .map((f, i) => f.ts - frames[i]!.ts)
    .sort((a, b) => a - b);
  const intervalMs = (gaps[Math.floor(gaps.length / 2)] ?? NaN) / 1000;
  // Dropped frames in a row keep the last picture on screen; a pause between flights ends the run.
  let run = 0;
  let longest = 0;
  frames.forEach((f, i) => {
    const after = i > 0 && f.ts - frames[i - 1]!.ts > 2 * intervalMs * 1000;
    run = shown(f.state) ? 0 : after ? 1 : run + 1;
    longest = Math.max(longest, run);
  });
  return {
    frames: frames.length,
    presented,
    dropped,
    fps: (1000 / intervalMs) * (presented / Math.max(1, presented + dropped)),
    longestFrameMs: (longest + 1) * intervalMs,
  };
}
