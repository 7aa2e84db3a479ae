// Where the tooltip goes (renderer/ui/tipPlace.ts): beside what it explains, clear of the controls
// around it, inside the window.
import { describe, expect, it } from 'vitest';
import { placeTip, type Box } from '../../renderer/ui/tipPlace.ts';

/** Controls all in the owner's own part of the screen. */
const near = (...boxes: Box[]) => ({ near: boxes, far: [] });

const VIEW = { width: 1000, height: 800 };
const SIZE = { width: 200, height: 40 };
const box = (left: number, top: number, width: number, height: number): Box => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});
/** A button of 100×30 in the middle of the window. */
const OWNER = box(450, 385, 100, 30);

describe('a tooltip', () => {
  it('goes above what it explains when nothing is there, centred on it', () => {
    expect(placeTip(OWNER, SIZE, VIEW, near())).toEqual({ left: 400, top: 337 });
  });

  it('goes below when a control is above, and to a side when controls are above and below', () => {
    const above = box(450, 340, 100, 30);
    const below = box(450, 430, 100, 30);
    expect(placeTip(OWNER, SIZE, VIEW, near(above))).toEqual({ left: 400, top: 423 });
    expect(placeTip(OWNER, SIZE, VIEW, near(above, below))).toEqual({ left: 558, top: 380 });
    expect(placeTip(OWNER, SIZE, VIEW, near(above, below, box(560, 385, 100, 30)))).toEqual({
      left: 242,
      top: 380,
    });
  });

  it('covers the least it can when every place beside it covers a control', () => {
    const controls = [
      box(450, 340, 100, 30),
      box(450, 430, 100, 30),
      box(560, 385, 20, 30),
      box(0, 385, 440, 30),
    ];
    expect(placeTip(OWNER, SIZE, VIEW, near(...controls))).toEqual({ left: 558, top: 380 });
  });

  it('covers a control elsewhere on the screen rather than one of its own part of it', () => {
    // A panel's choices above, below and to the right; the board's tiles to the left.
    const panel = [box(450, 340, 100, 30), box(450, 430, 100, 30), box(560, 385, 100, 30)];
    const board = [box(100, 380, 340, 40)];
    expect(placeTip(OWNER, SIZE, VIEW, { near: panel, far: board })).toEqual({ left: 242, top: 380 });
    // The same boxes all of one part: the least covered, above.
    expect(placeTip(OWNER, SIZE, VIEW, near(...panel, ...board))).toEqual({ left: 400, top: 337 });
  });

  it('stays in the window: pushed in from its edge, or below and pushed up when no place fits', () => {
    expect(placeTip(box(0, 100, 40, 30), SIZE, VIEW, near())).toEqual({ left: 8, top: 52 });
    expect(placeTip(box(0, 0, 1000, 790), SIZE, VIEW, near())).toEqual({ left: 400, top: 752 });
  });
});
