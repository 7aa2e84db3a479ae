// The Hint button in a real Chromium: on the player's turn it brings the hard bot's choice in words
// with the other options by standing, each explained by what it does (a plan by its own guilds only,
// each of them accounted for), by mouse and by the H key (listed in the keyboard help); at a guild, a
// hint that advises another kind of move than the hint at planning expected there says what changed;
// a game created without hints, or a player who turned the button off, has none.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../engine/index.ts';
import type { HostMessageOf } from '../../protocol/messages.ts';
import { appUrl, browserAndHost, moves, openApp, play, shot } from './driver.ts';

/** The guilds as the English catalogue names them. */
const GUILD_NAMES = ['Brewers', 'Bakers', 'Shoemakers', 'Printers', 'Tailors', 'Hatmakers'];

/** The other options are listed by standing: those about as good before those behind beyond the margin. */
async function expectByStanding(page: Page): Promise<void> {
  const standings = await page.locator('[data-testid=hint-standing]').allInnerTexts();
  const beyond = standings.map((text) => /beyond the estimate's margin/.test(text));
  expect(beyond, standings.join('\n')).toEqual([...beyond].sort((a, b) => Number(a) - Number(b)));
}

/** A move's kind, as the hint compares them: a sale, a purchase, nothing, or one window's recruit. */
const kindOf = (a: Action): string => (a.type === 'recruit' ? `recruit ${a.window}` : a.type);

describe('hints in the browser', () => {
  const env = browserAndHost();

  it("show the hard bot's choice and the other options, by mouse and by keyboard", async () => {
    const { page, errors } = await openApp(env.browser, appUrl(env.host));
    await page.click('[data-testid=home-new]');
    await page.fill('[data-testid=seat-name-0]', 'Ana');
    await page.selectOption('[data-testid=seat-kind-1]', 'easy');
    expect(await page.isChecked('[data-testid=allow-hints]')).toBe(true);
    await page.click('[data-testid=start-game]');
    await page.locator('[data-testid=plan-confirm]').waitFor();

    await page.click('[data-testid=hint]');
    const panel = page.locator('[data-testid=hint-panel]');
    // A hint spends its whole budget, and the first starts its thread: on a busy machine, more than 30 s.
    await panel.waitFor({ timeout: 60_000 });
    expect(await panel.innerText()).toMatch(/The hard bot's hint/);
    expect(await page.locator('[data-testid=hint-choice]').innerText()).toMatch(
      /^(Plan |Pass for the round)/,
    );
    expect(await page.locator('[data-testid=hint-option]').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-testid=hint-option]').first().innerText()).toMatch(
      /± \d+(\.\d)? VP|as good/,
    );
    // Each plan shown is explained by its own guilds only: no reason names a guild it does not plan.
    const shown = [
      page.locator('[data-testid=hint-choice]'),
      ...(await page.locator('[data-testid=hint-option]').all()),
    ];
    let plans = 0;
    for (const item of shown) {
      const planned = /^Plan (.+)$/.exec(await item.locator('strong, .what').first().innerText())?.[1];
      if (!planned) continue;
      plans++;
      const reasons = (
        await item.locator('[data-testid=hint-gains], [data-testid=hint-costs]').allInnerTexts()
      ).join(' ');
      expect(reasons).toMatch(/\S/);
      for (const guild of GUILD_NAMES)
        if (!planned.split(', ').includes(guild)) expect(reasons).not.toMatch(new RegExp(`\\b${guild}\\b`));
    }
    expect(plans).toBeGreaterThan(0);
    // The choice's plan accounts for each of its guilds.
    const choice = await page.locator('[data-testid=hint-choice]').innerText();
    const advised = /^Plan (.+)$/m.exec(choice)?.[1];
    for (const guild of advised?.split(', ') ?? []) expect(choice).toContain(`at the ${guild}`);
    await expectByStanding(page);
    await shot(page, 'hint');
    await page.click('[data-testid=hint-close]');
    expect(await panel.count()).toBe(0);

    await page.locator('body').focus();
    await page.keyboard.press('h');
    await panel.waitFor({ timeout: 60_000 });
    await page.keyboard.press('?');
    expect(await page.getByText('Ask the hard bot for a hint').count()).toBe(1);
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('are told with French spacing: a narrow no-break space before each colon and semicolon', async () => {
    const { page, errors } = await openApp(env.browser, appUrl(env.host), { language: 'fr' });
    await page.click('[data-testid=home-new]');
    await page.fill('[data-testid=seat-name-0]', 'Clo');
    await page.selectOption('[data-testid=seat-kind-1]', 'easy');
    await page.click('[data-testid=start-game]');
    await page.locator('[data-testid=plan-confirm]').waitFor();
    await page.click('[data-testid=hint]');
    await page.locator('[data-testid=hint-panel]').waitFor({ timeout: 60_000 });
    const reasons = (
      await page.locator('[data-testid=hint-gains], [data-testid=hint-costs]').allInnerTexts()
    ).join('\n');
    // Each option's reasons are clauses of one sentence, joined as French writes them.
    expect(reasons).toMatch(/\u202f:/);
    expect(reasons).toMatch(/\u202f;/);
    expect(reasons).not.toMatch(/[^\u202f][:;]/);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('say at a guild what changed since the hint at planning, where they advise another kind of move', async () => {
    const { page, errors } = await openApp(env.browser, appUrl(env.host));
    // What the host sends the page: its hints, and the guilds called (the log's events).
    const hints: HostMessageOf<'hint'>[] = [];
    let called: string | null = null;
    page.on('websocket', (ws) =>
      ws.on('framereceived', ({ payload }) => {
        const m = JSON.parse(String(payload)) as {
          type: string;
          events?: { type: string; guild?: string }[];
        };
        if (m.type === 'hint') hints.push(m as HostMessageOf<'hint'>);
        for (const e of m.events ?? []) if (e.type === 'guildCalled') called = e.guild!;
      }),
    );
    // Its socket opened with the page: opened again, now heard.
    await page.reload();
    await page.click('[data-testid=home-new]');
    await page.fill('[data-testid=seat-name-0]', 'Ana');
    await page.selectOption('[data-testid=seat-kind-1]', 'easy');
    await page.click('[data-testid=start-game]');
    await page.locator('[data-testid=plan-confirm]').waitFor();

    // Before each of Ana's decisions (the driver then plays one of hers at random), she asks for a hint.
    let planning: HostMessageOf<'hint'> | null = null;
    let asked: string | null = null;
    let atGuilds = 0;
    let changed = 0;
    const beforeDecision = async (): Promise<boolean> => {
      const plan = (await page.locator('[data-testid=plan-confirm]').count()) > 0;
      const guild = (await page.locator('[data-testid=nothing]').count()) > 0;
      const now = await moves(page);
      // Once per decision: while the bot plans meanwhile, the decision and its hint stay the same.
      const shown = (await page.locator('[data-testid=hint-panel]').count()) > 0;
      if ((!plan && !guild) || asked === now || shown) return false;
      asked = now;
      const count = hints.length;
      await page.click('[data-testid=hint]');
      await page.locator('[data-testid=hint-panel]').waitFor({ timeout: 60_000 });
      await expect.poll(() => hints.length).toBe(count + 1);
      const hint = hints.at(-1)!;
      await expectByStanding(page);
      if (plan) planning = hint;
      else {
        // The hint at planning took Ana here with an example of what she would do: another kind of
        // move advised now is said, with that example.
        const advised = planning?.hint.options[0];
        const there = advised?.action.type === 'plan' && advised.action.guilds.includes(called as never);
        const example = there
          ? advised.reasons.find((r) => r.code === 'there' && r.guild === called)?.action
          : undefined;
        const turned = example !== undefined && kindOf(example) !== kindOf(hint.hint.options[0]!.action);
        const told = page.locator('[data-testid=hint-changed]');
        expect(await told.count()).toBe(turned ? 1 : 0);
        if (turned) {
          await shot(page, 'hint-changed');
          expect(await told.innerText()).toMatch(
            /^Changed since the hint at planning, which expected “.+” here:/,
          );
          // Only what bears on that guild: never the calls that tell back Ana's own plan.
          expect(await told.innerText()).not.toMatch(/ are called: | plans \d+ cards?\./);
          changed++;
        }
        atGuilds++;
      }
      await page.click('[data-testid=hint-close]');
      return changed > 0 && atGuilds >= 6;
    };
    await play(page, { stop: beforeDecision });
    expect(atGuilds).toBeGreaterThan(5);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('are absent from a game created without them, in every language’s words', async () => {
    const { page, errors } = await openApp(env.browser, appUrl(env.host), { language: 'de' });
    await page.click('[data-testid=home-new]');
    await page.fill('[data-testid=seat-name-0]', 'Bea');
    await page.selectOption('[data-testid=seat-kind-1]', 'easy');
    expect(await page.locator('label:has([data-testid=allow-hints])').innerText()).toMatch(/Tipps/);
    await page.uncheck('[data-testid=allow-hints]');
    await page.click('[data-testid=start-game]');
    await page.locator('[data-testid=plan-confirm]').waitFor();
    expect(await page.locator('[data-testid=hint]').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('are hidden for a player who turned the button off in the settings', async () => {
    const { page, errors } = await openApp(env.browser, appUrl(env.host), { language: 'fr' });
    await page.goto(appUrl(env.host, '#/settings'));
    // The key that asks for a hint is named where there is a keyboard, not on a phone.
    await page.getByText('H en demande un.').waitFor();
    const phone = await openApp(env.browser, appUrl(env.host, '#/settings'), {
      device: 'phone',
      language: 'fr',
    });
    await phone.page.getByText('Là où la partie permet les conseils.').waitFor();
    expect(await phone.page.getByText('H en demande un.').count()).toBe(0);
    await phone.context.close();
    await page.uncheck('[data-testid=show-hints]');
    await page.goto(appUrl(env.host, '#/'));
    await page.click('[data-testid=home-new]');
    await page.fill('[data-testid=seat-name-0]', 'Clo');
    await page.selectOption('[data-testid=seat-kind-1]', 'easy');
    await page.click('[data-testid=start-game]');
    await page.locator('[data-testid=plan-confirm]').waitFor();
    expect(await page.locator('[data-testid=hint]').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
