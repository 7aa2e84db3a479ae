// The guided first game can be won: after the guided round the learner plays their own game against
// the lesson's opponents (protocol/lesson/opponents.ts), and a sensible line beats them. Two such lines
// are played from the end of the guided round: the hint's advice at every decision (its choice, exactly
// what the Hint button shows first), and the medium bot's choices. Everything is seeded: the opponents
// by the move number, so each line is one fixed game.
import { describe, expect, it } from 'vitest';
import { apply, replay, score, view, type Action, type GameState } from '../../engine/index.ts';
import { decide } from '../../engine/bots/index.ts';
import { hint } from '../../engine/bots/hint.ts';
import type { GameView } from '../../engine/index.ts';
import { othersMove } from '../../protocol/lesson/opponents.ts';
import { GUIDED_UNTIL, LESSON_SEAT, lessonRecord } from '../../protocol/lesson/steps.ts';

/** The game from the end of the guided round, the learner choosing by `learner`; the final totals. */
function playOut(learner: (v: GameView) => Action): { totals: number[]; state: GameState } {
  const guided = replay(lessonRecord);
  if (!guided.ok) throw new Error(guided.error);
  let s = guided.state;
  expect(s.moves).toBe(GUIDED_UNTIL + 1);
  expect(s.round).toBe(2);
  while (s.phase !== 'finished') {
    const next = apply(s, othersMove(s) ?? learner(view(s, LESSON_SEAT)));
    if (!next.ok) throw new Error(next.error);
    s = next.state;
  }
  return { totals: score(s).map((x) => x.total), state: s };
}

function wins(totals: number[]): boolean {
  return totals.every((t, seat) => seat === LESSON_SEAT || totals[LESSON_SEAT]! > t);
}

describe('the guided first game', () => {
  it('is won by a learner who follows the hints in rounds 2 to 4', { timeout: 240_000 }, () => {
    const { totals } = playOut((v) => hint(v).options[0]!.action);
    console.log(
      `following the hints: the learner ${totals[0]} VP, the others ${totals.slice(1).join(' and ')}`,
    );
    expect(wins(totals)).toBe(true);
  });

  it('is won by a learner who plays as the medium bot in rounds 2 to 4', () => {
    const { totals } = playOut((v) => decide(v, { level: 'medium', seed: v.moves }));
    console.log(
      `playing as the medium bot: the learner ${totals[0]} VP, the others ${totals.slice(1).join(' and ')}`,
    );
    expect(wins(totals)).toBe(true);
  });
});
