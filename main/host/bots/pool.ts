// Bots think in worker threads so that a long search never holds up the sockets or other games.
// Decisions wait in a line fair between guests and between games (fairQueue.ts); a worker that
// crashes or overruns its budget by far is replaced, and its decision fails (the table then falls
// back, see botDriver.ts).
import { availableParallelism } from 'node:os';
import { randomInt } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { DEFAULT_BUDGET_MS, type BotLevel } from '../../../engine/bots/index.ts';
import type { Hint } from '../../../engine/bots/hint.ts';
import type { Action, GameView } from '../../../engine/index.ts';
import { FairQueue, type BotOwner } from './fairQueue.ts';

/** A bot's decision for the view's seat, or (`hint`) the hard bot's advice to that seat's player. */
export interface BotJob {
  id: number;
  kind: 'decide' | 'hint';
  view: GameView;
  level: BotLevel;
  seed: number;
  budgetMs: number | undefined;
}

export type BotAnswer =
  | { id: number; ok: true; action: Action }
  | { id: number; ok: true; hint: Hint }
  | { id: number; ok: false; error: string };

/** What a table asks of the bots. */
export interface BotRunner {
  /** `owner`: whose turn in the fair line this decision takes (default: the host's own). */
  decide(view: GameView, level: BotLevel, signal: AbortSignal, owner?: BotOwner): Promise<Action>;
  /** The hint for the view's seat (engine/bots/hint.ts), worked out in the same threads and line. */
  hint(view: GameView, signal: AbortSignal, owner?: BotOwner): Promise<Hint>;
  /** Bots will be needed soon: start the threads now (loading one takes about a second). */
  warm(): void;
}

interface BotPoolOptions {
  /** Worker threads; default one less than the cores (one is left to the sockets), 1 to 4. */
  threads?: number;
  /** Search time of the hard level per decision; default the bots' own (1 s). */
  hardBudgetMs?: number;
  /** The worker's entry file; default worker.js beside this module. */
  entry?: URL;
  log?: (line: string) => void;
}

/** Beyond its budget, a decision gets this long before its worker is deemed stuck. */
const STUCK_AFTER_MS = 10_000;

interface Queued {
  job: BotJob;
  guest: string;
  resolve(answer: Action | Hint): void;
  reject(error: Error): void;
  signal: AbortSignal;
  onAbort: () => void;
}

interface Thread {
  worker: Worker;
  current: Queued | null;
  timer: ReturnType<typeof setTimeout> | null;
}

const ENTRY = new URL('./worker.js', import.meta.url);
const HOST_OWN: BotOwner = { guest: '', game: '' };

export class BotPool implements BotRunner {
  private readonly size: number;
  private readonly hardBudgetMs: number | undefined;
  private readonly entry: URL;
  private readonly log: (line: string) => void;
  private readonly threads = new Set<Thread>();
  private readonly queue = new FairQueue<Queued>();
  private nextId = 1;
  private closed = false;

  constructor(options: BotPoolOptions = {}) {
    this.size = options.threads ?? Math.min(4, Math.max(1, availableParallelism() - 1));
    this.hardBudgetMs = options.hardBudgetMs;
    this.entry = options.entry ?? ENTRY;
    this.log = options.log ?? (() => {});
  }

  decide(view: GameView, level: BotLevel, signal: AbortSignal, owner = HOST_OWN): Promise<Action> {
    return this.run('decide', view, level, signal, owner) as Promise<Action>;
  }

  hint(view: GameView, signal: AbortSignal, owner = HOST_OWN): Promise<Hint> {
    return this.run('hint', view, 'hard', signal, owner) as Promise<Hint>;
  }

  private run(
    kind: BotJob['kind'],
    view: GameView,
    level: BotLevel,
    signal: AbortSignal,
    owner: BotOwner,
  ): Promise<Action | Hint> {
    if (this.closed) return Promise.reject(new Error('the bots are shut down'));
    if (signal.aborted) return Promise.reject(new Error('cancelled'));
    return new Promise<Action | Hint>((resolve, reject) => {
      const job: BotJob = {
        id: this.nextId++,
        kind,
        view,
        level,
        seed: randomInt(2 ** 31),
        budgetMs: level === 'hard' && kind === 'decide' ? this.hardBudgetMs : undefined,
      };
      const queued: Queued = {
        job,
        guest: owner.guest,
        resolve,
        reject,
        signal,
        onAbort: () => this.cancel(queued),
      };
      signal.addEventListener('abort', queued.onAbort, { once: true });
      this.queue.push(owner, queued);
      this.pump();
    });
  }

  warm(): void {
    while (!this.closed && this.threads.size < this.size) this.spawn();
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const q of this.queue.drain()) this.finish(q, new Error('the bots are shut down'));
    await Promise.all([...this.threads].map((t) => this.retire(t, new Error('the bots are shut down'))));
  }

  /** A cancelled decision leaves the queue; one already being thought about finishes unheard. */
  private cancel(q: Queued): void {
    this.queue.remove(q);
    this.finish(q, new Error('cancelled'));
  }

  private pump(): void {
    while (this.queue.size > 0) {
      let thread = [...this.threads].find((t) => t.current === null);
      if (!thread && this.threads.size < this.size) thread = this.spawn();
      if (!thread) return;
      const q = this.queue.shift((guest) => this.running(guest))!;
      thread.current = q;
      const budget = q.job.budgetMs ?? DEFAULT_BUDGET_MS;
      thread.timer = setTimeout(() => {
        this.log(`bot worker stuck on a ${q.job.level} decision: replaced`);
        void this.retire(thread, new Error('the bot took too long'));
      }, budget + STUCK_AFTER_MS);
      thread.worker.postMessage(q.job);
    }
  }

  /** Decisions of this guest being thought about now. */
  private running(guest: string): number {
    let n = 0;
    for (const t of this.threads) if (t.current?.guest === guest) n++;
    return n;
  }

  private spawn(): Thread {
    const thread: Thread = { worker: new Worker(this.entry), current: null, timer: null };
    this.threads.add(thread);
    thread.worker.unref();
    thread.worker.on('message', (answer: BotAnswer) => this.answered(thread, answer));
    thread.worker.on('error', (err) => {
      this.log(`bot worker failed: ${err.stack ?? err.message}`);
      void this.retire(thread, err);
    });
    thread.worker.on('exit', () => void this.retire(thread, new Error('the bot worker stopped')));
    return thread;
  }

  private answered(thread: Thread, answer: BotAnswer): void {
    const q = thread.current;
    if (!q || q.job.id !== answer.id) return;
    if (thread.timer) clearTimeout(thread.timer);
    thread.timer = null;
    thread.current = null;
    if (!answer.ok) this.finish(q, new Error(answer.error));
    else this.finish(q, null, 'hint' in answer ? answer.hint : answer.action);
    this.pump();
  }

  /** Stops a worker; its decision in progress fails; the next decision starts a fresh one. */
  private async retire(thread: Thread, error: Error): Promise<void> {
    if (!this.threads.delete(thread)) return;
    if (thread.timer) clearTimeout(thread.timer);
    if (thread.current) this.finish(thread.current, error);
    thread.current = null;
    await thread.worker.terminate();
    if (!this.closed) this.pump();
  }

  private finish(q: Queued, error: Error | null, answer?: Action | Hint): void {
    q.signal.removeEventListener('abort', q.onAbort);
    if (error) q.reject(error);
    else q.resolve(answer!);
  }
}
