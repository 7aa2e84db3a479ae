// A bot level fills several seats of one match: the statistics count that match as one game of several
// seats, and the head-to-head counts matches. Through the host's store on a real SQLite file, and on a
// database written before seats were told apart from games.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { newGame, score, toRecord, type GameState } from '../../engine/index.ts';
import type { StoredSeat } from '../../main/host/store.ts';
import { openDatabase } from '../../main/store/database.ts';
import { openHostStore } from '../../main/store/hostStore.ts';
import { COMMITS_SUFFIX, WriteJournal } from '../../main/store/journal.ts';
import { MatchStore } from '../../main/store/matches.ts';
import { MIGRATIONS } from '../../main/store/migrations.ts';
import { playRandom } from '../engine/play.ts';
import { storeAsTheHostDoes } from './storedGames.ts';

const cleanup: (() => void)[] = [];
afterEach(() => {
  for (const fn of cleanup.splice(0).reverse()) fn();
});

/** Eva against three medium bots. */
function againstThreeBots(seed: string): GameState {
  const created = newGame({
    seed,
    players: [
      { name: 'Eva', color: 'blue' },
      { name: 'Medium bot', color: 'orange' },
      { name: 'Medium bot', color: 'yellow' },
      { name: 'Medium bot', color: 'red' },
    ],
  });
  if (!created.ok) throw new Error(created.error);
  return created.value;
}

const SEATS: StoredSeat[] = [
  { kind: 'human', tokenHash: 'e'.repeat(64) },
  { kind: 'bot', level: 'medium' },
  { kind: 'bot', level: 'medium' },
  { kind: 'bot', level: 'medium' },
];

function openHost(dir: string) {
  const opened = openHostStore(dir, () => {});
  cleanup.push(() => opened.close());
  return opened.store;
}

/** Where Eva and the best of the bots finished, and how many of the bots' seats won. */
function places(final: GameState): { eva: number; bots: number; botWins: number } {
  const ranks = score(final).map((s) => s.rank);
  return {
    eva: ranks[0]!,
    bots: Math.min(...ranks.slice(1)),
    botWins: ranks.slice(1).filter((r) => r === 1).length,
  };
}

describe('a bot level with several seats in one match', () => {
  it('counts one game against three medium bots as one game of three seats, and one head-to-head game', () => {
    const dir = mkdtempSync(join(tmpdir(), 'norenberc-bot-seats-'));
    const store = openHost(dir);
    const { state } = storeAsTheHostDoes(store, 'g1', againstThreeBots('three-bots-1'), SEATS, 11);
    const at = places(state);

    const { players, headToHead } = store.stats();
    const medium = players.find((p) => p.botLevel === 'medium')!;
    expect(medium).toMatchObject({
      games: 1,
      seats: 3,
      wins: at.botWins,
      byPlayerCount: [{ players: 4, games: 1, seats: 3, wins: at.botWins }],
    });
    expect(medium.winRate).toBeCloseTo(at.botWins / 3);
    expect(medium.recentForm).toHaveLength(1);
    expect(medium.recentForm[0]!.places).toHaveLength(3);
    expect(medium.progress).toMatchObject([{ game: 1, seats: 3, wins: at.botWins }]);

    const eva = players.find((p) => p.name === 'Eva')!;
    expect(eva).toMatchObject({
      botLevel: null,
      games: 1,
      seats: 1,
      byPlayerCount: [{ games: 1, seats: 1 }],
    });

    expect(headToHead).toHaveLength(1);
    const pair = headToHead[0]!;
    const evaIsA = pair.aName === 'Eva';
    expect(pair).toMatchObject({
      games: 1,
      [evaIsA ? 'aBotLevel' : 'bBotLevel']: null,
      [evaIsA ? 'bBotLevel' : 'aBotLevel']: 'medium',
    });
    // Eva is ahead of the bots only when she beat every one of their seats.
    const evaAhead = evaIsA ? pair.aAhead : pair.bAhead;
    const botsAhead = evaIsA ? pair.bAhead : pair.aAhead;
    expect([evaAhead, botsAhead, pair.level]).toEqual([
      Number(at.eva < at.bots),
      Number(at.bots < at.eva),
      Number(at.eva === at.bots),
    ]);
  });

  it('adds a second such game as one more game and three more seats, kept across a reopening', () => {
    const dir = mkdtempSync(join(tmpdir(), 'norenberc-bot-seats-'));
    const first = openHostStore(dir, () => {});
    storeAsTheHostDoes(first.store, 'g1', againstThreeBots('three-bots-1'), SEATS, 11);
    storeAsTheHostDoes(first.store, 'g2', againstThreeBots('three-bots-2'), SEATS, 12);
    first.close();

    const { players, headToHead } = openHost(dir).stats();
    expect(players.find((p) => p.botLevel === 'medium')).toMatchObject({ games: 2, seats: 6 });
    expect(players.find((p) => p.name === 'Eva')).toMatchObject({ games: 2, seats: 2 });
    expect(headToHead).toMatchObject([{ games: 2 }]);
    expect(headToHead[0]!.aAhead + headToHead[0]!.bAhead + headToHead[0]!.level).toBe(2);
    expect(players.find((p) => p.botLevel === 'medium')!.progress.map((p) => [p.game, p.seats])).toEqual([
      [1, 3],
      [2, 6],
    ]);
  });

  it('recounts a history written before seats were told apart from games', () => {
    const dir = mkdtempSync(join(tmpdir(), 'norenberc-bot-seats-old-'));
    // The schema before the migration that told seats apart from games; released migrations never move.
    const games = MIGRATIONS.findIndex((m) => m.includes('ALTER TABLE player_totals ADD COLUMN seats'));
    expect(games).toBe(6);
    const old = openDatabase(dir, MIGRATIONS.slice(0, games));
    const journal = new WriteJournal(old.db, old.path + COMMITS_SUFFIX);
    journal.open();
    const matches = new MatchStore(old.db, journal, () => {});
    const initial = againstThreeBots('three-bots-old');
    const { state, actions } = playRandom(initial, 13);
    const seats = state.setup.players.map((p, i) => ({
      name: p.name,
      color: p.color,
      botLevel: i === 0 ? null : ('medium' as const),
      tokenHash: null,
    }));
    const id = matches.create('old', toRecord(initial, []), seats, 1);
    actions.forEach((a, i) => matches.append(id, i, a));
    expect(matches.finish(id, 2).ok).toBe(true);
    const before = old.db.prepare('SELECT games FROM player_pairs').all();
    // The old triggers counted each pair of seats: Eva met "medium" three times in one match.
    expect(before).toEqual([{ games: 3 }]);
    journal.close();
    old.db.close();

    const { players, headToHead } = openHost(dir).stats();
    expect(players.find((p) => p.botLevel === 'medium')).toMatchObject({
      games: 1,
      seats: 3,
      byPlayerCount: [{ players: 4, games: 1, seats: 3 }],
    });
    expect(players.find((p) => p.name === 'Eva')).toMatchObject({ games: 1, seats: 1 });
    expect(headToHead).toMatchObject([{ games: 1 }]);
  });
});
