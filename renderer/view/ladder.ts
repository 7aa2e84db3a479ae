// The ladder as the statistics screen shows it: people and the bots' fixed anchors in one order, the
// ratings in words of the reader's language, and the chart of each person's rating game by game.
import type { ChartConfiguration } from 'chart.js';
import type { BotLevel } from '../../engine/bots/index.ts';
import type { Ladder, PlayerRating, PlayerStats, Rating, RatingPoint } from '../../protocol/history.ts';
import { POINT_STYLES, playerStyle } from '../art/palette.ts';
import type { Messages } from '../../languages/en/messages.ts';
import { date, integer, tenths } from '../../languages/format.ts';

/** A line of the ladder: a person with their rating, or a bot level at its anchor. */
export type LadderRow =
  | { kind: 'player'; player: PlayerStats; rating: PlayerRating }
  | { kind: 'anchor'; level: BotLevel; rating: Rating };

export type PersonRow = Extract<LadderRow, { kind: 'player' }>;

/** The people of the ladder's rows, in its order. */
export function people(rows: readonly LadderRow[]): PersonRow[] {
  return rows.flatMap((r) => (r.kind === 'player' ? [r] : []));
}

/** Everyone on the ladder, best first by ladder rating (the estimate less three uncertainties). */
export function ladderRows(players: readonly PlayerStats[], ladder: Ladder): LadderRow[] {
  const byId = new Map(players.map((p) => [p.playerId, p]));
  const people = ladder.players.flatMap((rating): LadderRow[] => {
    const player = byId.get(rating.playerId);
    return player ? [{ kind: 'player', player, rating }] : [];
  });
  const anchors = ladder.anchors.map((a): LadderRow => ({ kind: 'anchor', level: a.level, rating: a }));
  return [...people, ...anchors].sort((a, b) => b.rating.conservative - a.rating.conservative);
}

/** "27.4 ± 6.1": the estimate and its uncertainty, to a tenth. */
export function estimateWords(m: Messages, r: Rating): string {
  return m.ladder.estimateWords(tenths(m.locale, r.mu), tenths(m.locale, r.sigma));
}

export function ratingWords(m: Messages, r: Rating): string {
  return tenths(m.locale, r.conservative);
}

/** A person's rated games, and until enough of them that their rating is provisional. */
export function gamesWords(m: Messages, r: PlayerRating, provisionalGames: number): string {
  const games = integer(m.locale, r.games);
  return r.provisional ? `${games}, ${m.ladder.provisional(provisionalGames)}` : games;
}

/** One game of a person's curve in words: "Game 3 (22 Nov 2026): 27.4 ± 6.1, ladder rating 9.1, 2 hints". */
export function pointWords(m: Messages, p: RatingPoint): string {
  const line = m.ladder.gameLine(
    p.game,
    date(m.locale, p.finishedAt),
    estimateWords(m, p),
    ratingWords(m, p),
  );
  return p.hints ? `${line}, ${m.hints.used(p.hints)}` : line;
}

/** The anchors' lines, told apart by their dashes as the players' by their marks. */
const DASHES = [
  [2, 3],
  [8, 4],
  [14, 4, 2, 4],
];
const ANCHOR_INK = '#6b6259';
/** The paper inside a hollow mark: a game with hints. */
const PAPER = '#fffaf0';

/** A mark on a person's line: after one of their rated games, or (null) their start before the first. */
interface Mark {
  x: number;
  rating: Rating;
  point: RatingPoint | null;
}

/** A person's marks: their start when their first rated game is among those shown, then each game. */
function marks(r: PersonRow, start: Rating): Mark[] {
  const games = r.rating.curve.map((point): Mark => ({ x: point.game, rating: point, point }));
  return r.rating.curve[0]?.game === 1 ? [{ x: 0, rating: start, point: null }, ...games] : games;
}

/**
 * Each person's estimate after each of their last rated games (the x axis counts their games, as the
 * win-rate chart does, from their start at 0), in their colour and shape, a hollow mark where they
 * were given hints; the bots' anchors as flat dashed lines across.
 */
export function ratingChart(
  m: Messages,
  rows: readonly LadderRow[],
  start: Rating,
): ChartConfiguration<'line'> {
  const rated = people(rows).filter((r) => r.rating.curve.length);
  const lines = rated.map((r) => marks(r, start));
  const xs = lines.flat().map((mark) => mark.x);
  const first = Math.min(...xs);
  const last = Math.max(...xs, first + 1);
  const curves = rated.map((r, i) => {
    const style = playerStyle(r.player.color);
    const hinted = lines[i]!.map((mark) => (mark.point?.hints ?? 0) > 0);
    return {
      label: r.player.name,
      data: lines[i]!.map((mark) => ({ x: mark.x, y: mark.rating.mu })),
      borderColor: style.fill,
      backgroundColor: style.fill,
      // A star is drawn in strokes only, with no inside to leave hollow: its hinted games are rings.
      pointStyle: hinted.map((h) => (h && style.shape === 'star' ? 'circle' : POINT_STYLES[style.shape])),
      pointRadius: hinted.map((h) => (h ? 7 : 5)),
      pointBorderWidth: hinted.map((h) => (h ? 3 : 1)),
      pointBackgroundColor: hinted.map((h) => (h ? PAPER : style.fill)),
      clip: false as const,
    };
  });
  const anchors = rows.flatMap((r) => (r.kind === 'anchor' ? [r] : []));
  const flat = anchors.map((a, i) => ({
    label: m.ladder.anchor(m.common.bot(a.level)),
    data: [
      { x: first, y: a.rating.mu },
      { x: last, y: a.rating.mu },
    ],
    borderColor: ANCHOR_INK,
    backgroundColor: ANCHOR_INK,
    borderDash: DASHES[i % DASHES.length],
    borderWidth: 1.5,
    // In the legend, a dashed line as drawn on the chart (not a box filled with grey).
    pointStyle: 'line' as const,
    pointRadius: 0,
    pointHitRadius: 0,
  }));
  const markOf = (item: { datasetIndex: number; dataIndex: number }): Mark | undefined =>
    lines[item.datasetIndex]?.[item.dataIndex];
  return {
    type: 'line',
    data: { datasets: [...curves, ...flat] },
    options: {
      locale: m.locale,
      maintainAspectRatio: false,
      scales: {
        x: { type: 'linear', title: { display: true, text: m.stats.gameAxis }, ticks: { precision: 0 } },
        y: { title: { display: true, text: m.ladder.axis }, grace: '5%' },
      },
      plugins: {
        // Each player by their mark, each anchor by its dashed line.
        legend: { labels: { usePointStyle: true } },
        tooltip: {
          // The anchors' lines say what they are in the legend; a tooltip is for a game.
          filter: (item) => item.datasetIndex < rated.length,
          callbacks: {
            title: (items) => {
              const mark = items[0] && markOf(items[0]);
              if (!mark) return '';
              return mark.point
                ? m.stats.afterGame(mark.point.game, date(m.locale, mark.point.finishedAt))
                : m.ladder.start;
            },
            label: (item) => {
              const mark = markOf(item);
              const person = rated[item.datasetIndex];
              if (!mark || !person) return '';
              const said = m.ladder.point(
                person.player.name,
                estimateWords(m, mark.rating),
                ratingWords(m, mark.rating),
              );
              return mark.point?.hints ? `${said}, ${m.hints.used(mark.point.hints)}` : said;
            },
          },
        },
      },
    },
  };
}
