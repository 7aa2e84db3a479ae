// The household's controls in a table display's lobby, on the real `norenberc host` with its evening's
// code: the display (at 1280×720, read across the room: no text under 20 px, its address broken at a
// "/" alone at 1920×1080 as at 1280×720) removes a seated bot, a
// player from the table, a player for the evening once it confirms, gives the evening a new code and
// opens the door to the whole network, as the household's own lobby does; a host bound to this machine
// alone says so with the address it was bound to. The phones are protocol clients over loopback.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../../protocol/client.ts';
import { showCode } from '../../protocol/door.ts';
import { addressBroken } from './displayReading.ts';
import { CAN_RUN, launch, openApp, shot } from './driver.ts';
import { textSizes } from './legibility.ts';
import { newDataDir, startHostProgram, type Program } from './programs.ts';
import { openDisplay, SocketPhones } from './tableDisplay.ts';

/** The host's name on the LAN: it resolves to loopback inside Chromium, so nothing leaves this machine. */
const LAN_NAME = 'norenberc-lobby.local';

describe.runIf(CAN_RUN)("a table display's lobby", () => {
  let program: Program;
  let browser: Browser;
  const phones = new SocketPhones(() => program);
  beforeAll(async () => {
    program = await startHostProgram(newDataDir('table-lobby'));
    browser = await launch([`--host-resolver-rules=MAP ${LAN_NAME} 127.0.0.1`]);
  });
  afterAll(async () => {
    phones.closeAll();
    await browser?.close();
    await program?.kill();
  });

  it('removes a bot and players, changes the code and opens the door, in large type', async () => {
    const operator = new URL(program.operatorUrl());
    operator.hostname = LAN_NAME;
    const { display, gameId } = await openDisplay(browser, operator.href, { width: 1280, height: 720 });
    const { page } = display;
    // The address breaks at its slashes alone, never inside the port or the code, on either screen.
    for (const screen of [
      { width: 1920, height: 1080 },
      { width: 1280, height: 720 },
    ]) {
      await page.setViewportSize(screen);
      expect(await addressBroken(page, '[data-testid=display-join]'), `${screen.width}`).toEqual([]);
    }
    expect(await page.locator('[data-testid=display-address]').innerText()).toBe(
      `http://${LAN_NAME}:${program.port}/${program.code()}`,
    );
    const clients: Client[] = [];
    for (const name of ['Ben', 'Cleo', 'Dan']) {
      const client = await phones.phone();
      clients.push(client);
      await client.enter(program.code()!);
      await client.join(gameId, name);
    }
    const [ben, cleo] = clients as [Client, Client];
    await page.locator('[data-testid=display-seat-2]', { hasText: 'Dan' }).waitFor();
    await page.click('[data-testid=display-add-bot]');
    await page.locator('[data-testid=display-seat-3]', { hasText: 'bot' }).waitFor();
    const small = async () =>
      (await textSizes(page, 'body')).filter((t) => t.px < 20).map((t) => `${t.px}px "${t.text}"`);
    expect(await small()).toEqual([]);
    await shot(page, 'table-display-lobby-controls');
    const seats = () => ben.game(gameId)!.table.seats.map((s) => s.name ?? s.kind);

    // The bot goes, then Ben from the table (he may come back with the code).
    await page.click('[data-testid=display-remove-bot-3]');
    await expect.poll(seats).toEqual(['Ben', 'Cleo', 'Dan', 'open', 'open']);
    await page.click('[data-testid=display-kick-0]');
    await expect.poll(() => cleo.game(gameId)!.table.seats[0]!.kind).toBe('open');

    // Cleo for the evening, once the household confirms.
    await page.click('[data-testid=display-remove-evening-1]');
    const confirm = page.locator('[data-testid=remove-evening]');
    expect(await confirm.innerText()).toContain('Cleo');
    expect(await small()).toEqual([]);
    await page.click('[data-testid=remove-evening-confirm]');
    await expect
      .poll(() => clients[2]!.game(gameId)!.table.seats.map((s) => s.kind))
      .toEqual(['open', 'open', 'human', 'open', 'open']);

    // A new code: the display shows it, as the host prints it.
    const before = program.code();
    await page.click('[data-testid=door-new-code]');
    await expect.poll(() => program.code()).not.toBe(before);
    await expect
      .poll(() => page.locator('[data-testid=display-code]').innerText())
      .toBe(showCode(program.code()!));
    // The door open to the whole network: no code shown, and the way to shut it again.
    await page.click('[data-testid=door-open]');
    await page.locator('[data-testid=door-shut]').waitFor();
    expect(await page.locator('[data-testid=display-code]').count()).toBe(0);
    expect(program.code()).toBeNull();
    expect(await small()).toEqual([]);
    expect(display.errors).toEqual([]);
  }, 200_000);

  it('names the address a host bound to this machine alone was bound to', async () => {
    const bound = await startHostProgram(newDataDir('table-lobby-bound'), ['--bind', '127.0.0.2']);
    try {
      expect(bound.operatorUrl()).toContain('//127.0.0.2:');
      const display = await openApp(browser, bound.operatorUrl(), { viewport: { width: 1280, height: 720 } });
      await display.page.click('[data-testid=home-table]');
      const warning = display.page.locator('[data-testid=display-lobby] .warning');
      expect(await warning.innerText()).toContain('--bind 127.0.0.2 (this computer only)');
      expect(await warning.innerText()).not.toContain('127.0.0.1');
      await display.context.close();
    } finally {
      await bound.kill();
    }
  });
});
