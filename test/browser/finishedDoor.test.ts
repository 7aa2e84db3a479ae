// A guest back at a finished game the host let go (`norenberc host --grace 1`): once nobody is at the
// finished table, the host drops it from memory after its grace; the guest's link still brings the
// game's final scores back, without the evening's code, from the store. A token of no game stays
// refused, at the door.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { codeOf, lanTableOfTwo, pageIn, play, type PlayOptions } from './driver.ts';
import { WebSocket } from 'ws';
import { connect } from '../../protocol/client.ts';
import { WS_PATH } from '../../protocol/wire.ts';
import { newDataDir, startHostProgram } from './programs.ts';
import { journeyRig } from './rig.ts';

const rig = journeyRig();

describe('a finished LAN game the host let go', () => {
  it("shows its final scores again to a guest who reopens the link, without asking the evening's code", async () => {
    const program = await rig.program(
      startHostProgram(newDataDir('finished-door'), ['--grace', '1'], 0, { reviewsAhead: true }),
    );
    const browser = await rig.browser();
    const key = new URL(program.operatorUrl()).searchParams.get('key')!;
    const at = { port: program.port, appKey: key, code: program.code };
    const { ana, ben } = await lanTableOfTwo(browser, at, 'Closing table', { language: 'en', join: 'Join' });
    await ana.page.click('[data-testid=lobby-start]');
    // A short game: each passes from the second round on.
    const short = (): PlayOptions => {
      let rounds = 0;
      return { pass: async () => rounds >= 1, onRoundEnd: async () => void rounds++ };
    };
    const ended = await Promise.all([play(ana.page, short()), play(ben.page, short())]);
    expect(ended).toEqual(['final', 'final']);
    // The score table (the standings' chart and the review's button come when they are ready).
    const finalScores = (page: Page): Promise<string> =>
      page.locator('[data-testid=final-scores] table').first().innerText();
    const scores = await finalScores(ben.page);
    const [link, anaLink] = [ben.page.url(), ana.page.url()];
    expect(codeOf(at)).not.toBeNull();

    // Both leave the table; the household's list of games shows it until the host lets it go.
    const household = await connect(`ws://127.0.0.1:${program.port}${WS_PATH}?key=${key}`, { WebSocket });
    const listed = async (): Promise<string[]> => (await household.games()).games.map((g) => g.name);
    expect(await listed()).toEqual(['Closing table']);
    await ben.page.close();
    await ana.page.close();
    await expect.poll(listed, { timeout: 20_000 }).toEqual([]);
    household.close();

    // Ben's link, in his browser (which holds his seat's token): the game's end, with no code asked.
    const back = await pageIn(ben.context, link.replace(/\?code=[A-Z]+/, ''));
    await back.page.locator('[data-testid=final-scores]').waitFor();
    expect(await back.page.locator('[data-testid=door]').count()).toBe(0);
    await expect.poll(() => finalScores(back.page)).toBe(scores);

    // The table is as it was: its creator, back by her own link, offers a rematch, which Ben may accept.
    const anaBack = await pageIn(ana.context, anaLink);
    await anaBack.page.click('[data-testid=rematch-offer]');
    await back.page.locator('[data-testid=rematch-accept]').waitFor();
    expect([...ana.errors, ...anaBack.errors, ...back.errors]).toEqual([]);
  });
});
