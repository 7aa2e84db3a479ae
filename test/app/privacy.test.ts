// The household's history stays at home, against the programs people start on one data folder: a
// hotseat game played on the app (`norenberc start`), then `norenberc host` on the same folder with
// two guests at different tables. Each guest reads only the matches they sat in and the players of
// those, counted over those matches; a script without the key reads nothing of the others' games,
// whatever it asks; the operator's keyed address, which the host prints, reads everything; and a
// guest cannot seat players at their screen, nor find, watch or join a game played at the operator's
// screen alone. The ladder follows the same rule: a guest sees the ratings of the players of their
// matches as those matches alone make them.
import { hostname } from 'node:os';
import { rate, rating, type Rating } from 'openskill';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { ScriptedPlayer, seededRandom } from '../../tools/loadtest/scriptedPlayer.ts';
import { connect, type Client, type ClientOptions } from '../../protocol/client.ts';
import type { Ladder, MatchListItem, PlayerStats } from '../../protocol/history.ts';
import { ProtocolError } from '../../protocol/pending.ts';
import { newDataDir, startApp, startHostProgram, type Program } from '../browser/programs.ts';
import { RawClient } from '../host/helpers.ts';

const cleanup: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

/** Each browser's own secret player id, as the renderer makes one. */
const GERO = 'R2Vyby1icm93c2VyLWlkLTAx';
const HANA = 'SGFuYS1icm93c2VyLWlkLTAy';

async function client(url: string, options: ClientOptions = {}): Promise<Client> {
  const c = await connect(url, { WebSocket, backoff: { initialMs: 20, maxMs: 200 }, ...options });
  cleanup.push(() => c.close());
  return c;
}

async function program(started: Promise<Program>): Promise<Program> {
  const p = await started;
  cleanup.push(() => p.kill());
  return p;
}

/** The WebSocket of a page address (`?key=` goes along). */
function socketOf(page: string): string {
  const url = new URL(page);
  return `ws://${url.host}/ws${url.search}`;
}

/** Each client plays the seats it holds in the game until it is over. */
async function playToEnd(players: Client[], gameId: string, seed: number): Promise<void> {
  const scripted = players.map(
    (c, i) =>
      new ScriptedPlayer(c, gameId, {
        random: seededRandom(seed + i),
        onRefused: (m) => expect.fail(m),
        thinkMs: () => 5,
      }),
  );
  await Promise.all(scripted.map((p) => p.finished));
}

function gamesOf(players: PlayerStats[]): Record<string, number> {
  return Object.fromEntries(players.map((p) => [p.name, p.games]));
}

/** Each rated person's estimate and uncertainty on the ladder, by name. */
function ratingsOf(stats: { players: PlayerStats[]; ladder: Ladder }): Record<string, Rating> {
  const names = new Map(stats.players.map((p) => [p.playerId, p.name]));
  return Object.fromEntries(
    stats.ladder.players.map((r) => [names.get(r.playerId), { mu: r.mu, sigma: r.sigma }]),
  );
}

/** The ratings of two new players after their match, as the rating library gives them. */
function afterMatch(match: MatchListItem, before: [Rating, Rating] = [rating(), rating()]): [Rating, Rating] {
  const [[a], [b]] = rate([[before[0]], [before[1]]], { rank: match.seats.map((s) => s.rank!) });
  return [a!, b!];
}

function expectRatings(actual: Record<string, Rating>, expected: Record<string, Rating>): void {
  expect(Object.keys(actual).sort()).toEqual(Object.keys(expected).sort());
  for (const [name, r] of Object.entries(expected)) {
    expect(actual[name]!.mu, name).toBeCloseTo(r.mu, 10);
    expect(actual[name]!.sigma, name).toBeCloseTo(r.sigma, 10);
  }
}

async function refusal(answer: Promise<unknown>): Promise<string> {
  try {
    await answer;
  } catch (err) {
    if (err instanceof ProtocolError) return err.code;
    throw err;
  }
  return 'answered';
}

describe("the household's history over the LAN", () => {
  it('shows each guest their own matches and players only; the operator, by the key, sees all', async () => {
    const dataDir = newDataDir('privacy');

    // At home: Ana and Ben play a hotseat game on the app.
    const app = await program(startApp(dataDir));
    const home = await client(socketOf(app.url));
    const hotseat = await home.create([
      { kind: 'local', name: 'Ana' },
      { kind: 'local', name: 'Ben' },
    ]);
    await home.start(hotseat.gameId);
    await playToEnd([home], hotseat.gameId, 1);
    expect(await app.stop()).toBe(0);

    // The evening: `norenberc host` on the same folder. It prints the guests' address and the
    // operator's own, with its key.
    const host = await program(startHostProgram(dataDir));
    const operatorPage = /your own view [^:]*: (http:\/\/\S+\?key=\S+)/.exec(host.stdout())?.[1];
    expect(operatorPage).toBeDefined();
    const operator = await client(socketOf(operatorPage!));
    expect(operator.welcome!.household).toBe(true);
    const guestUrl = `ws://127.0.0.1:${host.port}/ws`;
    // The guests came in with the evening's code (their QR code held it).
    const code = host.code()!;
    const gero = await client(guestUrl, { playerId: GERO, code });
    // A host started without a name goes by the machine's, in every guest's language.
    expect(gero.welcome?.host.name).toBe(hostname());
    const hana = await client(guestUrl, { playerId: HANA, code });
    expect(gero.welcome!.household).toBe(false);

    // A guest seats nobody at their screen but themselves.
    expect(await refusal(gero.create([{ kind: 'local', name: 'Ana' }, { kind: 'open' }]))).toBe(
      'local-seats',
    );

    // Ana, of the household, at the operator's screen with Gero; Hana at her own table with a bot.
    const withGero = await operator.create([{ kind: 'local', name: 'Ana' }, { kind: 'open' }]);
    await gero.join(withGero.gameId, 'Gero');
    await operator.start(withGero.gameId);
    const hanas = await hana.create([
      { kind: 'self', name: 'Hana' },
      { kind: 'bot', level: 'easy' },
    ]);
    await hana.start(hanas.gameId);

    await Promise.all([playToEnd([operator, gero], withGero.gameId, 3), playToEnd([hana], hanas.gameId, 5)]);

    const all = (await operator.history()).matches;
    expect(all.map((m) => m.gameId).sort()).toEqual([hotseat.gameId, withGero.gameId, hanas.gameId].sort());
    const matchOf = (gameId: string): number => all.find((m) => m.gameId === gameId)!.id;

    // Gero: his match, its players, over that match only (Ana's hotseat game is not counted).
    const geros = await gero.history();
    expect(geros.matches.map((m) => m.gameId)).toEqual([withGero.gameId]);
    expect(geros.matches[0]!.seats.map((s) => s.name)).toEqual(['Ana', 'Gero']);
    const geroStats = await gero.stats();
    expect(gamesOf(geroStats.players)).toEqual({ Ana: 1, Gero: 1 });
    expect(geroStats.headToHead.map((h) => [h.aName, h.bName, h.games])).toEqual([['Ana', 'Gero', 1]]);
    // On his ladder, Ana and he are rated by that match alone, both new to it then.
    const [anaWithGero, geroAfter] = afterMatch(geros.matches[0]!);
    expectRatings(ratingsOf(geroStats), { Ana: anaWithGero, Gero: geroAfter });
    const record = (await gero.record(matchOf(withGero.gameId))).record;
    expect(record.players.map((p) => p.name)).toEqual(['Ana', 'Gero']);

    // Hana: hers alone, with her bot.
    expect((await hana.history()).matches.map((m) => m.gameId)).toEqual([hanas.gameId]);
    const hanaStats = await hana.stats();
    expect(gamesOf(hanaStats.players)).toEqual({ Hana: 1, 'Bot (easy)': 1 });
    // Her ladder: herself; the bot is one of the fixed anchors every ladder shows.
    expect(Object.keys(ratingsOf(hanaStats))).toEqual(['Hana']);
    expect(hanaStats.ladder.anchors.map((a) => a.level)).toEqual(['easy', 'medium', 'hard']);

    // Neither reads the other's match, nor the hotseat game, by any request.
    for (const [guest, theirs] of [
      [gero, hanas.gameId],
      [hana, withGero.gameId],
      [hana, hotseat.gameId],
    ] as const) {
      const matchId = matchOf(theirs);
      expect(await refusal(guest.record(matchId))).toBe('not-found');
      expect(await refusal(guest.review({ matchId, seat: 0 }))).toBe('not-found');
      expect(await refusal(guest.review({ gameId: theirs, seat: 0 }))).toBe('not-found');
    }

    // A script without the key: without the code, it is asked for it; with the code (a guest's script)
    // and without a player id it reads nothing; with another's guessed id, nothing.
    const script = await RawClient.open(guestUrl);
    cleanup.push(() => script.close());
    expect(script.received[0]).toMatchObject({ type: 'welcome', household: false, door: 'code' });
    expect(await script.request(1000, { type: 'history' })).toMatchObject({
      type: 'error',
      code: 'code-needed',
    });
    expect(await script.request(1001, { type: 'enter', code })).toMatchObject({ type: 'ok' });
    expect(await script.request(1, { type: 'history' })).toMatchObject({ type: 'history', matches: [] });
    expect(await script.request(2, { type: 'stats' })).toMatchObject({
      type: 'stats',
      players: [],
      headToHead: [],
      ladder: { players: [] },
    });
    let id = 3;
    for (const gameId of [hotseat.gameId, withGero.gameId, hanas.gameId]) {
      const matchId = matchOf(gameId);
      for (const ask of [
        { type: 'record', matchId },
        { type: 'review', matchId, seat: 0 },
        { type: 'review', gameId, seat: 1 },
        { type: 'record', matchId, playerId: 'R2Vyby1icm93c2VyLWlkLTAy' },
      ])
        expect(await script.request(id++, ask)).toMatchObject({ type: 'error', code: 'not-found' });
    }
    const guessed = await script.request(id, { type: 'history', playerId: 'R2Vyby1icm93c2VyLWlkLTAy' });
    expect(guessed).toMatchObject({ type: 'history', matches: [] });

    // The operator's keyed address: everything, Ana over both her games.
    const household = await operator.stats();
    expect(gamesOf(household.players)).toEqual({ Ana: 2, Ben: 1, Gero: 1, Hana: 1, 'Bot (easy)': 1 });
    // The household's ladder: Ana over both her games, Gero's match played against her as she stood.
    const [anaHome, ben] = afterMatch(all.find((m) => m.gameId === hotseat.gameId)!);
    const [anaBoth, geroHome] = afterMatch(geros.matches[0]!, [anaHome, rating()]);
    const rated = ratingsOf(household);
    expectRatings(
      { Ana: rated.Ana!, Ben: rated.Ben!, Gero: rated.Gero! },
      { Ana: anaBoth, Ben: ben, Gero: geroHome },
    );
    expect(Object.keys(rated).sort()).toEqual(['Ana', 'Ben', 'Gero', 'Hana']);
    expect((await operator.record(matchOf(hotseat.gameId))).matchId).toBe(matchOf(hotseat.gameId));

    // Records are added to the household's history by the household alone.
    const { record: saved } = await operator.record(matchOf(hotseat.gameId));
    expect(await refusal(gero.importRecord(saved))).toBe('not-allowed');
    expect(await script.request(id + 1, { type: 'importRecord', record: saved })).toMatchObject({
      type: 'error',
      code: 'not-allowed',
    });
    // A game the history holds already is known by its fingerprint: it is not added twice.
    expect(await operator.importRecord(saved)).toMatchObject({
      matchId: matchOf(hotseat.gameId),
      added: false,
    });
    expect(await refusal(operator.importRecord({ ...saved, seed: `${saved.seed}x` }))).toBe('fingerprint');
    expect(await refusal(operator.importRecord({ format: 'nonsense' }))).toBe('invalid');

    // Ana alone against a bot at the operator's screen: the household's game. No guest finds it in the
    // games list, may watch it or join it; the guests' tables are each other's to see, and the operator
    // sees every table.
    const solo = await operator.create([
      { kind: 'local', name: 'Ana' },
      { kind: 'bot', level: 'easy' },
    ]);
    await operator.start(solo.gameId);
    const hanasNext = await hana.create([{ kind: 'self', name: 'Hana' }, { kind: 'open' }]);
    const listed = async (c: Client): Promise<string[]> => (await c.games()).games.map((g) => g.id);
    expect(await listed(operator)).toEqual(expect.arrayContaining([solo.gameId, hanasNext.gameId]));
    expect(await listed(gero)).toContain(hanasNext.gameId);
    // A finished game is listed only to those who sat at it.
    expect(await listed(gero)).not.toContain(hanas.gameId);
    expect(await listed(gero)).not.toContain(solo.gameId);
    expect(await refusal(gero.spectate(solo.gameId))).toBe('not-found');
    expect(await refusal(gero.join(solo.gameId, 'Gero'))).toBe('not-found');
    // A guest watching the list hears of the household's new games no more than of the old.
    const heard: string[][] = [];
    gero.on('games', (games) => heard.push(games.map((g) => g.id)));
    const another = await operator.create([
      { kind: 'local', name: 'Ben' },
      { kind: 'bot', level: 'easy' },
    ]);
    await expect.poll(() => listed(operator)).toContain(another.gameId);
    expect(await listed(gero)).not.toContain(another.gameId);
    expect(heard.flat()).not.toContain(another.gameId);
  });
});
