// The bots' turns in one game: asks the bot of every seat the game waits for (a bot seat or a
// stand-in) for a decision, plays the answer if it is still legal, and keeps the game going with a
// random legal action when a bot fails.
import { randomInt } from 'node:crypto';
import { activeSeats, apply, randomLegalAction } from '../../engine/index.ts';
import type { Action, GameEvent, GameState, GameView } from '../../engine/index.ts';
import type { BotLevel } from '../../engine/bots/index.ts';
import type { BotRunner } from './bots/pool.ts';
import type { StoreHealth } from './store.ts';
import { later } from './presence.ts';

/** After the store failed to save a bot's move, the bots try again this much later… */
const RETRY_MS = 1000;
/** …and, while the store needs the user (read-only, full, failing disk), ever later up to this. */
const MAX_BACKOFF_MS = 5 * 60_000;

interface BotTable {
  /** The running game's state; null when bots should not play (lobby, paused, finished, closed). */
  playing(): GameState | null;
  /** The bot playing the seat, null for none. */
  botLevel(seat: number): BotLevel | null;
  view(seat: number): GameView;
  /** Plays the action; true, or when it could not be saved (so was not played) what the store says now. */
  play(action: Action, state: GameState, events: GameEvent[]): true | StoreHealth;
  log(line: string): void;
}

export class BotDriver {
  /** Per seat: the decision being awaited. */
  private readonly thinking = new Map<number, AbortController>();
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  /** Saves failed in a row for a fault that does not pass by itself. */
  private failures = 0;

  constructor(
    private readonly runner: BotRunner,
    private readonly table: BotTable,
  ) {}

  /** Asks the bots for a decision for every seat of theirs the game waits for (none: drops any asked). */
  run(): void {
    const state = this.table.playing();
    if (!state) return this.stopAll();
    for (const seat of activeSeats(state)) {
      const level = this.table.botLevel(seat);
      if (!level || this.thinking.has(seat)) continue;
      const controller = new AbortController();
      this.thinking.set(seat, controller);
      this.runner.decide(this.table.view(seat), level, controller.signal).then(
        (action) => this.decided(seat, controller, state, action),
        (err: Error) => this.decided(seat, controller, state, null, err),
      );
    }
  }

  /** The seat's bot was replaced or its player came back: its pending decision is dropped. */
  stop(seat: number): void {
    this.thinking.get(seat)?.abort();
    this.thinking.delete(seat);
  }

  stopAll(): void {
    for (const controller of this.thinking.values()) controller.abort();
    this.thinking.clear();
  }

  dispose(): void {
    this.stopAll();
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  /**
   * A bot's answer. It is played if still legal. When the game moved on meanwhile the bot is asked
   * again; when it did not, the bot failed, and a random legal action keeps the game going.
   */
  private decided(
    seat: number,
    controller: AbortController,
    asked: GameState,
    action: Action | null,
    err?: Error,
  ): void {
    if (this.thinking.get(seat) !== controller) return;
    this.thinking.delete(seat);
    const state = this.table.playing();
    if (!state || !this.table.botLevel(seat)) return;
    if (action && action.seat === seat) {
      const result = apply(state, action);
      if (result.ok) return this.play(action, result.state, result.events);
      if (state === asked)
        this.table.log(`the bot of seat ${seat} chose an illegal action (${result.error})`);
    } else if (state === asked) {
      this.table.log(
        `the bot of seat ${seat} failed (${err?.message ?? `it answered for seat ${action?.seat}`})`,
      );
    }
    if (state !== asked) return this.run();
    const fallback = randomLegalAction(state, seat, (n) => randomInt(n));
    const result = fallback && apply(state, fallback);
    if (result?.ok) this.play(fallback!, result.state, result.events);
  }

  /**
   * Not saved, so not played: the bots try again a little later when the store is busy, and back off
   * (doubling the wait) while it cannot write until someone frees space or fixes its rights.
   */
  private play(action: Action, state: GameState, events: GameEvent[]): void {
    const health = this.table.play(action, state, events);
    if (health === true) {
      this.failures = 0;
      return;
    }
    if (health.ok || health.retryable) this.failures = 0;
    else this.failures++;
    const wait = Math.min(MAX_BACKOFF_MS, RETRY_MS * 2 ** this.failures);
    if (!health.ok && !health.retryable) this.table.log(`bots wait ${wait} ms: ${health.message}`);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = later(wait, () => this.run());
  }
}
