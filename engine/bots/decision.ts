// Which decision a view asks of its seat, so that a hint is counted and shown once per decision.
import type { GameView } from '../view.ts';

/** The same while others plan meanwhile: that changes the view, not the seat's decision. */
export function decisionKey(v: GameView): string {
  const r = v.resolving;
  return [v.viewer, v.round, v.turn, v.phase, r?.guild, r?.actor].join('|');
}
