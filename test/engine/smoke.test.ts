import { describe, expect, it } from 'vitest';
import { randomGame } from '../../tools/bench/engine.ts';
import { PLAYER_COUNTS } from '../../engine/players.ts';

describe('random games', () => {
  it.each(PLAYER_COUNTS)('a %i-player game of random legal actions reaches the end of round 4', (players) => {
    const { state } = randomGame(players, 42);
    expect(state.phase).toBe('finished');
    expect(state.round).toBe(4);
  });
});
