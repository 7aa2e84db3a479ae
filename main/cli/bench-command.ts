// `norenberc bench [--json] [--games N]`: speed numbers, printed (never asserted by tests).
import { parseArgs } from 'node:util';
import { benchEngine } from './bench.ts';

export async function runBench(args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { json: { type: 'boolean' }, games: { type: 'string' } } });
  const games = values.games === undefined ? 3000 : Number(values.games);
  if (!Number.isInteger(games) || games < 1) {
    process.stderr.write('--games takes a whole number of at least 1\n');
    return 2;
  }
  const engine = benchEngine({ games, players: 4 });
  if (values.json) {
    process.stdout.write(`${JSON.stringify({ engine })}\n`);
    return 0;
  }
  const lines = [
    `engine: ${engine.games} random ${engine.players}-player games in ${engine.seconds.toFixed(2)} s on one core`,
    `  ${engine.gamesPerSecond.toFixed(0)} complete games per second (target >= 1000)`,
    `  ${engine.microsecondsPerAction.toFixed(2)} us per action (legalActions + apply), ${(engine.actions / engine.games).toFixed(1)} actions per game`,
    `  game record JSON: ${(engine.recordBytes.mean / 1024).toFixed(1)} KB mean, ${(engine.recordBytes.max / 1024).toFixed(1)} KB max (target < 20 KB)`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  return 0;
}
