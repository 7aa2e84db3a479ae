// "Play again" across two browsers: a LAN game played to its end, the creator's offer accepted by the
// guest, the new game with the same seats, stored in the first one's series with the guest as one
// player (in the app's own store); then a rematch the guest declines, which opens the seat.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAndHost, guestUrl, lanTableOfTwo, play, shot } from './driver.ts';

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
      // An easy bot in the third seat, which every page names in its own language.
      before: async (page) => {
        await page.click('[data-testid=add-seat]');
        await page.selectOption('[data-testid=seat-kind-2]', 'easy');
      },
    });
    await ana.page.click('[data-testid=lobby-start]');
    await playToEnd([ana.page, ben.page]);
    const firstUrl = ana.page.url();

    await ana.page.click('[data-testid=rematch-offer]');
    await ben.page.locator('[data-testid=rematch-accept]').waitFor();
    expect(await ben.page.locator('[data-testid=rematch-answer-1]').innerText()).toContain('sta decidendo');
    expect((await ben.page.locator('[data-testid=rematch-answer-2]').innerText()).trim()).toBe(
      'Bot facile: gioca ancora',
    );
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
    // At the host's door (its bare address), Ben's browser leads back to the new game, once: the
    // first, under the same name, is over.
    const door = await ben.context.newPage();
    await door.goto(`http://127.0.0.1:${env.host.port}/`);
    await door.locator('[data-testid=door]').waitFor();
    await door.locator('.tables button').first().waitFor();
    expect(await door.locator('.tables button').allInnerTexts()).toEqual(['Torna a «Rematch table»']);
    await door.close();

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
    // The list of tables names the rematch by its place in the series, so that it never reads as
    // the finished game of the same name beside it on the page of a player still at that one.
    const list = await ben.context.newPage();
    await list.goto(guestUrl(env.host, '#/join'));
    await list.getByText('Rematch table · partita 3').waitFor();
    expect(await list.locator('.tables li strong').allInnerTexts()).toEqual(['Rematch table · partita 3']);
    await list.close();
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
