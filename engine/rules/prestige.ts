// The prestige guild: the highest guildmaster, ties to the lower-numbered guild, never the guild that
// was prestige in the previous round (rulebook: setup step K and round-end step 7).
import { price } from '../model/state.ts';
import type { GameState } from '../model/types.ts';

export function choosePrestige(s: GameState, exclude: number | null): number | null {
  let best: number | null = null;
  let bestValue = 0;
  for (let g = 0; g < s.guilds.length; g++) {
    if (g === exclude) continue;
    const value = price(s, g);
    if (value > bestValue) {
      best = g;
      bestValue = value;
    }
  }
  return best;
}
