// Shape schemas (valibot) for actions and game records: what arrives from files and the network is
// checked here before the rules judge it.
import * as v from 'valibot';
import { GOODS, GUILDS } from './model/components.ts';

const seat = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(4));
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

/** A player's name, as the app's own: 1–24 characters of text (no control or format characters). */
export const playerName = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'a name needs at least one character'),
  v.maxLength(24, 'a name has at most 24 characters'),
  v.regex(/^[^\p{Cc}\p{Cf}]*$/u, 'a name cannot hold control characters'),
);

const botLevel = v.picklist(['easy', 'medium', 'hard']);
const actionIndex = v.pipe(v.number(), v.integer(), v.minValue(0));

/** A bot that played a human's seat over the actions `from` to `to` (exclusive; open: to the end). */
const standIn = v.strictObject({ seat, from: actionIndex, to: v.optional(actionIndex), level: botLevel });

export const recordSchema = v.object({
  format: v.literal('norenberc-record/1'),
  players: v.pipe(
    v.array(v.object({ name: playerName, color: v.pipe(v.string(), v.maxLength(40)) })),
    v.minLength(2),
    v.maxLength(5),
  ),
  seed: v.pipe(v.string(), v.maxLength(1000)),
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
  return path ? `${path}: ${first.message}` : first.message;
}
