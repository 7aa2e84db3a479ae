// What a player missed: the public events between their last decision and the one they come back to,
// grouped by the player who made them, and the last round end among them, to be told again between
// what came before it and what came after it. Only the
// public log is read (every screen receives the same events), so nothing their seat may not see.
import type { GameEvent, StandIn } from '../../engine/index.ts';
import type { LogEvent } from '../../protocol/takeBack.ts';
import { decidedBy } from './decisions.ts';
import type { LoggedEvent } from './logLines.ts';
import { roundEndSteps, roundEndSummary, storyEvents, type RoundEndSummary } from './roundEnd.ts';

export interface MissedGroup {
  /** The player who did these; null for what the game did by itself (a guild called, a round begun). */
  seat: number | null;
  /** The bot that did these in the seat's name while its player was away; null: the player. */
  standIn: StandIn['level'] | null;
  /** With the count of actions each came with: the log names a seat as it was played then. */
  events: Item[];
}

export interface Missed {
  /**
   * In the order each player first acted, their events oldest first: those before the round end told
   * (all of them where none is).
   */
  groups: MissedGroup[];
  /** Alike, what came after the round end told: the next round's moves, told after its story. */
  later: MissedGroup[];
  /** The last round that ended meanwhile. */
  roundEnd: RoundEndSummary | null;
  /** The steps of its story this screen told already: the story goes on from there. */
  storyFrom: number;
}

/** A round end whose story this screen began to tell (`seq`: its change), and how many steps were read. */
export interface StoryBegun {
  seq: number;
  read: number;
}

/** `moves`: the actions applied once the event happened (its action's index is one less). */
type Item = LoggedEvent;

const isGame = (e: LogEvent): e is GameEvent => e.type !== 'tookBack';

/** The stand-in that played the action behind `item`, if one did (`standIns` by action index, the record's). */
function standInOf(item: Item, standIns: readonly StandIn[]): StandIn | null {
  const seat = 'seat' in item.event && typeof item.event.seat === 'number' ? item.event.seat : null;
  const index = item.moves - 1;
  return standIns.find((s) => s.seat === seat && s.from <= index && (s.to ?? Infinity) > index) ?? null;
}

/**
 * The events after the seat's last decision of its own (a stand-in's in its name is not one) that this
 * screen did not show as they happened (`seen`: the sequence numbers of those it did; `begun`: a round
 * end whose story it began, the move that ended the round shown and some steps read); null when there
 * is nothing to tell: the seat has made no decision yet, nor a stand-in in its name (a game joined or
 * begun is not a return), or nobody else did anything meanwhile. A stand-in's moves come as the
 * stand-in's.
 */
export function missedSince(
  log: readonly Item[],
  seat: number,
  seen: ReadonlySet<number>,
  standIns: readonly StandIn[] = [],
  begun: StoryBegun | null = null,
): Missed | null {
  let last = -1;
  for (let i = log.length - 1; i >= 0 && last < 0; i--) {
    if (decidedBy(log[i]!.event, seat) && !standInOf(log[i]!, standIns)) last = i;
  }
  // A seat a stand-in played before its player's first decision is a return all the same: all of it.
  if (last < 0 && !log.some((item) => decidedBy(item.event, seat) && standInOf(item, standIns))) return null;
  const items = log.slice(last + 1).filter((item) => !seen.has(item.seq));
  // The events of one change come under one sequence number: a round end's are those of its change.
  const ends = new Set(items.filter((i) => i.event.type === 'roundEnded').map((i) => i.seq));
  const lastEnd = Math.max(-1, ...ends);
  const bySeq = new Map<number, Item[]>();
  for (const item of items) bySeq.set(item.seq, [...(bySeq.get(item.seq) ?? []), item]);
  const groups: MissedGroup[] = [];
  const later: MissedGroup[] = [];
  const add = (item: Item): void => {
    const e = item.event;
    const who = 'seat' in e && typeof e.seat === 'number' ? e.seat : null;
    const standIn = standInOf(item, standIns)?.level ?? null;
    const into = lastEnd >= 0 && item.seq > lastEnd ? later : groups;
    const group = into.find((g) => g.seat === who && g.standIn === standIn);
    if (group) group.events.push(item);
    else into.push({ seat: who, standIn, events: [item] });
  };
  for (const [seq, changed] of bySeq) {
    // The move that ended a round was told as its story began.
    if (seq === begun?.seq) continue;
    // A round end's own events are its story; the move that ended the round is the player's.
    const before = ends.has(seq)
      ? new Set(storyEvents(changed.map((i) => i.event).filter(isGame)).before)
      : null;
    for (const item of changed) if (!before || before.has(item.event as GameEvent)) add(item);
  }
  const summary =
    lastEnd >= 0
      ? roundEndSummary(
          bySeq
            .get(lastEnd)!
            .map((i) => i.event)
            .filter(isGame),
        )
      : null;
  const storyFrom = lastEnd === begun?.seq ? begun.read : 0;
  // A story read to its end is not told again.
  const roundEnd = summary && storyFrom < roundEndSteps(summary).length ? summary : null;
  const others = [...groups, ...later].some(
    (g) => g.seat !== null && (g.seat !== seat || g.standIn !== null),
  );
  if (!roundEnd && !others) return null;
  return { groups, later, roundEnd, storyFrom: roundEnd ? storyFrom : 0 };
}
