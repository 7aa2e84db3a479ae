// How many play, and in which colours: the one source every layer reads (the rules, the protocol's
// schemas, the host's seats, the store, the screens, the tools), through engine/players.ts.

/** Every table size the game is played at, smallest first (the manifest has a setup for each). */
export const PLAYER_COUNTS = [2, 3, 4, 5] as const;
export type PlayerCount = (typeof PLAYER_COUNTS)[number];
export const MIN_PLAYERS: PlayerCount = PLAYER_COUNTS[0];
export const MAX_PLAYERS: PlayerCount = PLAYER_COUNTS[PLAYER_COUNTS.length - 1]!;

/** The players' colours, one a seat: as many as the largest table (a test holds them to it). */
export const PLAYER_COLORS = ['yellow', 'blue', 'orange', 'green', 'red'] as const;
export type PlayerColor = (typeof PLAYER_COLORS)[number];
