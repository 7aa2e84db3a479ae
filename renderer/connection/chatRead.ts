// How far this browser has read each game's chat, kept across reloads and a tab opened again: a
// message read once never counts as unread again. Only the latest games are remembered.
import { KeptByGame } from './keptByGame.ts';

const read = new KeptByGame('norenberc.chatRead', 40);

/** The number of the last message of the game this browser has read (0: none). */
export function readUpTo(gameId: string): number {
  const n = read.get(gameId);
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : 0;
}

export function markRead(gameId: string, n: number): void {
  read.put(gameId, n);
}
