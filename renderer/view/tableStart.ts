// Starting a table's display's game with the players who came: a display table opens with every seat
// a table may have, and the empty ones go before the start, the last first (the host moves the seats
// after each one up, so that the numbers of those still to go stay as they are).
import { MIN_PLAYERS } from '../../engine/players.ts';
import type { SeatInfo } from '../../protocol/messages.ts';

export type StartPlan =
  /** The open seats to take away, the last first, then start. */
  | { ok: true; drop: number[] }
  /** Too few at the table. */
  | { ok: false };

export function startPlan(seats: readonly Pick<SeatInfo, 'seat' | 'kind'>[]): StartPlan {
  const taken = seats.filter((s) => s.kind !== 'open');
  if (taken.length < MIN_PLAYERS) return { ok: false };
  const drop = seats.filter((s) => s.kind === 'open').map((s) => s.seat);
  return { ok: true, drop: drop.reverse() };
}
