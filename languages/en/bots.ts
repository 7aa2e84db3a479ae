// A bot seat's default name in English, as the host names a bot seat no one named ("Medium bot",
// "Medium bot 2"); the host, the command line and every page recognise each language's as the level's.
import type { BotLevel } from '../../engine/bots/index.ts';

export const bots = { easy: 'Easy bot', medium: 'Medium bot', hard: 'Hard bot' } satisfies Record<
  BotLevel,
  string
>;

export type BotNames = typeof bots;
