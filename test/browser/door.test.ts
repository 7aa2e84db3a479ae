// An evening at the door of the real `norenberc host`: the operator's lobby shows the evening's code,
// large, in the guests' address and in the QR code; Ben's phone scans it and is at the tables with one
// scan; Cleo types the bare address, then the code when the host asks for it in her language (a wrong
// one first); the operator changes the code and Cleo, at no table yet, is asked for the new one while
// Ben, seated, stays; and Ana removes Ben for the evening: he is told so, and neither his phone, nor a
// new player from his phone, nor his player from another machine gets back in. Ben's phone is another
// machine of the LAN (a relay gives its connections their own address); the LAN name resolves to
// loopback inside Chromium.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { showCode } from '../../protocol/door.ts';
import { messages as de } from '../../languages/de/messages.ts';
import { home as deHome } from '../../languages/de/home.ts';
import { messages as en } from '../../languages/en/messages.ts';
import { launch, openApp, shot } from './driver.ts';
import { newDataDir, startHostProgram, type Program } from './programs.ts';
import { relayFrom, type Relay } from './relay.ts';
import { decodeQr } from './scan.ts';

const LAN_NAME = 'norenberc-door.local';

describe('an evening at the door', () => {
  let program: Program;
  let browser: Browser;
  const relays: Relay[] = [];
  beforeAll(async () => {
    program = await startHostProgram(newDataDir('door-journey'));
    browser = await launch([`--host-resolver-rules=MAP ${LAN_NAME} 127.0.0.1`]);
    relays.push(await relayFrom('127.0.0.77'), await relayFrom('127.0.0.78'));
  });
  afterAll(async () => {
    await browser?.close();
    for (const relay of relays) await relay.close();
    await program?.stop();
  });

  it('lets guests in by the code, shuts out the unseated when it changes, and keeps a removed guest out', async () => {
    const origin = `http://${LAN_NAME}:${program.port}`;
    const key = new URL(program.operatorUrl()).searchParams.get('key')!;
    const [benMachine, otherMachine] = relays as [Relay, Relay];

    // The operator opens a table with two open seats; the lobby shows the code and where guests go.
    const ana = await openApp(browser, `${origin}/?key=${key}#/host`);
    await ana.page.fill('[data-testid=seat-name-0]', 'Ana');
    await ana.page.click('[data-testid=create-table]');
    await ana.page.locator('[data-testid=lobby]').waitFor();
    const code = program.code()!;
    const shown = ana.page.locator('[data-testid=door-code-shown]');
    expect(await shown.innerText()).toBe(showCode(code));
    const address = ana.page.locator('[data-testid=guest-address]');
    expect(await address.locator('.url').innerText()).toBe(`${origin}/${code}`);
    const [scanned] = await decodeQr(await address.locator('[data-testid=qr-code]').screenshot());
    expect(scanned).toBe(`${origin}/${code}`);
    // Both carry the code, and the screen says so: only the bare address asks for it.
    expect(await address.getByText(en.hostGame.codeHelp).count()).toBe(1);
    await shot(ana.page, 'door-operator');

    // Ben's phone scans it: at the host's tables at once, and into the lobby with two taps.
    const ben = await openApp(browser, scanned!, { device: 'phone', proxy: benMachine.server });
    // In, the code leaves the address bar, which people share and keep: his tab keeps it, for a reload.
    await ben.page.waitForURL(`${origin}/#/join`);
    await ben.page.reload();
    await ben.page.locator('[data-testid=join-name]').waitFor();
    expect(await ben.page.locator('[data-testid=door]').count()).toBe(0);
    await ben.page.fill('[data-testid=join-name]', 'Ben');
    await ben.page.locator('[data-testid^=join-]', { hasText: 'Join' }).first().tap();
    await ben.page.locator('[data-testid=lobby]').waitFor();
    await ana.page.locator('[data-testid=lobby-seat-1]', { hasText: 'Ben' }).waitFor();

    // Cleo types the bare address: the host asks for the code, in her language; a wrong one is said so.
    const cleo = await openApp(browser, `${origin}/`, { language: 'de' });
    await cleo.page.locator('[data-testid=door] h1', { hasText: de.door.title }).waitFor();
    const typed = cleo.page.locator('[data-testid=door-code]');
    expect(await typed.getAttribute('placeholder')).toBe('6 Buchstaben');
    // The rules are open to her, without the guided game, which she could not start from the door.
    await cleo.page.getByRole('button', { name: de.home.rules }).click();
    await cleo.page.locator('.screen.rules h1').waitFor();
    expect(await cleo.page.locator('[data-testid=rules-lesson]').count()).toBe(0);
    await cleo.page.goBack();
    await typed.waitFor();
    await typed.click();
    // A vowel typed (a code has none): the page says which letters no code has, and sends nothing.
    await cleo.page.keyboard.type('KTZ WAE');
    await cleo.page.keyboard.press('Enter');
    const problem = cleo.page.locator('[data-testid=door-problem]');
    await expect.poll(() => problem.innerText()).toBe(de.door.strayLetters('A E'));
    await typed.fill('');
    await cleo.page.keyboard.type(code === 'BBBBBB' ? 'CCCCCC' : 'BBBBBB');
    await cleo.page.keyboard.press('Enter');
    await expect.poll(() => problem.innerText()).toBe(de.errors.codes['wrong-code']);
    await shot(cleo.page, 'door-wrong-code');
    await typed.fill('');
    await cleo.page.keyboard.type(`${code.slice(0, 3).toLowerCase()} ${code.slice(3).toLowerCase()}`);
    await cleo.page.keyboard.press('Enter');
    await cleo.page.click('[data-testid=home-join]');
    // The table Ana left unnamed reads in Cleo's language.
    const anasTable = deHome.common.defaultTable('Ana');
    await cleo.page.locator('[data-testid^=table-]', { hasText: anasTable }).waitFor();
    expect(new URL(cleo.page.url()).search).toBe('');
    // A new tab of hers starts at the door (a tab keeps its own code), and the code typed there lets it in.
    const tab = await cleo.context.newPage();
    await tab.goto(`${origin}/`);
    await tab.locator('[data-testid=door-code]').fill(code);
    await tab.keyboard.press('Enter');
    await tab.locator('[data-testid=home-join]').click();
    await tab.locator('[data-testid^=table-]', { hasText: anasTable }).waitFor();
    await tab.close();

    // The operator gives the evening a new code: Cleo, at no table yet, is asked for it; Ben plays on.
    await ana.page.click('[data-testid=door-new-code]');
    await expect.poll(() => shown.innerText()).not.toBe(showCode(code));
    const newCode = (await shown.innerText()).replace(' ', '');
    expect(await address.locator('.url').innerText()).toBe(`${origin}/${newCode}`);
    // The operator's terminal says the new code too.
    await expect.poll(() => program.code()).toBe(newCode);
    expect(program.stdout()).toContain(
      `the evening's code: ${newCode} (a new code, from your own view: guests at no table yet are asked for it)\n`,
    );
    await expect.poll(() => problem.innerText()).toBe(de.door.codeChanged);
    expect(await cleo.page.locator('[data-testid^=table-]').count()).toBe(0);
    expect(await ben.page.locator('[data-testid=lobby]').count()).toBe(1);
    expect(await ana.page.locator('[data-testid=lobby-seat-1]').innerText()).toContain(en.lobby.connected);
    await cleo.page.locator('[data-testid=door-code]').fill(newCode);
    await cleo.page.keyboard.press('Enter');
    await cleo.page.locator('[data-testid^=table-]', { hasText: anasTable }).waitFor();

    // Ana removes Ben for the evening, once she confirms: his phone says so, and the seat is open.
    await ana.page.click('[data-testid=remove-evening-1]');
    const confirm = ana.page.locator('[data-testid=remove-evening]');
    expect(await confirm.innerText()).toContain(en.lobby.removeConfirm('Ben'));
    await confirm.locator('[data-testid=remove-evening-confirm]').click();
    await ben.page.locator('[data-testid=game-gone]', { hasText: en.connection.seatLost.removed }).waitFor();
    await ben.page.locator('[data-testid=door-removed]', { hasText: en.errors.codes.removed }).waitFor();
    await shot(ben.page, 'door-removed');
    await ana.page.locator('[data-testid=lobby-seat-1]', { hasText: en.lobby.open }).waitFor();

    // He cannot come back: not by the QR code again, not as a new player on his phone, not as himself
    // from another machine with the new code.
    await ben.page.goto(scanned!);
    await ben.page.locator('[data-testid=door-removed]').waitFor();
    const playerId = await ben.page.evaluate(() => localStorage.getItem('norenberc.playerId'));
    const fresh = await openApp(browser, scanned!, { device: 'phone', proxy: benMachine.server });
    await fresh.page
      .locator('[data-testid=door-removed]', { hasText: en.errors.codes['address-removed'] })
      .waitFor();
    const elsewhere = await openApp(browser, `${origin}/${newCode}`, {
      device: 'phone',
      proxy: otherMachine.server,
      prepare: async (context) => {
        await context.addInitScript((id) => localStorage.setItem('norenberc.playerId', id), playerId!);
      },
    });
    await elsewhere.page.locator('[data-testid=door-removed]').waitFor();
    expect(await elsewhere.page.locator('[data-testid=door-code]').count()).toBe(0);

    // Cleo takes the seat Ben left.
    await cleo.page.fill('[data-testid=join-name]', 'Cleo');
    await cleo.page.locator('[data-testid^=join-]', { hasText: de.join.join }).first().click();
    await cleo.page.locator('[data-testid=lobby]').waitFor();
    await ana.page.locator('[data-testid=lobby-seat-1]', { hasText: 'Cleo' }).waitFor();
    // The last seat to a bot: the table is full, and the evening's code still shows, with its controls.
    await ana.page.click('[data-testid=to-bot-2]');
    await ana.page.locator('[data-testid=lobby-start]:enabled').waitFor();
    expect(await shown.innerText()).toBe(showCode(newCode));
    expect(await ana.page.locator('[data-testid=door-new-code]').isEnabled()).toBe(true);
    expect(program.stderr()).toContain(
      'door: a player removed for the evening (1 address refused to newcomers without a seat)',
    );
    expect(ana.errors).toEqual([]);
    expect(cleo.errors).toEqual([]);
  });
});
