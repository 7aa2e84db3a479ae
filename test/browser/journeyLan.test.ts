// A LAN evening, as it ships: `norenberc host` as a real program, its creator at a desktop browser,
// one guest at another and one on a phone (tapping), all seated through the interface with their names
// typed. They chat (typed, Enter sends), one asks for a hint, they play to the end; a rematch is
// offered, one guest accepts and the other declines (the creator gives the free seat to a bot); the
// rematch is played to the end. The History shows the series on both matches, the statistics each
// guest once; and the database the program leaves holds the same: one series, the hints used, and
// each guest one player across both matches.
import { describe, expect, it } from 'vitest';
import { appUrl, play, shot } from './driver.ts';
import {
  hostProgramAndBrowser,
  joinTable,
  openTable,
  press,
  readDatabase,
  typeInto,
  type Player,
} from './journey.ts';

/** Every player's page plays their seat until the final scores show on each. */
async function playToEnd(players: Player[]): Promise<void> {
  const ends = await Promise.all(players.map((p) => play(p.page, { touch: p.touch })));
  expect(ends).toEqual(players.map(() => 'final'));
}

/** `writer` writes `text` in the chat and sends it with Enter; every reader sees it. */
async function say(writer: Player, text: string, readers: Player[]): Promise<void> {
  await typeInto(writer, '[data-testid=chat-input]', text);
  await writer.page.keyboard.press('Enter');
  for (const reader of readers)
    await reader.page.locator('[data-testid=chat-lines] li', { hasText: text }).waitFor();
}

describe('a LAN evening with a rematch', () => {
  const env = hostProgramAndBrowser('journey-lan');

  it('is joined, chatted, hinted, played, played again; the History, the statistics and the database agree', async () => {
    const ana = await openTable(env.browser, env.program, 'Ana', 'Evening table', { open: 2 });
    const gero = await joinTable(env.browser, env.program, 'Gero', 'Evening table');
    const hana = await joinTable(env.browser, env.program, 'Hana', 'Evening table', 'phone');
    const everyone = [ana, gero, hana];
    for (const name of ['Gero', 'Hana'])
      await ana.page.locator('[data-testid^=lobby-seat-]', { hasText: name }).waitFor();
    await press(ana, '[data-testid=lobby-start]');
    for (const p of everyone) await p.page.locator('[data-testid=plan-confirm]').waitFor();

    // The chat, typed: on the phone it lies open above the log in a sheet, its unread messages counted
    // on the button that opens it.
    await say(gero, 'Good luck, all!', [ana]);
    await hana.page.locator('[data-testid=log-unread]').waitFor();
    await press(hana, '[data-testid=open-log]');
    await hana.page.locator('[data-testid=chat-lines] li', { hasText: 'Good luck, all!' }).waitFor();
    await say(hana, 'Viel Glück, Gero!', [ana, gero]);
    await say(ana, 'Tea is on the table.', [gero, hana]);
    await shot(hana.page, 'journey-lan-phone-chat');
    await press(hana, '[data-testid=sheet-close]');

    // Gero asks for a hint on his plan and reads it.
    await press(gero, '[data-testid=hint]');
    await gero.page.locator('[data-testid=hint-panel]').waitFor({ timeout: 60_000 });
    expect(await gero.page.locator('[data-testid=hint-choice]').innerText()).toMatch(
      /^(Plan |Pass for the round)/,
    );
    await press(gero, '[data-testid=hint-close]');

    await playToEnd(everyone);
    const firstGame = ana.page.url();

    // Play again: Gero accepts, Hana declines; the creator gives her seat to an easy bot and starts.
    await press(ana, '[data-testid=rematch-offer]');
    await press(gero, '[data-testid=rematch-accept]');
    await hana.page.locator('[data-testid=rematch-decline]').waitFor();
    await shot(hana.page, 'journey-lan-phone-rematch');
    await press(hana, '[data-testid=rematch-decline]');
    await hana.page.getByText('You declined the rematch.').waitFor();
    await ana.page.locator('[data-testid=lobby]').waitFor();
    expect(ana.page.url()).not.toBe(firstGame);
    await ana.page.locator('[data-testid=lobby-seat-2].open').waitFor();
    await ana.page.locator('[data-testid=lobby-seat-1]', { hasText: 'Gero' }).waitFor();
    await ana.page.selectOption('[data-testid=lobby] .buttons select', 'easy');
    await press(ana, '[data-testid=to-bot-2]');
    await press(ana, '[data-testid=lobby-start]');
    for (const p of [ana, gero]) await p.page.locator('[data-testid=plan-confirm]').waitFor();
    expect(gero.page.url()).toBe(ana.page.url());
    await playToEnd([ana, gero]);

    // The History: both matches are one series, game 1 and game 2 of 2, with the same score.
    await ana.page.goto(appUrl(env.program, '#/history'));
    await ana.page.locator('[data-testid=match]').nth(1).waitFor();
    const lines = await ana.page.locator('[data-testid=match] [data-testid=series]').allInnerTexts();
    await shot(ana.page, 'journey-lan-history');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('game 2 of 2');
    expect(lines[1]).toContain('game 1 of 2');
    const score = await ana.page.locator('[data-testid=series-score]').first().innerText();
    expect(await ana.page.locator('[data-testid=series-score]').last().innerText()).toBe(score);
    // Gero's hint is marked on his seat of the first match.
    const firstMatch = ana.page.locator('[data-testid=match]').last();
    await firstMatch.locator('li', { hasText: 'Gero' }).locator('[data-testid=hints-used]').waitFor();
    // The statistics: each guest once, Gero with both his games.
    await ana.page.goto(appUrl(env.program, '#/stats'));
    await ana.page.locator('[data-testid=player-stats]').first().waitFor();
    const geros = ana.page.locator('[data-testid=player-stats]', { hasText: 'Gero' });
    expect(await geros.count()).toBe(1);
    expect(await geros.locator('dd').first().innerText()).toBe('2 games');
    expect(await ana.page.locator('[data-testid=player-stats]', { hasText: 'Hana' }).count()).toBe(1);

    for (const p of everyone) expect(p.errors, p.name).toEqual([]);
    expect(await env.program.stop()).toBe(0);

    const db = readDatabase(env.program.dataDir);
    try {
      const matches = db.prepare('SELECT id, status, series_id AS series FROM matches ORDER BY id').all() as {
        id: number;
        status: string;
        series: number | null;
      }[];
      expect(matches.map((m) => m.status)).toEqual(['finished', 'finished']);
      const [first, second] = matches as [(typeof matches)[0], (typeof matches)[0]];
      // One series: the rematch points to its first match (which points nowhere).
      expect([first.series, second.series]).toEqual([null, first.id]);

      const seats = db
        .prepare(
          `SELECT s.match_id AS match, s.seat, s.name, s.player_id AS player, s.hints
           FROM seats s JOIN players p ON p.id = s.player_id ORDER BY s.match_id, s.seat`,
        )
        .all() as { match: number; seat: number; name: string; player: number; hints: number }[];
      const seat = (match: number, name: string) => seats.find((s) => s.match === match && s.name === name)!;
      expect(seat(first.id, 'Gero').hints).toBeGreaterThanOrEqual(1);
      expect(seat(first.id, 'Ana').hints).toBe(0);
      expect(seat(first.id, 'Hana').hints).toBe(0);
      // Each guest is one player, in both matches: no Gero twice.
      expect(seat(second.id, 'Gero').player).toBe(seat(first.id, 'Gero').player);
      expect(seat(second.id, 'Ana').player).toBe(seat(first.id, 'Ana').player);
      const named = (name: string): number =>
        db.prepare('SELECT count(*) FROM players WHERE name = ?').pluck().get(name) as number;
      expect([named('Ana'), named('Gero'), named('Hana')]).toEqual([1, 1, 1]);

      // The score the History showed: each seat's name with the matches it won, the leader first (ties
      // in the order they came).
      const wins = db
        .prepare(
          `SELECT s.name, sum(coalesce(r.rank = 1, 0)) AS wins FROM seats s
           LEFT JOIN results r ON r.match_id = s.match_id AND r.seat = s.seat
           GROUP BY s.name ORDER BY wins DESC, min(s.match_id), min(s.seat)`,
        )
        .all() as { name: string; wins: number }[];
      expect(score).toBe(wins.map((w) => `${w.name} ${w.wins}`).join(' – '));
      expect(wins.reduce((sum, w) => sum + w.wins, 0)).toBeGreaterThanOrEqual(2);
    } finally {
      db.close();
    }
  });
});
