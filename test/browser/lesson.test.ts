// The guided first game in Chromium, in every language: started from Home (its first-start offer or
// its menu) and from Rules, restarted, each step's words by the element it rings, the keyboard (Enter,
// Esc), a wrong move refused in the step's own words, the guided round played through the interface
// (its end told in the round-end story, the guide's words on its first page), the opening note of
// each later round (here the learner passes them), and the final scoring with its explanation. (The
// callout's place at every step: lessonGuide.test.ts.)
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Messages } from '../../languages/en/messages.ts';
import { LANGUAGES } from '../../languages/languages.ts';
import { byLanguage } from '../../renderer/i18n/folders.ts';
import { refusalWords, stepWords } from '../../renderer/view/lesson.ts';
import { lessonRecord, type StepId } from '../../protocol/lesson/steps.ts';
import { appUrl, browserAndHost, openApp, shot } from './driver.ts';
import { atStep, lessonStep as step, playThrough, ringOff } from './lessonSteps.ts';

/** Where each language's lesson is started, and in what window: the languages take these in turn. */
const WAYS = [
  { from: 'offer', viewport: { width: 1280, height: 720 } },
  { from: 'home', viewport: { width: 820, height: 700 } },
  { from: 'rules', viewport: { width: 1440, height: 900 } },
  { from: 'home', viewport: { width: 1024, height: 768 } },
] as const;
const CATALOGUES = byLanguage(
  import.meta.glob<Messages>('../../languages/*/messages.ts', { eager: true, import: 'messages' }),
  'messages.ts',
);
const PLAYED = LANGUAGES.map((language, i) => ({
  language,
  m: CATALOGUES[language],
  ...WAYS[i % WAYS.length]!,
}));

/** The callout says the step's words, and lies inside the window. */
async function saysStep(page: Page, m: Messages, id: StepId): Promise<void> {
  await atStep(page, id);
  expect(await page.locator('[data-testid=lesson-text]').innerText()).toBe(stepWords(m, step(id)).text);
  // It settles within a frame or two of its words changing (its size) or the board scrolling.
  const size = page.viewportSize()!;
  const outside = async () => {
    const box = await page.locator('[data-testid=lesson]').boundingBox();
    if (!box) return Infinity;
    return Math.max(-box.x, -box.y, box.x + box.width - size.width, box.y + box.height - size.height);
  };
  await expect.poll(outside).toBeLessThanOrEqual(1);
}

describe('the guided first game in the browser', () => {
  // The others move without the pause a learner follows them by: their pace is not what is checked here.
  const env = browserAndHost(() => ({ lessonPaceMs: 5 }));

  for (const { language, m, from, viewport } of PLAYED) {
    it(`is played to its end in ${language}, and refuses a wrong move in the step's words`, async () => {
      const url = appUrl(env.host, from === 'rules' ? '#/rules' : '#/');
      const { page, context, errors } = await openApp(env.browser, url, { language, viewport });
      if (from === 'offer') await page.click('[data-testid=lesson-offer-start]');
      else await page.click(`[data-testid=${from}-lesson]`);

      // The welcome note: Enter reads on (its Next has the focus); Esc hides the guide, which comes back.
      await saysStep(page, m, 'welcome');
      const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
      await expect.poll(focused).toBe('lesson-next');
      await page.keyboard.press('Escape');
      await expect.poll(focused).toBe('lesson-show');
      await page.keyboard.press('Enter');
      await expect.poll(focused).toBe('lesson-next');
      await page.keyboard.press('Enter');

      // Restarting makes a new lesson, from its first step.
      if (language === 'de') {
        await saysStep(page, m, 'plan');
        const first = page.url();
        await page.click('[data-testid=lesson-restart]');
        await saysStep(page, m, 'welcome');
        expect(page.url()).not.toBe(first);
        await page.click('[data-testid=lesson-next]');
      }

      // Planning: a plan other than the lesson's is refused in the step's own words, and nothing changes.
      await saysStep(page, m, 'plan');
      await page.locator('.ring').waitFor();
      const plan = lessonRecord.actions[step('plan').at]!;
      if (plan.type !== 'plan') throw new Error('the lesson begins with a plan');
      await page.click(`[data-testid=plan-${plan.guilds[0]}]`);
      await page.click('[data-testid=plan-confirm]');
      expect(await page.locator('[data-testid=error] p').innerText()).toBe(refusalWords(m, 'plan'));
      expect(await page.locator('[data-testid=game]').getAttribute('data-moves')).toBe('0');
      await page.click('[data-testid=error] button');
      await page.click(`[data-testid=plan-${plan.guilds[0]}]`);
      // So is a pass; its question closes with the refusal, leaving the error and the Pass button.
      await page.click('[data-testid=pass]');
      await page.click('[data-testid=pass-confirm]');
      expect(await page.locator('[data-testid=error] p').innerText()).toBe(refusalWords(m, 'plan'));
      expect(await page.locator('[data-testid=pass-confirm]').count()).toBe(0);
      expect(await page.locator('[data-testid=pass]').isVisible()).toBe(true);
      await page.click('[data-testid=error] button');

      for (const id of ['plan', 'buy', 'called', 'craftsman', 'townsman', 'sell', 'pass'] as const) {
        const s = step(id);
        await saysStep(page, m, id);
        if (s.kind === 'note') {
          await page.click('[data-testid=lesson-next]');
          continue;
        }
        // The ring is around the element the step speaks of (for the plan: the next guild to choose).
        await expect.poll(() => ringOff(page, s.target[0]!)).toBeLessThan(2);
        if (language === 'fr' && id === 'craftsman') await shot(page, 'lesson-narrow-fr');
        if (id === 'buy') {
          await page.click('[data-testid=nothing]');
          expect(await page.locator('[data-testid=error] p').innerText()).toBe(refusalWords(m, 'buy'));
          if (language === 'en') await shot(page, 'lesson-refused');
          await page.click('[data-testid=error] button');
        }
        await playThrough(page, m, lessonRecord.actions[s.at]!);
      }
      if (language === 'en') await shot(page, 'lesson-pass');

      // The round's end: its note in the story's first page, read on by the story's own Next.
      await saysStep(page, m, 'roundEnd');
      expect(await page.locator('[data-testid=round-end] [data-testid=lesson]').count()).toBe(1);
      expect(await page.locator('[data-testid=lesson-next]').count()).toBe(0);
      // Its Next is the one way on: no Skip while the guide speaks.
      expect(await page.locator('[data-testid=round-end-skip]').count()).toBe(0);
      if (language === 'en') await shot(page, 'lesson-round-end');
      await page.click('[data-testid=round-end-next]');
      await page.locator('[data-testid=lesson]').waitFor({ state: 'detached' });
      await page.click('[data-testid=round-end-skip]');

      // Rounds 2 to 4 are the learner's own, each opened by a note (here the learner passes them).
      for (let round = 2; round <= 4; round++) {
        await atStep(page, 'round');
        expect(await page.locator('[data-testid=lesson-heading]').innerText()).toContain(
          m.lesson.roundOf(round),
        );
        if (round === 2) {
          expect(await page.locator('#lesson-title').innerText()).toBe(m.lesson.rounds.own.title);
          if (language === 'en') await shot(page, 'lesson-round-2');
        }
        await page.click('[data-testid=lesson-next]');
        await atStep(page, 'own');
        expect(await page.locator('#lesson-title').innerText()).toBe(m.lesson.own.planTitle);
        await page.locator('[data-testid=hint]').waitFor();
        await page.click('[data-testid=pass]');
        await page.click('[data-testid=pass-confirm]');
        await page.locator('[data-testid=round-end]').waitFor({ timeout: 60_000 });
        await page.click('[data-testid=round-end-skip]');
      }

      // The final scoring explains itself, open, and ends the lesson.
      await page.locator('[data-testid=final-scores]').waitFor();
      expect(await page.locator('[data-testid=lesson]').count()).toBe(0);
      expect(await page.locator('[data-testid=score-help]').getAttribute('open')).not.toBeNull();
      expect(await page.locator('[data-testid=score-help-crests]').innerText()).toContain(
        m.scoreHelp.crestStep(7, 20, true),
      );
      if (language === 'en') await shot(page, 'lesson-scoring');
      await page.click('[data-testid=lesson-finish]');
      await page.locator('[data-testid=home-new]').waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('goes home quietly when the learner leaves it, restarted or not, keeping nothing of it', async () => {
    const { page, context, errors } = await openApp(env.browser, appUrl(env.host, '#/'), {
      viewport: { width: 1366, height: 768 },
    });
    await page.click('[data-testid=home-lesson]');
    await saysStep(page, CATALOGUES.en, 'welcome');
    await page.click('[data-testid=lesson-restart]');
    await saysStep(page, CATALOGUES.en, 'welcome');
    const lesson = /#\/table\/([^/?]+)/.exec(page.url())![1]!;
    await page.click('[data-testid=lesson-leave]');
    await page.locator('[data-testid=home-new]').waitFor();
    // Nothing of the lesson is kept: the host never lists one, so a token kept to it would make Home
    // name it "over, or no longer on this host" once the host's list of tables came (a table closed).
    const kept = () => page.evaluate(() => localStorage.getItem('norenberc.tokens') ?? '');
    await expect.poll(kept).not.toContain(lesson);
    expect(await page.locator('[data-testid=gone-tables]').count()).toBe(0);
    // Nor later, with the host's list of tables come again (a game of the household's is listed).
    await page.click('[data-testid=home-new]');
    await page.click('[data-testid=start-game]');
    await page.locator('[data-testid=plan-confirm]').waitFor();
    await page.goto(appUrl(env.host, '#/'));
    await page.locator('[data-testid=unfinished-game]').waitFor();
    expect(await page.locator('[data-testid=gone-tables]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
