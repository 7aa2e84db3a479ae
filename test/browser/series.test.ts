// A series of rematches in the browser's history: the series score on each of its matches in the
// list, and in the replay of one of them.
import { describe, expect, it } from 'vitest';
import { openHostStore } from '../../main/store/hostStore.ts';
import { listMatches } from '../../main/store/index.ts';
import { storeGame } from '../store/storedGames.ts';
import { messages as en } from '../../languages/en/messages.ts';
import { appUrl, browserAndHost, openApp, shot } from './driver.ts';

describe('a series of rematches in the history', () => {
  let score = '';
  const env = browserAndHost(undefined, (dataDir) => {
    const opened = openHostStore(dataDir, () => {});
    const { store } = opened;
    storeGame(store, 'g1', 1);
    store.rematchOf('g2', 'g1');
    storeGame(store, 'g2', 2);
    storeGame(store, 'alone', 3);
    // The series was played at a LAN host's table, "Friday table"; the other game on this screen.
    store.store.db
      .prepare("UPDATE matches SET table_name = 'Friday table', lan_host = ? WHERE game_id IN ('g1', 'g2')")
      .run(JSON.stringify({ name: 'Test table', port: 7412 }));
    const { wins } = listMatches(store.store.db).find((m) => m.gameId === 'g2')!.series!;
    // Each player as the list names them: the bot (named by the engine's tests) with its level.
    const label = (w: (typeof wins)[number]): string =>
      w.botLevel ? `${w.name} (${en.common.bot(w.botLevel)})` : w.name;
    score = wins.map((w) => `${label(w)} ${w.wins}`).join(' – ');
    opened.close();
  });

  it('shows the series score in the list and in the replay', async () => {
    const { page, errors } = await openApp(env.browser, appUrl(env.host, '#/history'));
    await page.locator('[data-testid=match]').first().waitFor();
    const series = page.locator('[data-testid=series]');
    expect(await series.count()).toBe(2);
    expect(await series.first().innerText()).toContain('game 2 of 2');
    expect(await series.last().innerText()).toContain('game 1 of 2');
    expect(await page.locator('[data-testid=series-score]').first().innerText()).toBe(score);
    // Each LAN game names its table and its place in the series; the game of this screen names none.
    expect(await page.locator('[data-testid=match-table]').allInnerTexts()).toEqual([
      'Friday table · game 2',
      'Friday table',
    ]);
    expect(
      await page
        .locator('[data-testid=match]', { hasNot: series })
        .locator('[data-testid=match-table]')
        .count(),
    ).toBe(0);
    await shot(page, 'history-series');
    await page
      .locator('[data-testid=match]', { has: series })
      .first()
      .locator('[data-testid=open-replay]')
      .click();
    await page.locator('[data-testid=replay] [data-testid=series-score]', { hasText: score }).waitFor();
    expect(errors).toEqual([]);
  });
});
