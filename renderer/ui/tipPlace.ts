// Where the tooltip goes: beside what it explains and inside the window, never over another control
// the player may want next (a row of buttons is read, and pressed, one after another). Above when that
// is clear, else below, else to the right or the left; when every place covers a control, the one
// covering least, a control of the owner's own part of the screen (the panel of a decision, whose
// choices are made one after another) weighing far more than one elsewhere (the board's tiles).

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

interface Size {
  width: number;
  height: number;
}

/** The controls around a tooltip's owner: those of its own part of the screen, and the others. */
export interface Controls {
  near: readonly Box[];
  far: readonly Box[];
}

const MARGIN = 8;
/** How much more covering a control near the owner counts than covering one elsewhere. */
const NEAR_WEIGHT = 100;

function covered(tip: Box, controls: readonly Box[]): number {
  let area = 0;
  for (const c of controls) {
    const x = Math.min(tip.right, c.right) - Math.max(tip.left, c.left);
    const y = Math.min(tip.bottom, c.bottom) - Math.max(tip.top, c.top);
    if (x > 0 && y > 0) area += x * y;
  }
  return area;
}

/** The tooltip's top left corner for a box of `size` explaining `owner`, in a window of `view`. */
export function placeTip(
  owner: Box,
  size: Size,
  view: Size,
  controls: Controls,
): { left: number; top: number } {
  const within = (value: number, room: number): number => Math.min(Math.max(MARGIN, value), room - MARGIN);
  const left = within((owner.left + owner.right - size.width) / 2, view.width - size.width);
  const top = within((owner.top + owner.bottom - size.height) / 2, view.height - size.height);
  const places = [
    { left, top: owner.top - size.height - MARGIN },
    { left, top: owner.bottom + MARGIN },
    { left: owner.right + MARGIN, top },
    { left: owner.left - size.width - MARGIN, top },
  ].filter(
    (p) =>
      p.left >= MARGIN &&
      p.top >= MARGIN &&
      p.left + size.width <= view.width - MARGIN &&
      p.top + size.height <= view.height - MARGIN,
  );
  let best: { left: number; top: number } | null = null;
  let least = Infinity;
  for (const p of places) {
    const tip = { ...p, right: p.left + size.width, bottom: p.top + size.height };
    const area = NEAR_WEIGHT * covered(tip, controls.near) + covered(tip, controls.far);
    if (area < least) [best, least] = [p, area];
    if (area === 0) break;
  }
  // A window too small for any place beside it: below it, pushed up into the window.
  return best ?? { left, top: Math.min(owner.bottom + MARGIN, view.height - size.height - MARGIN) };
}
