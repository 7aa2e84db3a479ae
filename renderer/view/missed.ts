// What a player missed: the public events between their last decision and the one they come back to,
// grouped by the player who made them, and the last round end among them, to be told again. Only the
// public log is read (every screen receives the same events), so nothing their seat may not see.
import type { GameEvent } from '../../engine/index.ts';
import type { LogEvent } from '../../protocol/takeBack.ts';
import { decidedBy } from './decisions.ts';
import { roundEndSummary, storyEvents, type RoundEndSummary } from './roundEnd.ts';

export interface MissedGroup {
  /** The player who did these; null for what the game did by itself (a guild called, a round begun). */
  seat: number | null;
  events: LogEvent[];
}

export interface Missed {
  /** In the order each player first acted, their events oldest first. */
  groups: MissedGroup[];
  /** The last round that ended meanwhile. */
  roundEnd: RoundEndSummary | null;
}

type Item = { seq: number; event: LogEvent };

const isGame = (e: LogEvent): e is GameEvent => e.type !== 'tookBack';

/**
 * The events after the seat's last decision that this screen did not show as they happened (`seen`:
 * the sequence numbers of those it did); null when there is nothing to tell: the seat has made no decision yet (a game joined or
 * begun is not a return), or nobody else did anything meanwhile.
 */
export function missedSince(log: readonly Item[], seat: number, seen: ReadonlySet<number>): Missed | null {
  let last = -1;
  for (let i = log.length - 1; i >= 0 && last < 0; i--) {
    if (decidedBy(log[i]!.event, seat)) last = i;
  }
  if (last < 0) return null;
  const items = log.slice(last + 1).filter((item) => !seen.has(item.seq));
  // The events of one change come under one sequence number: a round end's are those of its change.
  const ends = new Set(items.filter((i) => i.event.type === 'roundEnded').map((i) => i.seq));
  const lastEnd = Math.max(-1, ...ends);
  const bySeq = new Map<number, LogEvent[]>();
  for (const item of items) bySeq.set(item.seq, [...(bySeq.get(item.seq) ?? []), item.event]);
  const groups: MissedGroup[] = [];
  const add = (e: LogEvent): void => {
    const who = 'seat' in e && typeof e.seat === 'number' ? e.seat : null;
    const group = groups.find((g) => g.seat === who);
    if (group) group.events.push(e);
    else groups.push({ seat: who, events: [e] });
  };
  for (const [seq, events] of bySeq) {
    // A round end's own events are its story; the move that ended the round is the player's.
    for (const e of ends.has(seq) ? storyEvents(events.filter(isGame)).before : events) add(e);
  }
  const roundEnd = lastEnd >= 0 ? roundEndSummary(bySeq.get(lastEnd)!.filter(isGame)) : null;
  if (!roundEnd && !groups.some((g) => g.seat !== null && g.seat !== seat)) return null;
  return { groups, roundEnd };
}
