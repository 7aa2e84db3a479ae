// How far this browser has read each game's chat, kept across reloads and a tab opened again: a
// message read once never counts as unread again. Only the latest games are remembered.
const KEY = 'norenberc.chatRead';
const KEPT = 40;

function all(): Record<string, number> {
  try {
    const stored = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? '{}') as unknown;
    return stored && typeof stored === 'object' ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** The number of the last message of the game this browser has read (0: none). */
export function readUpTo(gameId: string): number {
  const n = all()[gameId];
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : 0;
}

export function markRead(gameId: string, n: number): void {
  const { [gameId]: _previous, ...others } = all();
  // The game read last goes last: the oldest are dropped first.
  const kept = Object.entries(others).slice(-(KEPT - 1));
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(Object.fromEntries([...kept, [gameId, n]])));
  } catch {
    // A full or forbidden storage: the count is right for this page, as before.
  }
}
