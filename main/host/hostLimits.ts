// The host's limits in one place: what its guests may hold in all and each (by address, and by player
// where they say who they are), and the reserve kept for the household's own pages (the app's window,
// the operator's page with the host's key), which no guest can take whatever it does from however many
// addresses. `norenberc host` sets the guests' figures; the load test reads them to stay within.

/** What the guests of a host may hold, in all and each, by default. */
export const GUEST_LIMITS = {
  /** WebSockets of guests, in all. */
  clients: 256,
  /** Games of guests in memory, in all. */
  games: 64,
  /** Games one client may be in at once (holding seats, creating or watching). */
  gamesPerClient: 8,
  /** Reviews of guests under way, in all: each holds its game's views and weighs in the advice threads. */
  reviews: 32,
  /** Reviews under way for one address, and for one player. */
  reviewsEach: 2,
  /**
   * Plain HTTP connections one address may have open at once: a browser opens up to 6, and several
   * devices may share an address (behind a travel router).
   */
  httpPerAddress: 48,
  /**
   * Of them, those that have not sent a whole request yet: a browser's come in full at once; past it
   * the address's oldest is closed.
   */
  unfinishedHttpPerAddress: 8,
  /** Plain HTTP connections of guests, in all (the host's own machine apart). */
  http: 512,
} as const;

/** Kept for the household beyond the guests' limits: theirs alone. */
export const HOUSEHOLD_RESERVE = {
  clients: 16,
  games: 8,
  reviews: 4,
  /** Advice threads of each line (one for hints, one for reviews) besides the guests'. */
  adviceThreads: 1,
} as const;

/** WebSockets one address may hold: an eighth of the guests' (at least 4). */
export function clientsPerAddress(clients: number): number {
  return Math.max(4, Math.floor(clients / 8));
}

/** Open tables one address (or one player) may have made: an eighth of the guests' games (at least 2). */
export function gamesPerAddress(games: number): number {
  return Math.max(2, Math.floor(games / 8));
}
