// What the room reads on a table's display, on the real `norenberc host` with its evening's code: the
// QR code as large as the lobby allows; during the game the way in (the code and a small QR code a
// phone reads) in a corner; the end of a round told without buttons nobody at the display presses;
// after the final scores each player's answer to the rematch a phone offered; the rematch's lobby
// named with its place in the series; the host going down said in the side, over no guild's name,
// and the code still there once it is back. While the game runs ahead of the display, every figure
// beside the board is the board's, in the board's turn order, its rows under the houses in the same
// order; a name as long as names may be is cut cleanly with an ellipsis wherever the display shows it.
// The players are protocol clients over loopback.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { GameView } from '../../engine/index.ts';
import { NAME_MAX } from '../../engine/schema.ts';
import { connect, type Client } from '../../protocol/client.ts';
import { showCode } from '../../protocol/door.ts';
import { publicView } from '../../renderer/view/hotseat.ts';
import { standings } from '../../renderer/view/standings.ts';
import { ScriptedPlayer, seededRandom } from '../../tools/loadtest/scriptedPlayer.ts';
import { nameShown } from './displayReading.ts';
import { CAN_RUN, launch, openApp, shot, beyondHostGone, type AppPage } from './driver.ts';
import { fit } from './legibility.ts';
import { newDataDir, startHostProgram, type Program } from './programs.ts';
import { decodeQr } from './scan.ts';
import { openDisplay, skippedToScores, SocketPhones } from './tableDisplay.ts';

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
  const phones = new SocketPhones(() => program);
  beforeAll(async () => {
    program = await startHostProgram(newDataDir('table-room'));
    browser = await launch([`--host-resolver-rules=MAP ${LAN_NAME} 127.0.0.1`]);
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    phones.closeAll();
    await browser?.close();
    await program?.kill();
  });

  /**
   * A display at 1920×1080 whose game `name`'s phone and `bots` easy bots play, its lobby seen by
   * `lobby`, started with the page's clock standing still (a hold ends only when the test moves the
   * clock on); and every position of the game as the room may see it, by its count of moves, as the
   * phone received them.
   */
  async function stillTable(
    name: string,
    bots = 1,
    lobby: (page: Page) => Promise<void> = async () => {},
  ): Promise<{ display: AppPage; gameId: string; phone: Client; seen: Map<number, GameView> }> {
    const { display, gameId } = await openDisplay(browser, program.operatorUrl(), {
      width: 1920,
      height: 1080,
    });
    const { page } = display;
    const phone = await phones.phone();
    await phone.enter(program.code()!);
    await phone.join(gameId, name);
    await page.locator('[data-testid=display-seat-0]', { hasText: name }).waitFor();
    for (let seat = 1; seat <= bots; seat++) {
      await page.click('[data-testid=display-add-bot]');
      await page.locator(`[data-testid=display-seat-${seat}]`, { hasText: 'bot' }).waitFor();
    }
    await lobby(page);
    const seen = new Map<number, GameView>();
    const keep = (m: { gameId: string; view: GameView | null }) => {
      if (m.gameId === gameId && m.view) seen.set(m.view.moves, publicView(m.view));
    };
    phone.on('update', keep);
    phone.on('snapshot', keep);
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.click('[data-testid=display-start]');
    await page.locator('[data-testid=display-players]').waitFor();
    return { display, gameId, phone, seen };
  }

  /** Moves the display's clock on by `ms` and lets the page draw what it was told meanwhile. */
  async function tick(page: Page, ms: number): Promise<void> {
    await page.clock.runFor(ms);
    await new Promise((resolve) => setTimeout(resolve, 30));
  }

  it("shows the figures of the board it shows, in that board's turn order, while the game runs ahead", async () => {
    const { display, gameId, phone, seen } = await stillTable('Ben');
    const { page } = display;
    // Ben plays round 1 from his phone as fast as he can and stops at round 2's plans: the round's
    // favourites have their crests and points in the game, while the display still holds its start.
    const player = new ScriptedPlayer(phone, gameId, {
      random: seededRandom(17),
      shouldAct: (_, view) => view.round < 2,
      thinkMs: () => 0,
    });
    await expect.poll(() => phone.game(gameId)?.view?.round, { timeout: 60_000 }).toBe(2);
    player.stop();

    /** The board's move count, the side's players (seat, VP) and the rows under the houses (seats), top down. */
    const shown = () =>
      page.evaluate(() => {
        const game = document.querySelector<HTMLElement>('[data-testid=display-game]')!;
        const seat = (e: Element) => Number((e as HTMLElement).dataset.testid!.split('-').pop());
        return {
          moves: Number(game.dataset.moves),
          heading: game.querySelector('[data-testid=display-heading]')?.textContent ?? '',
          side: [...game.querySelectorAll('[data-testid=display-players] > li')].map((li) => ({
            seat: seat(li),
            vp: Number.parseInt(li.querySelector('.vp')!.textContent!),
          })),
          rows: [...game.querySelectorAll('[data-region=players] .player')].map(seat),
        };
      });
    /** What the display should show of the position after `moves` moves. */
    const expected = (moves: number) => {
      const view = seen.get(moves)!;
      const vp = standings(view).map((s) => s.total);
      return {
        side: view.turnOrder.map((seat) => ({ seat, vp: vp[seat]! })),
        rows: view.turnOrder,
      };
    };
    const first = await shown();
    const live = phone.game(gameId)!.view!;
    // The game is ahead, its figures other than the display's first position's.
    expect(first.moves).toBeLessThan(live.moves);
    expect(expected(live.moves).side).not.toEqual(expected(first.moves).side);

    // The display tells round 1 at its pace, and its end (the side's players give way to the story):
    // all along, the side's figures and order, and the rows', are those of the board it shows.
    const checked = new Set<number>();
    for (let i = 0; i < 1000; i++) {
      const now = await shown();
      if (now.side.length) {
        const { moves, side, rows } = now;
        expect({ moves, side, rows }).toEqual({ moves, ...expected(moves) });
        checked.add(moves);
      }
      if (now.heading.includes('Round 2') && now.moves === phone.game(gameId)!.view!.moves) break;
      await tick(page, 700);
    }
    expect(checked.size).toBeGreaterThan(3);
    expect(checked).toContain(phone.game(gameId)!.view!.moves);
    await shot(page, 'table-display-figures-caught-up');
    expect(display.errors).toEqual([]);
    await display.context.close();
  }, 300_000);

  it('cuts a name as long as names may be cleanly, with an ellipsis, wherever it shows it', async () => {
    const longest = 'Bartholomew-Maximilian-X';
    expect(longest).toHaveLength(NAME_MAX);
    const where = new Set<string>();
    const cut = new Set<string>();
    /** Where the display shows the name now, and where it cuts it other than cleanly (at `width`). */
    const look = async (page: Page, width: number, within?: string) => {
      let now = await nameShown(page, longest, within);
      // What the board fits to its sizes, it fits in the next frame: a cut must still be there.
      if (now.cut.length) {
        await tick(page, 16);
        now = await nameShown(page, longest, within);
      }
      for (const w of now.seen) where.add(w);
      for (const c of now.cut) cut.add(`${c} at ${width}`);
    };
    const { display, gameId, phone } = await stillTable(longest, 2, (page) =>
      look(page, 1920, '[data-testid=display-lobby]'),
    );
    const { page } = display;
    // He plays a move each time the display has caught up with the game, so that it holds each one;
    // from round 3 on, as fast as he can.
    let go = false;
    const player = new ScriptedPlayer(phone, gameId, {
      random: seededRandom(23),
      shouldAct: (_, view) => {
        const now = go || view.round > 2;
        go = false;
        return now;
      },
      thinkMs: () => 0,
    });
    // Round 1 at 1920×1080, round 2 at 1280×720: each moment the display holds, the name is whole or
    // cut with an ellipsis: above the house where he acts, in his row, beside the board, in the story.
    const heading = page.locator('[data-testid=display-heading]');
    const moves = () => page.locator('[data-testid=display-game]').getAttribute('data-moves');
    for (const [round, screen] of [
      [1, { width: 1920, height: 1080 }],
      [2, { width: 1280, height: 720 }],
    ] as const) {
      await page.setViewportSize(screen);
      while (!(await heading.innerText()).includes(`Round ${round + 1}`)) {
        await look(page, screen.width);
        if ((await moves()) === String(phone.game(gameId)!.view!.moves)) {
          go = true;
          player.step();
        }
        await tick(page, 1000);
      }
    }
    await shot(page, 'table-display-long-name');
    // And at the final scores, at both sizes.
    await player.finished;
    await page.clock.resume();
    await skippedToScores(page, phone, gameId);
    for (const screen of [
      { width: 1920, height: 1080 },
      { width: 1280, height: 720 },
    ]) {
      await page.setViewportSize(screen);
      await look(page, screen.width);
    }
    expect([...cut]).toEqual([]);
    // It showed him where he acts, in his row and beside the board, in the round's end and the scores.
    for (const part of [
      /^display-seat-0 /,
      / who$/,
      /^player-0 name$/,
      /^display-player-0 name$/,
      /^round-end /,
      /^score-head name$/,
    ])
      expect(
        [...where].some((w) => part.test(w)),
        `${part} in ${[...where].join(', ')}`,
      ).toBe(true);
    expect(display.errors).toEqual([]);
    await display.context.close();
  }, 300_000);

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
