// The words and steps the game is told in: log lines, round ends, final verdicts, board movements.
import { describe, expect, it } from 'vitest';
import { components, score, view, type GameEvent, type SeatScore } from '../../engine/index.ts';
import { CATALOGS } from './catalogs.ts';
import { goodName, logLine } from '../../renderer/view/log.ts';
import { roundEndSteps, roundEndSummary, storyEvents } from '../../renderer/view/roundEnd.ts';
import { storySaid } from '../../renderer/view/storySaid.ts';
import { verdict } from '../../renderer/view/scoreTable.ts';
import { stepsOf } from '../../renderer/view/flights.ts';
import { playRandom } from './games.ts';

describe('the game log', () => {
  it('tells every event of whole games in words, in every language', () => {
    const seen = new Set<string>();
    for (const players of [2, 5]) {
      playRandom(players, 11 + players, (s, events) => {
        const players = view(s, null).players;
        for (const e of events) {
          seen.add(e.type);
          for (const m of Object.values(CATALOGS)) {
            const line = logLine(m, players, e);
            if (e.type === 'agentToRoof') expect(line).toBeNull();
            // A Peddler's return is its owner's line alone, not a second one for the guest stack.
            else if (e.type === 'townsmanReshuffled' && components.townsman(e.tile)?.type === 'peddler')
              expect(line).toBeNull();
            else if (e.type !== 'guildmasterSlid' || e.tile) expect(line).toMatch(/\S/);
            expect(line ?? '').not.toMatch(/undefined|NaN|\[object/);
          }
        }
      });
    }
    for (const type of [
      'roundStarted',
      'planned',
      'guildCalled',
      'favourite',
      'income',
      'lodgingsRefilled',
      'prestigeChosen',
      'gameEnded',
    ]) {
      expect(seen).toContain(type);
    }
  });
});

describe('the end of a round', () => {
  it("is told in the rulebook's steps, the last four skipped after round 4", () => {
    const summaries: ReturnType<typeof roundEndSummary>[] = [];
    playRandom(3, 5, (_s, events) => {
      const summary = roundEndSummary(events);
      if (summary) summaries.push(summary);
    });
    expect(summaries.map((s) => s!.round)).toEqual([1, 2, 3, 4]);
    const first = summaries[0]!;
    expect(first.favourites).toHaveLength(4);
    expect(first.income).toHaveLength(3);
    expect(roundEndSteps(first)).toEqual([
      'favourites',
      'agents',
      'income',
      'guildmasters',
      'lodgings',
      'prestige',
    ]);
    const last = summaries[3]!;
    expect(last.final).toBe(true);
    expect(roundEndSteps(last)).toEqual(['favourites', 'agents', 'income']);
  });

  it('is heard a step at a time, its heading first, in every language', () => {
    let told = 0;
    let gains = 0;
    playRandom(3, 5, (s, events) => {
      const summary = roundEndSummary(events);
      if (!summary) return;
      const players = view(s, null).players;
      const steps = roundEndSteps(summary);
      for (const [lang, m] of Object.entries(CATALOGS)) {
        const said = steps.map((_, index) => storySaid(m, { summary, steps, index }, players));
        said.forEach((text, i) => {
          expect(text.startsWith(`${m.roundEnd.title(summary.round)}. `), `${lang}: ${text}`).toBe(true);
          expect(text).toContain(m.roundEnd.step(i + 1, steps.length));
          expect(text).toContain(m.roundEnd[steps[i]!]);
          expect(text, lang).not.toMatch(/undefined|NaN|\[object|\.\.| {2}/);
          expect(text).toMatch(/[.!?…]$/);
        });
        // What each step did, by name: every player's income, every favourite.
        const income = said[steps.indexOf('income')]!;
        for (const inc of summary.income)
          expect(income).toContain(m.log.income(players[inc.seat]!.name, inc.total));
        const favourites = said[0]!;
        for (const f of summary.favourites) expect(favourites).toContain(m.guilds[f.guild]);
        // And what came with each favourite (the log leaves it to the story): its agents, the Peddlers home.
        for (const f of summary.favourites) {
          const name = f.seat === null ? '' : players[f.seat]!.name;
          if (f.agents === 'most') expect(favourites).toContain(m.roundEnd.mostAgents(name));
          else if (f.agents)
            expect(favourites).toContain(m.roundEnd.agentsWith(name, f.agents.gained, f.agents.total));
          if (f.agents) gains++;
        }
        for (const p of summary.peddlers)
          expect(favourites).toContain(
            m.roundEnd.peddlerBack(players[p.seat]!.name, p.good && goodName(m, p.good)),
          );
        told++;
      }
    });
    expect(told).toBe(4 * Object.keys(CATALOGS).length);
    expect(gains).toBeGreaterThan(0);
  });

  it('is not made up from events that end no round', () => {
    expect(roundEndSummary([{ type: 'passed', seat: 0 }])).toBeNull();
  });
});

describe('the final verdict', () => {
  const m = CATALOGS.en;
  const seat = (
    seat: number,
    total: number,
    craftsmen: number,
    craftsmenValue: number,
    rank: number,
  ): SeatScore => ({
    seat,
    total,
    craftsmen,
    craftsmenValue,
    rank,
    talers: 0,
    breakdown: { townsmen: 0, majorities: total, thirtyPlus: 0, allTypes: 0, richest: 0, crests: 0 },
  });

  it('explains a clear win, each tie-break and a shared win', () => {
    expect(verdict(m, [seat(0, 30, 5, 20, 2), seat(1, 35, 4, 10, 1)])).toEqual({
      winners: [1],
      reason: m.scoring.clearWin(35, 30),
    });
    expect(verdict(m, [seat(0, 30, 6, 20, 1), seat(1, 30, 5, 30, 2)]).reason).toBe(
      m.scoring.byCraftsmen(30, 6, 5),
    );
    expect(verdict(m, [seat(0, 30, 5, 20, 2), seat(1, 30, 5, 25, 1)]).reason).toBe(
      m.scoring.byValue(30, 25, 20),
    );
    expect(verdict(m, [seat(0, 30, 5, 20, 1), seat(1, 30, 5, 20, 1), seat(2, 3, 1, 2, 3)])).toEqual({
      winners: [0, 1],
      reason: m.scoring.fullTie,
    });
  });

  it("agrees with the engine's ranks in real games", () => {
    for (const seed of [1, 2, 3]) {
      const s = playRandom(4, seed, () => {});
      const scores = score(s);
      const v = verdict(m, scores);
      expect(v.winners).toEqual(scores.filter((x) => x.rank === 1).map((x) => x.seat));
    }
  });
});

describe('movements on the board', () => {
  it('come from and go to named places, and round-end moves that happen everywhere at once share a step', () => {
    let roundEnd: GameEvent[] = [];
    let before = null as ReturnType<typeof view> | null;
    let previous = null as ReturnType<typeof view> | null;
    playRandom(3, 9, (s, events) => {
      if (!roundEnd.length && events.some((e) => e.type === 'roundEnded')) {
        roundEnd = events;
        before = previous;
      }
      previous = view(s, 0);
    });
    const steps = stepsOf(roundEnd, before!);
    const flights = steps.flatMap((st) => st.flights);
    expect(flights.length).toBeGreaterThan(0);
    for (const f of flights) {
      expect(f.from).toMatch(/^(seat|guild|tile|track|stack)/);
      expect(f.to).toMatch(/^(seat|guild|tile)/);
    }
    const incomeSteps = steps.filter((st) =>
      st.flights.some((f) => f.token.kind === 'coin' && f.from === 'track'),
    );
    expect(incomeSteps).toHaveLength(1);
  });
});

describe('a round end told step by step', () => {
  it('moves each event with the step of the story that tells it, every event once, in order', () => {
    let told = 0;
    playRandom(3, 21, (_s, events) => {
      const summary = roundEndSummary(events);
      if (!summary) return;
      const { before, steps } = storyEvents(events);
      expect(before.some((e) => e.type === 'favourite')).toBe(false);
      for (const step of roundEndSteps(summary)) expect(steps.has(step), step).toBe(true);
      expect([before, ...steps.values()].flat()).toEqual(events);
      expect(steps.get('agents')![0]!.type).toBe('agentsReclaimed');
      expect(steps.get('income')![0]!.type).toBe('income');
      told++;
    });
    expect(told).toBe(4);
  });
});
