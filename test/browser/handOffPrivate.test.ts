// The hotseat hand-off, against the app as it ships (`norenberc start --browser`), its tokens moving
// at the normal speed: from the moment the cover rises until the next player reveals the board, the
// page holds only the public view (checked at every animation frame: no "(you)", nobody's talers, no
// player's own area, nothing a player asked to hear) and the table behind the cover is out of reach
// (inert: Tab stays on the cover, T opens no standings); and what a player asked to hear of their own
// state (the Y key) is never said to the next.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp, play } from './driver.ts';
import { newDataDir, startApp } from './programs.ts';
import { journeyRig } from './rig.ts';

const rig = journeyRig();

interface Sampled {
  frames: number;
  leaks: string[];
}

/** From now on, at every animation frame with the cover up: what of a private view the page holds. */
async function sampleUnderCover(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { sampled: Sampled };
    w.sampled = { frames: 0, leaks: [] };
    const check = (): void => {
      if (document.querySelector('[data-testid=handoff]')) {
        w.sampled.frames++;
        const leak = (what: string): void => {
          if (w.sampled.leaks.length < 20) w.sampled.leaks.push(what);
        };
        if (document.body.textContent?.includes('(you)')) leak('text "(you)"');
        for (const el of document.querySelectorAll('[aria-label]')) {
          const label = el.getAttribute('aria-label')!;
          if (label.includes('(you)') || /Talers: \d/.test(label)) leak(`aria-label "${label}"`);
        }
        for (const el of document.querySelectorAll('[data-testid^=talers-]'))
          if (el.textContent?.trim() !== '?') leak(`talers "${el.textContent}"`);
        if (document.querySelector('.player.mine')) leak("a player's own area");
        const said = document.querySelector('[data-testid=said]')?.textContent;
        if (said) leak(`said "${said}"`);
        if (!document.querySelector('[data-testid=behind-cover]')?.hasAttribute('inert'))
          leak('the table behind the cover is not inert');
      }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

const sampled = (page: Page): Promise<Sampled> =>
  page.evaluate(() => (window as unknown as { sampled: Sampled }).sampled);

describe('the hotseat hand-off', () => {
  it('holds only the public view under its cover, frame by frame, and nothing behind it can be reached', async () => {
    const program = await rig.program(startApp(newDataDir('handoff')));
    const browser = await rig.browser();
    const { page, errors } = await openApp(browser, program.url, { speed: 'normal' });
    await sampleUnderCover(page);

    await page.click('[data-testid=home-new]');
    await page.click('[data-testid=add-seat]');
    for (const [seat, name] of ['Ana', 'Ben'].entries()) {
      await page.selectOption(`[data-testid=seat-kind-${seat}]`, 'human');
      await page.fill(`[data-testid=seat-name-${seat}]`, name);
    }
    await page.selectOption('[data-testid=seat-kind-2]', 'easy');
    await page.click('[data-testid=start-game]');

    let handOffs = 0;
    let roundOver = false;
    let asked = 0;
    await play(page, {
      // Before each decision its player asks to hear their state: what is said is theirs alone.
      stop: async () => {
        const { said, me } = await page.evaluate(() => ({
          said: document.querySelector('[data-testid=said]')?.textContent ?? '',
          me: document.querySelector('.player.mine')?.getAttribute('aria-label')?.replace(' (you)', ''),
        }));
        if (said) expect(said.startsWith(`${me}. Talers: `), said).toBe(true);
        if (me && !said) asked++;
        await page.keyboard.press('y');
        return roundOver;
      },
      onHandOff: async () => {
        handOffs++;
        // Tab goes round the cover's own controls, never into the table behind it.
        for (let i = 0; i < 4; i++) {
          await page.keyboard.press('Tab');
          const behind = await page.evaluate(
            () =>
              document.querySelector('[data-testid=behind-cover]')?.contains(document.activeElement) ?? false,
          );
          expect(behind).toBe(false);
        }
        // The standings' key does nothing while the cover is up.
        await page.keyboard.press('t');
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        expect(await page.locator('[data-testid=standings]').count()).toBe(0);
      },
      onRoundEnd: async () => {
        roundOver = true;
      },
    });

    expect(roundOver).toBe(true);
    expect(handOffs).toBeGreaterThanOrEqual(4);
    expect(asked).toBeGreaterThanOrEqual(4);
    const { frames, leaks } = await sampled(page);
    expect(leaks).toEqual([]);
    // The cover was up for many frames, tokens still moving behind it for some of them.
    expect(frames).toBeGreaterThan(handOffs * 5);
    // Once the board is revealed, its player is "(you)" again.
    expect(await page.locator('.player.mine').count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
