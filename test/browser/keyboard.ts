// A player at the keyboard, as the journeys drive one: keys pressed, the Tab key walked to what is
// named, and at each step the focus checked as the player sees it (WCAG 2.4.7 and 2.4.11: outlined,
// in the window, nothing drawn over it); and what the page's live regions announced, read by a
// MutationObserver installed before the app's first script.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * What the focused element looks like to a sighted keyboard player: '' when all is well, else what is
 * wrong. A form control drawn hidden inside its label shows its focus on the label.
 */
export function focusTrouble(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body || el === document.documentElement) return '';
    const describe = (e: Element): string =>
      `${e.tagName.toLowerCase()} "${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 60)}"`;
    const shown = (el.matches('input') && el.closest('label')) || el;
    const r = shown.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) return `${describe(el)} has no size`;
    const x = Math.min(Math.max(r.x + r.width / 2, 0), innerWidth - 1);
    const y = Math.min(Math.max(r.y + r.height / 2, 0), innerHeight - 1);
    if (r.bottom <= 0 || r.top >= innerHeight || r.right <= 0 || r.left >= innerWidth)
      return `${describe(el)} is out of the window`;
    const hit = document.elementFromPoint(x, y);
    if (!hit || !(shown.contains(hit) || hit.contains(shown)))
      return `${describe(el)} is covered by ${hit ? describe(hit) : 'nothing drawn'}`;
    // Its outline, a heading's line under it, or (a control in a label) the label's own mark of the focus.
    const style = getComputedStyle(el);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const underlined = el.matches('h1, h2, h3') && style.textDecorationLine.includes('underline');
    if (!outlined && !underlined && shown === el && style.boxShadow === 'none')
      return `${describe(el)} shows no focus`;
    return '';
  });
}

/** Presses `key`, then checks the focus is where a sighted player sees it. */
export async function press(page: Page, key: string): Promise<void> {
  await page.keyboard.press(key);
  expect(await focusTrouble(page), `after ${key}`).toBe('');
}

/** Whether the focus is on `target`. */
export function focused(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement).catch(() => false);
}

/**
 * Presses Tab (or Shift+Tab) until the focus is on `target`, each stop checked; fails when a whole
 * round of the page's stops passes without it (it cannot be reached), or past `limit` stops (a trap).
 */
export async function tabTo(page: Page, target: Locator, options: { back?: boolean; limit?: number } = {}) {
  await target.first().waitFor();
  const seen = new Map<string, string>();
  for (let i = 0; i < (options.limit ?? 200); i++) {
    if (await focused(target.first())) return;
    await press(page, options.back ? 'Shift+Tab' : 'Tab');
    const at = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return { at: 'body', name: 'body' };
      const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
      // An element's place in the document: the same stop twice means the round is complete.
      const path: number[] = [];
      for (let e: Element | null = el; e?.parentElement; e = e.parentElement)
        path.push([...e.parentElement.children].indexOf(e));
      return { at: path.join('.'), name };
    });
    if (seen.has(at.at) && at.at !== 'body') {
      throw new Error(
        `${target.toString()} cannot be reached with Tab; the stops: ${[...seen.values()].join(' | ')}`,
      );
    }
    seen.set(at.at, at.name);
  }
  throw new Error(
    `the focus went round more than ${options.limit ?? 200} stops without reaching ${target.toString()}`,
  );
}

/**
 * Walks Tab until a stop comes round again, and returns the stops' accessible names: a modal dialog's
 * own stops, or else the whole page's (which shows that Tab leads anywhere and out of anything).
 */
export async function tabRound(page: Page): Promise<string[]> {
  const names: string[] = [];
  await page.evaluate(() => ((window as unknown as { stops: Set<Element> }).stops = new Set()));
  for (let i = 0; i < 400; i++) {
    await press(page, 'Tab');
    const { again, name } = await page.evaluate(() => {
      const stops = (window as unknown as { stops: Set<Element> }).stops;
      const el = document.activeElement ?? document.body;
      const again = stops.has(el);
      stops.add(el);
      return { again, name: el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '' };
    });
    if (again) return names;
    names.push(name);
  }
  throw new Error(`Tab did not come back round within 400 stops: ${names.slice(-20).join(' | ')}`);
}

/** One announcement: the live region's name (or role) and the words added to it (or taken away). */
export interface Said {
  region: string;
  text: string;
  removed?: true;
}

/**
 * Records what the page's live regions announce, from its first script on (and again after every
 * reload): words added to a live region that was already on the page (all its words, where it is
 * atomic). A region that comes with its words is not announced by screen readers, and not counted.
 */
export async function hearAnnouncements(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const said: { region: string; text: string; removed?: true }[] = [];
    (window as unknown as { said: typeof said }).said = said;
    const LIVE = '[aria-live]:not([aria-live=off]), [role=log], [role=status], [role=alert]';
    const regionName = (r: Element): string => {
      const by = r.getAttribute('aria-labelledby');
      return (
        r.getAttribute('aria-label') ??
        (by ? (document.getElementById(by)?.textContent ?? by) : (r.getAttribute('role') ?? 'live'))
      );
    };
    // An atomic region is read whole, once for all the changes made to it at once.
    let atomic = new Set<Element>();
    const hear = (target: Node, text: string, removed = false): void => {
      const at = target instanceof Element ? target : target.parentElement;
      const region = at?.closest(LIVE);
      if (!region || region.closest('[aria-hidden=true]')) return;
      if (region.getAttribute('aria-atomic') === 'true') {
        atomic.add(region);
        return;
      }
      const words = text.replace(/\s+/g, ' ').trim();
      if (words)
        said.push({
          region: regionName(region),
          text: words,
          ...(removed ? { removed: true as const } : {}),
        });
    };
    new MutationObserver((records) => {
      atomic = new Set();
      for (const r of records) {
        if (r.type === 'characterData') hear(r.target, r.target.textContent ?? '');
        else for (const node of r.addedNodes) hear(r.target, node.textContent ?? '');
        for (const node of r.removedNodes) hear(r.target, node.textContent ?? '', true);
      }
      for (const region of atomic) {
        const words = (region.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (words && region.isConnected) said.push({ region: regionName(region), text: words });
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** What the live regions announced since the page was loaded. */
export function announced(page: Page): Promise<Said[]> {
  return page.evaluate(() => (window as unknown as { said: Said[] }).said);
}
