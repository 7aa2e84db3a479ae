// The main window's size and position, kept in the user-data folder between runs and brought back
// onto a screen that still exists.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import * as v from 'valibot';
import { FOLDER_MODE } from '../store/dataFolder.ts';
import { readSmallFile, writeFileWhole } from '../store/safeFiles.ts';

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
    const text = readSmallFile(file, 4096, { followLinks: false }).toString('utf8');
    const parsed = v.safeParse(schema, JSON.parse(text));
    if (parsed.success) return parsed.output;
  } catch {
    // Missing, corrupt or no file of ours (a link, a pipe): start with the default window.
  }
  return { bounds: null, maximized: false };
}

/** Saves the state; a folder that takes no write (a full disk) keeps the last one, the window closes all the same. */
export function saveWindowState(file: string, state: WindowState): void {
  try {
    mkdirSync(dirname(file), { recursive: true, mode: FOLDER_MODE });
    writeFileWhole(file, JSON.stringify(state), 0o600);
  } catch (err) {
    if (typeof (err as NodeJS.ErrnoException).code !== 'string') throw err;
  }
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
