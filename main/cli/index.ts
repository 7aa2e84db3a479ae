// The `norenberc` command line: one subcommand per job. These are the commands the app ships; in a
// source checkout bin/norenberc.js adds the developer tools' (tools/commands.ts) to them.
import { UsageError } from './args.ts';
import type { Commands } from './command.ts';
import { HOST_USAGE, runHost } from './host.ts';
import { REPLAY_USAGE, runReplay } from './replay.ts';
import { REVIEW_USAGE, runReview } from './review.ts';
import { BUILD_USAGE, START_USAGE, runBuild, runStart } from './start.ts';
import {
  EXPORT_USAGE,
  HISTORY_USAGE,
  IMPORT_USAGE,
  STATS_USAGE,
  runExport,
  runHistory,
  runImport,
  runStats,
} from './store-commands.ts';
import { VERIFY_USAGE, runVerify } from './verify.ts';
import { NewerDatabaseError } from '../store/index.ts';
import { StoreOpenError } from '../store/hostStore.ts';
import { endQuietlyWhenReaderCloses } from './stopping.ts';

export const COMMANDS: Commands = {
  start: { run: runStart, usage: START_USAGE },
  host: { run: runHost, usage: HOST_USAGE },
  history: { run: runHistory, usage: HISTORY_USAGE },
  stats: { run: runStats, usage: STATS_USAGE },
  export: { run: runExport, usage: EXPORT_USAGE },
  import: { run: runImport, usage: IMPORT_USAGE },
  replay: { run: runReplay, usage: REPLAY_USAGE },
  verify: { run: runVerify, usage: VERIFY_USAGE },
  review: { run: runReview, usage: REVIEW_USAGE },
  build: { run: runBuild, usage: BUILD_USAGE },
};

export async function main(argv: string[], commands: Commands = COMMANDS): Promise<number> {
  endQuietlyWhenReaderCloses();
  const [name, ...rest] = argv;
  const command = name !== undefined && Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!command) {
    const lines = Object.values(commands).map((c) => `  norenberc ${c.usage}`);
    process.stderr.write(`usage:\n${lines.join('\n')}\n`);
    return name === undefined || name === '--help' || name === 'help' ? 0 : 2;
  }
  const usage = [`usage: norenberc ${command.usage}`, ...(command.details ?? [])].join('\n');
  // `norenberc host --help`: that command's usage, on standard output.
  if (rest.includes('--help') || rest.includes('-h')) {
    process.stdout.write(`${usage}\n`);
    return 0;
  }
  try {
    return await command.run(rest);
  } catch (err) {
    // Words the command cannot take: every command says so alike, in one line, with its usage.
    if (err instanceof UsageError) {
      process.stderr.write(`${name}: ${err.message}\n${usage}\n`);
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
