// The board as a round end begins to be told, on the stage the game screen draws: the talers are the
// ones the round's last action left (a purchase that ended the round paid for), not the ones before it,
// until the income adds to them. Real games of the engine, their changes as the host sends them.
import { describe, expect, it, vi } from 'vitest';
import { Animator } from '../../renderer/play/animator.ts';
import { Stage } from '../../renderer/play/stage.svelte.ts';
import { roundEndsSeen } from './games.ts';

/** Round ends whose last action changed the talers of the viewer (seat 0). */
const paidAsTheRoundEnded = () =>
  roundEndsSeen([
    [2, 3],
    [3, 5],
    [4, 8],
    [5, 21],
  ]).filter(({ before, after, summary }) => {
    const income = summary.income.find((x) => x.seat === 0)?.total ?? 0;
    return after.seats[0]!.talers! - income !== before.seats[0]!.talers;
  });

describe('the round end on the stage', () => {
  it('begins with the talers the last action left, and the income adds to them', async () => {
    const cases = paidAsTheRoundEnded();
    expect(cases.length).toBeGreaterThan(0);
    for (const { before, after, events, summary } of cases) {
      const stage = new Stage(
        new Animator(
          () => null,
          () => null,
        ),
        { moveMs: () => 0, onStep: () => {} },
      );
      stage.receive({ seq: 1, view: before, events: [] });
      await vi.waitFor(() => expect(stage.shownSeq).toBe(1));
      stage.receive({ seq: 2, view: after, events });
      await vi.waitFor(() => expect(stage.story?.index).toBe(0));
      const income = summary.income.find((x) => x.seat === 0)?.total ?? 0;
      // The favourites' step: a tie broken by talers reveals these.
      expect(stage.shown!.seats[0]!.talers).toBe(after.seats[0]!.talers! - income);
      const incomeStep = stage.story!.steps.indexOf('income');
      for (let step = 1; step <= incomeStep; step++) {
        stage.next();
        await vi.waitFor(() => expect(stage.story?.index).toBe(step));
      }
      expect(stage.shown!.seats[0]!.talers).toBe(after.seats[0]!.talers);
      stage.skipStory();
      await vi.waitFor(() => expect(stage.shownSeq).toBe(2));
    }
  });
});
