// The bot levels' fixed ratings on the ladder. Their `mu` are the bots' table's anchors
// (engine/bots/levels.ts), fitted from the arena's results by `npm run fit-anchors`
// (tools/bots/fit-anchors.ts): medium at the rating library's starting 25, hard 94.0 % and easy 1.7 % to
// win a 2-player game against it by the library's own prediction. A test checks that they still
// reproduce the arena's shares.
import { BOT_LEVELS, LEVELS, type BotLevel } from '../../engine/bots/index.ts';

/**
 * Small: each level's place is known from 400 games a pair, so a game against a bot moves the
 * player, never the bot. About what the arena's 95 % intervals leave (their half-widths, 1.2 and
 * 1.7 in mu, stand for 0.6 and 0.9 standard deviations).
 */
export const ANCHOR_SIGMA = 1;

export const ANCHOR_MU = Object.fromEntries(
  BOT_LEVELS.map((level) => [level, LEVELS[level].anchor]),
) as Readonly<Record<BotLevel, number>>;
