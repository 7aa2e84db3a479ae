// A solo game left alone (issue 13): with its player gone, well past the grace period, it is not
// played on; Home lists it with its round and offers Continue, which resumes it at the same position,
// and Abandon, which asks first and leaves it in the history as abandoned.
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { connect } from '../../protocol/client.ts';
import { appUrl, browserAndHost, moves, openApp, play } from './driver.ts';

describe('a solo game whose player went away', () => {
  const env = browserAndHost(() => ({ graceMs: 50 }));

  /** The moves of the game, as a watcher of the household sees them (no guest sees a solo game). */
  async function watched(gameId: string): Promise<number> {
    const watcher = await connect(`${env.host.wsUrl}?key=${env.host.appKey}`, { WebSocket });
    try {
      return (await watcher.spectate(gameId)).view!.moves;
    } finally {
      watcher.close();
    }
  }

  it('waits; Home continues it at the same position, or abandons it after asking', async () => {
    const { page, context, errors } = await openApp(env.browser, appUrl(env.host));
    await page.click('[data-testid=home-new]');
    await page.fill('[data-testid=seat-name-0]', 'Ana');
    await page.selectOption('[data-testid=seat-kind-1]', 'easy');
    await page.click('[data-testid=start-game]');
    await page.locator('[data-testid=plan-confirm]').waitFor();
    await play(page, { stop: async () => Number(await moves(page)) >= 2 });
    const gameId = decodeURIComponent(page.url().split('/').pop()!);
    await page.close();

    await new Promise((resolve) => setTimeout(resolve, 500));
    const left = await watched(gameId);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await watched(gameId)).toBe(left);

    const again = await context.newPage();
    await again.goto(appUrl(env.host));
    const listed = again.locator('[data-testid=unfinished-game]');
    await listed.waitFor();
    expect(await listed.innerText()).toMatch(/Ana[\s\S]*Easy bot[\s\S]*Round 1 of 4 · last played/);
    await again.click('[data-testid=continue]');
    await again.locator('[data-testid=game]').waitFor();
    expect(Number(await moves(again))).toBe(left);

    await again.goto(appUrl(env.host));
    await again.click('[data-testid=abandon]');
    await again.locator('[data-testid=abandon-confirm]').waitFor();
    await again.click('[data-testid=abandon-confirm]');
    await again.locator('[data-testid=unfinished-game]').waitFor({ state: 'detached' });
    expect(env.host.lobby.gameCount).toBe(0);
    expect(errors).toEqual([]);
  });

  it('lists the games waiting for this screen with the last played first', async () => {
    const { page, context, errors } = await openApp(env.browser, appUrl(env.host));
    for (const name of ['Olga', 'Nina']) {
      await page.goto(appUrl(env.host, '#/new'));
      await page.fill('[data-testid=seat-name-0]', name);
      await page.selectOption('[data-testid=seat-kind-1]', 'easy');
      await page.click('[data-testid=start-game]');
      await page.locator('[data-testid=plan-confirm]').waitFor();
      await play(page, { stop: async () => Number(await moves(page)) >= 2 });
    }
    await page.close();
    const home = await context.newPage();
    await home.goto(appUrl(env.host));
    const listed = home.locator('[data-testid=unfinished-game]');
    await expect.poll(() => listed.count()).toBe(2);
    expect((await listed.allInnerTexts()).map((text) => text.match(/Olga|Nina/)![0])).toEqual([
      'Nina',
      'Olga',
    ]);
    expect(errors).toEqual([]);
  });
});
