import { afterEach, describe, expect, it, vi } from 'vitest';
import { runArena } from '../../main/cli/arena.ts';
import { calibrate } from '../../main/cli/calibrate.ts';
import { percentiles, runTournament, wilson } from '../../main/cli/tournament.ts';

function clock(): () => number {
  let t = 0;
  return () => (t += 1);
}

describe('tournament', () => {
  it('plays each deal with A in every seat and tallies the games', () => {
    const r = runTournament({ a: 'medium', b: 'easy', players: 2, games: 6, seed: 'test', now: clock() });
    expect(r.games).toBe(6);
    expect(r.a.wins + r.b.wins + r.draws).toBeLessThanOrEqual(6);
    expect(r.winRateA).toBeGreaterThanOrEqual(r.ci95[0]);
    expect(r.winRateA).toBeLessThanOrEqual(r.ci95[1]);
    // Medium should beat the beginner most of the time, even in a handful of games.
    expect(r.winRateA).toBeGreaterThan(0.5);
    expect(r.a.averageScore).toBeGreaterThan(r.b.averageScore);
    for (const level of ['medium', 'easy'] as const) {
      const t = r.decisionMs[level]!;
      expect(t.decisions).toBeGreaterThan(0);
      expect(t.p50).toBeLessThanOrEqual(t.p95);
      expect(t.p95).toBeLessThanOrEqual(t.max);
    }
  });

  it('seats one A against the B seats in a multi-player game', () => {
    const r = runTournament({
      a: 'hard',
      b: 'easy',
      players: 3,
      games: 3,
      seed: 'test3',
      iterations: 10,
      now: clock(),
    });
    expect(r.fairShare).toBeCloseTo(1 / 3);
    expect(r.decisionMs.hard!.decisions).toBeGreaterThan(0);
    expect(r.decisionMs.easy!.decisions).toBeGreaterThan(r.decisionMs.hard!.decisions);
  });

  it('gives each side its own budget, and tells the sides apart when both play one level', () => {
    const r = runTournament({
      a: 'hard',
      b: 'hard',
      players: 2,
      games: 2,
      from: 3,
      seed: 'budgets',
      iterations: 5,
      budgetB: { iterations: 12 },
      now: clock(),
    });
    expect(r.from).toBe(3);
    expect(r.a.budget).toEqual({ iterations: 5, budgetMs: undefined });
    expect(r.b.budget).toEqual({ iterations: 12 });
    expect(Object.keys(r.decisionMs).sort()).toEqual(['hard A', 'hard B']);
    const ismcts = runTournament({
      a: 'ismcts',
      b: 'easy',
      players: 2,
      games: 2,
      seed: 'ref',
      iterations: 8,
      now: clock(),
    });
    expect(ismcts.decisionMs.ismcts!.decisions).toBeGreaterThan(0);
  });

  it('calibrates the iterations each searching level runs per processor millisecond', () => {
    const c = calibrate(2, 1, 12);
    expect(c.decisions).toBeGreaterThan(20);
    for (const level of ['hard', 'ismcts']) {
      const r = c.rates[level]!;
      expect(r.iterationsPerMs).toBeGreaterThan(0);
      expect(r.meanIterations).toBeGreaterThan(0);
      expect(r.meanIterations).toBeLessThanOrEqual(12);
    }
    // The reference always spends its whole budget.
    expect(c.rates.ismcts!.meanIterations).toBe(12);
  });

  it('computes the 95 % Wilson interval', () => {
    const [lo, hi] = wilson(5, 10);
    expect(lo).toBeCloseTo(0.2366, 3);
    expect(hi).toBeCloseTo(0.7634, 3);
    expect(wilson(0, 10)[0]).toBe(0);
    expect(wilson(0, 10)[1]).toBeCloseTo(0.2775, 3);
    expect(wilson(260, 400)[0]).toBeCloseTo(0.6023, 3);
  });

  it('takes percentiles of decision times', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentiles(values)).toEqual({ decisions: 100, p50: 51, p95: 96, max: 100 });
  });
});

describe('arena command', () => {
  afterEach(() => vi.restoreAllMocks());

  function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
    let out = '';
    let err = '';
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((out += String(chunk)), true));
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((err += String(chunk)), true));
    return runArena(args).then((code) => ({ code, out, err }));
  }

  it('prints one JSON object with --json', async () => {
    const { code, out } = await run(['--a', 'medium', '--b', 'easy', '--games', '2', '--json']);
    expect(code).toBe(0);
    const result = JSON.parse(out);
    expect(result.games).toBe(2);
    expect(typeof result.winRateA).toBe('number');
    expect(result.ci95).toHaveLength(2);
    expect(Object.keys(result.decisionMs).sort()).toEqual(['easy', 'medium']);
    expect(Object.keys(result.decisionMs.medium)).toEqual(['decisions', 'p50', 'p95', 'max']);
  });

  it('plays its games in several processes with --jobs, to the result one process gives', async () => {
    const args = ['--a', 'hard', '--b', 'medium', '--players', '3', '--games', '4', '--from', '1'];
    const timeless = (out: string): unknown => {
      const { seconds, decisionMs, decisionCpuMs, ...rest } = JSON.parse(out);
      expect(seconds).toBeGreaterThan(0);
      expect(decisionMs['hard'].decisions).toBe(decisionCpuMs['hard'].decisions);
      return { ...rest, decisions: decisionMs['hard'].decisions + decisionMs['medium'].decisions };
    };
    const one = await run([...args, '--iterations', '15', '--json']);
    vi.restoreAllMocks();
    const three = await run([...args, '--iterations', '15', '--jobs', '3', '--json']);
    expect(three.code).toBe(0);
    expect(timeless(three.out)).toEqual(timeless(one.out));
  }, 60_000);

  it.each([
    [['--b', 'easy'], '--a is required'],
    [['--a', 'hard', '--b', 'easy', '--jobs', '0'], '--jobs takes a whole number from 1 to 64'],
    [['--a', 'expert', '--b', 'easy'], '--a must be one of easy, medium, hard'],
    [['--a', 'hard', '--b', 'easy', '--players', '6'], '--players takes a whole number from 2 to 5'],
    [['--a', 'hard', '--b', 'easy', '--games', '0'], '--games takes a whole number'],
    [
      ['--a', 'hard', '--b', 'easy', '--iterations', '10', '--budget-ms', '100'],
      'either --budget-ms or --iterations',
    ],
    [
      ['--a', 'hard', '--b', 'easy', '--budget-ms', '2000'],
      '--budget-ms takes a whole number from 1 to 1500',
    ],
    [['--a', 'hard', '--b', 'easy', '--fast'], "Unknown option '--fast'"],
    [
      ['--a', 'hard', '--b', 'ismcts', '--iterations-b', '10', '--budget-ms-b', '100'],
      'either --budget-ms-b or --iterations-b',
    ],
    [['--a', 'hard', '--b', 'ismcts', '--iterations-a', '0'], '--iterations-a takes a whole number'],
    [['--a', 'hard', '--b', 'ismcts', '--from', 'soon'], '--from takes a whole number'],
  ])('rejects %j with exit code 2', async (args, message) => {
    const { code, out, err } = await run(args);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toContain(message);
    expect(err).toContain('usage: norenberc arena');
  });
});
