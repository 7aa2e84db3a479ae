// A player's journey through the app as it ships (`norenberc start --browser` on its own data folder):
// from Home, a game against three easy bots, left from its menu and continued from Home, played to the
// final scores by clicks; the history lists it with those scores; the statistics count it; the
// player's review, weighed while she played, is soon ready in the history and opens at once, with no
// progress to wait through; and the database the program leaves holds that one finished match of four
// seats, three of them bots.
import { describe, expect, it } from 'vitest';
import { moves, openApp, play, shot, startSoloGame } from './driver.ts';
import { DESKTOP, finalTotals, readDatabase, statsValue } from './journey.ts';
import { newDataDir, startApp } from './programs.ts';
import { journeyRig } from './rig.ts';

const rig = journeyRig();

describe('a solo game against three bots, as the app ships', () => {
  it('is played from Home to the end, then found in the history, the statistics, the review and the database', async () => {
    const dataDir = newDataDir('journey-solo');
    const program = await rig.program(startApp(dataDir, 0, { reviewsAhead: true }));
    const browser = await rig.browser();
    const { page, errors } = await openApp(browser, program.url, { speed: 'off', viewport: DESKTOP });

    await startSoloGame(page, ['easy', 'easy', 'easy']);
    await page.locator('[data-testid=plan-confirm]').waitFor();

    // At her first turn at a guild (the bots wait for her), Ana leaves the game from its menu; Home
    // continues it at that very move.
    const atAGuild = async (): Promise<boolean> => (await page.locator('[data-testid=nothing]').count()) > 0;
    expect(await play(page, { stop: atAGuild })).toBe('stopped');
    const left = await moves(page);
    await page.click('[data-testid=leave]');
    await page.click('[data-testid=leave-confirm]');
    await page.click('[data-testid=continue]');
    await page.locator(`[data-testid=game][data-moves="${left}"] [data-testid=nothing]`).waitFor();

    // Ana plays the first round, then passes: her review (the hard bot weighing each of her decisions,
    // as the app ships it) stays short on a shared machine.
    let roundsOver = 0;
    expect(
      await play(page, {
        pass: async () => roundsOver >= 1,
        onRoundEnd: async () => {
          roundsOver++;
        },
      }),
    ).toBe('final');
    expect(roundsOver).toBe(4);
    await shot(page, 'journey-solo-final');
    const totals = await finalTotals(page);
    expect(totals.size).toBe(4);
    expect(totals.has('Ana')).toBe(true);

    // The game is over: the bar's way out leads Home, which offers no game to continue.
    await page.click('[data-testid=scores-close]');
    await page.click('[data-testid=leave]');
    await page.locator('[data-testid=home-history]').waitFor();
    expect(await page.locator('[data-testid=continue]').count()).toBe(0);

    // The history: the one match, finished, each player with their final score.
    await page.click('[data-testid=home-history]');
    const match = page.locator('[data-testid=match]');
    await match.first().waitFor();
    expect(await match.count()).toBe(1);
    expect(await match.getAttribute('data-status')).toBe('finished');
    const row = await match.innerText();
    expect(row).toContain('Finished');
    for (const [name, total] of totals) expect(row).toContain(`${name}: ${total}`);
    await shot(page, 'journey-solo-history');

    // The statistics: Ana played one game; the easy level played one game, in three seats.
    await page.goBack();
    await page.click('[data-testid=home-stats]');
    await page.locator('[data-testid=player-stats]').first().waitFor();
    expect(await page.locator('[data-testid=player-stats]').count()).toBe(2);
    expect(await statsValue(page, 'Ana', 'Games')).toMatch(/^1( game)?$/);
    const level = await statsValue(page, 'Easy bot', 'Games');
    expect(level).toMatch(/\b3 seats\b/);
    expect(level).toMatch(/\b1 game\b/);
    await shot(page, 'journey-solo-statistics');

    // Ana's review was weighed while she played (below the bots and the sockets): the history soon
    // marks it ready, and it opens at once, done, with no progress shown (every text the progress
    // would show is collected as it changes).
    await page.goBack();
    await page.click('[data-testid=home-history]');
    for (let tries = 0; !(await page.locator('[data-testid=review-ready]').count()); tries++) {
      expect(tries, 'the review is marked ready in the history').toBeLessThan(180);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await page.reload();
      await page.locator('[data-testid=match]').first().waitFor();
    }
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressSeen: string[] }).progressSeen = seen;
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid=review-progress]')?.textContent?.trim();
        if (text && seen.at(-1) !== text) seen.push(text.replace(/\s+/g, ' '));
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.click('[data-testid=open-review]');
    await page.locator('[data-testid=review][data-status=done]').waitFor();
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
    expect(seen).toEqual([]);
    expect(page.url()).toMatch(/#\/review\/\d+\/0$/);
    expect(await page.locator('[data-testid=review-decision]').innerText()).toContain('Ana');
    await shot(page, 'journey-solo-review');
    expect(errors).toEqual([]);

    // What the program leaves on disk once stopped.
    expect(await program.stop()).toBe(0);
    const db = readDatabase(dataDir);
    const stored = {
      matches: db.prepare('SELECT status, player_count AS players FROM matches').all(),
      seats: db.prepare('SELECT name, bot_level AS level FROM seats ORDER BY seat').all() as {
        name: string;
        level: string | null;
      }[],
      results: db.prepare('SELECT total FROM results ORDER BY seat').all() as { total: number }[],
    };
    db.close();
    expect(stored.matches).toEqual([{ status: 'finished', players: 4 }]);
    expect(stored.seats.map((s) => s.level)).toEqual([null, 'easy', 'easy', 'easy']);
    expect(stored.seats[0]!.name).toBe('Ana');
    expect(stored.results.map((r) => r.total)).toEqual(stored.seats.map((s) => totals.get(s.name)));
  });
});
