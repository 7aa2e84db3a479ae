// The bot levels' anchors on the ladder: the committed constants are what `norenberc fit-anchors`
// prints, and through the rating library's own prediction they give back the arena's measured shares.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { predictWin } from 'openskill';
import { describe, expect, it } from 'vitest';
import { ARENA_RESULTS, fitAnchors } from '../../tools/bots/fit-anchors.ts';
import { ANCHOR_MU, ANCHOR_SIGMA } from '../../main/store/anchors.ts';

/** Within a tenth of a percentage point of the arena's share (its 95 % intervals are 3 to 8 points wide). */
const TOLERANCE = 0.001;

describe('the anchors', () => {
  it("reproduce the arena's win shares through the library's prediction", () => {
    for (const { a, b, winShare } of ARENA_RESULTS) {
      const [shareA] = predictWin([
        [{ mu: ANCHOR_MU[a], sigma: ANCHOR_SIGMA }],
        [{ mu: ANCHOR_MU[b], sigma: ANCHOR_SIGMA }],
      ]);
      expect(Math.abs(shareA! - winShare)).toBeLessThan(TOLERANCE);
    }
    // The measured figures, as the README's arena table gives them.
    expect(ARENA_RESULTS.map((r) => [r.a, r.b, r.games, r.winShare])).toEqual([
      ['hard', 'medium', 400, 0.94],
      ['medium', 'easy', 400, 0.983],
    ]);
    expect(ANCHOR_MU.easy).toBeLessThan(ANCHOR_MU.medium);
    expect(ANCHOR_MU.medium).toBeLessThan(ANCHOR_MU.hard);
  });

  it('are the numbers the fit prints', async () => {
    const fitted = fitAnchors();
    for (const level of ['easy', 'medium', 'hard'] as const)
      expect(fitted[level]).toBeCloseTo(ANCHOR_MU[level], 4);
    const { stdout } = await promisify(execFile)(process.execPath, [
      'bin/norenberc.js',
      'fit-anchors',
      '--json',
    ]);
    const printed = JSON.parse(stdout) as { sigma: number; mu: Record<string, number> };
    expect(printed).toMatchObject({ sigma: ANCHOR_SIGMA, mu: ANCHOR_MU });
  });
});
