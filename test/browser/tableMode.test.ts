// Playing at the table, as it ships: `norenberc host` as a real program, its operator's page at
// 1920×1080 opening Play at the table from Home (the display), three phones (390×844, 412×915, 360×640)
// joining by the address the display's QR code holds, with the evening's code, and one bot given a
// seat from the display's lobby. They play a whole game from the phones to the final scores, which the
// display tells; a phone offers the rematch, the others accept, and every screen goes on to it; the
// host is killed and started again, and the display and the phones come back to the game. The
// display's text is never under 20 px (at 1280×720 neither); no frame its WebSocket received holds a
// player's talers, plan or the guest stack's order; every decision was sent from a phone's page, none
// from the display's; the history holds the game as a LAN game of its four players.
import type { Page, WebSocket as PageSocket } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAN_RUN, launch, openApp, play, shot, type AppPage, beyondHostGone } from './driver.ts';
import { moveCount, press, readDatabase, SentRequests, typeInto, type Player } from './journey.ts';
import { textSizes } from './legibility.ts';
import { newDataDir, startHostProgram, type Program } from './programs.ts';
import { decodeQr } from './scan.ts';
import type { Browser } from 'playwright-core';

/** The host's name on the LAN: it resolves to loopback inside Chromium, so nothing leaves this machine. */
const LAN_NAME = 'norenberc-table.local';

type Frame = Record<string, unknown>;
interface SeatFrame {
  talers: number | null;
  plan: string[];
}

const PHONES = [
  { name: 'Ben', viewport: { width: 390, height: 844 } },
  { name: 'Cleo', viewport: { width: 412, height: 915 } },
  { name: 'Dora', viewport: { width: 360, height: 640 } },
] as const;

/** Every frame the page's WebSockets received, parsed. */
function received(page: Page): Frame[] {
  const frames: Frame[] = [];
  page.on('websocket', (ws: PageSocket) =>
    ws.on('framereceived', ({ payload }) => frames.push(JSON.parse(String(payload)) as Frame)),
  );
  return frames;
}

/** What of a seat's secrets a frame holds while the game runs (its talers, its plan, its own entry). */
function secrets(frame: Frame): string[] {
  if (frame.type !== 'update' && frame.type !== 'snapshot') return [];
  const view = frame.view as { phase: string; guestStack: unknown; seats: SeatFrame[] } | null;
  const found = frame.own ? ['own seat'] : [];
  if (!view || view.phase === 'finished') return found;
  view.seats.forEach((s, i) => {
    if (s.talers !== null) found.push(`seat ${i} talers`);
    if (view.phase === 'planning' && s.plan.length) found.push(`seat ${i} plan`);
  });
  if (typeof view.guestStack !== 'number') found.push('guest stack');
  return found;
}

/** The texts the display shows under 20 px, each with its size and where it is (none: all legible). */
async function smallTexts(page: Page): Promise<string[]> {
  const sizes = await textSizes(page, 'body');
  return sizes.filter((t) => t.px < 20).map((t) => `${t.px}px "${t.text}" in ${t.where}`);
}

describe.runIf(CAN_RUN)('playing at the table', () => {
  let program: Program;
  let browser: Browser;
  beforeAll(async () => {
    program = await startHostProgram(newDataDir('table-mode'));
    browser = await launch([`--host-resolver-rules=MAP ${LAN_NAME} 127.0.0.1`]);
  });
  afterAll(async () => {
    await browser?.close();
    await program?.kill();
  });

  it('opens from the display address `norenberc host` prints', async () => {
    const printed = /the table's display \([^)]*\): (http:\/\/\S+)/.exec(program.stdout())?.[1];
    expect(printed).toBe(`${program.operatorUrl()}#/display`);
    const own = await startHostProgram(newDataDir('table-mode-printed'));
    try {
      const url = /the table's display \([^)]*\): (http:\/\/\S+)/.exec(own.stdout())![1]!;
      const page = await openApp(browser, url, { viewport: { width: 1920, height: 1080 } });
      await page.page.locator('[data-testid=display-lobby]').waitFor();
      expect(await page.page.locator('[data-testid^=display-seat-]').count()).toBe(5);
      await page.context.close();
    } finally {
      await own.kill();
    }
  });

  it('a display and three phones play a whole game; the display stays legible and public', async () => {
    let frames: Frame[] = [];
    const operator = new URL(program.operatorUrl());
    operator.hostname = LAN_NAME;
    const display: AppPage = await openApp(browser, operator.href, {
      viewport: { width: 1920, height: 1080 },
      prepare: async (context) => {
        context.on('page', (page) => (frames = received(page)));
      },
    });
    const displayRequests = new SentRequests();
    display.page.on('websocket', (ws) =>
      ws.on('framesent', ({ payload }) => displayRequests.list.push(JSON.parse(String(payload)) as never)),
    );
    await display.page.click('[data-testid=home-table]');
    await display.page.locator('[data-testid=display-lobby]').waitFor();
    const address = await display.page.locator('[data-testid=display-address]').innerText();
    const code = (await display.page.locator('[data-testid=display-code]').innerText()).replace(/\s/g, '');
    expect(address).toBe(`http://${LAN_NAME}:${program.port}/${code}`);
    expect(code).toBe(program.code());
    // A phone's camera reads the QR code as that address.
    expect(await decodeQr(await display.page.locator('[data-testid=qr-code]').screenshot())).toEqual([
      address,
    ]);
    await shot(display.page, 'table-display-lobby');
    expect(await smallTexts(display.page)).toEqual([]);

    // Each phone opens the QR code's address (the code in it) and joins, its name typed.
    const phones: Player[] = [];
    for (const { name, viewport } of PHONES) {
      const requests = new SentRequests();
      const app = await openApp(browser, address, {
        device: 'phone',
        viewport,
        prepare: async (context) => requests.watch(context),
      });
      const phone: Player = { ...app, name, touch: true, requests };
      await typeInto(phone, '[data-testid=join-name]', name);
      const join = app.page.locator('[data-testid^=table-]').first().locator('[data-testid^=join-]');
      await join.tap();
      await app.page.locator('[data-testid=lobby]').waitFor();
      await display.page.locator('[data-testid^=display-seat-]', { hasText: name }).waitFor();
      phones.push(phone);
    }
    await display.page.selectOption('[data-testid=display-lobby] select', 'easy');
    await display.page.click('[data-testid=display-add-bot]');
    await display.page.locator('[data-testid=display-seat-3]', { hasText: 'Easy bot' }).waitFor();
    await shot(display.page, 'table-display-lobby-full');
    await display.page.click('[data-testid=display-start]');
    await display.page.locator('[data-testid=display-game]').waitFor();
    for (const phone of phones) await phone.page.locator('[data-testid=plan-confirm]').waitFor();
    await shot(display.page, 'table-display-planning');
    expect(await smallTexts(display.page)).toEqual([]);
    // Over the players' VP, what they count: a figure that falls as majorities change hands.
    expect(await display.page.locator('[data-testid=display-vp-head]').innerText()).toBe(
      'VP if the game ended now, talers aside',
    );
    await display.page.setViewportSize({ width: 1280, height: 720 });
    await shot(display.page, 'table-display-planning-720');
    expect(await smallTexts(display.page)).toEqual([]);
    await display.page.setViewportSize({ width: 1920, height: 1080 });

    // A phone shows the whole board one tap away, and skips ahead what the display tells.
    const [ben] = phones as [Player];
    await press(ben, '[data-testid=whole-board]');
    await ben.page.locator('[data-testid=whole-board-sheet] [data-testid^=player-]').first().waitFor();
    await press(ben, '[data-testid=sheet-close]');
    const skips = frames.filter((f) => f.type === 'displayNext').length;
    await press(ben, '[data-testid=display-next]');
    await expect.poll(() => frames.filter((f) => f.type === 'displayNext').length).toBe(skips + 1);

    // The phones play the game to its end; the display tells it, then shows the final scores.
    const ends = await Promise.all(phones.map((p) => play(p.page, { touch: true })));
    expect(ends).toEqual(['final', 'final', 'final']);
    // The phones raced through the game, the display still telling it: Ben closes his scores, skips it
    // ahead to the final scores from his phone's control, as players do (the pacing is tableRounds'),
    // and opens his scores again.
    await press(ben, '[data-testid=scores-close]');
    const scores = display.page.locator('[data-testid=display-scores]');
    await expect
      .poll(
        async () => {
          if (await scores.count()) return true;
          await press(ben, '[data-testid=display-next]');
          return false;
        },
        { timeout: 300_000, interval: 250 },
      )
      .toBe(true);
    await press(ben, '[data-testid=end-scores]');
    await ben.page.locator('[data-testid=final-scores]').waitFor();
    await shot(display.page, 'table-display-scores');
    expect(await smallTexts(display.page)).toEqual([]);

    // The display received the whole game, and nothing only a seat may see.
    expect(frames.filter((f) => f.type === 'update').length).toBeGreaterThan(50);
    expect(frames.flatMap(secrets)).toEqual([]);
    // Every decision came from a phone: the display's page sent none.
    const decisions = (requests: SentRequests) => requests.list.filter((r) => r.type === 'act').length;
    expect(decisions(displayRequests)).toBe(0);
    for (const phone of phones) expect(decisions(phone.requests)).toBeGreaterThan(3);

    // The same page at 1280×720 keeps its text as large.
    await display.page.setViewportSize({ width: 1280, height: 720 });
    await shot(display.page, 'table-display-scores-720');
    expect(await smallTexts(display.page)).toEqual([]);
    await display.page.setViewportSize({ width: 1920, height: 1080 });

    // Ben offers to play again from his phone, the others accept from theirs: the new game starts with
    // the display as its creator again, and every screen goes on to it.
    const first = display.page.url();
    await press(ben, '[data-testid=rematch-offer]');
    for (const phone of phones.slice(1)) await press(phone, '[data-testid=rematch-accept]');
    await display.page.waitForURL((url) => url.href !== first);
    await display.page.locator('[data-testid=display-game]').waitFor();
    for (const phone of phones) await phone.page.locator('[data-testid=plan-confirm]').waitFor();

    // The host restarts on its folder and port: the display and every phone come back to the game.
    const { dataDir, port } = program;
    await program.kill();
    await display.page.locator('[data-testid=connection]', { hasText: 'reconnecting' }).waitFor();
    program = await startHostProgram(dataDir, [], port);
    await display.page.locator('[data-testid=display-players]').waitFor({ timeout: 30_000 });
    await display.page.locator('[data-testid=connection]').waitFor({ state: 'detached', timeout: 30_000 });
    // A new run of the host is a new evening with a new code: the display's corner shows that one, with
    // its address and QR code whole in the window.
    expect(program.code()).not.toBe(code);
    const corner = display.page.locator('[data-testid=display-join-small]');
    await expect
      .poll(async () => (await corner.locator('[data-testid=display-code]').innerText()).replace(/\s/g, ''))
      .toBe(program.code());
    expect(await corner.locator('[data-testid=display-address]').innerText()).toBe(
      `http://${LAN_NAME}:${program.port}/${program.code()}`,
    );
    expect(await decodeQr(await corner.locator('[data-testid=qr-code]').screenshot())).toEqual([
      `http://${LAN_NAME}:${program.port}/${program.code()}`,
    ]);
    // Every phone plans its first turn after the restart; the display shows the plans made.
    const planned = (page: Page) => async () => (await moveCount(page)) >= 4;
    await Promise.all(phones.map((p) => play(p.page, { touch: true, stop: planned(p.page) })));
    await display.page.locator('[data-testid=display-game]:not([data-moves="0"])').waitFor();
    expect(frames.flatMap(secrets)).toEqual([]);
    expect(decisions(displayRequests)).toBe(0);
    // Chromium logs each refused try while the host is down; nothing else may go wrong.
    for (const p of [display, ...phones]) expect(beyondHostGone(p.errors)).toEqual([]);

    // The history holds LAN games of their four players: the display is none of them.
    await program.stop();
    const db = readDatabase(program.dataDir);
    try {
      const match = db
        .prepare('SELECT id, status, lan_host AS lan FROM matches ORDER BY id LIMIT 1')
        .get() as {
        id: number;
        status: string;
        lan: string | null;
      };
      expect(match.status).toBe('finished');
      expect(match.lan).not.toBeNull();
      const seats = db.prepare('SELECT name FROM seats WHERE match_id = ? ORDER BY seat').all(match.id);
      expect(seats).toEqual(['Ben', 'Cleo', 'Dora', 'Easy bot'].map((name) => ({ name })));
    } finally {
      db.close();
    }
  }, 600_000);
});
