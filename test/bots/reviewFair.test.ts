// The review judges as the hint does: its best move is the hint's own choice, its loss measured afresh
// with as many worlds for the move played as for the best, and no clear loss within the estimate's
// margin of noise. Over decisions of seeded games, the review names as best the move the hint advised,
// and a game played by following the hints, or by the medium bot, is not mostly blunders.
import { describe, expect, it } from 'vitest';
import { actionKey, activeSeats, apply, newGame, toRecord, view, type Action } from '../../engine/index.ts';
import {
  BLUNDER_VP,
  clearLoss,
  prepareReview,
  reviewIterations,
  review,
  reviewDecision,
  type ReviewedDecision,
} from '../../engine/bots/analysis.ts';
import { hint } from '../../engine/bots/hint.ts';
import { decide } from '../../engine/bots/index.ts';
import { playMatch } from '../../engine/bots/match.ts';
import { PLAYER_COUNTS } from '../../engine/players.ts';

/** The review's grade from "mistake" up: a clear loss of 1.5 VP or more (renderer/view/review.ts). */
const MISTAKE_VP = 1.5;
const mistake = (d: ReviewedDecision) => clearLoss(d) && d.loss >= MISTAKE_VP;
const blunder = (d: ReviewedDecision) => clearLoss(d) && d.loss >= BLUNDER_VP;

/** A game in which seat 0 plays the hint's choice at every decision and the others are medium bots. */
function followingHints(players: number, seed: string) {
  const created = newGame({
    players: Array.from({ length: players }, (_, i) => ({ name: `P${i}`, color: `c${i}` })),
    seed,
  });
  if (!created.ok) throw new Error(created.error);
  let state = created.value;
  const actions: Action[] = [];
  while (state.phase !== 'finished') {
    for (const seat of activeSeats(state)) {
      const v = view(state, seat);
      const action =
        seat === 0 ? hint(v).options[0]!.action : decide(v, { level: 'medium', seed: actions.length });
      const next = apply(state, action);
      if (!next.ok) throw new Error(next.error);
      state = next.state;
      actions.push(action);
    }
  }
  return toRecord(state, actions);
}

describe('the review beside the hint', () => {
  it('names as best the move the hint advised, and grades that move 0', { timeout: 600_000 }, () => {
    let weighed = 0;
    for (const players of PLAYER_COUNTS) {
      const game = playMatch({
        seats: Array.from({ length: players }, () => 'medium'),
        seed: `fair-${players}`,
      });
      const prepared = prepareReview(toRecord(game.state, game.actions), 0);
      if (!prepared.ok) throw new Error(prepared.error);
      for (const point of prepared.points.filter((_, i) => i % 4 === 0)) {
        const choice = hint(point.view).options[0]!.action;
        const d = reviewDecision(point, reviewIterations(players));
        expect(d.best, `${players} players, action ${point.index}`).toEqual(choice);
        // Where the hint's choice is what was played, that review is the one just made (the same
        // decision, seed and budget): it is not weighed a second time.
        const followed =
          actionKey(point.played) === actionKey(choice)
            ? d
            : reviewDecision({ ...point, played: choice }, reviewIterations(players));
        expect(followed.loss).toBe(0);
        weighed++;
      }
    }
    expect(weighed).toBeGreaterThan(20);
  });

  it('does not call most of a bot’s own moves blunders', { timeout: 600_000 }, () => {
    const record = followingHints(3, 'fair-hints');
    const iterations = 1000;
    const follower = review(record, 0, { iterations })!;
    const medium = review(record, 1, { iterations })!;
    console.log(
      `following the hints: ${follower.summary.blunders} blunders in ${follower.summary.decisions}; ` +
        `the medium bot: ${medium.summary.blunders} in ${medium.summary.decisions}`,
    );
    // The hint's choices: hardly ever a clear mistake, never a clear blunder.
    expect(follower.decisions.filter(blunder)).toEqual([]);
    expect(follower.decisions.filter(mistake).length).toBeLessThanOrEqual(follower.decisions.length / 10);
    expect(follower.summary.blunders).toBe(0);
    // The medium bot (one move ahead, by rules of thumb) plays clearly worse than the hint: its
    // blunders are real (a favour race given up counts twice, in the lead over the best other seat),
    // yet not most of its moves.
    expect(medium.summary.blunders).toBeLessThan(medium.summary.decisions / 2);
    expect(medium.summary.meanLoss).toBeGreaterThan(follower.summary.meanLoss);
  });
});
