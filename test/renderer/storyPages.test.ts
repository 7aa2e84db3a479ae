// A long round-end step in pages: each page as many whole parts as its box holds, none cut.
import { describe, expect, it } from 'vitest';
import { pageStarts } from '../../renderer/view/storyPages.ts';

/** Parts of these heights one under the other, `gap` px apart. */
function laid(heights: number[], gap = 10): { top: number; bottom: number }[] {
  let top = 0;
  return heights.map((height) => {
    const part = { top, bottom: top + height };
    top += height + gap;
    return part;
  });
}

describe('pages of a round-end step', () => {
  it('keeps a step that fits on one page', () => {
    expect(pageStarts(laid([100, 100, 100]), 320)).toEqual([0]);
    expect(pageStarts([], 320)).toEqual([]);
  });

  it('starts a page at each part that would not lie whole in the room', () => {
    // 0–100, 110–210, 220–320 | 330–430, 440–540, 550–650 | 660–760
    expect(pageStarts(laid([100, 100, 100, 100, 100, 100, 100]), 320)).toEqual([0, 3, 6]);
  });

  it('gives a part taller than the room a page of its own', () => {
    expect(pageStarts(laid([50, 400, 50, 50]), 300)).toEqual([0, 1, 2]);
  });

  it('holds every part on exactly one page, each page whole in the room but for a part alone', () => {
    const heights = [80, 130, 45, 260, 90, 90, 90, 300, 20, 75];
    for (const room of [120, 200, 310, 500, 2000]) {
      const parts = laid(heights, 7);
      const starts = pageStarts(parts, room);
      expect(starts[0]).toBe(0);
      for (const [p, start] of starts.entries()) {
        const end = starts[p + 1] ?? parts.length;
        expect(end).toBeGreaterThan(start);
        const extent = parts[end - 1]!.bottom - parts[start]!.top;
        if (end - start > 1) expect(extent).toBeLessThanOrEqual(room);
        // The page could not have taken the next part too.
        if (end < parts.length) expect(parts[end]!.bottom - parts[start]!.top).toBeGreaterThan(room);
      }
    }
  });
});
