// `norenberc calibrate`: how many search iterations the levels that search (hard and the ismcts reference) run per millisecond of processor time, over every decision of a few
// games between medium bots. The arena's iteration budgets stand for milliseconds through these rates:
// reproducible, and independent of how busy the machine is.
import { ARENA_DECISIONS, ARENA_LEVELS, decide, playMatch } from '../../engine/bots/index.ts';
import { activeSeats, apply, newGame, view, type GameState } from '../../engine/index.ts';
import { MAX_PLAYERS, MIN_PLAYERS } from '../../engine/players.ts';
import { readArgs, wholeNumber } from '../../main/cli/args.ts';
import { processorMs } from './processor-time.ts';

/** The levels that spend a search budget. */
const LEVELS = ARENA_LEVELS.filter((level) => ARENA_DECISIONS[level].searches);
export const CALIBRATE_USAGE = `calibrate [--players N] [--games N] [--iterations N] [--json]   search iterations per processor ms of ${LEVELS.join(' and ')}`;

export interface Calibration {
  players: number;
  decisions: number;
  /** Per level: iterations run per millisecond of processor time, and the mean decision's cost. */
  rates: Record<string, { iterationsPerMs: number; meanIterations: number; meanMs: number }>;
}

export async function runCalibrate(args: string[]): Promise<number> {
  const { values } = readArgs(args, {
    players: { type: 'string' },
    games: { type: 'string' },
    iterations: { type: 'string' },
    json: { type: 'boolean' },
  });
  const players = wholeNumber('--players', values.players, MIN_PLAYERS, MIN_PLAYERS, MAX_PLAYERS);
  const games = wholeNumber('--games', values.games, 3, 1);
  const iterations = wholeNumber('--iterations', values.iterations, 1000, 1);
  const result = calibrate(players, games, iterations);
  if (values.json) process.stdout.write(`${JSON.stringify(result)}\n`);
  else {
    process.stdout.write(`calibrate: ${result.decisions} decisions of ${games} ${players}-player games\n`);
    for (const [level, r] of Object.entries(result.rates))
      process.stdout.write(
        `  ${level}: ${r.iterationsPerMs.toFixed(2)} iterations per processor ms (mean decision ${r.meanIterations.toFixed(0)} iterations, ${r.meanMs.toFixed(1)} ms)\n`,
      );
  }
  return 0;
}

export function calibrate(players: number, games: number, iterations: number): Calibration {
  const positions: { state: GameState; seat: number }[] = [];
  for (let g = 0; g < games; g++) {
    const seed = `calibrate-${g}`;
    const match = playMatch({ seats: Array.from({ length: players }, () => 'medium'), seed });
    const created = newGame({ players: match.state.setup.players, seed });
    if (!created.ok) throw new Error(created.error);
    let state = created.value;
    for (const action of match.actions) {
      if (activeSeats(state).includes(action.seat)) positions.push({ state, seat: action.seat });
      const next = apply(state, action);
      if (!next.ok) throw new Error(next.error);
      state = next.state;
    }
  }
  const rates: Calibration['rates'] = {};
  for (const level of LEVELS) {
    let ms = 0;
    let spent = 0;
    positions.forEach(({ state, seat }, i) => {
      const start = processorMs();
      decide(view(state, seat), { level, seed: i, iterations, spent: (n) => (spent += n) });
      ms += processorMs() - start;
    });
    rates[level] = {
      iterationsPerMs: spent / ms,
      meanIterations: spent / positions.length,
      meanMs: ms / positions.length,
    };
  }
  return { players, decisions: positions.length, rates };
}
