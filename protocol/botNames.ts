// A bot's name in English, one wording everywhere: the host names a bot seat no one named so ("Medium
// bot", "Medium bot 2"), the command line says a bot level so, and the app's English catalogue too.
import type { BotLevel } from '../engine/bots/index.ts';

/** The levels' words, as the English catalogue's levels too. */
export const BOT_LEVEL_WORDS = { easy: 'Easy', medium: 'Medium', hard: 'Hard' } satisfies Record<
  BotLevel,
  string
>;

/** "Medium bot". */
export function englishBotName(level: BotLevel): string {
  return `${BOT_LEVEL_WORDS[level]} bot`;
}
