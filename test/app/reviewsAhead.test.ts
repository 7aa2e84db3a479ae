// `--no-reviews-ahead` on the real `norenberc start --browser` and `norenberc host`: each says at its
// start that reviews are weighed when asked for (main/cli/reviewsAhead.ts); without it, nothing is said
// and the players' decisions are weighed ahead (test/host/parts/reviewPrep.test.ts).
import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { newDataDir, startApp, startHostProgram, type Program } from '../browser/programs.ts';

const NOT_AHEAD = /^reviews are weighed when a player asks for one, not while the games are played/m;

const running: Program[] = [];
afterEach(async () => {
  for (const program of running.splice(0)) {
    await program.stop();
    rmSync(program.dataDir, { recursive: true, force: true });
  }
});

/** The program, once it has said all it says at its start (its first lines come in one write). */
async function started(program: Promise<Program>): Promise<Program> {
  running.push(await program);
  return running.at(-1)!;
}

describe('--no-reviews-ahead', () => {
  it('is said by norenberc host, and only when given', async () => {
    const without = await started(startHostProgram(newDataDir('not-ahead-host')));
    const by = await started(startHostProgram(newDataDir('ahead-host'), [], 0, { reviewsAhead: true }));
    expect(without.stdout()).toMatch(NOT_AHEAD);
    expect(by.stdout()).not.toMatch(NOT_AHEAD);
  });

  it('is said by norenberc start --browser, and only when given', async () => {
    const without = await started(startApp(newDataDir('not-ahead-app')));
    const by = await started(startApp(newDataDir('ahead-app'), 0, { reviewsAhead: true }));
    expect(without.stdout()).toMatch(NOT_AHEAD);
    expect(by.stdout()).not.toMatch(NOT_AHEAD);
  });
});
