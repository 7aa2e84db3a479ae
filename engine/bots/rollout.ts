// How hard's simulations end (hard.ts's race, tree.ts, and through them the hints' and the review's
// weighing): the fast policy plays every seat to the end of the game, where the score is the
// rules' own. Stopping at the end of the next round and scoring the evaluation's projection there made
// more time settle on the projection's own mistakes; played to the end, the bot gains more from time
// (README).
import { apply } from '../apply.ts';
import { activeSeats } from '../model/state.ts';
import type { GameState } from '../model/types.ts';
import { policyAction } from './policy.ts';
import type { BotRandom } from './random.ts';

/** `state` played by the fast policy for every seat to the end of the game; `who` names the caller in errors. */
export function playOut(state: GameState, random: BotRandom, who: string): GameState {
  let s = state;
  while (s.phase !== 'finished') {
    for (const actor of activeSeats(s)) {
      const next = apply(s, policyAction(s, actor, random));
      if (!next.ok) throw new Error(`${who}: the rollout policy chose an illegal action: ${next.error}`);
      s = next.state;
    }
  }
  return s;
}
