// The post-game review in the browser, against a real host and its real review (the hard bot in
// worker threads): opened from the history, its progress, the decisions and turning points, the
// timeline by keyboard into the replay at a decision, the screen legible at every size, and a second
// review cancelled with the button and with Escape.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openHostStore } from '../../main/store/hostStore.ts';
import { importRecord } from '../../main/store/recordImport.ts';
import { lopsidedGame } from '../renderer/games.ts';
import { appUrl, browserAndHost, openApp, play, shot } from './driver.ts';
import { textSizes } from './legibility.ts';

const LEAST_TEXT_PX = 11;

/** At each window size: nothing of the review under the least text size, nothing wider than the window. */
async function expectLegible(page: Page, sizes: readonly (readonly [number, number])[]): Promise<void> {
  for (const [width, height] of sizes) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const small = (await textSizes(page, '[data-testid=review]')).filter((t) => t.px < LEAST_TEXT_PX);
    expect(small.slice(0, 5), `${width}×${height}`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
}

describe('the post-game review in the browser', () => {
  const env = browserAndHost(
    () => ({ reviewsAhead: true }),
    (dataDir) => {
      const opened = openHostStore(dataDir, () => {});
      const done = importRecord(opened.store.store, lopsidedGame(), 1_700_000_000_000);
      opened.close();
      if (!done.ok) throw new Error(done.error);
    },
  );

  it('reviews a seat from the history, jumps into the replay at a decision, and cancels another', async () => {
    const { page, context, errors } = await openApp(env.browser, appUrl(env.host), {
      viewport: { width: 1366, height: 768 },
    });
    page.setDefaultTimeout(120_000);
    await page.click('[data-testid=home-history]');
    await page.click('[data-testid=open-review]');

    // Ana's review: its progress, then her decisions.
    const screen = page.locator('[data-testid=review]');
    await page.locator('[data-testid=review-progress]').waitFor();
    expect(await page.locator('[data-testid=review-progress]').innerText()).toMatch(/Cancel/);
    // How long it has run, in full words (Intl.DurationFormat), never "9 secs".
    expect(await page.locator('[data-testid=review-progress]').innerText()).toMatch(
      /Under way for \d+ (seconds?|minutes?)\b/,
    );
    await page.locator('[data-testid=review][data-status=done]').waitFor();
    expect(page.url()).toMatch(/#\/review\/1\/0$/);
    const decisions = page.locator('[data-testid=timeline-decision]');
    const count = await decisions.count();
    expect(count).toBeGreaterThanOrEqual(4);
    const summary = await page.locator('[data-testid=review-summary]').innerText();
    expect(summary).toContain(`Decisions\n${count}`);
    // The summary counts the timeline's marks: ★ the advised move played, ✓ another as good.
    const marked = (mark: string) =>
      page.locator('[data-testid=timeline-decision] .mark', { hasText: new RegExp(`^${mark}$`) }).count();
    expect(summary).toContain(`Best moves\n${await marked('★')}`);
    expect(summary).toContain(`As good, within the estimate's margin\n${await marked('✓')}`);
    expect(await page.locator('[data-testid=review-row]').count()).toBe(count);
    // Passing with everything in hand is never free: some decisions are turning points, with a loss.
    const turning = await page.locator('[data-testid=review-turning] li').count();
    expect(turning).toBeGreaterThanOrEqual(1);
    expect(turning).toBeLessThanOrEqual(5);
    expect(await page.locator('[data-testid=timeline-decision][data-turning=true]').count()).toBe(turning);
    const card = page.locator('[data-testid=review-decision]');
    expect(await card.innerText()).toMatch(/Ana passes for the round\./);
    // A clear loss shows with its margin, and why: what the advised move gains over the pass.
    expect(await card.locator('[data-testid=decision-loss]').innerText()).toMatch(
      /^−\d+(\.\d)? ± \d+(\.\d)? VP, beyond the estimate's margin$/,
    );
    expect(await card.locator('[data-testid=decision-gains]').innerText()).toMatch(/^Gains: \S/);
    // Only the advised move is ever "Best"; a move within its margin says it is as good as the advised one.
    for (const row of await page.locator('[data-testid=review-row]').all()) {
      const cells = await row.locator('td').allInnerTexts();
      if (cells[1] !== '=') expect(cells[2]).not.toMatch(/Best move/);
      if (/within the estimate's margin/.test(cells[2]!))
        expect(cells[2]).toMatch(/^As good as the advised move \(.+\)[^]*Good/);
    }
    expect(await card.locator('[data-testid=decision-best]').innerText()).not.toMatch(/\{|"type"/);
    await page.locator('[data-testid=chart-projection]').waitFor();
    // Tall enough to show the whole screen: timeline, decision, chart and list.
    await page.setViewportSize({ width: 1280, height: 1500 });
    await shot(page, 'review');

    await expectLegible(page, [
      [390, 844],
      [1024, 768],
      [1920, 1080],
    ]);
    await page.setViewportSize({ width: 1366, height: 768 });

    // The timeline by keyboard: the chosen decision holds the focus, the arrows move, Enter jumps.
    const current = page.locator('[data-testid=timeline-decision][aria-current=true]');
    await current.focus();
    const from = Number(await current.getAttribute('data-n'));
    const to = from + 1 < count ? from + 1 : from - 1;
    await page.keyboard.press(to > from ? 'ArrowRight' : 'ArrowLeft');
    expect(Number(await current.getAttribute('data-n'))).toBe(to);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-n'))).toBe(String(to));
    const label = await current.getAttribute('aria-label');
    expect(label).toContain(`Decision ${to + 1} of ${count}`);
    await page.keyboard.press('Enter');
    await page.locator('[data-testid=replay-seek]').waitFor();
    const [, step, seat] = /#\/replay\/1\/(\d+)\/(\d+)$/.exec(page.url())!;
    expect(seat).toBe('0');
    expect(await page.locator('[data-testid=replay]').getAttribute('data-step')).toBe(step);
    expect(await page.locator(`li[data-step="${step}"]`).getAttribute('class')).toContain('current');
    // The replay tells the reviewed decision at its position.
    expect(await page.locator('[data-testid=replay-review-note]').innerText()).toContain(
      `Reviewed decision ${to + 1} of ${count}`,
    );

    // Back: the review is shown again at once, not made again.
    await page.goBack();
    await page.locator('[data-testid=review][data-status=done]').waitFor();

    // The decision's own button opens the replay too; its final scores lead back to the review.
    await page.click('[data-testid=decision-replay]');
    await page.click('[data-testid=replay-back-to-review]');
    await page.locator('[data-testid=review][data-status=done]').waitFor();
    await page.click('[data-testid=decision-replay]');
    // The record loaded (its note shown) before the key: a key before it has nothing to move.
    await page.locator('[data-testid=replay-review-note]').waitFor();
    await page.keyboard.press('End');
    await page.click('[data-testid=scores-review]');
    await page.locator('[data-testid=review][data-status=done]').waitFor();
    expect(page.url()).toMatch(/#\/review\/1\/0$/);

    // A second review (Ben's, many decisions), cancelled with the button, then with Escape.
    await page.selectOption('[data-testid=review-seat]', { label: 'Ben' });
    await page.locator('[data-testid=review-progress]').waitFor();
    await page.locator('[data-testid=review-progress] progress[max]').waitFor();
    await page.click('[data-testid=review-cancel]');
    await page.locator('[data-testid=review-cancelled]').waitFor();
    expect(await screen.getAttribute('data-status')).toBe('cancelled');
    await page.click('[data-testid=review-start]');
    await page.locator('[data-testid=review-progress]').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('[data-testid=review-cancelled]').waitFor();
    expect(page.url()).toMatch(/#\/review\/1\/1$/);
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);

  it('is told in German, whose words run longest, legible on a phone and a tablet', async () => {
    const { page, context, errors } = await openApp(env.browser, appUrl(env.host, '#/review/1/0'), {
      language: 'de',
      viewport: { width: 390, height: 844 },
    });
    page.setDefaultTimeout(120_000);
    await page.locator('[data-testid=review][data-status=done]').waitFor();
    expect(await page.locator('h1').innerText()).toMatch(/Analyse von Partie 1/i);
    expect(await page.locator('[data-testid=review-decision]').innerText()).toContain(
      'Ana passt für die Runde.',
    );
    expect(await page.locator('[data-testid=review-announce]').textContent()).toMatch(
      /^Analyse fertig: \d+ Entscheidung/,
    );
    await shot(page, 'review-german-phone');
    await expectLegible(page, [
      [390, 844],
      [1024, 768],
    ]);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('is offered by the final scores of a game just played, for the player’s own seat', async () => {
    const { page, context, errors } = await openApp(env.browser, appUrl(env.host), { speed: 'fast' });
    page.setDefaultTimeout(120_000);
    await page.click('[data-testid=home-new]');
    await page.fill('[data-testid=seat-name-0]', 'Cleo');
    await page.selectOption('[data-testid=seat-kind-1]', 'easy');
    await page.click('[data-testid=start-game]');
    await page.locator('[data-testid=plan-confirm]').waitFor();
    // Cleo plays the first round, then passes: her review (the hard bot weighing each of her decisions,
    // as the app ships it) stays short on a shared machine.
    let roundsOver = 0;
    const played = await play(page, {
      pass: async () => roundsOver >= 1,
      onRoundEnd: async () => {
        roundsOver++;
      },
    });
    expect(played).toBe('final');
    // The button comes once the host's history holds the finished match.
    await page.click('[data-testid=scores-review]');
    await page.locator('[data-testid=review]').waitFor();
    expect(page.url()).toMatch(/#\/review\/\d+\/0$/);
    await page.locator('[data-testid=review][data-status=done]').waitFor();
    expect(await page.locator('[data-testid=review-decision]').innerText()).toContain('Cleo');
    // Many decisions in the first round, one in each other: the timeline keeps one pace along them all
    // on a wide screen, with no stretch of empty track between two rounds.
    await page.setViewportSize({ width: 1920, height: 1080 });
    const centres = await page
      .locator('[data-testid=timeline-decision]')
      .evaluateAll((bars) => bars.map((b) => b.getBoundingClientRect()).map((r) => r.left + r.width / 2));
    const gaps = centres.slice(1).map((x, i) => x - centres[i]!);
    expect(Math.max(...gaps), `gaps between decisions ${gaps.map(Math.round).join(', ')}`).toBeLessThan(
      2 * Math.min(...gaps),
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
