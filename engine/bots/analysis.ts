// The post-game review: every decision of one seat in a game record, weighed by the hint's search from
// that seat's view at that moment. The best move is the hint's own choice: hard's candidates weighed on
// common worlds (options.ts) with the hint's seed and budget, so the review never calls best a move
// other than the one the hint advised there. A move the hint shows beside its choice is judged as the
// hint judged it (its gap behind the choice and that gap's margin of noise, hint.ts), so that advice and
// review never contradict each other; any other is measured afresh on new common worlds, where it and
// the best are each played out in every world: a paired difference, and its margin. A loss within
// its margin is no clear loss (grade.ts): graded good, as good as the advised move as far as the measure
// tells, as the hint calls such an option "about as good". The loss is exactly 0 when the played move is
// the best. Each decision has its own seed (from its index), so a review is the same for the same
// iterations however its decisions are spread over threads. A move other than the best is explained by
// what the best does at once and for certain that it does not (explain.ts).
import { actionKey } from '../actionKey.ts';
import { apply } from '../apply.ts';
import { legalActionGroups } from '../legal.ts';
import type { Action, GameState } from '../model/types.ts';
import { byStandIn, type GameRecord } from '../record.ts';
import { score } from '../rules/scoring.ts';
import { newGame } from '../setup.ts';
import { view, type GameView } from '../view.ts';
import { determinize } from './determinize.ts';
import { projectedScores } from './evaluate.ts';
import { HORIZON_ROUNDS } from './hard.ts';
import { verdictOf, withinMargin, type Verdict } from './grade.ts';
export { BLUNDER_VP } from './grade.ts';
import { alternatives, hintIterations, hintSeed, standing } from './hint.ts';
import { explain, type Reason } from './explain.ts';
import { bestOf, freshLead, weighOptions } from './options.ts';
import { MIN_WORLDS } from './paired.ts';
import { BotRandom } from './random.ts';

/** New common worlds on which a review measures a loss by default: a margin of noise of about 1 to 1.5 VP. */
const LOSS_WORLDS = 300;
const MOST_TURNING_POINTS = 5;
const FEWEST_TURNING_POINTS = 3;
/** Worlds averaged for the public projection of a round's start. */
const PROJECTION_SAMPLES = 8;
/**
 * The shape and method of a review: a review kept with another (its reasons differences of playouts, its
 * best move the winner of a search other than the hint's, or its losses measured apart from the hint's
 * own margins) is made again.
 */
export const REVIEW_FORMAT = 5;

/** One decision to review: the seat's view before it, and what was played. */
export interface DecisionPoint {
  index: number;
  round: number;
  view: GameView;
  played: Action;
}

export interface ReviewedDecision {
  /** The action's index in the game record's `actions`. */
  index: number;
  round: number;
  played: Action;
  best: Action;
  /** Projected VP lost against the best move; 0 when the played move is the best. */
  loss: number;
  /** The estimate's margin of noise around the loss, in VP: a loss within it is no clear loss. */
  margin: number;
  /** One of the 3 to 5 decisions that cost the most of the projected result (see `summarize`). */
  turningPoint: boolean;
  /** What the best move does at once and for certain that the move played does not, when they differ. */
  reasons: Reason[];
}

export interface ProjectionPoint {
  index: number;
  round: number;
  scores: number[];
}

export interface Review {
  format: typeof REVIEW_FORMAT;
  seat: number;
  decisions: ReviewedDecision[];
  /** `blunders`: decisions whose loss is at least BLUNDER_VP and beyond its margin. */
  summary: { decisions: number; meanLoss: number; blunders: number };
  /** Every seat's projected score from public facts, at the start of each round and at the end. */
  projection: ProjectionPoint[];
}

export type Prepared =
  { ok: true; points: DecisionPoint[]; projection: ProjectionPoint[] } | { ok: false; error: string };

/**
 * Simulations per decision of a review by default, at a table of `players`: the hint's weighing (never
 * more than half of them, so that reviewDecision weighs at the hint's own budget), then the loss on
 * LOSS_WORLDS new worlds (two simulations each).
 */
export function reviewIterations(players: number): number {
  const hint = hintIterations(players);
  return hint + Math.max(hint, 2 * LOSS_WORLDS);
}

/**
 * The decision `action` (the record's `index`th) is, to review: null for one without a choice (one
 * legal action), or of a seat not deciding now.
 */
export function decisionPoint(state: GameState, action: Action, index: number): DecisionPoint | null {
  if (choices(state, action.seat) < 2) return null;
  return { index, round: state.round, view: view(state, action.seat), played: action };
}

/**
 * Replays the record: the seat's decisions (not those a stand-in bot played, nor forced ones) and every
 * seat's projected score from public facts at the start of each round and at the end.
 */
export function prepareReview(record: GameRecord, seat: number): Prepared {
  if (!Number.isInteger(seat) || seat < 0 || seat >= record.players.length)
    return { ok: false, error: `seat ${seat} is not in this game (seats 0 to ${record.players.length - 1})` };
  const created = newGame({ players: record.players, seed: record.seed, deal: record.deal });
  if (!created.ok) return { ok: false, error: created.error };
  let state = created.value;
  const points: DecisionPoint[] = [];
  const projection: ProjectionPoint[] = [publicProjection(state, 0)];
  for (let i = 0; i < record.actions.length; i++) {
    const action = record.actions[i]!;
    const point = action.seat === seat && !byStandIn(record, i) ? decisionPoint(state, action, i) : null;
    if (point) points.push(point);
    const next = apply(state, action);
    if (!next.ok) return { ok: false, error: `action ${i} is illegal: ${next.error}` };
    if (
      next.state.round !== state.round ||
      (next.state.phase === 'finished') !== (state.phase === 'finished')
    )
      projection.push(publicProjection(next.state, i + 1));
    state = next.state;
  }
  return { ok: true, points, projection };
}

/**
 * One decision weighed: the hint's search gives the best move (whatever was played), at the hint's own
 * budget or half of `iterations` where that is less; `best` is that move when the hint is known already.
 * A move the hint shows beside its choice is judged by the hint's own standing (its gap and margin);
 * another is measured afresh on new common worlds, both played out in each (the search's winner is the
 * best of many noisy means: its lead there is biased upward), with that measure's margin. A played move
 * equal to the best loses exactly 0.
 */
export function reviewDecision(point: DecisionPoint, iterations: number, best?: Action): ReviewedDecision {
  const seat = point.played.seat;
  const raced = Math.min(hintIterations(point.view.seats.length), Math.ceil(iterations / 2));
  const arms = weighOptions(point.view, seat, new BotRandom(hintSeed(point.view)), raced);
  best ??= bestOf(arms).action;
  const decision = { index: point.index, round: point.round, played: point.played, turningPoint: false };
  if (actionKey(best) === actionKey(point.played))
    return { ...decision, best: point.played, loss: 0, margin: 0, reasons: [] };
  const reasons = outdone(point.view, best, point.played);
  const chosen = arms.find((a) => a.rewards.length > 0 && sameKey(a.action, best));
  const shown = chosen && alternatives(arms, chosen).find((a) => sameKey(a.action, point.played));
  if (chosen && shown) {
    // The hint showed the move played beside its choice: it is judged as the hint judged it there, so
    // that a move the hint called about as good is never a clear loss here, nor one it put beyond its
    // margin as good as the best.
    const { difference, margin } = standing(chosen, shown);
    return { ...decision, best, loss: Math.abs(difference), margin, reasons };
  }
  const worlds = Math.max(MIN_WORLDS, Math.floor((iterations - raced) / 2));
  const fresh = freshLead(
    point.view,
    seat,
    new BotRandom(reviewSeed(point.index)),
    best,
    point.played,
    worlds,
  );
  return {
    ...decision,
    best,
    loss: Math.max(0, hundredths(fresh.lead)),
    margin: hundredths(fresh.margin),
    reasons,
  };
}

function sameKey(a: Action, b: Action): boolean {
  return actionKey(a) === actionKey(b);
}

/**
 * What the best move does at once that the move played does not: its reasons (gains, then costs) less
 * those the two share, so that the review says what the advised move gains over the one played.
 */
function outdone(v: GameView, best: Action, played: Action): Reason[] {
  const shared = new Set(explain(v, played).map((r) => JSON.stringify(r)));
  return explain(v, best).filter((r) => !shared.has(JSON.stringify(r)));
}

/** Whether a decision's loss is beyond its margin of noise: a clear loss. */
export function clearLoss(d: Pick<ReviewedDecision, 'loss' | 'margin'>): boolean {
  return !withinMargin(d.loss, d.margin);
}

/** A reviewed decision's grade: best only where the move played is the advised one (grade.ts). */
export function grade(d: Pick<ReviewedDecision, 'played' | 'best' | 'loss' | 'margin'>): Verdict {
  return verdictOf(actionKey(d.played) === actionKey(d.best), d.loss, d.margin);
}

function hundredths(x: number): number {
  return Math.round(x * 100) / 100;
}

/**
 * What a decision's loss is measured against: the mean projected score of the seats where its
 * simulations stopped (the start of the round after the horizon, or the end of the game). An early
 * decision's loss is counted in the smaller, rougher VP of a projection two rounds on, a late one's in
 * the final score itself: as a share of the result projected there, the two weigh alike.
 */
function stakes(round: number, projection: readonly ProjectionPoint[]): number {
  const at = projection.find((p) => p.round === round + HORIZON_ROUNDS) ?? projection.at(-1);
  const mean = at && at.scores.length ? at.scores.reduce((a, b) => a + b, 0) / at.scores.length : 0;
  return Math.max(1, mean);
}

/**
 * The review's summary, with its turning points marked: the 3 to 5 decisions that cost the largest
 * share of the projected result, wherever they fall in the game, each a clear loss.
 */
export function summarize(
  seat: number,
  decisions: ReviewedDecision[],
  projection: ProjectionPoint[],
): Review {
  const weighed = decisions
    .filter((d) => d.loss > 0 && clearLoss(d))
    .map((d) => ({ index: d.index, share: d.loss / stakes(d.round, projection) }))
    .sort((a, b) => b.share - a.share || a.index - b.index)
    .slice(0, MOST_TURNING_POINTS);
  // Past the first three, only losses of a size with the biggest are turning points.
  const biggest = weighed[0]?.share ?? 0;
  const turning = new Set(
    weighed.filter((d, i) => i < FEWEST_TURNING_POINTS || d.share >= biggest / 3).map((d) => d.index),
  );
  const marked = decisions
    .map((d) => ({ ...d, turningPoint: turning.has(d.index) }))
    .sort((a, b) => a.index - b.index);
  const total = marked.reduce((sum, d) => sum + d.loss, 0);
  return {
    format: REVIEW_FORMAT,
    seat,
    decisions: marked,
    summary: {
      decisions: marked.length,
      meanLoss: marked.length ? Math.round((total / marked.length) * 100) / 100 : 0,
      blunders: marked.filter((d) => grade(d) === 'blunder').length,
    },
    projection,
  };
}

export interface ReviewControl {
  iterations?: number;
  /** Told after each decision. */
  progress?: (done: number, total: number) => void;
  /** Asked before each decision: true stops the review (it then returns null). */
  stopped?: () => boolean;
}

/** The whole review on one thread (the host and the command line spread decisions over threads). */
export function review(record: GameRecord, seat: number, control: ReviewControl = {}): Review | null {
  const prepared = prepareReview(record, seat);
  if (!prepared.ok) throw new Error(prepared.error);
  const decisions: ReviewedDecision[] = [];
  for (const point of prepared.points) {
    if (control.stopped?.()) return null;
    decisions.push(reviewDecision(point, control.iterations ?? reviewIterations(record.players.length)));
    control.progress?.(decisions.length, prepared.points.length);
  }
  return summarize(seat, decisions, prepared.projection);
}

/** A decision's own seed, from its index in the record. */
export function reviewSeed(index: number): number {
  return Math.imul(index + 1, 0x85ebca6b) ^ 0x72657669;
}

function choices(s: GameState, seat: number): number {
  if (!s.seats[seat] || !(s.phase === 'planning' || s.phase === 'action')) return 0;
  let n = 0;
  for (const group of legalActionGroups(s, seat)) n += group.size;
  return n;
}

/** Every seat's projected score from what everyone can see: the hidden facts averaged over samples. */
function publicProjection(s: GameState, index: number): ProjectionPoint {
  if (s.phase === 'finished') return { index, round: s.round, scores: score(s).map((x) => x.total) };
  const v = view(s, null);
  const random = new BotRandom(reviewSeed(index));
  const sums = new Array<number>(s.seats.length).fill(0);
  for (let k = 0; k < PROJECTION_SAMPLES; k++) {
    const scores = projectedScores(determinize(v, new BotRandom(random.seed())));
    scores.forEach((x, j) => (sums[j]! += x / PROJECTION_SAMPLES));
  }
  return { index, round: s.round, scores: sums.map((x) => Math.round(x * 10) / 10) };
}
