import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activeSeats, check, view } from '../../engine/index.ts';
import { BOT_LEVELS, decide, type ArenaLevel, type BotLevel } from '../../engine/bots/index.ts';
import { playMatch } from '../../engine/bots/match.ts';
import { randomState } from './states.ts';
import { MAX_PLAYERS, MIN_PLAYERS, PLAYER_COUNTS } from '../../engine/players.ts';

/** Hard's search is kept tiny here: legality does not depend on the budget. */
const ITERATIONS = 6;

/** Every decision of these levels, for every seat that acts, in states reached by random play. */
function decisionsAreLegal(levels: readonly ArenaLevel[], numRuns: number): number {
  let decisions = 0;
  fc.assert(
    fc.property(
      fc.integer({ min: MIN_PLAYERS, max: MAX_PLAYERS }),
      fc.integer(),
      fc.nat(),
      (players, seed, steps) => {
        // A random game lasts about 25 actions per seat.
        const state = randomState(players, seed, steps % (25 * players));
        for (const seat of activeSeats(state)) {
          for (const level of levels) {
            const action = decide(view(state, seat), { level, seed, iterations: ITERATIONS });
            expect(check(state, action)).toBeNull();
            decisions++;
          }
        }
      },
    ),
    { numRuns },
  );
  return decisions;
}

describe('bots play only legal actions', () => {
  it('easy and medium, in random states at every player count', () => {
    expect(decisionsAreLegal(['easy', 'medium'], 700)).toBeGreaterThan(1000);
  });

  it('hard, in random states at every player count', () => {
    expect(decisionsAreLegal(['hard'], 150)).toBeGreaterThan(100);
  });

  it('the reference (ismcts), in random states at every player count', () => {
    expect(decisionsAreLegal(['ismcts'], 60)).toBeGreaterThan(40);
  });

  it('through whole games between mixed levels at every player count', () => {
    for (const players of PLAYER_COUNTS) {
      const seats = Array.from({ length: players }, (_, i): BotLevel => BOT_LEVELS[i % BOT_LEVELS.length]!);
      const match = playMatch({ seats, seed: `mixed-${players}`, iterations: ITERATIONS });
      expect(match.state.phase).toBe('finished');
    }
  });
});
