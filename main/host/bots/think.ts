// Inside a bot worker thread: one decision (a bot's move, a hint, or a review's decision weighed) per
// message, with the worker's own clock for the budget. An advice thread first lowers its own priority.
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { decide, hint, reviewDecision } from '../../../engine/bots/index.ts';
import type { BotJob } from './pool.ts';
import type { AdviceJob, AdviceWorkerData } from './advice.ts';
import type { ThreadAnswer } from './threads.ts';
import { lowerThisThread } from './priority.ts';

const port = parentPort!;
if ((workerData as AdviceWorkerData | undefined)?.lowPriority) lowerThisThread();

function now(): number {
  return performance.now();
}

port.on('message', (job: BotJob | AdviceJob) => {
  let answer: ThreadAnswer;
  try {
    answer = { id: job.id, ok: true, ...work(job) };
  } catch (err) {
    answer = { id: job.id, ok: false, error: (err as Error).message };
  }
  port.postMessage(answer);
});

function work(job: BotJob | AdviceJob) {
  if (job.kind === 'review') return { decision: reviewDecision(job.point, job.iterations, job.best) };
  if (job.kind === 'hint') return { hint: hint(job.view) };
  return { action: decide(job.view, { level: job.level, seed: job.seed, budgetMs: job.budgetMs, now }) };
}
