// What a newcomer met playing in four languages, against the real `norenberc host` program: bots
// named by an English screen said in the reader's language in the history, the series score, the
// replay and its log, the review's seats, the lobby, the board and Home's game to continue; a series a guest played one game of shown as no series;
// a colour already taken marked so on the join page, and said in words when someone took it meanwhile;
// the creator who adds a seat taking it away again, and closing their own table once they confirm,
// told it was them; a player refused a second seat at one table, from another screen, told why.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newGame, type GameState } from '../../engine/index.ts';
import { hashToken } from '../../main/host/ids.ts';
import type { StoredSeat } from '../../main/host/store.ts';
import { openHostStore } from '../../main/store/hostStore.ts';
import { messages as de } from '../../languages/de/messages.ts';
import { messages as en } from '../../languages/en/messages.ts';
import { messages as italian } from '../../languages/it/messages.ts';
import { storeAsTheHostDoes } from '../store/storedGames.ts';
import { guestUrl, launch, openApp } from './driver.ts';
import { joinTable, openTable, press, type Player } from './journey.ts';
import { newDataDir, startHostProgram, type Program } from './programs.ts';

/** The browser player id of Gero, a guest who played the first game of a series and declined the rematch. */
const GERO = 'R2Vyby1kZWNsaW5lZC0wMDAx';

/** A game of Gero (or another guest) against two medium bots, named as an English screen names them. */
function game(guest: string, seed: string): GameState {
  const created = newGame({
    players: [
      { name: guest, color: 'blue' },
      { name: 'Medium bot', color: 'yellow' },
      { name: 'Medium bot 2', color: 'red' },
    ],
    seed,
  });
  if (!created.ok) throw new Error(created.error);
  return created.value;
}

describe('words in four languages, on the real host', () => {
  const live: { program?: Program; browser?: Browser } = {};
  const program = (): Program => live.program!;
  const browser = (): Browser => live.browser!;

  beforeAll(async () => {
    // The history holds a series of two: Gero's game, then the rematch he declined (Hana took his seat).
    const dataDir = newDataDir('words');
    const opened = openHostStore(dataDir, () => {});
    const bots: StoredSeat[] = [
      { kind: 'bot', level: 'medium' },
      { kind: 'bot', level: 'medium' },
    ];
    const guest = (key: string): StoredSeat => ({
      kind: 'human',
      tokenHash: hashToken(key),
      guestKey: hashToken(key),
    });
    storeAsTheHostDoes(opened.store, 'g1', game('Gero', 'words-1'), [guest(GERO), ...bots], 1);
    opened.store.rematchOf('g2', 'g1');
    storeAsTheHostDoes(
      opened.store,
      'g2',
      game('Hana', 'words-2'),
      [guest('SGFuYS1hY2NlcHRlZC0wMDAx'), ...bots],
      2,
    );
    opened.close();
    live.program = await startHostProgram(dataDir, [], 0, { reviewsAhead: true });
    live.browser = await launch();
  });
  afterAll(async () => {
    await live.browser?.close();
    await live.program?.kill();
  });

  it('says bots named by an English screen in German: the history, the series, the replay, its log and the review', async () => {
    const { page, errors } = await openApp(browser(), `${program().operatorUrl()}#/history`, {
      language: 'de',
    });
    await page.locator('[data-testid=match]').first().waitFor();
    const list = page.locator('[data-testid=history-list]');
    expect(await list.innerText()).toContain('Mittel-Bot 2');
    expect(await list.innerText()).not.toMatch(/Medium bot/i);
    expect(await page.locator('[data-testid=series-score]').first().innerText()).toMatch(/Mittel-Bot \d/);

    await page.locator('[data-testid=open-replay]').last().click();
    await page.locator('[data-testid=final-scores]').waitFor();
    await page.click('[data-testid=scores-close]');
    const seats = await page.locator('[data-testid=replay-seat] option').allInnerTexts();
    expect(seats.slice(1)).toEqual(['Gero', 'Mittel-Bot', 'Mittel-Bot 2']);
    const log = await page.locator('[data-testid=replay-actions]').innerText();
    expect(log).toMatch(/Mittel-Bot 2 plant /);
    expect(await page.locator('[data-testid=replay]').innerText()).not.toMatch(/Medium bot/i);

    await page.goBack();
    await page.locator('[data-testid=open-review]').last().click();
    const reviewed = page.locator('[data-testid=review-seat] option');
    await reviewed.first().waitFor({ state: 'attached' });
    expect(await reviewed.allInnerTexts()).toEqual(['Gero', 'Mittel-Bot', 'Mittel-Bot 2']);
    // The weighing is not what this test is about: cancelled, so the host's threads are free again.
    await page.locator('[data-testid=review][data-status=running]').waitFor();
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('says the bot of a table opened in English in a German guest’s words, in the lobby and on the board', async () => {
    const ana = await openTable(browser(), program(), 'Ana', 'Bot table', { open: 1, bots: 1 });
    const app = await openApp(browser(), guestUrl(program(), '#/join'), { language: 'de' });
    const ben: Player = { ...app, name: 'Ben', touch: false, requests: null as never };
    await app.page.fill('[data-testid=join-name]', 'Ben');
    await press(ben, '[data-testid^=table-]:has-text("Bot table") [data-testid^=join-]');
    await app.page.locator('[data-testid=lobby]').waitFor();
    await app.page.locator('[data-testid^=lobby-seat-]', { hasText: 'Leicht-Bot' }).waitFor();
    await press(ana, '[data-testid=lobby-start]');
    await app.page.locator('[data-testid=plan-confirm]').waitFor();
    const game = await app.page.locator('[data-testid=game]').innerText();
    expect(game).toContain('Leicht-Bot');
    expect(game).not.toMatch(/Easy bot/i);
    // Ana, who reads English, sees the bot as the host named it.
    expect(await ana.page.locator('[data-testid=game]').innerText()).toContain('Easy bot');
    // Ben leaves for now: Home's card of the game to continue names its bot in his words too.
    await press(ben, '[data-testid=leave]');
    await press(ben, '[data-testid=leave-confirm]');
    const card = app.page.locator('[data-testid=unfinished-game]');
    await card.waitFor();
    expect(await card.locator('.players').innerText()).toContain('Leicht-Bot');
    expect(await card.innerText()).not.toMatch(/Easy bot/i);
    expect(ben.errors).toEqual([]);
    await Promise.all([ana.context.close(), ben.context.close()]);
  });

  it('shows a guest who declined the rematch the game he played as a game of its own, no series', async () => {
    const { page, errors } = await openApp(browser(), guestUrl(program(), '#/history'), {
      prepare: async (context) => {
        await context.addInitScript((id) => localStorage.setItem('norenberc.playerId', id), GERO);
      },
    });
    await page.locator('[data-testid=match]').first().waitFor();
    expect(await page.locator('[data-testid=match]').count()).toBe(1);
    expect(await page.locator('[data-testid=history-list]').innerText()).toContain('Gero');
    expect(await page.locator('[data-testid=series]').count()).toBe(0);
    expect(await page.locator('[data-testid=history-list]').innerText()).not.toContain('game 1 of 1');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('marks the colours a table plays already, and says so when one is taken meanwhile', async () => {
    const ana = await openTable(browser(), program(), 'Ana', 'Colour table', { open: 2 });
    const open = async (name: string): Promise<Player> => {
      const app = await openApp(browser(), guestUrl(program(), '#/join'));
      await app.page.fill('[data-testid=join-name]', name);
      await app.page.locator('[data-testid^=table-]', { hasText: 'Colour table' }).waitFor();
      return { ...app, name, touch: false, requests: null as never };
    };
    const picker = (p: Player) =>
      p.page.locator('[data-testid^=table-]', { hasText: 'Colour table' }).locator('[data-testid^=color-]');

    const ben = await open('Ben');
    // Ana's colour is offered as hers, not to be chosen.
    const taken = picker(ben).locator('option:disabled');
    expect(await taken.count()).toBe(1);
    expect(await taken.innerText()).toMatch(/\(taken by Ana\)$/);
    const anaColor = (await taken.getAttribute('value'))!;
    expect(await picker(ben).locator('option:enabled').count()).toBe(5);

    // Ben and Cleo both choose green; Ben joins first.
    const cleo = await open('Cleo');
    await picker(ben).selectOption('green');
    await picker(cleo).selectOption('green');
    await press(ben, '[data-testid^=table-]:has-text("Colour table") [data-testid^=join-]');
    await ben.page.locator('[data-testid=lobby]').waitFor();
    // Cleo's page marks green as Ben's now; her Join is refused in words, and she is seated nowhere.
    await picker(cleo).locator('option[value=green]:disabled').waitFor({ state: 'attached' });
    await press(cleo, '[data-testid^=table-]:has-text("Colour table") [data-testid^=join-]');
    const problem = cleo.page.locator('.problem[role=alert]');
    await problem.waitFor();
    expect(await problem.innerText()).toBe(en.errors.codes['color-taken']);
    expect(await ana.page.locator('[data-testid^=lobby-seat-]', { hasText: 'Cleo' }).count()).toBe(0);
    // Another colour, and she is in.
    const free = ['yellow', 'blue', 'orange', 'red'].find((c) => c !== anaColor)!;
    await picker(cleo).selectOption(free);
    await press(cleo, '[data-testid^=table-]:has-text("Colour table") [data-testid^=join-]');
    await cleo.page.locator('[data-testid=lobby]').waitFor();
    await ana.page.locator('[data-testid^=lobby-seat-]', { hasText: 'Cleo' }).waitFor();
    for (const p of [ana, ben, cleo]) expect(p.errors).toEqual([]);
    await Promise.all([ana, ben, cleo].map((p) => p.context.close()));
  });

  it('tells a player who has a seat at a table already, from another screen, why a second is refused', async () => {
    const ana = await openTable(browser(), program(), 'Ana', 'Two seats', { open: 2 });
    const ben = await joinTable(browser(), program(), 'Ben', 'Two seats');
    await ana.page.locator('[data-testid^=lobby-seat-]', { hasText: 'Ben' }).waitFor();
    // Ben's other screen, in Italian: his player, another browser.
    const playerId = await ben.page.evaluate(() => localStorage.getItem('norenberc.playerId'));
    const other = await openApp(browser(), guestUrl(program(), '#/join'), {
      language: 'it',
      prepare: async (context) => {
        await context.addInitScript((id) => localStorage.setItem('norenberc.playerId', id), playerId!);
      },
    });
    await other.page.fill('[data-testid=join-name]', 'Ben');
    const row = other.page.locator('[data-testid^=table-]', { hasText: 'Two seats' });
    await row.locator('[data-testid^=join-]').click();
    const problem = other.page.locator('.problem[role=alert]');
    await problem.waitFor();
    expect(await problem.innerText()).toBe(italian.errors.codes['already-seated']);
    expect(await ana.page.locator('[data-testid^=lobby-seat-]', { hasText: 'Ben' }).count()).toBe(1);
    for (const p of [ana, ben, other]) expect(p.errors).toEqual([]);
    await Promise.all([ana, ben, other].map((p) => p.context.close()));
  });

  it('lets the creator take away a seat they added, and close the table once they confirm', async () => {
    // Anja opens a table in German, one seat open.
    const ana = await openApp(browser(), guestUrl(program(), '#/host'), { language: 'de' });
    const player: Player = { ...ana, name: 'Anja', touch: false, requests: null as never };
    await ana.page.fill('[data-testid=seat-name-0]', 'Anja');
    await ana.page.fill('[data-testid=table-name]', 'Tisch zu');
    await ana.page.locator('[data-testid=seat-2] button.remove').click();
    await press(player, '[data-testid=create-table]');
    await ana.page.locator('[data-testid=lobby]').waitFor();
    const ben = await joinTable(browser(), program(), 'Ben', 'Tisch zu');
    await ana.page.locator('[data-testid^=lobby-seat-]', { hasText: 'Ben' }).waitFor();
    // Two seats: none to take away. A seat added is taken away again, and Ben's page follows.
    expect(await ana.page.locator('[data-testid^=remove-seat-]').count()).toBe(0);
    await ana.page.getByRole('button', { name: de.lobby.addSeat }).click();
    await ana.page.locator('[data-testid=lobby-seat-2]').waitFor();
    await ben.page.locator('[data-testid=lobby-seat-2]').waitFor();
    expect(await ana.page.locator('[data-testid^=remove-seat-]').count()).toBe(1);
    expect(await ana.page.locator('[data-testid=remove-seat-2]').innerText()).toBe(de.lobby.removeSeat);
    await press(player, '[data-testid=remove-seat-2]');
    await ben.page.locator('[data-testid=lobby-seat-2]').waitFor({ state: 'detached' });
    await ana.page.locator('[data-testid=lobby-seat-2]').waitFor({ state: 'detached' });
    expect(await ana.page.locator('[data-testid^=lobby-seat-]').count()).toBe(2);
    await ana.page.locator('[data-testid=lobby-start]:enabled').waitFor();

    // Closing asks first: cancelled, the table stays; confirmed, it is gone.
    await press(player, '[data-testid=lobby-end]');
    const confirm = ana.page.locator('[data-testid=close-table]');
    expect(await confirm.locator('p').innerText()).toBe(de.lobby.endConfirm);
    await confirm.getByRole('button', { name: de.common.cancel }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await ben.page.locator('[data-testid=lobby]').count()).toBe(1);
    await press(player, '[data-testid=lobby-end]');
    await press(player, '[data-testid=close-table-confirm]');
    const gone = (p: Player) => p.page.locator('[data-testid=game-gone] h2');
    await gone(player).waitFor();
    expect(await gone(player).innerText()).toBe('Du hast den Tisch geschlossen.');
    await gone(ben).waitFor();
    expect(await gone(ben).innerText()).toBe(en.connection.ended.creator);
    expect(ana.errors).toEqual([]);
    expect(ben.errors).toEqual([]);
    await Promise.all([ana.context.close(), ben.context.close()]);
  });
});
