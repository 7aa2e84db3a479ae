// `norenberc review FILE --seat N [--iterations K] [--json]` through the real command.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toRecord } from '../../engine/index.ts';
import { playMatch } from '../../engine/bots/match.ts';
import { review } from '../../engine/bots/analysis.ts';
import { reviewJson } from '../../main/cli/review.ts';
import { cli, type CliResult } from '../cli.ts';

const reviewCli = (...args: string[]): Promise<CliResult> => cli('review', ...args);

const dir = mkdtempSync(join(tmpdir(), 'norenberc-review-cli-'));
const match = playMatch({ seats: ['medium', 'easy'], seed: 'review-cli' });
const record = toRecord(match.state, match.actions);
const file = join(dir, 'game.json');
writeFileSync(file, JSON.stringify(record));

describe('norenberc review', () => {
  it('prints the JSON object of the contract, the same as the engine alone, with progress on stderr', async () => {
    const out = await reviewCli(file, '--seat', '1', '--iterations', '20', '--json');
    expect(out.code).toBe(0);
    expect(out.stderr).toMatch(/decisions/);
    const json = JSON.parse(out.stdout);
    expect(Object.keys(json)).toEqual(['seat', 'decisions', 'summary']);
    expect(json.seat).toBe(1);
    expect(Object.keys(json.summary)).toEqual(['decisions', 'meanLoss', 'blunders']);
    for (const d of json.decisions) {
      expect(Object.keys(d)).toEqual(['index', 'played', 'best', 'loss', 'margin']);
      expect(record.actions[d.index]).toEqual(d.played);
      expect(d.loss).toBeGreaterThanOrEqual(0);
      if (JSON.stringify(d.best) === JSON.stringify(d.played)) expect(d.loss).toBe(0);
      expect(d.margin).toBeGreaterThanOrEqual(0);
    }
    expect(json).toEqual(reviewJson(review(record, 1, { iterations: 20 })!));
    expect(json.summary.blunders).toBe(
      json.decisions.filter((d: { loss: number; margin: number }) => d.loss >= 3 && d.loss > d.margin).length,
    );
  });

  it('prints a table for people, the seat named', async () => {
    const out = await reviewCli(file, '--seat', '0', '--iterations', '10');
    expect(out.code).toBe(0);
    expect(out.stdout).toMatch(/^Review of medium 1 \(seat 0\)/);
    expect(out.stdout).toMatch(/decisions, mean loss/);
  });

  it('exits 2 with a message for a bad file, seat or option', async () => {
    writeFileSync(join(dir, 'bad.json'), '{ nope');
    writeFileSync(join(dir, 'other.json'), JSON.stringify({ format: 'something-else' }));
    const cases: [string[], RegExp][] = [
      [[join(dir, 'missing.json'), '--seat', '0'], /cannot read .*ENOENT/],
      [[join(dir, 'bad.json'), '--seat', '0'], /is not JSON/],
      [[join(dir, 'other.json'), '--seat', '0'], /not a norenberc-record\/1 game record/],
      [[file, '--seat', '2'], /seat 2 is not in this game/],
      [[file, '--seat', 'x'], /--seat takes a seat number/],
      [[file, '--seat=-1'], /--seat takes a seat number/],
      [[file], /usage: norenberc review FILE --seat N/],
      [[file, '--seat', '0', '--iterations', '3'], /--iterations takes a whole number/],
      [[file, '--seat', '0', '--bogus'], /^review: unknown option --bogus\nusage: norenberc review FILE/],
      [['--seat', '0'], /^review: FILE is required\n/],
    ];
    for (const [args, message] of cases) {
      const out = await reviewCli(...args);
      expect(out.code, args.join(' ')).toBe(2);
      expect(out.stderr).toMatch(message);
      expect(out.stdout).toBe('');
    }
  });
});
