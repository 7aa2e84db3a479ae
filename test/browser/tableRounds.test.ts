// A table's display across a whole game, on the real `norenberc host`: with 2 and with 5 players (a
// phone's player, a protocol client over loopback, and bots the display seats), its board keeps its
// size from the first round to the last, as the players' rows of tiles grow: the guild houses as large
// in round 4 as in round 1, no text under 20 px, no name cut (an ellipsis is a cut) and nothing outside
// the window, at 1920×1080 and at 1280×720. And its pace: the game runs ahead of it (it never waits for
// the display), the display tells the public events one after the other in the game's order, each held
// for the room, quicker while it is behind, yet every round's end whole, each step held; a skip from a
// phone moves it on by one, and left alone it tells the rest by itself to the final scores. The display page's clock is the test's to move: a hold ends only when it says.
import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { connect, type Client } from '../../protocol/client.ts';
import { ScriptedPlayer, seededRandom } from '../../tools/loadtest/scriptedPlayer.ts';
import { CAN_RUN, openApp, shot, type AppPage } from './driver.ts';
import { readDisplay, type Reading } from './displayReading.ts';
import { newDataDir, startHostProgram } from './programs.ts';
import { appAndBrowser } from './rig.ts';

const SCREENS = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
] as const;

describe.runIf(CAN_RUN)("a table's display over a whole game", () => {
  const live = appAndBrowser(() => startHostProgram(newDataDir('table-rounds')));
  const clients: Client[] = [];
  afterAll(() => {
    for (const client of clients) client.close();
  });

  /** The display's lobby at 1920×1080, opened from Home, and a phone's player seated first. */
  async function tableWith(name: string): Promise<{ display: AppPage; gameId: string; phone: Client }> {
    const display = await openApp(live.browser, live.program.operatorUrl(), { viewport: SCREENS[0] });
    const { page } = display;
    await page.click('[data-testid=home-table]');
    await page.locator('[data-testid=display-lobby]').waitFor();
    const gameId = decodeURIComponent(page.url().split('/').pop()!);
    const ws = /\(WebSocket (ws:\/\/\S+),/.exec(live.program.stdout())![1]!;
    const phone = await connect(ws, { WebSocket, backoff: { initialMs: 20, maxMs: 200 } });
    clients.push(phone);
    await phone.enter(live.program.code()!);
    await phone.join(gameId, name);
    await page.locator('[data-testid=display-seat-0]', { hasText: name }).waitFor();
    return { display, gameId, phone };
  }

  for (const players of [2, 5]) {
    it(`keeps its board's size and every name whole to the last round, ${players} players`, async () => {
      const { display, gameId, phone } = await tableWith('Maximiliane');
      const { page } = display;
      for (let seat = 1; seat < players; seat++) {
        await page.selectOption('[data-testid=display-lobby] select', seat % 2 ? 'medium' : 'easy');
        await page.click('[data-testid=display-add-bot]');
        await page.locator(`[data-testid=display-seat-${seat}]`, { hasText: 'bot' }).waitFor();
      }
      await page.click('[data-testid=display-start]');
      await page.locator('[data-testid=display-players]').waitFor();

      const readings: Record<string, Reading> = {};
      const measure = async (round: number): Promise<void> => {
        for (const screen of SCREENS) {
          await page.setViewportSize(screen);
          readings[`round ${round} at ${screen.width}`] = await readDisplay(page);
          await shot(page, `table-display-${players}p-round${round}-${screen.width}`);
        }
        await page.setViewportSize(SCREENS[0]);
      };
      await measure(1);

      // The phone plays to the last round's plans and waits there; the display catches up with it.
      const player = new ScriptedPlayer(phone, gameId, {
        random: seededRandom(players + 70),
        shouldAct: (_, view) => view.round < 4,
        thinkMs: () => 5,
      });
      // The room skips ahead from the phone, as players do, until the display has caught up with the
      // last round's plans (the pacing itself is the last test's).
      const heading = page.locator('[data-testid=display-heading]');
      const moves = () => page.locator('[data-testid=display-game]').getAttribute('data-moves');
      await expect
        .poll(
          async () => {
            const view = phone.game(gameId)?.view;
            const there =
              view?.round === 4 &&
              (await heading.innerText()).includes('Round 4') &&
              (await moves()) === String(view.moves);
            if (!there) await phone.request('displayNext', { gameId });
            return there;
          },
          { timeout: 240_000, interval: 250 },
        )
        .toBe(true);
      player.stop();
      await measure(4);

      for (const [when, { house: _, ...reading }] of Object.entries(readings))
        expect({ when, ...reading }).toEqual({ when, small: [], cut: [], outside: [] });
      // The houses keep their size: as large in the last round as in the first (a fifth of the height
      // at least; they were under a tenth by round 4 when the players' areas took the height).
      for (const screen of SCREENS) {
        const first = readings[`round 1 at ${screen.width}`]!.house;
        const last = readings[`round 4 at ${screen.width}`]!.house;
        expect(last.height).toBeGreaterThanOrEqual(first.height - 1);
        expect(last.height).toBeGreaterThan(screen.height * 0.2);
      }
      await display.context.close();
    }, 400_000);
  }

  it('tells a round end of 5 players whole, a long step page by page, at 1920×1080 and at 1280×720', async () => {
    const { display, gameId, phone } = await tableWith('Maximiliane');
    const { page } = display;
    for (let seat = 1; seat < 5; seat++) {
      await page.click('[data-testid=display-add-bot]');
      await page.locator(`[data-testid=display-seat-${seat}]`, { hasText: 'bot' }).waitFor();
    }
    // The page's clock is the test's: the display is looked at each half second of it, while it tells.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.click('[data-testid=display-start]');
    await page.locator('[data-testid=display-players]').waitFor();
    const player = new ScriptedPlayer(phone, gameId, {
      random: seededRandom(65),
      shouldAct: (_, view) => view.round < 3,
      thinkMs: () => 0,
    });

    /** The round end told now, if any: its round and step, and each part of the step, whether whole in sight. */
    const story = () =>
      page.evaluate(() => {
        const box = document.querySelector('[data-testid=display-game] .story');
        const panel = box?.querySelector('[data-testid=round-end]');
        const body = panel?.querySelector('.body');
        if (!box || !panel || !body) return null;
        /** Whether `e` shows whole within the window and the boxes `within`. */
        const whole = (e: Element, within: Element[]) => {
          const r = e.getBoundingClientRect();
          const clip = within.map((w) => w.getBoundingClientRect());
          return (
            getComputedStyle(e).visibility === 'visible' &&
            r.top >= Math.max(0, ...clip.map((c) => c.top)) - 0.5 &&
            r.bottom <= Math.min(innerHeight, ...clip.map((c) => c.bottom)) + 0.5 &&
            r.left >= Math.max(0, ...clip.map((c) => c.left)) - 0.5 &&
            r.right <= Math.min(innerWidth, ...clip.map((c) => c.right)) + 0.5
          );
        };
        const h3 = panel.querySelector('h3')!;
        const step = h3.childNodes[0]!.textContent!.trim();
        const heads = [panel.querySelector('h2')!, h3.childNodes[0]!.parentElement!];
        return {
          round: Number(/\d+/.exec(panel.querySelector('h2')!.textContent!)![0]),
          step,
          page: h3.querySelector('[data-testid=round-end-page]')?.textContent ?? '',
          parts: [
            ...heads.map((e, i) => ({
              text: i ? step : e.textContent!.trim(),
              whole: whole(e, [box]),
              favourite: false,
            })),
            ...[...panel.querySelectorAll<HTMLElement>('.parts > :not(ul), .parts > ul > li')].map((e) => ({
              text: `${step}: ${e.textContent!.replace(/\s+/g, ' ').trim()}`,
              whole: whole(e, [box, body]),
              favourite: e.dataset.testid === 'favourite',
            })),
          ],
        };
      });

    for (const [round, screen] of [
      [1, SCREENS[0]],
      [2, SCREENS[1]],
    ] as const) {
      await page.setViewportSize(screen);
      const parts = new Map<string, boolean>();
      const favourites = new Set<string>();
      const readings: Reading[] = [];
      const pages = new Set<string>();
      for (let i = 0, told = false; i < 2000; i++) {
        // Quicker on to the round's end, which holds its first page far longer.
        await page.clock.runFor(told ? 500 : 1500);
        await new Promise((resolve) => setTimeout(resolve, 30));
        const now = await story();
        if (now?.round !== round) {
          if (told) break;
          continue;
        }
        told = true;
        for (const part of now.parts) {
          parts.set(part.text, (parts.get(part.text) ?? false) || part.whole);
          if (part.favourite) favourites.add(part.text);
        }
        // Each page read once as the room sees it: no text under 20 px.
        if (!pages.has(`${now.step} ${now.page}`)) {
          pages.add(`${now.step} ${now.page}`);
          readings.push(await readDisplay(page));
          await shot(page, `table-display-5p-round${round}-end-${pages.size}-${screen.width}`);
        }
      }
      // Every line of every step was whole in the window and its panel at some moment while held,
      // every guild's favourite among them.
      expect([...parts].filter(([, whole]) => !whole).map(([text]) => text)).toEqual([]);
      expect(favourites.size).toBe(await page.locator('[data-testid=display-game] .facade').count());
      for (const { small } of readings) expect(small).toEqual([]);
    }
    player.stop();
    expect(display.errors).toEqual([]);
    await display.context.close();
  }, 900_000);

  it('holds each public event in order while the game runs ahead, and tells every round end; a phone skips it on', async () => {
    const { display, gameId, phone } = await tableWith('Ben');
    const { page } = display;
    await page.click('[data-testid=display-add-bot]');
    await page.locator('[data-testid=display-seat-1]', { hasText: 'bot' }).waitFor();
    // The page's clock stands still from here: its timers (each hold) fire only as the test moves it.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.click('[data-testid=display-start]');
    await page.locator('[data-testid=display-players]').waitFor();

    // Ben plays the whole game from his phone as fast as it can: the game does not wait for the display.
    const player = new ScriptedPlayer(phone, gameId, { random: seededRandom(91), thinkMs: () => 0 });
    const end = await player.finished;
    expect(end.phase).toBe('finished');

    /**
     * What the display tells now: the board's move count, the words beside it, and the round end's
     * step it tells ("round.step/steps"), if any.
     */
    const shown = () =>
      page.evaluate(() => {
        const game = document.querySelector<HTMLElement>('[data-testid=display-game]')!;
        const words = game.querySelector<HTMLElement>('.told, .story, [data-testid=display-scores] h2');
        const story = game.querySelector('[data-testid=round-end]');
        const number = (s: string | null | undefined) => /\d+/.exec(s ?? '')?.[0];
        const step = story
          ? `${number(story.querySelector('h2')?.textContent)}.${number(story.querySelector('h3')?.textContent)}/${story.querySelectorAll('.progress li').length}`
          : null;
        return { moves: Number(game.dataset.moves), told: words?.innerText ?? '', step };
      });
    type Shown = Awaited<ReturnType<typeof shown>>;
    /**
     * Moves the page's clock on a frame at a time (its tokens land, its frames are drawn), 128 ms at
     * most, a fraction of the shortest hold of a change that is not far behind, until what it tells
     * changes from `from`; returns what it tells then.
     */
    const frames = async (from: Shown | null) => {
      for (let i = 0; i < 8; i++) {
        await page.clock.runFor(16);
        // The page draws what it was told meanwhile.
        await new Promise((resolve) => setTimeout(resolve, 20));
        const now = await shown();
        if (from && JSON.stringify(now) !== JSON.stringify(from)) return now;
      }
      return shown();
    };
    // It still holds the first event; held no longer (the clock moved past the longest hold), it
    // catches up without holding while far behind, to the first round's end, whose first step it holds.
    expect((await frames(null)).moves).toBeLessThan(3);
    await page.clock.runFor(4000);
    let at = await frames(null);
    for (let before = ''; JSON.stringify(at) !== before; at = await frames(null)) before = JSON.stringify(at);
    expect(at.step).toMatch(/^1\.1\//);
    expect(await frames(at)).toEqual(at);

    // Each skip from the phone moves it on to what comes next (a step of the round's end, or an
    // event), in the game's order.
    const seen = [at];
    for (let i = 0; i < 5; i++) {
      await phone.request('displayNext', { gameId });
      const next = await frames(seen.at(-1)!);
      expect(next).not.toEqual(seen.at(-1));
      seen.push(next);
    }
    const moves = seen.map((s) => s.moves);
    expect(moves).toEqual([...moves].sort((a, b) => a - b));
    // Left alone, a hold ends by itself and the display goes on to the final scores, looked at each
    // second of its clock: every round's end told, each of its steps held long enough to be seen,
    // and the final scores after the last round's.
    for (let i = 0; i < 400 && !(await page.locator('[data-testid=display-scores]').count()); i++) {
      await page.clock.runFor(1000);
      seen.push(await frames(null));
    }
    expect(seen.at(-1)).toEqual({ moves: end.moves, told: 'Final scoring', step: null });
    expect(seen.map((s) => s.moves)).toEqual(seen.map((s) => s.moves).sort((a, b) => a - b));
    const steps = [...new Set(seen.flatMap((s) => s.step ?? []))];
    const told = (round: number, count: number) =>
      Array.from({ length: count }, (_, i) => `${round}.${i + 1}/${count}`);
    const count = (round: number) => Number(steps.find((s) => s.startsWith(`${round}.`))?.split('/')[1] ?? 0);
    expect(steps).toEqual([1, 2, 3, 4].flatMap((round) => told(round, Math.max(count(round), 1))));
    expect(display.errors).toEqual([]);
    await display.context.close();
  }, 300_000);
});
