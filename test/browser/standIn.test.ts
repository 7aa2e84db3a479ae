// A guest away from a LAN table (issue 13), in two browsers: the game waits and says so; the table's
// creator hands the seat to a bot of a chosen level, takes it back, hands it again; the guest who
// returns takes the seat back by themselves. The history and the replay mark the stand-in's actions
// (from the one it began with) and the statistics keep that game apart from the guest's own (the ladder
// rates the creator by it, not him). A table that opted in at creation gets its automatic stand-in
// after its minutes.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, browserAndHost, lanTableOfTwo, moves, openApp, play } from './driver.ts';

/** The table's minutes are this long here: its automatic stand-in comes at once. */
const MINUTE_MS = 100;

const moveCount = async (page: Page): Promise<number> => Number(await moves(page));

describe('an away guest at a LAN table', () => {
  const env = browserAndHost(() => ({
    graceMs: 50,
    minuteMs: MINUTE_MS,
  }));

  it('waits, is played by the stand-in the creator chose, and returns; marked everywhere, not counted', async () => {
    const { ana, ben } = await lanTableOfTwo(env.browser, env.host, 'Away table', {
      language: 'en',
      join: 'Join',
    });
    await ana.page.click('[data-testid=lobby-start]');
    await ana.page.click('[data-testid=plan-bakers]');
    await ana.page.click('[data-testid=plan-confirm]');
    await ana.page.locator('[data-testid=game][data-moves="1"]').waitFor();
    const table = ben.page.url();
    await ben.page.close();

    // Everyone sees who is away, a watcher too; nothing is played in Ben's name meanwhile.
    const away = ana.page.locator('[data-testid=away-seat]');
    await away.filter({ hasText: 'Ben is away — waiting' }).waitFor();
    const cleo = await openApp(env.browser, appUrl(env.host, '#/join'));
    await cleo.page.locator('li', { hasText: 'Away table' }).getByRole('button', { name: 'Watch' }).click();
    await cleo.page.locator('[data-testid=away-seat]', { hasText: 'Ben is away — waiting' }).waitFor();
    expect(await cleo.page.locator('[data-testid=stand-in]').count()).toBe(0);
    await ana.page.locator('[data-testid=player-1]', { hasText: 'Away: waiting' }).waitFor();
    await ana.page.waitForTimeout(1000);
    expect(await moveCount(ana.page)).toBe(1);

    // The creator hands the seat to an easy bot, then takes it back before it can play on.
    await ana.page.selectOption('[data-testid=away-seat] select', 'easy');
    await ana.page.click('[data-testid=stand-in]');
    await away.filter({ hasText: 'a stand-in (Easy bot) plays for them' }).waitFor();
    await ana.page.click('[data-testid=stand-in-stop]');
    await away.filter({ hasText: 'Ben is away — waiting' }).waitFor();

    // …and hands it to a medium bot, which plays Ben's seat while Ana plays on.
    const handedAt = await moveCount(ana.page);
    await ana.page.selectOption('[data-testid=away-seat] select', 'medium');
    await ana.page.click('[data-testid=stand-in]');
    await away.filter({ hasText: 'a stand-in (Medium bot) plays for them' }).waitFor();
    await cleo.page.locator('[data-testid=away-seat]', { hasText: 'a stand-in (Medium bot)' }).waitFor();
    await play(ana.page, { stop: async () => (await moveCount(ana.page)) >= handedAt + 8 });

    // Ben comes back to the table: the seat is his again, with nobody asked.
    const back = await ben.context.newPage();
    await back.goto(table);
    await back.locator('[data-testid=game]').waitFor();
    await away.waitFor({ state: 'detached' });
    expect(await back.locator('[data-testid=talers-1]').innerText()).not.toBe('?');
    // What Ben missed (his seat was the stand-in's from before his first decision) tells the stand-in's
    // moves as the stand-in's, not from its last move in his name.
    const told: string[][] = [];
    const caughtUp = async (): Promise<void> =>
      void told.push(await back.locator('[data-testid=catch-up-group] h3').allInnerTexts());
    expect(await Promise.all([play(ana.page), play(back, { onCatchUp: caughtUp })])).toEqual([
      'final',
      'final',
    ]);
    expect(told[0]).toContain('Medium bot (for Ben)');
    // The final scores say whose seat a bot played part of (the easy bot played none of it).
    expect(await ana.page.locator('[data-testid=stood-in]').allInnerTexts()).toEqual([
      'Medium bot stood in for Ben for part of the game',
    ]);
    // …and its column's heading says it too, in both tables, Ana's saying nothing.
    const heads = (await ana.page.locator('[data-testid=score-head]').allInnerTexts()).map((h) => h.trim());
    expect(heads.filter((h) => h.startsWith('Ben'))).toEqual([
      'Ben · Medium bot stood in',
      'Ben · Medium bot stood in',
    ]);
    expect(heads.filter((h) => h.startsWith('Ana'))).toEqual(['Ana', 'Ana']);

    // The history marks Ben's seat; the replay marks the stand-in's actions, none before it began.
    await ana.page.goto(appUrl(env.host, '#/history'));
    const match = ana.page.locator('[data-testid=match]').first();
    await match.locator('[data-testid=stand-in]', { hasText: 'Medium bot' }).waitFor();
    await match.locator('[data-testid=open-replay]').click();
    await ana.page.locator('[data-testid=replay]').waitFor();
    const marked = ana.page.locator('[data-testid=replay-actions] li[data-stand-in=medium]');
    await marked.first().waitFor();
    const firstMarked = Number(await marked.first().getAttribute('data-step'));
    expect(firstMarked).toBeGreaterThan(handedAt);
    expect(await ana.page.locator('[data-testid=replay-actions] li[data-stand-in=easy]').count()).toBe(0);
    expect(await marked.first().innerText()).toContain('Medium bot (for Ben)');

    // Ben's statistics: the game is his only as one a stand-in played part of, apart, never a win or loss.
    await ana.page.goto(appUrl(env.host, '#/stats'));
    const benStats = ana.page.locator('[data-testid=player-stats]', { hasText: 'Ben' });
    await benStats.locator('[data-testid=stand-in-games]').waitFor();
    expect(await benStats.locator('[data-testid=stand-in-games]').innerText()).toBe('1');
    expect(
      await benStats.locator('dt', { hasText: 'Games a stand-in played part of (not counted)' }).count(),
    ).toBe(1);
    expect(await benStats.locator('[data-testid=games]').innerText()).toBe('0 games');
    // No game of his own: no average nor best score, a dash named for the ear where a 0 would mislead;
    // Ana's real figures stay numbers.
    for (const figure of ['average-score', 'best-score']) {
      const dash = benStats.locator(`[data-testid=${figure}] [data-testid=no-figure]`);
      expect(await dash.innerText()).toBe('—');
      expect(await dash.getAttribute('aria-label')).toBe('no games yet');
    }
    const anaStats = ana.page.locator('[data-testid=player-stats]', { hasText: 'Ana' });
    expect(await anaStats.locator('[data-testid=average-score]').innerText()).toMatch(/^\d/);
    expect(await anaStats.locator('[data-testid=no-figure]').count()).toBe(0);
    // The ladder rates Ana by the game, not Ben: a stand-in had a hand in his seat.
    const rated = await ana.page.locator('[data-testid=ladder-player] th').allInnerTexts();
    expect(rated.map((name) => name.trim())).toEqual(['Ana']);
    expect(ana.errors).toEqual([]);
    expect(ben.errors).toEqual([]);
    expect(cleo.errors).toEqual([]);
  });

  it("gets the table's automatic stand-in after its minutes, when the table opted in", async () => {
    const { ana, ben } = await lanTableOfTwo(env.browser, env.host, 'Opted in', {
      language: 'en',
      join: 'Join',
      before: async (page) => {
        await page.check('[data-testid=auto-stand-in]');
        await page.selectOption('[data-testid=auto-stand-in-minutes]', '2');
        await page.selectOption('[data-testid=auto-stand-in-level]', 'easy');
      },
    });
    await ana.page.click('[data-testid=lobby-start]');
    await ben.page.locator('[data-testid=plan-confirm]').waitFor();
    await ben.page.close();
    const away = ana.page.locator('[data-testid=away-seat]');
    await away.filter({ hasText: 'Ben is away — waiting' }).waitFor();
    // Two of the table's minutes later, the easy bot plays for Ben: his plan is made without Ana.
    await away.filter({ hasText: 'a stand-in (Easy bot) plays for them' }).waitFor();
    await ana.page.locator('[data-testid=player-1]', { hasText: 'Planned' }).waitFor();
    expect(ana.errors).toEqual([]);
  });
});
