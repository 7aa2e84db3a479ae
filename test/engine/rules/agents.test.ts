// Agents: 4 at the start, one per action on the guild's roof, reclaimed at the round end, at most 8.
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../engine/index.ts';
import { BREWERS, PRINTERS, act, edit, eventsOf, newTable, passAll, planAll, run } from './helpers.ts';

describe('agents', () => {
  it("each action puts one agent on that guild's roof and takes it from the seat's supply", () => {
    const s = planAll(newTable(), { 0: ['brewers', 'printers'], 1: ['brewers'], 2: 'pass' }).state;
    const { state } = run(s, [
      { type: 'nothing', seat: 0 },
      { type: 'nothing', seat: 1 },
      { type: 'nothing', seat: 0 },
    ]);
    expect(state.guilds[BREWERS]!.roof).toEqual([1, 1, 0]);
    expect(state.guilds[PRINTERS]!.roof).toEqual([1, 0, 0]);
    expect(state.seats.map((p) => p.agentsOnRoofs)).toEqual([2, 1, 0]);
  });

  it('there is no limit to the agents on one roof', () => {
    let s = newTable({ players: 5 });
    for (let turn = 0; turn < 4; turn++) {
      s = planAll(s, {
        0: ['brewers'],
        1: ['brewers'],
        2: ['brewers'],
        3: ['brewers'],
        4: ['brewers'],
      }).state;
      s = run(
        s,
        [0, 1, 2, 3, 4].map((seat) => ({ type: 'nothing' as const, seat })),
      ).state;
      if (turn < 3)
        expect(s.guilds[BREWERS]!.roof).toEqual([turn + 1, turn + 1, turn + 1, turn + 1, turn + 1]);
    }
    // After the fourth turn everyone is finished: the round ended and the agents came back.
    expect(s.round).toBe(2);
  });

  it('all agents come back from the roofs at the round end', () => {
    const s = planAll(newTable(), { 0: ['brewers', 'printers'], 1: ['brewers'], 2: 'pass' }).state;
    const { state, events } = run(s, [
      { type: 'nothing', seat: 0 },
      { type: 'nothing', seat: 1 },
      { type: 'nothing', seat: 0 },
      { type: 'pass', seat: 0 },
      { type: 'pass', seat: 1 },
    ]);
    expect(eventsOf(events, 'agentsReclaimed')).toHaveLength(1);
    expect(state.guilds.map((g) => g.roof)).toEqual(new Array(4).fill([0, 0, 0]));
    expect(state.seats.map((p) => p.agentsOnRoofs)).toEqual([0, 0, 0]);
  });

  it('gained agents are kept from round to round', () => {
    const s = edit(newTable(), (c) => {
      c.seats[0]!.agentsTotal = 6;
    });
    expect(passAll(s).state.seats[0]!.agentsTotal).toBe(6);
  });

  it('more agents mean more cards, up to one per guild in play', () => {
    const s = edit(newTable({ players: 5 }), (c) => {
      c.seats[0]!.agentsTotal = 8;
    });
    const plans = legalActions(s, 0).filter((a) => a.type === 'plan');
    expect(plans).toHaveLength(2 ** 6 - 1);
    const all = act(s, {
      type: 'plan',
      seat: 0,
      guilds: ['brewers', 'bakers', 'shoemakers', 'printers', 'tailors', 'hatmakers'],
    });
    expect(all.state.seats[0]!.plan).toHaveLength(6);
  });

  it('no source brings a ninth agent: agent+ craftsman, Councilman, favourite', () => {
    // Seat 0 at 7 agents recruits brewers-1 (agent+), reaching 8, then the Councilman at the Printers
    // (nothing more), and at the round end wins the agent+ Brewers guildmaster (nothing more).
    const s = edit(
      newTable({
        guilds: {
          brewers: {
            workshop: ['brewers-3', 'brewers-5', 'brewers-7', 'brewers-2'],
            lodgings: [null, 'brewers-1', 'brewers-6', 'brewers-8'],
          },
          printers: { lodgings: [null, 'councilman-1', 'printers-5', 'printers-7'] },
        },
      }),
      (c) => {
        c.seats[0]!.agentsTotal = 7;
        c.seats[0]!.goods = [3, 1, 1, 2];
      },
    );
    const p = planAll(s, { 0: ['brewers', 'printers'], 1: 'pass', 2: 'pass' }).state;
    const first = act(p, { type: 'recruit', seat: 0, window: 2, payment: { beer: 2 }, toFront: false });
    expect(first.state.seats[0]!.agentsTotal).toBe(8);
    const second = act(first.state, {
      type: 'recruit',
      seat: 0,
      window: 2,
      payment: { pages: 2 },
      toFront: false,
    });
    expect(eventsOf(second.events, 'agentAtMaximum')).toEqual([
      { type: 'agentAtMaximum', seat: 0, reason: 'councilman' },
    ]);
    const roundEnd = act(second.state, { type: 'pass', seat: 0 });
    expect(roundEnd.state.seats[0]!.tiles).toContain('brewers-3');
    expect(eventsOf(roundEnd.events, 'agentAtMaximum')).toEqual([
      { type: 'agentAtMaximum', seat: 0, reason: 'favourite' },
    ]);
    expect(roundEnd.state.seats[0]!.agentsTotal).toBe(8);
  });
});
