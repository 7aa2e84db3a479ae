// What this browser showed of each game as it happened, kept across reloads: the changes seen or told,
// each known by the count of actions it brought the game to (a host started again numbers its changes
// anew, never its actions), stored as runs of counts; and the round end whose story it was telling, with
// the steps read. Only the latest games are remembered.
import { KeptByGame } from '../connection/keptByGame.ts';

const shown = new KeptByGame('norenberc.seen', 20);
const stories = new KeptByGame('norenberc.story', 20);

/** A round end's story begun: its change by its count of actions, and the steps read. */
export type StoryRead = { moves: number; read: number };

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

/** The round end whose story this browser was telling of the game, if it left it unfinished. */
export function storyOf(gameId: string): StoryRead | null {
  const kept = stories.get(keyOf(gameId));
  if (!Array.isArray(kept) || kept.length !== 2 || !kept.every(Number.isInteger)) return null;
  return { moves: kept[0] as number, read: kept[1] as number };
}

export function keepStory(gameId: string, story: StoryRead | null): void {
  if (story) stories.put(keyOf(gameId), [story.moves, story.read]);
  else stories.forget(keyOf(gameId));
}

/** The game is over: nothing more to tell of it. */
export function forgetSeen(gameId: string): void {
  shown.forget(keyOf(gameId));
  stories.forget(keyOf(gameId));
}
