// A table with a display, on the real `norenberc host`. A rematch at five while a player is away:
// Ben offers it from his phone, Ana accepts, Eve's phone is gone and answers nothing; the display, the
// creator, holds the final scores, the answers, what the creator may do (go on without those still
// deciding, withdraw the offer) and the way in for a newcomer whole in the window at 1920×1080 and
// 1280×720, in large type, the buttons under the mouse; the mouse withdraws the offer, then, offered
// again, goes on: the new game has the players present, Eve's seat waiting after theirs, so that the
// display starts it at once (those phones are protocol clients over loopback). And Ana's phone in
// Chromium: a round's end, which the display tells, does not hold her next decision (a note keeps it to
// read); having offered the rematch she reads the review, and is told there that the new game began.
// And a phone the table went on without (Dora's, in Chromium) is told so, truthfully, and takes her seat
// waiting in the new game, after a reload too; a watcher's phone (Cleo's), never held behind the game
// by a round's end, is told of the rematch and follows the table to it.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../../protocol/client.ts';
import { ScriptedPlayer, seededRandom } from '../../tools/loadtest/scriptedPlayer.ts';
import { CAN_RUN, launch, openApp, play, shot, type AppPage } from './driver.ts';
import { addressBroken, outOfReach } from './displayReading.ts';
import { textSizes } from './legibility.ts';
import { newDataDir, startHostProgram, type Program } from './programs.ts';
import { openDisplay, skippedToScores, SocketPhones } from './tableDisplay.ts';

/** The host's name on the LAN: it resolves to loopback inside Chromium, so the display shows its way in. */
const LAN_NAME = 'norenberc-rematch.local';

describe.runIf(CAN_RUN)('a rematch at a table with a display, a player away', () => {
  let program: Program;
  let browser: Browser;
  const phones = new SocketPhones(() => program);
  beforeAll(async () => {
    program = await startHostProgram(newDataDir('table-rematch'), ['--open'], 0, {
      reviewsAhead: true,
    });
    browser = await launch([`--host-resolver-rules=MAP ${LAN_NAME} 127.0.0.1`]);
  });
  afterAll(async () => {
    phones.closeAll();
    await browser?.close();
    await program?.kill();
  });

  const phone = (): Promise<Client> => phones.phone();
  /** A phone in Chromium at the host's join page: the door is open, the host's address alone lets it in. */
  const phoneAt = (width: number, height: number): Promise<AppPage> =>
    openApp(browser, `http://127.0.0.1:${program.port}/#/join`, {
      device: 'phone',
      viewport: { width, height },
    });

  /**
   * `name` takes a seat from a phone in Chromium, then Ben from a socket phone, and the display starts
   * the game; Ben's moves are scripted from `seed`.
   */
  async function seatedWithBen(
    display: AppPage,
    gameId: string,
    name: string,
    size: [number, number],
    seed: number,
  ) {
    const player = await phoneAt(...size);
    await player.page.fill('[data-testid=join-name]', name);
    await player.page.locator(`[data-testid="join-${gameId}"]`).tap();
    await player.page.locator('[data-testid=lobby]').waitFor();
    const ben = await phone();
    await ben.join(gameId, 'Ben');
    await display.page.locator('[data-testid=display-seat-1] strong', { hasText: 'Ben' }).waitFor();
    await display.page.click('[data-testid=display-start]');
    return {
      player,
      ben,
      scripted: new ScriptedPlayer(ben, gameId, { random: seededRandom(seed), thinkMs: () => 5 }),
    };
  }

  it('the display holds the scores, the answers, its choices and the way in whole; it goes on without the away player', async () => {
    const operator = new URL(program.operatorUrl());
    operator.hostname = LAN_NAME;
    const { display, gameId } = await openDisplay(browser, operator.href, { width: 1280, height: 720 });
    const { page } = display;
    const names = ['Ben', 'Ana', 'Cleo', 'Dora', 'Eve'];
    const clients: Client[] = [];
    for (const name of names) {
      const client = await phone();
      clients.push(client);
      await client.join(gameId, name);
    }
    const [ben, ana, cleo, dora, eve] = clients as [Client, Client, Client, Client, Client];
    await page.locator('[data-testid=display-seat-4] strong', { hasText: 'Eve' }).waitFor();
    await page.click('[data-testid=display-start]');
    const players = clients.map(
      (client, i) => new ScriptedPlayer(client, gameId, { random: seededRandom(i + 65), thinkMs: () => 5 }),
    );
    await Promise.all(players.map((p) => p.finished));
    // Ben's phone skips the display's telling of the game ahead to its scores, as players do (the
    // pacing is tableRounds').
    await skippedToScores(page, ben, gameId);

    // Eve's phone is gone; Ben offers to play again and Ana accepts.
    eve.close();
    await ben.request('rematch', { gameId, accept: true });
    await ana.request('rematch', { gameId, accept: true });
    const answer = (seat: number) => page.locator(`[data-testid=display-rematch-${seat}]`);
    await expect.poll(() => answer(1).getAttribute('data-answer')).toBe('yes');
    expect(await answer(4).getAttribute('data-answer')).toBe('waiting');

    // The final scores, each player's answer, the creator's choices and the way in for a newcomer lie
    // whole in the window, in type read across the room, the buttons under the mouse.
    const rematch = page.locator('[data-testid=display-rematch]');
    expect(await rematch.locator('button').allInnerTexts()).toEqual([
      'Go on without those still deciding',
      'Withdraw the offer',
    ]);
    const shown =
      '[data-testid=display-scores], [data-testid=display-rematch], [data-testid=display-join-small]';
    for (const screen of [
      { width: 1920, height: 1080 },
      { width: 1280, height: 720 },
    ]) {
      await page.setViewportSize(screen);
      const at = `${screen.width}×${screen.height}`;
      await page.locator('[data-testid=display-join-small] [data-testid=qr-code]').waitFor();
      expect(await outOfReach(page, shown), at).toEqual([]);
      expect(await addressBroken(page, '[data-testid=display-join-small]'), at).toEqual([]);
      const sizes = await textSizes(page, '[data-testid=display-game]');
      expect(
        sizes.filter((s) => s.px < 20),
        at,
      ).toEqual([]);
      await shot(page, `table-display-rematch-5p-${screen.width}`);
    }

    // The household withdraws the offer with the mouse; Ben offers again, and all but Eve accept.
    const click = async (testid: string) => {
      const box = (await page.locator(`[data-testid=${testid}]`).boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    };
    await click('rematch-withdraw');
    await rematch.waitFor({ state: 'detached' });
    for (const client of [ben, ana, cleo, dora]) await client.request('rematch', { gameId, accept: true });
    await expect.poll(() => answer(3).getAttribute('data-answer')).toBe('yes');
    expect(await answer(4).getAttribute('data-answer')).toBe('waiting');
    expect(await outOfReach(page, shown)).toEqual([]);

    // Going on: the four sit first, Eve's seat waits after them, and the display starts at once.
    await click('rematch-go');
    await page.locator('[data-testid=display-lobby]').waitFor();
    expect(await page.locator('[data-testid^=display-seat-] strong').allInnerTexts()).toEqual(
      names.slice(0, 4),
    );
    expect(await page.locator('[data-testid=display-seat-4]').innerText()).toBe('waiting for a player…');
    await page.click('[data-testid=display-start]');
    await page.locator('[data-testid=display-players]').waitFor();
    const next = decodeURIComponent(page.url().split('/').pop()!);
    expect(next).not.toBe(gameId);
    await expect.poll(() => ben.game(next)?.view?.seats.length).toBe(4);
    expect(ben.game(next)!.table.seats.map((s) => s.name)).toEqual(names.slice(0, 4));
    expect(display.errors).toEqual([]);
  }, 500_000);

  it("a phone asks for the next decision at once at a round's end, and hears of the rematch from the review", async () => {
    const { display, gameId } = await openDisplay(browser, program.operatorUrl(), {
      width: 1280,
      height: 720,
    });
    const { player: ana, ben, scripted } = await seatedWithBen(display, gameId, 'Ana', [390, 844], 66);
    const { page } = ana;

    // Round 1 ends: the phone asks for Ana's plan at once, the round's end a note to open.
    const note = page.locator('[data-testid=round-end-note]');
    expect(await play(page, { touch: true, stop: async () => (await note.count()) > 0 })).toBe('stopped');
    await page.locator('[data-testid=plan-confirm]').waitFor();
    expect(await page.locator('[data-testid=round-end]').count()).toBe(0);
    await expect.poll(() => page.title()).toBe('● Your turn · Norenberc');
    expect(await note.getAttribute('data-round')).toBe('1');
    await note.locator('summary').tap();
    expect(await note.innerText()).toContain('Guildmasters choose their favourites');
    await shot(page, 'table-phone-round-end-note');

    expect(await play(page, { touch: true })).toBe('final');
    await scripted.finished;
    // Ana offers to play again, then reads the review while Ben decides.
    await page.locator('[data-testid=rematch-offer]').tap();
    await page.locator('[data-testid=scores-review]').tap();
    await page.locator('[data-testid=review]').waitFor();
    expect(await page.locator('[data-testid=rematch-begun]').count()).toBe(0);
    await ben.request('rematch', { gameId, accept: true });
    // Both play again: the display starts the new game, and Ana's review says so, with the way there.
    const begun = page.locator('[data-testid=rematch-begun]');
    await begun.waitFor();
    await expect.poll(() => page.title()).toBe('● Your turn · Norenberc');
    await shot(page, 'table-phone-review-rematch-begun');
    await begun.locator('[data-testid=rematch-go-to]').tap();
    await page.locator('[data-testid=plan-confirm]').waitFor();
    expect(page.url()).not.toContain(encodeURIComponent(gameId));
    expect(ana.errors).toEqual([]);
    expect(display.errors).toEqual([]);
  }, 400_000);

  it('tells a player the table went on without that their seat waits, and a watcher of the rematch', async () => {
    const { display, gameId } = await openDisplay(browser, program.operatorUrl(), {
      width: 1280,
      height: 720,
    });
    const { player: dora, ben, scripted } = await seatedWithBen(display, gameId, 'Dora', [360, 640], 67);
    const { page } = dora;
    // Cleo comes once the game has started: she watches from her phone.
    const cleo = await phoneAt(390, 844);
    await cleo.page.fill('[data-testid=join-name]', 'Cleo');
    await cleo.page.locator(`[data-testid="table-${gameId}"] button`, { hasText: 'Watch' }).tap();
    await cleo.page.locator('[data-testid=game]').waitFor();

    expect(await play(page, { touch: true })).toBe('final');
    await scripted.finished;
    // No round's end, told on the display, held Cleo's phone behind the game: it shows the game's end.
    await cleo.page.locator('[data-testid=final-scores]').waitFor();
    expect(await cleo.page.locator('[data-testid=round-end]').count()).toBe(0);
    expect(await cleo.page.locator('[data-testid=round-end-note]').count()).toBe(1);
    // Ben offers to play again; Dora answers nothing, and the table goes on without her.
    await ben.request('rematch', { gameId, accept: true });
    await page.locator('[data-testid=rematch-accept]').waitFor();
    await skippedToScores(display.page, ben, gameId);
    await display.page.locator('[data-testid=rematch-go]').click({ timeout: 60_000 });
    await display.page.locator('[data-testid=display-lobby]').waitFor();
    const next = decodeURIComponent(display.page.url().split('/').pop()!);
    expect(next).not.toBe(gameId);

    const rematch = page.locator('[data-testid=rematch]');
    const told = 'The table went on without you: your seat waits for you.';
    await rematch.getByText(told).waitFor();
    await shot(page, 'table-phone-rematch-went-on');
    // The same after a reload.
    await page.reload();
    await rematch.getByText(told).waitFor();
    expect(await rematch.innerText()).not.toContain('declined');
    await rematch.locator('[data-testid=rematch-take-seat]').tap();
    await page.locator('[data-testid=lobby]').waitFor();
    expect(page.url()).toContain(encodeURIComponent(next));
    await display.page.locator('[data-testid=display-seat-1] strong', { hasText: 'Dora' }).waitFor();
    expect(await display.page.locator('[data-testid^=display-seat-] strong').allInnerTexts()).toEqual([
      'Ben',
      'Dora',
    ]);

    // The rematch's table, two seats now, grows back from the display: a bot's seat, a seat for a
    // guest (which a bot may take too), up to five.
    const d = display.page;
    const seatKinds = () =>
      d
        .locator('[data-testid^=display-seat-]')
        .evaluateAll((seats) =>
          seats.map((e) =>
            e.classList.contains('open')
              ? 'open'
              : e.querySelector('[data-testid^=display-remove-bot-]')
                ? 'bot'
                : 'human',
          ),
        );
    await d.click('[data-testid=display-add-bot]');
    await expect.poll(seatKinds).toEqual(['human', 'human', 'bot']);
    await d.click('[data-testid=display-add-seat]');
    await expect.poll(seatKinds).toEqual(['human', 'human', 'bot', 'open']);
    await d.click('[data-testid=display-add-bot]');
    await expect.poll(seatKinds).toEqual(['human', 'human', 'bot', 'bot']);
    await d.click('[data-testid=display-add-seat]');
    await expect.poll(seatKinds).toEqual(['human', 'human', 'bot', 'bot', 'open']);
    expect(await d.locator('[data-testid=display-add-seat]').isDisabled()).toBe(true);
    await d.click('[data-testid=display-add-bot]');
    await expect.poll(seatKinds).toEqual(['human', 'human', 'bot', 'bot', 'bot']);
    await expect.poll(() => d.locator('[data-testid=display-add-bot]').isDisabled()).toBe(true);

    // Cleo, watching, is told of the rematch and follows the table there.
    const watch = cleo.page.locator('[data-testid=rematch-watch]');
    await cleo.page.locator('[data-testid=rematch]').getByText('The table plays again.').waitFor();
    await watch.tap();
    await expect.poll(() => cleo.page.url()).toContain(encodeURIComponent(next));
    await cleo.page.locator('[data-testid=lobby]').waitFor();
    expect(dora.errors).toEqual([]);
    expect(cleo.errors).toEqual([]);
    expect(display.errors).toEqual([]);
  }, 400_000);
});
