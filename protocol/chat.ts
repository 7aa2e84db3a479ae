// Chat at a LAN table: what a player may write and what every member receives. Quick phrases travel
// as ids, so that each reader sees them in their own language.
import * as v from 'valibot';
import type { PlayerColor } from './wire.ts';

export const QUICK_PHRASES = [
  'goodLuck',
  'yourTurn',
  'oneMoment',
  'wellPlayed',
  'niceMove',
  'thanks',
  'oops',
  'oneMore',
] as const;
export type QuickPhrase = (typeof QUICK_PHRASES)[number];

/** The longest text message, in characters (after control characters are stripped). */
export const CHAT_MAX_CHARS = 200;
/** The messages a table keeps for members who arrive or come back. */
export const CHAT_HISTORY = 50;
/** A sender may send at most this many messages in any window of `CHAT_RATE_WINDOW_MS`. */
export const CHAT_RATE_COUNT = 5;
export const CHAT_RATE_WINDOW_MS = 10_000;

/**
 * Control and format characters (line breaks, bidirectional overrides, …) are removed, except the
 * zero-width joiner that emoji sequences need; the text is shown as text, never as markup.
 */
export function cleanChatText(text: string): string {
  return text.replace(/(?!\u200d)[\p{Cc}\p{Cf}]/gu, '').trim();
}

export const chatContent = v.variant('kind', [
  v.strictObject({
    kind: v.literal('text'),
    text: v.pipe(
      v.string(),
      v.transform(cleanChatText),
      v.minLength(1, 'a message needs at least one character'),
      v.maxLength(CHAT_MAX_CHARS, `a message has at most ${CHAT_MAX_CHARS} characters`),
    ),
  }),
  v.strictObject({
    kind: v.literal('phrase'),
    phrase: v.picklist(QUICK_PHRASES, `a quick phrase is one of ${QUICK_PHRASES.join(', ')}`),
  }),
]);
export type ChatContent = v.InferOutput<typeof chatContent>;

/** One message as members receive it. `n` grows by one per message of the table. */
export interface ChatLine {
  n: number;
  /** The sender's first seat; null for a creator who holds none. */
  seat: number | null;
  name: string | null;
  color: PlayerColor | null;
  content: ChatContent;
}
