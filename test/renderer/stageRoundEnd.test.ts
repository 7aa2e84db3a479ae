// The board as a round end begins to be told, on the stage the game screen draws: the talers are the
// ones the round's last action left (a purchase that ended the round paid for), not the ones before it,
// until the income adds to them; the agent it sent to a roof is there. Real games of the engine, their
// changes as the host sends them.
import { describe, expect, it, vi } from 'vitest';
import { Animator } from '../../renderer/play/animator.ts';
import type { GameView } from '../../engine/index.ts';
import { Stage } from '../../renderer/play/stage.svelte.ts';
import { storyEvents } from '../../renderer/view/roundEnd.ts';
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
      // And the agent the last action sent to a roof is on it.
      const on = (v: GameView, guild: string, seat: number) =>
        v.guilds.find((g) => g.id === guild)!.roof.filter((x) => x === seat).length;
      for (const e of storyEvents(events).before)
        if (e.type === 'agentToRoof')
          expect(on(stage.shown!, e.guild, e.seat)).toBe(on(before, e.guild, e.seat) + 1);
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
