// A seat's own decisions, as the log tells them: what "since the seat's last turn" counts from.
import type { LogEvent } from '../../protocol/takeBack.ts';

const DECISIONS = new Set<LogEvent['type']>([
  'planned',
  'passed',
  'sold',
  'bought',
  'recruited',
  'didNothing',
]);

/** Whether `event` is `seat`'s own decision: its plan or pass, or its action at a guild. */
export function decidedBy(event: LogEvent, seat: number): boolean {
  return DECISIONS.has(event.type) && 'seat' in event && event.seat === seat;
}
