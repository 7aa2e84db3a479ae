// A guest's way to a host's tables: the host's home page leads a guest to them first. A host typed by
// its address: where nothing answers, or what was typed is no address, the join screen says so in the
// player's language at the address's field (marked invalid, the message attached to it, the focus
// back on it), and the page stays in the app; a host that answers opens at its door, which asks for the evening's code in the
// player's language, and then at its join screen; its short address, code and all, needs no typing.
import { describe, expect, it } from 'vitest';
import { NAME_MAX } from '../../engine/index.ts';
import { messages as en } from '../../languages/en/messages.ts';
import { appUrl, browserAndHost, codeOf, described, guestUrl, openApp } from './driver.ts';

describe('joining a host by its address', () => {
  const env = browserAndHost();

  it('says where nothing answers and stays, and goes to a host that answers', async () => {
    const { page, context } = await openApp(env.browser, guestUrl(env.host, '#/join'), { language: 'fr' });
    const input = page.locator('[data-testid=join-address-input]');
    // In by the code, which leaves the address bar.
    await expect.poll(() => new URL(page.url()).search).toBe('');
    const here = page.url();

    // Port 9 (discard) on loopback: nothing listens there.
    await input.click();
    await page.keyboard.type('127.0.0.1:9');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.locator('.screen [role=alert]').allInnerTexts())
      .toContainEqual(expect.stringContaining('Rien ne répond à 127.0.0.1:9'));
    expect(page.url()).toBe(here);
    await expect.poll(() => page.locator('[data-testid=join-address]').isEnabled()).toBe(true);

    // Not an address at all: said at once.
    await input.fill('');
    await input.click();
    await page.keyboard.type('http://');
    await page.click('[data-testid=join-address]');
    await expect
      .poll(() => page.locator('.screen [role=alert]').allInnerTexts())
      .toContainEqual(expect.stringMatching(/n’est pas une adresse|ne nomme aucun hôte/));
    expect(page.url()).toBe(here);

    // The host itself, under another of its names: its door asks for the code, then its join screen opens.
    await input.fill('');
    await input.click();
    await page.keyboard.type(`localhost:${env.host.port}`);
    await page.keyboard.press('Enter');
    await page.waitForURL(`http://localhost:${env.host.port}/#/join`);
    await page.locator('[data-testid=door] h1', { hasText: 'Le code de la soirée' }).waitFor();
    await page.locator('[data-testid=door-code]').click();
    await page.keyboard.type(codeOf(env.host)!.toLowerCase());
    await page.keyboard.press('Enter');
    await page.locator('[data-testid=join-address-input]').waitFor();

    await context.close();

    // The short address the host's screen shows, typed whole on a join screen (here under the host's
    // other name): the code comes along to the page it opens, and no door is shown there.
    const code = codeOf(env.host)!;
    const manual = await openApp(env.browser, `http://localhost:${env.host.port}/?code=${code}#/join`, {
      language: 'fr',
    });
    await manual.page.locator('[data-testid=join-address-input]').click();
    await manual.page.keyboard.type(`127.0.0.1:${env.host.port}/${code}`);
    await manual.page.keyboard.press('Enter');
    await manual.page.waitForURL(`http://127.0.0.1:${env.host.port}/#/join`);
    await manual.page.locator('[data-testid=join-address-input]').waitFor();
    expect(await manual.page.locator('[data-testid=door]').count()).toBe(0);
    await manual.context.close();
  });

  it('says what is wrong with another host at its field, from Home', async () => {
    const { page, context, errors } = await openApp(env.browser, guestUrl(env.host));
    await page.click('[data-testid=home-join]');
    const input = page.locator('[data-testid=join-address-input]');

    /** Types `address` as another host's, presses Connect, and waits for what the field then says. */
    const refused = async (address: string, said: string): Promise<void> => {
      await input.fill('');
      await input.click();
      await page.keyboard.type(address);
      await page.click('[data-testid=join-address]');
      const message = page.locator('.manual [role=alert]', { hasText: said });
      await message.waitFor();
      await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true');
      expect(await described(input)).toBe(said);
      await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
      // Said there alone: the card of this host's tables says nothing of it.
      expect(await page.locator('.screen > section:first-of-type [role=alert]').count()).toBe(0);
    };
    await refused('not an address!!', en.join.addressProblems.unreadable);
    // Port 1 on loopback: nothing listens there.
    await refused('localhost:1', en.join.noAnswer('localhost:1'));

    // Typing again puts the refusal away: the field is no longer marked.
    await page.keyboard.type('0');
    await expect.poll(() => input.getAttribute('aria-invalid')).not.toBe('true');
    expect(await page.locator('.manual [role=alert]').count()).toBe(0);

    // A name typed past its limit is kept to it, and the field says so.
    const name = page.locator('[data-testid=join-name]');
    await name.fill('');
    await name.click();
    await page.keyboard.type('Bartholomew-Maximilian-Xavier');
    expect(await name.inputValue()).toBe('Bartholomew-Maximilian-X');
    const limit = page.locator('[data-testid=join-name-limit]');
    expect(await limit.innerText()).toBe(en.newGame.nameLimit(NAME_MAX));
    expect(await described(name)).toBe(en.newGame.nameLimit(NAME_MAX));
    // The browser logs the question that met nothing at port 1; nothing else went wrong.
    expect(errors.filter((e) => !e.includes('localhost:1/'))).toEqual([]);
    await context.close();
  });

  it('leads a guest from the host’s home page to its tables, and the household to a game at its screen', async () => {
    const guest = await openApp(env.browser, guestUrl(env.host));
    const first = guest.page.locator('nav .big').first();
    await expect.poll(() => first.getAttribute('data-testid')).toBe('home-join');
    expect(await first.getAttribute('class')).toMatch(/primary/);
    expect(await guest.page.locator('[data-testid=home-new]').count()).toBe(0);
    await first.click();
    await guest.page.locator('[data-testid=join-address-input]').waitFor();
    await guest.context.close();

    const household = await openApp(env.browser, appUrl(env.host));
    await household.page.locator('[data-testid=home-new]').waitFor();
    expect(await household.page.locator('nav .big.primary').getAttribute('data-testid')).toBe('home-new');
    await household.context.close();
  });
});
