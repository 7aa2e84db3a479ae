// One side of `norenberc bench --only engine --against REF`, in a process of its own: random games on
// the engine folder named by the first argument, their numbers printed as JSON.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { measureEngine, type RandomPlayEngine } from './random-games.ts';

const [folder, games, players] = process.argv.slice(2);
const engine = (await import(pathToFileURL(join(folder!, 'index.ts')).href)) as RandomPlayEngine;
process.stdout.write(
  `${JSON.stringify(measureEngine(engine, { games: Number(games), players: Number(players) }))}\n`,
);
