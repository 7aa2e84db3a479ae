// A guest opening a table of their own from a phone, at the real `norenberc host`: the form to host fits
// the narrowest phones in every language (no row wider than the screen), and their own seat comes
// with the name and colour they joined a table with, which names the table.
import { describe, expect, it } from 'vitest';
import { messages as de } from '../../languages/de/messages.ts';
import { messages as en } from '../../languages/en/messages.ts';
import { messages as fr } from '../../languages/fr/messages.ts';
import { messages as italian } from '../../languages/it/messages.ts';
import { openApp } from './driver.ts';
import { newDataDir, startHostProgram } from './programs.ts';
import { appAndBrowser } from './rig.ts';

const CATALOGUES = { en, fr, it: italian, de } as const;

describe('the form to host, on a phone', () => {
  const live = appAndBrowser(() => startHostProgram(newDataDir('host-form')));

  it('fits 360 and 390 pixels in every language, with nothing wider than the screen', async () => {
    for (const width of [360, 390])
      for (const language of ['en', 'fr', 'it', 'de'] as const) {
        const phone = await openApp(live.browser, `${live.program.url}/${live.program.code()}`, {
          device: 'phone',
          language,
          viewport: { width, height: 800 },
        });
        // In by the code, the tab keeps it: the form's own address brings it in again.
        await phone.page.locator('[data-testid=join-name]').waitFor();
        await phone.page.goto(`${live.program.url}/#/host`);
        await phone.page.locator('[data-testid=create-table]').waitFor();
        // A bot's seat as well, whose row holds the most.
        await phone.page.selectOption('[data-testid=seat-kind-1]', 'medium');
        const wider = await phone.page.evaluate(() => {
          const room = document.documentElement.clientWidth;
          return [...document.querySelectorAll('body *')]
            .filter((e) => e.getBoundingClientRect().right > room + 0.5)
            .map((e) => `${e.tagName} ${e.getAttribute('data-testid') ?? e.className}`);
        });
        expect({ width, language, wider }).toEqual({ width, language, wider: [] });
        expect(await phone.page.locator('h1').innerText()).toBe(CATALOGUES[language].hostGame.title);
        expect(phone.errors).toEqual([]);
        await phone.context.close();
      }
  });

  it("offers a guest's own seat under the name and colour they joined a table with", async () => {
    // Ana, the operator, opens a table; Cleo joins it from her phone in red, then leaves it.
    const ana = await openApp(live.browser, `${live.program.operatorUrl()}#/host`);
    await ana.page.fill('[data-testid=seat-name-0]', 'Ana');
    await ana.page.click('[data-testid=create-table]');
    await ana.page.locator('[data-testid=lobby]').waitFor();
    const cleo = await openApp(live.browser, `${live.program.url}/${live.program.code()}`, {
      device: 'phone',
    });
    await cleo.page.fill('[data-testid=join-name]', 'Cleo');
    await cleo.page
      .locator('[data-testid^=table-]', { hasText: "Ana's table" })
      .locator('select')
      .selectOption('red');
    await cleo.page.locator('[data-testid^=join-]', { hasText: en.join.join }).first().tap();
    await cleo.page.locator('[data-testid=lobby]').waitFor();
    await cleo.page.getByRole('button', { name: `← ${en.common.leave}` }).tap();
    await cleo.page.locator('[data-testid=home-host]').tap();

    await cleo.page.locator('[data-testid=create-table]').waitFor();
    expect(await cleo.page.locator('[data-testid=seat-name-0]').inputValue()).toBe('Cleo');
    expect(await cleo.page.locator('[data-testid=seat-color-0]').inputValue()).toBe('red');
    expect(await cleo.page.locator('[data-testid=table-name]').getAttribute('placeholder')).toBe(
      en.common.defaultTable('Cleo'),
    );
    await cleo.page.locator('[data-testid=create-table]').tap();
    await cleo.page.locator('h1', { hasText: en.lobby.title(en.common.defaultTable('Cleo')) }).waitFor();
    expect(cleo.errors).toEqual([]);
    expect(ana.errors).toEqual([]);
  });
});
