// A player who leaves a table with a display, on the real `norenberc host`: the display's page (the
// table's creator, at 1920×1080) says they are away, not deciding, and offers the table's choice, made
// with the keyboard as with a TV remote: a stand-in bot of a chosen level plays for them (the display
// says so, the host's table holds it), or the table waits for them again. Nothing is played in their
// name before that choice. The phones here are protocol clients over loopback.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../../protocol/client.ts';
import { ScriptedPlayer, seededRandom } from '../../tools/loadtest/scriptedPlayer.ts';
import { actingLabels, readDisplay, toldWhole, type Reading } from './displayReading.ts';
import { CAN_RUN, launch, shot } from './driver.ts';
import { newDataDir, startHostProgram, type Program } from './programs.ts';
import { openDisplay, SocketPhones } from './tableDisplay.ts';

/** The host's name on the LAN: it resolves to loopback inside Chromium, so the display shows its QR code. */
const LAN_NAME = 'norenberc-away.local';

describe.runIf(CAN_RUN)('a player away from a table with a display', () => {
  let program: Program;
  let browser: Browser;
  const phones = new SocketPhones(() => program);
  beforeAll(async () => {
    program = await startHostProgram(newDataDir('table-away'), ['--open']);
    browser = await launch([`--host-resolver-rules=MAP ${LAN_NAME} 127.0.0.1`]);
  });
  afterAll(async () => {
    phones.closeAll();
    await browser?.close();
    await program?.kill();
  });

  const phone = (): Promise<Client> => phones.phone();

  it('the display says who is away and gives their seat to a stand-in, or waits, at its choice', async () => {
    const { display, gameId } = await openDisplay(browser, program.operatorUrl(), {
      width: 1920,
      height: 1080,
    });
    const { page } = display;
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

  it('five players, one away, at 1280×720: every text legible and whole, the event told, the way in', async () => {
    const operator = new URL(program.operatorUrl());
    operator.hostname = LAN_NAME;
    const { display, gameId } = await openDisplay(browser, operator.href, { width: 1280, height: 720 });
    const { page } = display;
    const names = ['Ana', 'Ben', 'Cleo', 'Eve'];
    const phones: Client[] = [];
    for (const name of names) {
      const client = await phone();
      await client.enter(program.code()!);
      await client.join(gameId, name);
      phones.push(client);
    }
    await page.locator('[data-testid=display-seat-3]', { hasText: 'Eve' }).waitFor();
    await page.selectOption('[data-testid=display-lobby] select', 'hard');
    await page.click('[data-testid=display-add-bot]');
    await page.locator('[data-testid=display-seat-4]', { hasText: 'bot' }).waitFor();
    await page.click('[data-testid=display-start]');
    await page.locator('[data-testid=display-players]').waitFor();

    // Eve's phone goes at once: the table gives her seat to a stand-in, and the away panel stays.
    phones[3]!.close();
    const away = page.locator('[data-testid=away-seat]');
    await away.locator('[data-testid=stand-in]').click();
    await away.getByText('a stand-in').waitFor();

    // The phones play round 1; all along, what the display tells is whole in its panel and the window.
    const players = phones.slice(0, 3).map(
      (client, i) =>
        new ScriptedPlayer(client, gameId, {
          random: seededRandom(120 + i),
          shouldAct: (_, view) => view.round < 2,
          thinkMs: () => 5,
        }),
    );
    const told: string[] = [];
    // Who acts at the called guild: the whole sentence, or the name alone where it does not fit, never
    // cut but by an ellipsis.
    const acting = { seen: 0, named: 0, cut: [] as string[] };
    const heading = page.locator('[data-testid=display-heading]');
    while (!(await heading.innerText()).includes('Round 2')) {
      told.push(...(await toldWhole(page)));
      const labels = await actingLabels(page);
      acting.seen += labels.length;
      acting.named += labels.filter((l) => l.shown).length;
      acting.cut.push(...labels.filter((l) => l.cut).map((l) => l.text));
      await page.waitForTimeout(200);
    }
    for (const p of players) p.stop();
    await expect
      .poll(() => page.locator('[data-testid=display-game]').getAttribute('data-moves'), { timeout: 60_000 })
      .toBe(String(phones[0]!.game(gameId)!.view!.moves));

    const readings: Record<string, Reading> = {};
    for (const screen of [
      { width: 1280, height: 720 },
      { width: 1920, height: 1080 },
    ]) {
      await page.setViewportSize(screen);
      await page.locator('[data-testid=display-join-small] [data-testid=qr-code]').waitFor();
      readings[screen.width] = await readDisplay(page);
      await shot(page, `table-display-away-5p-${screen.width}`);
    }
    expect(told).toEqual([]);
    expect(acting.seen).toBeGreaterThan(0);
    // The name shows wherever it fits beside the cards: most of the time.
    expect(acting.named).toBeGreaterThan(acting.seen / 2);
    expect(acting.cut).toEqual([]);
    for (const [at, { house, ...reading }] of Object.entries(readings)) {
      expect({ at, ...reading }).toEqual({ at, small: [], cut: [], outside: [] });
      // A house wide enough for its figures: a tenth of the window's width at least.
      expect(house.width, at).toBeGreaterThan(Number(at) * 0.1);
    }
    expect(display.errors).toEqual([]);
    await display.context.close();
  }, 300_000);
});
