// The `norenberc` command line: one subcommand per job.
import { runArena } from './arena.ts';
import { runBench } from './bench-command.ts';
import { HOST_USAGE, runHost } from './host.ts';
import { runReplay } from './replay.ts';

type Command = (args: string[]) => Promise<number>;

const COMMANDS: Record<string, { run: Command; help: string }> = {
  replay: { run: runReplay, help: 'replay FILE [--upto N]   apply a game record, print the state as JSON' },
  bench: { run: runBench, help: 'bench [--json] [--games N]   measure the engine' },
  arena: { run: runArena, help: 'arena --a LEVEL --b LEVEL [--players N] [--games N] [--budget-ms N | --iterations N] [--seed S] [--json]   bot tournament' },
  start: { run: startApp, help: 'start   run the app' },
  host: { run: runHost, help: HOST_USAGE },
};

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  const command = name ? COMMANDS[name] : undefined;
  if (!command) {
    const lines = Object.values(COMMANDS).map((c) => `  norenberc ${c.help}`);
    process.stderr.write(`usage:\n${lines.join('\n')}\n`);
    return name === undefined || name === '--help' || name === 'help' ? 0 : 2;
  }
  return command.run(rest);
}

async function startApp(): Promise<number> {
  process.stdout.write(
    'Norenberc: the app window is not built yet (rules engine only so far). ' +
      'Try `npx norenberc replay FILE` or `npm run bench`.\n',
  );
  return 0;
}
