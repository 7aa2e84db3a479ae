// The history, replay and statistics screens' logic: replaying a record step by step, the list's
// filters, the statistics in words and charts, and the replay screen driven by its controls and keys.
import { afterEach, describe, expect, it } from 'vitest';
import { flushSync, mount, tick, unmount } from 'svelte';
import { view, type GameRecord } from '../../engine/index.ts';
import type { BotLevel, MatchListItem, PlayerStats } from '../../protocol/messages.ts';
import type { HostLink } from '../../renderer/connection/link.svelte.ts';
import { messages as en } from '../../languages/en/messages.ts';
import { messages as fr } from '../../languages/fr/messages.ts';
import { messages as de } from '../../languages/de/messages.ts';
import Replay from '../../renderer/screens/Replay.svelte';
import SeriesScore from '../../renderer/screens/SeriesScore.svelte';
import { render } from './mount.ts';
import { formatRoute, parseRoute } from '../../renderer/ui/router.svelte.ts';
import { filterMatches, standings, winners } from '../../renderer/view/history.ts';
import { actionList, clampStep, keyStep, replayRecord } from '../../renderer/view/replay.ts';
import { decimal, percent } from '../../languages/format.ts';
import {
  categoryChart,
  formLine,
  headToHeadChart,
  splitPlayers,
  winRateChart,
  winRateSeries,
} from '../../renderer/view/stats.ts';
import { randomRecord } from './games.ts';
import { settings } from '../../renderer/settings/settings.svelte.ts';

describe('replaying a record', () => {
  const record = randomRecord(3, 7);
  const replay = replayRecord(record);

  it('keeps one state per action after the setup, ending finished', () => {
    expect(replay.broken).toBeNull();
    expect(replay.states).toHaveLength(record.actions.length + 1);
    expect(replay.states[0]!.round).toBe(1);
    expect(replay.states.at(-1)!.phase).toBe('finished');
    expect(view(replay.states.at(-1)!, null).scores).not.toBeNull();
  });

  it('gives each step the events of its action, in the log’s words', () => {
    const list = actionList(en, record.players, replay);
    expect(list).toHaveLength(record.actions.length);
    expect(list[0]!.step).toBe(1);
    expect(list.some((a) => a.lines.length > 0)).toBe(true);
  });

  it('steps and seeks within the match', () => {
    const last = replay.states.length - 1;
    expect(keyStep(replay, 0, 'ArrowLeft')).toBe(0);
    expect(keyStep(replay, 0, 'ArrowRight')).toBe(1);
    expect(keyStep(replay, last, 'ArrowRight')).toBe(last);
    expect(keyStep(replay, 5, 'End')).toBe(last);
    expect(keyStep(replay, 5, 'Home')).toBe(0);
    expect(keyStep(replay, 5, 'a')).toBeNull();
    expect(clampStep(replay, 9999)).toBe(last);
    expect(clampStep(replay, -3)).toBe(0);
  });

  it('stops at an action the engine refuses', () => {
    const broken = replayRecord({
      ...record,
      actions: [record.actions[0]!, record.actions[0]!, ...record.actions.slice(1)],
    });
    expect(broken.broken?.index).toBeGreaterThan(0);
    expect(broken.states).toHaveLength(broken.broken!.index + 1);
  });
});

function match(id: number, status: MatchListItem['status'], totals: (number | null)[]): MatchListItem {
  const ranks = totals.map((t) => (t === null ? null : 1 + totals.filter((o) => o !== null && o > t).length));
  return {
    id,
    gameId: `g${id}`,
    status,
    playerCount: totals.length,
    startedAt: id * 1000,
    finishedAt: status === 'finished' ? id * 1000 + 500 : null,
    actions: 10,
    seats: totals.map((total, i) => ({
      name: `P${i}`,
      color: 'blue',
      botLevel: null,
      total,
      rank: ranks[i]!,
    })),
    series: null,
  };
}

describe('the match list', () => {
  const list = [
    match(3, 'finished', [20, 31]),
    match(2, 'playing', [null, null, null]),
    match(1, 'finished', [25, 25, 10]),
  ];

  it('filters by status and player count', () => {
    expect(filterMatches(list, { status: 'all', players: null }).map((m) => m.id)).toEqual([3, 2, 1]);
    expect(filterMatches(list, { status: 'finished', players: null }).map((m) => m.id)).toEqual([3, 1]);
    expect(filterMatches(list, { status: 'all', players: 3 }).map((m) => m.id)).toEqual([2, 1]);
    expect(filterMatches(list, { status: 'playing', players: 2 })).toEqual([]);
  });

  it('ranks the seats of a finished match and names its winners', () => {
    expect(standings(list[0]!).map((s) => s.name)).toEqual(['P1', 'P0']);
    expect(standings(list[1]!).map((s) => s.name)).toEqual(['P0', 'P1', 'P2']);
    expect(winners(en, list[0]!)).toEqual(['P1']);
    expect(winners(en, list[2]!)).toEqual(['P0', 'P1']);
    expect(winners(en, list[1]!)).toEqual([]);
  });

  it('names a winning bot in the reader’s language, as the list of players does, whichever screen named it', () => {
    const won = match(5, 'finished', [40, 12]);
    won.seats[0] = { ...won.seats[0]!, name: 'Medium bot 2', botLevel: 'medium' };
    expect(winners(de, won)).toEqual(['Mittel-Bot 2']);
    expect(winners(fr, won)).toEqual(['Robot moyen 2']);
  });

  it('scores a series with each bot named in the reader’s language', () => {
    const before = settings.language;
    settings.chooseLanguage('de');
    try {
      const series = {
        first: 1,
        game: 2,
        games: 2,
        wins: [
          { name: 'Ana', botLevel: null, wins: 1 },
          { name: 'Medium bot 1', botLevel: 'medium' as const, wins: 1 },
        ],
      };
      const root = render(SeriesScore, { series });
      expect(root.querySelector('[data-testid=series-score]')!.textContent).toBe('Ana 1 – Mittel-Bot 1 1');
    } finally {
      settings.chooseLanguage(before);
    }
  });

  it('addresses a replay by its match', () => {
    expect(parseRoute(formatRoute({ name: 'replay', match: 12 }))).toEqual({ name: 'replay', match: 12 });
    expect(parseRoute('#/replay/x')).toEqual({ name: 'home' });
    expect(parseRoute('#/stats')).toEqual({ name: 'stats' });
  });
});

/** A player's statistics from their places in each game, oldest first (several places: several seats). */
function player(name: string, botLevel: PlayerStats['botLevel'], games: (number | number[])[]): PlayerStats {
  const seats = games.map((g) => (Array.isArray(g) ? g : [g]));
  const all = seats.flat();
  const wins = all.filter((r) => r === 1).length;
  let seatsSoFar = 0;
  let winsSoFar = 0;
  return {
    playerId: name.length,
    name,
    color: 'green',
    botLevel,
    games: games.length,
    seats: all.length,
    wins,
    standInGames: 0,
    winRate: wins / all.length,
    byPlayerCount: [],
    averageScore: 27.25,
    bestScore: 40,
    averageByCategory: {
      townsmen: 10,
      majorities: 8.5,
      thirtyPlus: 2,
      allTypes: 3,
      richest: 1,
      crests: 2.75,
    },
    favouriteGuild: 'bakers',
    mostRecruitedTownsman: 'mayor',
    crestsPerSeat: 1.5,
    // Newest first, as the host sends it.
    recentForm: seats
      .map((places, i) => ({ matchId: i + 1, places, players: 4, finishedAt: NOON + DAY * i }))
      .reverse(),
    progress: seats.map((places, i) => {
      seatsSoFar += places.length;
      winsSoFar += places.filter((r) => r === 1).length;
      return { game: i + 1, finishedAt: NOON + DAY * i, seats: seatsSoFar, wins: winsSoFar };
    }),
  };
}

/** The games of `player` are a day apart, at noon from 2 January 1970 (the same day in any time zone). */
const DAY = 86_400_000;
const NOON = DAY + DAY / 2;

describe('the statistics', () => {
  const ann = player('Ann', null, [1, 2, 1, 1]);
  const bot = player('Bot', 'hard', [
    [2, 3],
    [1, 4],
  ]);

  it('gives every player a colour of their own in the charts, whatever their seat colours', () => {
    const twins = [player('A', null, [1]), player('B', null, [2])].map((p) => ({
      ...p,
      color: 'orange',
    }));
    const colours = categoryChart(en, twins).data.datasets.map((d) => d.backgroundColor);
    expect(new Set(colours).size).toBe(2);
  });

  it('puts numbers in the reader’s language', () => {
    expect(percent('en-GB', 0.756)).toBe('76%');
    expect(percent('fr', 0.756)).toBe('76\u00a0%');
    expect(decimal('en-GB', 27.25)).toBe('27.3');
    expect(decimal('de', 10.25)).toBe('10,3');
    expect(decimal('en-GB', 2)).toBe('2');
    expect(formLine(en, ann)).toBe('1 2 1 1');
    // A bot level's places in one game go together.
    expect(formLine(en, bot)).toBe('2/3 1/4');
  });

  it('keeps bots apart from people', () => {
    expect(splitPlayers([ann, bot])).toEqual({ humans: [ann], bots: [bot] });
  });

  it('draws the win rate game by game: all seats up to each game, the game dated in the reader’s language', () => {
    expect(winRateSeries(ann).map((p) => [p.game, p.rate])).toEqual([
      [1, 1],
      [2, 0.5],
      [3, 2 / 3],
      [4, 0.75],
    ]);
    const chart = winRateChart(en, [ann, bot]);
    expect(chart.options?.scales?.x).toMatchObject({ type: 'linear' });
    // A line drawn over another is thinner: the one underneath still shows where they run together.
    const widths = chart.data.datasets.map((d) => (d as { borderWidth: number }).borderWidth);
    expect(widths[0]).toBeGreaterThan(widths[1]!);
    expect(chart.data.datasets.map((d) => d.label)).toEqual(['Ann', 'Bot (Hard bot)']);
    expect(chart.data.datasets.map((d) => d.data)).toEqual([
      [
        { x: 1, y: 1 },
        { x: 2, y: 0.5 },
        { x: 3, y: 2 / 3 },
        { x: 4, y: 0.75 },
      ],
      [
        { x: 1, y: 0 },
        { x: 2, y: 0.25 },
      ],
    ]);
    const title = winRateChart(fr, [bot]).options!.plugins!.tooltip!.callbacks!.title as unknown as (
      items: { datasetIndex: number; dataIndex: number }[],
    ) => string;
    expect(title([{ datasetIndex: 0, dataIndex: 1 }])).toBe('Après la partie 2 (3 janv. 1970)');
  });

  it('draws the categories in the score table’s order and the head-to-head stacked, bots by level', () => {
    expect(categoryChart(en, [ann]).data.datasets[0]!.data).toEqual([10, 8.5, 2, 3, 1, 2.75]);
    const pair = {
      a: 1,
      b: 2,
      aName: 'Annemarie',
      bName: 'Bot (medium)',
      aBotLevel: null,
      bBotLevel: 'medium' as const,
    };
    const h2h = headToHeadChart(de, [
      { ...pair, games: 3, aAhead: 2, bAhead: 1, level: 0 },
      { ...pair, b: 3, bName: 'Cid', bBotLevel: null, games: 0, aAhead: 0, bAhead: 0, level: 0 },
    ]);
    // A long pair on two lines: chart.js clips an axis label past half the chart's width.
    expect(h2h.data.labels).toEqual([['Annemarie –', de.common.bot('medium')]]);
    const short = headToHeadChart(de, [
      { ...pair, bName: 'Cid', bBotLevel: null, games: 1, aAhead: 1, bAhead: 0, level: 0 },
    ]);
    expect(short.data.labels).toEqual([['Annemarie – Cid']]);
    expect(h2h.data.datasets.map((d) => d.data)).toEqual([[2], [0], [1]]);
  });
});

describe('the replay screen', () => {
  const mounted: Record<string, unknown>[] = [];
  afterEach(() => {
    for (const c of mounted.splice(0)) unmount(c);
    document.body.innerHTML = '';
  });

  async function open(
    record: GameRecord | null,
    at: { start?: number; startSeat?: number } = {},
    bots: (BotLevel | null)[] = [],
  ): Promise<HTMLElement> {
    const link = {
      status: 'open',
      archive: {
        record: async () =>
          record
            ? { ok: true, value: { record, bots, series: null } }
            : { ok: false, error: 'This host keeps no match history.' },
      },
    } as unknown as HostLink;
    const target = document.createElement('div');
    document.body.append(target);
    mounted.push(mount(Replay, { target, props: { link, match: 4, ...at } }) as Record<string, unknown>);
    flushSync();
    await tick();
    await Promise.resolve();
    flushSync();
    return target;
  }

  it('opens at the end with the final scores, then steps, seeks and reveals a seat', async () => {
    const record = randomRecord(2, 3);
    const last = record.actions.length;
    const root = await open(record);
    const screen = root.querySelector<HTMLElement>('[data-testid="replay"]')!;
    expect(screen.dataset.step).toBe(String(last));
    expect(root.querySelector('[data-testid="final-scores"]')).not.toBeNull();

    root.querySelector<HTMLButtonElement>('[data-testid="replay-back"]')!.click();
    flushSync();
    expect(screen.dataset.step).toBe(String(last - 1));
    expect(root.querySelector('[data-testid="final-scores"]')).toBeNull();

    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft' }));
    flushSync();
    expect(screen.dataset.step).toBe(String(last - 2));

    const seek = root.querySelector<HTMLInputElement>('[data-testid="replay-seek"]')!;
    seek.value = '3';
    seek.dispatchEvent(new Event('input', { bubbles: true }));
    flushSync();
    expect(screen.dataset.step).toBe('3');
    expect(root.querySelector('[data-testid="replay-position"]')!.textContent).toBe(`Action 3 of ${last}`);

    root.querySelector<HTMLButtonElement>('[data-testid="replay-first"]')!.click();
    flushSync();
    expect(screen.dataset.step).toBe('0');

    const seat = root.querySelector<HTMLSelectElement>('[data-testid="replay-seat"]')!;
    expect(seat.options).toHaveLength(3);
  });

  it('opens at a given step as a given seat saw it (the review’s jump to a decision)', async () => {
    const record = randomRecord(2, 3);
    const root = await open(record, { start: 7, startSeat: 1 });
    expect(root.querySelector<HTMLElement>('[data-testid="replay"]')!.dataset.step).toBe('7');
    expect(root.querySelector<HTMLSelectElement>('[data-testid="replay-seat"]')!.selectedIndex).toBe(2);
    expect(root.querySelector('[data-testid="final-scores"]')).toBeNull();
    expect(root.querySelector('li[data-step="7"]')!.classList.contains('current')).toBe(true);
  });

  it('says the bots’ default names in the reader’s language: the seats, the board and the log', async () => {
    const before = settings.language;
    settings.chooseLanguage('de');
    try {
      const record = randomRecord(2, 3);
      record.players = [
        { name: 'Medium bot 2', color: 'blue' },
        { name: 'Medium bot', color: 'red' },
      ];
      const root = await open(record, {}, ['medium', 'medium']);
      const seats = [...root.querySelectorAll('[data-testid="replay-seat"] option')].map(
        (o) => o.textContent,
      );
      expect(seats.slice(1)).toEqual(['Mittel-Bot 2', 'Mittel-Bot']);
      const log = root.querySelector('[data-testid="replay-actions"]')!.textContent!;
      expect(log).toMatch(/Mittel-Bot 2 /);
      expect(root.textContent).not.toMatch(/Medium bot/);
    } finally {
      settings.chooseLanguage(before);
    }
  });

  it('says so when the host keeps no history', async () => {
    const root = await open(null);
    expect(root.querySelector('[data-testid="replay-error"]')!.textContent).toBe(
      'This host keeps no match history.',
    );
  });
});
