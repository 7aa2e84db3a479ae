import { describe, expect, it } from 'vitest';
import { playMatch } from '../../engine/bots/match.ts';
import { BOT_LEVELS, type BotLevel } from '../../engine/bots/index.ts';

describe('bots play only legal actions', () => {
  for (const level of BOT_LEVELS.filter((l) => l !== 'hard')) {
    it(`${level}: whole games at every player count`, () => {
      for (const players of [2, 3, 4, 5]) {
        for (let game = 0; game < 3; game++) {
          const seats = Array.from({ length: players }, (): BotLevel => level);
          const match = playMatch({ seats, seed: `legal-${level}-${players}-${game}` });
          expect(match.state.phase).toBe('finished');
        }
      }
    });
  }
});
