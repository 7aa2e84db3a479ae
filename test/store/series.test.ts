// A series of rematches in the history: the store links each rematch to its series' first match and
// counts each player's wins, in the history list and across a reopened database.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openGameStore } from '../../main/store/gameStore.ts';
import { listMatches } from '../../main/store/index.ts';
import { start } from '../engine/play.ts';
import { storeGame } from './storedGames.ts';

const cleanup: (() => void)[] = [];
afterEach(() => {
  for (const fn of cleanup.splice(0).reverse()) fn();
});

function tempStore(dir = mkdtempSync(join(tmpdir(), 'norenberc-series-'))) {
  const opened = openGameStore(dir, () => {});
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
    const expected = names.map((name) => ({ name, wins: winners.filter((w) => w.includes(name)).length }));
    const check = (list: ReturnType<typeof listMatches>) => {
      const byGame = new Map(list.map((m) => [m.gameId, m]));
      const first = byGame.get('g1')!.id;
      for (const [i, id] of ['g1', 'g2', 'g3'].entries())
        expect(byGame.get(id)!.series).toEqual({ first, game: i + 1, games: 3, wins: expected });
      expect(byGame.get('alone')!.series).toBeNull();
      expect(list).toHaveLength(4);
    };
    check(listMatches(store.store.db));
    close();
    cleanup.pop();
    check(listMatches(tempStore(dir).store.store.db));
    expect(expected.reduce((n, w) => n + w.wins, 0)).toBeGreaterThanOrEqual(3);
  });
});
