// The advice threads: hints and the decisions of post-game reviews, worked out in worker threads apart
// from the bots' moves, so that a game's bots never wait behind advice and advice never waits behind
// them. A hint is a player waiting at their turn: hints have threads of their own at the usual
// priority, so that neither the bots' thinking nor a review holds one up (a hint costs a few hundred
// milliseconds of one core, and a seat asks once per decision). Reviews run in threads below normal
// priority on Linux: they get mostly the processor time the bots, the hints and the sockets leave; a
// review prepared ahead, while its game is played, waits until no asked-for review does. Each line is
// fair by address, one decision at a time: the address with the fewest decisions running goes next,
// and no address may take every thread, so a newcomer's hint or review starts at once however much
// another address asked for. The host keeps a thread for the household's own (owner guest ""), which no
// guest's work takes, however many addresses ask.
import { availableParallelism } from 'node:os';
import type { Hint, DecisionPoint, ReviewedDecision } from '../../../engine/bots/index.ts';
import type { Action, GameView } from '../../../engine/index.ts';
import type { BotOwner } from './fairQueue.ts';
import { WORKER_ENTRY } from './pool.ts';
import { Threads } from './threads.ts';

/** A hint for the view's seat, or one decision of a review weighed (`best`: the hint's choice, if known). */
export type AdviceJob =
  | { id: number; kind: 'hint'; view: GameView }
  | { id: number; kind: 'review'; point: DecisionPoint; iterations: number; best?: Action };

/** What the advice threads are told when they start. */
export interface AdviceWorkerData {
  lowPriority: boolean;
}

export interface AdviceOptions {
  /**
   * Review threads; default one more than the cores where they run below normal priority (Linux), else
   * as many as the cores.
   */
  threads?: number;
  /** Hint threads, at the usual priority; default as many as the cores. */
  hintThreads?: number;
  /** Threads of each line one address may use at once; default all but one (a newcomer's start at once). */
  perAddress?: number;
  /** Threads kept for the household's hints, and as many for its reviews, besides each line's (default none). */
  householdThreads?: number;
  /** Whether the review threads run below normal priority (default true: a host's; false for a command's own work). */
  lowPriority?: boolean;
  log?: (line: string) => void;
}

/** A review thread with nothing to do for this long stops (reviews are rare; threads hold memory). */
const IDLE_MS = 30_000;
/**
 * A hint thread waits longer: its player asks again a few turns later, and a thread's start (its code
 * loaded, then run cold) costs more processor time than a hint.
 */
const HINT_IDLE_MS = 10 * 60_000;

export class AdvicePool {
  private readonly hints: Threads;
  private readonly reviews: Threads;

  constructor(options: AdviceOptions = {}) {
    const cores = availableParallelism();
    const size = options.threads ?? cores + (process.platform === 'linux' ? 1 : 0);
    const hintSize = options.hintThreads ?? cores;
    const common = { entry: WORKER_ENTRY, log: options.log ?? (() => {}) };
    this.hints = new Threads({
      ...common,
      idleMs: HINT_IDLE_MS,
      size: hintSize,
      perGuest: options.perAddress ?? Math.max(1, hintSize - 1),
      reserve: options.householdThreads,
      workerData: { lowPriority: false } satisfies AdviceWorkerData,
    });
    this.reviews = new Threads({
      ...common,
      idleMs: IDLE_MS,
      size,
      perGuest: options.perAddress ?? Math.max(1, size - 1),
      reserve: options.householdThreads,
      workerData: { lowPriority: options.lowPriority ?? true } satisfies AdviceWorkerData,
    });
  }

  /**
   * The hint for the view's seat, in `owner`'s line (the asker's address, the game); `started` is
   * told when a thread takes it. An abort drops it while it waits; once taken, it is answered anyway.
   */
  async hint(view: GameView, signal: AbortSignal, owner: BotOwner, started?: () => void): Promise<Hint> {
    const answer = await this.hints.run({ kind: 'hint', view }, owner, signal, started);
    return answer.hint as Hint;
  }

  /**
   * One decision of a review, in `owner`'s line (the asker's address, the review); `best`: the hint's
   * choice there, when known; `ahead`: prepared before anyone asked for it, it waits until no
   * asked-for decision does; `started` is told when a thread takes it.
   */
  async weigh(
    point: DecisionPoint,
    iterations: number,
    signal: AbortSignal,
    owner: BotOwner,
    { best, ahead = false, started }: { best?: Action; ahead?: boolean; started?: () => void } = {},
  ): Promise<ReviewedDecision> {
    const job = { kind: 'review', point, iterations, ...(best ? { best } : {}) };
    const answer = await this.reviews.run(job, owner, signal, started, ahead);
    return answer.decision as ReviewedDecision;
  }

  /** How many hints and review decisions were worked out so far (however many times they were asked). */
  computed(): { hints: number; reviewDecisions: number } {
    return { hints: this.hints.computed('hint'), reviewDecisions: this.reviews.computed('review') };
  }

  async close(): Promise<void> {
    await Promise.all([this.hints.close(), this.reviews.close()]);
  }
}
