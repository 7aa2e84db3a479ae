// A guest's whole game from a phone at a LAN table, against the real `norenberc host` program: by taps
// only, in Chromium's mobile emulation, held upright at three common sizes and sideways. At every
// decision the guild being acted at stands whole in the window (the house shown, in planning), every
// control of the decision is in a fingertip's reach in the dock (the page never scrolls, the dock
// scrolls inside itself with the decision's confirmation in sight) and at least 44 × 44 px, no text is
// under 11 px, the page never scrolls sideways and no player's name is cut. Between decisions the
// player looks around: the houses, a player's sheet, a tap on a tile that explains it, the hint, and
// the chat with the log (newest first), where the creator's message waits.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { Client } from '../../protocol/client.ts';
import { guestUrl, ownsItsMiddle, play, shot, beyondHostGone } from './driver.ts';
import {
  cutTexts,
  dockProblems,
  fit,
  scrollsSideways,
  smallTargets,
  textSizes,
  unreachable,
} from './legibility.ts';
import { newDataDir, startHostProgram } from './programs.ts';
import { appAndBrowser } from './rig.ts';
import { joinTable, openTouch, tapPlay, type Decision } from './touch.ts';
import { moves } from './driver.ts';

const LEAST_TEXT_PX = 11;
const PHONES = [
  { width: 390, height: 844, bots: 4 },
  { width: 412, height: 915, bots: 2 },
  { width: 360, height: 640, bots: 1 },
  { width: 844, height: 390, bots: 3 },
] as const;

const AIDS = ['[data-testid=hint]', '[data-testid=undo]'];
/** Each decision's confirmation, which the dock keeps in sight, and every other control of it. */
const DOCK = {
  plan: {
    confirm: '[data-testid=plan-confirm]',
    controls: ['[data-testid=pass]', '[data-region=panel] label:has(input[type=checkbox])', ...AIDS],
  },
  act: { confirm: null, controls: ['[data-testid^=mode-]', '[data-testid=nothing]', ...AIDS] },
  recruit: {
    confirm: '[data-testid=recruit-confirm]',
    controls: [
      '[data-testid^=window-]',
      'label:has(input[name=payment])',
      'label:has([data-testid=ability])',
      'label:has([data-testid=to-front])',
      '[data-testid=nothing]',
      ...AIDS,
    ],
  },
} as const;

/** A finger's swipe from right to left across the element `selector` finds (Chromium's touch input). */
async function swipeLeft(page: Page, selector: string): Promise<void> {
  const box = (await page.locator(selector).boundingBox())!;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  const at = (x: number) => [{ x, y }];
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: at(box.x + box.width * 0.8),
  });
  for (let i = 1; i <= 6; i++)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: at(box.x + box.width * (0.8 - i * 0.1)),
    });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** The house shown in the carousel, and a tile of it. */
const SHOWN = '[role=tabpanel]:not([inert]) section.house';

/**
 * A tap on a tile of the house shown pins the explanation the desktop gives on hover and focus; its
 * button closes it, and so does a tap elsewhere.
 */
async function tapTiles(page: Page): Promise<void> {
  const tooltip = page.locator('[data-testid=tooltip]');
  const master = page.locator(`${SHOWN} .facade [data-anchor$=":workshop:0"]:has([data-tile])`);
  await master.tap();
  await tooltip.waitFor();
  expect(await tooltip.innerText()).toContain(await master.getAttribute('aria-description'));
  expect(await smallTargets(page, 44, '[data-testid=tooltip]')).toEqual([]);
  expect((await textSizes(page, '[data-testid=tooltip]')).filter((t) => t.px < LEAST_TEXT_PX)).toEqual([]);
  await page.locator('[data-testid=tooltip-close]').tap();
  await tooltip.waitFor({ state: 'detached' });
  const guest = page.locator(`${SHOWN} .facade [data-anchor*=":lodging:"]:has([data-tile])`).first();
  await guest.tap();
  await tooltip.waitFor();
  expect(await tooltip.innerText()).toContain(await guest.getAttribute('aria-description'));
  // A tap outside the note (on the bar's round, clear of it wherever it is placed) puts it away.
  await page.locator('[data-testid=round]').tap();
  await tooltip.waitFor({ state: 'detached' });
}

/** The room in px between the players' chips (their rings too) and the sign of the house below them. */
function signGap(page: Page): Promise<number> {
  return page.evaluate(() => {
    const sign = document.querySelector(`[role=tabpanel]:not([inert]) section.house .sign`)!;
    const s = sign.getBoundingClientRect();
    let gap = Infinity;
    for (const chip of document.querySelectorAll<HTMLElement>('[data-testid^=chip-]')) {
      const c = chip.getBoundingClientRect();
      const style = getComputedStyle(chip);
      const ring =
        style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
      // Sideways the house stands beside the chips, not below them.
      if (c.left - ring < s.right && c.right + ring > s.left) gap = Math.min(gap, s.top - (c.bottom + ring));
    }
    return gap;
  });
}

/**
 * What a player looks at between decisions: a swipe to the next house (whole in its turn), a tile
 * explained, a player's chip opening their whole area in a sheet, the hint in a sheet of its own, and
 * the chat (open, the creator's message in it, a reply sent) above the log (newest first).
 */
async function lookAround(page: Page, creator: Client, gameId: string): Promise<void> {
  const before = await page.locator(SHOWN).getAttribute('data-anchor');
  await swipeLeft(page, '[role=tabpanel]:not([inert])');
  await expect.poll(() => page.locator(SHOWN).getAttribute('data-anchor')).not.toBe(before);
  expect(await fit(page, SHOWN)).toMatchObject({ inWindow: true, clippedBy: null });
  await page.locator('[role=tab]').first().tap();
  await tapTiles(page);
  // Upright, the house's sign stands clear of the players' chips and their rings; its toggle is whole.
  expect(await signGap(page)).toBeGreaterThanOrEqual(6);
  expect(await fit(page, `${SHOWN} .plan-toggle`)).toMatchObject({ inWindow: true, clippedBy: null });
  // The list of guilds speaks to the player: how many goods of each they have.
  expect(await page.locator('[data-testid^=brief-]').first().innerText()).toMatch(/ · you have \d · /);

  await page.locator('[data-testid^=chip-]').last().tap();
  const area = '[data-testid=seat-sheet] [data-testid^=player-]';
  await page.locator(area).waitFor();
  // The sheet has risen.
  await page
    .locator('[data-testid=seat-sheet]')
    .evaluate((sheet) => Promise.all(sheet.getAnimations().map((a) => a.finished)));
  expect(await fit(page, area)).toMatchObject({ inWindow: true, clippedBy: null });
  expect((await textSizes(page, '[data-testid=seat-sheet]')).filter((t) => t.px < LEAST_TEXT_PX)).toEqual([]);
  await page.locator('[data-testid=sheet-close]').tap();

  await page.locator('[data-testid=hint]').tap();
  const hint = page.locator('[data-testid=hint-panel]');
  // A hint spends its whole budget: more than a minute on a busy machine.
  await hint.locator('[data-testid=hint-choice]').waitFor({ timeout: 120_000 });
  expect((await textSizes(page, '[data-testid=hint-panel]')).filter((t) => t.px < LEAST_TEXT_PX)).toEqual([]);
  // The advice covers the board, never the decision it explains: the plan's buttons stay in sight.
  const advice = (await hint.boundingBox())!;
  for (const button of ['[data-testid=plan-confirm]', '[data-testid=pass]']) {
    const box = (await page.locator(button).boundingBox())!;
    expect(box.y, button).toBeGreaterThanOrEqual(advice.y + advice.height);
    expect(await ownsItsMiddle(page.locator(button)), button).toBe(true);
  }
  await page.locator('[data-testid=hint-close]').tap();
  await hint.waitFor({ state: 'detached' });

  // The creator, at no seat, writes: the bar counts it, and the sheet opens on the chat.
  await creator.request('say', { gameId, content: { kind: 'text', text: 'Tea is ready.' } });
  await page.locator('[data-testid=log-unread]').waitFor();
  await page.locator('[data-testid=open-log]').tap();
  const sheet = page.locator('[data-testid=log-sheet]');
  await sheet.locator('[data-testid=chat-lines] li', { hasText: 'Tea is ready.' }).waitFor();
  expect(await unreachable(page, ['[data-testid=log-sheet] [data-testid=chat-input]'])).toEqual([]);
  await sheet.locator('[data-testid=chat-input]').tap();
  await sheet.locator('[data-testid=chat-input]').pressSequentially('Thank you!');
  await sheet.locator('form button[type=submit]').tap();
  await sheet.locator('[data-testid=chat-lines] li', { hasText: 'Thank you!' }).waitFor();
  const lines = await page.locator('[data-testid=log] li').allInnerTexts();
  // Round 2 opens the log, its lines newest first beneath it; round 1 follows, its end before its start.
  expect(lines[0]).toMatch(/^Round 2 begins/);
  const ended = lines.indexOf('Round 1 is over.');
  expect(ended).toBeGreaterThan(0);
  expect(lines.slice(ended + 1).some((l) => / plans \d cards?\.$/.test(l))).toBe(true);
  await page.locator('[data-testid=sheet-close]').tap();
  await sheet.waitFor({ state: 'detached' });
  expect(await page.locator('[data-testid=log-unread]').count()).toBe(0);
}

describe('a guest plays a whole game from a phone, by taps only', () => {
  const live = appAndBrowser(() => startHostProgram(newDataDir('phone')));
  const creators: Client[] = [];
  afterAll(() => {
    for (const creator of creators) creator.close();
  });

  for (const { width, height, bots } of PHONES)
    it(`at ${width}×${height} with ${bots} easy bots`, { timeout: 240_000 }, async () => {
      const guest = await openTouch(live.browser, guestUrl(live.program), { width, height });
      const { page } = guest;
      const { creator, gameId } = await joinTable(live.program, guest, 'Benedikt', bots);
      creators.push(creator);
      const seen = { decisions: 0, recruits: 0, least: Infinity, house: Infinity };
      let shotTaken = false;
      let looked = false;
      const check = async ({ kind, round, step }: Decision): Promise<void> => {
        const at = `${kind} at step ${step}`;
        const texts = await textSizes(page, 'body');
        seen.least = Math.min(seen.least, texts[0]?.px ?? Infinity);
        expect(texts.filter((t) => t.px < LEAST_TEXT_PX).slice(0, 5), `text under 11 px, ${at}`).toEqual([]);
        expect(await scrollsSideways(page), `the page scrolls sideways, ${at}`).toBe(false);
        expect(await smallTargets(page), `controls under 44 × 44 px, ${at}`).toEqual([]);
        if (kind === 'final') return;
        if (kind === 'recruit') seen.recruits++;
        else seen.decisions++;
        if (!looked && kind === 'plan' && round === 2) {
          await lookAround(page, creator, gameId);
          looked = true;
        }
        // The house being acted at, or in planning the house shown: whole, in the window, cut by nothing.
        const house = kind === 'plan' ? SHOWN : 'section.house.calling';
        expect(await fit(page, house), `the house, ${at}`).toMatchObject({ inWindow: true, clippedBy: null });
        seen.house = Math.min(
          seen.house,
          await page.locator(`${house} .facade`).evaluate((f) => f.getBoundingClientRect().height),
        );
        const { confirm, controls } = DOCK[kind];
        expect(await dockProblems(page, confirm, controls), `the dock, ${at}`).toEqual([]);
        expect(await cutTexts(page, '[data-testid^=chip-] .name'), `names cut, ${at}`).toEqual([]);
        if (!shotTaken && kind === 'act' && round >= 2) {
          await shot(page, `phone-${width}x${height}`);
          shotTaken = true;
        }
      };
      await tapPlay(page, check);
      await shot(page, `phone-${width}x${height}-final`);
      console.log(
        `${width}×${height}: ${seen.decisions} decisions (${seen.recruits} recruits), smallest text ` +
          `${seen.least} px, smallest house facade ${Math.round(seen.house)} px high`,
      );
      expect(seen.decisions).toBeGreaterThan(8);
      expect(seen.recruits).toBeGreaterThan(0);
      expect(shotTaken).toBe(true);
      expect(looked).toBe(true);
      expect(guest.errors).toEqual([]);
      await guest.context.close();
    });
  it(
    'shows each round-end step on the board itself as the dock and the house shown change',
    { timeout: 240_000 },
    async () => {
      const guest = await openTouch(
        live.browser,
        guestUrl(live.program),
        { width: 390, height: 844 },
        'fast',
      );
      const { page } = guest;
      const { creator } = await joinTable(live.program, guest, 'Benedikt', 1);
      creators.push(creator);
      const story = page.locator('[data-testid=round-end]');
      const told = async (): Promise<boolean> => (await story.count()) > 0;
      expect(await play(page, { touch: true, stop: told })).toBe('stopped');
      let taken = 0;
      for (let step = 0; await told(); step++) {
        // The step told, its tokens landed: the board itself shows what they brought, no token lies over it.
        await page.locator('[data-testid=game][data-playing=false]').waitFor();
        if (!(await told())) break;
        expect(await page.locator('.flight-token').count(), `step ${step}`).toBe(0);
        // The favourites' craftsmen have left their houses.
        for (const tiles of await page
          .locator('[data-testid=favourite][data-seat]')
          .evaluateAll((rows) => rows.map((r) => r.dataset.tiles!.split(' '))))
          for (const tile of tiles) {
            expect(await page.locator(`.facade [data-tile="${tile}"]`).count(), tile).toBe(0);
            taken++;
          }
        // Another house turned to, and on to the next step.
        await page
          .locator('[role=tab][aria-selected=false]')
          .nth(step % 2)
          .tap();
        expect(await page.locator('.flight-token').count()).toBe(0);
        await page.locator('[data-testid=round-end-next]').tap();
      }
      expect(taken).toBeGreaterThan(0);
      expect(guest.errors).toEqual([]);
      await guest.context.close();
    },
  );
  it(
    'while the host is away, says so in its layout and keeps every control disabled',
    { timeout: 240_000 },
    async () => {
      const dataDir = newDataDir('phone-outage');
      let away = await startHostProgram(dataDir);
      const guest = await openTouch(live.browser, guestUrl(away), { width: 390, height: 844 });
      const { page } = guest;
      const { creator } = await joinTable(away, guest, 'Benedikt', 2);
      creators.push(creator);
      await page.locator('[data-testid=plan-confirm]').waitFor();
      const before = await moves(page);

      // Ctrl+C, as its operator stops it: the host says it closes, and the game comes back with it.
      expect(await away.stop()).toBe(0);
      await page.locator('[data-testid=connection]', { hasText: 'reconnecting' }).waitFor();
      await page.locator('[data-testid=offline]').waitFor();
      expect(await page.locator('[data-testid=game-gone]').count()).toBe(0);
      const planning = 'input[type=checkbox]';
      const panel = '[data-region=panel]';
      expect(await page.locator('[data-testid=plan-confirm]').isDisabled()).toBe(true);
      expect(await page.locator('[data-testid=pass]').isDisabled()).toBe(true);
      expect(await page.locator(`${panel} ${planning}`).first().isDisabled()).toBe(true);
      // The notice is a line of the layout: every control of the screen stays in sight and uncovered.
      const controls = await page
        .locator('[data-testid=game] button:visible')
        .evaluateAll((all) =>
          all
            .flatMap((b) => (b.closest('[inert]') ? [] : [(b as HTMLElement).dataset.testid ?? '']))
            .filter(Boolean),
        );
      expect(controls.length).toBeGreaterThan(10);
      expect(
        await unreachable(
          page,
          controls.map((id) => `[data-testid="${id}"]`),
        ),
      ).toEqual([]);
      expect(await textSizes(page, 'body').then((t) => t.filter((x) => x.px < LEAST_TEXT_PX))).toEqual([]);
      await shot(page, 'phone-offline');
      // A tap on a disabled control asks nothing of the host, and raises no error.
      await page.locator(`${panel} label:has(${planning})`).first().tap({ force: true });
      await page.locator('[data-testid=plan-confirm]').tap({ force: true });
      expect(await page.locator('[data-testid=error]').count()).toBe(0);

      away = await startHostProgram(dataDir, [], away.port);
      await page.locator('[data-testid=connection]').waitFor({ state: 'detached', timeout: 30_000 });
      expect(await page.locator('[data-testid=offline]').count()).toBe(0);
      await page.locator(`${panel} label:has(${planning}:not(:disabled))`).first().tap();
      await page.locator('[data-testid=plan-confirm]:not([disabled])').tap();
      await page.waitForFunction(
        (prev) => document.querySelector<HTMLElement>('[data-testid=game]')?.dataset.moves !== prev,
        before,
      );
      expect(await page.locator('[data-testid=error]').count()).toBe(0);
      expect(beyondHostGone(guest.errors)).toEqual([]);
      await guest.context.close();
      await away.stop();
    },
  );
});
