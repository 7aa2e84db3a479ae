// The bots' moves think in worker threads of their own, so that a long search never holds up the
// sockets or other games, and no hint or review ever takes their place (those have the advice threads,
// advice.ts). Decisions wait in a line fair between guests and between games (fairQueue.ts); a worker
// that crashes or overruns its budget by far is replaced, and its decision fails (the table then falls
// back, see botDriver.ts).
import { availableParallelism } from 'node:os';
import { randomInt } from 'node:crypto';
import { DEFAULT_BUDGET_MS, type BotLevel } from '../../../engine/bots/index.ts';
import type { Action, GameView } from '../../../engine/index.ts';
import type { BotOwner } from './fairQueue.ts';
import { Threads } from './threads.ts';

/** A bot's decision for the view's seat. */
export interface BotJob {
  id: number;
  kind: 'decide';
  view: GameView;
  level: BotLevel;
  seed: number;
  budgetMs: number | undefined;
}

/** What a table asks of the bots. */
export interface BotRunner {
  /** `owner`: whose turn in the fair line this decision takes (default: the host's own). */
  decide(view: GameView, level: BotLevel, signal: AbortSignal, owner?: BotOwner): Promise<Action>;
  /** Bots will be needed soon: start the threads now (loading one takes about a second). */
  warm(): void;
}

interface BotPoolOptions {
  /** Worker threads; default one less than the cores (one is left to the sockets), 1 to 4. */
  threads?: number;
  /** Search time of the hard level per decision; default the bots' own (1 s). */
  hardBudgetMs?: number;
  log?: (line: string) => void;
}

/** Beyond its budget, a decision gets this long before its worker is deemed stuck. */
const STUCK_AFTER_MS = 10_000;

/**
 * Set where the program runs as one bundle, the command line's (bin/bundle.js) or the desktop app's
 * (main/desktop/build.ts): the bot worker bundled beside it. The one place the threads' entry is named.
 */
declare const NORENBERC_BOT_WORKER: string | undefined;

export const WORKER_ENTRY =
  typeof NORENBERC_BOT_WORKER === 'string'
    ? new URL(NORENBERC_BOT_WORKER)
    : new URL('./worker.js', import.meta.url);
const HOST_OWN: BotOwner = { guest: '', game: '' };

export class BotPool implements BotRunner {
  private readonly hardBudgetMs: number | undefined;
  private readonly threads: Threads;

  constructor(options: BotPoolOptions = {}) {
    this.hardBudgetMs = options.hardBudgetMs;
    this.threads = new Threads({
      size: options.threads ?? Math.min(4, Math.max(1, availableParallelism() - 1)),
      entry: WORKER_ENTRY,
      log: options.log ?? (() => {}),
      stuckAfterMs: (job) => ((job as BotJob).budgetMs ?? DEFAULT_BUDGET_MS) + STUCK_AFTER_MS,
    });
  }

  async decide(view: GameView, level: BotLevel, signal: AbortSignal, owner = HOST_OWN): Promise<Action> {
    const job: Omit<BotJob, 'id'> = {
      kind: 'decide',
      view,
      level,
      seed: randomInt(2 ** 31),
      budgetMs: level === 'hard' ? this.hardBudgetMs : undefined,
    };
    const answer = await this.threads.run(job, owner, signal);
    return answer.action as Action;
  }

  warm(): void {
    this.threads.warm();
  }

  close(): Promise<void> {
    return this.threads.close();
  }
}
