// `norenberc bench --only engine --against REF`: this tree's engine and REF's, side by side. REF's
// engine/ is taken out of git into a temporary folder; the same driver (random-games.ts) plays the same
// seeded games on each, in processes of their own, taken in turn (this tree first in one pair, REF first
// in the next) so that a machine busier at one moment weighs on both alike. Processor time, which other
// jobs on the machine disturb least, is the measure.
import { execFileSync, execFile } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { EngineBench } from './random-games.ts';

const run = promisify(execFile);
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const RUNNER = join(ROOT, 'tools', 'bench', 'engine-run.ts');

/** A commit whose engine cannot be had: said to the user as it is, without a stack. */
export class AgainstError extends Error {}

/** A mean with its 95 % interval (Student's t over the runs). */
export interface Estimate {
  mean: number;
  low: number;
  high: number;
}

export interface EngineSideBySide {
  against: string;
  players: number;
  games: number;
  pairs: number;
  /** Actions the measured games took on each engine: equal when both play the same games. */
  actions: { tree: number; base: number };
  /** Games per processor-second, each run's and their mean. */
  tree: { runs: number[] } & Estimate;
  base: { runs: number[] } & Estimate;
  /** This tree's rate over REF's: the geometric mean of the pairs' ratios, with its interval. */
  ratio: { runs: number[] } & Estimate;
}

export async function benchEngineAgainst(options: {
  against: string;
  pairs: number;
  games: number;
  players: number;
}): Promise<EngineSideBySide> {
  const folder = mkdtempSync(join(tmpdir(), 'norenberc-engine-'));
  try {
    const base = extractEngine(options.against, folder);
    const tree: number[] = [];
    const other: number[] = [];
    const actions = { tree: 0, base: 0 };
    for (let pair = 0; pair < options.pairs; pair++) {
      const sides = pair % 2 === 0 ? [join(ROOT, 'engine'), base] : [base, join(ROOT, 'engine')];
      for (const side of sides) {
        const measured = await measure(side, options.games, options.players);
        (side === base ? other : tree).push(measured.gamesPerProcessorSecond);
        actions[side === base ? 'base' : 'tree'] = measured.actions;
      }
    }
    const ratios = tree.map((rate, i) => rate / other[i]!);
    const logRatio = estimate(ratios.map(Math.log));
    return {
      against: options.against,
      players: options.players,
      games: options.games,
      pairs: options.pairs,
      actions,
      tree: { runs: tree, ...estimate(tree) },
      base: { runs: other, ...estimate(other) },
      ratio: {
        runs: ratios,
        mean: Math.exp(logRatio.mean),
        low: Math.exp(logRatio.low),
        high: Math.exp(logRatio.high),
      },
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** REF's engine/ in `folder`, an ES module package as here, beside a link to this tree's libraries. */
function extractEngine(ref: string, folder: string): string {
  let archive: Buffer;
  try {
    archive = execFileSync('git', ['-C', ROOT, 'archive', '--format=tar', ref, 'engine'], {
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    throw new AgainstError(
      `--against ${ref}: git cannot give that commit's engine/ (${stderr || (error as Error).message})`,
    );
  }
  execFileSync('tar', ['-x', '-C', folder], { input: archive });
  writeFileSync(join(folder, 'package.json'), '{ "type": "module" }\n');
  symlinkSync(join(ROOT, 'node_modules'), join(folder, 'node_modules'), 'dir');
  return join(folder, 'engine');
}

async function measure(folder: string, games: number, players: number): Promise<EngineBench> {
  const { stdout } = await run(
    process.execPath,
    ['--import', import.meta.resolve('tsx/esm'), RUNNER, folder, String(games), String(players)],
    { cwd: ROOT, maxBuffer: 1024 * 1024 },
  );
  return JSON.parse(stdout) as EngineBench;
}

/** Student's t at 97.5 % for 1 to 30 degrees of freedom; 1.96 beyond. */
const T_975 = [
  12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131,
  2.12, 2.11, 2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048, 2.045, 2.042,
];

function estimate(values: readonly number[]): Estimate {
  const n = values.length;
  const mean = values.reduce((a, b) => a + b, 0) / n;
  if (n < 2) return { mean, low: mean, high: mean };
  const variance = values.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1);
  const half = (T_975[n - 2] ?? 1.96) * Math.sqrt(variance / n);
  return { mean, low: mean - half, high: mean + half };
}
