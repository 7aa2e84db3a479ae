// Every screen in each language, on the app as `norenberc start` serves it: no phrase of the English
// catalogue shows where the reader chose French, Italian or German (a screen that forgot a word, or a
// name made up in English), from Home through a game to its final scores and the history.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BOT_LEVELS } from '../../engine/bots/index.ts';
import { LANGUAGES } from '../../languages/languages.ts';
import { messages as english } from '../../languages/en/messages.ts';
import { openApp, play, startSoloGame } from './driver.ts';
import { newDataDir, startApp } from './programs.ts';
import { appAndBrowser } from './rig.ts';

/** The English catalogue's phrases of two words or more (its functions aside: they take the names). */
function phrases(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    if (/\S\s+\S/.test(value.trim())) found.add(value.trim());
  } else if (value && typeof value === 'object') for (const v of Object.values(value)) phrases(v, found);
  return found;
}

/** The catalogue's phrases, and the bots' names as English says them ("Medium bot"). */
const ENGLISH = [...phrases(english), ...BOT_LEVELS.map((level) => english.common.bot(level))];

/** The English phrases the page shows. */
async function englishOn(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return ENGLISH.filter((p) => text.includes(p));
}

const SCREENS = ['home', 'new', 'host', 'join', 'rules', 'settings', 'history', 'stats'] as const;

describe('every screen in the reader’s language', () => {
  const live = appAndBrowser(() => startApp(newDataDir('every-language')));

  it('finds the English it looks for in English', async () => {
    const { page, context } = await openApp(live.browser, live.program.url, { language: 'en' });
    await page.locator('[data-testid=home-new]').waitFor();
    expect((await englishOn(page)).length).toBeGreaterThan(3);
    await context.close();
  });

  for (const language of LANGUAGES.filter((l) => l !== 'en'))
    it(`shows no English in ${language}, from Home through a game to the history`, async () => {
      const { page, context, errors } = await openApp(live.browser, live.program.url, { language });
      const seen: Record<string, string[]> = {};
      for (const screen of SCREENS) {
        await page.goto(`${live.program.url}#/${screen}`);
        await page.locator('main, [data-testid]').first().waitFor();
        await page.waitForLoadState('networkidle');
        seen[screen] = await englishOn(page);
      }
      await page.goto(`${live.program.url}#/home`);
      await startSoloGame(page, ['easy', 'easy'], 'Ana');
      await page.locator('[data-testid=plan-confirm]').waitFor();
      seen.game = await englishOn(page);
      expect(await play(page)).toBe('final');
      seen.scores = await englishOn(page);
      await page.goto(`${live.program.url}#/history`);
      await page.locator('[data-testid=match]').first().waitFor();
      seen.played = await englishOn(page);
      expect(Object.entries(seen).filter(([, found]) => found.length)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
});
