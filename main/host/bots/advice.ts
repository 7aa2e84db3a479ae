// The advice threads: hints and the decisions of post-game reviews, worked out in worker threads apart
// from the bots' moves, so that a game's bots never wait behind advice. On Linux these threads run below
// normal priority: they get mostly the processor time the bots and the sockets leave. Their line is
// fair by address, one decision at a time: the address with the fewest decisions running goes next,
// and no address may take every thread, so a newcomer's hint or review starts at once however much
// another address asked for. The host keeps a thread for the household's own (owner guest ""), which no
// guest's work takes, however many addresses ask.
import { availableParallelism } from 'node:os';
import type { Hint, DecisionPoint, ReviewedDecision } from '../../../engine/bots/index.ts';
import type { GameView } from '../../../engine/index.ts';
import type { BotOwner } from './fairQueue.ts';
import { WORKER_ENTRY } from './pool.ts';
import { Threads } from './threads.ts';

/** A hint for the view's seat, or one decision of a review weighed. */
export type AdviceJob =
  | { id: number; kind: 'hint'; view: GameView }
  | { id: number; kind: 'review'; point: DecisionPoint; iterations: number };

/** What the advice threads are told when they start. */
export interface AdviceWorkerData {
  lowPriority: boolean;
}

export interface AdviceOptions {
  /**
   * Threads; default one more than the cores where they run below normal priority (Linux), else as
   * many as the cores.
   */
  threads?: number;
  /** Threads one address may use at once; default all but one (a newcomer's start at once). */
  perAddress?: number;
  /** Threads kept for the household's hints and reviews besides `threads` (default none). */
  householdThreads?: number;
  /** Whether the threads run below normal priority (default true: a host's; false for a command's own work). */
  lowPriority?: boolean;
  /** The worker's entry file; default worker.js beside the bot pool. */
  entry?: URL;
  log?: (line: string) => void;
}

/** A thread with nothing to do for this long stops (reviews are rare; threads hold memory). */
const IDLE_MS = 30_000;

export class AdvicePool {
  private readonly threads: Threads;

  constructor(options: AdviceOptions = {}) {
    const size = options.threads ?? availableParallelism() + (process.platform === 'linux' ? 1 : 0);
    this.threads = new Threads({
      size,
      perGuest: options.perAddress ?? Math.max(1, size - 1),
      reserve: options.householdThreads,
      entry: options.entry ?? WORKER_ENTRY,
      log: options.log ?? (() => {}),
      workerData: { lowPriority: options.lowPriority ?? true } satisfies AdviceWorkerData,
      idleMs: IDLE_MS,
    });
  }

  /**
   * The hint for the view's seat, in `owner`'s line (the asker's address, the game); `started` is
   * told when a thread takes it. An abort drops it while it waits; once taken, it is answered anyway.
   */
  async hint(view: GameView, signal: AbortSignal, owner: BotOwner, started?: () => void): Promise<Hint> {
    const answer = await this.threads.run({ kind: 'hint', view }, owner, signal, started);
    return answer.hint as Hint;
  }

  /** One decision of a review, in `owner`'s line (the asker's address, the review). */
  async weigh(
    point: DecisionPoint,
    iterations: number,
    signal: AbortSignal,
    owner: BotOwner,
  ): Promise<ReviewedDecision> {
    const answer = await this.threads.run({ kind: 'review', point, iterations }, owner, signal);
    return answer.decision as ReviewedDecision;
  }

  /** How many hints and review decisions were worked out so far (however many times they were asked). */
  computed(): { hints: number; reviewDecisions: number } {
    return { hints: this.threads.computed('hint'), reviewDecisions: this.threads.computed('review') };
  }

  close(): Promise<void> {
    return this.threads.close();
  }
}
