// Hotseat: what a player missed while the others played, for the hand-off screen.
import type { LogEvent } from '../../protocol/takeBack.ts';
import { decidedBy } from './decisions.ts';

/** The moves a seat makes itself: its decisions, and taking one back. */
const own = (e: LogEvent, seat: number): boolean =>
  decidedBy(e, seat) || (e.type === 'tookBack' && e.seat === seat);

/**
 * The public events since the seat's last own move, oldest first; `first`: the seat has made none yet
 * (the events are then all those since the game began).
 */
export function sinceLastTurn<T extends { event: LogEvent }>(
  log: readonly T[],
  seat: number,
): { events: T[]; first: boolean } {
  for (let i = log.length - 1; i >= 0; i--) {
    if (own(log[i]!.event, seat)) return { events: log.slice(i + 1), first: false };
  }
  return { events: [...log], first: true };
}
