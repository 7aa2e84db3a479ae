// The main window's size and position, kept in the user-data folder between runs and brought back
// onto a screen that still exists.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import * as v from 'valibot';

interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface WindowState {
  bounds: Bounds | null;
  maximized: boolean;
}

export const DEFAULT_SIZE = { width: 1440, height: 900 };
export const MIN_SIZE = { width: 1024, height: 640 };

const schema = v.object({
  bounds: v.nullable(v.object({ x: v.number(), y: v.number(), width: v.number(), height: v.number() })),
  maximized: v.boolean(),
});

/** The saved state, or the default when the file is missing or unreadable. */
export function loadWindowState(file: string): WindowState {
  try {
    const parsed = v.safeParse(schema, JSON.parse(readFileSync(file, 'utf8')));
    if (parsed.success) return parsed.output;
  } catch {
    // Missing or corrupt: start with the default window.
  }
  return { bounds: null, maximized: false };
}

export function saveWindowState(file: string, state: WindowState): void {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.tmp`;
  writeFileSync(tmp, JSON.stringify(state));
  renameSync(tmp, file);
}

/**
 * Saved bounds if they still overlap a screen's work area enough to grab the window, else null
 * (centred default). Sizes are kept within the minimum and the screen.
 */
export function placeOnScreen(bounds: Bounds | null, workAreas: readonly Bounds[]): Bounds | null {
  if (!bounds) return null;
  const width = Math.max(MIN_SIZE.width, Math.round(bounds.width));
  const height = Math.max(MIN_SIZE.height, Math.round(bounds.height));
  const visible = workAreas.some((a) => {
    const overlapX = Math.min(bounds.x + width, a.x + a.width) - Math.max(bounds.x, a.x);
    const overlapY = Math.min(bounds.y + height, a.y + a.height) - Math.max(bounds.y, a.y);
    return overlapX >= 100 && overlapY >= 50;
  });
  return visible ? { x: Math.round(bounds.x), y: Math.round(bounds.y), width, height } : null;
}
