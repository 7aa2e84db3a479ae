// The guided first game against the real `norenberc start` program, at 1024×768, 1366×768 and
// 1920×1080: at every place the guide speaks (each step of the guided round, the opening note of each
// later round, the learner's own turns, the others' turns) its callout lies inside the window and
// covers neither what it points at (the ring) nor the controls its words name: the player's panel, the
// plan toggles on the guild houses, the guild being called (its roof, its lodgings), and on the
// learner's own turns their own seat. Its heading never repeats its title, and at most one Next shows.
// The ring stays on the control a step names until it is used (the plan's guilds, then its confirm;
// pass, then its confirm). The round's end is told in its story, the guide's words on its first page,
// clear of the houses whose tiles move, with one Next. On a phone (390×844, its screen full) each step
// of the guided round rings its element, and the callout leaves it in sight, inside the window, its
// words whole. The learner then plays rounds 2 to 4 themselves (moves chosen among those the screen
// offers), and the final scoring explains its categories, the crest scale and its notation, with no
// callout over it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../languages/en/messages.ts';
import { LESSON_SEAT, LESSON_STEPS, PANEL, lessonRecord } from '../../protocol/lesson/steps.ts';
import { openApp, play, shot } from './driver.ts';
import { atStep, lessonStep, playThrough, ringOff } from './lessonSteps.ts';
import { newDataDir, startApp } from './programs.ts';
import { appAndBrowser } from './rig.ts';

const VIEWPORTS = [
  { width: 1024, height: 768 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];
const PHONE = { width: 390, height: 844 };

/** What the guide must leave in sight, by what its words name at each kind of place. */
function namedControls(step: string): string[] {
  const guided = LESSON_STEPS.find((s) => s.id === step);
  // The decision panel (the round-end story, a panel region too, holds the callout on its own step).
  const always = [`${PANEL}:not([data-testid="round-end"])`, '[data-testid="error"]'];
  // Told in the round-end story (its target), clear of the houses whose tiles move.
  if (guided?.kind === 'story') return [...guided.controls, ...always];
  if (guided) return [...new Set([...guided.target.slice(0, 1), ...guided.controls, ...always])];
  const own = [
    ...always,
    '[data-testid^="plan-"]',
    '.house.calling',
    `[data-testid="player-${LESSON_SEAT}"]`,
  ];
  // The log's newest lines, where the others' moves are told.
  const newest = '[data-testid="log"] > li:nth-last-child(-n+3)';
  // A note opening a round points at nothing: it leaves every player's area and every lodging in sight.
  if (step === 'round') return [...own, newest, '[data-anchor^="seat:"]', '[data-anchor*=":lodging:"]'];
  return [...own, newest];
}

/**
 * What the callout covers, in square pixels, of what it points at (the ring, drawn 4 px around it)
 * and of the controls its step names, and how far it sticks out of the window; one of `names`.
 */
async function covered(
  page: Page,
  selectors: string[],
): Promise<{ covers: number; outside: number; what: string; cut: number }> {
  return page.evaluate((selectors) => {
    const rect = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { x: r.left, y: r.top, width: r.width, height: r.height };
    };
    const callout = document.querySelector('[data-testid=lesson]');
    if (!callout) return { covers: Infinity, outside: Infinity, what: 'no callout', cut: Infinity };
    const c = rect(callout);
    const ring = document.querySelector('.ring');
    const boxes: { what: string; box: ReturnType<typeof rect> }[] = [];
    if (ring) {
      const r = rect(ring);
      boxes.push({ what: 'ring', box: { x: r.x + 4, y: r.y + 4, width: r.width - 8, height: r.height - 8 } });
    }
    for (const s of selectors)
      for (const el of document.querySelectorAll(s))
        if (el.getBoundingClientRect().width > 0) boxes.push({ what: s, box: rect(el) });
    let covers = 0;
    let what = '';
    for (const { what: w, box } of boxes) {
      const x = Math.min(c.x + c.width, box.x + box.width) - Math.max(c.x, box.x);
      const y = Math.min(c.y + c.height, box.y + box.height) - Math.max(c.y, box.y);
      if (x > 0 && y > 0) {
        covers += x * y;
        what += `${w} `;
      }
    }
    const outside = Math.max(
      -c.x,
      -c.y,
      c.x + c.width - window.innerWidth,
      c.y + c.height - window.innerHeight,
    );
    // How much of its words are scrolled out of it.
    const cut = callout.scrollHeight - callout.clientHeight;
    return { covers, outside, what, cut };
  }, selectors);
}

/** A new window size: the layout follows it (a phone's has a dock), then the callout, within a frame. */
async function resize(page: Page, size: { width: number; height: number }): Promise<void> {
  const now = page.viewportSize();
  if (now?.width === size.width && now.height === size.height) return;
  await page.setViewportSize(size);
  await page.locator('[data-testid=dock]').waitFor({ state: size === PHONE ? 'attached' : 'detached' });
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  );
}

/** The buttons that read on (a Next, a story's Continue) in sight. */
async function nextButtons(page: Page): Promise<number> {
  const labels = [en.common.next, en.lesson.next, en.roundEnd.continue];
  return page.evaluate((labels) => {
    const inSight = (el: Element) => {
      const r = el.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      return r.width > 0 && el.contains(document.elementFromPoint(x, y));
    };
    return [...document.querySelectorAll('button')].filter(
      (b) => labels.some((l) => b.textContent!.trim().startsWith(l)) && inSight(b),
    ).length;
  }, labels);
}

/**
 * On a phone upright the screen is full (the bar, the players, one house, the decision): the callout
 * may lie over part of the house or the decision, never over what it points at, and a step of the
 * guided round rings its element; inside the window, its words whole.
 */
async function saneOnPhone(page: Page, name: string, step: string): Promise<void> {
  await resize(page, PHONE);
  const guided = LESSON_STEPS.find((s) => s.id === step);
  const selectors = guided?.kind === 'story' ? namedControls(step) : ['[data-testid="error"]'];
  await expect
    .poll(
      async () => {
        const { covers, what, outside, cut } = await covered(page, selectors);
        return { covers, what, inside: outside <= 1, whole: cut <= 1 };
      },
      { message: `${name} (${step}) on a phone`, timeout: 5000 },
    )
    .toEqual({ covers: 0, what: '', inside: true, whole: true });
  if (guided && guided.kind !== 'story') expect(await page.locator('.ring').count()).toBe(1);
  expect(await nextButtons(page)).toBeLessThanOrEqual(1);
  await shot(page, `guide-phone-${name}`);
}

/**
 * At every viewport: the callout is inside the window and clear of what it must leave in sight, at most
 * one Next in sight (exactly one at the round's end, the story's); on a phone too with `phone`.
 */
async function clearEverywhere(page: Page, name: string, checked: Set<string>, phone = false): Promise<void> {
  const step = await page.locator('[data-testid=lesson]').getAttribute('data-step');
  if (!step) return;
  const story = LESSON_STEPS.find((s) => s.id === step)?.kind === 'story';
  // The window's present size first: one change of size fewer, each a new layout of the whole screen.
  const now = page.viewportSize()!;
  const sizes = [...VIEWPORTS].sort((a, b) => Number(b.width === now.width) - Number(a.width === now.width));
  for (const viewport of sizes) {
    await resize(page, viewport);
    // The callout follows the layout within a frame or two of its change.
    await expect
      .poll(
        async () => {
          const { covers, what, outside } = await covered(page, namedControls(step));
          return { covers, what, inside: outside <= 1 };
        },
        { message: `${name} (${step}) at ${viewport.width}×${viewport.height}`, timeout: 5000 },
      )
      .toEqual({ covers: 0, what: '', inside: true });
    const heading = await page.locator('[data-testid=lesson-heading]').innerText();
    expect(heading).not.toBe(await page.locator('#lesson-title').innerText());
    if (story) expect(await nextButtons(page)).toBe(1);
    else expect(await nextButtons(page)).toBeLessThanOrEqual(1);
    if (viewport.width === 1024) await shot(page, `guide-${name}`);
  }
  if (phone) await saneOnPhone(page, name, step);
  await resize(page, VIEWPORTS[1]!);
  checked.add(step);
}

describe('the guided first game’s guide, against the real program', () => {
  const live = appAndBrowser(() => startApp(newDataDir('lesson-guide')));

  it(
    'never covers what it points at nor the controls it names, at three screen sizes (a phone’s too in the guided round), to the final scoring',
    { timeout: 900_000 },
    async () => {
      const { page, context, errors } = await openApp(live.browser, live.program.url, {
        viewport: VIEWPORTS[1],
      });
      await page.click('[data-testid=lesson-offer-start]');
      const checked = new Set<string>();

      // The guided round, step by step.
      for (const id of [
        'welcome',
        'plan',
        'buy',
        'called',
        'craftsman',
        'townsman',
        'sell',
        'pass',
      ] as const) {
        const s = lessonStep(id);
        await atStep(page, id);
        await page.locator('[data-testid=game][data-playing=false]').waitFor();
        await clearEverywhere(page, id, checked, true);
        if (id === 'plan') {
          // The ring moves from guild to guild as they are chosen (on a phone, whose houses show one at a
          // time, to the next in the panel's list), then onto the button that confirms.
          const action = lessonRecord.actions[s.at]!;
          if (action.type !== 'plan') throw new Error('the lesson begins with a plan');
          for (const [i, g] of action.guilds.entries()) {
            await page.click(`[data-testid=plan-${g}][aria-pressed=false]`);
            const next = action.guilds[i + 1];
            if (i > 0 || !next) continue;
            await expect.poll(() => ringOff(page, `[data-testid=plan-${next}]`)).toBeLessThan(2);
            await resize(page, PHONE);
            await expect.poll(() => ringOff(page, `[data-testid=plan-choice-${next}]`)).toBeLessThan(2);
            await resize(page, VIEWPORTS[1]!);
          }
          await clearEverywhere(page, 'plan-confirm', checked, true);
          await expect.poll(() => ringOff(page, '[data-testid=plan-confirm]')).toBeLessThan(2);
          expect(await page.locator('[data-testid=lesson-text]').innerText()).toContain(
            en.planning.confirm(4),
          );
          await page.click('[data-testid=plan-confirm]');
          continue;
        }
        if (id === 'pass') {
          // Pass asks to be confirmed: the ring goes on to its Confirm, clear of the callout, and stays
          // there whatever the screen's size (a phone's layout is another: the pass is asked there anew).
          await expect.poll(() => ringOff(page, '[data-testid=pass]')).toBeLessThan(2);
          for (const sizes of [[PHONE], VIEWPORTS]) {
            await resize(page, sizes[0]!);
            await page.click('[data-testid=pass]');
            for (const viewport of sizes) {
              await resize(page, viewport);
              await expect
                .poll(() => ringOff(page, '[data-testid=pass-confirm]'), {
                  message: `the ring at ${viewport.width}×${viewport.height}`,
                })
                .toBeLessThan(2);
            }
          }
          await clearEverywhere(page, 'pass-confirm', checked);
          await page.click('[data-testid=pass-confirm]');
          continue;
        }
        if (s.kind === 'note') await page.click('[data-testid=lesson-next]');
        else await playThrough(page, en, lessonRecord.actions[s.at]!);
      }
      // The round's end: told in its story, the guide's words on its first page; its Next the one way on.
      await atStep(page, 'roundEnd');
      expect(await page.locator('[data-testid=round-end] [data-testid=lesson]').count()).toBe(1);
      await clearEverywhere(page, 'roundEnd', checked, true);
      await page.click('[data-testid=round-end-next]');
      await page.locator('[data-testid=lesson]').waitFor({ state: 'detached' });
      await page.click('[data-testid=round-end-skip]');

      // Rounds 2 to 4: the learner's own moves; the guide is checked wherever it stands.
      let seen = '';
      const result = await play(page, {
        stop: async () => {
          const step = await page
            .locator('[data-testid=lesson]')
            .getAttribute('data-step')
            .catch(() => null);
          const moves = await page.locator('[data-testid=game]').getAttribute('data-moves');
          if (step && `${step}:${moves}` !== seen) {
            seen = `${step}:${moves}`;
            const round = await page.locator('[data-testid=lesson-heading]').innerText();
            const title = await page.locator('#lesson-title').innerText();
            const name = `${step}-${round.replace(/\D+/g, '')}-${title.replace(/\W+/g, '-')}`;
            if (!checked.has(name)) {
              await clearEverywhere(page, name, checked);
              checked.add(name);
            }
            if (step === 'round') await page.click('[data-testid=lesson-next]');
          }
          return false;
        },
      });
      expect(result).toBe('final');
      for (const kind of ['round', 'own', 'watch']) expect(checked).toContain(kind);

      // The final scoring explains itself: no callout over it.
      await page.locator('[data-testid=final-scores]').waitFor();
      expect(await page.locator('[data-testid=lesson]').count()).toBe(0);
      const help = page.locator('[data-testid=score-help]');
      expect(await help.getAttribute('open')).not.toBeNull();
      expect(await page.locator('[data-testid=score-help-crests]').innerText()).toContain(
        '7 or more → 20 VP',
      );
      expect(await page.locator('[data-testid=score-help-notation]').innerText()).toMatch(
        /“\d+ \(\d+\) · 3rd · 1 VP”/,
      );
      await page.locator('[data-testid=lesson-result]').waitFor();
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await help.scrollIntoViewIfNeeded();
        if (viewport.width === 1024) await shot(page, 'guide-scoring');
      }
      await page.click('[data-testid=lesson-finish]');
      await page.locator('[data-testid=home-new]').waitFor();
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
