// A player who leaves a table with a display, on the real `norenberc host`: the display's page (the
// table's creator, at 1920×1080) says they are away, not deciding, and offers the table's choice, made
// with the keyboard as with a TV remote: a stand-in bot of a chosen level plays for them (the display
// says so, the host's table holds it), or the table waits for them again. Nothing is played in their
// name before that choice. The phones here are protocol clients over loopback.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { connect, type Client } from '../../protocol/client.ts';
import { CAN_RUN, launch, openApp, shot } from './driver.ts';
import { newDataDir, startHostProgram, type Program } from './programs.ts';

describe.runIf(CAN_RUN)('a player away from a table with a display', () => {
  let program: Program;
  let browser: Browser;
  const clients: Client[] = [];
  beforeAll(async () => {
    program = await startHostProgram(newDataDir('table-away'), ['--open']);
    browser = await launch();
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await browser?.close();
    await program?.kill();
  });

  async function phone(): Promise<Client> {
    const ws = /\(WebSocket (ws:\/\/\S+),/.exec(program.stdout())![1]!;
    const client = await connect(ws, { WebSocket, backoff: { initialMs: 20, maxMs: 200 } });
    clients.push(client);
    return client;
  }

  it('the display says who is away and gives their seat to a stand-in, or waits, at its choice', async () => {
    const display = await openApp(browser, program.operatorUrl(), {
      viewport: { width: 1920, height: 1080 },
    });
    const { page } = display;
    await page.click('[data-testid=home-table]');
    await page.locator('[data-testid=display-lobby]').waitFor();
    const gameId = decodeURIComponent(page.url().split('/').pop()!);
    const [ben, cleo] = [await phone(), await phone()];
    await ben.join(gameId, 'Ben');
    await cleo.join(gameId, 'Cleo');
    await page.locator('[data-testid^=display-seat-]', { hasText: 'Cleo' }).waitFor();
    await page.click('[data-testid=display-start]');
    await page.locator('[data-testid=display-game]').waitFor();
    const benOnDisplay = page.locator('[data-testid=display-player-0]');
    await expect.poll(() => benOnDisplay.getAttribute('data-status')).toBe('deciding');

    // Ben's phone goes: the display says he is away, and nothing plays for him.
    ben.close();
    await expect.poll(() => benOnDisplay.getAttribute('data-status')).toBe('away');
    expect(await benOnDisplay.innerText()).toMatch(/Ben[\s\S]*away$/);
    const away = page.locator('[data-testid=away-seat][data-seat="0"]');
    expect(await away.innerText()).toContain('Ben is away — waiting');
    await shot(page, 'table-display-away');
    const seat = () => cleo.game(gameId)!.table.seats[0]!;
    expect(seat()).toMatchObject({ connected: false, level: null });
    expect(cleo.game(gameId)!.view!.seats[0]!.planned).toBe(false);

    // The table chooses, from the display with its keys alone: an easy bot plays for Ben.
    await away.locator('select').focus();
    await page.keyboard.press('Home');
    expect(await away.locator('select').inputValue()).toBe('easy');
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('stand-in');
    await page.keyboard.press('Enter');
    await expect.poll(() => seat().level).toBe('easy');
    await expect.poll(() => benOnDisplay.getAttribute('data-status')).toBe('standIn');
    expect(await benOnDisplay.innerText()).toContain('a bot plays for them');
    expect(await away.innerText()).toContain('Ben is away — a stand-in (Easy bot) plays for them');
    // The stand-in plans Ben's turn.
    await expect.poll(() => cleo.game(gameId)!.view!.seats[0]!.planned, { timeout: 20_000 }).toBe(true);

    // And the table takes it back: it waits for Ben again.
    await away.locator('[data-testid=stand-in-stop]').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => seat().level).toBeNull();
    await expect.poll(() => benOnDisplay.getAttribute('data-status')).toBe('away');
    expect(display.errors).toEqual([]);
  }, 120_000);
});
