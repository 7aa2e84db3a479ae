// The ladder through the host's store on a real SQLite file: each finished game rates its players as
// the rating library rates the same places, the bots' anchors never move, a seat a stand-in played
// rates its opponents but not its player, the hints a player was given are marked, a guest's ladder
// counts the guest's matches only, and the ladder kept in memory is the one a replay gives.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rate, rating, type Rating } from 'openskill';
import { afterEach, describe, expect, it } from 'vitest';
import { newGame, type GameState } from '../../engine/index.ts';
import { BOT_LEVELS, type BotLevel } from '../../engine/bots/index.ts';
import type { StoredSeat } from '../../main/host/store.ts';
import { ANCHOR_MU, ANCHOR_SIGMA } from '../../main/store/anchors.ts';
import { HostGameStore } from '../../main/store/hostStore.ts';
import { openStore } from '../../main/store/index.ts';
import { LadderReplay, PROVISIONAL_GAMES } from '../../main/store/ladder.ts';
import { HouseholdLadder } from '../../main/store/ladderStore.ts';
import type { Ladder, PlayerRating } from '../../protocol/history.ts';
import { storeAsTheHostDoes } from './storedGames.ts';

const cleanup: (() => void)[] = [];
afterEach(() => {
  for (const fn of cleanup.splice(0).reverse()) fn();
});

const COLORS = ['blue', 'orange', 'yellow', 'red', 'green'];

/** A seat: a person by name (a guest with `guestKey`), or a bot level. */
type Who = { name: string; guestKey?: string } | { bot: BotLevel };

function initial(seats: readonly Who[], seed: string): GameState {
  const created = newGame({
    seed,
    players: seats.map((s, i) => ({ name: 'bot' in s ? `Bot ${i}` : s.name, color: COLORS[i]! })),
  });
  if (!created.ok) throw new Error(created.error);
  return created.value;
}

function stored(seats: readonly Who[]): StoredSeat[] {
  return seats.map((s, i) =>
    'bot' in s
      ? { kind: 'bot', level: s.bot }
      : { kind: 'human', tokenHash: String(i).repeat(64), guestKey: s.guestKey ?? null },
  );
}

/** A host's store on a fresh data folder, with a clock the test sets. */
function openHousehold() {
  const store = openStore(mkdtempSync(join(tmpdir(), 'norenberc-ladder-')));
  cleanup.push(() => store.close());
  const clock = { now: 1_000_000 };
  return { games: new HostGameStore(store, () => clock.now), clock };
}

type Games = ReturnType<typeof openHousehold>['games'];

/** Plays and stores a random game; returns each seat's place, as the results table holds it. */
function play(
  games: Games,
  gameId: string,
  seats: readonly Who[],
  seed: number,
  during: (index: number) => void = () => {},
): number[] {
  storeAsTheHostDoes(games, gameId, initial(seats, gameId), stored(seats), seed, during);
  const matchId = games.matchOfGame(gameId)!;
  const rows = games.store.db
    .prepare('SELECT rank FROM results WHERE match_id = ? ORDER BY seat')
    .all(matchId) as { rank: number }[];
  return rows.map((r) => r.rank);
}

function idOf(games: Games, name: string): number {
  return (games.store.db.prepare('SELECT id FROM players WHERE name = ?').get(name) as { id: number }).id;
}

function ratingOf(ladder: Ladder, playerId: number): PlayerRating {
  const found = ladder.players.find((p) => p.playerId === playerId);
  if (!found) throw new Error(`no rating for player ${playerId}`);
  return found;
}

const anchor = (level: BotLevel): Rating => ({ mu: ANCHOR_MU[level], sigma: ANCHOR_SIGMA });

function expectRating(actual: { mu: number; sigma: number; conservative: number }, expected: Rating): void {
  expect(actual.mu).toBeCloseTo(expected.mu, 10);
  expect(actual.sigma).toBeCloseTo(expected.sigma, 10);
  expect(actual.conservative).toBeCloseTo(expected.mu - 3 * expected.sigma, 10);
}

/** The ladder a fresh replay of the whole history gives (nothing kept in memory). */
function replayed(games: Games, ids: number[]): Ladder {
  return new HouseholdLadder(games.store.db).ladder(ids);
}

describe('the ladder', () => {
  it("rates new players as the library's own tests do", () => {
    // openskill.js's src/__tests__/rate.test.ts ("accepts a misordered rank ordering"): four new
    // ratings, places 2, 1, 4, 3; and ("reverses rank") two, the second first.
    const published: [number[], [number, number][]][] = [
      [
        [2, 1, 4, 3],
        [
          [26.55291815138952, 8.17961798837266],
          [27.795252672501135, 8.263571791259416],
          [20.962412806387245, 8.084127880168786],
          [24.689416369722096, 8.084127880168786],
        ],
      ],
      [
        [2, 1],
        [
          [22.364610506859503, 8.06590141354368],
          [27.635389493140497, 8.06590141354368],
        ],
      ],
    ];
    for (const [ranks, expected] of published) {
      const replay = new LadderReplay();
      const seats = ranks.map((rank, i) => ({
        playerId: i + 1,
        botLevel: null,
        rank,
        standIn: false,
        hints: 0,
      }));
      replay.add({ matchId: 1, finishedAt: 0, seats });
      expected.forEach(([mu, sigma], i) => {
        expect(replay.rating(i + 1).mu).toBeCloseTo(mu, 12);
        expect(replay.rating(i + 1).sigma).toBeCloseTo(sigma, 12);
      });
    }
  });

  it('calls a rating provisional until its fifth rated game, its uncertainty falling game by game', () => {
    const replay = new LadderReplay();
    const seen: [boolean, number][] = [];
    for (let game = 1; game <= 6; game++) {
      replay.add({
        matchId: game,
        finishedAt: game,
        seats: [
          { playerId: 1, botLevel: null, rank: 1 + (game % 2), standIn: false, hints: 0 },
          { playerId: 2, botLevel: 'medium', rank: 2 - (game % 2), standIn: false, hints: 0 },
        ],
      });
      const [ana] = replay.ladder([1, 2]).players;
      seen.push([ana!.provisional, ana!.sigma]);
    }
    expect(PROVISIONAL_GAMES).toBe(5);
    expect(seen.map(([provisional]) => provisional)).toEqual([true, true, true, true, false, false]);
    const sigmas = [rating().sigma, ...seen.map(([, sigma]) => sigma)];
    sigmas.slice(1).forEach((sigma, i) => expect(sigma).toBeLessThan(sigmas[i]!));
  });

  it('rates each finished game as the library does, anchors fixed, stand-in seats and hints apart', () => {
    const { games, clock } = openHousehold();
    const ana = { name: 'Ana' };
    const ben = { name: 'Ben' };

    // Game 1: Ana, Ben and an easy bot, all new to the ladder but the bot.
    const ranks1 = play(games, 'g1', [ana, ben, { bot: 'easy' }], 1);
    const [[ana1], [ben1]] = rate([[rating()], [rating()], [anchor('easy')]], { rank: ranks1 });
    const anaId = idOf(games, 'Ana');
    const benId = idOf(games, 'Ben');
    const ids = [anaId, benId];
    let ladder = games.stats().ladder;
    expectRating(ratingOf(ladder, anaId), ana1!);
    expectRating(ratingOf(ladder, benId), ben1!);

    // Game 2: Ana against two medium seats, each an opponent at medium's anchor.
    clock.now += 60_000;
    const ranks2 = play(games, 'g2', [{ bot: 'medium' }, ana, { bot: 'medium' }], 2);
    const [, [ana2]] = rate([[anchor('medium')], [ana1!], [anchor('medium')]], { rank: ranks2 });
    ladder = games.stats().ladder;
    expectRating(ratingOf(ladder, anaId), ana2!);
    expectRating(ratingOf(ladder, benId), ben1!);

    // Game 3: an easy bot stands in for Ben from the 20th action on. Ana is rated against Ben as he
    // stood; Ben's rating does not move, and the game is not one of his rated games.
    clock.now += 60_000;
    const seats3: Who[] = [ana, ben, { bot: 'hard' }];
    const ranks3 = play(games, 'g3', seats3, 3, (index) => {
      if (index === 20) games.seatsChanged('g3', stored(seats3), [{ seat: 1, from: 21, level: 'easy' }]);
    });
    expect(
      games.store.db
        .prepare('SELECT stood_in FROM results WHERE match_id = ? ORDER BY seat')
        .all(games.matchOfGame('g3')!),
    ).toEqual([{ stood_in: 0 }, { stood_in: 1 }, { stood_in: 0 }]);
    const [[ana3]] = rate([[ana2!], [ben1!], [anchor('hard')]], { rank: ranks3 });
    ladder = games.stats().ladder;
    expectRating(ratingOf(ladder, anaId), ana3!);
    expectRating(ratingOf(ladder, benId), ben1!);
    expect(ratingOf(ladder, benId).games).toBe(1);
    expect(ratingOf(ladder, benId).curve.map((p) => p.matchId)).toEqual([games.matchOfGame('g1')]);

    // Game 4: Ben and Ana, who asks for hints at two decisions: they count, and are marked.
    clock.now += 60_000;
    const ranks4 = play(games, 'g4', [ben, ana], 4, (index) => {
      if (index === 1 || index === 3) games.hintUsed('g4', 1);
    });
    const [[ben2], [ana4]] = rate([[ben1!], [ana3!]], { rank: ranks4 });
    ladder = games.stats().ladder;
    const anaNow = ratingOf(ladder, anaId);
    expectRating(anaNow, ana4!);
    expectRating(ratingOf(ladder, benId), ben2!);
    expect(anaNow.games).toBe(4);
    expect(anaNow.provisional).toBe(4 < PROVISIONAL_GAMES);
    expect(anaNow.curve.map((p) => [p.game, p.matchId, p.hints])).toEqual(
      ['g1', 'g2', 'g3', 'g4'].map((g, i) => [i + 1, games.matchOfGame(g), g === 'g4' ? 2 : 0]),
    );
    expect(anaNow.curve.map((p) => p.mu)).toEqual([ana1!.mu, ana2!.mu, ana3!.mu, ana4!.mu]);

    // The bots: fixed anchors, never among the rated players, whatever they won or lost.
    expect(ladder.anchors.map((a) => [a.level, a.mu, a.sigma])).toEqual(
      BOT_LEVELS.map((level) => [level, ANCHOR_MU[level], ANCHOR_SIGMA]),
    );
    const everyone = games.stats().players.map((p) => p.playerId);
    expect(everyone).toHaveLength(5);
    expect(
      games
        .stats()
        .ladder.players.map((p) => p.playerId)
        .sort(),
    ).toEqual([...ids].sort());

    // What the store kept in memory is what a replay of the whole history gives.
    expect(games.stats().ladder).toEqual(replayed(games, everyone));
  });

  it('replays the history in the order the games finished, even when a clock was set back', () => {
    const { games, clock } = openHousehold();
    const ana = { name: 'Ana' };
    const cleo = { name: 'Cleo' };
    play(games, 'g1', [ana, cleo], 11);
    clock.now += 60_000;
    play(games, 'g2', [cleo, ana], 12);
    const ids = [idOf(games, 'Ana'), idOf(games, 'Cleo')];
    const before = games.stats().ladder;
    expect(before).toEqual(replayed(games, ids));
    // A game finished under a clock set back an hour comes before both in the order of finishing.
    clock.now -= 3_600_000;
    const ranks3 = play(games, 'g3', [ana, cleo], 13);
    const after = games.stats().ladder;
    expect(after).toEqual(replayed(games, ids));
    expect(ratingOf(after, ids[0]!).curve[0]!.matchId).toBe(games.matchOfGame('g3'));
    const [[ana1]] = rate([[rating()], [rating()]], { rank: ranks3 });
    expectRating(ratingOf(after, ids[0]!).curve[0]!, ana1!);
  });

  it("counts for a guest the matches they sat in only, the household's view all of them", () => {
    const { games } = openHousehold();
    const ana = { name: 'Ana' };
    const gero = { name: 'Gero', guestKey: 'g'.repeat(64) };
    const hana = { name: 'Hana', guestKey: 'h'.repeat(64) };
    const ranksHome = play(games, 'home', [ana, { bot: 'hard' }], 21);
    const ranksGero = play(games, 'with-gero', [ana, gero], 22);
    play(games, 'with-hana', [hana, { bot: 'easy' }], 23);
    const anaId = idOf(games, 'Ana');
    const geroId = idOf(games, 'Gero');

    const geros = games.forGuest(gero.guestKey).stats();
    expect(geros.players.map((p) => p.name).sort()).toEqual(['Ana', 'Gero']);
    expect(geros.ladder.players.map((p) => p.playerId).sort()).toEqual([anaId, geroId].sort());
    // Ana as Gero sees her: new to the ladder when they met, her game at home unknown to him.
    const [[anaSeen], [geroSeen]] = rate([[rating()], [rating()]], { rank: ranksGero });
    expectRating(ratingOf(geros.ladder, anaId), anaSeen!);
    expectRating(ratingOf(geros.ladder, geroId), geroSeen!);
    expect(ratingOf(geros.ladder, anaId).curve.map((p) => p.game)).toEqual([1]);

    // The household: Ana over both her games, Gero's game against her as she stood after the first.
    const [[anaHome]] = rate([[rating()], [anchor('hard')]], { rank: ranksHome });
    const [[anaBoth], [geroAll]] = rate([[anaHome!], [rating()]], { rank: ranksGero });
    const household = games.stats().ladder;
    expectRating(ratingOf(household, anaId), anaBoth!);
    expectRating(ratingOf(household, geroId), geroAll!);
    expect(household.players).toHaveLength(3);

    // A guest who said who they are not sees the scale, and nobody on it.
    expect(games.forGuest(null).stats().ladder).toMatchObject({ players: [], anchors: household.anchors });
  });
});
