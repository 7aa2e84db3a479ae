// The statistics as the screen shows them: humans and bots apart, percentages in words, and the
// series the charts draw.
import type { ChartConfiguration } from 'chart.js';
import type { HeadToHead, PlayerStats } from '../../protocol/messages.ts';
import { playerStyle } from '../art/palette.ts';
import type { Messages } from '../i18n/en.ts';
import { CATEGORIES } from './scoreTable.ts';

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
  return p.botLevel ? `${p.name} (${m.common.bot(p.botLevel)})` : p.name;
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
 * starting on their first day and holding its rate on days they did not play.
 */
export function winRateChart(m: Messages, players: readonly PlayerStats[]): ChartConfiguration<'line'> {
  const series = players.map(winRateSeries);
  const days = [...new Set(series.flatMap((s) => s.map((point) => point.day)))].sort();
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
          borderColor: playerStyle(p.color).fill,
          backgroundColor: playerStyle(p.color).fill,
        };
      }),
    },
    options: {
      maintainAspectRatio: false,
      scales: { y: { min: 0, max: 100, title: { display: true, text: m.stats.winRate } } },
    },
  };
}

export function categoryChart(m: Messages, players: readonly PlayerStats[]): ChartConfiguration<'bar'> {
  return {
    type: 'bar',
    data: {
      labels: CATEGORIES.map((c) => m.scoring.categories[c]),
      datasets: players.map((p) => ({
        label: playerLabel(m, p),
        data: categorySeries(p).map((c) => c.value),
        backgroundColor: playerStyle(p.color).fill,
      })),
    },
    options: { maintainAspectRatio: false },
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
