// What a client needs of the protocol without its schemas (which, with valibot, only the host needs
// to check): the version, the WebSocket's path and port, the players'
// colours, and how the focused seat's view is put together. messages.ts re-exports all of it.
import type { GameView, SeatView } from '../engine/index.ts';

export const PROTOCOL_VERSION = 1;
/** The WebSocket endpoint's path on the host's HTTP port. */
export const WS_PATH = '/ws';
/** What `GET /health` names its program: a Norenberc host answers `{ ok: true, app: HEALTH_APP, … }`. */
export const HEALTH_APP = 'norenberc';
export const DEFAULT_PORT = 7412;
export { PLAYER_COLORS, type PlayerColor } from '../engine/players.ts';

/**
 * The focused seat's view travels in two parts, so that the host serialises the shared part once per
 * change: the public view (viewer null; null before the game starts) and the focused seat's own entry
 * in its view (null when the focus is the public view). `seatView` puts them together.
 */
export interface ViewParts {
  view: GameView | null;
  own: SeatView | null;
}

/** The view of the seat `own` belongs to: the public view with that seat's entry as it sees it. */
export function seatView(parts: ViewParts): GameView | null {
  const { view, own } = parts;
  if (!view || !own) return view;
  return { ...view, viewer: own.seat, seats: view.seats.map((s) => (s.seat === own.seat ? own : s)) };
}
