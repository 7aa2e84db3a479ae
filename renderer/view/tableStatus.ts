// What a table's display says of each player, from the public view and the table's seats alone:
// deciding now, done (planned, or acted at the guild being called), finished for the round, waiting for
// their turn, or away (waiting for them to come back, or a stand-in bot playing for them); never what
// they chose.
import type { GameView } from '../../engine/index.ts';
import type { SeatInfo } from '../../protocol/hostMessages.ts';

export type PlayerStatus = 'deciding' | 'decided' | 'finished' | 'waiting' | 'away' | 'standIn';

type Seat = Pick<SeatInfo, 'seat' | 'kind' | 'connected' | 'level'>;

export function playerStatus(view: GameView, seat: number, seats: readonly Seat[] = []): PlayerStatus {
  if (view.phase === 'finished') return 'finished';
  const held = seats.find((s) => s.seat === seat);
  if (held?.kind === 'human' && !held.connected) return held.level ? 'standIn' : 'away';
  if (view.waitingFor.includes(seat)) return 'deciding';
  const s = view.seats[seat];
  if (!s) return 'waiting';
  if (view.phase === 'planning') return s.planned ? 'decided' : 'waiting';
  return s.finished ? 'finished' : 'waiting';
}

/**
 * The seats in the turn order of `view`, each with what it is doing in `now`: a display's board may
 * show a moment behind the game (`view`), while the room waits for whoever decides now.
 */
export function tableStatus(
  view: GameView,
  seats: readonly Seat[] = [],
  now: GameView = view,
): { seat: number; status: PlayerStatus }[] {
  return view.turnOrder.map((seat) => ({ seat, status: playerStatus(now, seat, seats) }));
}
