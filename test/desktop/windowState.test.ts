import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadWindowState, placeOnScreen, saveWindowState } from '../../main/desktop/windowState.ts';

const screen = { x: 0, y: 0, width: 1920, height: 1080 };

describe('window state', () => {
  it('round-trips, and falls back to the default on a missing or corrupt file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'norenberc-ws-'));
    const file = join(dir, 'w.json');
    expect(loadWindowState(file)).toEqual({ bounds: null, maximized: false });
    saveWindowState(file, { bounds: { x: 5, y: 6, width: 1200, height: 700 }, maximized: true });
    expect(loadWindowState(file)).toEqual({
      bounds: { x: 5, y: 6, width: 1200, height: 700 },
      maximized: true,
    });
    writeFileSync(file, '{"bounds": "wide"}');
    expect(loadWindowState(file)).toEqual({ bounds: null, maximized: false });
  });

  it('keeps a window on a screen that exists, at least the minimum size', () => {
    expect(placeOnScreen({ x: 100, y: 100, width: 1300, height: 800 }, [screen])).toEqual({
      x: 100,
      y: 100,
      width: 1300,
      height: 800,
    });
    expect(placeOnScreen({ x: 3000, y: 100, width: 1300, height: 800 }, [screen])).toBeNull();
    expect(placeOnScreen({ x: 10, y: 10, width: 200, height: 100 }, [screen])).toEqual({
      x: 10,
      y: 10,
      width: 1024,
      height: 640,
    });
    expect(placeOnScreen(null, [screen])).toBeNull();
  });
});
