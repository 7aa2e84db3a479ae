// The bots' public face, the one way into engine/bots/ from outside the engine: the bots' decisions,
// the hints, the post-game reviews and the bot-against-bot matches (what else is here is theirs).
export { decide, DEFAULT_BUDGET_MS, DEFAULT_ITERATIONS } from './decide.ts';
export type { DecideOptions } from './decide.ts';
export { BOT_LEVELS, type BotLevel } from '../model/botLevels.ts';
export { ARENA_DECISIONS, ARENA_LEVELS, LEVELS } from './levels.ts';
export type { ArenaLevel, ArenaResult, Level } from './levels.ts';
export { hint, hintIterations } from './hint.ts';
export type { Hint, HintOption } from './hint.ts';
export { decisionKey } from './decision.ts';
export type { Reason } from './explain.ts';
export { BLUNDER_VP, withinMargin } from './grade.ts';
export type { Verdict } from './grade.ts';
export {
  decisionPoint,
  grade,
  prepareReview,
  reviewDecision,
  reviewIterations,
  summarize,
  REVIEW_FORMAT,
} from './analysis.ts';
export type { DecisionPoint, ProjectionPoint, Review, ReviewedDecision } from './analysis.ts';
export { playMatch } from './match.ts';
// For measuring the advice (tools/bench/advice.ts): a choice's lead on fresh worlds, and the bots' seeded draws.
export { freshLead } from './options.ts';
export { BotRandom } from './random.ts';
export type { SeatBudget } from './match.ts';
