// Inside a bot worker thread: one decision (a bot's move, a hint, or a review's decision weighed) per
// message, with the worker's own clock for the budget.
import { parentPort } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { decide } from '../../../engine/bots/index.ts';
import { hint } from '../../../engine/bots/hint.ts';
import { reviewDecision } from '../../../engine/bots/analysis.ts';
import type { BotJob, BotAnswer } from './pool.ts';
import type { ReviewAnswer, ReviewJob } from './reviewRunner.ts';

const port = parentPort!;

function now(): number {
  return performance.now();
}

port.on('message', (job: BotJob | ReviewJob) => {
  let answer: BotAnswer | ReviewAnswer;
  try {
    answer = { id: job.id, ok: true, ...work(job) };
  } catch (err) {
    answer = { id: job.id, ok: false, error: (err as Error).message };
  }
  port.postMessage(answer);
});

function work(job: BotJob | ReviewJob) {
  if (job.kind === 'review') return { decision: reviewDecision(job.point, job.iterations) };
  if (job.kind === 'hint') return { hint: hint(job.view) };
  return { action: decide(job.view, { level: job.level, seed: job.seed, budgetMs: job.budgetMs, now }) };
}
