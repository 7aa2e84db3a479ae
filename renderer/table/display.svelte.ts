// What a table's display shows, apart from the page: the public board as the room follows it, each
// change told and held long enough to be read (a round's end step by step, each step held even while
// the display catches up, a long step a page at a time), quicker while the display is behind, and
// moved on at once when a player asks from their phone.
import { untrack } from 'svelte';
import type { GameView, SeatScore } from '../../engine/index.ts';
import type { GameSession, LogItem } from '../connection/session.svelte.ts';
import type { Messages } from '../i18n/i18n.svelte.ts';
import { settings } from '../settings/settings.svelte.ts';
import type { Animator } from '../play/animator.ts';
import { Stage } from '../play/stage.svelte.ts';
import type { Step } from '../view/flights.ts';
import { logLine } from '../view/log.ts';
import { namedView } from '../view/names.ts';

/** How long a change stays told on the display, when nothing waits behind it. */
export const HOLD_MS = 3500;
/** Past this many changes waiting, the display shows each at once, to catch up with the game. */
const CATCH_UP = 6;

/**
 * How long the display holds a change with `behind` more waiting. A step of a round's end is held
 * whole however far behind the display is: the room reads every round's end, and a phone skips it on.
 */
export function holdFor(behind: number, story = false): number {
  if (story) return HOLD_MS;
  return behind >= CATCH_UP ? 0 : HOLD_MS / (1 + behind);
}

export class DisplayController {
  readonly stage: Stage;
  readonly #session: () => GameSession;
  readonly #words: () => Messages;
  /** How many pages the story's step takes on the display, as its panel measured them. */
  #pages = 1;
  #view = $derived.by(() => this.#named(this.stage.shown));
  #latest = $derived.by(() => this.#named(this.#session().view));

  constructor(
    session: () => GameSession,
    words: () => Messages,
    animator: Animator,
    sound: (sound: NonNullable<Step['sound']>) => void,
  ) {
    this.#session = session;
    this.#words = words;
    this.stage = new Stage(animator, {
      moveMs: () => settings.moveMs,
      onStep: (step) => {
        if (settings.sound && step.sound) sound(step.sound);
      },
      hold: holdFor,
      pages: () => this.#pages,
    });
  }

  /** The board as the room sees it now, its bots named in the display's language. */
  get view(): GameView | null {
    return this.#view;
  }

  /** The game as it stands (who decides now), ahead of what the board tells. */
  get latest(): GameView | null {
    return this.#latest;
  }

  /** Once the board has told the game's end: the final scores. */
  get scores(): SeatScore[] | null {
    return this.#view?.phase === 'finished' ? this.#view.scores : null;
  }

  /** What the change on the board did, in the log's words (none for a change without events). */
  get told(): string[] {
    const view = this.#view;
    if (!view) return [];
    const m = this.#words();
    const seq = this.stage.shownSeq;
    return this.#session()
      .log.filter((item: LogItem) => item.seq === seq)
      .flatMap((item) => logLine(m, view.players, item.event) ?? []);
  }

  /** Follows the session's changes onto the board. Returns the way to stop. */
  follow(): () => void {
    const session = this.#session();
    return untrack(() => {
      if (session.view) this.stage.receive({ seq: session.seq, view: session.view, events: [] });
      return session.onChange((change) => this.stage.receive(change));
    });
  }

  /** The story's step, as shown, takes this many pages: each is held in turn. */
  paged(count: number): void {
    this.#pages = count;
  }

  /** A player asked to skip ahead: the story's next step, or what is being told, at once. */
  next(): void {
    this.stage.next();
  }

  #named(view: GameView | null): GameView | null {
    return view && namedView(this.#words(), view, this.#session().table?.seats ?? []);
  }
}
