// The Peddler recruited in one way only: the panel says which good he will carry, and the goods races
// count that good as the favourites will (4 on him, one fewer in the seat's goods). Ana recruits him in a
// position where that load gives her the sole lead in a race she did not lead; the engine, playing the
// same recruit, says which.
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../languages/en/messages.ts';
import { peddlerPosition } from '../renderer/games.ts';
import { appUrl, browserAndHost, openApp } from './driver.ts';
import { openGame } from './positions.ts';

describe('the Peddler recruited in one way only', () => {
  // Away seats wait for their players for the whole test, rather than get a stand-in bot that plays on.
  const env = browserAndHost(() => ({ graceMs: 600_000 }));

  it('says the good he will carry, and the race it wins, before he is recruited', async () => {
    const { page, errors } = await openApp(env.browser, appUrl(env.host), {
      viewport: { width: 1366, height: 768 },
    });
    const position = peddlerPosition();
    const { window, recruit } = position.found;
    if (recruit.type !== 'recruit' || !recruit.ability || !('good' in recruit.ability))
      throw new Error('not a Peddler');
    // The races the engine says Ana leads alone after the recruit, and did not before.
    const won = position.found.won.map((guild) => en.aids.lead(en.guilds[guild]));
    expect(won.length).toBeGreaterThan(0);

    await openGame(page, env.host, position);
    const back = page.locator('[data-testid=catch-up-done]');
    if (await back.count()) await back.click();
    await page.click('[data-testid=mode-recruit]');
    await page.click(`[data-testid=window-${window}]`);

    await expect
      .poll(() => page.locator('[data-testid=peddler-carries]').innerText())
      .toBe(en.turn.peddlerCarries(en.goods[recruit.ability.good]));
    const note = await page.locator('[data-testid=race-note] li').allInnerTexts();
    for (const sentence of won) expect(note).toContain(sentence);
    // No question about his good is left to answer: the recruit may be sent.
    await expect.poll(() => page.locator('[data-testid=recruit-confirm]').isEnabled()).toBe(true);
    expect(errors).toEqual([]);
  });
});
