// The `norenberc` command line: one subcommand per job. These are the commands the app ships; in a
// source checkout bin/norenberc.js adds the developer tools' (tools/commands.ts) to them.
import type { Commands } from './command.ts';
import { HOST_USAGE, runHost } from './host.ts';
import { runReplay } from './replay.ts';
import { REVIEW_USAGE, runReview } from './review.ts';
import { START_USAGE, runBuild, runStart } from './start.ts';
import { runExport, runHistory, runImport, runStats } from './store-commands.ts';
import { VERIFY_USAGE, runVerify } from './verify.ts';
import { NewerDatabaseError } from '../store/index.ts';
import { StoreOpenError } from '../store/hostStore.ts';
import { endQuietlyWhenReaderCloses } from './stopping.ts';

export const COMMANDS: Commands = {
  start: { run: runStart, usage: START_USAGE },
  host: { run: runHost, usage: HOST_USAGE },
  history: { run: runHistory, usage: 'history [--data-dir D] [--json] [--limit N]   list matches' },
  stats: { run: runStats, usage: 'stats [--data-dir D] [--json]   statistics per player and head-to-head' },
  export: { run: runExport, usage: 'export MATCH [--data-dir D]   print a match as a game record' },
  import: { run: runImport, usage: 'import FILE [--data-dir D]   add a game record to the history' },
  replay: { run: runReplay, usage: 'replay FILE [--upto N]   apply a game record, print the state as JSON' },
  verify: { run: runVerify, usage: VERIFY_USAGE },
  review: { run: runReview, usage: REVIEW_USAGE },
  build: { run: runBuild, usage: 'build   build the renderer and the Electron bundles' },
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
  // `norenberc host --help`: that command's usage, on standard output.
  if (rest.includes('--help') || rest.includes('-h')) {
    process.stdout.write(`${[`usage: norenberc ${command.usage}`, ...(command.details ?? [])].join('\n')}\n`);
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
