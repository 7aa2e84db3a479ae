// A rematch series in the app as it ships: the app composed as `norenberc start` composes it (startApp:
// the store of a data folder under the app's hosts), driven over real WebSockets on loopback. A game
// played to its end with hints, a rematch the guest accepts after coming back with his seat token, and
// the history, records and statistics the players then read.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startApp, type RunningApp } from '../../main/app/compose.ts';
import { ScriptedPlayer, seededRandom } from '../../tools/loadtest/scriptedPlayer.ts';
import { connect, type Client, type ClientOptions } from '../../protocol/client.ts';
import type { MatchListItem } from '../../protocol/history.ts';
import { next } from '../host/helpers.ts';

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

/** The app on a fresh data folder, as `norenberc start` runs it in a browser (its host on 127.0.0.1). */
async function app(): Promise<RunningApp> {
  const running = await startApp({
    program: 'start',
    dataDir: mkdtempSync(join(tmpdir(), 'norenberc-app-series-')),
    localPort: 0,
    log: () => {},
  });
  cleanup.push(() => running.close());
  return running;
}

/** A client whose requests may wait two minutes: a hint spends its whole budget, on a busy machine more than 10 s. */
async function client(url: string, options: ClientOptions = {}): Promise<Client> {
  const c = await connect(url, {
    WebSocket,
    backoff: { initialMs: 20, maxMs: 200 },
    requestTimeoutMs: 120_000,
    ...options,
  });
  cleanup.push(() => c.close());
  return c;
}

/** Resolves once `seat` of the game has something to decide, as `c` sees it. */
function decisionOf(c: Client, gameId: string, seat: number): Promise<void> {
  const due = (): boolean => c.game(gameId)?.view?.waitingFor.includes(seat) ?? false;
  if (due()) return Promise.resolve();
  return next(c, 'update', (m) => m.gameId === gameId && due(), 20_000).then(() => {});
}

/** Each client plays its seats of the game until it is over. */
async function playToEnd(players: Client[], gameId: string, seed: number): Promise<void> {
  const scripted = players.map(
    (c, i) =>
      // Paced under the host's limit of messages a second.
      new ScriptedPlayer(c, gameId, {
        random: seededRandom(seed + i),
        onRefused: (m) => expect.fail(m),
        thinkMs: () => 25,
      }),
  );
  await Promise.all(scripted.map((p) => p.finished));
}

/**
 * Per player of the series, the matches they won (a shared first place counts for each), the leader
 * first (a tie in the order they sat).
 */
function winsOf(matches: MatchListItem[]): NonNullable<MatchListItem['series']>['wins'] {
  return matches[0]!.seats
    .map(({ name, botLevel }) => ({
      name,
      botLevel,
      wins: matches.filter((m) => m.seats.find((s) => s.name === name)?.rank === 1).length,
    }))
    .sort((a, b) => b.wins - a.wins);
}

describe('a rematch series in the app as it ships', () => {
  it('stores both matches in one series with their hints, and keeps the guest one player', async () => {
    const { hosts, store } = await app();
    const url = hosts.local!.wsUrl;
    // Ana at the app's own page (its key): the household's, reading the whole history. Gero, a guest,
    // sends his browser's own player id with his requests, as the renderer does.
    const ana = await client(`${url}?key=${hosts.local!.appKey}`);
    const playerId = 'R2Vyby1icm93c2VyLWlkLTAx';
    let gero = await client(url, { playerId });
    const { gameId: firstId } = await ana.create([
      { kind: 'local', name: 'Ana' },
      { kind: 'open' },
      { kind: 'bot', level: 'easy' },
    ]);
    await gero.join(firstId, 'Gero');
    await ana.start(firstId);
    // Ana asks twice at her first decision: counted once.
    await decisionOf(ana, firstId, 0);
    await ana.hint(firstId, 0);
    await ana.hint(firstId, 0);
    await playToEnd([ana, gero], firstId, 1);

    await ana.request('rematch', { gameId: firstId, accept: true });
    // Gero comes back on a new connection with his seat token (a reload), hears the offer and accepts.
    const tokens = gero.tokens().map((t) => t.token);
    gero.close();
    gero = await client(url, { tokens, playerId });
    await next(gero, 'rematch', (m) => m.gameId === firstId && m.offer?.next === null);
    const made = next(ana, 'rematch', (m) => m.offer?.next != null);
    await gero.request('rematch', { gameId: firstId, accept: true });
    const secondId = (await made).offer!.next!;
    // Both tables keep their name; the rematch's list entry says it is the series' second game.
    const listed = (await gero.games()).games;
    expect(listed.find((g) => g.id === firstId)?.series).toBeUndefined();
    expect(listed.find((g) => g.id === secondId)?.series).toBe(2);
    await decisionOf(gero, secondId, 1);
    expect(gero.game(secondId)!.you.seats).toEqual([1]);
    await gero.hint(secondId, 1);
    await playToEnd([ana, gero], secondId, 3);

    // The database: the rematch points to the first match of its series.
    const firstMatch = store.matchOfGame(firstId)!;
    const secondMatch = store.matchOfGame(secondId)!;
    const rows = store.store.db.prepare('SELECT id, series_id FROM matches ORDER BY id').all();
    expect(rows).toEqual([
      { id: firstMatch, series_id: null },
      { id: secondMatch, series_id: firstMatch },
    ]);

    // What the players read: the history with the series score and each seat's hints…
    const { matches } = await gero.history();
    const [second, first] = matches;
    expect([first!.gameId, second!.gameId]).toEqual([firstId, secondId]);
    expect(matches.map((m) => m.status)).toEqual(['finished', 'finished']);
    const wins = winsOf([first!, second!]);
    expect(wins.reduce((n, w) => n + w.wins, 0)).toBeGreaterThanOrEqual(2);
    expect(first!.series).toEqual({ first: firstMatch, game: 1, games: 2, wins });
    expect(second!.series).toEqual({ first: firstMatch, game: 2, games: 2, wins });
    expect(first!.seats.map((s) => s.hints)).toEqual([1, undefined, undefined]);
    expect(second!.seats.map((s) => s.hints)).toEqual([undefined, 1, undefined]);
    // …each match's record with its series and its seats' bot levels…
    const record = await ana.record(secondMatch);
    expect(record.series).toEqual(second!.series);
    expect(record.bots).toEqual([null, null, 'easy']);
    // …and the statistics, where Gero is one player with both games.
    const { players } = await ana.stats();
    expect(players.filter((p) => p.name === 'Gero').map((p) => p.games)).toEqual([2]);
  });

  it("brings a rematch back after a restart as its series' second game", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'norenberc-app-series-'));
    const options = { program: 'start', dataDir, localPort: 0, log: () => {} } as const;
    const first = await startApp(options);
    const ana = await client(`${first.hosts.local!.wsUrl}?key=${first.hosts.local!.appKey}`);
    const { gameId: firstId } = await ana.create([
      { kind: 'local', name: 'Ana' },
      { kind: 'bot', level: 'easy' },
    ]);
    await ana.start(firstId);
    await playToEnd([ana], firstId, 5);
    // Every seat is Ana's or a bot's: the rematch starts at once.
    const made = next(ana, 'rematch', (m) => m.offer?.next != null);
    await ana.request('rematch', { gameId: firstId, accept: true });
    const secondId = (await made).offer!.next!;
    await decisionOf(ana, secondId, 0);
    ana.close();
    await first.close();

    const again = await startApp(options);
    cleanup.push(() => again.close());
    const back = await client(`${again.hosts.local!.wsUrl}?key=${again.hosts.local!.appKey}`);
    const table = (await back.games()).games.find((g) => g.id === secondId);
    expect(table?.phase).toBe('playing');
    expect(table?.series).toBe(2);
  });
});
