// Rulebook "Planning Phase", "Calling Out a Guild" and "D) Do Nothing" (docs/components.md §1).
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../engine/index.ts';
import {
  BAKERS,
  BREWERS,
  PRINTERS,
  SHOEMAKERS,
  act,
  edit,
  eventsOf,
  expectRejected,
  newTable,
  planAll,
  run,
} from './helpers.ts';

describe('planning', () => {
  it('lets a seat plan up to as many distinct guilds as it has agents', () => {
    const s = newTable();
    const { state, events } = act(s, {
      type: 'plan',
      seat: 0,
      guilds: ['brewers', 'bakers', 'shoemakers', 'printers'],
    });
    expect(state.seats[0]!.plan).toEqual([BREWERS, BAKERS, SHOEMAKERS, PRINTERS]);
    // The event tells only how many cards were played, not where.
    expect(events).toEqual([{ type: 'planned', seat: 0, cards: 4 }]);
  });

  it('rejects more cards than available agents', () => {
    const s = edit(newTable(), (c) => {
      c.seats[0]!.agentsOnRoofs = 2;
    });
    expectRejected(
      s,
      { type: 'plan', seat: 0, guilds: ['brewers', 'bakers', 'shoemakers'] },
      /3 cards need 3 agents, and only 2 are available/,
    );
  });

  it('rejects the same guild twice, an empty plan, an unknown guild and a guild not in play', () => {
    const s = newTable();
    expectRejected(s, { type: 'plan', seat: 0, guilds: ['bakers', 'bakers'] }, /bakers is planned twice/);
    expectRejected(s, { type: 'plan', seat: 0, guilds: [] }, /at least one guild/);
    expectRejected(s, { type: 'plan', seat: 0, guilds: ['smiths' as never] }, /"smiths" is not a guild/);
    expectRejected(s, { type: 'plan', seat: 0, guilds: ['tailors'] }, /tailors is not in play/);
  });

  it('rejects a second plan in the same turn', () => {
    const { state } = act(newTable(), { type: 'plan', seat: 0, guilds: ['brewers'] });
    expectRejected(
      state,
      { type: 'plan', seat: 0, guilds: ['bakers'] },
      /seat 0 has already planned this turn/,
    );
    expectRejected(state, { type: 'pass', seat: 0 }, /seat 0 has already planned this turn/);
  });

  it('rejects guild actions while seats are still planning', () => {
    const { state } = act(newTable(), { type: 'plan', seat: 0, guilds: ['brewers'] });
    expect(state.phase).toBe('planning');
    expectRejected(state, { type: 'nothing', seat: 0 }, /planning phase: plan or pass/);
  });

  it('passing turns the pass token: the seat is finished for the whole round', () => {
    const { state, events } = act(newTable(), { type: 'pass', seat: 1 });
    expect(state.seats[1]!.finished).toBe(true);
    expect(events).toEqual([{ type: 'passed', seat: 1 }]);
    expectRejected(
      state,
      { type: 'plan', seat: 1, guilds: ['brewers'] },
      /seat 1 is finished for this round/,
    );
    // Still out in the next turn of the same round.
    const next = planAll(state, { 0: ['brewers'], 2: ['bakers'] }).state;
    const afterTurn = run(next, [
      { type: 'nothing', seat: 0 },
      { type: 'nothing', seat: 2 },
    ]).state;
    expect(afterTurn.turn).toBe(2);
    expect(afterTurn.phase).toBe('planning');
    expectRejected(
      afterTurn,
      { type: 'plan', seat: 1, guilds: ['brewers'] },
      /seat 1 is finished for this round/,
    );
    expect(legalActions(afterTurn, 1)).toEqual([]);
  });

  it('the action phase starts only when every seat has planned or passed, in any order', () => {
    let s = newTable();
    s = act(s, { type: 'plan', seat: 2, guilds: ['bakers'] }).state;
    s = act(s, { type: 'pass', seat: 0 }).state;
    expect(s.phase).toBe('planning');
    const { state, events } = act(s, { type: 'plan', seat: 1, guilds: ['bakers'] });
    expect(state.phase).toBe('action');
    expect(eventsOf(events, 'guildCalled')).toEqual([
      { type: 'guildCalled', guild: 'bakers', seats: [1, 2] },
    ]);
  });

  it('offers the pass and every non-empty set of at most "available agents" guilds', () => {
    // 4 guilds in play, 2 agents available: 4 single cards + 6 pairs, and the pass.
    const s = edit(newTable(), (c) => {
      c.seats[0]!.agentsOnRoofs = 2;
    });
    const actions = legalActions(s, 0);
    expect(actions).toHaveLength(1 + 4 + 6);
    expect(actions).toContainEqual({ type: 'pass', seat: 0 });
    expect(actions).toContainEqual({ type: 'plan', seat: 0, guilds: ['bakers', 'printers'] });
    expect(actions.some((a) => a.type === 'plan' && a.guilds.length > 2)).toBe(false);
  });
});

describe('the action phase calls out guilds in numerical order, seats in turn order', () => {
  it('calls only guilds with cards, and each seat acts once per card in turn-order sequence', () => {
    const s = newTable({ turnOrder: [2, 0, 1] });
    const { state, events } = planAll(s, {
      0: ['printers', 'bakers'],
      1: ['bakers'],
      2: ['printers', 'bakers'],
    });
    expect(eventsOf(events, 'guildCalled')).toEqual([
      { type: 'guildCalled', guild: 'bakers', seats: [2, 0, 1] },
    ]);
    expect(state.resolving).toEqual({ guild: BAKERS, revealed: 3 });
    // Seat 0 may not act before seat 2, who is ahead on the turn order chart.
    expectRejected(state, { type: 'nothing', seat: 0 }, /it is seat 2's turn at the bakers, not seat 0's/);
    const after = run(state, [
      { type: 'nothing', seat: 2 },
      { type: 'nothing', seat: 0 },
      { type: 'nothing', seat: 1 },
    ]);
    // The Shoemakers had no card: the Printers come next.
    expect(eventsOf(after.events, 'guildCalled')).toEqual([
      { type: 'guildCalled', guild: 'printers', seats: [2, 0] },
    ]);
    expect(after.state.resolving).toEqual({ guild: PRINTERS, revealed: 2 });
  });

  it('rejects planning during the action phase', () => {
    const { state } = planAll(newTable(), { 0: ['brewers'], 1: ['brewers'], 2: 'pass' });
    expectRejected(state, { type: 'plan', seat: 2, guilds: ['brewers'] }, /not the planning phase/);
  });
});

describe('do nothing', () => {
  it('still puts the agent on the roof and reclaims the card, changing nothing else', () => {
    const { state: s } = planAll(newTable(), { 0: ['brewers', 'bakers'], 1: 'pass', 2: 'pass' });
    const { state, events } = act(s, { type: 'nothing', seat: 0 });
    expect(events.slice(0, 2)).toEqual([
      { type: 'didNothing', seat: 0, guild: 'brewers' },
      { type: 'agentToRoof', seat: 0, guild: 'brewers' },
    ]);
    expect(state.guilds[BREWERS]!.roof).toEqual([1, 0, 0]);
    expect(state.seats[0]!.agentsOnRoofs).toBe(1);
    expect(state.seats[0]!.plan).toEqual([BAKERS]);
    expect(state.seats[0]!.talers).toBe(s.seats[0]!.talers);
    expect(state.seats[0]!.goods).toEqual(s.seats[0]!.goods);
    expect(state.guilds[BREWERS]!.storehouse).toEqual(s.guilds[BREWERS]!.storehouse);
  });
});

describe('who may act', () => {
  it('rejects an unknown seat, an unknown action type and any action once the game is over', () => {
    const s = newTable();
    expectRejected(s, { type: 'pass', seat: 3 }, /seat must be a seat number from 0 to 2/);
    expectRejected(s, { type: 'steal', seat: 0 } as never, /unknown action type "steal"/);
    let over = s;
    for (let round = 0; round < 4; round++) over = planAll(over, { 0: 'pass', 1: 'pass', 2: 'pass' }).state;
    expect(over.phase).toBe('finished');
    expectRejected(over, { type: 'pass', seat: 0 }, /the game is over/);
    expect(legalActions(over, 0)).toEqual([]);
  });

  it('offers no action to a seat whose turn it is not', () => {
    const { state } = planAll(newTable({ turnOrder: [1, 0, 2] }), {
      0: ['brewers'],
      1: ['brewers'],
      2: 'pass',
    });
    expect(legalActions(state, 0)).toEqual([]);
    expect(legalActions(state, 1).map((a) => a.type)).toContain('nothing');
  });
});
