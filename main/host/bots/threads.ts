// Worker threads that take jobs from a fair line (fairQueue.ts), one job per thread at a time. The
// bots' moves and the advice (hints, review decisions) each have their own threads built on this: a
// thread that crashes is replaced and its job fails; a thread is referenced only while it works, so an
// idle pool never keeps a program alive.
import { Worker } from 'node:worker_threads';
import { FairQueue, type BotOwner } from './fairQueue.ts';

/** What a worker is sent: `id` is set here, the rest is the caller's. */
export interface ThreadJob {
  id: number;
  kind: string;
}

/** A worker's reply to one job: `ok` with the job's result fields, or the error. */
export type ThreadAnswer =
  { id: number; ok: true; [field: string]: unknown } | { id: number; ok: false; error: string };

/** Whose jobs the reserve is for: the household's (the host's own pages), owner guest "". */
const HOUSEHOLD = '';

export interface ThreadsOptions {
  size: number;
  entry: URL;
  log: (line: string) => void;
  /** Jobs of one guest running at once (default: every thread). */
  perGuest?: number;
  /**
   * Threads besides `size` kept for the household's jobs (guest ""): the other guests' jobs never
   * run on more than `size` threads at once (default none).
   */
  reserve?: number;
  /** Passed to each worker (its `workerData`). */
  workerData?: unknown;
  /** A thread with no job for this long stops (default: never); the next job starts a fresh one. */
  idleMs?: number;
  /** How long a job may run before its thread is deemed stuck and replaced (default: no limit). */
  stuckAfterMs?: (job: ThreadJob) => number | undefined;
}

interface Queued {
  job: ThreadJob;
  guest: string;
  resolve(answer: ThreadAnswer & { ok: true }): void;
  reject(error: Error): void;
  signal: AbortSignal;
  onAbort: () => void;
  started?: () => void;
}

interface Thread {
  worker: Worker;
  current: Queued | null;
  timer: ReturnType<typeof setTimeout> | null;
}

export class Threads {
  private readonly threads = new Set<Thread>();
  private readonly queue = new FairQueue<Queued>();
  /** Jobs that wait until no job of `queue` does (work done ahead, that nobody waits for yet). */
  private readonly later = new FairQueue<Queued>();
  private readonly perGuest: number;
  private readonly reserve: number;
  private readonly done = new Map<string, number>();
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: ThreadsOptions) {
    this.perGuest = options.perGuest ?? options.size;
    this.reserve = options.reserve ?? 0;
  }

  /** Jobs waiting for a thread. */
  get waiting(): number {
    return this.queue.size + this.later.size;
  }

  /** Jobs of this kind worked out to the end so far (answered or failed, heard or not). */
  computed(kind: string): number {
    return this.done.get(kind) ?? 0;
  }

  /**
   * Runs `job` when its turn comes in `owner`'s line (`started` is told when a thread takes it); a job
   * `ahead` of its need waits until no other job does. An abort takes a waiting job out of the line (it
   * rejects with 'cancelled'); a job already running settles as usual.
   */
  run(
    job: Omit<ThreadJob, 'id'> & Record<string, unknown>,
    owner: BotOwner,
    signal: AbortSignal,
    started?: () => void,
    ahead = false,
  ) {
    if (this.closed) return Promise.reject(new Error('the bots are shut down'));
    if (signal.aborted) return Promise.reject(new Error('cancelled'));
    return new Promise<ThreadAnswer & { ok: true }>((resolve, reject) => {
      const queued: Queued = {
        job: { ...job, id: this.nextId++ },
        guest: owner.guest,
        resolve,
        reject,
        signal,
        started,
        onAbort: () => {
          if (this.queue.remove(queued) || this.later.remove(queued))
            this.finish(queued, new Error('cancelled'));
        },
      };
      signal.addEventListener('abort', queued.onAbort, { once: true });
      (ahead ? this.later : this.queue).push(owner, queued);
      this.pump();
    });
  }

  warm(): void {
    while (!this.closed && this.threads.size < this.options.size) this.spawn();
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const q of [...this.queue.drain(), ...this.later.drain()])
      this.finish(q, new Error('the bots are shut down'));
    await Promise.all([...this.threads].map((t) => this.retire(t, new Error('the bots are shut down'))));
  }

  private pump(): void {
    while (this.waiting > 0) {
      const free = [...this.threads].find((t) => t.current === null);
      if (!free && this.threads.size >= this.options.size + this.reserve) return;
      const running = (guest: string): number => this.running(guest);
      const may = (guest: string, n: number): boolean => this.may(guest, n);
      const q =
        this.queue.shift(running, may) ??
        (this.queue.size === 0 ? this.later.shift(running, may) : undefined);
      // Every guest waiting has as many jobs running as it may: a free thread waits for the next job.
      if (!q) {
        if (free) this.idle(free);
        return;
      }
      this.start(free ?? this.spawn(), q);
    }
  }

  /** Whether a job of `guest`, which has `n` running, may start: the household's reserve is its own. */
  private may(guest: string, n: number): boolean {
    if (n >= this.perGuest) return false;
    if (guest === HOUSEHOLD) return true;
    let others = 0;
    for (const t of this.threads) if (t.current && t.current.guest !== HOUSEHOLD) others++;
    return others < this.options.size;
  }

  private start(thread: Thread, q: Queued): void {
    if (thread.timer) clearTimeout(thread.timer);
    thread.current = q;
    thread.worker.ref();
    const limit = this.options.stuckAfterMs?.(q.job);
    thread.timer =
      limit === undefined
        ? null
        : setTimeout(() => {
            this.options.log(`bot worker stuck on a ${q.job.kind}: replaced`);
            void this.retire(thread, new Error('the bot took too long'));
          }, limit);
    thread.worker.postMessage(q.job);
    q.started?.();
  }

  /** Jobs of this guest being worked out now. */
  private running(guest: string): number {
    let n = 0;
    for (const t of this.threads) if (t.current?.guest === guest) n++;
    return n;
  }

  private spawn(): Thread {
    const { entry, workerData } = this.options;
    const thread: Thread = { worker: new Worker(entry, { workerData }), current: null, timer: null };
    this.threads.add(thread);
    thread.worker.unref();
    thread.worker.on('message', (answer: ThreadAnswer) => this.answered(thread, answer));
    thread.worker.on('error', (err) => {
      this.options.log(`bot worker failed: ${err.stack ?? err.message}`);
      void this.retire(thread, err);
    });
    thread.worker.on('exit', () => void this.retire(thread, new Error('the bot worker stopped')));
    return thread;
  }

  private answered(thread: Thread, answer: ThreadAnswer): void {
    const q = thread.current;
    if (!q || q.job.id !== answer.id) return;
    if (thread.timer) clearTimeout(thread.timer);
    thread.current = null;
    thread.worker.unref();
    this.done.set(q.job.kind, this.computed(q.job.kind) + 1);
    if (answer.ok) this.finish(q, null, answer);
    else this.finish(q, new Error(answer.error));
    this.idle(thread);
    this.pump();
  }

  /** A thread left without work stops after idleMs, unless a job comes first. */
  private idle(thread: Thread): void {
    const { idleMs } = this.options;
    if (idleMs === undefined || thread.current) return;
    if (thread.timer) clearTimeout(thread.timer);
    thread.timer = setTimeout(() => {
      if (!thread.current) void this.retire(thread, new Error('idle'));
    }, idleMs);
    thread.timer.unref();
  }

  /** Stops a worker; its job in progress fails; the next job starts a fresh one. */
  private async retire(thread: Thread, error: Error): Promise<void> {
    if (!this.threads.delete(thread)) return;
    if (thread.timer) clearTimeout(thread.timer);
    if (thread.current) this.finish(thread.current, error);
    thread.current = null;
    await thread.worker.terminate();
    if (!this.closed) this.pump();
  }

  private finish(q: Queued, error: Error | null, answer?: ThreadAnswer & { ok: true }): void {
    q.signal.removeEventListener('abort', q.onAbort);
    if (error) q.reject(error);
    else q.resolve(answer!);
  }
}
