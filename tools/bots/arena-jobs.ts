// `arena --jobs N`: the tournament's games played by N processes of this command at once, one game at a
// time each, handed out in order as processes come free. Every game is deterministic for its index and
// the options (iteration budgets), whichever process plays it; the outcomes are added up in game order,
// so the result is the one a single process gives. Each process measures its own processor time.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  plan,
  playGame,
  summarize,
  winShare,
  type GameOutcome,
  type TournamentOptions,
  type TournamentResult,
  type TournamentRun,
} from './tournament.ts';

/** Set in the environment of the processes `runParallel` starts: they play games they are sent. */
export const WORKER_ENV = 'NORENBERC_ARENA_WORKER';

const BIN = fileURLToPath(new URL('../../bin/norenberc.js', import.meta.url));

type ToWorker = { game: number } | { stop: true };

/** Plays the tournament in `jobs` child processes started with the same `args` (`arena …`). */
export function runParallel(
  options: TournamentOptions,
  args: readonly string[],
  jobs: number,
  run: TournamentRun = {},
): Promise<TournamentResult> {
  const start = options.now();
  const { counted, toPlay } = plan(options, run.kept);
  const done = (): TournamentResult => summarize(options, counted, (options.now() - start) / 1000);
  if (toPlay.length === 0) return Promise.resolve(done());
  let shareA = counted.reduce((sum, o) => sum + winShare(o), 0);
  let left = toPlay.length;
  return new Promise((resolve, reject) => {
    const workers: ChildProcess[] = [];
    let failed = false;
    const fail = (error: Error): void => {
      if (failed) return;
      failed = true;
      for (const w of workers) w.kill();
      reject(error);
    };
    const handOut = (worker: ChildProcess): void => {
      const game = toPlay.shift();
      worker.send((game === undefined ? { stop: true } : { game }) satisfies ToWorker);
    };
    for (let j = 0; j < Math.min(jobs, toPlay.length); j++) {
      const worker = fork(BIN, ['arena', ...args], {
        env: { ...process.env, [WORKER_ENV]: '1' },
        stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      });
      workers.push(worker);
      worker.on('message', (outcome: GameOutcome) => {
        counted.push(outcome);
        shareA += winShare(outcome);
        run.onGame?.(outcome, counted.length, shareA / counted.length);
        if (--left === 0) {
          for (const w of workers) w.send({ stop: true } satisfies ToWorker);
          resolve(done());
        } else handOut(worker);
      });
      worker.on('error', fail);
      worker.on('exit', (code) => {
        if (code !== 0 && left > 0) fail(new Error(`an arena process exited with ${code}`));
      });
      handOut(worker);
    }
  });
}

/** In a process started by `runParallel`: plays each game it is sent and sends back its outcome. */
export function serveGames(options: TournamentOptions): Promise<number> {
  return new Promise((resolve) => {
    process.on('message', (message: ToWorker) => {
      if ('stop' in message) {
        process.disconnect();
        resolve(0);
        return;
      }
      process.send!(playGame(options, message.game));
    });
  });
}
