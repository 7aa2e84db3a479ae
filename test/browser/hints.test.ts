// The Hint button in a real Chromium: on the player's turn it brings the hard bot's choice in words
// with the other options, each explained by what it does (a plan by its own guilds only), by mouse and
// by the H key (listed in the keyboard help); a game created without hints, or a player who turned the
// button off, has none.
import { describe, expect, it } from 'vitest';
import { appUrl, browserAndHost, openApp, shot } from './driver.ts';

/** The guilds as the English catalogue names them. */
const GUILD_NAMES = ['Brewers', 'Bakers', 'Shoemakers', 'Printers', 'Tailors', 'Hatmakers'];

describe('hints in the browser', () => {
  const env = browserAndHost();

  it("show the hard bot's choice and the other options, by mouse and by keyboard", async () => {
    const { page, errors } = await openApp(env.browser, appUrl(env.host));
    await page.click('[data-testid=home-new]');
    await page.fill('[data-testid=seat-name-0]', 'Ana');
    await page.selectOption('[data-testid=seat-kind-1]', 'easy');
    expect(await page.isChecked('[data-testid=allow-hints]')).toBe(true);
    await page.click('[data-testid=start-game]');
    await page.locator('[data-testid=plan-confirm]').waitFor();

    await page.click('[data-testid=hint]');
    const panel = page.locator('[data-testid=hint-panel]');
    await panel.waitFor({ timeout: 30_000 });
    expect(await panel.innerText()).toMatch(/The hard bot's hint/);
    expect(await page.locator('[data-testid=hint-choice]').innerText()).toMatch(
      /^(Plan |Pass for the round)/,
    );
    expect(await page.locator('[data-testid=hint-option]').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-testid=hint-option]').first().innerText()).toMatch(/VP behind|as good/);
    // Each plan shown is explained by its own guilds only: no reason names a guild it does not plan.
    const shown = [
      page.locator('[data-testid=hint-choice]'),
      ...(await page.locator('[data-testid=hint-option]').all()),
    ];
    let plans = 0;
    for (const item of shown) {
      const planned = /^Plan (.+)$/.exec(await item.locator('strong, .what').first().innerText())?.[1];
      if (!planned) continue;
      plans++;
      const reasons = (
        await item.locator('[data-testid=hint-gains], [data-testid=hint-costs]').allInnerTexts()
      ).join(' ');
      expect(reasons).toMatch(/\S/);
      for (const guild of GUILD_NAMES)
        if (!planned.split(', ').includes(guild)) expect(reasons).not.toMatch(new RegExp(`\\b${guild}\\b`));
    }
    expect(plans).toBeGreaterThan(0);
    await shot(page, 'hint');
    await page.click('[data-testid=hint-close]');
    expect(await panel.count()).toBe(0);

    await page.locator('body').focus();
    await page.keyboard.press('h');
    await panel.waitFor({ timeout: 30_000 });
    await page.keyboard.press('?');
    expect(await page.getByText('Ask the hard bot for a hint').count()).toBe(1);
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('are told with French spacing: a narrow no-break space before each colon and semicolon', async () => {
    const { page, errors } = await openApp(env.browser, appUrl(env.host), { language: 'fr' });
    await page.click('[data-testid=home-new]');
    await page.fill('[data-testid=seat-name-0]', 'Clo');
    await page.selectOption('[data-testid=seat-kind-1]', 'easy');
    await page.click('[data-testid=start-game]');
    await page.locator('[data-testid=plan-confirm]').waitFor();
    await page.click('[data-testid=hint]');
    await page.locator('[data-testid=hint-panel]').waitFor({ timeout: 30_000 });
    const reasons = (
      await page.locator('[data-testid=hint-gains], [data-testid=hint-costs]').allInnerTexts()
    ).join('\n');
    // Each option's reasons are clauses of one sentence, joined as French writes them.
    expect(reasons).toMatch(/\u202f:/);
    expect(reasons).toMatch(/\u202f;/);
    expect(reasons).not.toMatch(/[^\u202f][:;]/);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('are absent from a game created without them, in every language’s words', async () => {
    const { page, errors } = await openApp(env.browser, appUrl(env.host), { language: 'de' });
    await page.click('[data-testid=home-new]');
    await page.fill('[data-testid=seat-name-0]', 'Bea');
    await page.selectOption('[data-testid=seat-kind-1]', 'easy');
    expect(await page.locator('label:has([data-testid=allow-hints])').innerText()).toMatch(/Tipps/);
    await page.uncheck('[data-testid=allow-hints]');
    await page.click('[data-testid=start-game]');
    await page.locator('[data-testid=plan-confirm]').waitFor();
    expect(await page.locator('[data-testid=hint]').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('are hidden for a player who turned the button off in the settings', async () => {
    const { page, errors } = await openApp(env.browser, appUrl(env.host), { language: 'fr' });
    await page.goto(appUrl(env.host, '#/settings'));
    // The key that asks for a hint is named where there is a keyboard, not on a phone.
    await page.getByText('H en demande un.').waitFor();
    const phone = await openApp(env.browser, appUrl(env.host, '#/settings'), {
      device: 'phone',
      language: 'fr',
    });
    await phone.page.getByText('Là où la partie permet les conseils.').waitFor();
    expect(await phone.page.getByText('H en demande un.').count()).toBe(0);
    await phone.context.close();
    await page.uncheck('[data-testid=show-hints]');
    await page.goto(appUrl(env.host, '#/'));
    await page.click('[data-testid=home-new]');
    await page.fill('[data-testid=seat-name-0]', 'Clo');
    await page.selectOption('[data-testid=seat-kind-1]', 'easy');
    await page.click('[data-testid=start-game]');
    await page.locator('[data-testid=plan-confirm]').waitFor();
    expect(await page.locator('[data-testid=hint]').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
