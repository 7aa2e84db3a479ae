// What the room reads on a table's display, on the real `norenberc host` with its evening's code: the
// QR code as large as the lobby allows; during the game the way in (the code and a small QR code a
// phone reads) in a corner; the end of a round told without buttons nobody at the display presses;
// after the final scores each player's answer to the rematch a phone offered; the rematch's lobby
// named with its place in the series; the host going down said in the side, over no guild's name,
// and the code still there once it is back. The players are protocol clients over loopback.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { connect, type Client } from '../../protocol/client.ts';
import { showCode } from '../../protocol/door.ts';
import { ScriptedPlayer, seededRandom } from '../../tools/loadtest/scriptedPlayer.ts';
import { CAN_RUN, launch, openApp, shot, beyondHostGone } from './driver.ts';
import { fit } from './legibility.ts';
import { newDataDir, startHostProgram, type Program } from './programs.ts';
import { decodeQr } from './scan.ts';
import { skippedToScores } from './tableDisplay.ts';

/** The host's name on the LAN: it resolves to loopback inside Chromium, so nothing leaves this machine. */
const LAN_NAME = 'norenberc-room.local';

/** Whether the boxes of what `a` and `b` find overlap anywhere on the page. */
function overlaps(page: Page, a: string, b: string): Promise<boolean> {
  return page.evaluate(
    ([a, b]) => {
      const boxes = (s: string) => [...document.querySelectorAll(s)].map((e) => e.getBoundingClientRect());
      return boxes(a).some((r) =>
        boxes(b).some((o) => r.left < o.right && o.left < r.right && r.top < o.bottom && o.top < r.bottom),
      );
    },
    [a, b] as const,
  );
}

describe.runIf(CAN_RUN)("what the room reads on a table's display", () => {
  let program: Program;
  let browser: Browser;
  const clients: Client[] = [];
  beforeAll(async () => {
    program = await startHostProgram(newDataDir('table-room'));
    browser = await launch([`--host-resolver-rules=MAP ${LAN_NAME} 127.0.0.1`]);
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await browser?.close();
    await program?.kill();
  });

  it('the way in, a round told, the rematch answers, the series, the host down and back', async () => {
    const operator = new URL(program.operatorUrl());
    operator.hostname = LAN_NAME;
    const display = await openApp(browser, operator.href, {
      viewport: { width: 1920, height: 1080 },
    });
    const { page } = display;
    await page.click('[data-testid=home-table]');
    await page.locator('[data-testid=display-lobby]').waitFor();
    // The QR code takes the room the lobby has: over half the screen's height, whole in the window, the
    // address and the code beside it clear of the seats.
    const qr = (await page.locator('[data-testid=qr-code]').boundingBox())!;
    expect(qr.height).toBeGreaterThan(1080 * 0.5);
    expect(await fit(page, '[data-testid=display-join]')).toMatchObject({ inWindow: true, clippedBy: null });
    expect(await fit(page, '[data-testid=display-code]')).toMatchObject({ inWindow: true, clippedBy: null });
    expect(await overlaps(page, '[data-testid=display-join] p', '.display-lobby .seats')).toBe(false);
    await shot(page, 'table-display-lobby-qr');
    await page.setViewportSize({ width: 1280, height: 720 });
    expect((await page.locator('[data-testid=qr-code]').boundingBox())!.height).toBeGreaterThan(720 * 0.5);
    expect(await overlaps(page, '[data-testid=display-join] p', '.display-lobby .seats')).toBe(false);
    expect(await fit(page, '[data-testid=display-code]')).toMatchObject({ inWindow: true, clippedBy: null });
    await page.setViewportSize({ width: 1920, height: 1080 });

    const gameId = decodeURIComponent(page.url().split('/').pop()!);
    const ws = /\(WebSocket (ws:\/\/\S+),/.exec(program.stdout())![1]!;
    for (const name of ['Ben', 'Cleo']) {
      const client = await connect(ws, { WebSocket, backoff: { initialMs: 20, maxMs: 200 } });
      clients.push(client);
      await client.enter(program.code()!);
      await client.join(gameId, name);
    }
    const [ben, cleo] = clients as [Client, Client];
    await page.locator('[data-testid^=display-seat-]', { hasText: 'Cleo' }).waitFor();
    await page.click('[data-testid=display-start]');

    // During the game, the way in waits in a corner: the code, and a QR code a phone reads.
    const corner = page.locator('[data-testid=display-join-small]');
    await corner.waitFor();
    expect(await corner.locator('[data-testid=display-code]').innerText()).toBe(showCode(program.code()!));
    const address = await corner.locator('[data-testid=display-address]').innerText();
    expect(await decodeQr(await corner.locator('[data-testid=qr-code]').screenshot())).toEqual([address]);

    // The end of a round is told with no button: the display paces it, the phones skip it.
    const players = clients.map(
      (client, i) => new ScriptedPlayer(client, gameId, { random: seededRandom(i + 41), thinkMs: () => 5 }),
    );
    const told = await page.waitForFunction(
      () => {
        const story = document.querySelector('[data-testid=display-game] .story');
        return story ? { buttons: story.querySelectorAll('button').length } : null;
      },
      null,
      { timeout: 120_000, polling: 'raf' },
    );
    expect(await told.jsonValue()).toEqual({ buttons: 0 });
    await Promise.all(players.map((p) => p.finished));
    // The room has seen a round end told: Ben's phone skips the rest ahead, as players do.
    await skippedToScores(page, ben, gameId);

    // Ben offers to play again: the display shows each answer as it comes.
    await ben.request('rematch', { gameId, accept: true });
    const answer = (seat: number) => page.locator(`[data-testid=display-rematch-${seat}]`);
    await expect.poll(() => answer(0).getAttribute('data-answer')).toBe('yes');
    expect(await answer(0).innerText()).toBe('Ben: plays again');
    expect(await answer(1).innerText()).toBe('Cleo: deciding…');
    await shot(page, 'table-display-rematch');
    // Cleo declines: the rematch's lobby is the series' second game, Ben seated, a seat to fill.
    await cleo.request('rematch', { gameId, accept: false });
    await page.locator('[data-testid=display-lobby]').waitFor();
    expect(await page.locator('[data-testid=display-title]').innerText()).toMatch(/· game 2$/);
    await page.click('[data-testid=display-add-bot]');
    await page.locator('[data-testid=display-seat-1]', { hasText: 'bot' }).waitFor();
    await page.click('[data-testid=display-start]');
    await page.locator('[data-testid=display-players]').waitFor();

    // The host goes down: the display says so in its side, over no guild's name.
    const { dataDir, port } = program;
    await program.kill();
    await page.locator('[data-testid=display-game] [data-testid=connection]').waitFor();
    expect(await overlaps(page, '[data-testid=connection]', '[data-testid=display-game] .house .name')).toBe(
      false,
    );
    await shot(page, 'table-display-host-down');
    // Back: the corner holds the code it prints now.
    program = await startHostProgram(dataDir, [], port);
    await page.locator('[data-testid=connection]').waitFor({ state: 'detached', timeout: 30_000 });
    await expect
      .poll(() => corner.locator('[data-testid=display-code]').innerText())
      .toBe(showCode(program.code()!));
    expect(beyondHostGone(display.errors)).toEqual([]);
  }, 400_000);
});
