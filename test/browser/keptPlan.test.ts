// A plan being made outlives a reload, against the real `norenberc start` program: Ana ticks a guild by
// a click and another by its number key, reloads the page before sending the plan, and finds both
// ticked again, the count and the button saying so; the plan she then sends is the one the database
// stores. A plan sent is not ticked again at the next planning.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { DB_FILE } from '../../main/store/database.ts';
import { messages as en } from '../../languages/en/messages.ts';
import { moves, openApp, play, startSoloGame } from './driver.ts';
import { newDataDir, startApp } from './programs.ts';
import { appAndBrowser } from './rig.ts';

describe('a plan being made', () => {
  const live = appAndBrowser(() => startApp(newDataDir('kept-plan')));

  it('is ticked again after a reload, and sent as it was ticked', async () => {
    const { page, errors } = await openApp(live.browser, live.program.url);
    await startSoloGame(page, ['easy', 'easy']);
    const confirm = page.locator('[data-testid=plan-confirm]');
    await confirm.waitFor();
    const ticked = (): Promise<string[]> =>
      page
        .locator('[data-testid^=plan-choice-]:has(input:checked)')
        .evaluateAll((labels) =>
          labels.map((l) => l.getAttribute('data-testid')!.slice('plan-choice-'.length)),
        );
    const guilds = await page
      .locator('[data-testid^=plan-choice-]')
      .evaluateAll((labels) =>
        labels.map((l) => l.getAttribute('data-testid')!.slice('plan-choice-'.length)),
      );

    await page.click(`[data-testid=plan-choice-${guilds[0]}]`);
    // The second guild by its number, the focus on no field.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('2');
    await expect.poll(ticked).toEqual([guilds[0], guilds[1]]);

    await page.reload();
    await confirm.waitFor();
    await expect.poll(ticked).toEqual([guilds[0], guilds[1]]);
    expect(await confirm.innerText()).toBe(en.planning.confirm(2));

    const db = new Database(join(live.program.dataDir, DB_FILE), { readonly: true, fileMustExist: true });
    try {
      const plans = (): unknown[] =>
        (db.prepare('SELECT action FROM actions ORDER BY idx').all() as { action: string }[])
          .map((r) => JSON.parse(r.action) as { type: string; seat: number })
          .filter((a) => a.type === 'plan' && a.seat === 0);
      await confirm.click();
      await expect.poll(plans).toEqual([{ type: 'plan', seat: 0, guilds: [guilds[0], guilds[1]] }]);
      // Her next planning starts with nothing ticked.
      const sent = Number(await moves(page));
      const next = await play(page, {
        stop: async () => Number(await moves(page)) > sent && (await confirm.count()) > 0,
      });
      expect(next).toBe('stopped');
      expect(await ticked()).toEqual([]);
    } finally {
      db.close();
    }
    expect(errors).toEqual([]);
  });
});
