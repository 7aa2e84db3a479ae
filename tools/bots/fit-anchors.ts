// `norenberc fit-anchors` (`npm run fit-anchors`): the bot levels' fixed ratings on the ladder, fitted
// from the arena's results (each level's `placedBy` in the bots' table, engine/bots/levels.ts) with the
// rating library's own prediction, and printed as that table's `anchor`s. Run again when a level is
// added or its arena figures are measured anew.
import { predictWin, rating } from 'openskill';
import { BOT_LEVELS, LEVELS, type ArenaResult, type BotLevel, type Level } from '../../engine/bots/index.ts';
import { readArgs } from '../../main/cli/args.ts';
import { ANCHOR_SIGMA } from '../../main/store/anchors.ts';

export const FIT_ANCHORS_USAGE =
  "fit-anchors [--json]   the bot levels' fixed ratings on the ladder, fitted from the arena's results";

/** The arena's results that place the levels (the bots' table's `placedBy`), the strongest level's first. */
export const ARENA_RESULTS: readonly ArenaResult[] = [...BOT_LEVELS].reverse().flatMap((level) => {
  const placed: Level['placedBy'] = LEVELS[level].placedBy;
  return placed === 'pinned' ? [] : [placed];
});

/** The level pinned to the library's starting rating: a new player is taken for its equal until they play. */
export const PINNED: BotLevel = BOT_LEVELS.find((level) => LEVELS[level].placedBy === 'pinned')!;

/** A's chance to beat B, 2 players, as the library predicts it. */
export function predictedShare(a: number, b: number): number {
  return predictWin([[{ mu: a, sigma: ANCHOR_SIGMA }], [{ mu: b, sigma: ANCHOR_SIGMA }]])[0]!;
}

/** The `mu` that, against `other`, gives the measured share (bisection on the library's prediction). */
function solve(share: (mu: number) => number, target: number, low: number, high: number): number {
  for (let i = 0; i < 100; i++) {
    const mid = (low + high) / 2;
    if (share(mid) < target) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** How far above `b` the stronger side of a 2-player game is when it wins `share` of them. */
function gap(share: number): number {
  return solve((d) => predictedShare(d, 0), share, 0, 50);
}

/**
 * Each level's `mu`: the pinned level at the library's start, each other one above or below the level it
 * was measured against by its arena share; with the gaps the ends of their 95 % intervals would give.
 */
export function fitAnchors(): Record<BotLevel, number> & { gaps: { fitted: number; ci95: number[] }[] } {
  const mus: Partial<Record<BotLevel, number>> = { [PINNED]: rating().mu };
  // Each pass places the levels measured against one already placed.
  for (let pass = 0; pass < BOT_LEVELS.length; pass++)
    for (const { a, b, winShare } of ARENA_RESULTS) {
      const [above, below] = [mus[a], mus[b]];
      if (above === undefined && below !== undefined) mus[a] = below + gap(winShare);
      if (below === undefined && above !== undefined) mus[b] = above - gap(winShare);
    }
  const unplaced = BOT_LEVELS.filter((level) => mus[level] === undefined);
  if (unplaced.length) throw new Error(`no arena result links ${unplaced.join(', ')} to ${PINNED}`);
  return {
    ...(mus as Record<BotLevel, number>),
    gaps: ARENA_RESULTS.map((r) => ({ fitted: gap(r.winShare), ci95: r.ci95.map(gap) })),
  };
}

const round = (n: number): number => Math.round(n * 1e4) / 1e4;

export async function runFitAnchors(args: string[]): Promise<number> {
  const { values } = readArgs(args, { json: { type: 'boolean' } });
  const fitted = fitAnchors();
  const mus = Object.fromEntries(BOT_LEVELS.map((level) => [level, round(fitted[level])])) as Record<
    BotLevel,
    number
  >;
  const checks = ARENA_RESULTS.map((r, i) => ({
    ...r,
    predicted: predictedShare(mus[r.a], mus[r.b]),
    gap: round(fitted.gaps[i]!.fitted),
    gapCi95: fitted.gaps[i]!.ci95.map(round),
  }));
  if (values.json) {
    process.stdout.write(`${JSON.stringify({ sigma: ANCHOR_SIGMA, mu: mus, checks })}\n`);
    return 0;
  }
  const lines = [
    `Anchors (sigma ${ANCHOR_SIGMA}, ${PINNED} pinned at the library's starting mu):`,
    ...BOT_LEVELS.map((level) => `  ${level}: ${mus[level]},`),
    ...checks.map(
      (c) =>
        `${c.a} vs ${c.b}: measured ${(c.winShare * 100).toFixed(1)} % of ${c.games} games, ` +
        `predicted ${(c.predicted * 100).toFixed(2)} %; ${c.a} ${c.gap} above ${c.b} ` +
        `(${c.gapCi95.join(' to ')} at the ends of the 95 % interval)`,
    ),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  return 0;
}
