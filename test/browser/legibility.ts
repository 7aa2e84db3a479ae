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
      if (box.width <= 1 || box.height <= 1 || el.closest('.sr-only')) continue;
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
export async function playerAreas(page: Page): Promise<AreaFit[]> {
  const seats = await page
    .locator('[data-testid^=player-]')
    .evaluateAll((areas) => areas.map((a) => (a as HTMLElement).dataset.testid ?? ''));
  const fits = await Promise.all(seats.map((seat) => fit(page, `[data-testid="${seat}"]`)));
  return fits.flatMap((f, i) => (f ? [{ ...f, seat: seats[i]! }] : []));
}

export interface Target {
  what: string;
  width: number;
  height: number;
}

/**
 * The controls a finger may tap in the element `within` selects (buttons, links, fields, tabs; a
 * checkbox or radio counts with its label) smaller than `least` CSS px either way. Controls out of
 * reach (inert) or not drawn are left out.
 */
export function smallTargets(
  page: Page,
  least = 44,
  within = 'body',
  /** Controls left out, with the reason why at the call. */
  except = ':not(*)',
): Promise<Target[]> {
  return page.evaluate(
    ({ least, within, except }) => {
      const root = document.querySelector(within);
      if (!root) return [];
      const out: { what: string; width: number; height: number }[] = [];
      const seen = new Set<Element>();
      const controls = root.querySelectorAll<HTMLElement>(
        'button, a[href], input, select, textarea, summary, [role=tab], [role=button]',
      );
      for (const control of controls) {
        const target = control.closest('label') ?? control;
        if (seen.has(target) || target.closest('[inert]') || target.matches(except)) continue;
        seen.add(target);
        const style = getComputedStyle(target);
        // Skip links stay clipped to nothing until the keyboard reaches them; what takes no taps is no target.
        if (
          style.visibility !== 'visible' ||
          style.display === 'none' ||
          style.clipPath !== 'none' ||
          style.pointerEvents === 'none'
        )
          continue;
        const r = target.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        if (r.width < least - 0.5 || r.height < least - 0.5)
          out.push({
            what: `${target.tagName.toLowerCase()}[${target.dataset.testid ?? target.getAttribute('aria-label') ?? target.textContent?.trim().slice(0, 30)}]`,
            width: Math.round(r.width),
            height: Math.round(r.height),
          });
      }
      return out;
    },
    { least, within, except },
  );
}

/** Where the element `selector` finds lies: whole inside the window, and cut off by no box around it. */
export function fit(page: Page, selector: string): Promise<AreaFit | null> {
  // No named inner functions: the page gets this function's source as written, without the helpers
  // a TypeScript loader may add around names.
  return page.evaluate((selector) => {
    const el = document.querySelector<HTMLElement>(selector);
    if (!el) return null;
    const r = el.getBoundingClientRect();
    const boxes: { name: string; left: number; top: number; right: number; bottom: number }[] = [
      { name: 'window', left: 0, top: 0, right: innerWidth, bottom: innerHeight },
    ];
    // Each axis a box clips on (one that clips sideways only lets what stands above it show).
    for (let e = el.parentElement; e && e !== document.body; e = e.parentElement) {
      const s = getComputedStyle(e);
      if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
      const b = e.getBoundingClientRect();
      const left = b.left + e.clientLeft;
      const top = b.top + e.clientTop;
      const name = `${e.tagName.toLowerCase()}.${e.className}`;
      const [x, y] = [s.overflowX !== 'visible', s.overflowY !== 'visible'];
      boxes.push({
        name,
        left: x ? left : -Infinity,
        top: y ? top : -Infinity,
        right: x ? left + e.clientWidth : Infinity,
        bottom: y ? top + e.clientHeight : Infinity,
      });
    }
    const out = boxes.filter(
      (o) =>
        r.left < o.left - 0.5 || r.top < o.top - 0.5 || r.right > o.right + 0.5 || r.bottom > o.bottom + 0.5,
    );
    return {
      seat: selector,
      inWindow: !out.some((o) => o.name === 'window'),
      clippedBy: out.find((o) => o.name !== 'window')?.name ?? null,
    };
  }, selector);
}

/**
 * A decision's controls are past the moment a touch screen keeps them from a tap (renderer/ui/arming.ts):
 * what a finger reaches is measured then, and a finger waits for it.
 */
export function pastArming(page: Page): Promise<unknown> {
  return page.waitForSelector('[data-arming]', { state: 'detached' });
}

/**
 * The controls among `selectors` that a finger cannot reach: once scrolled to (as a tap scrolls),
 * the point at their centre is not theirs (something covers them) or lies outside the window.
 */
export async function unreachable(page: Page, selectors: readonly string[]): Promise<string[]> {
  await pastArming(page);
  const out: string[] = [];
  for (const selector of selectors) {
    const control = page.locator(selector).first();
    if (!(await control.count())) continue;
    await control.scrollIntoViewIfNeeded();
    const ok = await control.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false;
      const hit = document.elementFromPoint(x, y);
      return (
        hit !== null && (hit === el || el.contains(hit) || (el.closest('label')?.contains(hit) ?? false))
      );
    });
    if (!ok) out.push(selector);
  }
  return out;
}

/** Whether the page itself scrolls sideways (wider than the window). */
export function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > innerWidth + 0.5);
}

/** Texts cut off by their box (an ellipsis or a clip): each with how much of it shows. */
export function cutTexts(page: Page, selector: string): Promise<{ text: string; shown: number }[]> {
  return page.evaluate(
    (selector) =>
      [...document.querySelectorAll<HTMLElement>(selector)]
        .filter((el) => el.scrollWidth > el.clientWidth + 0.5)
        .map((el) => ({ text: el.textContent ?? '', shown: el.clientWidth / el.scrollWidth })),
    selector,
  );
}

/**
 * What of a phone's decision a finger cannot reach in its dock, in words (none: an empty list): the
 * page scrolling at all; the primary `confirm` out of sight with the dock at rest, or once the dock is
 * scrolled to any of `controls`; any of the controls `controls` find that, the dock scrolled to it (as
 * a finger would), is not in the window and the dock or lies under something else.
 */
export async function dockProblems(
  page: Page,
  confirm: string | null,
  controls: readonly string[],
): Promise<string[]> {
  await pastArming(page);
  return page.evaluate(
    ({ confirm, controls }) => {
      const out: string[] = [];
      const dock = document.querySelector<HTMLElement>('[data-testid=dock]');
      if (!dock) return ['no dock'];
      const root = document.documentElement;
      if (root.scrollHeight > innerHeight + 0.5 || root.scrollWidth > innerWidth + 0.5)
        out.push(`the page scrolls: ${root.scrollWidth} × ${root.scrollHeight}`);
      const inReach = (el: Element): boolean => {
        const r = el.getBoundingClientRect();
        const d = dock.getBoundingClientRect();
        const x = r.left + r.width / 2;
        const y = r.top + r.height / 2;
        if (x < Math.max(0, d.left) || y < Math.max(0, d.top)) return false;
        if (x > Math.min(innerWidth, d.right) || y > Math.min(innerHeight, d.bottom)) return false;
        const hit = document.elementFromPoint(x, y);
        return hit !== null && (el.contains(hit) || (el.closest('label')?.contains(hit) ?? false));
      };
      const primary = confirm ? document.querySelector(confirm) : null;
      dock.scrollTop = 0;
      if (primary && !inReach(primary)) out.push(`${confirm} out of sight, the dock at rest`);
      for (const selector of controls)
        for (const control of document.querySelectorAll(selector)) {
          const target = control.closest('label') ?? control;
          target.scrollIntoView({ block: 'center' });
          const name = `${selector} "${target.textContent?.trim().slice(0, 24)}"`;
          if (!inReach(control)) out.push(`${name} out of reach`);
          if (primary && !inReach(primary)) out.push(`${confirm} out of sight, the dock at ${name}`);
          if (scrollY !== 0 || scrollX !== 0) out.push(`the page scrolled to ${name}`);
        }
      dock.scrollTop = 0;
      return out;
    },
    { confirm, controls },
  );
}

/** The turn order's chips drawn over the bar's tools beside it, each as its text. */
export function trackOverTools(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const meets = (a: DOMRect, b: DOMRect): boolean =>
      a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
    const tools = [...document.querySelectorAll('.topbar .tools button')].map((b) =>
      b.getBoundingClientRect(),
    );
    return [...document.querySelectorAll('[data-anchor=track] li')]
      .filter((chip) => tools.some((t) => meets(chip.getBoundingClientRect(), t)))
      .map((chip) => chip.textContent?.trim() ?? '');
  });
}

/**
 * What is wrong with the lodgings' costs drawn: each window's in sight shows its price in one form (its
 * goods drawn, or in a narrow house its figures, at the least text size) within its own box, or none in
 * a house too small for legible figures (the town square's legend gives them), where no empty strip
 * keeps their place below the windows; how many are drawn, and how many houses in sight have none.
 */
export function lodgingCosts(page: Page): Promise<{ drawn: number; priceless: number; problems: string[] }> {
  return page.locator('[data-testid=lodging-cost]').evaluateAll((costs) => {
    const problems: string[] = [];
    let drawn = 0;
    let priceless = 0;
    for (const house of document.querySelectorAll<HTMLElement>('section[data-guild]')) {
      const facade = house.querySelector('.facade')!.getBoundingClientRect();
      if (facade.width === 0 || house.closest('[hidden], [inert]')) continue;
      const forms = house.querySelectorAll<HTMLElement>(
        '[data-testid=lodging-cost] :is(.full, .short, .first)',
      );
      if ([...forms].some((f) => getComputedStyle(f).display !== 'none')) continue;
      priceless++;
      // Below the windows: the house's own padding, and nothing of the empty strip the prices had.
      const windows = Math.max(
        ...[...house.querySelectorAll('[data-anchor*=":lodging:"]')].map(
          (w) => w.getBoundingClientRect().bottom,
        ),
      );
      const band = house.getBoundingClientRect().bottom - windows;
      if (band > 12) problems.push(`${house.dataset.guild}: ${Math.round(band)} px empty below the lodgings`);
    }
    for (const [i, cost] of costs.entries()) {
      const box = cost.getBoundingClientRect();
      if (box.width === 0 || cost.closest('[hidden]')) continue;
      const shown = [...cost.querySelectorAll<HTMLElement>('.full, .short, .first')].filter(
        (e) => getComputedStyle(e).display !== 'none' && e.getBoundingClientRect().width > 0,
      );
      if (shown.length === 0) continue;
      drawn++;
      if (shown.length !== 1) {
        problems.push(`cost ${i}: ${shown.length} forms shown`);
        continue;
      }
      const inner = shown[0]!.getBoundingClientRect();
      if (inner.left < box.left - 1 || inner.right > box.right + 1 || inner.bottom > box.bottom + 1)
        problems.push(
          `cost ${i}: ${shown[0]!.textContent!.trim()} ${Math.round(inner.width)}×${Math.round(inner.height)} over its box`,
        );
      const size = parseFloat(getComputedStyle(shown[0]!).fontSize);
      if (!shown[0]!.classList.contains('full') && size < 11) problems.push(`cost ${i}: ${size}px`);
      if (!shown[0]!.textContent!.trim() && !shown[0]!.querySelector('svg'))
        problems.push(`cost ${i}: blank`);
    }
    return { drawn, priceless, problems };
  });
}

/**
 * What a finger cannot tap in a phone's dock as it rests, in words (none: an empty list): each control
 * the dock shows (its middle inside the dock and the window) that something else is drawn over, and
 * each of `shown` that a finger cannot tap where it is (out of the window, clipped or covered).
 */
export function coveredInDock(page: Page, shown: readonly string[]): Promise<string[]> {
  return page.evaluate((shown) => {
    const dock = document.querySelector<HTMLElement>('[data-testid=dock]');
    if (!dock) return ['no dock'];
    const d = dock.getBoundingClientRect();
    const name = (el: Element): string =>
      `${el.getAttribute('data-testid') ?? el.tagName} "${el.textContent?.trim().slice(0, 24)}"`;
    const middle = (el: Element, within = d): { x: number; y: number } | null => {
      const r = el.getBoundingClientRect();
      const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
      const inside = x > Math.max(0, within.left) && y > Math.max(0, within.top);
      const fits = x < Math.min(innerWidth, within.right) && y < Math.min(innerHeight, within.bottom);
      return inside && fits ? { x, y } : null;
    };
    const owns = (el: Element, at: { x: number; y: number }): boolean => {
      const hit = document.elementFromPoint(at.x, at.y);
      return hit !== null && ((el.closest('label') ?? el).contains(hit) || el.contains(hit));
    };
    const out: string[] = [];
    for (const el of dock.querySelectorAll('button, label:has(input), a[href]')) {
      const at = middle(el);
      if (at && !owns(el, at))
        out.push(`${name(el)} covered by ${name(document.elementFromPoint(at.x, at.y)!)}`);
    }
    for (const selector of shown) {
      const el = document.querySelector(selector);
      const at = el && middle(el, new DOMRect(0, 0, innerWidth, innerHeight));
      if (!el || !at || !owns(el, at)) out.push(`${selector} not in sight`);
    }
    return out;
  }, shown);
}
