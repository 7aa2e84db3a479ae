// `norenberc bench`: complete random games (uniform over legal actions) on one core, on this tree's engine.
import * as engine from '../../engine/index.ts';
import { measureEngine, playRandomGame, type EngineBench } from './random-games.ts';

export type { EngineBench };

/** Plays one game with uniformly random legal actions; returns the final state and the actions. */
export function randomGame(
  players: number,
  seed: number,
): { state: engine.GameState; actions: engine.Action[] } {
  return playRandomGame(engine, players, seed);
}

export function benchEngine(options: { games: number; players: number; seed?: number }): EngineBench {
  return measureEngine(engine, options);
}
