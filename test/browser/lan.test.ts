// A hosted table joined from a second browser, reconnecting after a reload, the language switch, and
// the guest giving up their seat from Home.
import { describe, expect, it } from 'vitest';
import { appUrl, browserAndHost, guestUrl, openApp, shot } from './driver.ts';

describe('a LAN table in two browsers', () => {
  const env = browserAndHost();

  it('is opened by one, joined by another, started, survives a reload, switches language and is left by the guest', async () => {
    const ana = await openApp(env.browser, appUrl(env.host, '#/host'));
    await ana.page.fill('[data-testid=seat-name-0]', 'Ana');
    // The table's name is left as the form suggests it, in Ana's words.
    expect(await ana.page.getAttribute('[data-testid=table-name]', 'placeholder')).toBe("Ana's table");
    await ana.page.locator('[data-testid=seat-2] button.remove').click();
    await ana.page.click('[data-testid=create-table]');
    await ana.page.locator('[data-testid=lobby]').waitFor();
    // This test's host listens on loopback only: the creator is told guests cannot reach it, and how
    // to open it to the network (not to start the LAN host it already is).
    const advice = await ana.page.locator('[data-testid=guest-address]').innerText();
    expect(advice).toContain('This host has no address on a network');
    expect(advice).toContain('--bind 127.0.0.1');
    expect(advice).not.toContain('Host a LAN game');

    const ben = await openApp(env.browser, guestUrl(env.host, '#/join'));
    await ben.page.fill('[data-testid=join-name]', 'Ben');
    await ben.page.getByText("Ana's table").waitFor();
    await ben.page.selectOption('[data-testid^=color-]', 'green');
    await shot(ben.page, 'join');
    await ben.page.locator('[data-testid^=join-]', { hasText: 'Join' }).click();
    await ben.page.locator('[data-testid=lobby]').waitFor();
    await ana.page.getByText('Ben').waitFor();
    await shot(ana.page, 'lobby');

    await ana.page.click('[data-testid=lobby-start]');
    for (const p of [ana.page, ben.page]) await p.locator('[data-testid=plan-confirm]').waitFor();
    expect(await ben.page.locator('[data-testid=talers-1]').innerText()).toContain('25');
    expect(await ben.page.locator('[data-testid=talers-0]').innerText()).toBe('?');

    await ana.page.click('[data-testid=plan-bakers]');
    await ana.page.click('[data-testid=plan-confirm]');

    // A reload takes the seat back with the token kept by the browser.
    await ben.page.reload();
    await ben.page.locator('[data-testid=plan-confirm]').waitFor();
    expect(await ben.page.locator('[data-testid=talers-1]').innerText()).toContain('25');
    await ben.page.click('[data-testid=plan-brewers]');
    await ben.page.click('[data-testid=plan-confirm]');
    await ben.page
      .locator('[data-testid=nothing]')
      .or(ben.page.getByText('is acting at the'))
      .first()
      .waitFor();

    // The language changes at once, everywhere, and stays chosen.
    await ben.page.goto(guestUrl(env.host, '#/settings'));
    await ben.page.selectOption('[data-testid=language]', 'fr');
    await ben.page.getByText('Réglages').waitFor();
    await ben.page.goto(guestUrl(env.host, '#/'));
    await ben.page.getByText('Rejoindre une partie en réseau').waitFor();
    await ben.page.click('[data-testid=continue]');
    await ben.page.getByText('Manche 1 sur 4').waitFor();
    await shot(ben.page, 'board-french');

    // From Home a guest gives up only their seat, and is told so; the creator's Home abandons the game.
    await ben.page.goto(guestUrl(env.host, '#/'));
    await ben.page.click('[data-testid=abandon]');
    expect(await ben.page.locator('[data-testid=unfinished-game] .confirm').innerText()).toContain(
      'Céder votre place à «\u202fTable d’Ana\u202f»',
    );
    await ben.page.click('[data-testid=abandon-confirm]');
    await ben.page.locator('[data-testid=unfinished-game]').waitFor({ state: 'detached' });
    await ana.page.goto(appUrl(env.host, '#/'));
    expect(await ana.page.locator('[data-testid=abandon]').innerText()).toBe('Abandon');

    expect(ana.errors).toEqual([]);
    expect(ben.errors).toEqual([]);
  });
});
