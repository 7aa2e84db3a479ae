// Hotseat: several seats played on one screen. The screen shows one seat's secrets at a time, and
// only after a hand-off to that player; between turns of different players it shows the public view.
import type { GameView } from '../../engine/index.ts';

/**
 * The local seat that must act next, or null when the game waits for nobody on this screen.
 * Planning goes in reverse turn order (the rulebook's order when players wait on each other).
 */
export function nextLocalSeat(view: GameView, local: readonly number[]): number | null {
  if (view.phase === 'finished') return null;
  const waiting = view.waitingFor.filter((s) => local.includes(s));
  if (waiting.length === 0) return null;
  if (view.phase === 'planning') {
    const reverse = [...view.turnOrder].reverse();
    return reverse.find((s) => waiting.includes(s)) ?? waiting[0]!;
  }
  return waiting[0]!;
}

export type ScreenOwner =
  /** Show this seat's view (it is focused already, or may be focused without a hand-off). */
  | { kind: 'seat'; seat: number }
  /** Ask the screen to be passed to this seat, showing only the public view meanwhile. */
  | { kind: 'handoff'; seat: number }
  /** Nobody here has to act: the public view. */
  | { kind: 'public' };

/**
 * Who the screen belongs to now. `lastSeat` is the seat whose secrets were shown last on this screen:
 * it may see them again without a hand-off when nobody else played here since.
 */
export function screenOwner(
  view: GameView | null,
  local: readonly number[],
  lastSeat: number | null,
): ScreenOwner {
  if (local.length === 1) return { kind: 'seat', seat: local[0]! };
  if (!view) return { kind: 'public' };
  const next = nextLocalSeat(view, local);
  if (next === null) return { kind: 'public' };
  return next === lastSeat ? { kind: 'seat', seat: next } : { kind: 'handoff', seat: next };
}

/**
 * A seat's view as everyone sees it (engine/view.ts for a spectator): its talers hidden until the game
 * is over, its cards shown only once their guild has been called. Hotseat tells a round's end on it:
 * the next player may already be at the screen.
 */
export function publicView(v: GameView): GameView {
  const called =
    v.phase === 'action' && v.resolving ? v.guilds.findIndex((g) => g.id === v.resolving!.guild) : -1;
  const shown = (g: string): boolean => v.guilds.findIndex((x) => x.id === g) <= called;
  return {
    ...v,
    viewer: null,
    seats: v.seats.map((s) => {
      if (s.seat !== v.viewer) return s;
      const plan = s.plan.filter(shown);
      return {
        ...s,
        talers: v.phase === 'finished' ? s.talers : null,
        plan,
        cards: s.plan.length - plan.length,
      };
    }),
  };
}

/**
 * The view the board may show while `owner` has the screen: a seat's own view only to that seat. The
 * board lags behind the host (tokens still flying, a round end being told), so on a hand-off it may
 * still hold the previous player's view: that is shown as everyone sees it.
 */
export function shownTo(v: GameView | null, owner: ScreenOwner): GameView | null {
  if (!v || v.viewer === null) return v;
  return owner.kind === 'seat' && owner.seat === v.viewer ? v : publicView(v);
}
