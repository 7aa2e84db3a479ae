// Who makes room on a full host, each guest on its own loopback address: the guest socket closed for a
// newcomer is the one that holds least (nothing, a player's duplicate, a spectator, then the seats of a
// table of one guest alone), never a seat at a table of several guests; a lobby of one guest alone
// makes way for a newcomer's table, a lobby nobody is at first; a player makes as many tables as an
// address; the household's pages have their own sockets and games; and a lobby's clock runs on
// through its creator's own changes until another guest is at it.
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { RunningHost } from '../../main/host/server.ts';
import { RawClient, testHost } from './helpers.ts';

let host: RunningHost | null = null;
const clients: RawClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  await host?.close();
  host = null;
});

async function open(address: string, key?: string): Promise<RawClient> {
  const url = key === undefined ? host!.wsUrl : `${host!.wsUrl}?key=${key}`;
  const client = await RawClient.open(url, {}, address);
  clients.push(client);
  return client;
}

let nextId = 1;
function ask(client: RawClient, message: Record<string, unknown>): Promise<Record<string, unknown>> {
  return client.request(nextId++, message);
}

const closed = (c: RawClient): boolean => c.ws.readyState !== WebSocket.OPEN;

async function until(test: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !test(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('a full host', () => {
  it('closes for each newcomer the guest socket that holds least, and never a seat of a shared table', async () => {
    host = await testHost({ maxClients: 8, maxClientsPerAddress: 8 });
    const ben = await open('127.0.3.2');
    const shared = await ask(ben, {
      type: 'create',
      seats: [{ kind: 'self', name: 'Ben' }, { kind: 'open' }],
    });
    const a = '127.0.3.1';
    const seated = await open(a);
    expect(await ask(seated, { type: 'join', gameId: shared.gameId, name: 'Ann' })).toMatchObject({
      type: 'joined',
    });
    const spectator = await open(a);
    await ask(spectator, { type: 'spectate', gameId: shared.gameId });
    const idle = await open(a);
    const alone = await open(a);
    await ask(alone, { type: 'create', seats: [{ kind: 'self', name: 'Al' }, { kind: 'open' }] });
    const player = 'cGxheWVyLW9mLXRoZS1yb29tLXRlc3Q';
    const playing = await open(a);
    await ask(playing, {
      type: 'create',
      seats: [{ kind: 'self', name: 'Pia' }, { kind: 'open' }],
      playerId: player,
    });
    // The same player, watching from another socket: a duplicate.
    const duplicate = await open(a);
    await ask(duplicate, { type: 'history', playerId: player });
    await ask(duplicate, { type: 'spectate', gameId: shared.gameId });
    const idleToo = await open(a);

    const all = [idle, idleToo, duplicate, spectator, alone, playing];
    const steps = [[idle, idleToo], [duplicate], [spectator], [alone], [playing]];
    const gone: RawClient[] = [];
    let newcomers = 0;
    for (const step of steps) {
      for (const _ of step) await open(`127.0.4.${++newcomers}`);
      gone.push(...step);
      await until(() => gone.every(closed));
      expect(all.map(closed)).toEqual(all.map((c) => gone.includes(c)));
    }
    // Left: the seats of the shared table, each of an address holding too little to give.
    await expect(open('127.0.4.10')).rejects.toThrow(/503/);
    expect([seated, ben].some(closed)).toBe(false);
  });

  it("keeps the household's pages their own sockets: they get in when every guest's is taken", async () => {
    host = await testHost({ maxClients: 4, maxClientsPerAddress: 4 });
    const guests = await Promise.all([1, 2, 3, 4].map((n) => open(`127.0.3.${n}`)));
    await expect(open('127.0.3.5')).rejects.toThrow(/503/);
    const household = await open('127.0.0.1', host.appKey);
    expect(household.received[0]).toMatchObject({ type: 'welcome' });
    expect(guests.some(closed)).toBe(false);
  });
});

describe('tables on a full host', () => {
  it("make way for a newcomer's: a lobby nobody is at first, then one guest's lobby of the address holding most", async () => {
    host = await testHost({ maxGames: 4, maxGamesPerGuest: 3, graceMs: 60_000 });
    const lobby = { type: 'create', seats: [{ kind: 'self', name: 'Al' }, { kind: 'open' }] };
    const ann = await open('127.0.3.1');
    const anns = [await ask(ann, lobby), await ask(ann, lobby), await ask(ann, lobby)];
    const gone = await open('127.0.3.2');
    await ask(gone, lobby);
    gone.close();
    // The host heard it leave (its lobby is nobody's now) once it counts one client.
    await until(() => host!.clients() === 1);
    const cleo = await open('127.0.3.3');
    expect(await ask(cleo, lobby)).toMatchObject({ type: 'created' });
    // The one nobody was at made way: none of Ann's.
    expect(ann.received.filter((m) => m.type === 'ended')).toEqual([]);
    const dan = await open('127.0.3.4');
    expect(await ask(dan, lobby)).toMatchObject({ type: 'created' });
    expect(await ann.waitFor((m) => m.type === 'ended')).toMatchObject({
      gameId: anns[0]!.gameId,
      reason: 'room',
    });
  });

  it("never make way with a lobby where several guests are, nor take the household's reserve", async () => {
    host = await testHost({ maxGames: 2, maxGamesPerGuest: 2 });
    const ann = await open('127.0.3.1');
    const ben = await open('127.0.3.2');
    for (let t = 0; t < 2; t++) {
      const made = await ask(ann, {
        type: 'create',
        seats: [{ kind: 'self', name: 'Ann' }, { kind: 'open' }, { kind: 'open' }],
      });
      await ask(ben, { type: 'join', gameId: made.gameId, name: 'Ben' });
    }
    const lobby = { type: 'create', seats: [{ kind: 'self', name: 'Cleo' }, { kind: 'open' }] };
    expect(await ask(await open('127.0.3.3'), lobby)).toMatchObject({
      type: 'error',
      code: 'limit',
      limit: 'host-games',
    });
    const household = await open('127.0.0.1', host.appKey);
    const own = {
      type: 'create',
      seats: [
        { kind: 'local', name: 'Ana' },
        { kind: 'bot', level: 'easy' },
      ],
    };
    for (let t = 0; t < 8; t++) expect(await ask(household, own)).toMatchObject({ type: 'created' });
    expect(await ask(household, own)).toMatchObject({ type: 'error', code: 'limit' });
  });

  it('are as many for one player as for one address, from however many addresses', async () => {
    host = await testHost({ maxGames: 16, maxGamesPerGuest: 2 });
    const lobby = {
      type: 'create',
      seats: [{ kind: 'self', name: 'Pia' }, { kind: 'open' }],
      playerId: 'cGlhLW9uZS1wbGF5ZXItbWFueS1hZGRyZXNzZXM',
    };
    expect(await ask(await open('127.0.3.1'), lobby)).toMatchObject({ type: 'created' });
    expect(await ask(await open('127.0.3.2'), lobby)).toMatchObject({ type: 'created' });
    expect(await ask(await open('127.0.3.3'), lobby)).toMatchObject({
      code: 'limit',
      message: 'one player may have at most 2 games here',
    });
  });
});

describe("a lobby's clock", () => {
  it("runs on through its creator's own changes, and starts over at a change once another guest is at it", async () => {
    host = await testHost({ lobbyIdleMs: 2000 });
    const seats = [{ kind: 'self', name: 'Ann' }, { kind: 'open' }, { kind: 'open' }];
    const ann = await open('127.0.3.1');
    const alone = await ask(ann, { type: 'create', seats });
    const cleo = await open('127.0.3.3');
    const shared = await ask(cleo, {
      type: 'create',
      seats: [{ kind: 'self', name: 'Cleo' }, { kind: 'open' }, { kind: 'open' }],
    });
    await ask(await open('127.0.3.2'), { type: 'join', gameId: shared.gameId, name: 'Ben' });
    const ended = ann.waitFor((m) => m.type === 'ended', 10_000);
    for (let touch = 0; !ann.received.some((m) => m.type === 'ended') && touch < 40; touch++) {
      const to = touch % 2 === 0 ? { kind: 'bot', level: 'easy' } : { kind: 'open' };
      await ask(ann, { type: 'setSeat', gameId: alone.gameId, seat: 2, to });
      await ask(cleo, { type: 'setSeat', gameId: shared.gameId, seat: 2, to });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await ended).toMatchObject({ gameId: alone.gameId, reason: 'idle' });
    expect(cleo.received.some((m) => m.type === 'ended')).toBe(false);
  });
});
