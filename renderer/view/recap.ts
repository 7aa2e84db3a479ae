// Hotseat: what a player missed while the others played, for the hand-off screen.
import type { LogEvent } from '../../protocol/takeBack.ts';

/** The moves a seat makes itself: its plan or pass, its action at a guild, and taking one back. */
const OWN = new Set<LogEvent['type']>([
  'planned',
  'passed',
  'sold',
  'bought',
  'recruited',
  'didNothing',
  'tookBack',
]);

/** The public events since the seat's last own move (all of them before its first), oldest first. */
export function sinceLastTurn<T extends { event: LogEvent }>(log: readonly T[], seat: number): T[] {
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i]!.event;
    if (OWN.has(e.type) && 'seat' in e && e.seat === seat) return log.slice(i + 1);
  }
  return [...log];
}
