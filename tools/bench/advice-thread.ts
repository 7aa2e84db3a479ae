// Inside an advice bench worker thread: one position measured per message (advice-measure.ts).
import { parentPort } from 'node:worker_threads';
import { measure } from './advice-measure.ts';
import type { AdvicePosition } from './advice-positions.ts';
import type { ThreadAnswer } from '../../main/host/bots/threads.ts';

export interface PositionJob {
  id: number;
  kind: 'position';
  position: AdvicePosition;
  seed: string;
  index: number;
  /** Multiples of the hint's budget at which the search is judged too. */
  larger: readonly number[];
}

const port = parentPort!;
port.on('message', (job: PositionJob) => {
  let answer: ThreadAnswer;
  try {
    answer = { id: job.id, ok: true, measured: measure(job.position, job.seed, job.index, job.larger) };
  } catch (err) {
    answer = { id: job.id, ok: false, error: (err as Error).message };
  }
  port.postMessage(answer);
});
