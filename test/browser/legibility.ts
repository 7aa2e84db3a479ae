// What a player sees of the game screen, measured in the page: the smallest rendered text, and
// whether each player's area lies whole inside the window, clipped by no scrolling box.
import type { Page } from 'playwright-core';

export interface SmallText {
  px: number;
  text: string;
  where: string;
}

/**
 * Every visible text in the game screen (board, panels, bars), or in the element `within` selects,
 * with its rendered size in CSS px:
 * the computed font size, times the drawing's scale for text inside an SVG. Sorted, smallest first.
 */
export function textSizes(page: Page, within = '[data-testid=game]'): Promise<SmallText[]> {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector);
    const out: { px: number; text: string; where: string }[] = [];
    if (!root) return out;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const el = node.parentElement;
      if (!text || !el) continue;
      const style = getComputedStyle(el);
      if (style.visibility !== 'visible' || style.display === 'none') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      // Screen-reader text is clipped to a pixel; text in a closed box draws nothing.
      if (box.width <= 1 || box.height <= 1 || el.closest('.sr-only, .sr, [aria-hidden=true] .sr')) continue;
      let opaque = true;
      for (let e: Element | null = el; e; e = e.parentElement)
        if (getComputedStyle(e).opacity === '0') opaque = false;
      if (!opaque) continue;
      let px = parseFloat(style.fontSize);
      if (el instanceof SVGGraphicsElement) {
        const m = el.getScreenCTM();
        if (m) px *= Math.hypot(m.a, m.b);
      }
      const anchor = el.closest('[data-anchor], [data-testid], [class]');
      const where =
        anchor?.getAttribute('data-anchor') ?? anchor?.getAttribute('data-testid') ?? anchor?.className;
      out.push({
        px: Math.round(px * 100) / 100,
        text: text.slice(0, 40),
        where: String(where ?? el.tagName),
      });
    }
    return out.sort((a, b) => a.px - b.px);
  }, within);
}

export interface AreaFit {
  seat: string;
  /** Inside the window. */
  inWindow: boolean;
  /** The scrolling box that cuts it off, if any. */
  clippedBy: string | null;
}

/** Each player's area: whole inside the window, and cut off by no scrolling box around it. */
export function playerAreas(page: Page): Promise<AreaFit[]> {
  // No named inner functions: the page gets this function's source as written, without the helpers
  // a TypeScript loader may add around names.
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-testid^=player-]')].map((area) => {
      const r = area.getBoundingClientRect();
      const boxes: { name: string; left: number; top: number; right: number; bottom: number }[] = [
        { name: 'window', left: 0, top: 0, right: innerWidth, bottom: innerHeight },
      ];
      for (let e = area.parentElement; e && e !== document.body; e = e.parentElement) {
        const s = getComputedStyle(e);
        if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
        const b = e.getBoundingClientRect();
        const left = b.left + e.clientLeft;
        const top = b.top + e.clientTop;
        const name = `${e.tagName.toLowerCase()}.${e.className}`;
        boxes.push({ name, left, top, right: left + e.clientWidth, bottom: top + e.clientHeight });
      }
      const out = boxes.filter(
        (o) =>
          r.left < o.left - 0.5 ||
          r.top < o.top - 0.5 ||
          r.right > o.right + 0.5 ||
          r.bottom > o.bottom + 0.5,
      );
      return {
        seat: area.dataset.testid ?? '',
        inWindow: !out.some((o) => o.name === 'window'),
        clippedBy: out.find((o) => o.name !== 'window')?.name ?? null,
      };
    }),
  );
}
