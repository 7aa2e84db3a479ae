import { describe, expect, it } from 'vitest';
import { apply, view, type GameEvent } from '../../engine/index.ts';
import { nextLocalSeat, publicView, screenOwner } from '../../renderer/view/hotseat.ts';
import { sinceLastTurn } from '../../renderer/view/recap.ts';
import { logLine } from '../../renderer/view/log.ts';
import HandOff from '../../renderer/play/HandOff.svelte';
import { messages as en } from '../../languages/en/messages.ts';
import { render } from './mount.ts';
import { newState, playRandom } from './games.ts';

describe('hotseat', () => {
  const s = newState(3, 'hotseat');
  const pub = view(s, null);

  it('plans player by player in reverse turn order', () => {
    const last = pub.turnOrder[2]!;
    expect(nextLocalSeat(pub, [0, 1, 2])).toBe(last);
    const planned = apply(s, { type: 'pass', seat: last });
    if (!planned.ok) throw new Error(planned.error);
    expect(nextLocalSeat(view(planned.state, null), [0, 1, 2])).toBe(pub.turnOrder[1]);
  });

  it("asks for a hand-off before showing another player's secrets, but not to the same player again", () => {
    const next = nextLocalSeat(pub, [0, 1, 2])!;
    expect(screenOwner(pub, [0, 1, 2], null)).toEqual({ kind: 'handoff', seat: next });
    expect(screenOwner(pub, [0, 1, 2], (next + 1) % 3)).toEqual({ kind: 'handoff', seat: next });
    expect(screenOwner(pub, [0, 1, 2], next)).toEqual({ kind: 'seat', seat: next });
  });

  it('shows the public view when nobody on this screen has to act', () => {
    const others = [0, 1, 2].filter((x) => x !== pub.turnOrder[2]);
    let state = s;
    for (const seat of others) {
      const r = apply(state, { type: 'pass', seat });
      if (!r.ok) throw new Error(r.error);
      state = r.state;
    }
    expect(screenOwner(view(state, null), others, others[0]!)).toEqual({ kind: 'public' });
  });

  it('never hands off on a screen with one seat', () => {
    expect(screenOwner(pub, [1], null)).toEqual({ kind: 'seat', seat: 1 });
    expect(screenOwner(null, [], null)).toEqual({ kind: 'public' });
  });

  it('hands off only between turns of different players, over whole games', () => {
    for (const players of [3, 5]) {
      const local = Array.from({ length: players }, (_, i) => i);
      let last: number | null = null;
      let handoffs = 0;
      playRandom(players, 30 + players, (state) => {
        const owner = screenOwner(view(state, null), local, last);
        if (owner.kind === 'public') return;
        expect(owner.kind === 'handoff').toBe(owner.seat !== last);
        if (owner.kind === 'handoff') handoffs++;
        last = owner.seat;
      });
      expect(handoffs).toBeGreaterThan(0);
    }
  });

  it("recaps the public events since the player's last own move", () => {
    const log: { seq: number; event: GameEvent }[] = [];
    playRandom(3, 8, (_state, events) => {
      for (const event of events) log.push({ seq: log.length + 1, event });
    });
    const own = log.map(
      (item) =>
        ['planned', 'passed', 'sold', 'bought', 'recruited', 'didNothing'].includes(item.event.type) &&
        'seat' in item.event &&
        item.event.seat === 1,
    );
    const lastOwn = own.lastIndexOf(true);
    expect(lastOwn).toBeGreaterThan(10);
    const upTo = log.slice(0, lastOwn + 5);
    expect(sinceLastTurn(upTo, 1)).toEqual({ events: log.slice(lastOwn + 1, lastOwn + 5), first: false });
    // Before the player's first move: everything so far, since the game began (nothing, at its start).
    const first = log.findIndex((item) => 'seat' in item.event && item.event.seat === 1);
    expect(sinceLastTurn(log.slice(0, first), 1)).toEqual({ events: log.slice(0, first), first: true });
    expect(sinceLastTurn([], 1)).toEqual({ events: [], first: true });
  });

  it("tells a round's end on the public view: a seat's view with its secrets taken out is a spectator's", () => {
    let checked = 0;
    playRandom(4, 12, (state) => {
      for (let seat = 0; seat < 4; seat++) expect(publicView(view(state, seat))).toEqual(view(state, null));
      checked++;
    });
    expect(checked).toBeGreaterThan(50);
  });
});

describe('the hand-off screen', () => {
  const players = [
    { name: 'Ana', color: 'blue' },
    { name: 'Ben', color: 'green' },
  ];
  it('says, before a player’s first turn, that the game begins, not that nothing happened since their last', () => {
    const first = render(HandOff, {
      name: 'Ana',
      color: 'blue',
      busy: false,
      ready: () => {},
      recap: { events: [], first: true },
      players,
    });
    const recap = first.querySelector('[data-testid=recap]')!.textContent!;
    expect(recap).toContain(en.handoff.recapFirst);
    expect(recap).toContain(en.handoff.recapFirstEmpty);
    expect(recap).not.toContain(en.handoff.recapEmpty);
    const later = render(HandOff, {
      name: 'Ben',
      color: 'green',
      busy: false,
      ready: () => {},
      recap: { events: [], first: false },
      players,
    });
    expect(later.querySelector('[data-testid=recap]')!.textContent).toContain(en.handoff.recapEmpty);
  });

  it("keeps every line of a long recap, the others' moves before the round's bookkeeping", () => {
    const log: { seq: number; event: GameEvent }[] = [];
    playRandom(2, 9, (_state, events) => {
      for (const event of events) log.push({ seq: log.length + 1, event });
    });
    const events = log.slice(0, 40);
    const shown = render(HandOff, {
      name: 'Ana',
      color: 'blue',
      busy: false,
      ready: () => {},
      recap: { events, first: false },
      players,
    });
    const lines = shown.querySelectorAll('[data-testid=recap] li');
    expect(lines.length).toBeGreaterThan(20);
    expect(lines[0]!.textContent).toBe(logLine(en, players, events[0]!.event));
  });
});
