// The Guardsman's swaps say what the board shows. In a game where Ana may recruit a Guardsman, each
// swap the panel offers, chosen, lights its two craftsmen on the board; its words name each of them as
// the board draws him (his guild's craftsman and the value on the tile) and as in the house whose sign
// the board shows, in its workshop or lodgings, and hold no other number: no window number the board
// does not draw. A swap pointed at or focused lights its craftsmen meanwhile. The swaps come grouped by
// guild in board order, each naming first the craftsman the board shows first, none of two alike
// craftsmen (it would change nothing); "Swap nothing" stays opaque above the swaps scrolling under it.
// (The log's words for a swap made: test/renderer/swapLog.test.ts.)
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../languages/en/messages.ts';
import { tileFacts } from '../../renderer/view/tiles.ts';
import { components } from '../../engine/index.ts';
import { appUrl, browserAndHost, openApp, shot } from './driver.ts';
import { guardsmanPosition } from '../renderer/games.ts';
import { openGame } from './positions.ts';

interface Lit {
  tile: string;
  /** The house's sign: "2. Bakers". */
  house: string;
  area: 'workshop' | 'lodgings';
  /** The value drawn on the tile. */
  value: string;
}

/** The tiles the board lights, each with where it lies and what is drawn on it. */
function litTiles(page: Page): Promise<Lit[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('section.house .lit [data-tile]')].map((el) => ({
      tile: el.getAttribute('data-tile')!,
      house: el.closest('section.house')!.querySelector('.sign .name')!.textContent!.trim(),
      area: el.closest('[data-anchor]')!.getAttribute('data-anchor')!.includes(':workshop:')
        ? ('workshop' as const)
        : ('lodgings' as const),
      value: el.querySelector('.value')!.textContent!.trim(),
    })),
  );
}

describe("the Guardsman's swaps", () => {
  // Away seats wait for their players for the whole test, rather than get a stand-in bot that plays on.
  const env = browserAndHost(() => ({ graceMs: 600_000 }));

  it('name the craftsmen as the board draws them and where it shows them, and light them there', async () => {
    const { page, errors } = await openApp(env.browser, appUrl(env.host), {
      viewport: { width: 1366, height: 768 },
    });
    await openGame(page, env.host, guardsmanPosition());
    const back = page.locator('[data-testid=catch-up-done]');
    if (await back.count()) await back.click();
    await page.click('[data-testid=mode-recruit]');
    await page.locator('[data-testid^=window-]', { hasText: en.townsmen.guardsman }).click();
    const options = page.locator('label:has([data-testid=ability])');
    const n = await options.count();
    expect(n).toBeGreaterThan(1);

    // Each swap chosen in turn lights its two craftsmen; its words are checked against them, and its
    // place in the list against the board's order.
    const faults: string[] = [];
    const tilesOf: string[][] = [];
    const ranks: number[][] = [];
    const rank = (t: Lit): number =>
      (components.GUILDS as readonly string[]).indexOf(
        Object.entries(en.guilds).find(([, name]) => t.house.endsWith(name))![0],
      ) *
        100 +
      (t.area === 'workshop' ? 0 : 50);
    for (let i = 0; i < n; i++) {
      const option = options.nth(i);
      await option.locator('input').check();
      const words = (await option.innerText()).trim();
      const lit = await litTiles(page);
      tilesOf.push(lit.map((t) => t.tile).sort());
      if (lit.length !== 2) faults.push(`${words}: ${lit.length} tiles lit`);
      let rest = words;
      const guild = tileFacts(lit[0]!.tile)?.kind === 'craftsman' ? tileFacts(lit[0]!.tile)! : null;
      const named = lit
        .map((t) => ({ t, at: words.indexOf(` in the ${t.house.replace(/^\d+\.\s*/, '')}' ${t.area}`) }))
        .sort((a, b) => a.at - b.at);
      ranks.push([
        components.GUILDS.indexOf(guild?.kind === 'craftsman' ? guild.guild : 'brewers'),
        ...named.map(({ t }) => rank(t)),
      ]);
      const [x, y] = lit.map((t) => tileFacts(t.tile));
      if (
        x?.kind === 'craftsman' &&
        y?.kind === 'craftsman' &&
        x.value === y.value &&
        x.agentPlus === y.agentPlus
      )
        faults.push(`${words}: swaps two alike craftsmen, which changes nothing`);
      for (const t of lit) {
        const facts = tileFacts(t.tile);
        if (facts?.kind !== 'craftsman') throw new Error(`${t.tile} is no craftsman`);
        const drawn = `${en.craftsmen[facts.guild]} ${t.value}`;
        const house = t.house.replace(/^\d+\.\s*/, '');
        const where = `${drawn} in the ${house}' ${t.area}`;
        if (!words.includes(where)) faults.push(`${words}: does not say "${where}"`);
        rest = rest.replace(drawn, '');
      }
      if (/\d/.test(rest)) faults.push(`${words}: a number the board does not draw`);
    }
    expect(faults).toEqual([]);
    // By guild, then the first craftsman's place, then the second's; each swap names the one the board
    // shows first first (house by house, workshop before lodgings).
    for (let i = 0; i < n; i++) {
      const [, first, second] = ranks[i]!;
      if (first! > second!) faults.push(`option ${i + 1} names the later craftsman first`);
      if (i > 0 && ranks[i - 1]![0]! > ranks[i]![0]!) faults.push(`option ${i + 1} out of guild order`);
      if (i > 0 && ranks[i - 1]![0] === ranks[i]![0] && ranks[i - 1]![1]! > first!)
        faults.push(`option ${i + 1} out of board order`);
    }
    expect(faults).toEqual([]);
    // Each guild's swaps under its heading.
    expect(await page.locator('[data-testid=swap-group]').count()).toBeGreaterThan(1);

    // "Swap nothing" stays in sight, opaque, above swaps scrolled under it.
    const none = page.locator('label:has([data-testid=ability-none])');
    await page
      .locator('[data-testid=ability]')
      .first()
      .evaluate((el) => {
        const list = el.closest('.options')!;
        list.scrollTop = 25;
      });
    const box = (await none.boundingBox())!;
    const covered = await page.evaluate(
      ({ x, y }) => {
        const hit = document.elementFromPoint(x, y);
        const pinned = document.querySelector('label:has([data-testid=ability-none])')!;
        let bg = 'rgba(0, 0, 0, 0)';
        for (let el: Element | null = pinned; el && !el.matches('.options'); el = el.parentElement) {
          const c = getComputedStyle(el).backgroundColor;
          if (c !== 'rgba(0, 0, 0, 0)') bg = c;
        }
        return { onTop: !!hit && pinned.parentElement!.contains(hit), bg };
      },
      { x: box.x + box.width - 4, y: box.y + box.height - 2 },
    );
    expect(covered.onTop).toBe(true);
    expect(covered.bg).toMatch(/^rgb\(/);
    const listBox = (await page.locator('.options').first().boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(listBox.y - 1);
    await shot(page, 'guardsman-pinned');

    // The first swap chosen, another pointed at, then a third focused: the board lights what each would
    // swap meanwhile.
    await options.nth(0).locator('input').check();
    await options.nth(1).hover();
    expect((await litTiles(page)).map((t) => t.tile).sort()).toEqual(tilesOf[1]);
    await shot(page, 'guardsman-swap');
    await page.mouse.move(0, 0);
    await options
      .nth(n - 1)
      .locator('input')
      .focus();
    expect((await litTiles(page)).map((t) => t.tile).sort()).toEqual(tilesOf[n - 1]);

    expect(errors).toEqual([]);
  });
});
