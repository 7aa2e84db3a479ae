// The statistics as the screen shows them: humans and bots apart, percentages in words, and the
// series the charts draw.
import type { ChartConfiguration } from 'chart.js';
import type { HeadToHead, PlayerStats } from '../../main/protocol/messages.ts';
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

export function splitPlayers(players: readonly PlayerStats[]): { humans: PlayerStats[]; bots: PlayerStats[] } {
  return { humans: players.filter((p) => p.botLevel === null), bots: players.filter((p) => p.botLevel !== null) };
}

/** Recent form as a row of places, oldest first: "1 3 2". */
export function formLine(p: PlayerStats): string {
  return p.recentForm
    .slice()
    .reverse()
    .map((r) => String(r.rank))
    .join(' ');
}

/** The win rate after each of the player's recent matches, oldest first. */
export function winRateSeries(p: PlayerStats): { at: number; rate: number }[] {
  let wins = 0;
  return p.recentForm
    .slice()
    .reverse()
    .map((r, i) => {
      if (r.rank === 1) wins++;
      return { at: r.finishedAt, rate: wins / (i + 1) };
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

/** Win rate after each recent match, one line per player, matches counted from the oldest shown. */
export function winRateChart(m: Messages, players: readonly PlayerStats[]): ChartConfiguration<'line'> {
  const series = players.map(winRateSeries);
  const length = Math.max(0, ...series.map((s) => s.length));
  return {
    type: 'line',
    data: {
      labels: Array.from({ length }, (_, i) => String(i + 1)),
      datasets: players.map((p, i) => ({
        label: playerLabel(m, p),
        data: series[i]!.map((point) => Math.round(point.rate * 100)),
        borderColor: playerStyle(p.color).fill,
        backgroundColor: playerStyle(p.color).fill,
      })),
    },
    options: { maintainAspectRatio: false, scales: { y: { min: 0, max: 100, title: { display: true, text: m.stats.winRate } } } },
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
    options: { indexAxis: 'y', maintainAspectRatio: false, scales: { x: { stacked: true }, y: { stacked: true } } },
  };
}
