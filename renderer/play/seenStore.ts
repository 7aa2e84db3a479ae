// What this browser showed of each game as it happened, kept across reloads: the changes seen or told,
// each known by the count of actions it brought the game to (a host started again numbers its changes
// anew, never its actions). Stored as runs of counts; only the latest games are remembered.
import { KeptByGame } from '../connection/keptByGame.ts';

const shown = new KeptByGame('norenberc.seen', 20);

type Runs = [number, number][];

/** The game's key: its host's address and its id. */
const keyOf = (gameId: string): string => `${globalThis.location?.host ?? ''} ${gameId}`;

/** The counts of actions of the changes this browser showed of the game. */
export function seenOf(gameId: string): Set<number> {
  const runs = shown.get(keyOf(gameId));
  const seen = new Set<number>();
  if (!Array.isArray(runs)) return seen;
  for (const run of runs) {
    // Whatever this page did not write is left out (a game has a few hundred actions at most).
    if (!Array.isArray(run) || !run.every(Number.isInteger) || run[1]! - run[0]! > 10_000) continue;
    for (let n = run[0]!; n <= run[1]!; n++) seen.add(n);
  }
  return seen;
}

export function keepSeen(gameId: string, seen: ReadonlySet<number>): void {
  const runs: Runs = [];
  for (const n of [...seen].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && last[1] === n - 1) last[1] = n;
    else runs.push([n, n]);
  }
  shown.put(keyOf(gameId), runs);
}

/** The game is over: nothing more to tell of it. */
export function forgetSeen(gameId: string): void {
  shown.forget(keyOf(gameId));
}
