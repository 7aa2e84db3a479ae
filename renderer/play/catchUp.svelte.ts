// What a player missed, offered when their decision comes back to them, or at once on their return to a
// seat a stand-in played meanwhile: this browser remembers how far
// it showed the game as it happened (changes played on the board while the page was in sight, or told
// already), so a return after a pause, a reconnection or a resumed game tells what happened since, and
// a game watched live tells nothing. The memory is kept in the browser's storage for each game
// (seenStore.ts) until the game is over: a reload, or a game left and continued, tells only what came
// after; a page opened on another device tells all since the seat's last decision. What a page
// reloaded or reopened tells first is where it was left (`reopened`), not what happened while its
// player was away.
import { on } from 'svelte/events';
import type { StandIn } from '../../engine/index.ts';
import type { LogItem } from '../connection/session.svelte.ts';
import { decidedBy } from '../view/decisions.ts';
import { missedSince, type Missed, type MissedGroup } from '../view/missed.ts';
import { forgetSeen, keepSeen, keepStory, seenOf, storyOf, type StoryRead } from './seenStore.ts';

export class CatchUp {
  #missed = $state.raw<Missed | null>(null);
  #visible = $state(true);
  #reopened = $state(false);
  /**
   * Nothing was told on this screen yet, which came after this browser showed the game (a reload, a
   * window reopened, a game continued), and the page has stayed in sight since.
   */
  #sinceShown: boolean;
  /** The changes this browser showed as they happened, or told already, by their count of actions. */
  readonly #seen: Set<number>;
  /** The most actions the game had come to in a change this browser showed before this screen came. */
  readonly #shownBefore: number | null;
  /** The round end whose story was begun on this screen and not read to its end. */
  #story: StoryRead | null;
  /** The game is over: its memory is dropped, and not written again. */
  #over = false;

  constructor(
    private readonly gameId: string,
    /** The game's log as this screen has it. */
    private readonly log: () => readonly LogItem[],
  ) {
    this.#seen = seenOf(gameId);
    this.#shownBefore = this.#seen.size ? Math.max(...this.#seen) : null;
    this.#sinceShown = this.#shownBefore !== null;
    this.#story = storyOf(gameId);
  }

  /**
   * Up to which count of actions the game's log was told before this screen came (a reload, a game
   * continued): what this browser showed of it. A game it never showed was told up to now where the seat
   * has decided already (a return's catch-up tells what it missed, `seat` null: a watcher who came in
   * late), and not at all where it has not (a game just begun: the bots' first plans are news).
   */
  toldUpTo(log: readonly LogItem[], seat: number | null): number {
    if (this.#shownBefore !== null) return this.#shownBefore;
    const begun = seat !== null && !log.some((item) => decidedBy(item.event, seat));
    return begun ? 0 : Infinity;
  }

  get missed(): Missed | null {
    return this.#missed;
  }

  /**
   * What is told goes on from where this browser left the game (the page reloaded or reopened), rather
   * than telling what happened while the player was away.
   */
  get reopened(): boolean {
    return this.#reopened;
  }

  /** Whether the page is in sight (a catch-up waits for the player to be back). */
  get visible(): boolean {
    return this.#visible;
  }

  /** Follows the page coming into sight and going out of it; returns the way to stop. */
  watch(document: Document): () => void {
    this.#visible = document.visibilityState === 'visible';
    if (!this.#visible) this.#sinceShown = false;
    return on(document, 'visibilitychange', () => {
      this.#visible = document.visibilityState === 'visible';
      if (!this.#visible) this.#sinceShown = false;
    });
  }

  /** The change `seq` was shown on the board (a round end told): seen as it happened when the page is in sight. */
  saw(seq: number): void {
    const items = this.log().filter((item) => item.seq === seq);
    if (!items.length) return;
    for (const item of items) {
      // The moves a take-back took back will be played anew: the counts they had are free again.
      if (item.event.type === 'tookBack') {
        for (const n of this.#seen) if (n > item.moves) this.#seen.delete(n);
        if (this.#story && this.#story.moves > item.moves) this.#story = null;
      }
      if (this.#visible) this.#seen.add(item.moves);
    }
    if (this.#visible && this.#story?.moves === items[0]!.moves) this.#story = null;
    this.#keep();
  }

  /**
   * The story of the round end of change `seq` has told `read` of its steps (none yet: the move that
   * ended the round is shown as it begins); a page closed now tells the rest on its return.
   */
  reading(seq: number, read: number): void {
    const item = this.log().find((i) => i.seq === seq);
    if (!item || !this.#visible) return;
    this.#story = { moves: item.moves, read };
    this.#keep();
  }

  /**
   * What the seat missed since its last decision, if anything, told when its decision has come
   * (`decision`), or at once when a stand-in played in its name meanwhile: a player back at their seat
   * hears what was done for them before the game asks anything of them. `groups`: what each player did
   * (a hotseat's hand-off has told it already: only a missed round end is told then); `standIns`: where
   * bots played absent players' seats (a seat's own stand-in's moves are told too).
   */
  offer(
    log: readonly LogItem[],
    seat: number,
    groups: boolean,
    standIns: readonly StandIn[] = [],
    decision = true,
  ): void {
    // eslint-disable-next-line svelte/prefer-svelte-reactivity -- a reading, never state
    const seen = new Set(log.filter((item) => this.#seen.has(item.moves)).map((item) => item.seq));
    const story = this.#story;
    const ended = story && log.find((i) => i.moves === story.moves && i.event.type === 'roundEnded');
    const missed = missedSince(
      log,
      seat,
      seen,
      standIns,
      ended ? { seq: ended.seq, read: story.read } : null,
    );
    const standIn = (g: MissedGroup): boolean => g.seat === seat && g.standIn !== null;
    if (!decision && !missed?.groups.some(standIn) && !missed?.later.some(standIn)) return;
    for (const item of log) this.#seen.add(item.moves);
    this.#story = null;
    this.#keep();
    const reopened = this.#sinceShown;
    this.#sinceShown = false;
    if (!missed || (!groups && !missed.roundEnd)) return;
    this.#reopened = reopened;
    this.#missed = groups ? missed : { ...missed, groups: [], later: [] };
  }

  /** Read or skipped. */
  done(): void {
    this.#missed = null;
  }

  /** The game is over: nothing more will be told of it. */
  forget(): void {
    this.#over = true;
    forgetSeen(this.gameId);
  }

  #keep(): void {
    if (this.#over) return;
    keepSeen(this.gameId, this.#seen);
    keepStory(this.gameId, this.#story);
  }
}
