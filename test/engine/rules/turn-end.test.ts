// Rulebook "3) Turn End Phase" (docs/components.md §3): seats without agents are finished; the round ends
// when every seat is finished.
import { describe, expect, it } from 'vitest';
import { activeSeats, legalActions } from '../../../engine/index.ts';
import type { GameState } from '../../../engine/index.ts';
import { BREWERS, act, edit, eventsOf, expectRejected, newTable, planAll, run } from './helpers.ts';

const nothing = (seat: number) => ({ type: 'nothing' as const, seat });

/** Turn 1: seat 0 plans all 4 guilds, seat 1 plans 2, seat 2 plans 1; everyone does nothing. */
function firstTurn(s: GameState = newTable()) {
  const planned = planAll(s, {
    0: ['brewers', 'bakers', 'shoemakers', 'printers'],
    1: ['brewers', 'bakers'],
    2: ['printers'],
  }).state;
  return run(planned, [nothing(0), nothing(1), nothing(0), nothing(1), nothing(0), nothing(0), nothing(2)]);
}

describe('the turn end', () => {
  it('finishes exactly the seats with no agents left, and starts a new turn for the others', () => {
    const { state, events } = firstTurn();
    expect(eventsOf(events, 'turnEnded')).toEqual([
      { type: 'turnEnded', round: 1, turn: 1, nowFinished: [0] },
    ]);
    expect(eventsOf(events, 'turnStarted')).toEqual([
      { type: 'turnStarted', round: 1, turn: 2, planners: [1, 2] },
    ]);
    expect(state.seats.map((p) => p.finished)).toEqual([true, false, false]);
    expect(state.seats.map((p) => p.agentsTotal - p.agentsOnRoofs)).toEqual([0, 2, 3]);
    expect(state.seats.map((p) => p.plan)).toEqual([null, null, null]);
    expect([state.round, state.turn, state.phase]).toEqual([1, 2, 'planning']);
  });

  it('a finished seat takes no part in the new turn', () => {
    const { state } = firstTurn();
    expect(activeSeats(state)).toEqual([1, 2]);
    expect(legalActions(state, 0)).toEqual([]);
    expectRejected(state, { type: 'pass', seat: 0 }, /seat 0 is finished for this round/);
    // The turn goes on without it.
    const next = planAll(state, { 1: ['bakers'], 2: ['bakers'] }).state;
    expect(next.phase).toBe('action');
  });

  it('the round goes on while one seat still has agents, and ends when the last one is finished', () => {
    let s = firstTurn().state;
    s = planAll(s, { 1: 'pass', 2: ['brewers', 'bakers'] }).state;
    const turn2 = run(s, [nothing(2), nothing(2)]);
    expect(eventsOf(turn2.events, 'roundEnded')).toEqual([]);
    expect(turn2.state.turn).toBe(3);
    expect(activeSeats(turn2.state)).toEqual([2]);
    const last = act(turn2.state, { type: 'plan', seat: 2, guilds: ['shoemakers'] }).state;
    const end = act(last, nothing(2));
    expect(eventsOf(end.events, 'turnEnded')).toEqual([
      { type: 'turnEnded', round: 1, turn: 3, nowFinished: [2] },
    ]);
    expect(eventsOf(end.events, 'roundEnded')).toEqual([{ type: 'roundEnded', round: 1 }]);
    expect([end.state.round, end.state.turn]).toEqual([2, 1]);
  });

  it('ends the round at once when every seat passes', () => {
    const { state, events } = planAll(newTable(), { 0: 'pass', 1: 'pass', 2: 'pass' });
    expect(eventsOf(events, 'guildCalled')).toEqual([]);
    expect(eventsOf(events, 'turnEnded')).toEqual([
      { type: 'turnEnded', round: 1, turn: 1, nowFinished: [] },
    ]);
    expect(eventsOf(events, 'roundEnded')).toEqual([{ type: 'roundEnded', round: 1 }]);
    expect(state.round).toBe(2);
  });

  it('a seat that gained an agent during the turn is not finished and may plan that one agent next turn', () => {
    // Seat 0 plans all 4 guilds and recruits an agent+ craftsman (brewers-1) at the Brewers.
    const s = edit(
      newTable({ guilds: { brewers: { lodgings: [null, 'brewers-1', 'brewers-5', 'brewers-7'] } } }),
      (c) => {
        c.seats[0]!.goods = [2, 1, 1, 1];
      },
    );
    let p = planAll(s, { 0: ['brewers', 'bakers', 'shoemakers', 'printers'], 1: 'pass', 2: 'pass' }).state;
    p = act(p, { type: 'recruit', seat: 0, window: 2, payment: { beer: 2 }, toFront: false }).state;
    // The new agent cannot join this turn: the cards are already played.
    expect(p.seats[0]!.plan).toEqual([1, 2, 3]);
    const { state, events } = run(p, [nothing(0), nothing(0), nothing(0)]);
    expect(eventsOf(events, 'turnEnded')[0]!.nowFinished).toEqual([]);
    expect(state.seats[0]!.finished).toBe(false);
    expectRejected(
      state,
      { type: 'plan', seat: 0, guilds: ['brewers', 'bakers'] },
      /2 cards need 2 agents, and only 1 are available/,
    );
    expect(act(state, { type: 'plan', seat: 0, guilds: ['brewers'] }).state.phase).toBe('action');
  });

  it('agents on the roofs stay there from turn to turn until the round ends', () => {
    const { state } = firstTurn();
    expect(state.guilds[BREWERS]!.roof).toEqual([1, 1, 0]);
    expect(state.seats[1]!.agentsOnRoofs).toBe(2);
  });
});
