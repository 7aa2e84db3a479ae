// What the room reads of a table's display at one moment, measured in the page: the houses' size,
// text under 20 px, names cut, what lies outside the window or spills out of its house or row, and
// whether the event being told and the corner's way in (address, code, QR) are whole in view.
import type { Page } from 'playwright-core';
import { textSizes } from './legibility.ts';

export interface Reading {
  /** The guild houses' drawings, their smallest width and height in px. */
  house: { width: number; height: number };
  /** Texts under 20 px. */
  small: string[];
  /** Names whose box cuts them (wider than it shows, or ellipsed), or broken within a word. */
  cut: string[];
  /** Elements of the board or the side that lie (partly) outside the window, their house or their row. */
  outside: string[];
}

/**
 * `read` of what the room sees: where it finds something wrong, read again two frames later and keep
 * that. The board fits some parts to sizes it learns from a ResizeObserver, which runs before the page
 * is painted: a reading taken between a change and its fitting (as a busy machine makes likely) sees a
 * state nobody sees on the screen, and one that is wrong still is two frames later.
 */
async function painted<T>(page: Page, read: () => Promise<T>, wrong: (reading: T) => boolean): Promise<T> {
  const first = await read();
  if (!wrong(first)) return first;
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  return read();
}

export function readDisplay(page: Page): Promise<Reading> {
  return painted(
    page,
    () => readOnce(page),
    (r) => r.small.length + r.cut.length + r.outside.length > 0,
  );
}

async function readOnce(page: Page): Promise<Reading> {
  const sizes = await textSizes(page, '[data-testid=display-game]');
  const small = sizes.filter((t) => t.px < 20).map((t) => `${t.px}px "${t.text}" in ${t.where}`);
  const rest = await page.evaluate(() => {
    const game = '[data-testid=display-game]';
    const all = <T extends Element = HTMLElement>(s: string) => [
      ...document.querySelectorAll<T & Element>(s),
    ];
    const houses = all(`${game} .facade`).map((h) => h.getBoundingClientRect());
    const named = all(
      `${game} .player h3, ${game} .players .name, ${game} .house .name, ${game} .house .acting`,
    );
    const cut = named
      .filter((e) => e.scrollWidth > e.clientWidth + 0.5)
      .map((e) => e.textContent?.trim() ?? '');
    // A word broken over two lines: a text node's word whose letters lie on two lines.
    for (const e of named) {
      const text = e.textContent ?? '';
      const range = document.createRange();
      const node = [...e.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
      if (!node) continue;
      for (const word of text.matchAll(/\S+/g)) {
        const at = (node.textContent ?? '').indexOf(word[0]);
        if (at < 0) continue;
        range.setStart(node, at);
        range.setEnd(node, at + word[0].length);
        if (range.getClientRects().length > 1) cut.push(`${word[0]} broken in "${text.trim()}"`);
      }
    }
    const within = (r: DOMRect, o: { left: number; top: number; right: number; bottom: number }) =>
      r.left >= o.left - 0.5 &&
      r.top >= o.top - 0.5 &&
      r.right <= o.right + 0.5 &&
      r.bottom <= o.bottom + 0.5;
    const screen = { left: 0, top: 0, right: innerWidth, bottom: innerHeight };
    const outside = all(
      `${game} .player, ${game} .house, ${game} .side > *, ${game} [data-testid=display-join-small] *`,
    )
      .filter((e) => !within(e.getBoundingClientRect(), screen))
      .map((e) => e.dataset.testid ?? e.className);
    // A player's row holds its content whole.
    for (const e of all(`${game} .player`))
      if (e.scrollHeight > e.clientHeight + 1 || e.scrollWidth > e.clientWidth + 1)
        outside.push(`${e.dataset.testid} overflows`);
    // A house's figures lie on its drawing, each clear of the others.
    for (const facade of all(`${game} .facade`)) {
      const box = facade.getBoundingClientRect();
      const figures = [...facade.querySelectorAll<HTMLElement>('.stock, .count, .price, .cost > *')]
        .filter((e) => getComputedStyle(e).display !== 'none')
        .map((e) => ({ e, r: e.getBoundingClientRect() }));
      for (const { e, r } of figures) {
        if (!within(r, box))
          outside.push(
            `"${e.textContent?.trim()}" out of ${facade.closest('[data-guild]')?.getAttribute('data-guild')}`,
          );
      }
      for (const [i, a] of figures.entries())
        for (const b of figures.slice(i + 1))
          if (a.e.contains(b.e) || b.e.contains(a.e)) continue;
          else if (
            a.r.left < b.r.right - 1 &&
            b.r.left < a.r.right - 1 &&
            a.r.top < b.r.bottom - 1 &&
            b.r.top < a.r.bottom - 1
          )
            outside.push(`"${a.e.textContent?.trim()}" over "${b.e.textContent?.trim()}"`);
      // Each window's price shows, in one form or another.
      for (const cost of facade.querySelectorAll<HTMLElement>('.cost'))
        if (![...cost.children].some((k) => getComputedStyle(k).display !== 'none'))
          outside.push(`a price hidden in ${facade.closest('[data-guild]')?.getAttribute('data-guild')}`);
    }
    // What is being told now lies whole in its panel and in the window.
    const told = document.querySelector(`${game} [data-testid=display-told]`);
    const now = told?.querySelector('[data-testid=told-now]');
    if (told && now && !within(now.getBoundingClientRect(), told.getBoundingClientRect()))
      outside.push(`told "${now.textContent}" cut by its panel`);
    if (now && !within(now.getBoundingClientRect(), screen))
      outside.push(`told "${now.textContent}" outside`);
    return {
      house: {
        width: Math.round(Math.min(...houses.map((r) => r.width))),
        height: Math.round(Math.min(...houses.map((r) => r.height))),
      },
      cut,
      outside,
    };
  });
  return { ...rest, small };
}

/** What is being told now, if it does not lie whole in its panel and in the window (none: it does). */
export function toldWhole(page: Page): Promise<string[]> {
  return painted(
    page,
    () => toldWholeOnce(page),
    (r) => r.length > 0,
  );
}

function toldWholeOnce(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const told = document.querySelector('[data-testid=display-told]');
    const now = told?.querySelector('[data-testid=told-now]');
    if (!told || !now) return [];
    const r = now.getBoundingClientRect();
    const o = told.getBoundingClientRect();
    const whole =
      r.top >= Math.max(o.top, 0) - 0.5 &&
      r.bottom <= Math.min(o.bottom, innerHeight) + 0.5 &&
      r.left >= o.left - 0.5 &&
      r.right <= o.right + 0.5;
    return whole
      ? []
      : [
          `"${now.textContent}" ${Math.round(r.top)}–${Math.round(r.bottom)} in ${Math.round(o.top)}–${Math.round(o.bottom)}`,
        ];
  });
}

/**
 * Who acts at the called guild, as each house shows it: its text, whether the name shows (else the
 * raised card alone says who acts), and whether what shows of it is cut (other than by an ellipsis).
 */
export function actingLabels(page: Page): Promise<{ text: string; shown: boolean; cut: boolean }[]> {
  return painted(
    page,
    () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('[data-testid=display-game] .house .acting')].map((e) => {
          const box = e.getBoundingClientRect();
          // What shows of it (its first line): none cut, none half out of it; a name longer than the
          // room gives way to an ellipsis, which is no cut.
          const parts = e.children.length ? [...e.children] : [e];
          const cut = parts.some((c) => {
            const r = c.getBoundingClientRect();
            if (r.top >= box.bottom - 0.5) return false;
            const clipped =
              c.scrollWidth > c.clientWidth + 0.5 && getComputedStyle(c).textOverflow !== 'ellipsis';
            return r.bottom > box.bottom + 0.5 || r.right > box.right + 0.5 || clipped;
          });
          const who = e.querySelector('.who')?.getBoundingClientRect();
          return { text: e.textContent ?? '', shown: !!who && who.top < box.bottom - 0.5, cut };
        }),
      ),
    (labels) => labels.some((l) => l.cut),
  );
}

/**
 * The lines an address takes on the screen, for each address (`display-address`) under `within`: its
 * text cut where its letters move to a new line.
 */
export function addressLines(page: Page, within: string): Promise<string[][]> {
  return page.evaluate(
    (selector) =>
      [...document.querySelectorAll(`${selector} [data-testid=display-address]`)].map((e) => {
        const lines: string[] = [];
        let top = -Infinity;
        const walker = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
        const range = document.createRange();
        for (let node = walker.nextNode(); node; node = walker.nextNode())
          for (const [i, letter] of [...node.textContent!].entries()) {
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const r = range.getBoundingClientRect();
            if (r.top > top + r.height / 2) lines.push(letter);
            else lines[lines.length - 1] += letter;
            top = Math.max(top, r.top);
          }
        return lines;
      }),
    within,
  );
}

/** The lines of the addresses under `within` that end neither at a "/" nor at the address's end. */
export async function addressBroken(page: Page, within: string): Promise<string[]> {
  return (await addressLines(page, within)).flatMap((lines) =>
    lines.slice(0, -1).some((l) => !l.endsWith('/')) ? [lines.join(' ⏎ ')] : [],
  );
}

/**
 * What of the elements `selector` selects (and their contents) the window does not hold whole, or the
 * mouse cannot reach (a button under something else, or in a box scrolled out of sight).
 */
export function outOfReach(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((s) => {
    const out: string[] = [];
    const name = (e: Element) =>
      (e as HTMLElement).dataset.testid ?? e.textContent?.trim().slice(0, 40) ?? '';
    for (const root of document.querySelectorAll(s))
      for (const e of [root, ...root.querySelectorAll('*')]) {
        const r = e.getBoundingClientRect();
        if (r.width === 0 && r.height === 0) continue;
        // The window, and each box around it that clips what overflows it.
        const clip = { left: 0, top: 0, right: innerWidth, bottom: innerHeight };
        for (let a = e.parentElement; a; a = a.parentElement) {
          if (getComputedStyle(a).overflow === 'visible') continue;
          const b = a.getBoundingClientRect();
          clip.left = Math.max(clip.left, b.left);
          clip.top = Math.max(clip.top, b.top);
          clip.right = Math.min(clip.right, b.right);
          clip.bottom = Math.min(clip.bottom, b.bottom);
        }
        if (
          r.left < clip.left - 0.5 ||
          r.top < clip.top - 0.5 ||
          r.right > clip.right + 0.5 ||
          r.bottom > clip.bottom + 0.5
        )
          out.push(
            `${name(e)} at ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}`,
          );
        else if (e instanceof HTMLButtonElement) {
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          if (!hit || !e.contains(hit)) out.push(`${name(e)} under ${hit ? name(hit) : 'nothing'}`);
        }
      }
    return out;
  }, selector);
}

/**
 * Where the display shows `name`: each element holding it in sight, and each place it is cut other
 * than cleanly, that is clipped by a box (or the window) with no ellipsis in its place, or broken over
 * two lines other than after its hyphens. A name wholly out of sight (a line its box hides, a part
 * hidden) is neither.
 */
export function nameShown(
  page: Page,
  name: string,
  within = '[data-testid=display-game]',
): Promise<{ seen: string[]; cut: string[] }> {
  // Read at once: a test that holds the page's clock still (as the display's pace asks) holds its
  // frames too, and reads again once it has moved the clock on by one.
  return page.evaluate(
    ([name, within]) => {
      const game = document.querySelector(within);
      const seen: string[] = [];
      const cut: string[] = [];
      if (!game) return { seen, cut };
      // An element's first class (or tag), after the test id of the nearest element that has one.
      const where = (e: Element) =>
        `${e.closest<HTMLElement>('[data-testid]')?.dataset.testid ?? ''} ${e.classList[0] ?? e.tagName.toLowerCase()}`;
      /** The boxes that clip what lies in `e`: each one around it that hides its overflow, and the window. */
      const clips = (e: Element) => {
        const boxes: {
          box: { left: number; top: number; right: number; bottom: number };
          by: Element | null;
        }[] = [];
        for (let a: Element | null = e; a; a = a.parentElement) {
          const style = getComputedStyle(a);
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
          const r = a.getBoundingClientRect();
          const left = r.left + a.clientLeft;
          const top = r.top + a.clientTop;
          boxes.push({
            box: { left, top, right: left + a.clientWidth, bottom: top + a.clientHeight },
            by: a,
          });
        }
        boxes.push({ box: { left: 0, top: 0, right: innerWidth, bottom: innerHeight }, by: null });
        return boxes;
      };
      const walker = document.createTreeWalker(game, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        const e = node.parentElement!;
        // Out of sight as a whole (a story's part off its page): neither shown nor cut.
        if (getComputedStyle(e).visibility !== 'visible') continue;
        for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + name.length)) {
          // Each letter: shown, given way to an ellipsis, out of a box's sight, or cut by its edge.
          const letters: ('shown' | 'ellipsis' | 'hidden' | 'cut')[] = [];
          let top: number | null = null;
          for (let i = 0; i < name.length; i++) {
            range.setStart(node, at + i);
            range.setEnd(node, at + i + 1);
            const r = range.getBoundingClientRect();
            if (r.width === 0) continue;
            let seenAs: (typeof letters)[number] = 'shown';
            // A letter's box holds the font's whole height, over a tight line's: a quarter of it may
            // stand out above and below its line's box unseen.
            const slack = r.height / 4;
            for (const { box, by } of clips(e)) {
              const level = r.top >= box.top - slack && r.bottom <= box.bottom + slack;
              if (level && r.left >= box.left - 0.5 && r.right <= box.right + 0.5) continue;
              // Past the end of its line a box that ends with an ellipsis: the letters give way to it.
              const ellipsis = by !== null && level && getComputedStyle(by).textOverflow === 'ellipsis';
              const outside =
                r.right <= box.left + 0.5 ||
                r.left >= box.right - 0.5 ||
                r.bottom <= box.top + slack ||
                r.top >= box.bottom - slack;
              seenAs = ellipsis ? 'ellipsis' : outside ? 'hidden' : 'cut';
              if (seenAs === 'cut')
                cut.push(`${name} in ${where(e)}, cut by ${by ? where(by) : 'the window'}`);
              break;
            }
            letters.push(seenAs);
            if (seenAs !== 'shown') continue;
            if (top !== null && r.top > top + r.height / 2 && !/[-\s]/.test(name[i - 1] ?? ''))
              cut.push(`${name} broken before "${name.slice(i)}" in ${where(e)}`);
            top = r.top;
          }
          const shown = letters.includes('shown');
          // Some of it in sight and the rest gone without an ellipsis: cut short, silently.
          if (shown && letters.includes('hidden')) cut.push(`${name} cut short in ${where(e)}`);
          if (shown) seen.push(where(e));
        }
      }
      return { seen: [...new Set(seen)], cut: [...new Set(cut)] };
    },
    [name, within] as const,
  );
}
