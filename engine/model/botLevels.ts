// The bot levels players are offered, weakest first: the names a record, the protocol and the store
// carry. Everything else about a level (how it decides, where it stands on the ladder, what placed it
// there) is its row in the bots' table, engine/bots/levels.ts, which the compiler holds to this list.
export const BOT_LEVELS = ['easy', 'medium', 'hard'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];
