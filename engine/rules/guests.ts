// The guest stack: a townsman shuffled back lands at a uniformly random position (docs/components.md §7).
import type { GameEvent } from '../model/events.ts';
import { drawInt } from '../model/random.ts';
import type { GameState, TileId } from '../model/types.ts';

export function reshuffleGuest(s: GameState, tile: TileId, events: GameEvent[]): void {
  const [at, rng] = drawInt(s.rng, 0, s.guestStack.length);
  s.rng = rng;
  // A new stack: the old one may be shared with the state this one was drawn from.
  s.guestStack = [...s.guestStack.slice(0, at), tile, ...s.guestStack.slice(at)];
  events.push({ type: 'townsmanReshuffled', tile });
}

export function drawGuest(s: GameState): TileId | null {
  return s.guestStack.shift() ?? null;
}
