// What the game screen decides, without a page: on a hotseat the screen is handed from player to
// player and the host shows only the holder's secrets; the half-made choice holds until the seat's own
// situation changes; the seat's turn is announced and titled; a refusal that passes by itself is timed;
// what a seat missed is offered when its decision comes back (at once after a stand-in played it), and
// nothing of a game watched live; and a game over is forgotten by the browser's memory of what it showed.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  activeSeats,
  apply,
  randomLegalAction,
  view,
  type Action,
  type GameState,
  type StandIn,
} from '../../engine/index.ts';
import type { Client } from '../../protocol/client.ts';
import type { LogEntry, TableInfo, YouInfo } from '../../protocol/messages.ts';
import { ProtocolError } from '../../protocol/pending.ts';
import { GameSession } from '../../renderer/connection/session.svelte.ts';
import { messages as en } from '../../languages/en/messages.ts';
import { Animator } from '../../renderer/play/animator.ts';
import { GameScreenController, PASSING_ERROR_MS } from '../../renderer/play/gameScreenController.svelte.ts';
import { seenOf } from '../../renderer/play/seenStore.ts';
import { newState, seeded } from './games.ts';

afterEach(() => localStorage.clear());

/** A game as a host runs it: its state, the changes numbered, the log of their events. */
class HostedGame {
  state: GameState;
  seq = 1;
  readonly log: LogEntry[] = [];
  readonly session: GameSession;
  /** The requests this screen sent, and the refusal the next one gets. */
  readonly asked: { type: string; seat?: number | null }[] = [];
  refusal: ProtocolError | null = null;
  you: YouInfo;
  readonly #table: TableInfo;
  /** Where bots played absent players' seats, as the table tells them. */
  get standIns(): StandIn[] {
    return (this.#table.standIns ??= []);
  }

  constructor(gameId: string, players: number, seats: number[]) {
    this.state = newState(players, gameId);
    this.#table = { id: gameId, name: gameId, phase: 'playing', seats: [], spectators: 0 };
    this.you = { seats, admin: true, focus: seats.length === 1 ? seats[0]! : null };
    const client = {
      request: async (type: string, fields: { seat?: number | null }) => {
        this.asked.push({ type, ...('seat' in fields ? { seat: fields.seat } : {}) });
        const refusal = this.refusal;
        this.refusal = null;
        if (refusal) throw refusal;
        return {};
      },
    } as unknown as Client;
    this.session = new GameSession(gameId, () => client);
  }

  /** The host's snapshot of the game, for the focused seat, with the whole log. */
  snapshot(): void {
    this.session.snapshot({
      v: 1,
      type: 'snapshot',
      gameId: this.#table.id,
      seq: this.seq,
      table: this.#table,
      you: this.you,
      view: view(this.state, this.you.focus),
      log: this.log,
    });
  }

  /** Plays an action at the host; `told`: the screen hears of it as it happens. */
  play(action: Action, told = true): void {
    const result = apply(this.state, action);
    if (!result.ok) throw new Error(result.error);
    this.state = result.state;
    this.seq++;
    const focused = view(this.state, this.you.focus);
    this.log.push({ seq: this.seq, moves: focused.moves, events: result.events });
    if (told)
      this.session.update({
        v: 1,
        type: 'update',
        gameId: this.#table.id,
        seq: this.seq,
        table: this.#table,
        you: this.you,
        view: focused,
        events: result.events,
      });
  }

  /** The host focuses a seat (null: the public view) and sends its snapshot. */
  focus(seat: number | null): void {
    this.you = { ...this.you, focus: seat };
    this.snapshot();
  }
}

function controller(game: HostedGame, offline = false): GameScreenController {
  return new GameScreenController({
    session: () => game.session,
    offline: () => offline,
    words: () => en,
    animator: new Animator(
      () => null,
      () => null,
    ),
    sound: () => {},
  });
}

/** The board has shown every change it was sent. */
async function caughtUp(screen: GameScreenController): Promise<void> {
  await vi.waitFor(() => expect(screen.stage.playing).toBe(false));
}

const plan = (game: HostedGame, seat: number): Action => {
  const pick = seeded(seat + game.seq);
  return randomLegalAction(game.state, seat, pick)!;
};

describe("the game screen's decisions", () => {
  it('hand a hotseat screen from player to player, the host showing only the holder’s secrets', async () => {
    const game = new HostedGame('hotseat', 2, [0, 1]);
    game.snapshot();
    const screen = controller(game);
    const stop = screen.follow();
    await caughtUp(screen);
    // Both seats plan: the screen waits for the one who plans first, under the hand-off's cover.
    const first = screen.handoff!;
    expect(first).not.toBeNull();
    expect(screen.view!.viewer).toBeNull();
    expect(screen.myTurn).toBe(false);
    screen.focusOwner();
    expect(game.asked).toEqual([]);

    screen.tookScreen();
    expect(screen.handoff).toBeNull();
    screen.focusOwner();
    expect(screen.focusing).toBe(true);
    expect(game.asked).toEqual([{ type: 'focus', seat: first }]);
    await vi.waitFor(() => expect(screen.focusing).toBe(false));
    game.focus(first);
    await caughtUp(screen);
    expect(screen.view!.viewer).toBe(first);
    expect(screen.myTurn).toBe(true);
    expect(screen.yourTurn).toBe(en.game.yourPlan(`P${first}`));
    expect(screen.title).toBe(en.game.yourTurnTitle(en.appTitle));

    // Planned: the screen goes under the cover again, and the host shows nobody's secrets meanwhile.
    game.play(plan(game, first));
    await caughtUp(screen);
    expect(screen.handoff).toBe(1 - first);
    expect(screen.yourTurn).toBeNull();
    expect(screen.title).toBe(en.appTitle);
    screen.focusOwner();
    expect(game.asked.at(-1)).toEqual({ type: 'focus', seat: null });
    stop();
  });

  it('keep the half-made plan while another player plans, and start afresh once the seat has planned', async () => {
    const game = new HostedGame('draft', 3, [0]);
    game.snapshot();
    const screen = controller(game);
    const stop = screen.follow();
    await caughtUp(screen);
    const guild = screen.planning!.guilds[0]!;
    screen.controls.planning!(guild)!.toggle();
    expect(screen.draft.chosen).toEqual([guild]);
    expect(screen.controls.planning!(guild)!.chosen).toBe(true);

    game.play(plan(game, 1));
    await caughtUp(screen);
    expect(screen.draft.chosen).toEqual([guild]);

    game.play(plan(game, 0));
    await caughtUp(screen);
    expect(screen.draft.chosen).toEqual([]);
    expect(screen.myTurn).toBe(false);
    stop();
  });

  it('say a refusal until dismissed, "too many messages" only for a moment, and send nothing while offline', async () => {
    const game = new HostedGame('refusals', 2, [0]);
    game.snapshot();
    const screen = controller(game);
    const stop = screen.follow();
    await caughtUp(screen);
    const action = plan(game, 0);

    game.refusal = new ProtocolError('throttled', 'too many messages');
    const sent = screen.send(action);
    expect(screen.busy).toBe(true);
    expect(screen.locked).toBe(true);
    await sent;
    expect(screen.busy).toBe(false);
    expect(screen.error).toBe(en.errors.codes.throttled);
    expect(screen.errorPassesIn).toBe(PASSING_ERROR_MS);

    game.refusal = new ProtocolError('conflict', 'not now');
    await screen.send(action);
    expect(screen.error).toBe(en.errors.codes.conflict);
    expect(screen.errorPassesIn).toBeNull();
    screen.dismissError();
    expect(screen.error).toBeNull();
    expect(game.asked.map((a) => a.type)).toEqual(['act', 'act']);

    const away = controller(game, true);
    await away.send(action);
    expect(away.busy).toBe(false);
    expect(game.asked).toHaveLength(2);
    stop();
  });

  it('offer what the seat missed when its decision comes back, and nothing of a game watched live', async () => {
    for (const live of [false, true]) {
      const game = new HostedGame(live ? 'watched' : 'missed', 3, [0]);
      const screen = controller(game);
      let stop = (): void => {};
      if (live) {
        game.snapshot();
        stop = screen.follow();
      }
      // The others play whenever they may; seat 0 only when nobody else can, until its decision comes
      // back after another player's move.
      const pick = seeded(3);
      let decided = false;
      let othersSince = false;
      while (!(decided && othersSince && activeSeats(game.state).includes(0))) {
        const seat = activeSeats(game.state).find((s) => s !== 0) ?? 0;
        game.play(randomLegalAction(game.state, seat, pick)!, live);
        if (seat === 0) [decided, othersSince] = [true, false];
        else if (decided) othersSince = true;
      }
      if (!live) {
        // The page opens on the game (a reload, another device): the log tells what happened.
        game.snapshot();
        stop = screen.follow();
      }
      await caughtUp(screen);
      expect(screen.myTurn).toBe(true);
      expect(screen.catchUp.missed).toBeNull();
      screen.offerCatchUp();
      if (live) expect(screen.catchUp.missed).toBeNull();
      else expect(screen.catchUp.missed!.groups.some((g) => g.seat === 1 || g.seat === 2)).toBe(true);
      expect(screen.locked).toBe(!live);
      stop();
    }
  });

  it('offer at once what a stand-in did in the seat’s name, before its decision comes back; nothing else before it', async () => {
    for (const standIn of [true, false]) {
      const game = new HostedGame(standIn ? 'stood-in' : 'away', 3, [0]);
      const pick = seeded(4);
      // Seat 0 makes a decision, then an easy bot (or, without one, its player) makes the next ones
      // among the others' moves, until another seat is to move.
      let decisions = 0;
      while (decisions < 3 || activeSeats(game.state).includes(0)) {
        const seat = activeSeats(game.state).find((s) => s !== 0) ?? 0;
        if (seat === 0 && ++decisions === 2 && standIn)
          game.standIns.push({ seat: 0, level: 'easy', from: game.state.moves });
        game.play(randomLegalAction(game.state, seat, pick)!, false);
      }
      // The player is back at the seat (a page opened on the game), the others to move.
      if (standIn) game.standIns[0]!.to = game.state.moves;
      game.snapshot();
      const screen = controller(game);
      const stop = screen.follow();
      await caughtUp(screen);
      expect(screen.myTurn).toBe(false);
      screen.offerCatchUp();
      if (standIn) {
        const bot = screen.catchUp.missed!.groups.find((g) => g.seat === 0);
        expect(bot?.standIn).toBe('easy');
        expect(bot?.events.filter((i) => i.moves - 1 >= game.standIns[0]!.from).length).toBeGreaterThan(1);
      } else expect(screen.catchUp.missed).toBeNull();
      stop();
    }
  });

  it('remember a move as seen once the board showed it, not when it reached the page', async () => {
    const game = new HostedGame('shown', 3, [0]);
    game.snapshot();
    const screen = controller(game);
    const stop = screen.follow();
    const pick = seeded(5);
    // The others move, and the page hears of each at once; the board has shown none of them yet.
    for (let played = 0; played < 3; played++) {
      const seat = activeSeats(game.state).find((s) => s !== 0) ?? activeSeats(game.state)[0]!;
      game.play(randomLegalAction(game.state, seat, pick)!);
    }
    const arrived = game.state.moves;
    // A page closed now (a window shut just after a decision) leaves them to be told on its return.
    expect([...seenOf('shown')].some((n) => n > 0)).toBe(false);
    await caughtUp(screen);
    expect(seenOf('shown').has(arrived)).toBe(true);
    stop();
  });

  it('forget what the browser showed of a game once it is over', async () => {
    const game = new HostedGame('over', 2, [0]);
    game.snapshot();
    const screen = controller(game);
    const stop = screen.follow();
    const pick = seeded(11);
    const next = (): Action => {
      const seats = activeSeats(game.state);
      return randomLegalAction(game.state, seats[pick(seats.length)]!, pick)!;
    };
    // To the game's last action: what the screen showed as it happened is kept meanwhile.
    for (;;) {
      const action = next();
      const after = apply(game.state, action);
      if (!after.ok) throw new Error(after.error);
      if (after.state.phase === 'finished') {
        await caughtUp(screen);
        expect(seenOf('over').size).toBeGreaterThan(0);
        game.play(action);
        break;
      }
      game.play(action);
    }
    expect(seenOf('over').size).toBe(0);
    // The board catches up, each round's end skipped as a reader may.
    await vi.waitFor(() => {
      screen.stage.skipStory();
      expect(screen.view!.phase).toBe('finished');
    });
    expect(screen.scores).not.toBeNull();
    stop();
  });
});
