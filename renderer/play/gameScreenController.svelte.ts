// What the game screen decides, apart from the page: whose the screen is on a hotseat (and so which seat
// the host focuses), the position the board shows and the seat's choices in it, the half-made choice,
// the seat's requests and their refusals, when the seat's turn is announced, and when what it missed
// is offered. GameScreen wires it to the page (the board's animations, the page's visibility, the
// window's title, notifications, the clock); it is tested without one.
import { untrack } from 'svelte';
import type { Action, GameView, SeatScore } from '../../engine/index.ts';
import type { GameSession } from '../connection/session.svelte.ts';
import type { Messages } from '../i18n/i18n.svelte.ts';
import { settings } from '../settings/settings.svelte.ts';
import type { BoardControls } from '../board/controls.ts';
import { legalFor, planningChoices, turnChoices } from '../view/choices.ts';
import type { Step } from '../view/flights.ts';
import { screenOwner, shownTo, type ScreenOwner } from '../view/hotseat.ts';
import { namedView } from '../view/names.ts';
import type { Animator } from './animator.ts';
import { boardControls } from './boardControls.ts';
import { CatchUp } from './catchUp.svelte.ts';
import { Draft } from './draft.svelte.ts';
import { keptPlan } from './keptPlan.ts';
import { Stage } from './stage.svelte.ts';

export interface GameScreenParts {
  session: () => GameSession;
  /** The connection to the host is down: requests wait. */
  offline: () => boolean;
  /** The reader's words. */
  words: () => Messages;
  /** Moves the board's tokens on the page. */
  animator: Animator;
  /** Plays one of the board's sounds. */
  sound: (sound: NonNullable<Step['sound']>) => void;
}

/** How long a refusal that passes by itself ("too many messages at once") stays said. */
export const PASSING_ERROR_MS = 5000;

export class GameScreenController {
  /** What the board shows, one change after the other. */
  readonly stage: Stage;
  /** What the seat missed, offered when its decision comes back. */
  readonly catchUp: CatchUp;
  readonly #parts: GameScreenParts;
  /** Hotseat: the seat whose secrets this screen showed last. */
  #lastSeat = $state<number | null>(null);
  /** The seat whose decision was taken back from the next player's cover, until it has the screen again. */
  #retaken = $state<number | null>(null);
  #focusing = $state(false);
  #busy = $state(false);
  #error = $state<string | null>(null);
  /** What the player asked to hear last (their state, a guild's, the standings), and whose screen asked. */
  #said = $state<{ seat: number | null; text: string } | null>(null);

  #local = $derived(this.#session.you.seats);
  #owner = $derived(screenOwner(this.#session.view, this.#local, this.#lastSeat));
  /** The position the screen shows, its bots named in the reader's language. */
  #view = $derived.by(() => {
    const shown = shownTo(this.stage.shown, this.#owner);
    return shown && namedView(this.#parts.words(), shown, this.#session.table?.seats ?? []);
  });
  #latest = $derived.by(() => {
    const view = this.#session.view;
    return view && namedView(this.#parts.words(), view, this.#session.table?.seats ?? []);
  });
  /**
   * The half-made choice holds until the seat's own situation changes (another player planning
   * meanwhile does not clear it): a new turn, another guild or actor, another seat on the screen.
   */
  #situation = $derived.by(() => {
    const v = this.#view;
    return v
      ? `${v.viewer}|${v.round}|${v.turn}|${v.phase}|${v.resolving?.guild}|${v.resolving?.actor}|${v.seats[v.viewer ?? -1]?.planned}`
      : '';
  });
  #draft = $derived.by(() => new Draft(keptPlan(this.#session.gameId, this.#situation)));
  // The seat's legal actions in the shown position, worked out once per position for the board and the panel.
  #actions = $derived(this.#view ? legalFor(this.#view) : []);
  #planning = $derived(this.#view?.phase === 'planning' ? planningChoices(this.#actions) : null);
  #turn = $derived(this.#view?.phase === 'action' ? turnChoices(this.#view, this.#actions) : null);
  #controls = $derived.by(() =>
    boardControls(this.#planning, this.#turn, this.#draft, () => this.locked, this.#parts.offline()),
  );
  #myTurn = $derived.by(() => {
    const v = this.#view;
    return !!v && v.viewer !== null && v.waitingFor.includes(v.viewer) && this.#owner.kind === 'seat';
  });
  #yourTurn = $derived.by(() => {
    const v = this.#view;
    if (!this.#myTurn || !v || v.viewer === null) return null;
    const m = this.#parts.words();
    const name = v.seats[v.viewer]!.name;
    if (v.phase === 'planning') return m.game.yourPlan(name);
    return v.resolving ? m.game.yourAction(name, m.guilds[v.resolving.guild]) : null;
  });

  constructor(parts: GameScreenParts) {
    this.#parts = parts;
    this.stage = new Stage(parts.animator, {
      moveMs: () => settings.moveMs,
      onStep: (step) => {
        if (settings.sound && step.sound) parts.sound(step.sound);
      },
      publicStory: () => this.#session.you.seats.length > 1,
      // At a table with a display the room reads the round's end there: a player's phone asks for the
      // next decision, and a watcher's follows the game, the round's end a note to read (the display
      // itself never opens this screen).
      briefStory: () => !!this.#session.table?.display,
      // What the board showed, a round end told, is not told again by "While you were away"; what only
      // reached the page (closed before its tokens flew) is.
      shown: (seq) => this.catchUp.saw(seq),
      reading: (seq, read) => this.catchUp.reading(seq, read),
    });
    this.catchUp = new CatchUp(parts.session().gameId, () => this.#session.log);
  }

  get #session(): GameSession {
    return this.#parts.session();
  }

  /** This screen's seats. */
  get local(): readonly number[] {
    return this.#local;
  }

  /** Who the screen belongs to now: a seat, a seat it is to be handed to, or nobody (the public view). */
  get owner(): ScreenOwner {
    return this.#owner;
  }

  /** Hotseat: the seat the screen is to be passed to, under the hand-off's cover. */
  get handoff(): number | null {
    return this.#owner.kind === 'handoff' && this.#local.length > 1 ? this.#owner.seat : null;
  }

  /** The focus the host is asked for is on its way (the hand-off waits for it). */
  get focusing(): boolean {
    return this.#focusing;
  }

  get view(): GameView | null {
    return this.#view;
  }

  /** The host's latest position (under the hand-off's cover), named alike. */
  get latest(): GameView | null {
    return this.#latest;
  }

  get draft(): Draft {
    return this.#draft;
  }

  get actions(): Action[] {
    return this.#actions;
  }

  get planning(): ReturnType<typeof planningChoices> {
    return this.#planning;
  }

  get turn(): ReturnType<typeof turnChoices> {
    return this.#turn;
  }

  /** The board's part in the current choice: planning toggles, recruitable windows, Guardsman swaps. */
  get controls(): BoardControls {
    return this.#controls;
  }

  /**
   * While an action is on its way or the board catches up, the board's choices stay drawn (taking them
   * away and back would repaint every house twice per move, and lose the keyboard's place) but do nothing.
   */
  get locked(): boolean {
    return (
      this.#busy || this.#parts.offline() || this.stage.playing || !!this.stage.story || !!this.catchUp.missed
    );
  }

  /** The final scores, once the game is over and its last round end told. */
  get scores(): SeatScore[] | null {
    const v = this.#view;
    return v?.phase === 'finished' && !this.stage.story && v.scores ? v.scores : null;
  }

  /** The seat at the screen is to decide. */
  get myTurn(): boolean {
    return this.#myTurn;
  }

  /** Said when the seat's turn comes: to screen readers, in the window's title, in a notification. */
  get yourTurn(): string | null {
    return this.#yourTurn;
  }

  /**
   * What the player asked to hear, for the live region that says it: nothing under a hand-off's
   * cover, nor once the screen is another seat's (a hotseat keeps each player's state to them).
   */
  get said(): string {
    const said = this.#said;
    return said && this.handoff === null && said.seat === (this.#view?.viewer ?? null) ? said.text : '';
  }

  /** Says `text` in the live region of what was asked; asked again, it is said again. */
  say(text: string): void {
    // Emptied first, then said: the same words twice are a change the screen reader hears too.
    this.#said = null;
    const seat = this.#view?.viewer ?? null;
    setTimeout(() => (this.#said = { seat, text }), 0);
  }

  /** The window's title: it says when the seat's turn has come. */
  get title(): string {
    const m = this.#parts.words();
    return this.#yourTurn ? m.game.yourTurnTitle(m.appTitle) : m.appTitle;
  }

  /** An action or a take-back is on its way. */
  get busy(): boolean {
    return this.#busy;
  }

  /** The host's refusal of the seat's last request, in words. */
  get error(): string | null {
    return this.#error;
  }

  /** A refusal that passes by itself goes after this long (null: it stays until dismissed). */
  get errorPassesIn(): number | null {
    return this.#error === this.#parts.words().errors.codes.throttled ? PASSING_ERROR_MS : null;
  }

  dismissError(): void {
    this.#error = null;
  }

  /**
   * Follows the session's changes onto the board, each seen as it happened (a take-back too: its
   * events move nothing); the game over, nothing more will be told of it. Returns the way to stop.
   */
  follow(): () => void {
    const session = this.#session;
    // The stage reads and writes its own state: following it must not depend on it.
    return untrack(() => {
      if (session.view) this.stage.receive({ seq: session.seq, view: session.view, events: [] });
      if (session.view?.phase === 'finished') this.catchUp.forget();
      return session.onChange((change) => {
        this.stage.receive(change);
        if (change.view?.phase === 'finished') this.catchUp.forget();
      });
    });
  }

  /** Hotseat: the host sends the focused seat's view; the focus follows who owns the screen. */
  focusOwner(): void {
    const session = this.#session;
    const want = this.#owner.kind === 'seat' ? this.#owner.seat : null;
    if (this.#local.length === 0 || session.you.focus === want || this.#focusing) return;
    this.#focusing = true;
    // The host's answer (the focused seat's snapshot) lands before this promise settles: the screen's
    // owner must already be recorded by then.
    if (want !== null) this.#lastSeat = want;
    void session.focus(this.#parts.words(), want).then((problem) => {
      this.#focusing = false;
      if (problem) this.#error = problem;
    });
  }

  /** The player the screen was handed to has it: their secrets show. */
  tookScreen(): void {
    this.#lastSeat = this.handoff;
    this.#retaken = null;
  }

  /**
   * The board caught up and the page in sight, at the seat's decision or on its return after a
   * stand-in played for it: what it missed meanwhile.
   */
  offerCatchUp(): void {
    const seat = this.#view?.viewer;
    if (this.#owner.kind !== 'seat' || this.stage.playing || this.stage.story || !this.catchUp.visible)
      return;
    if (seat == null) return;
    const groups = this.#local.length === 1;
    const decision = this.#myTurn;
    const standIns = this.#session.table?.standIns;
    untrack(() => this.catchUp.offer(this.#session.log, seat, groups, standIns, decision));
  }

  send(action: Action): Promise<void> {
    return this.#ask(() => this.#session.act(this.#parts.words(), action));
  }

  takeBack(seat: number): Promise<void> {
    return this.#ask(() => this.#session.takeBack(this.#parts.words(), seat));
  }

  /**
   * Taken back from the cover: the screen may be in the next player's hands, so it is passed back first,
   * its cover saying why (the decision taken back) rather than telling a turn's news that has none.
   */
  takeBackFromCover(seat: number): Promise<void> {
    this.#lastSeat = null;
    this.#retaken = seat;
    return this.takeBack(seat);
  }

  /** The hand-off is back to a player whose decision was just taken back from the next one's cover. */
  get retaken(): boolean {
    return this.handoff !== null && this.handoff === this.#retaken;
  }

  /** A request of the seat's (an action, a take-back): the panel waits for the answer, then shows a refusal. */
  async #ask(request: () => Promise<string | null>): Promise<void> {
    if (this.#parts.offline()) return;
    this.#busy = true;
    this.#error = null;
    this.#error = await request();
    this.#busy = false;
  }
}
