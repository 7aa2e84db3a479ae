// "N cards planned": a seat's cards still to be played are counted alike on its own screen and on the
// others' (a card of the guild being called is in play, face up, for everyone), at every step.
import { describe, expect, it } from 'vitest';
import { activeSeats, apply, newGame, randomLegalAction, view, type GameState } from '../../engine/index.ts';

describe('the cards a seat has still to play', () => {
  it('are as many for the seat itself as for every other player, at every step of random games', () => {
    let x = 7;
    const pick = (n: number): number => ((x = (Math.imul(x, 1103515245) + 12345) >>> 0), x % n);
    let inPlay = 0;
    for (const players of [2, 4]) {
      const created = newGame({
        players: Array.from({ length: players }, (_, i) => ({ name: `P${i}`, color: `c${i}` })),
        seed: `cards${players}`,
      });
      if (!created.ok) throw new Error(created.error);
      let s: GameState = created.value;
      while (s.phase !== 'finished') {
        const views = Array.from({ length: players }, (_, seat) => view(s, seat));
        for (let seat = 0; seat < players; seat++) {
          const own = views[seat]!.seats[seat]!;
          for (const other of views) expect(other.seats[seat]!.cards).toBe(own.cards);
          // Her card at the guild being called is in play: no longer among those still to play.
          if (s.resolving && s.seats[seat]!.plan?.includes(s.resolving.guild)) {
            expect(own.cards).toBe(
              s.seats[seat]!.plan!.length -
                1 -
                s.seats[seat]!.plan!.filter((g) => g < s.resolving!.guild).length,
            );
            inPlay++;
          }
        }
        const seats = activeSeats(s);
        const next = apply(s, randomLegalAction(s, seats[pick(seats.length)]!, pick)!);
        if (!next.ok) throw new Error(next.error);
        s = next.state;
      }
    }
    expect(inPlay).toBeGreaterThan(10);
  });
});
