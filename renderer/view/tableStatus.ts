// What a table's display says of each player, from the public view alone: deciding now, done
// (planned, or acted at the guild being called), finished for the round, or waiting for their turn;
// never what they chose.
import type { GameView } from '../../engine/index.ts';

export type PlayerStatus = 'deciding' | 'decided' | 'finished' | 'waiting';

export function playerStatus(view: GameView, seat: number): PlayerStatus {
  if (view.phase === 'finished') return 'finished';
  if (view.waitingFor.includes(seat)) return 'deciding';
  const s = view.seats[seat];
  if (!s) return 'waiting';
  if (view.phase === 'planning') return s.planned ? 'decided' : 'waiting';
  return s.finished ? 'finished' : 'waiting';
}

/** The seats in turn order, each with what it is doing now. */
export function tableStatus(view: GameView): { seat: number; status: PlayerStatus }[] {
  return view.turnOrder.map((seat) => ({ seat, status: playerStatus(view, seat) }));
}
