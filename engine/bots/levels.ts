// The bot levels' table: for each level offered to players, how it decides (its search and settings),
// its fixed rating on the ladder and the arena's measurement that placed it there; and the arena's
// reference opponent beside them. The compiler holds the table to BOT_LEVELS (engine/model/botLevels.ts):
// a level named there and missing here, or here and not there, does not compile.
import { stateFromView } from '../fromView.ts';
import { BOT_LEVELS, type BotLevel } from '../model/botLevels.ts';
import type { Action } from '../model/types.ts';
import type { GameView } from '../view.ts';
import { determinize } from './determinize.ts';
import { decideEasy } from './easy.ts';
import { decideHard, type SearchBudget } from './hard.ts';
import { decideIsmcts } from './ismcts.ts';
import { decideMedium } from './medium.ts';
import type { BotRandom } from './random.ts';

/** How a level decides for `seat` from its view; `budget` gives the search's budget to a level that searches. */
export type Decision = (
  view: GameView,
  seat: number,
  random: BotRandom,
  budget: () => SearchBudget,
) => Action;

/**
 * An arena result of 2 players (seat-swapped, a shared first place a share): the stronger level `a`
 * won `winShare` of `games` against `b`, with the 95 % Wilson interval (docs/bots.md, the strength
 * tables; hard at 300 iterations).
 */
export interface ArenaResult {
  a: BotLevel;
  b: BotLevel;
  games: number;
  winShare: number;
  ci95: readonly [number, number];
}

export interface Level {
  decide: Decision;
  /** Whether it spends a search budget (iterations or time), as `calibrate` measures. */
  searches: boolean;
  /**
   * Its fixed rating on the ladder (OpenSkill's `mu`), as `norenberc fit-anchors` prints it from
   * `placedBy`; a test checks that the two agree.
   */
  anchor: number;
  /**
   * What places it on the ladder: the level pinned at the rating library's starting `mu` (a new player
   * is taken for its equal until they play), or an arena result against a level already placed.
   */
  placedBy: 'pinned' | ArenaResult;
}

export const LEVELS = {
  easy: {
    decide: (view, seat, random) => decideEasy(stateFromView(view), seat, random),
    searches: false,
    anchor: 12.1526,
    placedBy: { a: 'medium', b: 'easy', games: 400, winShare: 0.983, ci95: [0.964, 0.991] },
  },
  medium: {
    decide: (view, seat, random) => decideMedium(determinize(view, random), seat),
    searches: false,
    anchor: 25,
    placedBy: 'pinned',
  },
  hard: {
    decide: (view, seat, random, budget) => decideHard(view, seat, random, budget()),
    searches: true,
    anchor: 34.4218,
    placedBy: { a: 'hard', b: 'medium', games: 400, winShare: 0.94, ci95: [0.912, 0.959] },
  },
} as const satisfies Record<BotLevel, Level>;

/** The arena's reference opponent (textbook ISMCTS, ismcts.ts): measured against, never offered to players. */
const REFERENCE = {
  ismcts: {
    decide: (view, seat, random, budget) => decideIsmcts(view, seat, random, budget()),
    searches: true,
  },
} as const satisfies Record<string, Pick<Level, 'decide' | 'searches'>>;

export type ArenaLevel = BotLevel | keyof typeof REFERENCE;
export const ARENA_LEVELS: readonly ArenaLevel[] = [
  ...BOT_LEVELS,
  ...(Object.keys(REFERENCE) as ArenaLevel[]),
];
/** Every level the arena plays, the offered ones and the reference. */
export const ARENA_DECISIONS: Readonly<Record<ArenaLevel, Pick<Level, 'decide' | 'searches'>>> = {
  ...LEVELS,
  ...REFERENCE,
};
