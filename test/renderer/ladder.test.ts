// The ladder's chart and order, fed what a real store answers after three games of Ana and Ben (one
// with the easy bot, one where Ana was given hints): each person's line in their colour and shape from
// their start, a hollow mark for the game with hints, the bots' anchors flat across.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { newGame } from '../../engine/index.ts';
import type { StoredSeat } from '../../main/host/store.ts';
import { BOT_LEVELS } from '../../engine/bots/index.ts';
import { ANCHOR_MU } from '../../main/store/anchors.ts';
import { openHostStore } from '../../main/store/hostStore.ts';
import { playerStyle } from '../../renderer/art/palette.ts';
import { messages as en } from '../../languages/en/messages.ts';
import { ladderRows, ratingChart } from '../../renderer/view/ladder.ts';
import { storeAsTheHostDoes } from '../store/storedGames.ts';

const cleanup: (() => void)[] = [];
afterEach(() => {
  for (const fn of cleanup.splice(0).reverse()) fn();
});

const ANA = { name: 'Ana', color: 'red' };
const BEN = { name: 'Ben', color: 'yellow' };
const EASY = { name: 'Easy bot', color: 'green' };

function threeGames() {
  const opened = openHostStore(mkdtempSync(join(tmpdir(), 'norenberc-ladder-chart-')), () => {});
  cleanup.push(() => opened.close());
  const games = opened.store;
  const human = (c: string): StoredSeat => ({ kind: 'human', tokenHash: c.repeat(64) });
  const tables = [
    [ANA, BEN, EASY],
    [BEN, ANA],
    [ANA, BEN],
  ];
  tables.forEach((players, g) => {
    const created = newGame({ seed: `ladder-chart-${g}`, players });
    if (!created.ok) throw new Error(created.error);
    const seats = players.map((p) => (p === EASY ? { kind: 'bot', level: 'easy' } : human(p.name[0]!)));
    storeAsTheHostDoes(games, `g${g}`, created.value, seats as StoredSeat[], 40 + g, (index) => {
      // Ana (seat 1 of the second game) asks for a hint once.
      if (g === 1 && index === 2) games.hintUsed('g1', 1);
    });
  });
  return games.stats();
}

describe("the ladder's chart", () => {
  it('draws each person from their start in their colour and shape, hints hollow, anchors flat', () => {
    const stats = threeGames();
    const rows = ladderRows(stats.players, stats.ladder);
    expect(rows.map((r) => r.rating.conservative)).toEqual(
      rows.map((r) => r.rating.conservative).sort((a, b) => b - a),
    );
    expect(rows.filter((r) => r.kind === 'anchor')).toHaveLength(BOT_LEVELS.length);
    const config = ratingChart(en, rows, stats.ladder.start);
    const sets = config.data.datasets as unknown as {
      label: string;
      data: { x: number; y: number }[];
      borderColor: string;
      pointStyle: string[];
      pointBackgroundColor: string[];
      pointRadius: number[];
      borderDash?: number[];
    }[];
    const people = rows.flatMap((r) => (r.kind === 'player' ? [r] : []));
    expect(sets.map((s) => s.label)).toEqual([
      ...people.map((r) => r.player.name),
      ...rows.flatMap((r) => (r.kind === 'anchor' ? [`${en.common.bot(r.level)} (fixed)`] : [])),
    ]);

    const ana = people.find((r) => r.player.name === 'Ana')!;
    const anaSet = sets.find((s) => s.label === 'Ana')!;
    expect(anaSet.borderColor).toBe(playerStyle('red').fill);
    expect(anaSet.pointStyle).toEqual(['rectRot', 'rectRot', 'rectRot', 'rectRot']);
    // A star's hinted games are rings (a star has no inside to leave hollow).
    const ben = people.find((r) => r.player.name === 'Ben')!;
    const benMarks = sets.find((s) => s.label === 'Ben')!.pointStyle.slice(-ben.rating.curve.length);
    expect(benMarks).toEqual(ben.rating.curve.map((p) => (p.hints ? 'circle' : 'star')));
    expect(benMarks).toContain('star');
    const benHinted = rows.map((r) =>
      r.kind === 'player' && r.player.name === 'Ben'
        ? { ...r, rating: { ...r.rating, curve: r.rating.curve.map((p) => ({ ...p, hints: 1 })) } }
        : r,
    );
    const hintedSets = ratingChart(en, benHinted, stats.ladder.start).data.datasets as unknown as typeof sets;
    expect(hintedSets.find((s) => s.label === 'Ben')!.pointStyle.slice(-ben.rating.curve.length)).toEqual(
      ben.rating.curve.map(() => 'circle'),
    );
    expect(anaSet.data).toEqual([
      { x: 0, y: stats.ladder.start.mu },
      ...ana.rating.curve.map((p) => ({ x: p.game, y: p.mu })),
    ]);
    expect(ana.rating.curve.map((p) => p.hints)).toEqual([0, 1, 0]);
    // The start and the games without hints filled; the second game hollow, and larger.
    expect(anaSet.pointBackgroundColor.map((c) => c === playerStyle('red').fill)).toEqual([
      true,
      true,
      false,
      true,
    ]);
    expect(anaSet.pointRadius).toEqual([5, 5, 7, 5]);

    for (const s of sets.slice(people.length)) {
      const level = BOT_LEVELS.find((l) => s.label.startsWith(en.common.bot(l)))!;
      expect(s.data).toEqual([
        { x: 0, y: ANCHOR_MU[level] },
        { x: 3, y: ANCHOR_MU[level] },
      ]);
      expect(s.borderDash!.length).toBeGreaterThan(0);
    }
  });
});
