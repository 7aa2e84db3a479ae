// `norenberc fit-anchors` (`npm run fit-anchors`): the bot levels' fixed ratings on the ladder, fitted
// from the arena's results with the rating library's own prediction, and printed as the constants of
// main/store/anchors.ts. Run once; run again only if the arena's figures below are measured anew.
import { predictWin, rating } from 'openskill';
import type { BotLevel } from '../../engine/bots/index.ts';
import { readArgs } from '../../main/cli/args.ts';
import { ANCHOR_SIGMA } from '../../main/store/anchors.ts';

export const FIT_ANCHORS_USAGE =
  "fit-anchors [--json]   the bot levels' fixed ratings on the ladder, fitted from the arena's results";

/**
 * The arena's measured win shares (docs/bots.md, the strength tables: 2 players, seat-swapped, a
 * shared first place a share; hard at 300 iterations): the stronger level `a` against `b`, with the 95 % Wilson interval.
 */
export const ARENA_RESULTS = [
  { a: 'hard', b: 'medium', games: 400, winShare: 0.94, ci95: [0.912, 0.959] },
  { a: 'medium', b: 'easy', games: 400, winShare: 0.983, ci95: [0.964, 0.991] },
] as const satisfies readonly {
  a: BotLevel;
  b: BotLevel;
  games: number;
  winShare: number;
  ci95: readonly [number, number];
}[];

/** The level pinned to the library's starting rating: a new player is taken for its equal until they play. */
export const PINNED: BotLevel = 'medium';

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
 * Each level's `mu`: medium at the library's start, hard above it and easy below by the arena's
 * shares; with the gaps the ends of their 95 % intervals would give.
 */
export function fitAnchors(): Record<BotLevel, number> & { gaps: { fitted: number; ci95: number[] }[] } {
  const medium = rating().mu;
  const [hardVsMedium, mediumVsEasy] = ARENA_RESULTS;
  return {
    easy: medium - gap(mediumVsEasy.winShare),
    medium,
    hard: medium + gap(hardVsMedium.winShare),
    gaps: ARENA_RESULTS.map((r) => ({ fitted: gap(r.winShare), ci95: r.ci95.map(gap) })),
  };
}

const round = (n: number): number => Math.round(n * 1e4) / 1e4;

export async function runFitAnchors(args: string[]): Promise<number> {
  const { values } = readArgs(args, { json: { type: 'boolean' } });
  const fitted = fitAnchors();
  const mus = { easy: round(fitted.easy), medium: round(fitted.medium), hard: round(fitted.hard) };
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
    ...(['easy', 'medium', 'hard'] as const).map((level) => `  ${level}: ${mus[level]},`),
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
