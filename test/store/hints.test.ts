// Hints in the store (migration 6), through the store every program opens: how many each seat's
// player was given, in the database and with the match in the history, and whether the table allows
// them, kept for a game resumed after a restart.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toRecord } from '../../engine/index.ts';
import { openHostStore } from '../../main/store/hostStore.ts';
import { MIGRATIONS } from '../../main/store/migrations.ts';
import { start } from '../engine/play.ts';
import { storeAsTheHostDoes } from './storedGames.ts';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'norenberc-store-hints-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('hints in the store', () => {
  it('counts the hints of each seat in the database and shows them in the history, across a reopening', () => {
    // Hints came with the sixth migration; released migrations never move.
    expect(MIGRATIONS.findIndex((m) => m.includes('hints_off'))).toBe(5);
    const opened = openHostStore(dir, () => {});
    const games = opened.store;
    const seats = [
      { kind: 'human', tokenHash: 'a'.repeat(64) },
      { kind: 'human', tokenHash: 'b'.repeat(64) },
    ] as const;
    // Seat 1 asks at two decisions, seat 0 at one.
    const hinted = new Map([
      [2, 0],
      [3, 1],
      [5, 1],
    ]);
    storeAsTheHostDoes(games, 'g1', start(2, 'hints'), [...seats], 1, (index) => {
      const seat = hinted.get(index);
      if (seat !== undefined) games.hintUsed('g1', seat);
    });
    const matchId = games.matchOfGame('g1')!;
    const counted = games.store.db
      .prepare('SELECT seat, hints FROM seats WHERE match_id = ? ORDER BY seat')
      .all(matchId);
    expect(counted).toEqual([
      { seat: 0, hints: 1 },
      { seat: 1, hints: 2 },
    ]);
    expect(games.history({})[0]!.seats.map((s) => s.hints)).toEqual([1, 2]);
    opened.close();
    const again = openHostStore(dir, () => {});
    expect(again.store.store.db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    expect(again.store.history({ id: matchId })[0]!.seats.map((s) => s.hints)).toEqual([1, 2]);
    again.close();
  });

  it('keeps a table’s choice of no hints for the game it resumes', () => {
    const opened = openHostStore(dir, () => {});
    const initial = start(2, 'no-hints');
    for (const [id, hints] of [
      ['off', false],
      ['on', undefined],
    ] as const)
      opened.store.gameStarted({
        id,
        name: 'Table',
        adminTokenHash: null,
        seats: [
          { kind: 'bot', level: 'easy' },
          { kind: 'bot', level: 'easy' },
        ],
        hints,
        record: toRecord(initial, []),
      });
    opened.close();
    const reopened = openHostStore(dir, () => {});
    const resumed = reopened.store.unfinished();
    expect(Object.fromEntries(resumed.map((g) => [g.id, g.hints]))).toEqual({ off: false, on: true });
    reopened.close();
  });
});
