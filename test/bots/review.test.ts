import { describe, expect, it } from 'vitest';
import {
  activeSeats,
  apply,
  newGame,
  toRecord,
  view,
  type Action,
  type GameRecord,
} from '../../engine/index.ts';
import { decide } from '../../engine/bots/index.ts';
import { explain } from '../../engine/bots/explain.ts';
import { guildsNamed } from '../../engine/bots/reasons.ts';
import {
  BLUNDER_VP,
  prepareReview,
  review,
  reviewDecision,
  summarize,
  type ProjectionPoint,
  type ReviewedDecision,
} from '../../engine/bots/analysis.ts';

const ITERATIONS = 240;

/** A 3-player game of medium bots in which seat 0 passes the whole of round 1, agents and money unused. */
function passingGame(): { record: GameRecord; pass: number } {
  const created = newGame({
    players: [0, 1, 2].map((i) => ({ name: `P${i}`, color: `c${i}` })),
    seed: 'review-pass',
  });
  if (!created.ok) throw new Error(created.error);
  let state = created.value;
  const actions: Action[] = [];
  let pass = -1;
  while (state.phase !== 'finished') {
    for (const seat of activeSeats(state)) {
      let action: Action;
      if (seat === 0 && state.round === 1 && state.phase === 'planning') {
        action = { type: 'pass', seat };
        pass = actions.length;
      } else action = decide(view(state, seat), { level: 'medium', seed: actions.length });
      const next = apply(state, action);
      if (!next.ok) throw new Error(next.error);
      state = next.state;
      actions.push(action);
    }
  }
  return { record: toRecord(state, actions), pass };
}

describe('the post-game review', () => {
  const { record, pass } = passingGame();

  it('counts passing the whole of round 1 with every agent and taler among the costliest decisions', () => {
    const result = review(record, 0, { iterations: ITERATIONS })!;
    const passed = result.decisions.find((d) => d.index === pass)!;
    expect(passed.played).toEqual({ type: 'pass', seat: 0 });
    expect(passed.loss).toBeGreaterThanOrEqual(BLUNDER_VP);
    expect(passed.turningPoint).toBe(true);
    const turning = result.decisions.filter((d) => d.turningPoint);
    expect(turning.length).toBeGreaterThanOrEqual(3);
    expect(turning.length).toBeLessThanOrEqual(5);
    const losses = result.decisions.map((d) => d.loss).sort((a, b) => b - a);
    expect(passed.loss).toBeGreaterThanOrEqual(losses[Math.min(4, losses.length - 1)]!);
    expect(result.summary.decisions).toBe(result.decisions.length);
    expect(result.summary.blunders).toBe(
      result.decisions.filter((d) => d.loss >= BLUNDER_VP && d.loss > d.margin).length,
    );
    // The pass is a clear loss: beyond the estimate's margin of noise.
    expect(passed.loss).toBeGreaterThan(passed.margin);
    for (const d of result.decisions.filter((x) => x.turningPoint)) expect(d.loss).toBeGreaterThan(d.margin);
    // The best move is explained as a hint explains it: by what it does at once, here a plan by its
    // own guilds.
    const prepared = prepareReview(record, 0);
    if (!prepared.ok) throw new Error(prepared.error);
    for (const d of result.decisions) {
      const point = prepared.points.find((p) => p.index === d.index)!;
      const own = new Set(explain(point.view, d.played).map((r) => JSON.stringify(r)));
      const same = JSON.stringify(d.played) === JSON.stringify(d.best);
      expect(d.reasons).toEqual(
        same ? [] : explain(point.view, d.best).filter((r) => !own.has(JSON.stringify(r))),
      );
    }
    if (passed.best.type !== 'plan') throw new Error('the best move instead of the pass is a plan');
    const planned: readonly string[] = passed.best.guilds;
    for (const r of passed.reasons) for (const g of guildsNamed(r)) expect(planned).toContain(g);
    expect(passed.reasons.length).toBeGreaterThan(0);
    // A round's start and the end: every seat's projection.
    expect(result.projection.map((p) => p.round)).toEqual([1, 2, 3, 4, 4]);
    for (const p of result.projection) expect(p.scores).toHaveLength(3);
  });

  it('gives a loss of exactly 0 to the move the bot rates best, and never a negative one', () => {
    const prepared = prepareReview(record, 1);
    if (!prepared.ok) throw new Error(prepared.error);
    for (const point of prepared.points.slice(0, 6)) {
      const first = reviewDecision(point, ITERATIONS);
      expect(first.loss).toBeGreaterThanOrEqual(0);
      const again = reviewDecision({ ...point, played: first.best }, ITERATIONS);
      expect(again.loss).toBe(0);
      expect(again.best).toEqual(first.best);
    }
  });

  it('is the same for the same iterations', () => {
    const prepared = prepareReview(record, 2);
    if (!prepared.ok) throw new Error(prepared.error);
    const points = prepared.points.slice(0, 4);
    expect(points.map((p) => reviewDecision(p, ITERATIONS))).toEqual(
      points.map((p) => reviewDecision(p, ITERATIONS)),
    );
  });

  it('reviews only the seat’s own decisions, and refuses a seat that is not in the game', () => {
    const prepared = prepareReview(record, 2);
    if (!prepared.ok) throw new Error(prepared.error);
    for (const p of prepared.points) expect(record.actions[p.index]!.seat).toBe(2);
    expect(prepareReview(record, 3)).toEqual({ ok: false, error: expect.stringMatching(/seat 3/) });
    expect(prepareReview(record, -1).ok).toBe(false);
  });

  it('stops when asked, and tells its progress', () => {
    const seen: number[] = [];
    const stopped = review(record, 0, {
      iterations: 20,
      progress: (done) => seen.push(done),
      stopped: () => seen.length >= 2,
    });
    expect(stopped).toBeNull();
    expect(seen).toEqual([1, 2]);
  });

  it('picks the turning points by the share of the projected result lost, not by the VP of the end', () => {
    // Projected scores grow through the game: an early loss is counted in a projection two rounds on.
    const projection: ProjectionPoint[] = [
      { index: 0, round: 1, scores: [8, 8, 8] },
      { index: 10, round: 2, scores: [12, 12, 12] },
      { index: 20, round: 3, scores: [18, 18, 18] },
      { index: 30, round: 4, scores: [30, 30, 30] },
      { index: 40, round: 4, scores: [48, 48, 48] },
    ];
    const decision = (index: number, round: number, loss: number): ReviewedDecision => ({
      index,
      round,
      played: { type: 'pass', seat: 0 },
      best: { type: 'pass', seat: 0 },
      loss,
      margin: 0,
      turningPoint: false,
      reasons: [],
    });
    // The game's last seven decisions each lose more VP than any other; two of round 1 lose a larger
    // share of what was projected where their simulations stopped (the start of round 3: 18 VP, not 48).
    const decisions = [
      decision(1, 1, 2.5),
      decision(4, 1, 2.4),
      decision(12, 2, 0.5),
      decision(25, 3, 0.4),
      ...[33, 34, 35, 36, 37, 38, 39].map((index, i) => decision(index, 4, 3 + i / 10)),
    ];
    const turning = summarize(0, decisions, projection)
      .decisions.filter((d) => d.turningPoint)
      .map((d) => d.index);
    expect(turning).toEqual(expect.arrayContaining([1, 4]));
    expect(turning.length).toBeGreaterThanOrEqual(3);
    expect(turning.length).toBeLessThanOrEqual(5);
    // Losses themselves stay in VP.
    expect(summarize(0, decisions, projection).decisions.map((d) => d.loss)).toEqual(
      decisions.map((d) => d.loss),
    );
  });
});
