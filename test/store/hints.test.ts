// Hints in the store (migration 6): how many each seat's player was given, shown with the match in the
// history, and whether the table allows them, kept for a game resumed after a restart.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toRecord } from '../../engine/index.ts';
import { openStore } from '../../main/store/index.ts';
import { SqliteGameStore } from '../../main/store/gameStore.ts';
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
  it('counts the hints of each seat and shows them in the history entry, across a reopening', () => {
    expect(MIGRATIONS).toHaveLength(6);
    const store = openStore(dir);
    const games = new SqliteGameStore(store);
    const seats = [
      { kind: 'human', tokenHash: 'a'.repeat(64) },
      { kind: 'human', tokenHash: 'b'.repeat(64) },
    ] as const;
    storeAsTheHostDoes(
      {
        ...games,
        gameStarted: (g) => games.gameStarted(g),
        actionApplied: (id, action, index) => {
          games.actionApplied(id, action, index);
          if (index === 3) games.hintUsed(id, 1);
          if (index === 5) games.hintUsed(id, 1);
        },
        gameFinished: (id, final, events) => games.gameFinished(id, final, events),
        seatsChanged: () => {},
        gameRemoved: () => {},
      },
      'g1',
      start(2, 'hints'),
      [...seats],
      1,
    );
    expect(games.history({})[0]!.seats.map((s) => s.hints)).toEqual([undefined, 2]);
    store.close();
    const again = openStore(dir);
    expect(again.db.pragma('user_version', { simple: true })).toBe(6);
    expect(new SqliteGameStore(again).history({})[0]!.seats[1]!.hints).toBe(2);
    again.close();
  });

  it('keeps a table’s choice of no hints for the game it resumes', () => {
    const store = openStore(dir);
    const games = new SqliteGameStore(store);
    const initial = start(2, 'no-hints');
    for (const [id, hints] of [
      ['off', false],
      ['on', undefined],
    ] as const)
      games.gameStarted({
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
    store.close();
    const reopened = openStore(dir);
    const resumed = new SqliteGameStore(reopened).unfinished();
    expect(Object.fromEntries(resumed.map((g) => [g.id, g.hints]))).toEqual({ off: false, on: true });
    reopened.close();
  });
});
