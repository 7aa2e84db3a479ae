// The services every table of a host uses, made once for the host and handed to each table: its
// timings, where it serves the LAN, the bot and advice threads, the reviews weighed while the games are
// played, the store and the log. A table reaches
// them directly, not through the lobby that holds it (the lobby only registers and routes tables).
import type { Hint } from '../../engine/bots/index.ts';
import type { GameView } from '../../engine/index.ts';
import type { Archive } from './archive.ts';
import type { AdvicePool } from './bots/advice.ts';
import type { BotRunner } from './bots/pool.ts';
import type { Peer } from './peer.ts';
import { PreparedReviews } from './reviewPrep.ts';
import type { GameStore, LanVenue, StoreHealth } from './store.ts';
import { StoreCalls } from './storeCalls.ts';

export interface TableServiceOptions {
  graceMs?: number;
  minuteMs?: number;
  lessonPaceMs?: number;
  lan?: LanVenue;
  bots: BotRunner;
  advice: Pick<AdvicePool, 'hint' | 'weigh'>;
  store: GameStore;
  /** Where a finished game's reviews weighed ahead are kept; none: nothing is weighed ahead. */
  archive?: Archive;
  /** False: nothing is weighed ahead (LobbyOptions). */
  reviewsAhead?: boolean;
  log?: (line: string) => void;
}

export class TableServices {
  readonly graceMs: number;
  /** How long a table's "minute" is (its automatic stand-in's wait); shorter in tests. */
  readonly minuteMs: number;
  /** The pause before each scripted move of a guided game. */
  readonly lessonPaceMs: number;
  readonly log: (line: string) => void;
  private venue: LanVenue | null;
  private readonly bots: BotRunner;
  private readonly advice: Pick<AdvicePool, 'hint'>;
  private readonly calls: StoreCalls;
  /** The players' decisions weighed for their reviews while the games are played (reviewPrep.ts). */
  readonly reviewsAhead: PreparedReviews;

  constructor(
    options: TableServiceOptions,
    /** The guest whose fair line a game's bots wait in (its maker's; none for the household's). */
    private readonly ownerOf: (gameId: string) => string | undefined,
  ) {
    this.graceMs = options.graceMs ?? 60_000;
    this.minuteMs = options.minuteMs ?? 60_000;
    this.lessonPaceMs = options.lessonPaceMs ?? 1100;
    this.venue = options.lan ? { ...options.lan } : null;
    this.bots = options.bots;
    this.advice = options.advice;
    this.log = options.log ?? (() => {});
    this.calls = new StoreCalls(options.store, this.log);
    this.reviewsAhead = new PreparedReviews(
      options.advice,
      options.reviewsAhead === false ? undefined : options.archive,
      this.log,
    );
  }

  /** Where this host serves the LAN (its games are stored with it); null: a local host. */
  get lan(): LanVenue | null {
    return this.venue;
  }

  /** The host listens on `port` now: a venue asked for port 0 (any free one) is that port. */
  listening(port: number): void {
    if (this.venue?.port === 0) this.venue = { ...this.venue, port };
  }

  /** The bots of one game: its decisions wait their turn in the fair line as its creator's. */
  botsFor(gameId: string): BotRunner {
    const owner = { guest: this.ownerOf(gameId) ?? '', game: gameId };
    return {
      warm: () => this.bots.warm(),
      decide: (view, level, signal) => this.bots.decide(view, level, signal, owner),
    };
  }

  /**
   * The hint for the view's seat, worked out in the advice threads in the line of `asker`'s address;
   * `started` is told when a thread takes it. An abort drops it while it waits.
   */
  hint(gameId: string, asker: Peer, view: GameView, signal: AbortSignal, started: () => void): Promise<Hint> {
    return this.advice.hint(view, signal, { guest: asker.guest ?? '', game: gameId }, started);
  }

  /** Runs a store hook; false when the store failed (reported). */
  store(call: (store: GameStore) => void): boolean {
    return this.calls.run(call);
  }

  /** Whether the store can write now (a game is not started, bots back off, when it cannot). */
  storeHealth(): StoreHealth {
    return this.calls.health();
  }
}
