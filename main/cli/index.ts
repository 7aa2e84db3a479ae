// The `norenberc` command line: one subcommand per job.
import { runArena } from './arena.ts';
import { BENCH_USAGE, runBench } from './bench-command.ts';
import { runFitAnchors } from './fit-anchors.ts';
import { runCalibrate } from './calibrate.ts';
import { HOST_USAGE, runHost } from './host.ts';
import { LOADTEST_USAGE, runLoadTestCommand } from './loadtest.ts';
import { runReplay } from './replay.ts';
import { REVIEW_USAGE, runReview } from './review.ts';
import { SELFPLAY_USAGE, runSelfplay } from './selfplay.ts';
import { START_USAGE, runBuild, runStart } from './start.ts';
import { DEV_USAGE, runDev } from './dev.ts';
import { runExport, runHistory, runImport, runStats } from './store-commands.ts';
import { VERIFY_USAGE, runVerify } from './verify.ts';
import { NewerDatabaseError } from '../store/index.ts';
import { StoreOpenError } from '../store/hostStore.ts';
import { endQuietlyWhenReaderCloses } from './stopping.ts';

type Command = (args: string[]) => Promise<number>;

const COMMANDS: Record<string, { run: Command; help: string }> = {
  replay: { run: runReplay, help: 'replay FILE [--upto N]   apply a game record, print the state as JSON' },
  verify: { run: runVerify, help: VERIFY_USAGE },
  review: { run: runReview, help: REVIEW_USAGE },
  bench: { run: runBench, help: BENCH_USAGE },
  arena: {
    run: runArena,
    help: 'arena --a LEVEL --b LEVEL [--players N] [--games N] [--budget-ms N | --iterations N] [--budget-ms-a N | --iterations-a N] [--budget-ms-b N | --iterations-b N] [--seed S] [--jobs N] [--outcomes FILE] [--json]   bot tournament',
  },
  calibrate: {
    run: runCalibrate,
    help: 'calibrate [--players N] [--games N] [--iterations N] [--json]   search iterations per processor ms of hard and ismcts',
  },
  'fit-anchors': {
    run: runFitAnchors,
    help: "fit-anchors [--json]   the bot levels' fixed ratings on the ladder, fitted from the arena's results",
  },
  history: { run: runHistory, help: 'history [--data-dir D] [--json] [--limit N]   list matches' },
  stats: { run: runStats, help: 'stats [--data-dir D] [--json]   statistics per player and head-to-head' },
  export: { run: runExport, help: 'export MATCH [--data-dir D]   print a match as a game record' },
  import: { run: runImport, help: 'import FILE [--data-dir D]   add a game record to the history' },
  selfplay: { run: runSelfplay, help: SELFPLAY_USAGE },
  start: { run: runStart, help: START_USAGE },
  dev: { run: runDev, help: DEV_USAGE },
  build: { run: runBuild, help: 'build   build the renderer and the Electron bundles' },
  host: { run: runHost, help: HOST_USAGE },
  loadtest: { run: runLoadTestCommand, help: LOADTEST_USAGE },
};

export async function main(argv: string[]): Promise<number> {
  endQuietlyWhenReaderCloses();
  const [name, ...rest] = argv;
  const command = name ? COMMANDS[name] : undefined;
  if (!command) {
    const lines = Object.values(COMMANDS).map((c) => `  norenberc ${c.help}`);
    process.stderr.write(`usage:\n${lines.join('\n')}\n`);
    return name === undefined || name === '--help' || name === 'help' ? 0 : 2;
  }
  // `norenberc host --help`: that command's usage, on standard output.
  if (rest.includes('--help') || rest.includes('-h')) {
    process.stdout.write(`usage: norenberc ${command.help}\n`);
    return 0;
  }
  try {
    return await command.run(rest);
  } catch (err) {
    // Unknown or malformed options: say so, like any other usage error.
    if (String((err as { code?: string }).code).startsWith('ERR_PARSE_ARGS')) {
      process.stderr.write(`${(err as Error).message}\n`);
      return 2;
    }
    // A database that cannot be used (written by a newer version, say): every command says so alike,
    // having changed nothing.
    if (err instanceof NewerDatabaseError || err instanceof StoreOpenError) {
      process.stderr.write(`${err.message}\n`);
      return 1;
    }
    throw err;
  }
}
