// The review agrees with the hint at every decision: its best move is the hint's choice, a move the hint
// showed is judged by the hint's own gap and margin (so a move the hint called about as good is never
// a clear loss, and only the advised move is graded best), and a move other than the best is explained
// by what the advised move does that it does not.
import { describe, expect, it } from 'vitest';
import { apply, newGame, toRecord, view, activeSeats, type Action } from '../../engine/index.ts';
import { decide, hint } from '../../engine/bots/index.ts';
import { explain } from '../../engine/bots/explain.ts';
import { grade, prepareReview, reviewDecision, summarize } from '../../engine/bots/analysis.ts';
import { verdictOf, withinMargin } from '../../engine/bots/grade.ts';
import { actionKey } from '../../engine/actionKey.ts';

const ITERATIONS = 240;
/** The hint's budget within a review of ITERATIONS (half of them, under the hint's own). */
const RACED = ITERATIONS / 2;

/** A 2-player game of easy bots: they often play something other than the hint's choice. */
function easyGame() {
  const created = newGame({ players: [0, 1].map((i) => ({ name: `P${i}`, color: `c${i}` })), seed: 'agree' });
  if (!created.ok) throw new Error(created.error);
  let state = created.value;
  const actions: Action[] = [];
  while (state.phase !== 'finished') {
    for (const seat of activeSeats(state)) {
      const action = decide(view(state, seat), { level: 'easy', seed: actions.length });
      const next = apply(state, action);
      if (!next.ok) throw new Error(next.error);
      state = next.state;
      actions.push(action);
    }
  }
  return toRecord(state, actions);
}

describe('grades', () => {
  it('call best only the advised move, good any within its margin, a blunder only beyond it', () => {
    expect(verdictOf(true, 0, 0)).toBe('best');
    // A move other than the advised one that lost nothing measurable is as good as it, never best.
    expect(verdictOf(false, 0, 0)).toBe('good');
    expect(verdictOf(false, 0, 1.4)).toBe('good');
    expect(verdictOf(false, 4.3, 4.4)).toBe('good');
    expect(verdictOf(false, 4.3, 1.2)).toBe('blunder');
    expect(verdictOf(false, 2, 1)).toBe('mistake');
    expect(verdictOf(false, 1, 0.2)).toBe('inaccuracy');
    expect(withinMargin(0.04, 0)).toBe(true);
    expect(withinMargin(1.3, 1.2)).toBe(false);
  });
});

describe('the review beside the hint', () => {
  const record = easyGame();
  const prepared = prepareReview(record, 0);
  if (!prepared.ok) throw new Error(prepared.error);
  const points = prepared.points.slice(0, 14);
  const reviewed = points.map((p) => ({ point: p, d: reviewDecision(p, ITERATIONS) }));

  it('takes the hint’s choice as best, and judges a move the hint listed as the hint did', () => {
    let listed = 0;
    for (const { point, d } of reviewed) {
      const advice = hint(point.view, { iterations: RACED });
      const [choice, ...others] = advice.options;
      expect(actionKey(d.best)).toBe(actionKey(choice!.action));
      expect(grade(d) === 'best').toBe(actionKey(d.played) === actionKey(choice!.action));
      const same = others.find((o) => actionKey(o.action) === actionKey(d.played));
      if (!same) continue;
      listed++;
      expect(d.loss).toBe(-same.difference);
      expect(d.margin).toBe(same.margin);
      // About as good in the hint: good in the review; beyond its margin there: a clear loss here.
      expect(grade(d) === 'good' && withinMargin(d.loss, d.margin)).toBe(same.level);
    }
    expect(listed).toBeGreaterThan(0);
  });

  it('explains a move other than the best by what the advised move does that it does not', () => {
    let explained = 0;
    for (const { point, d } of reviewed) {
      if (actionKey(d.played) === actionKey(d.best)) {
        expect(d.reasons).toEqual([]);
        continue;
      }
      const own = new Set(explain(point.view, d.played).map((r) => JSON.stringify(r)));
      const best = explain(point.view, d.best).map((r) => JSON.stringify(r));
      expect(d.reasons.map((r) => JSON.stringify(r))).toEqual(best.filter((r) => !own.has(r)));
      if (d.reasons.length) explained++;
    }
    expect(explained).toBeGreaterThan(0);
  });

  it('counts as blunders exactly the decisions it grades so', () => {
    const result = summarize(
      0,
      reviewed.map((r) => r.d),
      prepared.projection,
    );
    expect(result.summary.blunders).toBe(result.decisions.filter((d) => grade(d) === 'blunder').length);
  });
});
