// The host's SQLite store writes down what the host computed: the actions as played, and at the end
// the final state and the game's events, which give the same results as replaying the record. A
// stored game whose record no longer replays is set aside when the host fails to restore it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { townsman } from '../../engine/model/components.ts';
import { score, toRecord } from '../../engine/index.ts';
import type { StoredSeat } from '../../main/host/store.ts';
import { openHostStore } from '../../main/store/hostStore.ts';
import { listMatches } from '../../main/store/index.ts';
import { start } from '../engine/play.ts';
import { storeAsTheHostDoes as storeGameAsTheHost } from './storedGames.ts';
import { testHost } from '../host/helpers.ts';

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

function tempStore() {
  const opened = openHostStore(mkdtempSync(join(tmpdir(), 'norenberc-gamestore-')), () => {});
  cleanup.push(() => opened.close());
  return opened.store;
}

const seats: StoredSeat[] = [
  { kind: 'human', tokenHash: 'a'.repeat(64) },
  { kind: 'bot', level: 'easy' },
  { kind: 'open' },
];

/** Stores a whole random 3-player game as the host reports it; returns what the host computed. */
function storeAsTheHostDoes(store: ReturnType<typeof tempStore>, gameId: string, seed: number) {
  return storeGameAsTheHost(store, gameId, start(3, `store-${seed}`), seats, seed);
}

describe('the host store', () => {
  it("writes the final state and events the host computed: the same results as the record's replay", () => {
    const store = tempStore();
    const { state, events, actions } = storeAsTheHostDoes(store, 'live', 5);
    // The same game imported: its results come from replaying the stored record.
    const matches = store.store.matches;
    const imported = matches.create(
      'imported',
      toRecord(start(3, 'store-5'), []),
      [
        { name: 'Player 1', color: 'blue', botLevel: null, tokenHash: null },
        { name: 'Player 2', color: 'orange', botLevel: 'easy', tokenHash: null },
        { name: 'Player 3', color: 'yellow', botLevel: null, tokenHash: null },
      ],
      1,
    );
    actions.forEach((action, i) => matches.append(imported, i, action));
    expect(matches.finish(imported, 2)).toMatchObject({ ok: true, value: state });

    const live = listMatches(store.store.db).find((m) => m.gameId === 'live');
    const replayed = listMatches(store.store.db).find((m) => m.gameId === 'imported');
    expect(live).toMatchObject({ gameId: 'live', status: 'finished', actions: actions.length });
    expect(live!.seats.map((s) => [s.total, s.rank])).toEqual(score(state).map((s) => [s.total, s.rank]));
    expect(live!.seats).toEqual(replayed!.seats);
    const recruits = events.filter((e) => e.type === 'recruited' && townsman(e.tile)).length;
    expect(recruits).toBeGreaterThan(0);
    const { db } = store.store;
    const count = (id: number) =>
      (
        db.prepare('SELECT COALESCE(SUM(count), 0) AS n FROM recruits WHERE match_id = ?').get(id) as {
          n: number;
        }
      ).n;
    expect(count(live!.id)).toBe(recruits);
    expect(count(imported)).toBe(recruits);
  });

  it('sets aside a stored game whose record no longer replays when the host cannot restore it', async () => {
    const store = tempStore();
    const initial = start(3, 'broken');
    store.gameStarted({
      id: 'broken',
      name: 'Table',
      adminTokenHash: null,
      seats,
      record: toRecord(initial, []),
    });
    // An action the rules refuse, written behind the host's back.
    store.actionApplied('broken', { type: 'sell', seat: 0, count: 99 }, 0);
    const host = await testHost({ store, archive: store });
    cleanup.push(() => host.close());
    const [game] = store.unfinished();
    expect(host.lobby.restore(game!)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^action 0: /),
    });
    expect(listMatches(store.store.db)[0]).toMatchObject({ gameId: 'broken', status: 'abandoned' });
  });
});
