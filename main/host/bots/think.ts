// Inside a bot worker thread: one decision per message, with the worker's own clock for the budget.
import { parentPort } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { decide } from '../../../engine/bots/index.ts';
import type { BotJob, BotAnswer } from './pool.ts';

const port = parentPort!;

function now(): number {
  return performance.now();
}

port.on('message', (job: BotJob) => {
  let answer: BotAnswer;
  try {
    const action = decide(job.view, { level: job.level, seed: job.seed, budgetMs: job.budgetMs, now });
    answer = { id: job.id, ok: true, action };
  } catch (err) {
    answer = { id: job.id, ok: false, error: (err as Error).message };
  }
  port.postMessage(answer);
});
