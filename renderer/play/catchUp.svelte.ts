// What a player missed, offered when their decision comes back to them: this screen remembers how far
// it showed the game as it happened (changes played on the board while the page was in sight), so a
// return after a pause, a reconnection or a resumed game tells what happened since, and a game watched
// live tells nothing. The page remembers it for each game: a game left and continued here tells only
// what came after (a page opened afresh, after a reload, tells all since the seat's last decision).
import { on } from 'svelte/events';
import type { LogEvent } from '../../protocol/takeBack.ts';
import { missedSince, type Missed } from '../view/missed.ts';

/** What this page showed of each game as it happened, by game. */
// eslint-disable-next-line svelte/prefer-svelte-reactivity -- bookkeeping, never state
const seenByGame = new Map<string, Set<number>>();

export class CatchUp {
  #missed = $state.raw<Missed | null>(null);
  #visible = $state(true);
  /** The changes this page showed as they happened, or told already. */
  readonly #seen: Set<number>;

  constructor(gameId: string) {
    // eslint-disable-next-line svelte/prefer-svelte-reactivity -- bookkeeping, never state
    this.#seen = seenByGame.get(gameId) ?? new Set();
    seenByGame.set(gameId, this.#seen);
  }

  get missed(): Missed | null {
    return this.#missed;
  }

  /** Whether the page is in sight (a catch-up waits for the player to be back). */
  get visible(): boolean {
    return this.#visible;
  }

  /** Follows the page coming into sight and going out of it; returns the way to stop. */
  watch(document: Document): () => void {
    this.#visible = document.visibilityState === 'visible';
    return on(document, 'visibilitychange', () => (this.#visible = document.visibilityState === 'visible'));
  }

  /** A change with events reached this screen: seen as it happened when the page is in sight. */
  saw(seq: number): void {
    if (this.#visible) this.#seen.add(seq);
  }

  /**
   * The seat's decision has come: what it missed since its last one, if anything. `groups`: what each
   * player did (a hotseat's hand-off has told it already: only a missed round end is told then).
   */
  offer(log: readonly { seq: number; event: LogEvent }[], seat: number, groups: boolean): void {
    const missed = missedSince(log, seat, this.#seen);
    for (const item of log) this.#seen.add(item.seq);
    if (!missed || (!groups && !missed.roundEnd)) return;
    this.#missed = groups ? missed : { groups: [], roundEnd: missed.roundEnd };
  }

  /** Read or skipped. */
  done(): void {
    this.#missed = null;
  }
}
