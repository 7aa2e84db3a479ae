// Two pages of one household (same browser, same stored seats) on the real `norenberc host` program:
// each runs its own table, and neither takes the other's seats by opening Home or another table; a
// reload comes back to the page's own game. And a table lost with a killed host is named on Home, in
// the player's words, never over a game being played, and goes once dismissed.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp, pageIn, startSoloGame } from './driver.ts';
import { newDataDir, startHostProgram } from './programs.ts';
import { journeyRig } from './rig.ts';

const rig = journeyRig();

async function shotOf(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `/tmp/tabs-${name}.png` });
}

/** From the host form, a table of `name` with the creator `player` and two open seats, in its lobby. */
async function hostTable(page: Page, player: string, name: string): Promise<void> {
  await page.fill('[data-testid=seat-name-0]', player);
  await page.fill('[data-testid=table-name]', name);
  await page.click('[data-testid=create-table]');
  await page.locator('[data-testid=lobby]').waitFor();
  await page.getByText(name).first().waitFor();
}

/** The names of the unfinished tables Home offers to continue. */
async function unfinished(page: Page): Promise<string[]> {
  await page.locator('[data-testid=unfinished-game]').first().waitFor();
  return (await page.locator('[data-testid=unfinished-game]').allInnerTexts()).sort();
}

/** The page is at its table's lobby as its creator, told nothing of a seat lost. */
async function creatorInLobby(page: Page): Promise<void> {
  await page.locator('[data-testid=lobby-start]').waitFor();
  expect(await page.locator('[data-testid=game-gone]').count()).toBe(0);
}

describe('pages of one household', () => {
  it('each run their own table: a second one neither takes the first one’s seats nor loses its own', async () => {
    const program = await rig.program(startHostProgram(newDataDir('tabs')));
    const browser = await rig.browser();
    const a = await openApp(browser, `${program.operatorUrl()}#/host`);
    await hostTable(a.page, 'Ana', "Ana's table");

    const b = await pageIn(a.context, `${program.operatorUrl()}#/host`);
    await hostTable(b.page, 'Bea', "Bea's table");
    // Bea's Home offers Ana's table too (this browser holds its seat) without taking it up.
    await b.page.goto(`${program.operatorUrl()}#/`);
    await expect
      .poll(() => unfinished(b.page))
      .toEqual([expect.stringContaining("Ana's table"), expect.stringContaining("Bea's table")]);
    await shotOf(a.page, 'a-after-b');
    await creatorInLobby(a.page);

    // Ana's Home offers her table; continuing it takes nothing from Bea's page.
    await a.page.goto(`${program.operatorUrl()}#/`);
    const listed = await unfinished(a.page);
    expect(listed).toEqual([expect.stringContaining("Ana's table")]);
    await a.page.click('[data-testid=continue]');
    await creatorInLobby(a.page);
    await b.page.goto(`${program.operatorUrl()}#/`);
    await b.page.locator('[data-testid=unfinished-game]', { hasText: "Bea's table" }).waitFor();
    await b.page
      .locator('[data-testid=unfinished-game]', { hasText: "Bea's table" })
      .getByTestId('continue')
      .click();
    await creatorInLobby(b.page);
    await b.page.getByText("Bea's table").first().waitFor();

    // Each page's reload comes back to its own table, and leaves the other's alone.
    await a.page.reload();
    await creatorInLobby(a.page);
    await a.page.getByText("Ana's table").first().waitFor();
    await b.page.reload();
    await creatorInLobby(b.page);
    await b.page.getByText("Bea's table").first().waitFor();
    await a.page.getByText('Ana').first().waitFor();
    await shotOf(b.page, 'b-after-reloads');
    await creatorInLobby(a.page);
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
  });

  it('names on Home a table lost with a killed host, not over the game being played', async () => {
    const dataDir = newDataDir('tabs-lost');
    const first = await rig.program(startHostProgram(dataDir));
    const browser = await rig.browser();
    const page = (await openApp(browser, `${first.operatorUrl()}#/host`)).page;
    await hostTable(page, 'Bea', "Bea's table");
    // Bea leaves her table's lobby (its creator's rights stay hers) and plays a game against a bot.
    await page.locator('[data-testid=lobby] button', { hasText: 'Leave' }).click();
    await page.locator('[data-testid=home-new]').waitFor();
    await startSoloGame(page, ['easy'], 'Bea');
    await page.locator('[data-testid=game]').waitFor();

    await first.kill();
    await page.locator('[data-testid=connection]', { hasText: 'reconnecting' }).waitFor();
    const second = await rig.program(startHostProgram(dataDir, [], first.port));
    // The game comes back; the lobby that was lost is not spoken of over it.
    await page.locator('[data-testid=game][data-playing=false]').waitFor({ timeout: 30_000 });
    await page.locator('[data-testid=connection]').waitFor({ state: 'detached' });
    await shotOf(page, 'game-after-restart');
    expect(await page.locator('[data-testid=notice]').count()).toBe(0);

    // On Home it is named, and goes once dismissed.
    await page.goto(`${second.operatorUrl()}#/`);
    const gone = page.locator('[data-testid=gone-tables]');
    await gone.waitFor();
    await shotOf(page, 'home-gone');
    expect(await gone.innerText()).toContain("The table “Bea's table” is over, or no longer on this host.");
    expect(await page.locator('[data-testid=notice]').count()).toBe(0);
    await page.click('[data-testid=gone-dismiss]');
    await gone.waitFor({ state: 'detached' });
    await page.reload();
    await page.locator('[data-testid=home-new]').waitFor();
    await page.locator('[data-testid=unfinished-game]').waitFor();
    expect(await gone.count()).toBe(0);
  });
});
