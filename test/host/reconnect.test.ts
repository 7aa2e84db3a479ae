// Seats survive lost connections: a cut cable mid-planning and mid-action, an app restart with a
// saved token, a second device taking the seat, a bot standing in after the grace period, and a
// game restored on a new host from what the store hook recorded.
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { Action } from '../../engine/index.ts';
import type { RunningHost } from '../../main/host/server.ts';
import { UnsavedGames, type StoredGame, type StoredSeat } from '../../main/host/store.ts';
import { ScriptedPlayer, seededRandom } from '../../tools/loadtest/scriptedPlayer.ts';
import { connect, type Client } from '../../protocol/client.ts';
import { Cable, next, testClient, testHost } from './helpers.ts';

const hosts: RunningHost[] = [];
const clients: Client[] = [];
const cables: Cable[] = [];

afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  for (const c of cables.splice(0)) await c.close();
  for (const h of hosts.splice(0)) await h.close();
});

async function host(options: Parameters<typeof testHost>[0] = {}): Promise<RunningHost> {
  const h = await testHost(options);
  hosts.push(h);
  return h;
}

async function client(h: RunningHost, tokens?: string[]): Promise<Client> {
  const c = await testClient(h, tokens ? { tokens } : {});
  clients.push(c);
  return c;
}

async function cabled(h: RunningHost): Promise<{ client: Client; cable: Cable }> {
  const cable = await Cable.open(h);
  cables.push(cable);
  const c = await connect(cable.url, { WebSocket, backoff: { initialMs: 20, maxMs: 100 } });
  clients.push(c);
  return { client: c, cable };
}

/** Ana (direct) and Ben (over a cable that can be cut) in a started 2-player game. */
async function twoPlayers(
  h: RunningHost,
): Promise<{ ana: Client; ben: Client; cable: Cable; gameId: string; benToken: string }> {
  const ana = await client(h);
  const { client: ben, cable } = await cabled(h);
  const { gameId } = await ana.create([{ kind: 'local', name: 'Ana' }, { kind: 'open' }]);
  const joined = await ben.join(gameId, 'Ben');
  const started = next(ben, 'update', (m) => m.view !== null);
  await ana.start(gameId);
  await started;
  return { ana, ben, cable, gameId, benToken: joined.token };
}

describe('reconnection', () => {
  it('takes the seat back after a cut mid-planning: own plan kept, the other side none the wiser', async () => {
    const h = await host();
    const { ana, ben, cable, gameId } = await twoPlayers(h);
    await ben.act(gameId, { type: 'plan', seat: 1, guilds: ['brewers', 'shoemakers'] });

    const away = next(ana, 'update', (m) => m.table.seats[1]?.connected === false);
    const dropped = next(ben, 'close');
    const back = next(ben, 'snapshot');
    cable.cut();
    expect((await dropped).retryInMs).not.toBeNull();
    await away;
    const snapshot = await back;
    expect(snapshot.you.seats).toEqual([1]);
    expect(snapshot.view!.seats[1]).toMatchObject({
      planned: true,
      plan: ['brewers', 'shoemakers'],
      cards: 2,
    });
    expect(snapshot.view!.seats[0]).toMatchObject({ planned: false, talers: null });
    expect(snapshot.log.length).toBeGreaterThan(0);
    const anaSees = (await ana.sync(gameId)).view!.seats[1]!;
    expect(anaSees).toMatchObject({ planned: true, plan: [], cards: 2, talers: null });
    expect(ana.game(gameId)!.table.seats[1]!.connected).toBe(true);

    const players = [ana, ben].map(
      (c, i) =>
        new ScriptedPlayer(c, gameId, { random: seededRandom(10 + i), onRefused: (m) => expect.fail(m) }),
    );
    await Promise.all(players.map((p) => p.finished));
  });

  it('finishes a game whose guest loses the connection again and again, in planning and mid-action', async () => {
    const h = await host();
    const { ana, ben, cable, gameId } = await twoPlayers(h);
    const cuts = { planning: 0, action: 0 };
    let decisions = 0;
    const anaPlayer = new ScriptedPlayer(ana, gameId, {
      random: seededRandom(21),
      onRefused: (m) => expect.fail(m),
    });
    const benPlayer = new ScriptedPlayer(ben, gameId, {
      random: seededRandom(22),
      // Every fifth time Ben is to move, the cable goes instead; he moves once he is back.
      shouldAct: (_action, view) => {
        if (++decisions % 5 !== 0) return true;
        cuts[view.phase === 'planning' ? 'planning' : 'action']++;
        cable.cut();
        return false;
      },
    });
    const final = await benPlayer.finished;
    await anaPlayer.finished;
    expect(final.phase).toBe('finished');
    expect(cuts.planning).toBeGreaterThan(0);
    expect(cuts.action).toBeGreaterThan(0);
  });

  it('takes the seat back after an app restart with the saved token; a second device takes it over', async () => {
    const h = await host();
    const { ana, ben, gameId, benToken } = await twoPlayers(h);
    await ben.act(gameId, { type: 'pass', seat: 1 });
    ben.close();

    const restarted = await client(h, [benToken]);
    const snapshot = await next(restarted, 'snapshot');
    expect(snapshot.you.seats).toEqual([1]);
    expect(snapshot.view!.seats[1]!.finished).toBe(true);
    expect(restarted.tokens()).toEqual([{ token: benToken, gameId, seat: 1 }]);

    const phone = await client(h);
    const lost = next(restarted, 'seatLost');
    await phone.claim(benToken);
    expect(await lost).toMatchObject({ seat: 1, reason: 'claimed-elsewhere' });
    expect(restarted.tokens()).toEqual([]);
    expect((await phone.sync(gameId)).you.seats).toEqual([1]);
    await ana.act(gameId, { type: 'pass', seat: 0 });
  });

  it('waits for an absent player past the grace period; a stand-in the creator chose plays until they return', async () => {
    const h = await host({ graceMs: 50 });
    const { ana, ben, gameId, benToken } = await twoPlayers(h);
    const away = next(ana, 'update', (m) => m.table.seats[1]?.connected === false, 3000);
    ben.close();
    await away;
    await ana.act(gameId, { type: 'plan', seat: 0, guilds: ['brewers'] });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const waiting = await ana.sync(gameId);
    expect(waiting.view!.seats[1]!.planned).toBe(false);
    expect(waiting.table.seats[1]).toMatchObject({ kind: 'human', connected: false, level: null });

    await ana.request('standIn', { gameId, seat: 1, level: 'easy' });
    // The bot plans for Ben; Ana plays on against it.
    await next(ana, 'update', (m) => m.view!.seats[1]!.planned || m.view!.phase === 'action', 5000);
    const anaPlayer = new ScriptedPlayer(ana, gameId, {
      random: seededRandom(31),
      onRefused: (m) => expect.fail(m),
    });
    await next(ana, 'update', (m) => m.view!.moves >= 6, 10_000);

    const back = await client(h, [benToken]);
    const snapshot = await next(back, 'snapshot');
    expect(snapshot.table.seats[1]).toMatchObject({ connected: true, level: null });
    const benPlayer = new ScriptedPlayer(back, gameId, {
      random: seededRandom(32),
      onRefused: (m) => expect.fail(m),
    });
    await Promise.all([anaPlayer.finished, benPlayer.finished]);
  });

  it("lets the creator hand an absent player's seat to a bot; the seat keeps its name", async () => {
    const h = await host();
    const { ana, ben, gameId, benToken } = await twoPlayers(h);
    ben.close();
    await ana.setSeat(gameId, 1, { kind: 'bot', level: 'medium' });
    const table = (await ana.sync(gameId)).table;
    expect(table.seats[1]).toMatchObject({ kind: 'bot', name: 'Ben', level: 'medium' });
    const stranger = await client(h);
    await expect(stranger.claim(benToken)).rejects.toMatchObject({ code: 'not-found' });
    const player = new ScriptedPlayer(ana, gameId, {
      random: seededRandom(41),
      onRefused: (m) => expect.fail(m),
    });
    await player.finished;
  });

  it('restores a game on a new host from the store hook, and its players take their seats back', async () => {
    let stored: StoredGame | null = null;
    const actions: Action[] = [];
    let seats: StoredSeat[] = [];
    let removed = false;
    const first = await host({
      store: new (class extends UnsavedGames {
        override gameStarted(game: StoredGame): void {
          stored = game;
          seats = game.seats;
        }
        override actionApplied(_id: string, action: Action): void {
          actions.push(action);
        }
        override seatsChanged(_id: string, next: StoredSeat[]): void {
          seats = next;
        }
        override gameRemoved(): void {
          removed = true;
        }
      })(),
    });
    const ana = await client(first);
    const created = await ana.create([
      { kind: 'local', name: 'Ana' },
      { kind: 'local', name: 'Ben' },
      { kind: 'bot', level: 'easy' },
    ]);
    const player = new ScriptedPlayer(ana, created.gameId, {
      random: seededRandom(51),
      shouldAct: (_action, view) => view.moves < 12,
    });
    await ana.start(created.gameId);
    await next(ana, 'update', (m) => m.view!.moves >= 12, 10_000);
    player.stop();
    const before = ana.game(created.gameId)!;
    await first.close();
    expect(removed, 'a host shutting down keeps its stored games').toBe(false);

    const second = await host();
    const restored = second.lobby.restore({ ...stored!, seats, record: { ...stored!.record, actions } });
    expect(restored).toEqual({ ok: true });
    const anaAgain = await client(
      second,
      ana.tokens().map((t) => t.token),
    );
    await next(anaAgain, 'tokens', (tokens) => tokens.every((t) => t.gameId === created.gameId));
    const view = (await anaAgain.focus(created.gameId, before.you.focus)).view!;
    expect(view.moves).toBe(before.view!.moves);
    expect(view).toEqual(before.view);
    expect(anaAgain.game(created.gameId)!.you).toMatchObject({ seats: [0, 1], admin: true });
    const again = new ScriptedPlayer(anaAgain, created.gameId, {
      random: seededRandom(52),
      onRefused: (m) => expect.fail(m),
    });
    expect((await again.finished).phase).toBe('finished');
  });
});
