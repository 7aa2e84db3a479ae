// Three players on one screen, with the app as it ships (`norenberc start --browser`): two rounds with
// their hand-offs, then "Leave the game" from the game's menu. The game waits: Home and the history
// offer to continue it (after a reload, and in the same browser opened again), each at the position it
// was left at, and it is played to its end there; another browser, without the seats' tokens, cannot
// take the seats. Abandoning is a choice of its own, confirmed, and really ends the game. The database
// holds each match as it ended.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { moves, openApp, play, shot } from './driver.ts';
import { DESKTOP, finalTotals, readDatabase } from './journey.ts';
import { newDataDir, startApp } from './programs.ts';
import { journeyRig } from './rig.ts';

const NAMES = ['Ana', 'Ben', 'Cleo'];

const rig = journeyRig();

/** From Home, a new game for these players, all on this screen. */
async function newHotseatGame(page: Page, names: readonly string[]): Promise<void> {
  await page.click('[data-testid=home-new]');
  for (let seat = 2; seat < names.length; seat++) await page.click('[data-testid=add-seat]');
  for (const [seat, name] of names.entries()) {
    await page.selectOption(`[data-testid=seat-kind-${seat}]`, 'human');
    await page.fill(`[data-testid=seat-name-${seat}]`, name);
  }
  await page.click('[data-testid=start-game]');
  await page.locator('[data-testid=handoff]').waitFor();
}

/** The game's menu: "Leave the game", confirmed; Home comes. */
async function leaveGame(page: Page): Promise<void> {
  await page.click('[data-testid=leave]');
  await page.click('[data-testid=leave-confirm]');
  await page.locator('[data-testid=home-new]').waitFor();
}

/** Whether the screen asks a player for a move (not a hand-off, not a round's story). */
async function askingForAMove(page: Page): Promise<boolean> {
  return (await page.locator('[data-testid=plan-confirm], [data-testid=nothing]').count()) > 0;
}

type Stored = {
  matches: { status: string; players: number }[];
  seats: { name: string; level: string | null }[];
  results: number;
};

function stored(dataDir: string): Stored {
  const db = readDatabase(dataDir);
  try {
    return {
      matches: db.prepare('SELECT status, player_count AS players FROM matches').all() as Stored['matches'],
      seats: db.prepare('SELECT name, bot_level AS level FROM seats ORDER BY seat').all() as Stored['seats'],
      results: (db.prepare('SELECT COUNT(*) AS n FROM results').get() as { n: number }).n,
    };
  } finally {
    db.close();
  }
}

describe('a hotseat game left from the menu, as the app ships', () => {
  it('waits for its players: Home and the history continue it where it was left, to its end', async () => {
    const dataDir = newDataDir('journey-hotseat');
    const program = await rig.program(startApp(dataDir));
    const browser = await rig.browser();
    const first = await openApp(browser, program.url, { speed: 'off', viewport: DESKTOP });
    const { page } = first;
    await newHotseatGame(page, NAMES);

    // Two rounds, each player taking the screen behind a hand-off.
    const handedTo = new Set<string>();
    let roundsOver = 0;
    expect(
      await play(page, {
        stop: async () => roundsOver >= 2 && (await askingForAMove(page)),
        onHandOff: async () => {
          handedTo.add((await page.locator('#handoff-title').innerText()).replace('Pass the screen to ', ''));
        },
        onRoundEnd: async () => {
          roundsOver++;
        },
      }),
    ).toBe('stopped');
    expect(handedTo).toEqual(new Set(NAMES));
    expect(await page.locator('[data-testid=round]').innerText()).toMatch(/3/);
    const left = await moves(page);

    // "Leave the game" says the game waits, and it does: Home offers it.
    await page.click('[data-testid=leave]');
    expect(await page.locator('.topbar .confirm').innerText()).toContain(
      'Leave for now? The game waits for you: continue it from Home.',
    );
    await shot(page, 'journey-hotseat-leave');
    await page.click('[data-testid=leave-confirm]');
    const unfinished = page.locator('[data-testid=unfinished-game]');
    await unfinished.waitFor();
    expect(await unfinished.count()).toBe(1);
    for (const name of NAMES) expect(await unfinished.innerText()).toContain(name);
    expect(await unfinished.innerText()).toContain('Round 3 of 4');
    await shot(page, 'journey-hotseat-home');

    // A reload: the seats are taken back with their stored tokens; Home still offers the game.
    await page.reload();
    await unfinished.waitFor();
    expect(await unfinished.count()).toBe(1);

    // The history lists it as playing, and continues it at the move it was left at.
    await page.click('[data-testid=home-history]');
    const match = page.locator('[data-testid=match]');
    await match.waitFor();
    expect(await match.getAttribute('data-status')).toBe('playing');
    expect(await match.innerText()).toContain('Playing');
    await page.click('[data-testid=history-continue]');
    await page.locator(`[data-testid=game][data-moves="${left}"]`).waitFor();
    // The screen is passed on first; the game may be left from there, nobody's secrets shown.
    await page.locator('[data-testid=handoff]').waitFor();
    // Behind it, once the screen is back on the public view, nobody's talers are on the page.
    await page.waitForFunction(() =>
      [0, 1, 2].every(
        (seat) =>
          document.querySelector<HTMLElement>(`[data-testid=talers-${seat}]`)?.innerText.trim() === '?',
      ),
    );
    await shot(page, 'journey-hotseat-handoff');
    await page.click('[data-testid=handoff-leave]');
    await page.locator('[data-testid=unfinished-game]').waitFor();

    // The browser closed and opened again (its storage kept, as a browser keeps it): Home's Continue
    // brings the game back at that same move.
    const storage = await first.context.storageState();
    await first.context.close();
    const again = await openApp(browser, program.url, {
      viewport: DESKTOP,
      prepare: (context) => context.setStorageState(storage),
    });
    await again.page.locator('[data-testid=unfinished-game]').waitFor();
    await again.page.click('[data-testid=continue]');
    await again.page.locator(`[data-testid=game][data-moves="${left}"]`).waitFor();

    // Another browser holds none of the seats' tokens: the game is listed, but it is not its to continue.
    const stranger = await openApp(browser, program.url, { viewport: DESKTOP });
    await stranger.page.locator('[data-testid=home-history]').waitFor();
    expect(await stranger.page.locator('[data-testid=unfinished-game]').count()).toBe(0);
    await stranger.page.click('[data-testid=home-history]');
    await stranger.page.locator('[data-testid=match][data-status=playing]').waitFor();
    expect(await stranger.page.locator('[data-testid=history-continue]').count()).toBe(0);
    expect(stranger.errors).toEqual([]);
    await stranger.context.close();

    // Played to its end on the screen that came back.
    expect(await play(again.page)).toBe('final');
    const totals = await finalTotals(again.page);
    expect([...totals.keys()].sort()).toEqual([...NAMES].sort());
    await shot(again.page, 'journey-hotseat-final');
    await again.page.click('[data-testid=scores-close]');
    await again.page.click('[data-testid=leave]');
    await again.page.locator('[data-testid=home-new]').waitFor();
    expect(await again.page.locator('[data-testid=unfinished-game]').count()).toBe(0);
    expect([...first.errors, ...again.errors]).toEqual([]);

    expect(await program.stop()).toBe(0);
    const db = stored(dataDir);
    expect(db.matches).toEqual([{ status: 'finished', players: 3 }]);
    expect(db.seats).toEqual(NAMES.map((name) => ({ name, level: null })));
    expect(db.results).toBe(3);
  });

  it('is abandoned from Home only when asked twice, and then really ends', async () => {
    const dataDir = newDataDir('journey-abandon');
    const program = await rig.program(startApp(dataDir));
    const browser = await rig.browser();
    const { page, context, errors } = await openApp(browser, program.url, {
      speed: 'off',
      viewport: DESKTOP,
    });
    await newHotseatGame(page, NAMES.slice(0, 2));
    // A few moves, so that the game is kept (a table ended before any move leaves nothing).
    await play(page, { stop: async () => Number(await moves(page)) >= 4 && (await askingForAMove(page)) });
    await leaveGame(page);

    const table = await page.locator('[data-testid=continue] small').innerText();
    await page.click('[data-testid=abandon]');
    expect(await page.locator('[data-testid=unfinished] .confirm').innerText()).toContain(
      `Abandon “${table}”? It stays in the history as abandoned, with no winner.`,
    );
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.locator('[data-testid=unfinished-game]').count()).toBe(1);
    await page.click('[data-testid=abandon]');
    await page.click('[data-testid=abandon-confirm]');
    await page.locator('[data-testid=unfinished-game]').waitFor({ state: 'detached' });

    await page.click('[data-testid=home-history]');
    const match = page.locator('[data-testid=match]');
    await match.waitFor();
    expect(await match.getAttribute('data-status')).toBe('abandoned');
    expect(await page.locator('[data-testid=history-continue]').count()).toBe(0);
    // Gone for good: a reload does not bring it back.
    await page.reload();
    await page.locator('[data-testid=match][data-status=abandoned]').waitFor();
    await page.goto(program.url);
    await page.locator('[data-testid=home-new]').waitFor();
    expect(await page.locator('[data-testid=unfinished-game]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();

    expect(await program.stop()).toBe(0);
    const db = stored(dataDir);
    expect(db.matches).toEqual([{ status: 'abandoned', players: 2 }]);
    expect(db.seats).toEqual(NAMES.slice(0, 2).map((name) => ({ name, level: null })));
    expect(db.results).toBe(0);
  });
});
