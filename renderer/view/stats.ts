// The statistics as the screen shows them: humans and bots apart, counts and rates in words of the
// reader's language, and the series the charts draw.
import type { ChartConfiguration } from 'chart.js';
import type { SeatScore } from '../../engine/index.ts';
import type { HeadToHead, PlayerStats } from '../../protocol/messages.ts';
import type { Messages } from '../../languages/en/messages.ts';
import { CATEGORIES } from './scoreTable.ts';
import { playerLabel } from './names.ts';
import { POINT_STYLES, playerStyle } from '../art/palette.ts';
import { date, integer, percent } from '../../languages/format.ts';

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

export function splitPlayers(players: readonly PlayerStats[]): {
  humans: PlayerStats[];
  bots: PlayerStats[];
} {
  return {
    humans: players.filter((p) => p.botLevel === null),
    bots: players.filter((p) => p.botLevel !== null),
  };
}

/** Recent form as a row of places, oldest first, a game's seats together: "1 3 2", "2/3/4 1/2/4". */
export function formLine(m: Messages, p: PlayerStats): string {
  return p.recentForm
    .slice()
    .reverse()
    .map((r) => r.places.map((place) => integer(m.locale, place)).join('/'))
    .join(' ');
}

/** How many games a player played, and for a bot level the seats it filled in them: "3 seats in 1 game". */
export function gamesWords(m: Messages, p: { games: number; seats: number }, bot: boolean): string {
  return bot ? m.stats.seatsInGames(p.seats, p.games) : m.stats.gameCount(p.games);
}

/** Wins and win rate; a bot level's out of its seats: "1 of 3 seats (33%)". */
export function winsWords(m: Messages, p: PlayerStats): string {
  const rate = percent(m.locale, p.winRate);
  return p.botLevel ? m.stats.seatWins(p.wins, p.seats, rate) : `${integer(m.locale, p.wins)} (${rate})`;
}

/** The win rate after each of the player's last games, in order: all their seats and wins up to it. */
export function winRateSeries(p: PlayerStats): { game: number; finishedAt: number; rate: number }[] {
  return p.progress.map((g) => ({
    game: g.game,
    finishedAt: g.finishedAt,
    rate: g.seats ? g.wins / g.seats : 0,
  }));
}

/** Average score per category, one row per category in the score table's order. */
export function categorySeries(p: PlayerStats): { category: (typeof CATEGORIES)[number]; value: number }[] {
  return CATEGORIES.map((category) => ({ category, value: p.averageByCategory[category] }));
}

/** Head-to-head pairs with at least one shared match, most played first. */
export function headToHeadRows(rows: readonly HeadToHead[]): HeadToHead[] {
  return rows.filter((r) => r.games > 0).sort((x, y) => y.games - x.games);
}

/** The two sides of a head-to-head pair: "Eva – Medium bot". */
export function pairLabel(m: Messages, r: HeadToHead): string {
  return pairLines(m, r).join(' ');
}

/** Longer than this, a pair takes two lines on its chart's axis. */
const ONE_LINE = 18;

/**
 * A pair as its chart's axis shows it: two lines ("Robot moyen –", "Robot difficile") when one would be
 * long, as chart.js gives its labels at most half the chart's width and clips the rest.
 */
function pairLines(m: Messages, r: HeadToHead): [string] | [string, string] {
  const a = playerLabel(m, { name: r.aName, botLevel: r.aBotLevel });
  const b = playerLabel(m, { name: r.bName, botLevel: r.bBotLevel });
  return a.length + b.length + 3 > ONE_LINE ? [`${a} –`, b] : [`${a} – ${b}`];
}

/** The percent axis of a chart of rates from 0 to 1, its ticks in the reader's language. */
function rateAxis(m: Messages) {
  return {
    min: 0,
    max: 1,
    title: { display: true, text: m.stats.winRate },
    ticks: { callback: (value: string | number) => percent(m.locale, Number(value)) },
  };
}

/**
 * The win rate game by game, one line per player: after each of their last games, the share of all
 * their seats up to it that won. The x axis counts each player's games in order (their first game is
 * 1); a point's tooltip gives its day.
 */
export function winRateChart(m: Messages, players: readonly PlayerStats[]): ChartConfiguration<'line'> {
  const series = players.map(winRateSeries);
  return {
    type: 'line',
    data: {
      datasets: players.map((p, i) => ({
        label: playerLabel(m, p),
        data: series[i]!.map((point) => ({ x: point.game, y: point.rate })),
        borderColor: chartColor(i),
        backgroundColor: chartColor(i),
        // Players whose rates run together (two at 0 %): each line drawn over the last is thinner, so
        // those underneath still show around it.
        borderWidth: 2 + 2 * (players.length - 1 - i),
        pointRadius: 4 + 1.5 * (players.length - 1 - i),
        // A point at 0 % or 100 % is drawn whole, not cut by the chart's edge.
        clip: false as const,
      })),
    },
    options: {
      locale: m.locale,
      maintainAspectRatio: false,
      scales: {
        x: { type: 'linear', title: { display: true, text: m.stats.gameAxis }, ticks: { precision: 0 } },
        y: rateAxis(m),
      },
      plugins: {
        tooltip: {
          callbacks: {
            title: (items) => {
              const item = items[0];
              const point = item && series[item.datasetIndex]![item.dataIndex];
              return point ? m.stats.afterGame(point.game, date(m.locale, point.finishedAt)) : '';
            },
            label: (item) =>
              m.common.labelled(item.dataset.label ?? '', percent(m.locale, item.parsed.y ?? 0)),
          },
        },
      },
    },
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
    options: { locale: m.locale, indexAxis: 'y', maintainAspectRatio: false },
  };
}

/** Each pair's shared matches split into who finished ahead, stacked. */
export function headToHeadChart(m: Messages, rows: readonly HeadToHead[]): ChartConfiguration<'bar'> {
  const shown = headToHeadRows(rows);
  return {
    type: 'bar',
    data: {
      labels: shown.map((r) => pairLines(m, r)),
      datasets: [
        { label: m.stats.firstAhead, data: shown.map((r) => r.aAhead), backgroundColor: '#1f6fb2' },
        { label: m.stats.tied, data: shown.map((r) => r.level), backgroundColor: '#8a8178' },
        { label: m.stats.secondAhead, data: shown.map((r) => r.bAhead), backgroundColor: '#e58a00' },
      ],
    },
    options: {
      locale: m.locale,
      indexAxis: 'y',
      maintainAspectRatio: false,
      // Every pair named: the chart is made tall enough for each label (see Chart's rows).
      scales: {
        x: { stacked: true, ticks: { precision: 0 } },
        y: { stacked: true, ticks: { autoSkip: false } },
      },
    },
  };
}

/**
 * Each player's VP after each round seen (public standings, talers aside), then the final score: a
 * line per player in their own colour and shape, in seat order.
 */
export function standingsChart(
  m: Messages,
  seats: readonly { name: string; color: string }[],
  rounds: readonly { round: number; totals: readonly number[] }[],
  final: readonly SeatScore[],
): ChartConfiguration<'line'> {
  return {
    type: 'line',
    data: {
      labels: [...rounds.map((r) => m.scoring.roundLabel(r.round)), m.scoring.final],
      datasets: seats.map(({ name, color }, seat) => {
        const style = playerStyle(color);
        return {
          label: name,
          data: [...rounds.map((r) => r.totals[seat] ?? 0), final.find((s) => s.seat === seat)?.total ?? 0],
          borderColor: style.fill,
          backgroundColor: style.fill,
          pointStyle: POINT_STYLES[style.shape],
          pointRadius: 5,
        };
      }),
    },
    options: {
      locale: m.locale,
      maintainAspectRatio: false,
      scales: { y: { min: 0, title: { display: true, text: m.scoring.vp } } },
    },
  };
}
