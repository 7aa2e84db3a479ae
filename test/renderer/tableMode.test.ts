// A table's display, apart from the page: what it says each player is doing (from the public view
// alone, never what they chose), each player's figures those of the board it shows, how it starts a game with the players who came, and how long it
// holds what happened for the room to read, each player's answer to a rematch; and a player's phone at
// such a table, buzzing at their turn.
import { describe, expect, it, vi } from 'vitest';
import { apply, randomLegalAction, view, type GameEvent, type GameState } from '../../engine/index.ts';
import { messages as en } from '../../languages/en/messages.ts';
import type { Client } from '../../protocol/client.ts';
import { GameSession } from '../../renderer/connection/session.svelte.ts';
import { Animator } from '../../renderer/play/animator.ts';
import { DisplayController, holdFor, HOLD_MS } from '../../renderer/table/display.svelte.ts';
import DisplayRematch from '../../renderer/table/DisplayRematch.svelte';
import { settings } from '../../renderer/settings/settings.svelte.ts';
import type { Language } from '../../languages/languages.ts';
import { render } from './mount.ts';
import { logLine } from '../../renderer/view/log.ts';
import { roundEndSteps, roundEndSummary } from '../../renderer/view/roundEnd.ts';
import { startPlan } from '../../renderer/view/tableStart.ts';
import { standings } from '../../renderer/view/standings.ts';
import { playerStatus, tableStatus } from '../../renderer/view/tableStatus.ts';
import { newState, playRandom, seeded } from './games.ts';

describe("what a table's display says of each player", () => {
  it('follows whole games from the public view: the ones deciding, those done, never a plan', () => {
    const seen = new Set<string>();
    playRandom(4, 21, (s) => {
      const v = view(s, null);
      for (const { seat, status } of tableStatus(v)) {
        seen.add(`${v.phase} ${status}`);
        expect(status === 'deciding').toBe(v.waitingFor.includes(seat));
        if (v.phase === 'planning' && status === 'decided') expect(v.seats[seat]!.planned).toBe(true);
        // The public view holds no plan to read from.
        if (v.phase === 'planning') expect(v.seats[seat]!.plan).toEqual([]);
      }
      expect(tableStatus(v).map((t) => t.seat)).toEqual(v.turnOrder);
    });
    for (const said of ['planning deciding', 'planning decided', 'action deciding', 'action waiting'])
      expect(seen).toContain(said);
    expect(seen).toContain('finished finished');
  });

  it('says a player whose phone went is away, or played by a stand-in, whatever the turn asks', () => {
    let first = null as ReturnType<typeof view> | null;
    playRandom(3, 5, (s) => {
      first ??= view(s, null);
    });
    const v = first!;
    const seat = (n: number, connected: boolean, level: 'easy' | null) =>
      ({ seat: n, kind: 'human', connected, level }) as const;
    const seats = [seat(0, false, null), seat(1, false, 'easy'), seat(2, true, null)];
    expect(v.waitingFor).toEqual(expect.arrayContaining([0, 1, 2]));
    expect(tableStatus(v, seats).map((t) => [t.seat, t.status])).toEqual(
      v.turnOrder.map((n) => [n, ['away', 'standIn', 'deciding'][n]]),
    );
    expect(playerStatus({ ...v, phase: 'finished' }, 0, seats)).toBe('finished');
  });

  it("lists the seats in the turn order of the board shown, each doing what the game's now says", () => {
    const views: ReturnType<typeof view>[] = [];
    playRandom(3, 9, (s) => views.push(view(s, null)));
    const shown = views[0]!;
    const now = views.find((v) => v.turnOrder.join() !== shown.turnOrder.join() && v.phase === 'action')!;
    expect(tableStatus(shown, [], now)).toEqual(
      shown.turnOrder.map((seat) => ({ seat, status: playerStatus(now, seat) })),
    );
  });

  it('says nothing of a seat the view does not hold', () => {
    let last = null as ReturnType<typeof view> | null;
    playRandom(2, 3, (s) => {
      last ??= view(s, null);
    });
    expect(playerStatus({ ...last!, waitingFor: [] }, 7)).toBe('waiting');
  });
});

describe("starting a display's game", () => {
  const seats = (kinds: string) =>
    [...kinds].map((k, seat) => ({ seat, kind: k === 'o' ? ('open' as const) : ('human' as const) }));

  it('takes the empty seats away, the last first, once two players at least are seated', () => {
    expect(startPlan(seats('hhooo'))).toEqual({ ok: true, drop: [4, 3, 2] });
    expect(startPlan(seats('hhhhh'))).toEqual({ ok: true, drop: [] });
    expect(startPlan(seats('hoooo'))).toEqual({ ok: false });
  });

  it('takes an empty seat among the taken ones away too (the host moves the seats after it up)', () => {
    expect(startPlan(seats('hohoo'))).toEqual({ ok: true, drop: [4, 3, 1] });
  });
});

describe("the display's pace", () => {
  it('holds what happened for the room, less while changes wait, none far behind', () => {
    expect(holdFor(0)).toBe(HOLD_MS);
    expect(holdFor(1)).toBeLessThan(holdFor(0));
    expect(holdFor(6)).toBe(0);
  });

  it("holds each step of a round's end whole, however far behind the display is", () => {
    expect(holdFor(0, true)).toBe(HOLD_MS);
    expect(holdFor(20, true)).toBe(HOLD_MS);
  });

  it("tells every round's end, each step held, when a whole game waits behind it", async () => {
    vi.useFakeTimers();
    try {
      const { display, rest, stop } = aWholeGameAtOnce();
      // Seen a tenth of a second at a time: each step of each round's end is told a while.
      const seen = new Set<string>();
      for (let i = 0; i < 2000 && !display.scores; i++) {
        const story = display.stage.story;
        if (story) seen.add(`${story.summary.round}.${story.index}`);
        await vi.advanceTimersByTimeAsync(100);
      }
      const steps = (round: number) =>
        roundEndSteps(
          roundEndSummary(
            rest.find((c) => c.events.some((e) => e.type === 'roundEnded' && e.round === round))!.events,
          )!,
        ).map((_, index) => `${round}.${index}`);
      expect([...seen]).toEqual([1, 2, 3, 4].flatMap(steps));
      expect(display.scores).not.toBeNull();
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it("gives each player's VP and place of the board it shows, what they do of the game ahead of it", async () => {
    vi.useFakeTimers();
    try {
      const { display, session, stop } = aWholeGameAtOnce();
      await vi.waitFor(() => expect(display.view).not.toBeNull());
      let ahead = 0;
      for (let i = 0; i < 2000 && !display.scores; i++) {
        const shown = display.view!;
        const vp = standings(shown).map((s) => s.total);
        expect(display.players).toEqual(
          shown.turnOrder.map((seat) => ({ seat, vp: vp[seat], status: playerStatus(session.view!, seat) })),
        );
        // The game's figures are other than the board's: a favourite's points, not yet told.
        if (
          vp.join() !==
          standings(session.view!)
            .map((s) => s.total)
            .join()
        )
          ahead++;
        await vi.advanceTimersByTimeAsync(100);
      }
      expect(ahead).toBeGreaterThan(0);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

/**
 * A display following a 3-player game that arrives whole at once, between its moves changes without
 * events (a seat's status); the session holds the game's end while the display tells it from its start.
 */
function aWholeGameAtOnce(): {
  display: DisplayController;
  session: GameSession;
  rest: { view: ReturnType<typeof view>; events: GameEvent[] }[];
  stop: () => void;
} {
  const table = {
    id: 'g',
    name: 'g',
    phase: 'playing' as const,
    seats: [],
    spectators: 0,
    display: true,
  };
  const you = { seats: [], admin: true, focus: null };
  const session = new GameSession('g', () => ({}) as Client);
  const changes: { view: ReturnType<typeof view>; events: GameEvent[] }[] = [];
  playRandom(3, 65, (state, events) => changes.push({ view: view(state, null), events }));
  const [first, ...rest] = changes;
  session.snapshot({
    v: 1,
    type: 'snapshot',
    gameId: 'g',
    seq: 1,
    table,
    you,
    view: first!.view,
    log: [],
  });
  const display = new DisplayController(
    () => session,
    () => en,
    new Animator(
      () => null,
      () => null,
    ),
    () => {},
  );
  const stop = display.follow();
  for (const [i, change] of rest.entries()) {
    const update = { v: 1 as const, type: 'update' as const, gameId: 'g', table, you };
    session.update({ ...update, seq: 2 * i + 2, view: change.view, events: change.events });
    session.update({ ...update, seq: 2 * i + 3, view: change.view, events: [] });
  }
  return { display, session, rest, stop };
}

describe("a table's display following a game", () => {
  /** A display following a 3-player game from its start, and the next two changes, each told. */
  function following(animator: Animator): {
    display: DisplayController;
    stop: () => void;
    play: () => string[][];
  } {
    let state: GameState = newState(3, 'display');
    const table = { id: 'd', name: 'd', phase: 'playing' as const, seats: [], spectators: 0, display: true };
    const you = { seats: [], admin: true, focus: null };
    const session = new GameSession('d', () => ({}) as Client);
    session.snapshot({
      v: 1,
      type: 'snapshot',
      gameId: 'd',
      seq: 1,
      table,
      you,
      view: view(state, null),
      log: [],
    });
    const display = new DisplayController(
      () => session,
      () => en,
      animator,
      () => {},
    );
    const stop = display.follow();
    const play = (): string[][] =>
      [2, 3].map((seq) => {
        const seat = state.turnOrder.find((s) => randomLegalAction(state, s, seeded(seq)))!;
        const result = apply(state, randomLegalAction(state, seat, seeded(seq))!);
        if (!result.ok) throw new Error(result.error);
        state = result.state;
        const events = result.events;
        session.update({
          v: 1,
          type: 'update',
          gameId: 'd',
          seq,
          table,
          you,
          view: view(state, null),
          events,
        });
        return events.flatMap((e) => logLine(en, view(state, null).players, e) ?? []);
      });
    return { display, stop, play };
  }

  it('holds each change for the room to read, and moves on at once when a player asks', async () => {
    const { display, stop, play } = following(
      new Animator(
        () => null,
        () => null,
      ),
    );
    const told = play();
    await vi.waitFor(() => expect(display.stage.shownSeq).toBe(2));
    expect(display.told).toEqual(told[0]);
    expect(display.told.length).toBeGreaterThan(0);
    // Held for the room: the next change waits behind it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(display.stage.shownSeq).toBe(2);
    display.next();
    await vi.waitFor(() => expect(display.stage.shownSeq).toBe(3));
    expect(display.told).toEqual(told[1]);
    expect(display.view?.viewer).toBeNull();
    stop();
  });

  it('moves on by one change when a player asks while its tokens fly, not through all behind it', async () => {
    /** Tokens that fly until told to land. */
    class Flying extends Animator {
      flights = 0;
      #land: (() => void) | null = null;
      override async play(): Promise<void> {
        this.flights++;
        await new Promise<void>((resolve) => (this.#land = resolve));
      }
      override skip(): void {
        super.skip();
        this.#land?.();
      }
    }
    const animator = new Flying(
      () => null,
      () => null,
    );
    const { display, stop, play } = following(animator);
    play();
    await vi.waitFor(() => expect(animator.flights).toBe(1));
    // A skip lands the first change's tokens: the display shows it, and the next one flies, in turn.
    display.next();
    await vi.waitFor(() => expect(animator.flights).toBe(2));
    expect(display.stage.shownSeq).toBe(2);
    display.next();
    await vi.waitFor(() => expect(display.stage.shownSeq).toBe(3));
    stop();
  });
});

describe('a phone at a table with a display, at its turn', () => {
  it('vibrates, in front as in the background, where the browser can', async () => {
    const { alertTurnAtTable } = await import('../../renderer/play/turnAlert.svelte.ts');
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    try {
      window.dispatchEvent(new Event('focus'));
      alertTurnAtTable('Norenberc', 'Ben, your turn at the Brewers.');
      window.dispatchEvent(new Event('blur'));
      alertTurnAtTable('Norenberc', 'Ben, your turn at the Brewers.');
      expect(vibrate).toHaveBeenCalledTimes(2);
      expect(vibrate.mock.calls[0]).toEqual([[120, 80, 200]]);
    } finally {
      delete (navigator as { vibrate?: unknown }).vibrate;
    }
  });
});

describe("the display's rematch", () => {
  // Each answer in one line of text, a single space after the name's colon, in every language.
  const said: Record<Language, string[]> = {
    en: ['Ben: plays again', 'Cleo: deciding…', 'Easy bot: declined'],
    // French keeps a narrow no-break space before its colon.
    fr: ['Ben\u202f: rejoue', 'Cleo\u202f: réfléchit…', 'Robot facile\u202f: a décliné'],
    it: ['Ben: gioca ancora', 'Cleo: sta decidendo…', 'Bot facile: ha rifiutato'],
    de: ['Ben: spielt nochmal', 'Cleo: überlegt …', 'Leicht-Bot: abgelehnt'],
  };
  const seats = [
    { seat: 0, kind: 'human', name: 'Ben', color: 'yellow', connected: true, level: null },
    { seat: 1, kind: 'human', name: 'Cleo', color: 'blue', connected: true, level: null },
    { seat: 2, kind: 'bot', name: 'Easy bot', color: 'green', connected: false, level: 'easy' },
  ];
  const session = {
    rematch: { answers: ['yes', 'waiting', 'no'], next: null },
    table: { seats },
    you: { admin: true },
  };

  for (const [language, lines] of Object.entries(said))
    it(`says each player's answer as one line, in ${language}`, () => {
      const before = settings.language;
      settings.chooseLanguage(language as Language);
      try {
        const root = render(DisplayRematch, { session });
        const items = [...root.querySelectorAll('[data-testid^=display-rematch-]')];
        expect(items.map((li) => li.querySelector(':scope > span')?.textContent)).toEqual(lines);
      } finally {
        settings.chooseLanguage(before);
      }
    });
});
