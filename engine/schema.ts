// Shape schemas (valibot) for actions and game records: what arrives from files and the network is
// checked here before the rules judge it.
import * as v from 'valibot';
import { GOODS, GUILDS } from './model/components.ts';
import { BOT_LEVELS } from './model/botLevels.ts';
import { MAX_PLAYERS, MIN_PLAYERS } from './model/players.ts';

const seat = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_PLAYERS - 1));
const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(72));
const guildId = v.picklist(GUILDS as [string, ...string[]]);
const goodId = v.picklist(GOODS as [string, ...string[]]);
const tileId = v.pipe(v.string(), v.maxLength(40));
export const goodsSchema = v.record(goodId, count);

const ability = v.union([
  v.strictObject({ victim: seat, goods: goodsSchema }),
  v.strictObject({ swap: v.tuple([tileId, tileId]) }),
  v.strictObject({ good: goodId }),
  v.strictObject({ guild: guildId }),
]);

export const actionSchema = v.variant('type', [
  v.strictObject({
    type: v.literal('plan'),
    seat,
    guilds: v.pipe(v.array(guildId), v.minLength(1), v.maxLength(6)),
  }),
  v.strictObject({ type: v.literal('pass'), seat }),
  v.strictObject({ type: v.literal('sell'), seat, count: v.pipe(count, v.minValue(1)) }),
  v.strictObject({ type: v.literal('buy'), seat, goods: goodsSchema }),
  v.strictObject({
    type: v.literal('recruit'),
    seat,
    window: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(4)),
    payment: goodsSchema,
    toFront: v.boolean(),
    ability: v.optional(ability),
  }),
  v.strictObject({ type: v.literal('nothing'), seat }),
]);

const guildDeal = v.object({
  workshop: v.array(tileId),
  stacked: tileId,
  lodgings: v.array(v.nullable(tileId)),
});

/** The most characters (UTF-16 units) of a player's name. */
export const NAME_MAX = 24;

/** Why a text cannot name a player or a table, in one word each: a screen words it, a host logs it. */
export type NameProblem = 'empty' | 'long' | 'control' | 'invisible';

/**
 * A character that shows: a letter, digit, punctuation or symbol, but none of the default-ignorable
 * ones (U+3164 HANGUL FILLER, U+200B, …) nor U+2800 BRAILLE PATTERN BLANK, which draw nothing.
 */
const VISIBLE = /(?![\p{Default_Ignorable_Code_Point}\u2800])[\p{L}\p{N}\p{P}\p{S}]/u;
/** Control and format characters, and a surrogate left alone (it is no character: storage garbles it). */
const CONTROL = /[\p{Cc}\p{Cf}\p{Cs}]/u;

/** A name as it is kept: trimmed, in Unicode's composed form (NFC), so that one spelling is one text. */
export function cleanName(text: string): string {
  return text.trim().normalize('NFC');
}

/** What is wrong with `text` (cleaned, see cleanName) as a name of at most `max` characters, or null. */
export function nameProblem(text: string, max = NAME_MAX): NameProblem | null {
  if (text.length === 0) return 'empty';
  if (text.length > max) return 'long';
  if (CONTROL.test(text)) return 'control';
  return VISIBLE.test(text) ? null : 'invisible';
}

/** A problem in words, for logs and tools (a screen words it in its player's language). */
export function nameProblemText(problem: NameProblem, max = NAME_MAX): string {
  const words: Record<NameProblem, string> = {
    empty: 'a name needs at least one character',
    long: `a name has at most ${max} characters`,
    control: 'a name cannot hold control characters or a lone surrogate',
    invisible: 'a name needs at least one visible character',
  };
  return words[problem];
}

/** A name schema: cleaned (see cleanName), then refused with its problem's words. */
export function nameSchema(max: number) {
  return v.pipe(
    v.string(),
    v.transform(cleanName),
    v.check(
      (text) => nameProblem(text, max) === null,
      (issue) => nameProblemText(nameProblem(String(issue.input), max) ?? 'empty', max),
    ),
  );
}

/** A player's name, as the app's own: 1–24 characters of text that shows, in NFC, no control characters. */
export const playerName = nameSchema(NAME_MAX);

const botLevel = v.picklist(BOT_LEVELS);

const actionIndex = v.pipe(v.number(), v.integer(), v.minValue(0));

/** A bot that played a human's seat over the actions `from` to `to` (exclusive; open: to the end). */
const standIn = v.strictObject({ seat, from: actionIndex, to: v.optional(actionIndex), level: botLevel });

export const recordSchema = v.object({
  format: v.literal('norenberc-record/1'),
  players: v.pipe(
    v.array(
      v.object({ name: playerName, color: v.pipe(v.string(), v.maxLength(40)), bot: v.optional(botLevel) }),
    ),
    v.minLength(MIN_PLAYERS),
    v.maxLength(MAX_PLAYERS),
  ),
  seed: v.pipe(v.string(), v.maxLength(1000)),
  fingerprint: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[0-9a-f]{64}$/, 'a fingerprint is a SHA-256 in 64 lowercase hexadecimal digits'),
    ),
  ),
  deal: v.optional(
    v.object({
      turnOrder: v.array(seat),
      townsmen: v.array(tileId),
      guilds: v.record(guildId, guildDeal),
      guestStack: v.array(tileId),
    }),
  ),
  actions: v.pipe(v.array(actionSchema), v.maxLength(5000)),
  standIns: v.optional(v.pipe(v.array(standIn), v.maxLength(5000))),
});

/** Names the first problem as "path: message". */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  const first = issues[0];
  if (!first) return 'invalid';
  const path = v.getDotPath(first);
  // valibot says of a missing key "Invalid key: Expected "format" but received undefined".
  const message = first.kind === 'schema' && first.received === 'undefined' ? 'missing' : first.message;
  return path ? `${path}: ${message}` : message;
}
