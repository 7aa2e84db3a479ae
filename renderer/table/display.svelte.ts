// What a table's display shows, apart from the page: the public board as the room follows it, each
// change told and held long enough to be read (a round's end step by step, each step held even while
// the display catches up, a long step a page at a time), quicker while the display is behind, and
// moved on at once when a player asks from their phone. Every figure it shows is the board's, at the
// moment the board shows (`view`), never the game's ahead of it.
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
import { standings } from '../view/standings.ts';
import { tableStatus, type PlayerStatus } from '../view/tableStatus.ts';

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

/** A player beside the display's board: their seat, their VP if the game ended then, what they are doing. */
export interface DisplayedPlayer {
  seat: number;
  vp: number;
  status: PlayerStatus;
}

export class DisplayController {
  readonly stage: Stage;
  readonly #session: () => GameSession;
  readonly #words: () => Messages;
  /** How many pages the story's step takes on the display, as its panel measured them. */
  #pages = 1;
  #view = $derived.by(() => this.#named(this.stage.shown));
  #players = $derived.by((): DisplayedPlayer[] => {
    const view = this.#view;
    if (!view) return [];
    // Until the end the talers are secret: the VP if the game ended now leave them out (and fall when
    // another player overtakes a majority, hence their name); the final scores count them.
    const totals = view.scores?.map((s) => s.total) ?? standings(view).map((s) => s.total);
    // What each player is doing is the game's now, ahead of the board: the room waits for the phones.
    const now = this.#session().view ?? view;
    return tableStatus(view, this.#session().table?.seats ?? [], now).map(({ seat, status }) => ({
      seat,
      vp: totals[seat] ?? 0,
      status,
    }));
  });

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

  /**
   * The players beside the board, in the turn order of the board shown, each with their VP at the
   * moment it shows (a favourite's points come as the round's end tells them), and what they are
   * doing in the game now.
   */
  get players(): DisplayedPlayer[] {
    return this.#players;
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
