// A series of rematches in the history, through the store every program opens: it links each rematch
// to its series' first match (the series_id of the database) and counts each player's wins, in the
// history list, in the record's series and across a reopened database.
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { openHostStore } from '../../main/store/hostStore.ts';
import { listMatches } from '../../main/store/index.ts';
import { toRecord } from '../../engine/index.ts';
import { playRandom, start } from '../engine/play.ts';
import { lockHolder } from './processes.ts';
import { storeAsTheHostDoes, storeGame } from './storedGames.ts';

const run = promisify(execFile);
const cleanup: (() => void)[] = [];
afterEach(() => {
  for (const fn of cleanup.splice(0).reverse()) fn();
});

function tempStore(dir = mkdtempSync(join(tmpdir(), 'norenberc-series-'))) {
  const opened = openHostStore(dir, () => {});
  cleanup.push(() => opened.close());
  return { store: opened.store, dir, close: () => opened.close() };
}

describe('series of rematches in the history', () => {
  it('links each rematch to the series and gives the series score on every match of it', () => {
    const { store, dir, close } = tempStore();
    const winners = [storeGame(store, 'g1', 1)];
    store.rematchOf('g2', 'g1');
    winners.push(storeGame(store, 'g2', 2));
    store.rematchOf('g3', 'g2');
    winners.push(storeGame(store, 'g3', 3));
    storeGame(store, 'alone', 4);
    // A rematch left in its lobby is never stored, and links nothing.
    store.rematchOf('never', 'g3');
    store.gameRemoved('never');

    const names = start(2, 'series-1').setup.players.map((p) => p.name);
    // Each player with their wins, the leader first (a tie in seat order): a bot with its level.
    const expected = names
      .map((name, seat) => ({
        name,
        botLevel: seat === 1 ? 'easy' : null,
        wins: winners.filter((w) => w.includes(name)).length,
      }))
      .sort((a, b) => b.wins - a.wins);
    const check = (list: ReturnType<typeof listMatches>) => {
      const byGame = new Map(list.map((m) => [m.gameId, m]));
      const first = byGame.get('g1')!.id;
      for (const [i, id] of ['g1', 'g2', 'g3'].entries())
        expect(byGame.get(id)!.series).toEqual({ first, game: i + 1, games: 3, wins: expected });
      expect(byGame.get('alone')!.series).toBeNull();
      expect(list).toHaveLength(4);
    };
    check(listMatches(store.store.db));
    const first = store.matchOfGame('g1')!;
    const linked = store.store.db.prepare('SELECT game_id, series_id FROM matches ORDER BY id').all();
    expect(linked).toEqual([
      { game_id: 'g1', series_id: null },
      { game_id: 'g2', series_id: first },
      { game_id: 'g3', series_id: first },
      { game_id: 'alone', series_id: null },
    ]);
    expect(store.series(store.matchOfGame('g3')!)).toEqual({ first, game: 3, games: 3, wins: expected });
    expect(store.series(store.matchOfGame('alone')!)).toBeNull();
    close();
    cleanup.pop();
    check(listMatches(tempStore(dir).store.store.db));
    expect(expected.reduce((n, w) => n + w.wins, 0)).toBeGreaterThanOrEqual(3);
  });

  it('shows a guest who declined the rematch no series: the one game of it they played is a game alone', () => {
    const { store } = tempStore();
    const guest = 'c'.repeat(64);
    const seats = (guestKey: string | null) =>
      [
        guestKey
          ? { kind: 'human' as const, tokenHash: 'a'.repeat(64), guestKey }
          : { kind: 'human' as const, tokenHash: 'b'.repeat(64) },
        { kind: 'bot', level: 'easy' },
      ] as const;
    storeAsTheHostDoes(store, 'g1', start(2, 'declined-1'), [...seats(guest)], 1);
    store.rematchOf('g2', 'g1');
    storeAsTheHostDoes(store, 'g2', start(2, 'declined-2'), [...seats(null)], 2);

    const theirs = store.forGuest(guest).history({});
    expect(theirs.map((m) => [m.gameId, m.series])).toEqual([['g1', null]]);
    // The household sees the series of two.
    expect(store.history({}).map((m) => m.series?.games)).toEqual([2, 2]);
  });

  it('says in `norenberc history` which game of its series a match is, and the hints its seats took', async () => {
    const { store, dir, close } = tempStore();
    storeGame(store, 'g1', 1);
    store.rematchOf('g2', 'g1');
    const seats = [
      { kind: 'human', tokenHash: 'a'.repeat(64) },
      { kind: 'human', tokenHash: 'b'.repeat(64) },
    ] as const;
    storeAsTheHostDoes(store, 'g2', start(2, 'series-cli'), [...seats], 5, (index) => {
      if (index === 1 || index === 3) store.hintUsed('g2', 1);
    });
    close();
    cleanup.pop();
    const { stdout } = await run(process.execPath, ['bin/norenberc.js', 'history', '--data-dir', dir]);
    const [second, first] = stdout.trim().split('\n');
    expect(first).toMatch(/\(series game 1 of 2: .+ \d\)$/);
    expect(first).not.toMatch(/hint/);
    expect(second).toMatch(/\(series game 2 of 2: .+ \d\)$/);
    expect(second).toMatch(/, Player 2 \d+( \(won\))? \[2 hints\]/);
  });

  it('links a rematch whose start met a locked database once it is written, before its first action', async () => {
    const { store } = tempStore();
    storeGame(store, 'g1', 1);
    store.rematchOf('g2', 'g1');
    const initial = start(2, 'series-locked');
    const game = {
      id: 'g2',
      name: 'Table',
      adminTokenHash: null,
      seats: [{ kind: 'bot', level: 'easy' } as const, { kind: 'bot', level: 'easy' } as const],
      record: toRecord(initial, []),
    };
    const lock = await lockHolder(store.store.path);
    try {
      expect(() => store.gameStarted(game)).toThrow(/busy/);
    } finally {
      await lock.release();
    }
    const [action] = playRandom(initial, 2, () => {}, 1).actions;
    store.actionApplied('g2', action!, 0);
    const first = store.matchOfGame('g1')!;
    expect(store.history({}).find((m) => m.gameId === 'g2')).toMatchObject({
      status: 'playing',
      actions: 1,
      series: { first, game: 2, games: 2 },
    });
  });
});
