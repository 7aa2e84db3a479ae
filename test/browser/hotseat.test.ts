// Three players on one screen: the hand-off hides each player's money and plans from the next.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appUrl, browserAndHost, openApp, play, shot, type AppPage } from './driver.ts';

const NAMES = ['Ana', 'Ben', 'Cleo'];

/** The talers each player area shows. */
async function talers(page: Page, seats = 3): Promise<string[]> {
  const all = Array.from({ length: seats }, (_, seat) => seat);
  return Promise.all(all.map((seat) => page.locator(`[data-testid=talers-${seat}]`).innerText()));
}

describe('hotseat on one screen', () => {
  const env = browserAndHost();

  /** A game of these players at one screen, started from New game. */
  async function hotseat(names: readonly string[]): Promise<AppPage> {
    const app = await openApp(env.browser, appUrl(env.host, '#/new'));
    // The form offers two seats; a third is added.
    for (let i = 2; i < names.length; i++) await app.page.click('[data-testid=add-seat]');
    for (const [i, name] of names.entries()) {
      await app.page.selectOption(`[data-testid=seat-kind-${i}]`, 'human');
      await app.page.fill(`[data-testid=seat-name-${i}]`, name);
    }
    await app.page.click('[data-testid=start-game]');
    return app;
  }

  it("plays a round player by player without showing one player's money or plans to the next", async () => {
    const { page, errors } = await hotseat(NAMES);
    await page.locator('[data-testid=handoff]').waitFor();
    await shot(page, 'hotseat-handoff');

    const planned: string[] = [];
    let handOffs = 0;
    let roundOver = false;
    await play(page, {
      stop: async () => roundOver,
      onHandOff: async () => {
        handOffs++;
        // Behind the hand-off screen the page holds only the public view: nobody's talers...
        expect(await talers(page)).toEqual(['?', '?', '?']);
        // ...and no face-down card of anyone on the guild houses.
        if ((await page.locator('[data-testid=game]').innerText()).includes('Planning')) {
          expect(await page.locator('[data-anchor*=":card:"]').count()).toBe(0);
        }
        const who = (await page.locator('#handoff-title').innerText()).replace('Pass the screen to ', '');
        expect(NAMES).toContain(who);
        // What the others did since this player's last turn, in the log's words: a hand-off back to a
        // player comes only after another player's move. Before their first turn, since the game began
        // (the very first hand-off: nothing played yet, not "nothing since your last turn").
        const recap = await page.locator('[data-testid=recap]').innerText();
        if (planned.includes(who)) {
          expect(recap).toMatch(/Since your last turn/);
          expect(recap).not.toMatch(/Nothing has happened/);
        } else {
          expect(recap).toMatch(/Since the game began/);
          if (handOffs === 1) expect(recap).toMatch(/Nothing has been played yet/);
          expect(recap).not.toMatch(/since your last turn/i);
        }
        planned.push(who);
      },
      onRoundEnd: async () => {
        roundOver = true;
        await shot(page, 'hotseat-round-end');
      },
    });
    expect(roundOver).toBe(true);
    // Each of the three planned behind a hand-off at least once.
    expect(new Set(planned)).toEqual(new Set(NAMES));
    expect(handOffs).toBeGreaterThanOrEqual(3);
    expect(errors).toEqual([]);
  });

  it('shows a player only their own talers once the screen is theirs', async () => {
    const { page, errors } = await hotseat(NAMES.slice(0, 2));
    await page.locator('[data-testid=handoff]').waitFor();
    const who = (await page.locator('#handoff-title').innerText()).replace('Pass the screen to ', '');
    const seat = NAMES.indexOf(who);
    await page.click('[data-testid=handoff-ready]');
    await page.locator('[data-testid=plan-confirm]').waitFor();
    const shown = await Promise.all([0, 1].map((s) => page.locator(`[data-testid=talers-${s}]`).innerText()));
    expect(shown[seat]).toContain('25');
    expect(shown[1 - seat]).toBe('?');
    // The first planner plans; the next hand-off must not reveal which guilds were chosen.
    await page.click('[data-testid=plan-brewers]');
    await page.click('[data-testid=plan-confirm]');
    await page.locator('[data-testid=handoff]').waitFor();
    await page.click('[data-testid=handoff-ready]');
    await page.locator('[data-testid=plan-confirm]').waitFor();
    expect(await page.locator(`[data-anchor="guild:brewers:card:${seat}"]`).count()).toBe(0);
    // Only the number of cards shows in the first planner's area.
    expect(await page.locator(`[data-testid=player-${seat}]`).getAttribute('aria-label')).toBe(who);
    expect(await page.locator(`[data-testid=player-${seat}] .cards svg`).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('passes the screen back to a player who takes back their plan from the next player’s cover', async () => {
    const { page, errors } = await hotseat(NAMES.slice(0, 2));
    const coverFor = async (): Promise<string> =>
      (await page.locator('#handoff-title').innerText()).replace('Pass the screen to ', '');
    await page.locator('[data-testid=handoff]').waitFor();
    const first = await coverFor();
    await page.click('[data-testid=handoff-ready]');
    await page.click('[data-testid=plan-brewers]');
    await page.click('[data-testid=plan-confirm]');
    await expect.poll(coverFor).not.toBe(first);

    // The next player may hold the screen already: taking the plan back raises the first player's cover,
    // saying why rather than telling news there are none of, and nothing of theirs shows until they are
    // at the screen again.
    await page.keyboard.press('Control+z');
    await expect
      .poll(() => page.locator('#handoff-title').innerText())
      .toBe(`${first}\u2019s decision is taken back`);
    expect(await page.locator('[data-testid=recap]').isVisible()).toBe(false);
    expect(await talers(page, 2)).toEqual(['?', '?']);
    await page.click('[data-testid=handoff-ready]');
    await page.locator('[data-testid=plan-confirm]').waitFor();
    // Back at the screen, the plan taken back is there to change, as it was ticked.
    expect(await page.locator('[data-testid=plan-brewers][aria-pressed=true]').count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
