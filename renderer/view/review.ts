// The post-game review as the screen shows it: each decision of the reviewed seat with the move played
// and the best move (the hint's) in the game log's words, the loss with its margin of noise (within it,
// as good as the advised move, as the hint calls such an option "about as good"), the engine's grade on
// the chess sites' scale, what the best move does at once that the move played does not, in the hint's
// words (its gains apart from its costs), and the projected scores as a chart.
import type { ChartConfiguration } from 'chart.js';
import { apply, type Action, type GameState, type PlayerInfo } from '../../engine/index.ts';
import { grade, withinMargin, type Verdict } from '../../engine/bots/index.ts';
import type { Reason, ReviewDecision, ReviewResult } from '../../protocol/review.ts';
import { POINT_STYLES, playerStyle } from '../art/palette.ts';
import type { Messages } from '../../languages/en/messages.ts';
import { reasonText, tradeOff } from './hints.ts';
import { logLine } from './log.ts';
import type { Replay } from './replay.ts';

export type { Verdict };

/** VP with one decimal at most, in the reader's number format. */
export function vpNumber(m: Messages, vp: number): string {
  return (Math.round(Math.abs(vp) * 10) / 10).toLocaleString(m.locale, { maximumFractionDigits: 1 });
}

/** A loss of points as it is written: "−1.3", a gain "+0.4", and nothing at all "0" (never "−0"). */
export function signedLoss(m: Messages, vp: number): string {
  const rounded = Math.round(vp * 10) / 10;
  if (rounded === 0) return vpNumber(m, 0);
  return `${rounded > 0 ? '−' : '+'}${vpNumber(m, rounded)}`;
}

/** What an action of the record does, in the game log's words, played on the state it was decided in. */
export function describeAction(
  m: Messages,
  players: readonly PlayerInfo[],
  before: GameState | undefined,
  action: Action,
): string {
  const name = players[action.seat]?.name ?? m.common.seatLabel(action.seat);
  if (action.type === 'plan') return m.review.plans(name, action.guilds.map((g) => m.guilds[g]).join(', '));
  if (action.type === 'pass') return m.log.passed(name);
  const result = before ? apply(before, action) : null;
  if (!result?.ok) return m.review.unknownAction(name);
  // The seat's own doings; what follows them (the turn's end, a round's end with its favourites and
  // income) is the game's, not the decision's.
  const end = result.events.findIndex((e) => e.type === 'turnEnded' || e.type === 'roundEnded');
  const own = end < 0 ? result.events : result.events.slice(0, end);
  const lines = own.flatMap((e) =>
    'seat' in e && e.seat === action.seat && e.type !== 'agentToRoof' ? (logLine(m, players, e) ?? []) : [],
  );
  return lines.length ? lines.join(' ') : m.review.unknownAction(name);
}

export interface DecisionRow {
  /** Position in the review's list, from 0. */
  n: number;
  /** The action's index in the record. */
  index: number;
  round: number;
  played: string;
  best: string;
  /** The move played is the advised one: the only best move. */
  same: boolean;
  loss: number;
  /** The estimate's margin of noise around the loss. */
  margin: number;
  verdict: Verdict;
  turningPoint: boolean;
  /** What the best move brings, and what it costs, that the move played does not, in words. */
  gains: string[];
  costs: string[];
}

function sameAction(a: Action, b: Action): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function decisionRows(
  m: Messages,
  players: readonly PlayerInfo[],
  replay: Replay,
  decisions: readonly ReviewDecision[],
): DecisionRow[] {
  return decisions.map((d, n) => {
    const before = replay.states[d.index];
    const same = sameAction(d.played, d.best);
    const played = describeAction(m, players, before, d.played);
    // In the hint's own words: a reason reads the same wherever the player meets it.
    const words = (reasons: readonly Reason[]) => reasons.flatMap((r) => reasonText(m, players, r) ?? []);
    const { gains, costs } = tradeOff(d.reasons);
    return {
      n,
      index: d.index,
      round: d.round,
      played,
      best: same ? played : describeAction(m, players, before, d.best),
      same,
      loss: same ? 0 : d.loss,
      margin: same ? 0 : d.margin,
      verdict: grade(d),
      turningPoint: d.turningPoint,
      gains: words(gains),
      costs: words(costs),
    };
  });
}

/**
 * A decision's loss in words, with its margin of noise: within it, the move was as good as the advised
 * one as far as the measure tells, and the words say so, naming the advised move.
 */
export function lossText(m: Messages, row: Pick<DecisionRow, 'loss' | 'margin' | 'best'>): string {
  const loss = signedLoss(m, row.loss);
  const margin = vpNumber(m, row.margin);
  return withinMargin(row.loss, row.margin)
    ? m.review.lossWithin(row.best.replace(/\.$/, ''), loss, margin)
    : m.review.lossBeyond(loss, margin);
}

/** The reviewed decision taken at a replay's step, if the step is one of them. */
export function decisionAt(
  m: Messages,
  players: readonly PlayerInfo[],
  replay: Replay,
  result: ReviewResult,
  step: number,
): { row: DecisionRow; total: number } | null {
  const n = result.decisions.findIndex((d) => replayStep(d) === step);
  if (n < 0) return null;
  const row = decisionRows(m, players, replay, [result.decisions[n]!])[0]!;
  return { row: { ...row, n }, total: result.decisions.length };
}

export interface SummaryFigures {
  decisions: number;
  meanLoss: string;
  blunders: number;
  best: number;
  /** Decisions graded good: another move than the advised one, as good within the estimate's margin. */
  good: number;
  turningPoints: number;
}

export function summaryFigures(m: Messages, result: ReviewResult): SummaryFigures {
  // The timeline's grades: ★ the advised move played, ✓ another as good.
  const verdicts = result.decisions.map(grade);
  return {
    decisions: result.summary.decisions,
    meanLoss: m.review.vp(vpNumber(m, result.summary.meanLoss)),
    blunders: result.summary.blunders,
    best: verdicts.filter((v) => v === 'best').length,
    good: verdicts.filter((v) => v === 'good').length,
    turningPoints: result.decisions.filter((d) => d.turningPoint).length,
  };
}

/** The decision the timeline's keys move to from `current`, or null for a key the timeline does not use. */
export function timelineKey(count: number, current: number, key: string): number | null {
  if (count === 0) return null;
  const clamp = (n: number): number => Math.max(0, Math.min(count - 1, n));
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowUp':
      return clamp(current - 1);
    case 'ArrowRight':
    case 'ArrowDown':
      return clamp(current + 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** The replay's step at a decision: the position the seat decided from (before its action). */
export function replayStep(decision: { index: number }): number {
  return decision.index;
}

/** Each decision's place along the timeline (0 to 1), by its action index in the record. */
export function timelinePositions(decisions: readonly { index: number }[], actions: number): number[] {
  const span = Math.max(1, actions);
  return decisions.map((d) => Math.min(1, Math.max(0, d.index / span)));
}

/** The rounds along the timeline: where each starts (0 to 1) and its number. */
export function timelineRounds(replay: Replay): { round: number; at: number }[] {
  const span = Math.max(1, replay.states.length - 1);
  return replay.states.flatMap((s, i) =>
    i === 0 || s.round !== replay.states[i - 1]!.round ? [{ round: s.round, at: i / span }] : [],
  );
}

/**
 * Every seat's projected score at the start of each round and at the end: a line per player in their
 * colour, each with its own point shape (colour is never the only difference).
 */
export function projectionChart(
  m: Messages,
  players: readonly PlayerInfo[],
  projection: ReviewResult['projection'],
  actions: number,
): ChartConfiguration<'line'> {
  return {
    type: 'line',
    data: {
      labels: projection.map((p) => (p.index >= actions ? m.review.chartEnd : m.review.chartStart(p.round))),
      datasets: players.map((player, seat) => {
        const style = playerStyle(player.color);
        return {
          label: player.name,
          data: projection.map((p) => Math.round((p.scores[seat] ?? 0) * 10) / 10),
          borderColor: style.fill,
          backgroundColor: style.fill,
          pointStyle: POINT_STYLES[style.shape],
          pointRadius: 5,
        };
      }),
    },
    options: {
      maintainAspectRatio: false,
      scales: { y: { min: 0, title: { display: true, text: 'VP' } } },
    },
  };
}
