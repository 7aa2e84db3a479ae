// Two tables never share a suggested name, against the real programs: on `norenberc host`, a table
// opened without a typed name is named after its creator and numbered past the host's open tables of
// hers ("Table d’Ana (2)", "Ana's table (3)": the same tables in every reader's words), and a typed
// name another table has is questioned with a numbered one offered, and the host refuses to open it, to
// a guest who came in at the door and clicks at once as to the household; a table opened from its
// display takes the name of the first person seated (the database keeps it with the game); on
// `norenberc start`, a game begun at the screen is numbered past the unfinished ones, those kept from
// before a restart too.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../languages/en/messages.ts';
import { messages as fr } from '../../languages/fr/messages.ts';
import { guestUrl, openApp, pageIn, startSoloGame, type AppPage, beyondHostGone } from './driver.ts';
import { readDatabase } from './journey.ts';
import { newDataDir, startApp, startHostProgram, type Program } from './programs.ts';
import { journeyRig } from './rig.ts';
import { openDisplay, SocketPhones } from './tableDisplay.ts';

const rig = journeyRig();

/** The host's page for opening a table, in `language`, with Ana's name typed in her seat. */
async function hostForm(host: Program, language: 'en' | 'fr'): Promise<AppPage> {
  const app = await openApp(await rig.browser(), `${host.operatorUrl()}#/host`, { language });
  await app.page.fill('[data-testid=seat-name-0]', 'Ana');
  return app;
}

/** The name the empty table-name field suggests. */
function suggested(page: Page): Promise<string | null> {
  return page.locator('[data-testid=table-name]').getAttribute('placeholder');
}

async function openIt(page: Page): Promise<void> {
  await page.click('[data-testid=create-table]');
  await page.locator('[data-testid=lobby]').waitFor();
}

describe('a new table’s name', () => {
  it('is numbered past the host’s open tables of the same owner, in every reader’s words alike', async () => {
    const host = await rig.program(startHostProgram(newDataDir('table-names')));
    const browser = await rig.browser();

    const first = await hostForm(host, 'fr');
    expect(await suggested(first.page)).toBe(fr.common.defaultTable('Ana'));
    await openIt(first.page);

    const second = await hostForm(host, 'fr');
    const numbered = fr.common.numberedTable(fr.common.defaultTable('Ana'), 2);
    // The suggestion follows the host's list as it comes.
    await expect.poll(() => suggested(second.page)).toBe(numbered);
    await openIt(second.page);

    // In English the same tables are Ana's: the third is numbered past them alike.
    const third = await hostForm(host, 'en');
    await expect
      .poll(() => suggested(third.page))
      .toBe(en.common.numberedTable(en.common.defaultTable('Ana'), 3));
    await openIt(third.page);

    // A guest's join list tells the three apart.
    const guest = await openApp(browser, guestUrl(host, '#/join'), { language: 'fr' });
    const names = guest.page.locator('[data-testid^=table-] .info strong');
    await expect.poll(() => names.count()).toBe(3);
    expect((await names.allInnerTexts()).sort()).toEqual(
      [
        fr.common.defaultTable('Ana'),
        numbered,
        fr.common.numberedTable(fr.common.defaultTable('Ana'), 3),
      ].sort(),
    );
    for (const app of [first, second, third, guest]) expect(app.errors).toEqual([]);
    await Promise.all([first, second, third, guest].map((app) => app.context.close()));
  });

  it('that another table has is refused by the host, whoever asks it and however fast', async () => {
    const host = await rig.program(startHostProgram(newDataDir('table-names-guest')));
    const browser = await rig.browser();
    // A guest at the door types the code, then hosts "Evening table".
    const ben = await openApp(browser, `http://127.0.0.1:${host.port}/#/host`);
    await ben.page.locator('[data-testid=door-code]').fill(host.code()!);
    await ben.page.keyboard.press('Enter');
    await ben.page.fill('[data-testid=seat-name-0]', 'Ben');
    await ben.page.fill('[data-testid=table-name]', 'Evening table');
    await openIt(ben.page);

    // From two more tabs, the same name in other cases, opened at once: each is refused, in words, and
    // the question offers a numbered name.
    for (const typed of ['evening TABLE', 'evening table']) {
      const tab = await pageIn(ben.context, guestUrl(host, '#/host'));
      await tab.page.fill('[data-testid=seat-name-0]', 'Ben');
      await tab.page.fill('[data-testid=table-name]', typed);
      await tab.page.click('[data-testid=create-table]');
      const alert = tab.page.locator('.problem[role=alert]');
      await expect.poll(() => alert.innerText()).toBe(en.errors.codes['table-name-taken']);
      await tab.page.locator('[data-testid=table-name-listed]').waitFor();
      expect(await tab.page.locator('[data-testid=lobby]').count()).toBe(0);
      expect(tab.errors).toEqual([]);
      await tab.page.close();
    }
    // Nor does the household's own page open one so named: its list is the whole host's.
    const operator = await openApp(browser, `${host.operatorUrl()}#/host`);
    await operator.page.fill('[data-testid=seat-name-0]', 'Ana');
    await operator.page.fill('[data-testid=table-name]', 'EVENING table');
    await operator.page.click('[data-testid=create-table]');
    await expect
      .poll(() => operator.page.locator('.problem[role=alert]').innerText())
      .toBe(en.errors.codes['table-name-taken']);

    const guest = await openApp(browser, guestUrl(host, '#/join'));
    const names = guest.page.locator('[data-testid^=table-] .info strong');
    await expect.poll(() => names.allInnerTexts()).toEqual(['Evening table']);
    for (const app of [ben, operator, guest]) expect(app.errors).toEqual([]);
    await Promise.all([ben, operator, guest].map((app) => app.context.close()));
  });

  it('of a table opened from its display is its first person’s once seated, and its game keeps it', async () => {
    const host = await rig.program(startHostProgram(newDataDir('table-names-display')));
    const browser = await rig.browser();
    const phones = new SocketPhones(() => host);
    try {
      // Ana has a table already; then the household's page opens Play at the table, nobody at it.
      const ana = await phones.phone();
      await ana.enter(host.code()!);
      await ana.create([{ kind: 'self', name: 'Ana' }, { kind: 'open' }]);
      const { display, gameId } = await openDisplay(browser, host.operatorUrl(), {
        width: 1280,
        height: 720,
      });
      const title = display.page.locator('[data-testid=display-title]');
      await expect.poll(() => title.innerText()).toBe(en.common.newTable);

      // Ana sits at it from her phone: the table is hers, numbered past her other one, on the display
      // and in every guest's list; a bot beside her, and the game starts with that name.
      const seated = await phones.phone();
      await seated.enter(host.code()!);
      await seated.join(gameId, 'Ana');
      const hers = en.common.numberedTable(en.common.defaultTable('Ana'), 2);
      await expect.poll(() => title.innerText()).toBe(hers);
      expect((await seated.games()).games.find((g) => g.id === gameId)?.defaultName).toEqual({
        owner: 'Ana',
        number: 2,
      });
      await display.page.click('[data-testid=display-add-bot]');
      await display.page.locator('[data-testid=display-seat-1]', { hasText: 'bot' }).waitFor();
      await display.page.click('[data-testid=display-start]');
      await display.page.locator('[data-testid=display-game]').waitFor();
      expect(display.errors).toEqual([]);
      await display.context.close();
    } finally {
      phones.closeAll();
    }
    expect(await host.stop()).toBe(0);
    const db = readDatabase(host.dataDir);
    expect(db.prepare('SELECT table_name, table_default FROM matches').all()).toEqual([
      { table_name: "Ana's game (2)", table_default: JSON.stringify({ owner: 'Ana', number: 2 }) },
    ]);
    db.close();
  });

  it('of a game begun at the screen is numbered past the unfinished ones, kept over a restart too', async () => {
    const dataDir = newDataDir('game-names');
    const app = await rig.program(startApp(dataDir));
    const browser = await rig.browser();
    const { page, errors } = await openApp(browser, app.url);
    const home = new URL(app.url);
    home.hash = '#/home';
    /** Begins a game against an easy bot from Home, then goes back Home. */
    const begin = async (): Promise<void> => {
      await startSoloGame(page, ['easy']);
      await page.locator('[data-testid=plan-confirm]').waitFor();
      await page.goto(home.toString());
    };
    /** The names of the unfinished games Home lists. */
    const unfinished = async (): Promise<string[]> =>
      (
        await page.locator('[data-testid=unfinished-game] [data-testid=continue] small').allInnerTexts()
      ).sort();
    const ana = en.common.defaultTable('Ana');
    const numbered = (n: number): string => en.common.numberedTable(ana, n);

    await begin();
    await expect.poll(unfinished).toEqual([ana]);
    await begin();
    await expect.poll(unfinished).toEqual([ana, numbered(2)].sort());

    expect(await app.stop()).toBe(0);
    await rig.program(startApp(dataDir, app.port));
    await page.reload();
    await expect.poll(unfinished).toEqual([ana, numbered(2)].sort());
    await begin();
    await expect.poll(unfinished).toEqual([ana, numbered(2), numbered(3)].sort());
    expect(beyondHostGone(errors)).toEqual([]);
  });
});
