import { describe, expect, it } from 'vitest';
import {
  activeSeats,
  apply,
  legalActions,
  newGame,
  randomLegalAction,
  stateFromView,
  view,
} from '../../engine/index.ts';
import type { GameState } from '../../engine/index.ts';
import { PLAYER_COUNTS } from '../../engine/players.ts';

function seeded(seed: number): (n: number) => number {
  let x = seed;
  return (n) => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return x % n;
  };
}

describe('stateFromView', () => {
  it('gives every seat exactly its own legal actions, at every step of random games', () => {
    for (const players of PLAYER_COUNTS) {
      const created = newGame({
        players: Array.from({ length: players }, (_, i) => ({ name: `P${i}`, color: `c${i}` })),
        seed: `fv${players}`,
      });
      if (!created.ok) throw new Error(created.error);
      let s: GameState = created.value;
      const pick = seeded(players);
      let checked = 0;
      while (s.phase !== 'finished') {
        for (let seat = 0; seat < players; seat++) {
          const rebuilt = stateFromView(view(s, seat));
          expect(legalActions(rebuilt, seat)).toEqual(legalActions(s, seat));
          checked++;
        }
        const seats = activeSeats(s);
        const action = randomLegalAction(s, seats[pick(seats.length)]!, pick)!;
        const next = apply(s, action);
        if (!next.ok) throw new Error(next.error);
        s = next.state;
      }
      expect(checked).toBeGreaterThan(20 * players);
    }
  });
});
