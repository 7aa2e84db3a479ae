// `norenberc bench`, renderer section: the pace of a game against bots. One human and three medium
// bots (4 players) at the default animation speed, in a page of the built renderer: how long the
// human waits from each decision sent until the next one can be taken (the board caught up and a
// choice offered). A round's story waits for its reader; the bench skips it at once, as a player
// who has seen enough does.
import type { Browser } from 'playwright-core';
import { confirmPlanOrPass, markGuilds } from './planning.ts';

export interface PaceBench {
  decisions: number;
  /** Waits between the human's decisions (ms). */
  p50Ms: number;
  p90Ms: number;
  maxMs: number;
}

export async function benchPace(browser: Browser, base: string, decisions = 16): Promise<PaceBench> {
  // A first visit: the app's own default speed.
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  // Scripts run in the page, whose DOM the host's types do not describe: passed as strings.
  await page.addInitScript(`localStorage.setItem('norenberc.settings', '{"sound":false}')`);
  await page.goto(`${base}#/new`);
  for (const seat of [1, 2, 3]) {
    if (!(await page.locator(`[data-testid=seat-kind-${seat}]`).count()))
      await page.click('[data-testid=add-seat]');
    await page.selectOption(`[data-testid=seat-kind-${seat}]`, 'medium');
  }
  await page.click('[data-testid=start-game]');
  const plan = page.locator('[data-testid=game][data-playing=false] [data-testid=plan-confirm]');
  const nothing = page.locator('[data-testid=game][data-playing=false] [data-testid=nothing]');
  const story = page.locator('[data-testid=round-end-skip]');
  const finished = page.locator('[data-testid=final-scores]');
  const waits: number[] = [];
  let sent = performance.now();
  for (let turn = 0; waits.length < decisions; turn++) {
    const ready = plan.or(nothing).or(story).or(finished).first();
    await ready.waitFor({ timeout: 120_000 });
    if (await finished.count()) break;
    if (await story.count()) {
      const skipped = performance.now();
      await story.click();
      await page.locator('[data-testid=round-end]').waitFor({ state: 'detached' });
      sent += performance.now() - skipped;
      continue;
    }
    if (turn > 0) waits.push(performance.now() - sent);
    const moves = await page.locator('[data-testid=game]').getAttribute('data-moves');
    if (await plan.count()) {
      await markGuilds(page, ['brewers', 'bakers']);
      sent = performance.now();
      await confirmPlanOrPass(page);
    } else {
      sent = performance.now();
      await nothing.click();
    }
    // The game has taken the decision: the board shows it, or a round's story begins.
    // Selectors, not a script: the app's CSP allows no eval.
    await page
      .locator(`[data-testid=game]:not([data-moves="${moves}"]), [data-testid=round-end]`)
      .first()
      .waitFor({ timeout: 30_000 });
  }
  await page.close();
  const sorted = [...waits].sort((a, b) => a - b);
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { decisions: waits.length, p50Ms: at(0.5), p90Ms: at(0.9), maxMs: sorted.at(-1) ?? NaN };
}
