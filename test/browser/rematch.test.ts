// "Play again" across two browsers: a LAN game played to its end, the creator's offer accepted by the
// guest, the new game with the same seats, stored in the first one's series with the guest as one
// player (in the app's own store); then a rematch the guest declines, which opens the seat.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAndHost, lanTableOfTwo, play, shot } from './driver.ts';

/** Both pages play their seats until the final scores show on each. */
async function playToEnd(pages: Page[]): Promise<void> {
  const results = await Promise.all(pages.map((page) => play(page)));
  expect(results).toEqual(pages.map(() => 'final'));
}

describe('a rematch at a LAN table', () => {
  const env = browserAndHost();

  it('starts the same seats anew when the guest accepts, and opens the seat of a guest who declines', async () => {
    const { ana, ben } = await lanTableOfTwo(env.browser, env.host, 'Rematch table', {
      language: 'it',
      join: 'Unisciti',
    });
    await ana.page.click('[data-testid=lobby-start]');
    await playToEnd([ana.page, ben.page]);
    const firstUrl = ana.page.url();

    await ana.page.click('[data-testid=rematch-offer]');
    await ben.page.locator('[data-testid=rematch-accept]').waitFor();
    expect(await ben.page.locator('[data-testid=rematch-answer-1]').innerText()).toContain('sta decidendo');
    await shot(ben.page, 'rematch-offer');
    await ben.page.click('[data-testid=rematch-accept]');
    // Both are taken to the new game, which starts at once with the same seats.
    for (const p of [ana.page, ben.page]) await p.locator('[data-testid=plan-confirm]').waitFor();
    expect(ana.page.url()).not.toBe(firstUrl);
    // The same game's screen (Ana's page carries the household's key, Ben's none).
    const screen = (url: string): string => new URL(url).hash;
    expect(screen(ben.page.url())).toBe(screen(ana.page.url()));
    for (const p of [ana.page, ben.page]) {
      await p.getByText('Ana').first().waitFor();
      await p.getByText('Ben').first().waitFor();
    }

    await playToEnd([ana.page, ben.page]);
    const { store } = env.app;
    const [second, first] = store.history({});
    expect(second!.series).toMatchObject({ first: first!.id, game: 2, games: 2 });
    // Ben's browser is one player across the series.
    expect(
      store
        .stats()
        .players.filter((p) => p.name === 'Ben')
        .map((p) => p.games),
    ).toEqual([2]);
    const secondUrl = ana.page.url();
    await ana.page.click('[data-testid=rematch-offer]');
    await ben.page.click('[data-testid=rematch-decline]');
    await ben.page.getByText('Hai rifiutato la rivincita.').waitFor();
    // Nobody left deciding: the new game waits in its lobby with Ben's seat open, for a guest or a bot.
    await ana.page.locator('[data-testid=lobby]').waitFor();
    expect(ana.page.url()).not.toBe(secondUrl);
    expect(screen(ben.page.url())).toBe(screen(secondUrl));
    await ana.page.locator('[data-testid=lobby-seat-1].open').waitFor();
    await ana.page.click('[data-testid=to-bot-1]');
    await ana.page.click('[data-testid=lobby-start]');
    await ana.page.locator('[data-testid=plan-confirm]').waitFor();

    expect(ana.errors).toEqual([]);
    expect(ben.errors).toEqual([]);
  });
});
