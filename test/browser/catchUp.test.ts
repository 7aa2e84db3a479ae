// What a player missed, against the app as it ships (`norenberc start --browser`): Ana passes in the
// first planning of a solo game and is gone at once (her page hears nothing more from then on, then
// closes) while the two bots play the round to its end; she comes back from Home in the next round's
// planning and is told what each bot did and the end of round 1, step by step. Then she plays the
// second round watching it: nothing is told again. A round end that a page out of sight tells when
// it comes back is not told a second time by the account of what was missed. The browser remembers
// what it showed: a reload after moves watched live tells nothing, nor does a game continued from
// Home after its catch-up was read.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { moves, openApp, play, shot, startSoloGame } from './driver.ts';
import { newDataDir, startApp } from './programs.ts';
import { journeyRig } from './rig.ts';

const rig = journeyRig();

/**
 * The page's first pass cuts it off from the host: the host's messages after it are held back (the
 * player is gone), and the round each of them shows is noted.
 */
async function goneAfterPassing(context: BrowserContext, rounds: number[]): Promise<void> {
  let armed = true;
  await context.routeWebSocket(/.*/, (ws) => {
    const host = ws.connectToServer();
    let gone = false;
    ws.onMessage((frame) => {
      host.send(frame);
      if (armed && typeof frame === 'string' && /"type":"act".*"type":"pass"/.test(frame)) {
        armed = false;
        gone = true;
      }
    });
    host.onMessage((frame) => {
      if (!gone) return ws.send(frame);
      const m = JSON.parse(String(frame)) as { view?: { round?: number; phase?: string } | null };
      if (m.view?.round && m.view.phase === 'planning') rounds.push(m.view.round);
    });
  });
}

/** Pretends the page goes out of sight or comes back into it. */
const sight = (page: Page, state: 'hidden' | 'visible'): Promise<void> =>
  page.evaluate((s) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);

const atDecision = async (page: Page): Promise<boolean> =>
  (await page
    .locator('[data-testid=game][data-playing=false] :is([data-testid=nothing], [data-testid=plan-confirm])')
    .count()) > 0;

/** Ana's decision is on the board, and whatever the page would tell on its coming has had its frames. */
async function decisionShown(page: Page): Promise<void> {
  await page
    .locator(
      '[data-testid=game][data-playing=false] :is([data-testid=nothing], [data-testid=plan-confirm], [data-testid=catch-up])',
    )
    .first()
    .waitFor();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

describe('coming back to a game', () => {
  it('tells what the others did and the round end missed, and nothing when the game was watched', async () => {
    const program = await rig.program(startApp(newDataDir('catch-up')));
    const browser = await rig.browser();
    const heldRounds: number[] = [];
    const { page, context, errors } = await openApp(browser, program.url, {
      prepare: (c) => goneAfterPassing(c, heldRounds),
    });
    await startSoloGame(page, ['easy', 'easy']);

    // Ana passes for round 1, and is gone until the bots have played it to the end.
    await page.click('[data-testid=pass]');
    await page.click('[data-testid=pass-confirm]');
    await expect.poll(() => heldRounds.includes(2), { timeout: 60_000 }).toBe(true);
    await page.close();

    const again = await context.newPage();
    again.on('pageerror', (e) => errors.push(e.message));
    await again.goto(program.url);
    await again.click('[data-testid=continue]');
    const catchUp = again.locator('[data-testid=catch-up]');
    await catchUp.waitFor();
    await shot(again, 'catch-up');
    // Each bot's moves of round 1, under its name, before the round's story; Ana did nothing meanwhile.
    const groups = await catchUp
      .locator(':not([data-testid=catch-up-later]) > [data-testid=catch-up-group] h3')
      .allInnerTexts();
    expect(groups.filter((g) => /bot/i.test(g)).length).toBe(2);
    expect(groups.join()).not.toContain('Ana');
    expect(await catchUp.innerText()).toMatch(/buys|sells|recruits|does nothing/);
    // The end of round 1, told again step by step.
    const story = catchUp.locator('[data-testid=round-end]');
    expect(await story.locator('h2').innerText()).toBe('End of round 1');
    const steps: string[] = [];
    while (await story.count()) {
      steps.push(await story.locator('h3').innerText());
      await story.locator('[data-testid=round-end-next]').click();
    }
    expect(steps[0]).toMatch(/favourites/);
    expect(steps.length).toBeGreaterThanOrEqual(5);
    await again.click('[data-testid=catch-up-done]');
    await again.locator('[data-testid=plan-confirm]').waitFor();
    expect(await catchUp.count()).toBe(0);

    // Round 2, watched as it is played: nothing to tell when Ana's turns come.
    let told = 0;
    let roundOver = false;
    await play(again, {
      stop: async () => roundOver,
      onCatchUp: async () => {
        told++;
      },
      onRoundEnd: async () => {
        roundOver = true;
      },
    });
    expect(roundOver).toBe(true);
    expect(told).toBe(0);
    expect(errors).toEqual([]);
  });

  it('tells a round end once, when the page out of sight meanwhile tells it on its return', async () => {
    const app = await startApp(newDataDir('catch-up-hidden'));
    const browser = await rig.browser();
    try {
      const { page, errors } = await openApp(browser, app.url);
      const sight = (state: 'hidden' | 'visible') =>
        page.evaluate((s) => {
          Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s });
          document.dispatchEvent(new Event('visibilitychange'));
        }, state);
      await startSoloGame(page, ['easy']);
      await page.click('[data-testid=pass]');
      await page.click('[data-testid=pass-confirm]');
      // Out of sight while the bot plays the round to its end; back when its end waits to be told.
      await sight('hidden');
      const story = page.locator('[data-testid=round-end]');
      await story.waitFor({ timeout: 60_000 });
      await sight('visible');
      while (await story.count()) await story.locator('[data-testid=round-end-next]').click();
      await page.locator('[data-testid=plan-confirm], [data-testid=catch-up]').first().waitFor();
      // What the bot did may be told; the round end, read just now, is not told again.
      expect(await page.locator('[data-testid=catch-up] [data-testid=round-end]').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await app.kill();
    }
  });

  it('tells nothing again after a reload of moves watched live, nor on a game continued after its catch-up', async () => {
    const app = await startApp(newDataDir('catch-up-kept'));
    const browser = await rig.browser();
    try {
      const { page, errors } = await openApp(browser, app.url);
      await startSoloGame(page, ['easy', 'easy']);
      // Ana plays, watching, until a decision of hers comes after the bots have moved since her last.
      let mine: number | null = null;
      let told = 0;
      const afterBots = async (): Promise<boolean> => {
        if (!(await atDecision(page))) return false;
        const now = Number(await moves(page));
        if (mine !== null && now - mine >= 2) return true;
        mine = now;
        return false;
      };
      expect(await play(page, { stop: afterBots, onCatchUp: async () => void told++ })).toBe('stopped');
      expect(told).toBe(0);
      const at = await moves(page);
      await page.reload();
      await page.locator(`[data-testid=game][data-moves="${at}"]`).waitFor();
      await decisionShown(page);
      expect(await page.locator('[data-testid=catch-up]').count()).toBe(0);

      // Out of sight while Ana decides and the bots move; back in sight at her next decision, which
      // tells what they did (tried again when nothing was told: the bots did not move in between).
      const catchUp = page.locator('[data-testid=catch-up]');
      for (let tries = 0; tries < 20 && !(await catchUp.count()); tries++) {
        await sight(page, 'hidden');
        const from = Number(await moves(page));
        const next = async (): Promise<boolean> =>
          (await atDecision(page)) && Number(await moves(page)) > from;
        expect(await play(page, { stop: next })).toBe('stopped');
        await sight(page, 'visible');
        await decisionShown(page);
      }
      expect(await catchUp.count()).toBe(1);
      await page.click('[data-testid=catch-up-done]');
      const left = await moves(page);
      await page.click('[data-testid=leave]');
      await page.click('[data-testid=leave-confirm]');
      await page.click('[data-testid=continue]');
      await page.locator(`[data-testid=game][data-moves="${left}"]`).waitFor();
      await decisionShown(page);
      expect(await catchUp.count()).toBe(0);
      // Nor after a reload.
      await page.reload();
      await page.locator(`[data-testid=game][data-moves="${left}"]`).waitFor();
      await decisionShown(page);
      expect(await catchUp.count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await app.kill();
    }
  });
});
