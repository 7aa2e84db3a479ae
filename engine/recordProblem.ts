// Why a document is not a game record the engine can replay, as data: a screen words it in its
// player's language, where the commands print the English words `parseRecord` and `replay` give.
import * as v from 'valibot';
import { MAX_PLAYERS, MIN_PLAYERS } from './model/players.ts';
import { cleanName, NAME_MAX, nameProblem, type NameProblem } from './schema.ts';

/** The format this version reads; a record of a later version is `norenberc-record/2` and on. */
export const RECORD_FORMAT = 'norenberc-record/1';

/** What is wrong with one of a record's stand-ins (the `index`-th), for a screen to word it. */
export type StandInProblem = { index: number } &
  /** It names a seat the game does not have. */
  (
    | { kind: 'seat'; seat: number; players: number }
    /** It ends before it begins, or where it begins. */
    | { kind: 'backwards'; from: number; to: number }
    /** It begins or ends past the record's actions. */
    | { kind: 'past-end'; at: number; actions: number }
    /** It overlaps the `other`-th, a stand-in for the same seat. */
    | { kind: 'overlap'; other: number }
  );

/** Why a record is refused; `path` names a field as "players.0.color". */
export type RecordProblem =
  /** Not a Norenberc game record at all: not an object, no `format`, another one. */
  | { kind: 'not-a-record' }
  /** A record of a later version of the format (`format`), written by a newer Norenberc; this one `reads`. */
  | { kind: 'newer-format'; format: string; reads: string }
  | { kind: 'missing'; path: string }
  /** The name of the player at `seat` (at most `max` characters). */
  | { kind: 'name'; seat: number; problem: NameProblem; max: number }
  /** `count` players, where a game has `min` to `max`. */
  | { kind: 'players'; count: number; min: number; max: number }
  /** A field that is not as the format has it. */
  | { kind: 'field'; path: string }
  | { kind: 'stand-in'; standIn: StandInProblem }
  /** Its deal places a tile twice or leaves one out, keeps the wrong townsmen, or a guild not in play. */
  | { kind: 'deal' }
  /** Its action `index` (0-based, of `actions`) is not one the rules allow at that point. */
  | { kind: 'illegal-action'; index: number; actions: number };

/** The version of a format `norenberc-record/N` later than this one's, or null. */
function laterFormat(format: unknown): string | null {
  if (typeof format !== 'string') return null;
  const version = /^norenberc-record\/([1-9][0-9]{0,8})$/.exec(format);
  return version && Number(version[1]) > 1 ? format : null;
}

/** The problem of `input` that the schema's first issue names. */
export function schemaProblem(input: unknown, issues: readonly v.BaseIssue<unknown>[]): RecordProblem {
  const format = typeof input === 'object' && input !== null ? (input as { format?: unknown }).format : null;
  if (format !== RECORD_FORMAT) {
    const later = laterFormat(format);
    return later === null
      ? { kind: 'not-a-record' }
      : { kind: 'newer-format', format: later, reads: RECORD_FORMAT };
  }
  const first = issues[0];
  const path = first ? (v.getDotPath(first) ?? '') : '';
  if (first?.kind === 'schema' && first.received === 'undefined') return { kind: 'missing', path };
  const seat = /^players\.(\d+)\.name$/.exec(path);
  if (seat && typeof first?.input === 'string') {
    const problem = nameProblem(cleanName(first.input));
    if (problem !== null) return { kind: 'name', seat: Number(seat[1]), problem, max: NAME_MAX };
  }
  const players = (input as { players?: unknown }).players;
  if (path === 'players' && Array.isArray(players))
    return { kind: 'players', count: players.length, min: MIN_PLAYERS, max: MAX_PLAYERS };
  return { kind: 'field', path };
}

/** The English words of a later format, beside the schema's: what it is and what to do. */
export function laterFormatText(format: string): string {
  return (
    `format: ${JSON.stringify(format)} is a later version of the format than this Norenberc reads ` +
    `(${RECORD_FORMAT}): the record was made by a newer Norenberc; update Norenberc to read it`
  );
}
