// The guest stack: a townsman shuffled back lands at a uniformly random position (docs/components.md §7).
import type { GameEvent } from '../model/events.ts';
import { drawInt } from '../model/random.ts';
import type { GameState, TileId } from '../model/types.ts';

export function reshuffleGuest(s: GameState, tile: TileId, events: GameEvent[]): void {
  const [at, rng] = drawInt(s.rng, 0, s.guestStack.length);
  s.rng = rng;
  // A new stack: the old one may be shared with the state this one was drawn from.
  const old = s.guestStack;
  const stack = new Array<TileId>(old.length + 1);
  for (let i = 0; i < at; i++) stack[i] = old[i]!;
  stack[at] = tile;
  for (let i = at; i < old.length; i++) stack[i + 1] = old[i]!;
  s.guestStack = stack;
  events.push({ type: 'townsmanReshuffled', tile });
}
