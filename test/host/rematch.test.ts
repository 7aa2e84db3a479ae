// Rematches at finished games over real sockets, stored in a real database: offered by the creator,
// accepted or declined by each guest, the new game with the same seats and a new seed, in the first
// one's series; a hotseat table plays again at once.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningHost } from '../../main/host/server.ts';
import { openHostStore } from '../../main/store/hostStore.ts';
import { ScriptedPlayer, seededRandom } from '../../tools/loadtest/scriptedPlayer.ts';
import type { Client, TableChoices } from '../../protocol/client.ts';
import type { SeatSpec } from '../../protocol/messages.ts';
import { next, testClient, testHost } from './helpers.ts';

let host: RunningHost | null = null;
let opened: ReturnType<typeof openHostStore> | null = null;
const clients: Client[] = [];

afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  await host?.close();
  opened?.close();
  host = opened = null;
});

async function clientsOf(n: number): Promise<Client[]> {
  if (!host) {
    opened = openHostStore(mkdtempSync(join(tmpdir(), 'norenberc-rematch-')), () => {});
    host = await testHost({ store: opened.store, archive: opened.store });
  }
  const made = await Promise.all(Array.from({ length: n }, () => testClient(host!)));
  clients.push(...made);
  return made;
}

/** A game created by the first client with `seats`, joined by the others in order, played to its end. */
async function finishedGame(
  seats: SeatSpec[],
  players: Client[],
  choices: TableChoices = {},
): Promise<string> {
  const [ana, ...guests] = players;
  const { gameId } = await ana!.create(seats, undefined, choices);
  for (const [i, guest] of guests.entries()) await guest.join(gameId, `Guest${i + 1}`);
  const scripted = players.map(
    (c, i) =>
      // Paced under the host's limit of 50 messages a second (a burst of 100): played flat out on a quiet
      // machine, a hotseat client (a focus and an act per move) outruns it and its act is never answered.
      new ScriptedPlayer(c, gameId, {
        random: seededRandom(i + 1),
        onRefused: (m) => expect.fail(m),
        thinkMs: () => 25,
      }),
  );
  await ana!.start(gameId);
  await Promise.all(scripted.map((p) => p.finished));
  return gameId;
}

const rematch = (c: Client, gameId: string, accept: boolean) => c.request('rematch', { gameId, accept });

describe('rematch', () => {
  it('starts the same seats anew once the guest accepts, with a new seed', async () => {
    const [ana, ben] = await clientsOf(2);
    const seats: SeatSpec[] = [{ kind: 'local', name: 'Ana', color: 'red' }, { kind: 'open' }];
    const gameId = await finishedGame(seats, [ana!, ben!]);
    await expect(rematch(ben!, gameId, true)).rejects.toThrow('no rematch has been offered');

    const offered = next(ben!, 'rematch');
    await rematch(ana!, gameId, true);
    expect((await offered).offer).toEqual({ answers: ['yes', 'waiting'], next: null });

    const made = next(ana!, 'rematch', (m) => m.offer?.next != null);
    const benSeated = next(ben!, 'snapshot', (m) => m.gameId !== gameId);
    await rematch(ben!, gameId, true);
    const nextId = (await made).offer!.next!;
    expect((await benSeated).gameId).toBe(nextId);
    await next(ana!, 'update', (m) => m.gameId === nextId && m.view !== null).catch(() => null);
    const game = ana!.game(nextId)!;
    expect(game.table.phase).toBe('playing');
    expect(game.table.seats.map((s) => [s.kind, s.name, s.color])).toEqual([
      ['human', 'Ana', 'red'],
      ['human', 'Guest1', ana!.game(gameId)?.table.seats[1]?.color ?? 'yellow'],
    ]);
    expect(game.you.seats).toEqual([0]);
    expect(ben!.game(nextId)!.you.seats).toEqual([1]);
    const { store } = opened!;
    const [second, first] = store.history({});
    expect([first!.gameId, second!.gameId]).toEqual([gameId, nextId]);
    const seed = (m: typeof first) => store.store.matches.record(m!.id)!.seed;
    expect(seed(second)).not.toBe(seed(first));
    expect(second!.series).toMatchObject({ first: first!.id, game: 2, games: 2 });
  });

  it('opens the seat of a guest who declines, in the new game’s lobby, for the creator to fill', async () => {
    const [ana, first, cleo] = await clientsOf(3);
    let ben = first;
    const choices = { hints: false, undo: false, autoStandIn: { level: 'easy', minutes: 3 } } as const;
    const gameId = await finishedGame(
      [{ kind: 'local', name: 'Ana' }, { kind: 'open' }, { kind: 'open' }],
      [ana!, ben!, cleo!],
      choices,
    );
    await rematch(ana!, gameId, true);
    // Ben comes back on another connection with his token: he hears the offer as it stands.
    ben!.close();
    ben = await testClient(host!, { tokens: ben!.tokens().map((t) => t.token) });
    clients.push(ben);
    expect((await next(ben, 'rematch')).offer).toEqual({
      answers: ['yes', 'waiting', 'waiting'],
      next: null,
    });
    await rematch(cleo!, gameId, false);
    const made = next(ana!, 'rematch', (m) => m.offer?.next != null);
    await rematch(ben!, gameId, true);
    const offer = (await made).offer!;
    expect(offer.answers).toEqual(['yes', 'yes', 'no']);
    const lobby = ana!.game(offer.next!)!;
    expect(lobby.table.phase).toBe('lobby');
    expect(lobby.table.seats.map((s) => s.kind)).toEqual(['human', 'human', 'open']);
    // Cleo stays at the final scores, outside the new game.
    expect(cleo!.game(offer.next!)).toBeUndefined();
    // The same table again: hints and undo stay off, the automatic stand-in stays on.
    expect([lobby.table.hints, lobby.table.undo]).toEqual([false, false]);
    await ana!.request('setSeat', { gameId: offer.next!, seat: 2, to: { kind: 'bot', level: 'easy' } });
    await ana!.start(offer.next!);
    expect(opened!.store.resume(offer.next!)).toMatchObject(choices);
  });

  it('lets the creator withdraw the offer or go on without those who have not answered', async () => {
    const [ana, ben] = await clientsOf(2);
    const gameId = await finishedGame([{ kind: 'local', name: 'Ana' }, { kind: 'open' }], [ana!, ben!]);
    await rematch(ana!, gameId, true);
    const withdrawn = next(ben!, 'rematch', (m) => m.offer === null);
    await rematch(ana!, gameId, false);
    expect((await withdrawn).offer).toBeNull();
    await expect(rematch(ben!, gameId, true)).rejects.toThrow('no rematch has been offered');
    await rematch(ana!, gameId, true);
    const made = next(ben!, 'rematch', (m) => m.offer?.next != null);
    await rematch(ana!, gameId, true);
    const offer = (await made).offer!;
    expect(offer.answers).toEqual(['yes', 'waiting']);
    expect(ana!.game(offer.next!)!.table.seats[1]!.kind).toBe('open');
    await expect(rematch(ben!, gameId, true)).rejects.toThrow('the rematch has been made already');

    // Ben, back with his token (a reload), and a watcher who comes hear the rematch made, its seat
    // waiting for Ben, who takes it.
    ben!.close();
    const back = await testClient(host!, { tokens: ben!.tokens().map((t) => t.token) });
    clients.push(back);
    expect((await next(back, 'rematch')).offer).toEqual(offer);
    const [watcher] = await clientsOf(1);
    const watched = next(watcher!, 'rematch');
    await watcher!.spectate(gameId);
    expect((await watched).offer).toEqual(offer);
    await back.join(offer.next!, 'Guest1');
    expect(back.game(offer.next!)!.you.seats).toEqual([1]);
  });

  it('plays a hotseat table again at once, and refuses a game still running', async () => {
    const [ana] = await clientsOf(1);
    const finished = await finishedGame(
      [
        { kind: 'local', name: 'Ana' },
        { kind: 'local', name: 'Ben' },
      ],
      [ana!],
    );
    const made = next(ana!, 'rematch');
    await rematch(ana!, finished, true);
    const nextId = (await made).offer!.next!;
    expect(ana!.game(nextId)!.table.phase).toBe('playing');
    expect(ana!.game(nextId)!.you.seats).toEqual([0, 1]);
    await expect(rematch(ana!, nextId, true)).rejects.toThrow('once the game is over');
  });

  it("keeps a guest creator's own seat theirs in the rematch: one player across the series", async () => {
    const [hana] = await clientsOf(1);
    const finished = await finishedGame(
      [
        { kind: 'self', name: 'Hana' },
        { kind: 'bot', level: 'easy' },
      ],
      [hana!],
    );
    const made = next(hana!, 'rematch', (m) => m.offer?.next != null);
    await rematch(hana!, finished, true);
    const nextId = (await made).offer!.next!;
    expect(hana!.game(nextId)!.you.seats).toEqual([0]);
    await new ScriptedPlayer(hana!, nextId, { random: seededRandom(9), thinkMs: () => 25 }).finished;
    const { db } = opened!.store.store;
    const players = db
      .prepare(
        "SELECT DISTINCT s.player_id AS id, p.guest_key AS key FROM seats s JOIN players p ON p.id = s.player_id WHERE s.name = 'Hana'",
      )
      .all() as { id: number; key: string | null }[];
    expect(players).toHaveLength(1);
    expect(players[0]!.key).not.toBeNull();
  });
});
