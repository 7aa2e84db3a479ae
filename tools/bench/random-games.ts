// Random games on an engine given as a module: the bench's driver, the same code whichever engine it
// drives (this tree's, or another commit's for a side-by-side measure, bench-engine-vs.ts).
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { Action, GameRecord, GameState, NewGameOptions, Result } from '../../engine/index.ts';

/** What the driver uses of an engine: its entry points, as engine/index.ts exports them. */
export interface RandomPlayEngine {
  newGame: (options: NewGameOptions) => Result<GameState>;
  apply: (state: GameState, action: Action) => { ok: true; state: GameState } | { ok: false; error: string };
  activeSeats: (state: GameState) => number[];
  randomLegalAction: (state: GameState, seat: number, pick: (n: number) => number) => Action | null;
  toRecord: (state: GameState, actions: readonly Action[]) => GameRecord;
}

export interface EngineBench {
  games: number;
  players: number;
  /** Wall-clock seconds of the measured games. */
  seconds: number;
  gamesPerSecond: number;
  /** Processor seconds of this process over the same games (what they cost on a core of their own). */
  processorSeconds: number;
  gamesPerProcessorSecond: number;
  actions: number;
  microsecondsPerAction: number;
  recordBytes: { mean: number; max: number };
}

/** Plays one game with uniformly random legal actions; returns the final state and the actions. */
export function playRandomGame(
  engine: RandomPlayEngine,
  players: number,
  seed: number,
): { state: GameState; actions: Action[] } {
  const created = engine.newGame({
    players: Array.from({ length: players }, (_, i) => ({ name: `Player ${i + 1}`, color: `c${i}` })),
    seed: `bench-${seed}`,
  });
  if (!created.ok) throw new Error(created.error);
  let state = created.value;
  const rng = xoroshiro128plus(seed);
  const pick = (n: number): number => uniformInt(rng, 0, n - 1);
  const actions: Action[] = [];
  while (state.phase !== 'finished') {
    const seats = engine.activeSeats(state);
    const action = engine.randomLegalAction(state, seats[pick(seats.length)]!, pick)!;
    const result = engine.apply(state, action);
    if (!result.ok) throw new Error(`engine rejected its own legal action: ${result.error}`);
    state = result.state;
    actions.push(action);
  }
  return { state, actions };
}

/** Games played before the measured ones: enough for the steady rate that long-running bots see. */
const WARM_UP_GAMES = 3000;

/** The measured games have seeds `seed` (1 by default) onwards; the warm-up's are a million further. */
export function measureEngine(
  engine: RandomPlayEngine,
  options: { games: number; players: number; seed?: number },
): EngineBench {
  const { games, players } = options;
  const firstSeed = options.seed ?? 1;
  // Warm-up: measured on this machine, the first 300 games ran at half speed and the first 1,000 at two
  // thirds (the JIT tiering up, the young generation growing); from about 3,000 on, the rate is steady.
  for (let i = 0; i < WARM_UP_GAMES; i++) playRandomGame(engine, players, 1_000_000 + i);
  let actions = 0;
  const start = process.hrtime.bigint();
  const cpuStart = process.cpuUsage();
  const sizes: number[] = [];
  for (let i = 0; i < games; i++) {
    const game = playRandomGame(engine, players, firstSeed + i);
    actions += game.actions.length;
    if (i % 50 === 0) sizes.push(JSON.stringify(engine.toRecord(game.state, game.actions)).length);
  }
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const cpu = process.cpuUsage(cpuStart);
  const processorSeconds = (cpu.user + cpu.system) / 1e6;
  return {
    games,
    players,
    seconds,
    gamesPerSecond: games / seconds,
    processorSeconds,
    gamesPerProcessorSecond: games / processorSeconds,
    actions,
    microsecondsPerAction: (seconds * 1e6) / actions,
    recordBytes: { mean: sizes.reduce((a, b) => a + b, 0) / sizes.length, max: Math.max(...sizes) },
  };
}
