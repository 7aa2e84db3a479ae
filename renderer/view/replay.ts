// A finished match replayed on this screen with the pure engine: every state from the setup to the
// last action, kept so that seeking anywhere is instant, and the events each action produced.
import {
  apply,
  byStandIn,
  newGame,
  view,
  type GameEvent,
  type GameRecord,
  type GameState,
  type PlayerInfo,
  type StandIn,
} from '../../engine/index.ts';
import type { BotLevel } from '../../protocol/messages.ts';
import type { Messages } from '../../languages/en/messages.ts';
import { seatName } from './names.ts';
import { logLine } from './log.ts';
import { playersAt, standInNotes } from './standIns.ts';
import { standings } from './standings.ts';

export interface Replay {
  /** states[0] is the setup; states[i] follows the record's i-th action. */
  states: GameState[];
  /** events[i] are what the i-th action (1-based, as in states) produced; events[0] is empty. */
  events: GameEvent[][];
  /** Where the record stops making sense (a record refused by the engine), if it does. */
  broken: { index: number; error: string } | null;
  /** standIns[i]: the stand-in bot's level when one played the i-th action (as in states), else null. */
  standIns: (StandIn['level'] | null)[];
  /** The record's stand-ins, by action index. */
  periods: StandIn[];
}

/**
 * The record with its players as the reader names them: a bot's default name ("Medium bot 2", given in
 * the language of the screen that made the table) in the reader's language. `bots`: each seat's bot
 * level (null: a person's), as the host lists the match.
 */
export function namedRecord(m: Messages, record: GameRecord, bots: readonly (BotLevel | null)[]): GameRecord {
  const players = record.players.map((p, seat) => ({ ...p, name: seatName(m, p.name, bots[seat] ?? null) }));
  return { ...record, players };
}

export function replayRecord(record: GameRecord): Replay {
  const created = newGame({ players: record.players, seed: record.seed, deal: record.deal });
  const standIns = [null, ...record.actions.map((_, i) => byStandIn(record, i)?.level ?? null)];
  const periods = record.standIns ?? [];
  if (!created.ok)
    return { states: [], events: [], broken: { index: -1, error: created.error }, standIns, periods };
  const states = [created.value];
  const events: GameEvent[][] = [[]];
  for (const [i, action] of record.actions.entries()) {
    const result = apply(states[states.length - 1]!, action);
    if (!result.ok) return { states, events, broken: { index: i, error: result.error }, standIns, periods };
    states.push(result.state);
    events.push(result.events);
  }
  return { states, events, broken: null, standIns, periods };
}

/** The position a seek lands on: within the replay's states. */
export function clampStep(replay: Replay, step: number): number {
  return Math.max(0, Math.min(replay.states.length - 1, Math.trunc(step)));
}

/** The step a key moves to from `step`, or null for a key the replay does not use. */
export function keyStep(replay: Replay, step: number, key: string): number | null {
  switch (key) {
    case 'ArrowLeft':
      return clampStep(replay, step - 1);
    case 'ArrowRight':
      return clampStep(replay, step + 1);
    case 'Home':
      return 0;
    case 'End':
      return clampStep(replay, replay.states.length - 1);
    default:
      return null;
  }
}

/**
 * Each action of the replay with what it did in the game log's words (steps 1 to the last), a
 * stand-in's coming and going told before the action it happened at (after the last, with the last).
 */
export function actionList(
  m: Messages,
  players: readonly PlayerInfo[],
  replay: Replay,
): { step: number; lines: string[]; standIn: StandIn['level'] | null }[] {
  const notes = standInNotes(m, players, replay.periods);
  const told = (which: (at: number) => boolean): string[] =>
    notes.filter((n) => which(n.at)).map((n) => n.text);
  const last = replay.events.length - 2;
  return replay.events.slice(1).map((events, i) => {
    const named = playersAt(m, players, replay.periods, i);
    return {
      step: i + 1,
      lines: [
        ...told((at) => at === i),
        ...events.flatMap((e) => logLine(m, named, e) ?? []),
        ...(i === last ? told((at) => at > i) : []),
      ],
      standIn: replay.standIns[i + 1] ?? null,
    };
  });
}

/** Each player's public VP after every round but the last (as the final scoring's chart draws them). */
export function roundTotals(replay: Replay): { round: number; totals: number[] }[] {
  return replay.states.flatMap((s, i) => {
    const before = replay.states[i - 1];
    if (!before || s.round === before.round || s.phase === 'finished') return [];
    return [{ round: before.round, totals: standings(view(s, null)).map((r) => r.total) }];
  });
}
