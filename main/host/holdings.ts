// What each client holds at one moment, ranked for making room: when every guest socket is taken, the
// one closed for a newcomer is one that holds least. From least to most: nothing; a player's duplicate
// (watching while the same player holds a seat through another socket); watching; following a review;
// the seats or the creator's rights at a table of one guest alone (everyone at it comes from one address,
// or is one player), in its lobby, then in a running game. A seat at a table of several guests is never
// closed for room: that is a game people play together.
import type { Peer } from './peer.ts';
import type { Table } from './table.ts';

export const WORTH = {
  nothing: 0,
  duplicate: 1,
  watching: 2,
  review: 3,
  loneLobby: 4,
  loneGame: 5,
  kept: Infinity,
} as const;

/**
 * How much each client holds now, among `tables`, the clients following a review and the player each
 * client said it is (`playerOf`: the hash of the player id it sent).
 */
export function holdings(
  tables: Iterable<Table>,
  reviewers: Iterable<Peer>,
  playerOf: (peer: Peer) => string | undefined,
): (peer: Peer) => number {
  const worth = new Map<Peer, number>();
  const raise = (peer: Peer, w: number): void => void worth.set(peer, Math.max(worth.get(peer) ?? 0, w));
  /** The players who hold a seat through a socket now. */
  const seated = new Set<string>();
  for (const table of tables) {
    const part = !oneGuest(table) ? WORTH.kept : table.phase === 'lobby' ? WORTH.loneLobby : WORTH.loneGame;
    for (const [peer, member] of table.members.entries())
      raise(peer, member.spectator ? WORTH.watching : part);
    for (const seat of table.roster.humans()) if (seat.holder && seat.guestKey) seated.add(seat.guestKey);
  }
  for (const peer of reviewers) raise(peer, WORTH.review);
  return (peer) => {
    const w = worth.get(peer) ?? WORTH.nothing;
    const player = playerOf(peer);
    return w <= WORTH.watching && player !== undefined && seated.has(player)
      ? Math.min(w, WORTH.duplicate)
      : w;
  };
}

/**
 * Whether everyone at the table is one guest: its seated players and its creator come from one address
 * (the household's pages count as one), or are one player. A seat whose player is away is someone
 * else's as far as the host can tell.
 */
export function oneGuest(table: Table): boolean {
  const humans = table.roster.humans();
  const addresses = new Set<string | undefined>();
  for (const seat of humans) {
    if (!seat.holder) return false;
    addresses.add(seat.holder.guest);
  }
  const creator = table.members.admin;
  if (creator) addresses.add(creator.guest);
  if (addresses.size <= 1) return true;
  const players = new Set(humans.map((seat) => seat.guestKey));
  return players.size === 1 && !players.has(null);
}
