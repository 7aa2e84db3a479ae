// A bot level fills several seats of one match: the statistics count that match as one game of several
// seats, and the head-to-head counts one game and a meeting with each of its seats. Through the host's
// store on a real SQLite file, and on databases written before these rules.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { newGame, score, toRecord, type GameState } from '../../engine/index.ts';
import type { StoredSeat } from '../../main/host/store.ts';
import type { HeadToHead } from '../../protocol/history.ts';
import { openDatabase } from '../../main/store/database.ts';
import { openHostStore } from '../../main/store/hostStore.ts';
import { COMMITS_SUFFIX } from '../../main/store/database.ts';
import { WriteJournal } from '../../main/store/journal.ts';
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

/** Where Eva and the bots' seats finished, and how many of the bots' seats won. */
function places(final: GameState): { eva: number; bots: number[]; botWins: number } {
  const ranks = score(final).map((s) => s.rank);
  return { eva: ranks[0]!, bots: ranks.slice(1), botWins: ranks.slice(1).filter((r) => r === 1).length };
}

/** Eva's meetings with the medium bot's seats: how many she finished ahead of, behind and level with. */
function evaMeetings(pair: HeadToHead): { ahead: number; behind: number; level: number } {
  const evaIsA = pair.aName === 'Eva';
  return {
    ahead: evaIsA ? pair.aAhead : pair.bAhead,
    behind: evaIsA ? pair.bAhead : pair.aAhead,
    level: pair.level,
  };
}

describe('a bot level with several seats in one match', () => {
  it('counts one game against three medium bots as one game of three seats, and three head-to-head meetings', () => {
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
    // Each bot seat is one meeting, won by whoever finished ahead: the bot level's figures are per seat.
    expect(evaMeetings(pair)).toEqual({
      ahead: at.bots.filter((bot) => at.eva < bot).length,
      behind: at.bots.filter((bot) => bot < at.eva).length,
      level: at.bots.filter((bot) => bot === at.eva).length,
    });
  });

  it('gives Eva the meetings with the bot seats she beat, though one bot seat finished ahead of her', () => {
    const dir = mkdtempSync(join(tmpdir(), 'norenberc-bot-seats-'));
    const store = openHost(dir);
    // A game in which Eva finished second: one medium seat ahead of her, two behind.
    const seed = Array.from({ length: 40 }, (_, i) => `second-${i}`).find((s) => {
      const { state } = playRandom(againstThreeBots(s), 11);
      return score(state)[0]!.rank === 2 && new Set(score(state).map((x) => x.rank)).size === 4;
    })!;
    storeAsTheHostDoes(store, 'g1', againstThreeBots(seed), SEATS, 11);
    expect(evaMeetings(store.stats().headToHead[0]!)).toEqual({ ahead: 2, behind: 1, level: 0 });
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
    expect(headToHead[0]!.aAhead + headToHead[0]!.bAhead + headToHead[0]!.level).toBe(6);
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
    const at = places(state);
    expect(evaMeetings(headToHead[0]!)).toEqual({
      ahead: at.bots.filter((bot) => at.eva < bot).length,
      behind: at.bots.filter((bot) => bot < at.eva).length,
      level: at.bots.filter((bot) => bot === at.eva).length,
    });
  });

  it('recounts by seat a head-to-head written when each side was placed by its best seat', () => {
    const dir = mkdtempSync(join(tmpdir(), 'norenberc-bot-seats-best-'));
    const bySeat = MIGRATIONS.findIndex((m) => m.includes('sum(x.rank < y.rank)'));
    expect(bySeat).toBe(10);
    const old = openDatabase(dir, MIGRATIONS.slice(0, bySeat));
    const journal = new WriteJournal(old.db, old.path + COMMITS_SUFFIX);
    journal.open();
    const matches = new MatchStore(old.db, journal, () => {});
    const { state, actions } = playRandom(againstThreeBots('three-bots-best'), 14);
    const seats = state.setup.players.map((p, i) => ({
      name: p.name,
      color: p.color,
      botLevel: i === 0 ? null : ('medium' as const),
      tokenHash: null,
    }));
    const id = matches.create('best', toRecord(againstThreeBots('three-bots-best'), []), seats, 1);
    actions.forEach((a, i) => matches.append(id, i, a));
    expect(matches.finish(id, 2).ok).toBe(true);
    // The old rule: one meeting a game, the bots placed by their best seat.
    expect(old.db.prepare('SELECT a_ahead + b_ahead + level AS meetings FROM player_pairs').all()).toEqual([
      { meetings: 1 },
    ]);
    journal.close();
    old.db.close();

    const { headToHead } = openHost(dir).stats();
    const at = places(state);
    expect(headToHead).toMatchObject([{ games: 1 }]);
    expect(evaMeetings(headToHead[0]!)).toEqual({
      ahead: at.bots.filter((bot) => at.eva < bot).length,
      behind: at.bots.filter((bot) => bot < at.eva).length,
      level: at.bots.filter((bot) => bot === at.eva).length,
    });
  });
});
