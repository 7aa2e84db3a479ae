// What a screen reader hears over a solo game on the app as it ships (`norenberc start --browser`): the
// moves from the log, the seat's own turn after the line that opened it, and nothing else about who
// acts or who is awaited; sentences apart; a recruit chosen by its keys is said by the focus going to
// the choice, whose name is its window and guest in words, once.
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../languages/en/messages.ts';
import { openApp, play, startSoloGame } from './driver.ts';
import { DESKTOP } from './journey.ts';
import { announced, focused, hearAnnouncements } from './keyboard.ts';
import { newDataDir, startApp } from './programs.ts';
import { journeyRig } from './rig.ts';

const rig = journeyRig();

describe('a game heard', () => {
  it('tells the moves and the turn, once each, and the choices made by keys', async () => {
    const program = await rig.program(startApp(newDataDir('heard-once')));
    const browser = await rig.browser();
    const { page, errors } = await openApp(browser, program.url, {
      viewport: DESKTOP,
      prepare: hearAnnouncements,
    });
    await startSoloGame(page, ['easy']);
    const turn = page.getByRole('region', { name: /^Your action at the / });
    const recruit = turn.getByRole('radio', { name: en.turn.recruit, exact: true });
    await play(page, { stop: async () => (await turn.count()) > 0 && (await recruit.count()) > 0 });
    await page.locator('[data-testid=game][data-playing=false]').waitFor();

    // R and a window's number take the focus to what they chose: the reader says it.
    await turn.getByRole('heading').first().focus();
    await page.keyboard.press('r');
    await expect.poll(() => focused(recruit)).toBe(true);
    const windows = turn.getByRole('radiogroup', { name: en.turn.recruit }).getByRole('radio');
    const names = await windows.evaluateAll((radios) =>
      radios.map((r) => ({
        text: (r as HTMLInputElement).labels![0]!.innerText,
        id: r.closest('label')!.getAttribute('data-testid')!,
      })),
    );
    const window = names[0]!.id.replace('window-', '');
    await page.keyboard.press(window);
    const chosen = windows.nth(0);
    await expect.poll(() => focused(chosen)).toBe(true);
    // Its name: the window and the guest, in words, with no figure of the tile's drawing before it.
    const name = await chosen.evaluate((r) => {
      const label = (r as HTMLInputElement).labels![0]!;
      return [...label.querySelectorAll('*')]
        .filter((e) => !e.closest('[aria-hidden=true]') && e.children.length === 0)
        .map((e) => e.textContent!.trim())
        .join(' ')
        .trim();
    });
    expect(name).toMatch(new RegExp(`^Window ${window}: \\D+(, value \\d+| \\(\\d+\\))?$`));

    // A few more turns, then what was heard: no one's "acting here now", no list of who is awaited,
    // no sentences run together, and her turn said after the log's line that opened it.
    let turns = 0;
    await play(page, { stop: async () => turns++ > 12 });
    const said = (await announced(page)).filter((s) => !s.removed);
    const texts = said.map((s) => s.text);
    expect(texts.filter((t) => t.includes('acts here now'))).toEqual([]);
    expect(texts.filter((t) => t.startsWith('Waiting for') || t.includes('is acting at'))).toEqual([]);
    expect(texts.filter((t) => /[a-z]\.[A-Z]/.test(t))).toEqual([]);
    const log = said.filter((s) => s.region === en.log.title).map((s) => s.text);
    const planned = log.flatMap((t, i) => (t === en.game.yourPlan('Ana') ? [i] : []));
    expect(planned.length).toBeGreaterThan(1);
    // Each planning turn's line is heard before her turn in it is.
    planned
      .slice(1)
      .forEach((i, n) =>
        expect(log.slice(planned[n]! + 1, i).some((t) => /^Turn \d+: planning/.test(t))).toBe(true),
      );
    expect(errors).toEqual([]);
  });
});
