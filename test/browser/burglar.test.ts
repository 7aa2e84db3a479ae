// The Burglar's robbery says what it takes before it is made. In a game where Ana may recruit a Burglar
// with goods to take, the note under the choice names the goods, the victim and the talers the victim is
// paid, as the engine's `burgled` event says them for that robbery.
import { describe, expect, it } from 'vitest';
import { apply, legalActions } from '../../engine/index.ts';
import { messages as en } from '../../languages/en/messages.ts';
import { goodsText } from '../../renderer/view/log.ts';
import { abilityPosition } from '../renderer/games.ts';
import { appUrl, browserAndHost, openApp } from './driver.ts';
import { openGame } from './positions.ts';

describe("the Burglar's robbery", () => {
  // Away seats wait for their players for the whole test, rather than get a stand-in bot that plays on.
  const env = browserAndHost(() => ({ graceMs: 600_000 }));

  it('is told with its goods, its victim and what the victim is paid, as the engine says them', async () => {
    const { page, errors } = await openApp(env.browser, appUrl(env.host), {
      viewport: { width: 1366, height: 768 },
    });
    const position = abilityPosition('victim');
    await openGame(page, env.host, position);
    const back = page.locator('[data-testid=catch-up-done]');
    if (await back.count()) await back.click();
    await page.click('[data-testid=mode-recruit]');
    await page.locator('[data-testid^=window-]', { hasText: en.townsmen.burglar }).first().click();
    const payments = page.locator('input[name=payment]');
    if (await payments.count()) await payments.first().check();
    const victims = page.locator('[data-testid^=victim-]');
    const loot = page.locator('[data-testid=loot]');

    // What the engine's event says of each robbery Ana may make.
    const names = position.state.setup.players.map((p) => p.name);
    const told = new Set(
      legalActions(position.state, 0).flatMap((a) => {
        if (a.type !== 'recruit' || !a.ability || !('victim' in a.ability)) return [];
        const done = apply(position.state, a);
        if (!done.ok) throw new Error(done.error);
        return done.events.flatMap((e) =>
          e.type === 'burgled'
            ? [en.aids.burglarTakes(goodsText(en, e.goods), names[e.victim]!, e.compensation)]
            : [],
        );
      }),
    );
    expect(told.size).toBeGreaterThan(0);

    // Every victim and every loot: the note says that robbery, and no other.
    const shown: string[] = [];
    for (let v = 0; v < (await victims.count()); v++) {
      await victims.nth(v).check();
      for (let l = 0; l < (await loot.count()); l++) {
        await loot.nth(l).check();
        const note = (await page.locator('[data-testid=race-note] li.loot').innerText()).trim();
        const victim = (await victims.nth(v).locator('xpath=..').innerText()).trim();
        const goods = (await loot.nth(l).locator('xpath=..').innerText()).trim().replace(/^.*?: /, '');
        expect(note).toContain(`takes ${goods} from ${victim}, who is paid`);
        shown.push(note);
      }
    }
    expect(new Set(shown)).toEqual(told);
    expect(errors).toEqual([]);
  });
});
