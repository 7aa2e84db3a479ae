// A table named by default reads in each reader's language, on the real `norenberc host`: Ana opens one
// from the operator's page in English without typing a name; Ben, a guest in French, sees it on the join
// page as "Table d’Ana" beside Cleo's typed "Friday table", which stays as typed. Ana switches to French:
// her lobby, Home's "Continue" card and History all say "Table d’Ana"; the database keeps whose table it
// is, not words.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { messages as en } from '../../languages/en/messages.ts';
import { messages as fr } from '../../languages/fr/messages.ts';
import { guestUrl, openApp } from './driver.ts';
import { hostProgramAndBrowser, openTable, readDatabase } from './journey.ts';

const env = hostProgramAndBrowser('default-table-names');

/** The table names a join page lists. */
const listed = (page: Page): Promise<string[]> =>
  page
    .locator('[data-testid^=table-] .info strong')
    .allInnerTexts()
    .then((names) => names.sort());

it('words a default table name in each reader’s language everywhere, and keeps a typed one', async () => {
  const { browser, program } = env;
  const ana = await openApp(browser, `${program.operatorUrl()}#/host`, { language: 'en' });
  await ana.page.fill('[data-testid=seat-name-0]', 'Ana');
  await ana.page.locator('[data-testid=seat-2] button.remove').click();
  await ana.page.click('[data-testid=create-table]');
  await ana.page.locator('h1', { hasText: en.lobby.title("Ana's table") }).waitFor();
  const table = ana.page.url();
  const cleo = await openTable(browser, program, 'Cleo', 'Friday table', { open: 1 });

  // A guest in French: Ana's table in French, Cleo's as she typed it.
  const ben = await openApp(browser, guestUrl(program, '#/join'), { language: 'fr' });
  await expect.poll(() => listed(ben.page)).toEqual(['Friday table', 'Table d’Ana']);
  await ben.page.fill('[data-testid=join-name]', 'Ben');
  await ben.page
    .locator('[data-testid^=table-]', { hasText: 'Table d’Ana' })
    .locator('[data-testid^=join-]')
    .click();
  await ben.page.locator('[data-testid=lobby]').waitFor();

  // Ana switches to French: her lobby says so, and the game she starts keeps the name in her words.
  await ana.page.goto(`${program.operatorUrl()}#/settings`);
  await ana.page.selectOption('[data-testid=language]', 'fr');
  await ana.page.goto(table);
  await ana.page.locator('h1', { hasText: fr.lobby.title('Table d’Ana') }).waitFor();
  await ana.page.click('[data-testid=lobby-start]');
  await ana.page.locator('[data-testid=game]').waitFor();
  await ana.page.goto(`${program.operatorUrl()}#/home`);
  const card = ana.page.locator('[data-testid=unfinished-game] [data-testid=continue] small');
  await expect.poll(() => card.allInnerTexts()).toEqual(['Table d’Ana']);
  await ana.page.goto(`${program.operatorUrl()}#/history`);
  await expect
    .poll(() => ana.page.locator('[data-testid=match-table]').allInnerTexts())
    .toEqual(['Table d’Ana']);
  for (const app of [ana, ben, cleo]) expect(app.errors).toEqual([]);

  // The store keeps whose table it is; the host's own words beside, for its log and command line.
  expect(await program.stop()).toBe(0);
  const db = readDatabase(program.dataDir);
  expect(db.prepare('SELECT table_name, table_default FROM matches').all()).toEqual([
    { table_name: "Ana's game", table_default: JSON.stringify({ owner: 'Ana', number: 1 }) },
  ]);
  db.close();
}, 120_000);
