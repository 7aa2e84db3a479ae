// The board while a round end is told: each step leaves the position as that step made it, and the
// whole story leaves the position the engine reached (but for the new round's start).
import { describe, expect, it } from 'vitest';
import type { GameView } from '../../engine/index.ts';
import { roundEndSteps, storyEvents } from '../../renderer/view/roundEnd.ts';
import { boardAfterStep, boardBeforeRoundEnd } from '../../renderer/view/storyBoard.ts';
import { roundEndsSeen } from './games.ts';

/** A seat as the story ends it: what the next round resets (plans, planned, finished) aside. */
const held = (v: GameView) =>
  v.seats.map(({ goods, agents, tiles, crests, peddlers, talers }) => ({
    goods,
    agents,
    tiles,
    crests,
    peddlers,
    talers,
  }));

describe('the board during a round end', () => {
  it('shows what each step did, and after the last the position the round end reached', () => {
    let told = 0;
    /** Round ends whose last action changed the viewer's talers. */
    let paidAsItEnded = 0;
    let agentsGained = 0;
    let lastAgents = 0;
    for (const { before, after, events, summary } of roundEndsSeen([
      [2, 3],
      [4, 8],
      [5, 21],
    ])) {
      if (summary.final) continue;
      const { before: last, steps } = storyEvents(events);
      let shown: GameView = boardBeforeRoundEnd(before, after, summary.income, last);
      // The agent the last action sent to a roof is there, and no longer at hand.
      for (const e of last)
        if (e.type === 'agentToRoof') {
          const roof = (v: GameView) => v.guilds.find((g) => g.id === e.guild)!.roof;
          expect(roof(shown)).toEqual([...roof(before), e.seat]);
          expect(shown.seats[e.seat]!.agents.available).toBe(before.seats[e.seat]!.agents.available - 1);
          lastAgents++;
        }
      // The talers as the last action left them (a purchase ending the round included).
      const income = (seat: number): number => summary.income.find((x) => x.seat === seat)?.total ?? 0;
      expect(shown.seats.map((seat) => seat.talers)).toEqual(
        after.seats.map((seat, i) => (seat.talers === null ? null : seat.talers - income(i))),
      );
      const lastAction = shown.seats.map((seat) => seat.talers);
      const lastRoofs = shown.guilds.map((g) => g.roof);
      if (lastAction[0] !== before.seats[0]!.talers) paidAsItEnded++;
      for (const step of roundEndSteps(summary)) {
        shown = boardAfterStep(shown, after, step, steps.get(step) ?? []);
        if (step === 'favourites') {
          // An agent gained with a craftsman is counted as the step says it ("now 5").
          for (const e of steps.get(step) ?? [])
            if (e.type === 'agentGained') {
              expect(shown.seats[e.seat]!.agents.total).toBe(e.total);
              agentsGained++;
            }
          for (const f of summary.favourites) {
            const guild = shown.guilds.find((g) => g.id === f.guild)!;
            expect(guild.guildmaster).toBeNull();
            for (const tile of f.tiles) {
              expect(guild.workshop).not.toContain(tile);
              if (f.seat !== null) expect(shown.seats[f.seat]!.tiles).toContain(tile);
            }
          }
          // Nothing of the later steps yet: the agents are still on the roofs, no income.
          expect(shown.seats.map((seat) => seat.talers)).toEqual(lastAction);
          expect(shown.guilds.map((g) => g.roof)).toEqual(lastRoofs);
          expect(shown.guilds.map((g) => g.lodgings)).toEqual(before.guilds.map((g) => g.lodgings));
        }
        if (step === 'income') expect(shown.seats[0]!.talers).toBe(after.seats[0]!.talers);
      }
      expect(shown.guilds).toEqual(after.guilds);
      expect(held(shown)).toEqual(held(after));
      expect([shown.guestStack, shown.outOfGame, shown.prestigeSupply, shown.previousPrestige]).toEqual([
        after.guestStack,
        after.outOfGame,
        after.prestigeSupply,
        after.previousPrestige,
      ]);
      // The round and its phase change only when the story is over.
      expect([shown.round, shown.phase]).toEqual([before.round, before.phase]);
      told++;
    }
    expect(told).toBe(9);
    expect(paidAsItEnded).toBeGreaterThan(0);
    expect(agentsGained).toBeGreaterThan(0);
    expect(lastAgents).toBeGreaterThan(0);
  });
});
