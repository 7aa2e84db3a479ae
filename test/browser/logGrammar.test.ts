// The game log in Italian and French as a player reads it (`norenberc start --browser`): a first round
// of five players (every guild in play), Ana planning the Printers and the Brewers (so that both are
// called, whatever the bots plan) and passing after, told with the articles and prepositions each
// guild's name asks for ("gli Stampatori", "degli Stampatori"; "les Imprimeurs", "des Imprimeurs"), and
// never the forms a newcomer saw ("dei Stampatori", "de les").
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp, play, send, startSoloGame } from './driver.ts';
import { newDataDir, startApp } from './programs.ts';
import { journeyRig } from './rig.ts';

const rig = journeyRig();

/** The log's lines once the first round is over, Ana planning the Printers and the Brewers. */
async function firstRound(page: Page): Promise<string[]> {
  await startSoloGame(page, ['easy', 'easy', 'easy', 'easy']);
  await page.locator('[data-testid=plan-confirm]').waitFor();
  await page.click('[data-testid=plan-printers]');
  await page.click('[data-testid=plan-brewers]');
  // Sent and answered before the player goes on: the panel is busy with it meanwhile.
  await send(page, (button) => button.click(), '[data-testid=plan-confirm]');
  let over = false;
  await play(page, {
    pass: async () => true,
    stop: async () => over,
    onRoundEnd: async () => void (over = true),
  });
  return page.locator('[data-testid=log] li').allInnerTexts();
}

describe('the game log', () => {
  it('names the guilds with the articles Italian and French ask for', async () => {
    const program = await rig.program(startApp(newDataDir('log-grammar')));
    const browser = await rig.browser();
    for (const [language, lines, wrong] of [
      [
        'it',
        [
          /^Vengono chiamati gli Stampatori: .+\.$/,
          /^(.+ è il favorito degli Stampatori con \d+ merc[ei]|Nessuno ha merci degli Stampatori: .+)\.$/,
          /^Gli alloggi degli Stampatori vengono riempiti \(.+\)\.$/,
          /^Vengono chiamati i Birrai: .+\.$/,
        ],
        /\b(i|I|dei|ai|dai|Dai|nei) Stampatori\b|\b(gli|degli|agli|dagli) Birrai\b/,
      ],
      [
        'fr',
        [
          /^Les Imprimeurs sont appelés\u202f: .+\.$/,
          /^Les chambres des Imprimeurs sont complétées \(.+\)\.$/,
          /^(La faveur des Imprimeurs va à .+, avec \d+ marchandises?|Personne n’a de marchandise des Imprimeurs\u202f: .+)\.$/,
        ],
        /\b(de|à) les?\b|\bde [AEIOUÉ]/,
      ],
    ] as const) {
      const { page, context, errors } = await openApp(browser, program.url, { language });
      const log = await firstRound(page);
      for (const line of lines)
        expect(
          log.some((l) => line.test(l)),
          `${language}: ${line}`,
        ).toBe(true);
      expect(
        log.filter((l) => wrong.test(l)),
        language,
      ).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
