// `norenberc bench --only`: the chosen parts alone, through the real command, at small sizes (no timing
// is asserted: speed is the bench's to print).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
async function bench(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['bin/norenberc.js', 'bench', ...args]);
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('bench --only', () => {
  it('measures only the chosen part', async () => {
    const out = await bench('--only', 'engine', '--games', '5', '--json');
    expect(out.code).toBe(0);
    const json = JSON.parse(out.stdout);
    expect(Object.keys(json)).toEqual(['engine']);
    expect(json.engine).toMatchObject({ games: 5, players: 4 });
  });

  it('takes parts repeated or comma-separated, once each, in the bench order', async () => {
    const out = await bench(
      '--only',
      'store',
      '--only',
      'engine,store',
      '--games',
      '5',
      '--matches',
      '10',
      '--json',
    );
    expect(out.code).toBe(0);
    const json = JSON.parse(out.stdout);
    expect(Object.keys(json)).toEqual(['engine', 'store']);
    expect(json.store.playerGames).toBe(10); // Ana plays every seeded, finished game
  });

  it('prints the chosen part for a person', async () => {
    const out = await bench('--only', 'engine', '--games', '5');
    expect(out.code).toBe(0);
    expect(out.stdout).toMatch(/^engine: 5 random 4-player games/);
    expect(out.stdout).not.toMatch(/^(store|review|hints|advice|renderer)/m);
  });

  it('refuses too few advice positions, exit 2, and measures nothing', async () => {
    const out = await bench('--only', 'advice', '--positions', '5');
    expect(out.code).toBe(2);
    expect(out.stdout).toBe('');
    expect(out.stderr).toMatch(/--positions takes a whole number of at least 12/);
  });

  it("refuses a larger budget that is not larger than the hint's, exit 2, and measures nothing", async () => {
    const out = await bench('--only', 'advice', '--larger', '2,1');
    expect(out.code).toBe(2);
    expect(out.stdout).toBe('');
    expect(out.stderr).toMatch(/--larger takes a whole number of at least 2/);
  });

  it('names the valid parts for an unknown one, exit 2, and measures nothing', async () => {
    const out = await bench('--only', 'engine,gpu', '--json');
    expect(out.code).toBe(2);
    expect(out.stdout).toBe('');
    expect(out.stderr).toMatch(
      /unknown bench part "gpu": the parts are engine, store, review, hints, advice, renderer/,
    );
  });
});

describe('bench --only engine --against', () => {
  it("plays the same seeded games on this tree's engine and on a commit's, and prints both rates and their ratio", async () => {
    const out = await bench(
      '--only',
      'engine',
      '--against',
      'HEAD',
      '--pairs',
      '2',
      '--games',
      '5',
      '--json',
    );
    expect(out.code).toBe(0);
    const { engine } = JSON.parse(out.stdout);
    expect(engine).toMatchObject({ against: 'HEAD', players: 4, games: 5, pairs: 2 });
    expect(engine.actions.tree).toBe(engine.actions.base);
    for (const side of [engine.tree, engine.base, engine.ratio]) {
      expect(side.runs).toHaveLength(2);
      expect(side.low).toBeLessThanOrEqual(side.mean);
      expect(side.high).toBeGreaterThanOrEqual(side.mean);
    }
    expect(engine.ratio.runs[0]).toBeCloseTo(engine.tree.runs[0] / engine.base.runs[0]);
  });

  it('says so when git cannot give the commit, exit 1', async () => {
    const out = await bench('--only', 'engine', '--against', 'no-such-commit', '--games', '5');
    expect(out.code).toBe(1);
    expect(out.stderr).toMatch(/--against no-such-commit: git cannot give that commit's engine/);
  });
});
