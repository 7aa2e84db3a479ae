// One address cannot take the whole host (issue 16, finding 3): it gets its share of the WebSockets
// and tables while another address still gets in; a lobby its creator just sits in ends; the app's
// own page (the host's key) is held to no such limit. Guests are told apart by address: Linux routes
// all of 127/8 to loopback, so 127.0.0.2 and 127.0.0.3 play two machines.
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { RunningHost } from '../../main/host/server.ts';
import { RawClient, testHost } from './helpers.ts';

let host: RunningHost | null = null;
const sockets: WebSocket[] = [];

afterEach(async () => {
  for (const ws of sockets.splice(0)) ws.terminate();
  await host?.close();
  host = null;
});

/** Opens a WebSocket from `localAddress`: resolves with it, or with the HTTP status of the refusal. */
function open(url: string, localAddress: string): Promise<WebSocket | number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { localAddress });
    ws.once('open', () => {
      sockets.push(ws);
      resolve(ws);
    });
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.once('error', () => resolve(0));
  });
}

const twoLocals = [
  { kind: 'local', name: 'Ana' },
  { kind: 'local', name: 'Ben' },
];

describe('one address', () => {
  it('holds at most its share of the WebSockets; another address and the app still get in', async () => {
    host = await testHost({ maxClients: 16, maxClientsPerAddress: 4 });
    const mine = await Promise.all(Array.from({ length: 6 }, () => open(host!.wsUrl, '127.0.0.2')));
    expect(mine.filter((s) => s instanceof WebSocket)).toHaveLength(4);
    expect(mine.filter((s) => s === 429)).toHaveLength(2);
    expect(await open(host.wsUrl, '127.0.0.3')).toBeInstanceOf(WebSocket);
    expect(await open(`${host.wsUrl}?key=${host.appKey}`, '127.0.0.2')).toBeInstanceOf(WebSocket);
    expect(await open(`${host.wsUrl}?key=wrong`, '127.0.0.2')).toBe(429);
    // A socket that goes frees its place.
    (mine[0] as WebSocket).close();
    await new Promise((resolve) => (mine[0] as WebSocket).once('close', resolve));
    await expect.poll(() => open(host!.wsUrl, '127.0.0.2')).toBeInstanceOf(WebSocket);
  });

  it('creates at most its share of the tables; another address still creates one', async () => {
    host = await testHost({ maxGames: 16, maxGamesPerGuest: 3, maxGamesPerClient: 8 });
    const hog = await RawClient.open(host.wsUrl, {}, '127.0.0.2');
    const answers = [];
    for (let id = 1; id <= 5; id++) answers.push(await hog.request(id, { type: 'create', seats: twoLocals }));
    expect(answers.filter((a) => a.type === 'created')).toHaveLength(3);
    expect(answers.slice(3)).toEqual([
      expect.objectContaining({ type: 'error', code: 'limit', limit: 'your-tables' }),
      expect.objectContaining({ type: 'error', code: 'limit', limit: 'your-tables' }),
    ]);
    // A second socket from the same address gets no more.
    const again = await RawClient.open(host.wsUrl, {}, '127.0.0.2');
    expect(await again.request(1, { type: 'create', seats: twoLocals })).toMatchObject({ code: 'limit' });
    const other = await RawClient.open(host.wsUrl, {}, '127.0.0.3');
    expect(await other.request(1, { type: 'create', seats: twoLocals })).toMatchObject({ type: 'created' });
    const app = await RawClient.open(`${host.wsUrl}?key=${host.appKey}`, {}, '127.0.0.2');
    expect(await app.request(1, { type: 'create', seats: twoLocals })).toMatchObject({ type: 'created' });
    for (const c of [hog, again, other, app]) c.close();
  });
});

describe('a lobby', () => {
  it('ends when nothing happened in it for the idle time, though its creator stays', async () => {
    host = await testHost({ lobbyIdleMs: 400 });
    const ana = await RawClient.open(host.wsUrl, {}, '127.0.0.2');
    const created = await ana.request(1, { type: 'create', seats: twoLocals });
    const ended = await ana.waitFor((m) => m.type === 'ended', 5000);
    expect(ended).toMatchObject({ gameId: created.gameId, reason: 'idle' });
    expect(host.lobby.gameCount).toBe(0);
    ana.close();
  });
});
