// Where the guide's callout goes: on screen, clear of the element it points at and of every control
// its words name, as near the element as that allows (with nothing to point at, near the window's
// bottom right). Where no place is clear (a phone's screen is full), the one that covers least, and
// least of all the element it points at.

export interface Rect {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** The callout's distance from the window's edges, and from what it keeps clear of. */
export const MARGIN = 8;
/** The grid the places are tried on, in pixels. */
const STEP = 12;
/** How much more covering the element pointed at weighs than covering as much of a control. */
const TARGET_WEIGHT = 10;

export function overlap(a: Rect, b: Rect): number {
  const w = Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left);
  const h = Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? w * h : 0;
}

/** The gap between two rectangles (0 when they touch or overlap). */
function gap(a: Rect, b: Rect): number {
  const dx = Math.max(0, b.left - (a.left + a.width), a.left - (b.left + b.width));
  const dy = Math.max(0, b.top - (a.top + a.height), a.top - (b.top + b.height));
  return Math.hypot(dx, dy);
}

function grown(r: Rect, by: number): Rect {
  return { top: r.top - by, left: r.left - by, width: r.width + 2 * by, height: r.height + 2 * by };
}

/**
 * The callout's top left: `box` its size, `window` the window's, `target` what it points at (null:
 * nothing), `clear` what it must not cover (the target among them).
 */
export function placeCallout(
  box: { width: number; height: number },
  window: { width: number; height: number },
  target: Rect | null,
  clear: readonly Rect[],
): { top: number; left: number } {
  const maxTop = Math.max(MARGIN, window.height - box.height - MARGIN);
  const maxLeft = Math.max(MARGIN, window.width - box.width - MARGIN);
  const avoid = clear.filter((r) => r.width > 0 && r.height > 0).map((r) => grown(r, MARGIN / 2));
  const pointed = target ? grown(target, MARGIN / 2) : null;
  const corner: Rect = { top: window.height, left: window.width, width: 0, height: 0 };
  const near = target ?? corner;
  let best = { top: maxTop, left: maxLeft };
  let bestCovered = Infinity;
  let bestGap = Infinity;
  const tops = steps(MARGIN, maxTop);
  const lefts = steps(MARGIN, maxLeft);
  for (const top of tops) {
    for (const left of lefts) {
      const place = { top, left, width: box.width, height: box.height };
      let covered = 0;
      for (const r of avoid) covered += overlap(place, r);
      if (pointed) covered += overlap(place, pointed) * (TARGET_WEIGHT - 1);
      if (covered > bestCovered) continue;
      const distance = gap(place, near);
      if (covered < bestCovered || distance < bestGap) {
        best = { top, left };
        bestCovered = covered;
        bestGap = distance;
      }
    }
  }
  return best;
}

/** From `from` to `to` by STEP, `to` included. */
function steps(from: number, to: number): number[] {
  const out: number[] = [];
  for (let x = from; x < to; x += STEP) out.push(x);
  out.push(to);
  return out;
}
