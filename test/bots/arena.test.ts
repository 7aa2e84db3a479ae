import { appendFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../main/cli/index.ts';
import { TOOLS } from '../../tools/commands.ts';
import { calibrate } from '../../tools/bots/calibrate.ts';
import { percentiles, runTournament, wilson } from '../../tools/bots/tournament.ts';

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

function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
  vi.restoreAllMocks();
  let out = '';
  let err = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((out += String(chunk)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((err += String(chunk)), true));
  return main(['arena', ...args], TOOLS).then((code) => ({ code, out, err }));
}

/** A tournament's JSON result without what depends on the clock. */
function timeless(out: string): unknown {
  const { seconds, secondsPerGame, decisionMs, decisionCpuMs, ...rest } = JSON.parse(out);
  expect(seconds).toBeGreaterThan(0);
  expect(secondsPerGame).toBeGreaterThan(0);
  expect(decisionMs['hard'].decisions).toBe(decisionCpuMs['hard'].decisions);
  return { ...rest, decisions: decisionMs['hard'].decisions + decisionMs['medium'].decisions };
}

describe('arena command', () => {
  afterEach(() => vi.restoreAllMocks());

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
    const one = await run([...args, '--iterations', '15', '--json']);
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
    [['--a', 'hard', '--b', 'easy', '--fast'], 'arena: unknown option --fast'],
    [['--a', 'hard', '--b', 'easy', '--games'], 'arena: --games needs a value'],
    [['--a', 'hard', '--b', 'easy', '--json=yes'], 'arena: --json takes no value'],
    [['--a', 'hard', '--b', 'easy', 'now'], 'arena: unexpected argument "now"'],
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

describe('arena --outcomes', () => {
  afterEach(() => vi.restoreAllMocks());

  const args = ['--a', 'hard', '--b', 'medium', '--players', '3', '--iterations', '15', '--json'];
  const fresh = (): string => join(mkdtempSync(join(tmpdir(), 'arena-outcomes-')), 'games.jsonl');
  const lines = (file: string): string[] => readFileSync(file, 'utf8').trimEnd().split('\n');

  it('keeps each game as it ends and goes on where a run stopped, to the result of one run', async () => {
    const file = fresh();
    const whole = await run([...args, '--games', '4']);
    const first = await run([...args, '--games', '2', '--outcomes', file]);
    expect(JSON.parse(first.out).games).toBe(2);
    expect(lines(file)).toHaveLength(3);
    expect(JSON.parse(lines(file)[0]!)).toEqual({
      arena: {
        a: 'hard',
        b: 'medium',
        players: 3,
        seed: 'arena',
        budgetA: { iterations: 15 },
        budgetB: { iterations: 15 },
      },
    });
    // The rest in two processes: the games kept count, only games 2 and 3 are played.
    const rest = await run([...args, '--games', '4', '--outcomes', file, '--jobs', '2']);
    expect(rest.code).toBe(0);
    expect(timeless(rest.out)).toEqual(timeless(whole.out));
    expect(
      lines(file)
        .slice(1)
        .map((l) => JSON.parse(l).game)
        .sort(),
    ).toEqual([0, 1, 2, 3]);
    const again = await run([...args, '--games', '4', '--outcomes', file]);
    expect(timeless(again.out)).toEqual(timeless(whole.out));
    expect(lines(file)).toHaveLength(5);
  }, 60_000);

  it('counts the games the file holds instead of playing them', async () => {
    const file = fresh();
    await run([...args, '--games', '1', '--outcomes', file]);
    const [header, game] = lines(file);
    const outcome = JSON.parse(game!);
    outcome.scores[outcome.seatA].total = 1000;
    writeFileSync(file, `${header}\n${JSON.stringify(outcome)}\n`);
    const { out } = await run([...args, '--games', '1', '--outcomes', file]);
    expect(JSON.parse(out).a.averageScore).toBe(1000);
  });

  it('drops a last line cut off mid-write, and plays that game again', async () => {
    const file = fresh();
    await run([...args, '--games', '1', '--outcomes', file]);
    appendFileSync(file, '{"game":1,"seatA":1,"sco');
    const { code, out } = await run([...args, '--games', '2', '--outcomes', file]);
    expect(code).toBe(0);
    expect(JSON.parse(out).games).toBe(2);
    expect(lines(file).map((l) => JSON.parse(l).game)).toEqual([undefined, 0, 1]);
  });

  it.each([
    [
      'another tournament',
      (h: string, g: string) => `${h.replace('"arena"', '"other"')}\n${g}\n`,
      'holds the games of another tournament',
    ],
    ['a line that is not JSON', (h: string, g: string) => `${h}\n${g}\nnonsense\n`, 'line 3: not JSON'],
    [
      'a line that is not a game',
      (h: string, g: string) => `${h}\n{"game":-1}\n${g}\n`,
      'line 2: not a game outcome (game:',
    ],
    ['a game twice', (h: string, g: string) => `${h}\n${g}\n${g}\n`, 'line 3: game 0 is there twice'],
    [
      'a game in the wrong seat',
      (h: string, g: string) => `${h}\n${g.replace('"seatA":0', '"seatA":1')}\n`,
      'A in seat 0',
    ],
  ])('refuses a file with %s and leaves it as it was', async (_, corrupt, message) => {
    const file = fresh();
    await run([...args, '--games', '1', '--outcomes', file]);
    const [header, game] = lines(file);
    const text = corrupt(header!, game!);
    writeFileSync(file, text);
    const { code, out, err } = await run([...args, '--games', '2', '--outcomes', file]);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toContain(message);
    expect(readFileSync(file, 'utf8')).toBe(text);
  });

  it('says so when the file cannot be written', async () => {
    const file = join(fresh(), 'missing-folder', 'games.jsonl');
    const { code, err } = await run([...args, '--games', '1', '--outcomes', file]);
    expect(code).toBe(2);
    expect(err).toContain(`arena: cannot use ${file}`);
  });
});
