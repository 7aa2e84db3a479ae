// The post-game review kept with its match, against the app as it ships (`norenberc start --browser`)
// on a data folder holding one finished game: the review goes on while the player looks elsewhere
// (leaving its screen cancels nothing, coming back shows it under way or done), the history then says
// it is ready, a second opening (after a reload: nothing kept by the page) is the host's kept review
// with no progress at all, and the program's database holds it as a row of its match.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { reviewIterations } from '../../engine/bots/analysis.ts';
import { openHostStore } from '../../main/store/hostStore.ts';
import { importRecord } from '../../main/store/recordImport.ts';
import { lopsidedGame } from '../renderer/games.ts';
import { openApp } from './driver.ts';
import { SentRequests, readDatabase } from './journey.ts';
import { newDataDir, startApp } from './programs.ts';
import { journeyRig } from './rig.ts';

const rig = journeyRig();

/** The types of the messages the page received from the host over its WebSocket, in order. */
function received(page: Page): string[] {
  const types: string[] = [];
  page.on('websocket', (ws) =>
    ws.on('framereceived', ({ payload }) => {
      const m = JSON.parse(String(payload)) as { type: string; kept?: unknown };
      types.push(m.type === 'reviewStarted' && m.kept ? 'reviewStarted(kept)' : m.type);
    }),
  );
  return types;
}

/** Records, from now on, whether the review's progress ever shows on the page. */
async function watchProgress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { progressSeen: boolean };
    w.progressSeen = false;
    const seen = (): void => {
      if (document.querySelector('[data-testid=review-progress]')) w.progressSeen = true;
    };
    new MutationObserver(seen).observe(document.body, { childList: true, subtree: true });
  });
}

describe('a review kept with its match', () => {
  it('goes on while the player is elsewhere, is kept, and opens again at once from the store', async () => {
    const dataDir = newDataDir('review-kept');
    const opened = openHostStore(dataDir, () => {});
    const imported = importRecord(opened.store.store, lopsidedGame(), 1_700_000_000_000);
    opened.close();
    if (!imported.ok) throw new Error(imported.error);
    const program = await rig.program(startApp(dataDir, 0, { reviewsAhead: true }));
    const browser = await rig.browser();

    const requests = new SentRequests();
    const { page, errors } = await openApp(browser, program.url, {
      prepare: async (context) => requests.watch(context),
    });
    page.setDefaultTimeout(300_000);
    await page.click('[data-testid=home-history]');
    expect(await page.locator('[data-testid=review-ready]').count()).toBe(0);
    await page.click('[data-testid=open-review]');
    await page.locator('[data-testid=review-progress]').waitFor();

    // Away to the history and back while it is weighed: the same review, under way or done.
    await page.click('[data-testid=review] header button');
    await page.locator('[data-testid=history-list]').waitFor();
    await page.click('[data-testid=open-review]');
    await page
      .locator('[data-testid=review][data-status=running], [data-testid=review][data-status=done]')
      .waitFor();
    await page.locator('[data-testid=review][data-status=done]').waitFor();
    expect(await page.locator('[data-testid=review]').getAttribute('data-kept')).toBe('false');
    const first = await page.locator('[data-testid=review-summary]').innerText();
    expect(requests.list.filter((r) => r.type === 'review')).toHaveLength(1);
    expect(requests.list.filter((r) => r.type === 'reviewCancel')).toHaveLength(0);

    // The history says Ana's review is ready.
    await page.click('[data-testid=review] header button');
    await page.locator('[data-testid=review-ready]').waitFor();
    const ready = page.locator('[data-testid=match] li', { has: page.locator('[data-testid=review-ready]') });
    expect(await ready.innerText()).toContain('Ana');

    // After a reload the page keeps nothing: the host answers with the review it keeps, nothing weighed.
    const messages = received(page);
    await page.reload();
    await page.locator('[data-testid=history-list] [data-testid=match]').waitFor();
    await watchProgress(page);
    await page.click('[data-testid=open-review]');
    await page.locator('[data-testid=review][data-status=done][data-kept=true]').waitFor();
    expect(await page.evaluate(() => (window as unknown as { progressSeen: boolean }).progressSeen)).toBe(
      false,
    );
    expect(messages).toContain('reviewStarted(kept)');
    expect(messages).not.toContain('reviewProgress');
    expect(messages).not.toContain('reviewDone');
    expect(await page.locator('[data-testid=review-summary]').innerText()).toBe(first);
    expect(errors).toEqual([]);

    // The program's database: one review, Ana's (seat 0) of match 1, at the app's own iterations.
    expect(await program.stop()).toBe(0);
    const db = readDatabase(dataDir);
    const rows = db.prepare('SELECT match_id, seat, iterations FROM reviews').all();
    db.close();
    expect(rows).toEqual([
      { match_id: 1, seat: 0, iterations: reviewIterations(lopsidedGame().players.length) },
    ]);
  });
});
