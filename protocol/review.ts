// The post-game review and the hint as they travel on the wire: the host computes them with the hard
// bot from one seat's own view (engine/bots), the renderer words and draws them. The engine's own
// types are the contract, under the names the protocol speaks of.
import type { ReviewedDecision, Review } from '../engine/bots/index.ts';

export type { Reason } from '../engine/bots/index.ts';
export type { Hint, HintOption } from '../engine/bots/index.ts';
export type ReviewDecision = ReviewedDecision;
export type ReviewResult = Review;

export interface ReviewProgress {
  reviewId: string;
  done: number;
  total: number;
}
