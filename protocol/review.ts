// The post-game review and the hint as they travel on the wire: the host computes them with the hard
// bot from one seat's own view (engine/bots), the renderer words and draws them.
import type { Action } from '../engine/index.ts';

/**
 * Why an option is worth what it is, as structured facts the renderer puts into words in every
 * language ("+5 VP: takes the lead in the Printers majority").
 */
export interface Reason {
  /** What the evaluation found, e.g. 'majority-lead', 'keeps-agents'; the renderer has a phrase for each. */
  code: string;
  /** Projected victory points this reason is worth (signed), when it has a value of its own. */
  vp?: number;
  guild?: string;
  good?: string;
  count?: number;
}

export interface HintOption {
  action: Action;
  /** Projected VP behind the hint's choice (0 for the choice itself, negative for the others). */
  difference: number;
  reasons: Reason[];
}

/** The hard bot's advice for the asking seat, from that seat's view only. */
export interface Hint {
  /** The choice, then the next two or three options. */
  options: HintOption[];
}

export interface ReviewDecision {
  /** The action's index in the game record's `actions`. */
  index: number;
  round: number;
  played: Action;
  best: Action;
  /** Projected VP lost against the best move; 0 when the played move is the best. */
  loss: number;
  /** One of the 3 to 5 decisions that cost the most. */
  turningPoint: boolean;
  reasons: Reason[];
}

export interface ReviewSummary {
  decisions: number;
  meanLoss: number;
  /** Decisions whose loss is at least 3 VP. */
  blunders: number;
}

export interface ReviewResult {
  seat: number;
  decisions: ReviewDecision[];
  summary: ReviewSummary;
  /** Every seat's projected score from public facts, at the start of each round and at the end. */
  projection: { index: number; round: number; scores: number[] }[];
}

export interface ReviewProgress {
  reviewId: string;
  done: number;
  total: number;
}
