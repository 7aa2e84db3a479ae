// A whole game by keyboard alone, as a player who cannot use a mouse or see the screen meets it, on the
// app as it ships (`norenberc start --browser`): from Home, a new game against an easy bot, every
// planning and every guild turn (buying, selling, recruiting with its payment, doing nothing, passing),
// an undo, a hint, the round-end stories, the final scores, then the review and the replay. Only keys
// are pressed, and things are found by their roles and names as a screen reader finds them. At every
// key the focus is in sight and nothing covers it, and Tab goes round the whole page (no trap). What
// the live regions announced is read back: every move of the bot told once, in English, and nothing
// told again after a reload.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../languages/en/messages.ts';
import { openApp } from './driver.ts';
import { DESKTOP } from './journey.ts';
import { announced, focused, hearAnnouncements, press, tabRound, tabTo, type Said } from './keyboard.ts';
import { newDataDir, startApp } from './programs.ts';
import { journeyRig } from './rig.ts';

const rig = journeyRig();

const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name, exact: true });

/** What the game asks of the player now, read by roles and names; null while it asks nothing. */
async function asked(page: Page): Promise<'final' | 'story' | 'plan' | 'guild' | null> {
  if (await page.getByRole('dialog', { name: en.scoring.title }).count()) return 'final';
  if (await page.getByRole('region', { name: /^End of round \d$/ }).count()) return 'story';
  if (await page.getByRole('region', { name: en.planning.title }).count()) return 'plan';
  if (await page.getByRole('region', { name: /^Your action at the / }).count()) return 'guild';
  return null;
}

/** What the planning panel says when a key chooses or drops a guild. */
const GUILD_TOGGLED = new RegExp(`^(${Object.values(en.guilds).join('|')}) (chosen|dropped), \\d of \\d$`);

/** The game log's lines, as they stand (the log in sight: a list, which a live region of its own says). */
const logLines = (page: Page): Promise<string[]> =>
  page.getByRole('list', { name: en.log.title }).getByRole('listitem').allInnerTexts();

/**
 * Waits until her move is logged past the log's first `before` lines: the bot plans while she does,
 * so a line of its own may come first, and her move still be on its way.
 */
async function loggedPast(page: Page, before: number): Promise<void> {
  await expect
    .poll(async () => (await logLines(page)).slice(before).some((line) => line.startsWith('Ana ')), {
      timeout: 30_000,
    })
    .toBe(true);
}

/**
 * Keeps, in the page, every line the game log lost (an undo takes lines back), as the page drew it:
 * the bot plays on while the key is on its way, so a copy of the log taken before pressing it may be
 * short, and the undo may reach the page in more than one change.
 */
async function recordWithdrawn(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    // Kept for the tab, across a reload.
    const withdrawn: string[] = JSON.parse(sessionStorage.getItem('withdrawn') ?? '[]');
    const lines = (): string[] =>
      [...document.querySelectorAll<HTMLElement>('[data-testid=log] > li')].map((li) => li.innerText);
    let held: string[] = [];
    new MutationObserver(() => {
      const now = lines();
      const left = [...now];
      for (const line of held) {
        const at = left.indexOf(line);
        if (at >= 0) left.splice(at, 1);
        else withdrawn.push(line);
      }
      sessionStorage.setItem('withdrawn', JSON.stringify(withdrawn));
      held = now;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** Whether the focus is in `region`. */
const holdsFocus = (region: Locator): Promise<boolean> =>
  region.evaluate((r) => r.contains(document.activeElement)).catch(() => false);

/**
 * Where the focus is not yet in the decision's panel (the game's first), goes there by the first skip
 * link, as the key list tells; after that the focus goes on from each decision to the next.
 */
async function toChoices(page: Page, panel: Locator): Promise<void> {
  if (await holdsFocus(panel)) return;
  await tabTo(page, button(page, en.keys.panel));
  await press(page, 'Enter');
  expect(await holdsFocus(panel)).toBe(true);
}

describe('a whole game by keyboard alone', () => {
  it('is played from Home to the replay with keys, roles and names, and followed by ear', async () => {
    const program = await rig.program(startApp(newDataDir('keyboard-game'), 0, { reviewsAhead: true }));
    const browser = await rig.browser();
    const { page, errors } = await openApp(browser, program.url, {
      speed: 'off',
      viewport: DESKTOP,
      prepare: async (context) => {
        await hearAnnouncements(context);
        await recordWithdrawn(context);
      },
    });

    // Home, then the new game's form: her name, an easy bot (one up from the medium bot offered).
    await tabTo(page, page.getByRole('button', { name: /^New game on this screen/ }));
    await press(page, 'Enter');
    // Each seat's fields are named with their seat.
    const field = (role: 'textbox' | 'combobox', seat: number, name: string) =>
      page.getByRole(role, { name: en.newGame.seatField(seat, name), exact: true });
    await tabTo(page, field('textbox', 1, en.newGame.name));
    await page.keyboard.type('Ana');
    await tabTo(page, field('combobox', 2, en.newGame.who));
    await press(page, 'ArrowUp');
    await expect.poll(() => field('combobox', 2, en.newGame.who).inputValue()).toBe('easy');
    await tabTo(page, button(page, en.newGame.start));
    await press(page, 'Enter');
    await page.getByRole('region', { name: en.planning.title }).waitFor();

    // Tab goes round the whole game screen: from the skip links back to them.
    const stops = await tabRound(page);
    expect(stops).toContain(en.keys.panel);
    expect(stops.length).toBeGreaterThan(10);

    let step = 0;
    let hinted = false;
    let undone = false;
    let passed = false;
    let reloaded = false;
    let justReloaded = false;
    let stories = 0;
    const modes = new Set<string>();
    const before: Said[] = [];
    for (; step < 400; step++) {
      const ask = await asked(page);
      if (ask === null) {
        await page.waitForTimeout(100);
        continue;
      }
      if (ask === 'final') break;
      const lines = (await logLines(page)).length;
      if (ask === 'story') {
        // The story takes the focus to its Next, and is told a step at a time for as long as she likes.
        const story = page.getByRole('region', { name: /^End of round \d$/ });
        const next = story.getByRole('button', {
          name: new RegExp(`^(${en.common.next}|${en.roundEnd.continue})$`),
        });
        await expect.poll(() => focused(next)).toBe(true);
        stories++;
        while (await story.count()) {
          await press(page, 'Enter');
          await page.waitForTimeout(50);
        }
        continue;
      }
      if (ask === 'plan') {
        // Once in a game, a reload mid-game: what the log held is not announced again.
        if (!reloaded && stories === 1) {
          reloaded = true;
          justReloaded = true;
          before.push(...(await announced(page)));
          const held = await logLines(page);
          await page.reload();
          await page.getByRole('region', { name: en.planning.title }).waitFor();
          await expect.poll(async () => (await logLines(page)).length).toBe(held.length);
          const again = (await announced(page)).filter((s) => s.region === en.log.title);
          expect(again, 'after a reload').toEqual([]);
          continue;
        }
        // In the last round she passes at once (a short review); before, one guild or two by number.
        if (stories === 3 && !passed) {
          passed = true;
          await tabTo(page, button(page, en.planning.pass));
          await press(page, 'Enter');
          await tabTo(page, button(page, en.common.confirm));
          await press(page, 'Enter');
          await loggedPast(page, lines);
          continue;
        }
        const planning = page.getByRole('region', { name: en.planning.title });
        if (step > 0 && !justReloaded) await expect.poll(() => holdsFocus(planning)).toBe(true);
        justReloaded = false;
        await toChoices(page, planning);
        const guilds = await planning.getByRole('checkbox', { disabled: false }).count();
        const heard = (await announced(page)).length;
        await press(page, String(1 + (step % guilds)));
        // Which guild the key chose (or dropped) is heard with the count.
        await expect
          .poll(async () => (await announced(page)).slice(heard).map((s) => s.text))
          .toContainEqual(expect.stringMatching(GUILD_TOGGLED));
        await press(page, 'Enter');
        await loggedPast(page, lines);
        continue;
      }
      // Her turn at a guild: the hint once, then sell, buy or recruit in turn, or nothing.
      const panel = page.getByRole('region', { name: /^Your action at the / });
      await expect.poll(() => holdsFocus(panel)).toBe(true);
      if (!hinted) {
        hinted = true;
        await press(page, 'h');
        const hint = page.getByRole('region', { name: en.hints.title });
        await hint.getByText(en.hints.choice).waitFor({ timeout: 120_000 });
        // The card has the focus; Tab reaches nothing it is drawn over (each stop is checked in sight).
        expect(await focused(hint)).toBe(true);
        expect(await tabRound(page)).toContain(en.hints.close);
        await hint.focus();
        await press(page, 'Escape');
        await hint.waitFor({ state: 'detached' });
        // Put away, it gives the focus back to the Hint button.
        expect(await focused(page.getByRole('button', { name: /^Hint H$/ }))).toBe(true);
        // Her own state, the guild's and the standings, each heard on asking (and again when asked again).
        const guild = (await panel.getByRole('heading').first().innerText()).replace(
          'Your action at the ',
          '',
        );
        for (const [key, start] of [
          ['y', 'Ana. Talers: '],
          ['y', 'Ana. Talers: '],
          ['g', `${guild} guild house. Price `],
          ['v', `${en.aids.standingsTitle}. `],
        ] as const) {
          const heard = (await announced(page)).length;
          await press(page, key);
          await expect
            .poll(async () => (await announced(page)).slice(heard).map((s) => s.text.slice(0, start.length)))
            .toContain(start);
        }
      }
      const offered = await panel
        .getByRole('radio', { name: /^(Sell|Buy|Recruit)$/ })
        .evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).labels![0]!.innerText.trim()));
      const mode =
        ['Sell', 'Buy', 'Recruit'].find((m) => offered.includes(m) && !modes.has(m)) ??
        offered[step % (offered.length + 1)];
      if (mode) modes.add(mode);
      if (mode === 'Sell') {
        await press(page, 's');
        await tabTo(page, panel.getByRole('button', { name: /^Sell \d.* for \d+ talers?$/ }));
        await press(page, 'Enter');
      } else if (mode === 'Buy') {
        await press(page, 'b');
        // Enter on a stepper's "+" adds one, as Space does (and buys nothing yet); the total is heard whole.
        const first = panel.getByRole('button', { name: /^Add 1 /, disabled: false }).first();
        const add = panel.getByTestId((await first.getAttribute('data-testid'))!);
        await tabTo(page, add);
        const heard = (await announced(page)).length;
        await press(page, 'Enter');
        await expect.poll(() => add.locator('xpath=preceding-sibling::output[1]').innerText()).toBe('1');
        await expect
          .poll(async () => (await announced(page)).slice(heard).map((s) => s.text))
          .toContainEqual(expect.stringMatching(/^Total \d+ talers? · you have \d+ talers?$/));
        expect((await logLines(page)).length).toBe(lines);
        await tabTo(page, panel.getByRole('button', { name: /^Buy 1 good for \d+ talers?$/ }));
        await press(page, 'Enter');
      } else if (mode === 'Recruit') {
        await press(page, 'r');
        const windows = panel.getByRole('radiogroup', { name: en.turn.recruit }).getByRole('radio');
        const window = (
          await windows.first().evaluate((r) => (r as HTMLInputElement).labels![0]!.innerText)
        ).match(/Window (\d)/)![1]!;
        await press(page, window);
        const payments = panel.getByRole('group', { name: en.turn.choosePayment }).getByRole('radio');
        if (await payments.count()) {
          await tabTo(page, payments.first());
          await press(page, 'Space');
        }
        // A townsman's follow-up, where he has one: the first of its choices.
        const recruit = panel.getByRole('button', { name: en.turn.recruitButton, exact: true });
        const follow = panel.locator('fieldset.ability').getByRole('radio');
        for (let i = 0; (await recruit.isDisabled()) && i < (await follow.count()); i++) {
          await tabTo(page, follow.nth(i));
          await press(page, 'Space');
        }
        await tabTo(page, recruit);
        await press(page, 'Enter');
      } else {
        await press(page, 'n');
        expect(await focused(panel.getByRole('button', { name: en.turn.nothing }))).toBe(true);
        await press(page, 'Enter');
      }
      await loggedPast(page, lines);
      // Her first decision at a guild that may be taken back is taken back (Ctrl+Z) and made again.
      if (!undone && (await page.getByRole('button', { name: /^⟲ Undo/, disabled: false }).count())) {
        undone = true;
        await press(page, 'Control+z');
        await page
          .getByRole('list', { name: en.log.title })
          .getByText(/takes back/)
          .waitFor();
      }
    }
    expect(step).toBeLessThan(400);
    expect([...modes].sort()).toEqual(['Buy', 'Recruit', 'Sell']);
    expect(stories).toBe(4);
    expect(hinted && undone && passed && reloaded).toBe(true);

    // Every move of the bot is told once in the log's live region, in English, and nothing twice; its
    // income, favours, agents and Peddlers at a round's end are the round-end story's to tell
    // (roundEndHeard.test.ts).
    const log = await logLines(page);
    // The lines the undo took back left the log: told once, and told again if played again.
    const withdrawn: string[] = await page.evaluate(() => JSON.parse(sessionStorage.getItem('withdrawn')!));
    expect(withdrawn, 'her move taken back').toContainEqual(expect.stringMatching(/^Ana /));
    const told = [...before, ...(await announced(page))]
      .filter((s) => s.region === en.log.title && !s.removed)
      .map((s) => s.text);
    const roundEnd =
      /^Easy bot(’s|'s)? (collects \d+ talers?|is the .* favourite with .*|gains an agent \(now \d+\)|already has 8 agents: no more|Peddler returns to the guest stack)\.$/;
    const bot = log.filter((line) => line.startsWith('Easy bot ') && !roundEnd.test(line));
    for (const line of log.filter((line) => roundEnd.test(line))) expect(told, line).not.toContain(line);
    expect(bot.length).toBeGreaterThan(10);
    const count = (lines: string[], line: string): number => lines.filter((l) => l === line).length;
    for (const line of new Set(bot))
      expect(count(told, line), `${line} in ${told.join(' | ')}`).toBe(
        count(log, line) + count(withdrawn, line),
      );
    expect(await page.locator('html').getAttribute('lang')).toBe('en');

    // The final scores: a dialog with the focus in it; its review opens by keyboard, then the replay.
    const scores = page.getByRole('dialog', { name: en.scoring.title });
    await expect.poll(() => scores.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    const review = scores.getByRole('button', { name: en.review.open });
    await review.waitFor({ timeout: 180_000 });
    expect(await tabRound(page)).toContain(en.review.open);
    await tabTo(page, review);
    await press(page, 'Enter');
    // Each screen opened takes the focus to its title (never left on the page's body).
    const title = page.getByRole('heading', { level: 1 });
    await expect.poll(() => title.innerText()).toMatch(/^Review/);
    expect(await focused(title)).toBe(true);
    const openReplay = page.getByRole('button', { name: en.review.openReplay }).first();
    await openReplay.waitFor({ timeout: 180_000 });
    // The decisions' table names each row's button for its decision, not by a bare number.
    expect(await page.getByRole('button', { name: /^Decision 1 of \d+$/ }).count()).toBe(1);
    await tabTo(page, openReplay);
    await press(page, 'Enter');
    const forward = page.getByRole('button', { name: new RegExp(`^${en.replay.forward}`) });
    await forward.waitFor();
    await expect.poll(() => focused(title)).toBe(true);
    expect(await title.innerText()).toMatch(/^Replay/);
    const position = await page.getByTestId('replay-position').innerText();
    await press(page, 'ArrowRight');
    await expect.poll(() => page.getByTestId('replay-position').innerText()).not.toBe(position);
    // The slider says its position with the move that led there, and each move is said as it is reached.
    const seek = page.getByRole('slider', { name: en.replay.seek });
    await tabTo(page, seek);
    await press(page, 'Home');
    await expect.poll(() => seek.getAttribute('aria-valuetext')).toMatch(/^Action 0 of \d+: Setup$/);
    const heard = (await announced(page)).length;
    await press(page, 'ArrowRight');
    const moved = /^Action 1 of \d+: \S.+$/;
    await expect.poll(() => seek.getAttribute('aria-valuetext')).toMatch(moved);
    await expect
      .poll(async () => (await announced(page)).slice(heard).map((s) => s.text))
      .toContainEqual(await seek.getAttribute('aria-valuetext'));
    expect(errors).toEqual([]);
  });
});
