// A quick second tap does not land on the next decision, against the real `norenberc start` program
// on a phone: as Ana's turn at a guild comes live, a tap on "Do nothing" in its first moment does
// nothing (the board, the game and the database unchanged), and the same tap a moment later does it.
// Only a finger waits: her keyboard's Enter on the focused button acts at once, as a mouse's click does
// on a desktop. A double tap on the round end's Next reads one step of its story, not two.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DB_FILE } from '../../main/store/database.ts';
import { ARMING_MS } from '../../renderer/ui/arming.ts';
import { moves, openApp, play, startSoloGame } from './driver.ts';
import { newDataDir, startApp } from './programs.ts';
import { appAndBrowser } from './rig.ts';
import { openTouch } from './touch.ts';

const LIVE_TURN = '[data-region=panel]:not([inert]) [data-testid=nothing]';

/** Plays (by `touch` or clicks) to Ana's next turn at a guild, stopping as it comes live. */
async function toNextTurn(page: Page, touch: boolean): Promise<void> {
  const from = Number(await moves(page));
  const reached = await play(page, {
    touch,
    stop: async () => Number(await moves(page)) > from && (await page.locator(LIVE_TURN).count()) > 0,
  });
  expect(reached).toBe('stopped');
}

/**
 * What a reflex did: the moves when the turn came live, whether its input found the panel arming, and
 * whether it came on "Do nothing" (a finger's point within it, or a key with the focus there).
 */
interface Reflex {
  moves: number;
  arming: boolean;
  on: boolean;
}

/**
 * A player's reflex: the next time a turn of Ana's at a guild comes live, `act` is done at once at the
 * centre of its "Do nothing", as fast as a second tap that followed the first (the page calls out as
 * the panel begins arming). `next` resolves once it is done, with what it found.
 */
async function reflexes(
  page: Page,
): Promise<{ next(act: (x: number, y: number) => Promise<void>): Promise<Reflex> }> {
  let pending: ((at: { x: number; y: number; moves: number }) => void) | null = null;
  await page.exposeBinding('armingBegan', (_source, at: { x: number; y: number; moves: number }) => {
    const take = pending;
    pending = null;
    take?.(at);
  });
  await page.evaluate(() => {
    const w = window as unknown as {
      inputs: { arming: boolean; on: boolean }[];
      armingBegan(at: { x: number; y: number; moves: number }): Promise<void>;
    };
    w.inputs = [];
    const arming = (): boolean => document.querySelector('[data-region=panel][data-arming]') !== null;
    const nothing = (): HTMLElement | null =>
      document.querySelector<HTMLElement>('[data-region=panel] [data-testid=nothing]');
    document.addEventListener(
      'pointerdown',
      (e) => {
        const r = nothing()?.getBoundingClientRect();
        const on =
          !!r && e.clientX >= r.left && e.clientX <= r.right && e.clientY >= r.top && e.clientY <= r.bottom;
        w.inputs.push({ arming: arming(), on });
      },
      { capture: true },
    );
    document.addEventListener(
      'keydown',
      () => w.inputs.push({ arming: arming(), on: document.activeElement === nothing() }),
      { capture: true },
    );
    new MutationObserver(() => {
      const nothing = document.querySelector<HTMLElement>(
        '[data-region=panel][data-arming]:not([inert]) [data-testid=nothing]',
      );
      if (!nothing) return;
      const r = nothing.getBoundingClientRect();
      const moves = Number(document.querySelector<HTMLElement>('[data-testid=game]')?.dataset.moves);
      void w.armingBegan({ x: r.x + r.width / 2, y: r.y + r.height / 2, moves });
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-arming'] });
  });
  const lastInput = (): Promise<{ arming: boolean; on: boolean } | undefined> =>
    page.evaluate(() => (window as unknown as { inputs: { arming: boolean; on: boolean }[] }).inputs.at(-1));
  return {
    next: (act) =>
      new Promise<Reflex>((resolve, reject) => {
        pending = ({ x, y, moves }) =>
          void act(x, y)
            .then(lastInput)
            .then((input) => resolve({ moves, arming: !!input?.arming, on: !!input?.on }), reject);
      }),
  };
}

describe('a quick second tap', () => {
  const live = appAndBrowser(() => startApp(newDataDir('retap')));

  /** The actions the program's database holds (of its one game). */
  const storedActions = (): number => {
    const db = new Database(join(live.program.dataDir, DB_FILE), { readonly: true, fileMustExist: true });
    try {
      return (db.prepare('SELECT count(*) AS n FROM actions').get() as { n: number }).n;
    } finally {
      db.close();
    }
  };

  it('on a phone lands on nothing while the next decision comes live; a finger alone waits', async () => {
    const { page, errors } = await openTouch(live.browser, live.program.url, { width: 390, height: 844 });
    await startSoloGame(page, ['easy']);
    const reflex = await reflexes(page);

    let swallowed = false;
    for (let tries = 0; tries < 10 && !swallowed; tries++) {
      const tapped = reflex.next((x, y) => page.touchscreen.tap(x, y));
      await toNextTurn(page, true);
      const { moves: at, arming, on } = await tapped;
      // The finger came after the moment, or beside the button as the panel scrolled: the next turn.
      if (!arming || !on) continue;
      await page.waitForTimeout(ARMING_MS + 300);
      expect(Number(await moves(page))).toBe(at);
      expect(await page.locator(LIVE_TURN).count()).toBe(1);
      expect(storedActions()).toBe(at);
      // The same tap, now: the move is made.
      await page.locator(LIVE_TURN).tap();
      await expect.poll(async () => Number(await moves(page)), { timeout: 15_000 }).toBeGreaterThan(at);
      swallowed = true;
    }
    expect(swallowed).toBe(true);

    // The keyboard acts at once: Enter on "Do nothing" while the panel is arming.
    let pressed = false;
    for (let tries = 0; tries < 10 && !pressed; tries++) {
      const entered = reflex.next(async () => {
        await page.locator(LIVE_TURN).focus();
        await page.keyboard.press('Enter');
      });
      await toNextTurn(page, true);
      const { moves: at, arming, on } = await entered;
      if (!arming || !on) continue;
      await expect.poll(async () => Number(await moves(page)), { timeout: 15_000 }).toBeGreaterThan(at);
      pressed = true;
    }
    expect(pressed).toBe(true);
    expect(errors).toEqual([]);
  });

  it('on a desktop takes a mouse click at once', async () => {
    const { page, errors } = await openApp(live.browser, live.program.url);
    await startSoloGame(page, ['easy']);
    const reflex = await reflexes(page);
    let clicked = false;
    for (let tries = 0; tries < 10 && !clicked; tries++) {
      // Where the button is once the panel is still (a new decision glides into sight on a desktop).
      const click = reflex.next(() => page.locator(LIVE_TURN).click());
      await toNextTurn(page, false);
      const { moves: at, arming, on } = await click;
      if (!arming || !on) continue;
      await expect.poll(async () => Number(await moves(page)), { timeout: 15_000 }).toBeGreaterThan(at);
      clicked = true;
    }
    expect(clicked).toBe(true);
    expect(errors).toEqual([]);
  });

  it('on a phone reads one step of a round end for a double tap on its Next', async () => {
    const { page, errors } = await openTouch(live.browser, live.program.url, { width: 390, height: 844 });
    await startSoloGame(page, ['easy']);
    const story = page.locator('[data-testid=round-end]');
    expect(await play(page, { touch: true, stop: async () => (await story.count()) > 0 })).toBe('stopped');
    const step = (): Promise<number> => story.locator('.progress li.on').count();
    const steps = await story.locator('.progress li').count();
    const next = story.locator('[data-testid=round-end-next]');

    // The page calls out as the story shows its next step, with where its Next is, and times each
    // tap from that moment; a finger that tapped Next taps there again at once.
    let shown: ((at: { x: number; y: number }) => void) | null = null;
    await page.exposeBinding('stepShown', (_source, at: { x: number; y: number }) => {
      const take = shown;
      shown = null;
      take?.(at);
    });
    await page.evaluate(() => {
      const w = window as unknown as {
        stepShown(at: { x: number; y: number }): Promise<void>;
        sinceStep: number[];
      };
      w.sinceStep = [];
      const read = (): number => document.querySelectorAll('[data-testid=round-end] .progress li.on').length;
      let steps = read();
      let at = performance.now();
      document.addEventListener('pointerdown', () => w.sinceStep.push(performance.now() - at), {
        capture: true,
      });
      new MutationObserver(() => {
        if (read() === steps) return;
        steps = read();
        at = performance.now();
        const next = document.querySelector<HTMLElement>('[data-testid=round-end-next]');
        if (!next) return;
        const r = next.getBoundingClientRect();
        void w.stepShown({ x: r.x + r.width / 2, y: r.y + r.height / 2 });
      }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['class'] });
    });

    let doubled = false;
    while (!doubled && (await step()) + 2 < steps) {
      // The step read, its Next live: a double tap.
      await page.waitForTimeout(ARMING_MS + 200);
      const before = await step();
      const again = new Promise<void>((resolve, reject) => {
        shown = ({ x, y }) => void page.touchscreen.tap(x, y).then(resolve, reject);
      });
      await next.tap();
      await again;
      const since = await page.evaluate(() =>
        (window as unknown as { sinceStep: number[] }).sinceStep.at(-1)!,
      );
      await page.waitForTimeout(ARMING_MS + 300);
      // The second tap came after the moment (a busy machine): the next step, which is no skip.
      if (since >= ARMING_MS - 100) continue;
      expect(await step(), `a second tap ${Math.round(since)} ms after the step showed`).toBe(before + 1);
      doubled = true;
    }
    expect(doubled).toBe(true);
    // A tap a moment later reads the next step.
    const now = await step();
    await next.tap();
    await expect.poll(step).toBe(now + 1);
    expect(errors).toEqual([]);
  });
});
