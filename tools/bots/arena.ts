// `norenberc arena`: a bot tournament, one A seat against B seats, each deal played with A in every seat,
// each side with its own budget if given, its games in N processes at once with --jobs, kept in FILE as
// they end with --outcomes (and not played again). A progress bar goes to stderr on a terminal; the
// result to stdout.
import { ARENA_LEVELS, type ArenaLevel, type SeatBudget } from '../../engine/bots/index.ts';
import { MAX_PLAYERS, MIN_PLAYERS } from '../../engine/players.ts';
import { UsageError, readArgs, required, wholeNumber } from '../../main/cli/args.ts';
import { WORKER_ENV, runParallel, serveGames } from './arena-jobs.ts';
import { openOutcomes } from './arena-outcomes.ts';
import { processorMs } from './processor-time.ts';
import {
  runTournament,
  type TournamentOptions,
  type TournamentResult,
  type TournamentRun,
} from './tournament.ts';

export const ARENA_USAGE =
  'arena --a LEVEL --b LEVEL [--players N] [--games N] [--from N] [--budget-ms N | --iterations N] ' +
  '[--budget-ms-a N | --iterations-a N] [--budget-ms-b N | --iterations-b N] [--seed S] [--jobs N] ' +
  '[--outcomes FILE] [--json]   bot tournament';

export const ARENA_DETAILS = [
  `  LEVEL is one of ${ARENA_LEVELS.join(', ')} (ismcts: the textbook reference opponent); --players ${MIN_PLAYERS} to ${MAX_PLAYERS}`,
  '  --from N: start at game N of the tournament sequence (share one tournament between processes)',
  '  --jobs N: play N games at once, each in a process of its own (same result as one process)',
  '  --outcomes FILE: keep each game in FILE as it ends; the games FILE holds count and are not played again',
];

export async function runArena(args: string[]): Promise<number> {
  const { options, json, jobs, outcomes } = readOptions(args);
  if (process.env[WORKER_ENV] === '1' && process.send) return serveGames(options);
  const file = outcomes === undefined ? undefined : openOutcomes(outcomes, options);
  if (typeof file === 'string') {
    process.stderr.write(`arena: ${file}\n`);
    return 2;
  }
  const bar = process.stderr.isTTY ? progressBar(options) : undefined;
  const run: TournamentRun = {
    kept: file?.kept,
    onGame: (outcome, counted, winShareA) => {
      file?.record(outcome);
      bar?.(counted, winShareA);
    },
  };
  let result: TournamentResult;
  try {
    result = jobs > 1 ? await runParallel(options, args, jobs, run) : runTournament(options, run);
  } catch (error) {
    process.stderr.write(`\narena: ${(error as Error).message}\n`);
    return 1;
  }
  if (bar) process.stderr.write('\n');
  process.stdout.write(json ? `${JSON.stringify(result)}\n` : report(result));
  return 0;
}

interface ArenaArgs {
  options: TournamentOptions;
  json: boolean;
  jobs: number;
  outcomes: string | undefined;
}

function readOptions(args: string[]): ArenaArgs {
  const { values } = readArgs(args, {
    a: { type: 'string' },
    b: { type: 'string' },
    players: { type: 'string' },
    games: { type: 'string' },
    from: { type: 'string' },
    'budget-ms': { type: 'string' },
    iterations: { type: 'string' },
    'budget-ms-a': { type: 'string' },
    'iterations-a': { type: 'string' },
    'budget-ms-b': { type: 'string' },
    'iterations-b': { type: 'string' },
    seed: { type: 'string', default: 'arena' },
    jobs: { type: 'string' },
    outcomes: { type: 'string' },
    json: { type: 'boolean', default: false },
  });
  const shared = budget(values['budget-ms'], values.iterations, '');
  return {
    options: {
      a: level(values.a, '--a'),
      b: level(values.b, '--b'),
      players: wholeNumber('--players', values.players, MIN_PLAYERS, MIN_PLAYERS, MAX_PLAYERS),
      games: wholeNumber('--games', values.games, 400, 1, 1_000_000),
      from: wholeNumber('--from', values.from, 0, 0, 1_000_000),
      seed: values.seed,
      iterations: shared.iterations,
      budgetMs: shared.budgetMs,
      budgetA: budget(values['budget-ms-a'], values['iterations-a'], '-a'),
      budgetB: budget(values['budget-ms-b'], values['iterations-b'], '-b'),
      now: () => performance.now(),
      cpuNow: processorMs,
    },
    json: values.json,
    jobs: wholeNumber('--jobs', values.jobs, 1, 1, 64),
    outcomes: values.outcomes,
  };
}

function level(value: string | undefined, flag: string): ArenaLevel {
  const given = required(flag, value);
  if ((ARENA_LEVELS as readonly string[]).includes(given)) return given as ArenaLevel;
  throw new UsageError(`${flag} must be one of ${ARENA_LEVELS.join(', ')}, not "${given}"`);
}

/** One budget from its two flags (`suffix` '' for both sides, '-a' or '-b' for one). */
function budget(ms: string | undefined, iterations: string | undefined, suffix: string): SeatBudget {
  if (ms !== undefined && iterations !== undefined)
    throw new UsageError(`give either --budget-ms${suffix} or --iterations${suffix}, not both`);
  if (ms !== undefined) return { budgetMs: wholeNumber(`--budget-ms${suffix}`, ms, 0, 1, 1500) };
  if (iterations !== undefined)
    return { iterations: wholeNumber(`--iterations${suffix}`, iterations, 0, 1, 1_000_000) };
  return {};
}

function progressBar(options: TournamentOptions): (done: number, winShareA: number) => void {
  const width = 30;
  return (done, winShareA) => {
    const filled = Math.round((width * done) / options.games);
    const bar = `${'#'.repeat(filled)}${'.'.repeat(width - filled)}`;
    process.stderr.write(
      `\r[${bar}] ${done}/${options.games} games, ${options.a} win share ${(100 * winShareA).toFixed(1)} %`,
    );
  };
}

function budgetText(b: SeatBudget): string {
  if (b.iterations !== undefined) return `${b.iterations} iterations`;
  return b.budgetMs !== undefined ? `${b.budgetMs} ms` : 'default budget';
}

function report(r: TournamentResult): string {
  const pct = (x: number): string => `${(100 * x).toFixed(1)} %`;
  const bSeats = r.players - 1;
  const from = r.from ? ` from game ${r.from}` : '';
  const lines = [
    `arena: ${r.a.level} (A, ${budgetText(r.a.budget)}) vs ${bSeats} x ${r.b.level} (B, ${budgetText(r.b.budget)}), ${r.players} players, ${r.games} games${from}, seed "${r.seed}", ${r.seconds.toFixed(1)} s (${r.secondsPerGame.toFixed(1)} s a game)`,
    `  wins: A ${r.a.wins}, B ${r.b.wins}, A shared first ${r.draws}`,
    `  A win share ${pct(r.winRateA)} (95 % CI ${pct(r.ci95[0])} - ${pct(r.ci95[1])}; fair share ${pct(r.fairShare)})`,
  ];
  for (const [name, s] of [
    ['A', r.a],
    ['B', r.b],
  ] as const) {
    const b = s.averageBreakdown;
    lines.push(
      `  ${name} ${s.level}: average score ${s.averageScore.toFixed(1)} = majorities ${b.majorities.toFixed(1)} + crests ${b.crests.toFixed(1)} + ` +
        `all types ${b.allTypes.toFixed(1)} + richest ${b.richest.toFixed(1)} + townsmen ${b.townsmen.toFixed(1)} + 30+ ${b.thirtyPlus.toFixed(1)}`,
    );
  }
  for (const [lvl, t] of Object.entries(r.decisionMs)) {
    const cpu = r.decisionCpuMs[lvl]!;
    lines.push(
      `  ${lvl} decisions: ${t.decisions}, wall p50 ${t.p50.toFixed(1)} / p95 ${t.p95.toFixed(1)} / max ${t.max.toFixed(1)} ms, ` +
        `processor p50 ${cpu.p50.toFixed(1)} / p95 ${cpu.p95.toFixed(1)} / max ${cpu.max.toFixed(1)} ms`,
    );
  }
  return `${lines.join('\n')}\n`;
}
