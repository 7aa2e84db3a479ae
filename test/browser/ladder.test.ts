// The ladder as the app ships it (`norenberc start --browser` on its own data folder): Ana plays a
// short game against the easy bot, asking for one hint, to the final scores by clicks; the statistics
// show her rating with its uncertainty, provisional, below the bots' fixed anchors, and her game on its
// curve with the hint marked. The host's stats reply says the same, and the rating is the one the
// rating library gives for the places the database holds.
import { rate, rating } from 'openskill';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { ANCHOR_MU, ANCHOR_SIGMA } from '../../main/store/anchors.ts';
import { connect } from '../../protocol/client.ts';
import { date, tenths } from '../../languages/format.ts';
import { openApp, play, shot, startSoloGame } from './driver.ts';
import { DESKTOP, readDatabase } from './journey.ts';
import { newDataDir, startApp } from './programs.ts';
import { journeyRig } from './rig.ts';

const rig = journeyRig();

const en = (n: number): string => tenths('en-GB', n);

describe('the ladder, as the app ships', () => {
  it("shows a player's rating, its uncertainty and her game on its curve after a game against a bot", async () => {
    const dataDir = newDataDir('ladder');
    const program = await rig.program(startApp(dataDir));
    const browser = await rig.browser();
    const { page, errors } = await openApp(browser, program.url, { speed: 'off', viewport: DESKTOP });

    await startSoloGame(page, ['easy']);
    await page.locator('[data-testid=plan-confirm]').waitFor();
    // One hint, at her first decision; then she passes every round (a short game).
    await page.click('[data-testid=hint]');
    await page.locator('[data-testid=hint-panel]').waitFor({ timeout: 60_000 });
    await page.click('[data-testid=hint-close]');
    expect(await play(page, { pass: async () => true })).toBe('final');
    await page.click('[data-testid=scores-close]');
    await page.click('[data-testid=leave]');
    await page.click('[data-testid=home-stats]');

    // The ladder: the three anchors, fixed, and Ana, provisional after her one rated game.
    const table = page.locator('[data-testid=ladder-table]');
    await table.waitFor();
    const anchors = table.locator('[data-testid=ladder-anchor]');
    expect(await anchors.locator('[data-testid=estimate]').allInnerTexts()).toEqual(
      ['hard', 'medium', 'easy'].map((level) => `${en(ANCHOR_MU[level as 'easy'])} ± ${en(ANCHOR_SIGMA)}`),
    );
    expect(await anchors.locator('[data-testid=rated-games]').allInnerTexts()).toEqual([
      'fixed',
      'fixed',
      'fixed',
    ]);
    const ana = table.locator('[data-testid=ladder-player]');
    expect(await ana.count()).toBe(1);
    expect((await ana.locator('th').innerText()).trim()).toBe('Ana');
    expect(await ana.getAttribute('data-provisional')).toBe('true');
    expect(await ana.locator('[data-testid=rated-games]').innerText()).toBe('1, provisional until 5 games');
    const shown = {
      estimate: await ana.locator('[data-testid=estimate]').innerText(),
      rating: await ana.locator('[data-testid=rating]').innerText(),
    };
    expect(shown.estimate).toMatch(/^\d+\.\d ± \d\.\d$/);
    await page.locator('[data-testid=chart-ladder]').waitFor();

    // Her curve in words: one game, with its hint.
    await page.click('[data-testid=ladder-curve] summary');
    const points = page.locator('[data-testid=curve-point]');
    expect(await points.count()).toBe(1);
    const point = await points.innerText();
    expect(point).toBe(
      `Game 1 (${date('en-GB', Date.now())}): ${shown.estimate}, ladder rating ${shown.rating}, 1 hint`,
    );
    expect(await points.getAttribute('data-hints')).toBe('1');
    await shot(page, 'ladder-statistics');

    // The host's stats reply, to the household's page (by its key): the same figures.
    const url = new URL(program.url);
    const client = await connect(`ws://${url.host}/ws${url.search}`, { WebSocket });
    const { ladder, players } = await client.stats();
    client.close();
    const anaId = players.find((p) => p.name === 'Ana')!.playerId;
    const replied = ladder.players.find((p) => p.playerId === anaId)!;
    expect(`${en(replied.mu)} ± ${en(replied.sigma)}`).toBe(shown.estimate);
    expect(en(replied.conservative)).toBe(shown.rating);
    expect(replied.curve.map((p) => [p.game, p.hints])).toEqual([[1, 1]]);
    expect(errors).toEqual([]);

    // The database: Ana's place against the easy bot, her hint; the library rates those places as shown.
    expect(await program.stop()).toBe(0);
    const db = readDatabase(dataDir);
    const seats = db
      .prepare(
        `SELECT s.name, s.bot_level AS level, s.hints, r.rank FROM seats s
         JOIN results r ON r.match_id = s.match_id AND r.seat = s.seat ORDER BY s.seat`,
      )
      .all() as { name: string; level: string | null; hints: number; rank: number }[];
    db.close();
    expect(seats.map((s) => [s.name, s.level, s.hints])).toEqual([
      ['Ana', null, 1],
      [expect.any(String), 'easy', 0],
    ]);
    const [[expected]] = rate([[rating()], [{ mu: ANCHOR_MU.easy, sigma: ANCHOR_SIGMA }]], {
      rank: seats.map((s) => s.rank),
    });
    expect(replied.mu).toBeCloseTo(expected!.mu, 10);
    expect(replied.sigma).toBeCloseTo(expected!.sigma, 10);
  });
});
