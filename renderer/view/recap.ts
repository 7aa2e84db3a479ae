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

/**
 * The public events since the seat's last own move, oldest first; `first`: the seat has made none yet
 * (the events are then all those since the game began).
 */
export function sinceLastTurn<T extends { event: LogEvent }>(
  log: readonly T[],
  seat: number,
): { events: T[]; first: boolean } {
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i]!.event;
    if (OWN.has(e.type) && 'seat' in e && e.seat === seat) return { events: log.slice(i + 1), first: false };
  }
  return { events: [...log], first: true };
}
