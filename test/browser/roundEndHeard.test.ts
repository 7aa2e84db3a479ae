// The end of a round as a screen reader hears it, on the app as it ships (`norenberc start --browser`),
// in French: what every live region of the page announced over the story, read back. Each step is heard
// once, in one announcement that opens with the story's heading, and never with the words of its
// buttons; the log's live region leaves the round's end to the story (its lines stay in the visible
// log) and tells the next round's start once the story is over.
import { describe, expect, it } from 'vitest';
import { messages as fr } from '../../languages/fr/messages.ts';
import { openApp, play, startSoloGame } from './driver.ts';
import { DESKTOP } from './journey.ts';
import { announced, hearAnnouncements } from './keyboard.ts';
import { newDataDir, startApp } from './programs.ts';
import { journeyRig } from './rig.ts';

const rig = journeyRig();

describe('a round end heard', () => {
  it('is told once, step by step, by its story in the reader’s language, and not by the log', async () => {
    const program = await rig.program(startApp(newDataDir('round-end-heard')));
    const browser = await rig.browser();
    const { page, errors } = await openApp(browser, program.url, {
      language: 'fr',
      viewport: DESKTOP,
      prepare: hearAnnouncements,
    });
    await startSoloGame(page, ['easy']);

    const titles: string[] = [];
    let told = false;
    await play(page, {
      stop: async () => told,
      onRoundEnd: async () => {
        const story = page.locator('[data-testid=round-end]');
        while (await story.count()) {
          await page.locator('[data-testid=game][data-playing=false]').waitFor();
          const step = await story.locator('h3').innerText();
          titles.push(step.replace(/^\d+\.\s*/, ''));
          await page.click('[data-testid=round-end-next]');
          // The next step, or the story over.
          await expect
            .poll(async () => (await story.count()) === 0 || (await story.locator('h3').innerText()) !== step)
            .toBe(true);
        }
        told = true;
      },
    });
    expect(told).toBe(true);
    const opened = fr.log.roundStarted(2, null).split(/[,.]/)[0]!;
    const heard = async () => (await announced(page)).filter((s) => !s.removed);
    // The next round's start is told by the log once the story is over.
    await expect
      .poll(async () => (await heard()).filter((s) => s.region === fr.log.title && s.text.startsWith(opened)))
      .toHaveLength(1);
    const said = await heard();
    const texts = said.map((s) => s.text);

    // One announcement a step, in order, each opening with the heading, then the step and its title.
    const heading = fr.roundEnd.title(1);
    const steps = texts.filter((t) => t.startsWith(heading));
    expect(titles.length).toBeGreaterThanOrEqual(5);
    expect(steps).toHaveLength(titles.length);
    steps.forEach((text, i) => {
      // As heard: the spaces as a screen reader takes them (French typography's narrow ones too).
      const opening = `${heading}. ${fr.common.labelled(fr.roundEnd.step(i + 1, titles.length), titles[i]!)}.`;
      expect(text.slice(0, opening.length)).toBe(opening.replace(/\s+/g, ' '));
    });
    expect(steps[1]).toContain(fr.log.agentsReclaimed);
    // Nothing heard over the game holds the words of the story's buttons.
    const buttons = [fr.common.next, fr.common.skip, fr.roundEnd.continue];
    for (const text of texts)
      for (const word of buttons) expect(text, text).not.toMatch(new RegExp(`(^|\\s)${word}(\\s|$)`));

    // The log shows the round's end, and its live region said none of it; what the story says in the
    // log's words is heard once.
    const log = (await page.locator('[data-testid=log] li').allInnerTexts()).map((l) =>
      l.replace(/\s+/g, ' ').trim(),
    );
    const from = log.indexOf(fr.log.roundEnded(1));
    const to = log.findIndex((line) => line.startsWith(opened));
    expect(from).toBeGreaterThan(0);
    expect(to).toBeGreaterThan(from + 3);
    const ending = log.slice(from, to);
    const fromLog = said.filter((s) => s.region === fr.log.title).map((s) => s.text);
    for (const line of ending) expect(fromLog, line).not.toContain(line);
    const shared = ending.filter(
      (line) => line === fr.log.agentsReclaimed || /reçoit \d+\sthalers?\.$/.test(line),
    );
    expect(shared.length).toBeGreaterThanOrEqual(3);
    for (const line of shared)
      expect(
        texts.filter((t) => t.includes(line)),
        line,
      ).toHaveLength(1);
    // A favourite's agents are told by the story's first step, in its words (the log's line never heard).
    for (const line of ending.filter((l) => / gagne un agent \(\d+ maintenant\)\.$/.test(l)))
      expect(steps[0], line).toContain(line.slice(0, line.indexOf(' gagne ')) + ' gagne');
    // Nothing else of the log is heard while the story is told: what came with it waits for its end.
    const first = said.findIndex((s) => s.text === steps[0]);
    const last = said.findIndex((s) => s.text === steps.at(-1));
    expect(said.slice(first, last).filter((s) => s.region === fr.log.title)).toEqual([]);
    // The next round's start is heard after the story's last step.
    const started = texts.findIndex((t) => t.startsWith(opened));
    expect(started).toBeGreaterThan(texts.indexOf(steps.at(-1)!));
    expect(errors).toEqual([]);
  });
});
