// The match list as the history screen shows it: the filter the host cannot apply (player count) and
// each match's result in a line.
import type { MatchListItem } from '../../protocol/messages.ts';
import type { Messages } from '../../languages/en/messages.ts';
import { playerLabel } from './names.ts';

export type StatusFilter = MatchListItem['status'] | 'all';

export interface MatchFilter {
  status: StatusFilter;
  /** Only matches with this many players; null for any number. */
  players: number | null;
}

/** The page size of the history list: the "more" button asks for the next one. */
export const PAGE = 20;

export function filterMatches(matches: readonly MatchListItem[], filter: MatchFilter): MatchListItem[] {
  return matches.filter(
    (m) =>
      (filter.status === 'all' || m.status === filter.status) &&
      (filter.players === null || m.playerCount === filter.players),
  );
}

/** The seats in finishing order once the match has scores, in seat order before. */
export function standings(match: MatchListItem): MatchListItem['seats'] {
  if (match.seats.some((s) => s.rank === null)) return match.seats;
  return match.seats.slice().sort((a, b) => a.rank! - b.rank!);
}

/**
 * The names of the seats ranked first (several on a shared win), as the list names its players;
 * empty until the match is finished.
 */
export function winners(m: Messages, match: MatchListItem): string[] {
  if (match.status !== 'finished') return [];
  return match.seats.filter((s) => s.rank === 1).map((s) => playerLabel(m, s));
}

/** The seat a review from the history opens with: the first played by a person (any seat may be chosen there). */
export function reviewSeat(match: MatchListItem): number {
  return Math.max(
    0,
    match.seats.findIndex((s) => s.botLevel === null),
  );
}
