// The pictures of the app as `npm start` serves it (`norenberc start --browser`): Home, a new game, a
// solo game against three bots at planning, at a guild (with a hint, the standings, the keys), at the
// end of a round and of the game, a hotseat hand-off, German, the settings, the guided first game, and
// the history, a replay, the statistics and a review of finished games.
import type { Browser, Page } from 'playwright-core';
import { activeSeats, legalActions, type GameState } from '../../engine/index.ts';
import { lessonRecord } from '../../protocol/lesson/record.ts';
import { messages as en } from '../../languages/en/messages.ts';
import { playThrough, atStep } from '../browser/lessonSteps.ts';
import { startApp } from '../browser/programs.ts';
import { LESSON_STEPS } from '../../protocol/lesson/steps.ts';
import { atTable, openPage, type Camera } from './camera.ts';
import { held, seat, writeGames, type SeatPlan, type Seated } from './data.ts';
import { closingMove, playToEnd, playUntil, seatZeroAlone, type Played, type Player } from './games.ts';

const SOLO: Player[] = [
  { name: 'Ana', color: 'blue' },
  { name: 'Easy bot', color: 'orange' },
  { name: 'Medium bot', color: 'green' },
  { name: 'Hard bot', color: 'yellow' },
];
const SOLO_SEATS: SeatPlan[] = [{ human: 'Ana' }, { bot: 'easy' }, { bot: 'medium' }, { bot: 'hard' }];
const SOLO_SEED = 'docs-solo';

const PEOPLE: Record<string, Player> = {
  Ana: { name: 'Ana', color: 'blue' },
  Ben: { name: 'Ben', color: 'orange' },
  Cleo: { name: 'Cleo', color: 'green' },
  Dieter: { name: 'Dieter', color: 'red' },
  Eva: { name: 'Eva', color: 'yellow' },
};
const BOTS = { easy: 'Easy bot', medium: 'Medium bot', hard: 'Hard bot' } as const;
const BOT_COLORS = ['yellow', 'red', 'green', 'orange'];

/** The finished games of the history: who sat at each (a name, or a bot level), in seat order. */
const HISTORY: string[][] = [
  ['Ana', 'Ben'],
  ['Ana', 'Ben', 'Cleo'],
  ['Ana', 'easy', 'medium'],
  ['Ana', 'Ben', 'medium', 'hard'],
  ['Ana', 'Cleo'],
  ['Ana', 'Ben', 'Cleo', 'Dieter', 'Eva'],
  ['Ana', 'hard'],
  ['Ana', 'Ben', 'Cleo', 'easy'],
];
/** The match the review and the replay show (the third: Ana against two bots). */
const REVIEWED = 3;
/** The first game of the history was played on this evening, the others two days apart. */
const FIRST_DAY = Date.UTC(2026, 2, 6, 18, 30);

function historyGames(): { seated: Seated; played: Played; at: number }[] {
  return HISTORY.map((who, i) => {
    let bots = 0;
    const players = who.map((w): Player => {
      if (w in BOTS) return { name: BOTS[w as keyof typeof BOTS], color: BOT_COLORS[bots++]! };
      return PEOPLE[w]!;
    });
    const seats = who.map((w): SeatPlan => (w in BOTS ? { bot: w as keyof typeof BOTS } : { human: w }));
    const played = playToEnd(players, `docs-history-${i + 1}`);
    return { seated: seat(`history-${i + 1}`, played, seats), played, at: FIRST_DAY + i * 2 * 86_400_000 };
  });
}

const solo = (id: string, stop: (s: GameState, seat: number) => boolean): Seated =>
  seat(id, playUntil(SOLO, SOLO_SEED, stop), SOLO_SEATS);

export async function appScenes(browser: Browser, camera: Camera, dataDir: string): Promise<void> {
  const games = {
    planning: solo('solo-planning', (s) => seatZeroAlone(s, 2, 'planning')),
    turn: solo(
      'solo-turn',
      (s) => seatZeroAlone(s, 2, 'action') && legalActions(s, 0).some((a) => a.type === 'recruit'),
    ),
    roundEnd: solo('solo-round-end', (s) => s.round < 4 && closingMove(s, 'ends-round') !== null),
    final: solo('solo-final', (s) => closingMove(s, 'ends-game') !== null),
    hotseat: seat(
      'hotseat',
      playUntil(
        [PEOPLE.Ana!, PEOPLE.Ben!, PEOPLE.Cleo!],
        'docs-hotseat',
        (s) => s.round >= 2 && s.phase === 'action' && activeSeats(s).join() === '1',
      ),
      [{ human: 'Ana' }, { human: 'Ben' }, { human: 'Cleo' }],
    ),
  };
  writeGames(dataDir, Object.values(games), historyGames());

  const program = await startApp(dataDir, 0, { reviewsAhead: true });
  try {
    const ws = `ws://127.0.0.1:${program.port}/ws`;
    const open = (hash: string, options: Parameters<typeof openPage>[2] = {}) =>
      openPage(browser, `${program.url}${hash}`, options);
    const table = (game: Seated, seats: number[], options: Parameters<typeof openPage>[2] = {}) =>
      open(`#/table/${encodeURIComponent(game.game.id)}`, {
        held: { [ws]: held(game, seats, true) },
        ...options,
      });

    // Home on the first start, with a game to continue.
    let p = await open('', { firstStart: true, held: { [ws]: held(games.turn, [0], true) } });
    await p.page.locator('[data-testid=unfinished-game]').waitFor();
    await camera.shoot(p.page, 'home');
    await p.context.close();

    // A new game: Ana against three bots, one of each level.
    p = await open('#/new');
    await p.page.fill('[data-testid=seat-name-0]', 'Ana');
    await p.page.click('[data-testid=add-seat]');
    await p.page.click('[data-testid=add-seat]');
    for (const [i, level] of ['easy', 'medium', 'hard'].entries())
      await p.page.selectOption(`[data-testid=seat-kind-${i + 1}]`, level);
    await camera.shoot(p.page, 'new-game');
    await p.context.close();

    // Planning, two guilds chosen.
    p = await table(games.planning, [0]);
    await atTable(p.page);
    const toggles = p.page.locator('button[aria-pressed=false][data-testid^=plan-]:not([disabled])');
    await toggles.nth(1).click();
    await toggles.nth(2).click();
    await camera.shoot(p.page, 'planning');
    await p.context.close();

    // At a guild: what was missed, the recruit chosen, the hint, the standings, the keys.
    p = await table(games.turn, [0]);
    await atTable(p.page, { keepCatchUp: true });
    await p.page.locator('[data-testid=catch-up]').waitFor();
    await camera.shoot(p.page, 'catch-up');
    await p.page.click('[data-testid=catch-up-done]');
    await p.page.click('[data-testid=hint]');
    await p.page.locator('[data-testid=hint-panel]').waitFor({ timeout: 60_000 });
    await camera.shoot(p.page, 'hint');
    await p.page.click('[data-testid=hint-close]');
    await p.page.click('[data-testid=mode-recruit]');
    await p.page.locator('[data-testid^=window-]').first().click();
    await camera.shoot(p.page, 'board');
    await p.page.click('[data-testid=open-standings]');
    await p.page.locator('[data-testid=standings-close]').waitFor();
    await camera.shoot(p.page, 'standings');
    await p.page.click('[data-testid=standings-close]');
    await p.page.locator('body').focus();
    await p.page.keyboard.press('?');
    await p.page.getByText(en.keys.title).first().waitFor();
    await camera.shoot(p.page, 'keys');
    await p.context.close();

    // The same position in German.
    p = await table(games.turn, [0], { language: 'de' });
    await atTable(p.page);
    await camera.shoot(p.page, 'board-german');
    await p.context.close();

    // The end of a round, told step by step.
    p = await table(games.roundEnd, [0]);
    await atTable(p.page);
    await closeWithOneButton(p.page);
    await p.page.locator('[data-testid=round-end]').waitFor({ timeout: 30_000 });
    await camera.shoot(p.page, 'round-end');
    await p.context.close();

    // The history (its finished games: the others are the positions above), a replay, the statistics, a
    // review, before the game below is finished.
    p = await open('#/history');
    await p.page.selectOption('[data-testid=history-status]', 'finished');
    await p.page
      .locator('[data-testid=match]')
      .nth(HISTORY.length - 1)
      .waitFor();
    await camera.shoot(p.page, 'history');
    await p.page.goto(`${program.url}#/replay/${REVIEWED}/60`);
    await p.page.reload();
    await p.page.locator('[data-testid=replay]').waitFor();
    await camera.shoot(p.page, 'replay');
    await p.page.goto(`${program.url}#/stats`);
    await p.page.locator('[data-testid=player-stats]').first().waitFor();
    await camera.shoot(p.page, 'statistics');
    await p.page.goto(`${program.url}#/review/${REVIEWED}/0`);
    await p.page.locator('[data-testid=review-summary]').waitFor({ timeout: 240_000 });
    await camera.shoot(p.page, 'review');
    await p.context.close();

    // The final scores.
    p = await table(games.final, [0]);
    await atTable(p.page);
    await closeWithOneButton(p.page);
    await p.page.click('[data-testid=round-end-skip]');
    await p.page.locator('[data-testid=final-scores]').waitFor({ timeout: 30_000 });
    await camera.shoot(p.page, 'final-scores');
    await p.context.close();

    // Hotseat: the screen passed to the next player, what the others did since told.
    p = await table(games.hotseat, [0, 1, 2]);
    await p.page.locator('[data-testid=handoff]').waitFor({ timeout: 30_000 });
    await camera.shoot(p.page, 'hotseat-handoff');
    await p.context.close();

    p = await open('#/settings');
    await p.page.locator('[data-testid=language]').waitFor();
    await camera.shoot(p.page, 'settings');
    await p.context.close();

    await lesson(await open('#/lesson'), camera);
  } finally {
    await program.stop();
  }
}

/** Seat 0's move that ends the round or the game here: a pass in planning, else doing nothing. */
async function closeWithOneButton(page: Page): Promise<void> {
  if (await page.locator('[data-testid=pass]').count()) {
    await page.click('[data-testid=pass]');
    await page.click('[data-testid=pass-confirm]');
  } else await page.click('[data-testid=nothing]');
}

/** The guided first game at its third step: buying at a guild, the storehouse ringed. */
async function lesson(p: Awaited<ReturnType<typeof openPage>>, camera: Camera): Promise<void> {
  const step = (id: string) => LESSON_STEPS.find((s) => s.id === id)!;
  await atStep(p.page, 'welcome');
  await p.page.click('[data-testid=lesson-next]');
  await atStep(p.page, 'plan');
  await playThrough(p.page, en, lessonRecord.actions[step('plan').at]!);
  await atStep(p.page, 'buy');
  await p.page.locator('.ring').waitFor();
  await camera.shoot(p.page, 'lesson');
  await p.context.close();
}
