// Starting a table's display's game with the players who came: a display table opens with every seat
// a table may have, and the empty ones go before the start, the last first (the host takes away only
// seats after which nobody sits), so that nobody's seat moves.
import { MIN_PLAYERS } from '../../engine/players.ts';
import type { SeatInfo } from '../../protocol/messages.ts';

export type StartPlan =
  /** The open seats to take away, the last first, then start. */
  | { ok: true; drop: number[] }
  /** Too few at the table, or an open seat among the taken (its number, counted from 1). */
  | { ok: false; reason: 'few' | 'gap'; seat?: number };

export function startPlan(seats: readonly Pick<SeatInfo, 'seat' | 'kind'>[]): StartPlan {
  const taken = seats.filter((s) => s.kind !== 'open');
  if (taken.length < MIN_PLAYERS) return { ok: false, reason: 'few' };
  const last = Math.max(...taken.map((s) => s.seat));
  const gap = seats.find((s) => s.kind === 'open' && s.seat < last);
  if (gap) return { ok: false, reason: 'gap', seat: gap.seat + 1 };
  const drop = seats.filter((s) => s.kind === 'open').map((s) => s.seat);
  return { ok: true, drop: drop.reverse() };
}
