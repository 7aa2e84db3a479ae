// The guide's callout is placed inside the window, clear of what it points at and of the controls it
// names, and as near its target as that allows; where nothing is clear, it covers as little as it can.
import { describe, expect, it } from 'vitest';
import { MARGIN, overlap, placeCallout, type Rect } from '../../renderer/view/callout.ts';

const at = (p: { top: number; left: number }, box: { width: number; height: number }): Rect => ({
  ...p,
  ...box,
});

describe('the guide’s callout', () => {
  const window = { width: 1024, height: 768 };
  const box = { width: 350, height: 200 };

  it('keeps clear of its target and the named controls, inside the window, by the target', () => {
    const target: Rect = { top: 300, left: 40, width: 150, height: 60 };
    const panel: Rect = { top: 0, left: 740, width: 284, height: 768 };
    const toggles: Rect = { top: 40, left: 0, width: 740, height: 40 };
    const place = at(placeCallout(box, window, target, [target, panel, toggles]), box);
    for (const r of [target, panel, toggles]) expect(overlap(place, r)).toBe(0);
    expect(place.left).toBeGreaterThanOrEqual(MARGIN);
    expect(place.top + place.height).toBeLessThanOrEqual(window.height - MARGIN);
    expect(place.left + place.width).toBeLessThanOrEqual(window.width - MARGIN);
    // Beside the target, not across the window from it.
    const gap = Math.max(
      place.top - (target.top + target.height),
      target.top - (place.top + place.height),
      place.left - (target.left + target.width),
      0,
    );
    expect(gap).toBeLessThan(40);
  });

  it('with nothing to point at, goes to the window’s bottom right where that is clear', () => {
    const place = placeCallout(box, window, null, []);
    expect(place).toEqual({
      top: window.height - box.height - MARGIN,
      left: window.width - box.width - MARGIN,
    });
    const panel: Rect = { top: 0, left: 740, width: 284, height: 768 };
    const moved = at(placeCallout(box, window, null, [panel]), box);
    expect(overlap(moved, panel)).toBe(0);
  });

  it('covers as little as it can when nothing is clear', () => {
    const all: Rect = { top: 0, left: 0, width: 1024, height: 700 };
    const place = at(placeCallout(box, window, null, [all]), box);
    expect(place.top).toBe(window.height - box.height - MARGIN);
  });

  it('where something must be covered, leaves what it points at in sight rather than a larger control', () => {
    // A phone: the strip of players at the top (pointed at), the house below, the panel at the foot.
    const phone = { width: 390, height: 844 };
    const wide = { width: 374, height: 160 };
    const strip: Rect = { top: 50, left: 0, width: 390, height: 60 };
    const house: Rect = { top: 115, left: 0, width: 390, height: 520 };
    const panel: Rect = { top: 640, left: 0, width: 390, height: 204 };
    const place = at(placeCallout(wide, phone, strip, [strip, house, panel]), wide);
    expect(overlap(place, strip)).toBe(0);
  });
});
