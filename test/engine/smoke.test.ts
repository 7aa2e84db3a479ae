import { describe, expect, it } from 'vitest';
import { randomGame } from '../../tools/bench/engine.ts';

describe('random games', () => {
  it.each([2, 3, 4, 5])('a %i-player game of random legal actions reaches the end of round 4', (players) => {
    const { state } = randomGame(players, 42);
    expect(state.phase).toBe('finished');
    expect(state.round).toBe(4);
  });
});
