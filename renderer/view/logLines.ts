// The game log's lines: every public event told in words, the stand-ins' coming and going where it
// happened, and the seat's moves meanwhile the bot's for its player. Each line keeps its key while the
// log grows or a take-back cuts it (a change's number and the event's place in it), so that a line
// once shown, or said, is never another line.
import type { PlayerInfo, StandIn } from '../../engine/index.ts';
import type { Messages } from '../../languages/en/messages.ts';
import type { LogEvent } from '../../protocol/takeBack.ts';
import { logLine } from './log.ts';
import { TOLD_BY } from './roundEnd.ts';
import { playersAt, standInNotes } from './standIns.ts';

/** One event of the log as the page keeps it: the change it came with, the actions applied by then. */
export interface LoggedEvent {
  seq: number;
  moves: number;
  event: LogEvent;
}

export interface LogText {
  key: string;
  /** The count of actions the game had come to once it happened. */
  moves: number;
  text: string;
  /** A round's start or end, or the game's: set apart. */
  heading: boolean;
  /** A round's start: where a newest-first log opens a round's lines. */
  opens: boolean;
  /** A line of a round's end that its story tells, step by step (play/StorySaid.svelte). */
  story: boolean;
}

/** The events of a round's end that its story tells, its heading or a step's: the story's own table. */
const STORY: ReadonlySet<LogEvent['type']> = new Set(
  Object.entries(TOLD_BY)
    .filter(([, by]) => by !== 'final scores')
    .map(([type]) => type as keyof typeof TOLD_BY),
);

export function logLines(
  m: Messages,
  items: readonly LoggedEvent[],
  players: readonly PlayerInfo[],
  standIns: readonly StandIn[],
): LogText[] {
  const notes = standInNotes(m, players, standIns);
  const told: LogText[] = [];
  let next = 0;
  const noteUpTo = (moves: number): void => {
    for (; next < notes.length && notes[next]!.at < moves; next++)
      told.push({
        key: `n${next}`,
        moves: notes[next]!.at,
        text: notes[next]!.text,
        heading: false,
        opens: false,
        story: false,
      });
  };
  let within = 0;
  items.forEach((item, i) => {
    within = i > 0 && items[i - 1]!.seq === item.seq ? within + 1 : 0;
    noteUpTo(item.moves);
    const text = logLine(m, playersAt(m, players, standIns, item.moves - 1), item.event);
    const type = item.event.type;
    const heading = type === 'roundStarted' || type === 'roundEnded' || type === 'gameEnded';
    if (text)
      told.push({
        key: `e${item.seq}.${within}`,
        moves: item.moves,
        text,
        heading,
        opens: type === 'roundStarted',
        story: STORY.has(type),
      });
  });
  noteUpTo(Infinity);
  return told;
}
