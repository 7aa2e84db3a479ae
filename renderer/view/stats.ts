// The statistics as the screen shows them: humans and bots apart, percentages in words, and the
// series the charts draw.
import type { ChartConfiguration } from 'chart.js';
import type { SeatScore } from '../../engine/index.ts';
import type { HeadToHead, PlayerStats } from '../../protocol/messages.ts';
import type { Messages } from '../i18n/en.ts';
import { CATEGORIES } from './scoreTable.ts';
import { botName } from './names.ts';

/**
 * One colour per player in the charts, told apart in colour-blind vision too (Okabe and Ito's
 * palette): seat colours repeat across games (two players may both play orange).
 */
export const CHART_COLORS = [
  '#0072B2',
  '#E69F00',
  '#009E73',
  '#CC79A7',
  '#D55E00',
  '#56B4E9',
  '#000000',
  '#F0E442',
];

export function chartColor(index: number): string {
  return CHART_COLORS[index % CHART_COLORS.length]!;
}

export function percent(rate: number): string {
  return `${Math.round(rate * 100)}%`;
}

/** One decimal, without a trailing ".0". */
export function decimal(n: number): string {
  return String(Math.round(n * 10) / 10);
}

export function splitPlayers(players: readonly PlayerStats[]): {
  humans: PlayerStats[];
  bots: PlayerStats[];
} {
  return {
    humans: players.filter((p) => p.botLevel === null),
    bots: players.filter((p) => p.botLevel !== null),
  };
}

/** Recent form as a row of places, oldest first: "1 3 2". */
export function formLine(p: PlayerStats): string {
  return p.recentForm
    .slice()
    .reverse()
    .map((r) => String(r.rank))
    .join(' ');
}

/** The player's win rate over all their matches up to the end of each day played, oldest first. */
export function winRateSeries(p: PlayerStats): { day: string; rate: number }[] {
  let games = 0;
  let wins = 0;
  return p.timeline.map((d) => {
    games += d.games;
    wins += d.wins;
    return { day: d.day, rate: wins / games };
  });
}

/** Average score per category, one row per category in the score table's order. */
export function categorySeries(p: PlayerStats): { category: (typeof CATEGORIES)[number]; value: number }[] {
  return CATEGORIES.map((category) => ({ category, value: p.averageByCategory[category] }));
}

/** Head-to-head pairs with at least one shared match, most played first. */
export function headToHeadRows(rows: readonly HeadToHead[]): HeadToHead[] {
  return rows.filter((r) => r.games > 0).sort((x, y) => y.games - x.games);
}

/** A player's name as the charts label it: bots by their level. */
export function playerLabel(m: Messages, p: PlayerStats): string {
  return p.botLevel ? botName(m, p.name, p.botLevel) : p.name;
}

/** A "YYYY-MM-DD" day in the reader's language: "22 Nov 2026". */
export function dayLabel(m: Messages, day: string): string {
  return new Date(`${day}T12:00:00`).toLocaleDateString(m.locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}

/**
 * Win rate over time, one line per player: a point on every day anyone played, each player's line
 * starting on their first day and holding its rate on days they did not play. With a single day of
 * play there is no "over time": each player's win rate as a bar.
 */
export function winRateChart(
  m: Messages,
  players: readonly PlayerStats[],
): ChartConfiguration<'line'> | ChartConfiguration<'bar'> {
  const series = players.map(winRateSeries);
  const days = [...new Set(series.flatMap((s) => s.map((point) => point.day)))].sort();
  const y = { min: 0, max: 100, title: { display: true, text: `${m.stats.winRate} (%)` } };
  if (days.length < 2)
    return {
      type: 'bar',
      data: {
        labels: players.map((p) => playerLabel(m, p)),
        datasets: [
          {
            label: days[0] ? `${m.stats.winRate}, ${dayLabel(m, days[0])}` : m.stats.winRate,
            data: series.map((s) => Math.round((s.at(-1)?.rate ?? 0) * 100)),
            backgroundColor: players.map((_, i) => chartColor(i)),
          },
        ],
      },
      options: { maintainAspectRatio: false, scales: { y }, plugins: { legend: { display: false } } },
    };
  return {
    type: 'line',
    data: {
      labels: days.map((day) => dayLabel(m, day)),
      datasets: players.map((p, i) => {
        const rates = new Map(series[i]!.map((point) => [point.day, Math.round(point.rate * 100)]));
        let rate: number | null = null;
        return {
          label: playerLabel(m, p),
          data: days.map((day) => (rate = rates.get(day) ?? rate)),
          borderColor: chartColor(i),
          backgroundColor: chartColor(i),
        };
      }),
    },
    options: { maintainAspectRatio: false, scales: { y } },
  };
}

export function categoryChart(m: Messages, players: readonly PlayerStats[]): ChartConfiguration<'bar'> {
  return {
    type: 'bar',
    data: {
      labels: CATEGORIES.map((c) => m.scoring.categories[c]),
      datasets: players.map((p, i) => ({
        label: playerLabel(m, p),
        data: categorySeries(p).map((c) => c.value),
        backgroundColor: chartColor(i),
      })),
    },
    // Bars across: the categories' names read on one line each.
    options: { indexAxis: 'y', maintainAspectRatio: false },
  };
}

/** Each pair's shared matches split into who finished ahead, stacked. */
export function headToHeadChart(m: Messages, rows: readonly HeadToHead[]): ChartConfiguration<'bar'> {
  const shown = headToHeadRows(rows);
  return {
    type: 'bar',
    data: {
      labels: shown.map((r) => `${r.aName} – ${r.bName}`),
      datasets: [
        { label: m.stats.firstAhead, data: shown.map((r) => r.aAhead), backgroundColor: '#1f6fb2' },
        { label: m.stats.level, data: shown.map((r) => r.level), backgroundColor: '#8a8178' },
        { label: m.stats.secondAhead, data: shown.map((r) => r.bAhead), backgroundColor: '#e58a00' },
      ],
    },
    options: {
      indexAxis: 'y',
      maintainAspectRatio: false,
      scales: { x: { stacked: true }, y: { stacked: true } },
    },
  };
}

/**
 * Each player's VP after each round seen (public standings, talers aside), then the final score: a
 * line per player, in the seat order of `names`.
 */
export function standingsChart(
  m: Messages,
  names: readonly string[],
  rounds: readonly { round: number; totals: readonly number[] }[],
  final: readonly SeatScore[],
): ChartConfiguration<'line'> {
  return {
    type: 'line',
    data: {
      labels: [...rounds.map((r) => m.scoring.roundLabel(r.round)), m.scoring.final],
      datasets: names.map((name, seat) => ({
        label: name,
        data: [...rounds.map((r) => r.totals[seat] ?? 0), final.find((s) => s.seat === seat)?.total ?? 0],
        borderColor: chartColor(seat),
        backgroundColor: chartColor(seat),
      })),
    },
    options: { maintainAspectRatio: false, scales: { y: { min: 0, title: { display: true, text: 'VP' } } } },
  };
}
