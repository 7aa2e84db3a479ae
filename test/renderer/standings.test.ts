// The decision aids against the engine: the standings "if the game ended now" are the engine's score
// of the full state, talers' part aside, computed from a seat's view alone; the goods races are the
// engine's favour counts; and the panels show them.
import { describe, expect, it } from 'vitest';
import { components, score, view, type GameState, type SeatScore } from '../../engine/index.ts';
import { playerStyle } from '../../renderer/art/palette.ts';
import { messages as en } from '../../languages/en/messages.ts';
import { standingsChart } from '../../renderer/view/stats.ts';
import { favourCounts } from '../../engine/rules/favourites.ts';
import PlanningPanel from '../../renderer/play/PlanningPanel.svelte';
import RaceNote from '../../renderer/play/RaceNote.svelte';
import Standings from '../../renderer/play/Standings.svelte';
import { Draft } from '../../renderer/play/draft.svelte.ts';
import { legalFor, planningChoices } from '../../renderer/view/choices.ts';
import { raceChanges, races, standings } from '../../renderer/view/standings.ts';
import { newState, playRandom } from './games.ts';
import { render } from './mount.ts';
import { PLAYER_COUNTS } from '../../engine/players.ts';

/** The engine's score of the full state without what talers give (richest player, Tax Collectors). */
function publicScore(s: GameState): { total: number; townsmen: number }[] {
  return score(s).map((sc, seat) => {
    const p = s.seats[seat]!;
    const taxCollectors = p.tiles.filter((id) => components.townsman(id)?.type === 'taxCollector').length;
    const tax = taxCollectors * Math.floor(p.talers / 10);
    return { total: sc.total - sc.breakdown.richest - tax, townsmen: sc.breakdown.townsmen - tax };
  });
}

describe('standings if the game ended now', () => {
  it("equal the engine's score of the full state, from any seat's view, at every player count", () => {
    let checked = 0;
    for (const players of PLAYER_COUNTS)
      for (const seed of [1, 2]) {
        let i = 0;
        playRandom(players, seed, (s) => {
          if (i++ % 7) return;
          const expected = publicScore(s);
          const full = score(s);
          for (let seat = 0; seat < players; seat++) {
            const rows = standings(view(s, seat));
            rows.forEach((r, k) => {
              expect(r.total).toBe(expected[k]!.total);
              expect(r.vp.townsmen).toBe(expected[k]!.townsmen);
              expect(r.vp.majorities).toBe(full[k]!.breakdown.majorities);
              expect(r.vp.crests).toBe(full[k]!.breakdown.crests);
            });
            checked++;
          }
        });
      }
    expect(checked).toBeGreaterThan(100);
  });

  it('use no hidden fact: states differing only in talers and face-down plans give the same standings', () => {
    playRandom(4, 3, (s) => {
      const other = structuredClone(s);
      other.seats.forEach((p, i) => (p.talers = 1000 * (i + 1)));
      // Seat 0's own talers are its to see: keep them, change everyone else's.
      other.seats[0]!.talers = s.seats[0]!.talers;
      expect(standings(view(other, 0))).toEqual(standings(view(s, 0)));
    });
  });

  it("are shown for every player, the totals the engine's", () => {
    const end = playRandom(3, 5, () => {});
    const v = view(end, 1);
    const el = render(Standings, { view: v, close: () => {} });
    const expected = publicScore(end);
    for (let seat = 0; seat < 3; seat++)
      expect(el.querySelector(`[data-testid=standing-total-${seat}]`)!.textContent).toContain(
        String(expected[seat]!.total),
      );
  });
});

describe('goods races', () => {
  it("count what the engine's favourites count, and lead where the engine's favourite is", () => {
    playRandom(3, 7, (s) => {
      const v = view(s, 2);
      races(v).forEach((race, gi) => {
        const counts = favourCounts(s, gi);
        expect(race.counts).toEqual(counts);
        const most = Math.max(...counts);
        expect(race.leaders).toEqual(most ? counts.flatMap((n, seat) => (n === most ? [seat] : [])) : []);
      });
    });
  });

  it('say when a purchase takes the lead, and when a payment loses it or falls back to a tie', () => {
    const s = newState(2, 'races');
    s.seats[0]!.goods = [0, 0, 0];
    s.seats[1]!.goods = [1, 0, 0];
    const v = view(s, 0);
    const beer = components.GOODS[0]!;
    expect(raceChanges(v, 0, { [beer]: 1 })).toEqual([{ guild: v.guilds[0]!.id, now: 'tie' }]);
    expect(raceChanges(v, 0, { [beer]: 2 })).toEqual([{ guild: v.guilds[0]!.id, now: 'lead' }]);
    const w = view(s, 1);
    expect(raceChanges(w, 1, { [beer]: -1 })).toEqual([{ guild: v.guilds[0]!.id, now: 'lost' }]);
    // From a shared lead to behind: the seat loses its share, never "the lead" it did not hold alone.
    s.seats[0]!.goods = [1, 0, 0];
    s.seats[1]!.goods = [1, 0, 0];
    const tied = view(s, 1);
    expect(raceChanges(tied, 1, { [beer]: -1 })).toEqual([{ guild: tied.guilds[0]!.id, now: 'lostShare' }]);
    const shared = render(RaceNote, { view: tied, delta: { [beer]: -1 } });
    expect(shared.querySelector('[data-testid=race-note]')!.textContent).toContain(
      'You lose your share of the lead in the Brewers race.',
    );
    // From the sole lead down to a tie is told as a loss, not as drawing level.
    s.seats[0]!.goods = [1, 0, 0];
    s.seats[1]!.goods = [2, 0, 0];
    const fall = view(s, 1);
    expect(raceChanges(fall, 1, { [beer]: -1 })).toEqual([{ guild: fall.guilds[0]!.id, now: 'fallBack' }]);
    const note = render(RaceNote, { view: fall, delta: { [beer]: -1 } });
    expect(note.querySelector('[data-testid=race-note]')!.textContent).toContain(
      'You fall back to a tie for the lead in the Brewers race.',
    );
    const el = render(RaceNote, { view: v, delta: { [beer]: 2 } });
    expect(el.querySelector('[data-testid=race-note]')!.textContent).toContain(
      'You take the lead in the Brewers race.',
    );
  });

  it("are told in planning, guild by guild, with the guild's price and storehouse", () => {
    const s = newState(3, 'brief');
    s.seats[1]!.goods = [2, 0, 0, 0];
    const v = view(s, 0);
    const el = render(PlanningPanel, {
      view: v,
      choices: planningChoices(legalFor(v))!,
      actions: legalFor(v),
      draft: new Draft(),
      busy: false,
      send: () => {},
    });
    const brewers = el.querySelector('[data-testid=brief-brewers]')!.textContent!;
    const g = v.guilds[0]!;
    expect(brewers).toContain(`price ${g.price}`);
    expect(brewers).toContain(`${v.seats[1]!.name} leads (2)`);
    expect(brewers).toContain('favourite takes');
  });
});

describe('the final standings chart', () => {
  it("draws each player's line in their own colour and shape", () => {
    const seats = [
      { name: 'Ana', color: 'blue' },
      { name: 'Gero', color: 'yellow' },
      { name: 'Hana', color: 'orange' },
    ];
    const final = seats.map((_, seat) => ({ seat, total: 10 + seat }) as SeatScore);
    const config = standingsChart(en, seats, [{ round: 1, totals: [1, 2, 3] }], final);
    expect(config.data.datasets.map((d) => [d.label, d.borderColor, d.pointStyle])).toEqual(
      seats.map((s) => [
        s.name,
        playerStyle(s.color).fill,
        { blue: 'circle', yellow: 'star', orange: 'triangle' }[s.color],
      ]),
    );
    expect(config.data.datasets.map((d) => d.data.at(-1))).toEqual([10, 11, 12]);
  });
});
