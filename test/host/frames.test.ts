// A client sending every kind of malformed frame: each gets an error reply (with the request id when
// one could be read), the connection stays usable, and nothing changes on the host.
import { hostname } from 'node:os';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { RunningHost } from '../../main/host/server.ts';
import { MAX_FRAME_BYTES } from '../../protocol/messages.ts';
import { MAX_MESSAGES_PER_SECOND } from '../../protocol/limits.ts';
import { RawClient, testHost } from './helpers.ts';

let host: RunningHost;
let ana: RawClient;
let gameId: string;

beforeEach(async () => {
  host = await testHost();
  ana = await RawClient.open(host.wsUrl);
  const created = await ana.request(1, {
    type: 'create',
    seats: [
      { kind: 'local', name: 'Ana' },
      { kind: 'local', name: 'Ben' },
    ],
  });
  gameId = created.gameId as string;
  await ana.request(2, { type: 'start', gameId });
});

afterEach(async () => {
  ana.close();
  await host.close();
});

/** What the host holds for this game, as its creator sees it. */
async function snapshot(client: RawClient, id: number): Promise<unknown> {
  const s = await client.request(id, { type: 'sync', gameId });
  return { seq: s.seq, view: s.view, table: s.table };
}

describe('malformed frames', () => {
  it('answers each with an error that names the problem, and changes nothing', async () => {
    const before = await snapshot(ana, 3);
    const oversized = JSON.stringify({ v: 1, id: 99, type: 'games', pad: 'x'.repeat(MAX_FRAME_BYTES) });
    const cases: [string, unknown, string, number | undefined][] = [
      ['binary frame', Buffer.from([1, 2, 3]), 'bad-frame', undefined],
      ['not JSON', '{"v":1,', 'bad-frame', undefined],
      ['JSON array', '[1,2]', 'bad-frame', undefined],
      ['JSON string', '"hello"', 'bad-frame', undefined],
      ['JSON null', 'null', 'bad-frame', undefined],
      ['deep nesting', '['.repeat(30_000) + ']'.repeat(30_000), 'bad-frame', undefined],
      ['oversized', oversized, 'too-large', undefined],
      ['no version', { id: 10, type: 'games' }, 'version', 10],
      ['other version', { v: 2, id: 11, type: 'games' }, 'version', 11],
      ['no type', { v: 1, id: 12 }, 'unknown-type', 12],
      ['unknown type', { v: 1, id: 13, type: 'teleport' }, 'unknown-type', 13],
      ['inherited name as type', { v: 1, id: 14, type: 'constructor' }, 'unknown-type', 14],
      ['numeric type', { v: 1, id: 15, type: 7 }, 'unknown-type', 15],
      ['extra field', { v: 1, id: 16, type: 'games', admin: true }, 'invalid', 16],
      [
        'prototype key',
        JSON.parse('{"v":1,"id":17,"type":"sync","gameId":"x","__proto__":{"a":1}}'),
        'invalid',
        17,
      ],
      ['bad request id', { v: 1, id: 'x', type: 'games' }, 'invalid', undefined],
      ['missing field', { v: 1, id: 18, type: 'act', gameId }, 'invalid', 18],
      ['bad game id', { v: 1, id: 19, type: 'spectate', gameId: '../etc' }, 'invalid', 19],
      ['unknown game', { v: 1, id: 20, type: 'spectate', gameId: 'nope' }, 'not-found', 20],
      ['seat out of range', { v: 1, id: 21, type: 'kick', gameId, seat: 9 }, 'invalid', 21],
      ['empty name', { v: 1, id: 22, type: 'join', gameId, name: '   ' }, 'invalid', 22],
      ['long name', { v: 1, id: 23, type: 'join', gameId, name: 'x'.repeat(25) }, 'invalid', 23],
      ['control characters', { v: 1, id: 24, type: 'join', gameId, name: 'A\u0000na' }, 'invalid', 24],
      ['unknown colour', { v: 1, id: 25, type: 'join', gameId, name: 'Cy', color: 'purple' }, 'invalid', 25],
      [
        'bad seat spec',
        { v: 1, id: 26, type: 'create', seats: [{ kind: 'alien' }, { kind: 'open' }] },
        'invalid',
        26,
      ],
      ['too few seats', { v: 1, id: 27, type: 'create', seats: [{ kind: 'open' }] }, 'invalid', 27],
      [
        'unknown bot level',
        { v: 1, id: 28, type: 'create', seats: [{ kind: 'bot', level: 'god' }, { kind: 'open' }] },
        'invalid',
        28,
      ],
      [
        'colour twice',
        {
          v: 1,
          id: 29,
          type: 'create',
          seats: [
            { kind: 'local', name: 'A', color: 'red' },
            { kind: 'local', name: 'B', color: 'red' },
          ],
        },
        'invalid',
        29,
      ],
      [
        'unknown action',
        { v: 1, id: 30, type: 'act', gameId, action: { type: 'fly', seat: 0 } },
        'invalid',
        30,
      ],
      [
        'action with extra field',
        { v: 1, id: 31, type: 'act', gameId, action: { type: 'pass', seat: 0, talers: 99 } },
        'invalid',
        31,
      ],
      [
        'unknown guild',
        { v: 1, id: 32, type: 'act', gameId, action: { type: 'plan', seat: 0, guilds: ['wizards'] } },
        'invalid',
        32,
      ],
      [
        'illegal action',
        { v: 1, id: 33, type: 'act', gameId, action: { type: 'nothing', seat: 0 } },
        'illegal',
        33,
      ],
      ['bad token', { v: 1, id: 34, type: 'claim', token: 'A'.repeat(32) }, 'not-found', 34],
      ['malformed token', { v: 1, id: 35, type: 'claim', token: 'short' }, 'invalid', 35],
      ['negative since', { v: 1, id: 36, type: 'sync', gameId, since: -1 }, 'invalid', 36],
    ];
    for (const [label, frame, code, re] of cases) {
      const count = ana.received.length;
      ana.send(frame);
      const reply = await ana.waitFor((m) => ana.received.indexOf(m) >= count && m.type === 'error');
      expect({ label, code: reply.code, re: reply.re }).toEqual({ label, code, re });
      expect(typeof reply.message).toBe('string');
    }
    expect(ana.ws.readyState).toBe(WebSocket.OPEN);
    expect(await snapshot(ana, 40)).toEqual(before);
  });

  it('refuses requests at the wrong time or from the wrong client with a clear error', async () => {
    const ben = await RawClient.open(host.wsUrl);
    const before = await snapshot(ana, 3);
    const cases: [RawClient, Record<string, unknown>, string, RegExp][] = [
      [ben, { type: 'act', gameId, action: { type: 'pass', seat: 0 } }, 'not-found', /not in this game/],
      [ben, { type: 'start', gameId }, 'not-allowed', /creator/],
      [ben, { type: 'join', gameId, name: 'Ben' }, 'conflict', /started/],
      [ana, { type: 'start', gameId }, 'conflict', /already started/],
      [ana, { type: 'setSeat', gameId, seat: 0, to: { kind: 'open' } }, 'conflict', /lobby/],
      [ana, { type: 'addSeat', gameId, to: { kind: 'open' } }, 'conflict', /lobby/],
      [ana, { type: 'kick', gameId, seat: 4 }, 'not-found', /seats 0 to 1/],
      [ana, { type: 'focus', gameId, seat: 3 }, 'not-allowed', /do not hold seat 3/],
      [ana, { type: 'act', gameId, action: { type: 'pass', seat: 3 } }, 'not-allowed', /do not hold seat 3/],
    ];
    let id = 100;
    for (const [client, message, code, text] of cases) {
      const reply = await client.request(id++, message);
      expect(reply.type).toBe('error');
      expect(reply.code).toBe(code);
      expect(reply.message).toMatch(text);
    }
    expect(await snapshot(ana, 200)).toEqual(before);
    ben.close();
  });

  it('throttles a flooding client, then disconnects it; a burst within the limit passes', async () => {
    const calm = await RawClient.open(host.wsUrl);
    for (let i = 0; i < 90; i++) calm.send({ v: 1, id: i, type: 'games' });
    await calm.waitFor((m) => m.re === 89);
    expect(calm.received.some((m) => m.code === 'throttled')).toBe(false);

    const flood = await RawClient.open(host.wsUrl);
    const closed = flood.closed();
    const began = performance.now();
    for (let i = 0; i < 400 && flood.ws.readyState === WebSocket.OPEN; i++)
      flood.send({ v: 1, id: i, type: 'games' });
    expect((await closed).code).toBe(1008);
    const seconds = (performance.now() - began) / 1000;
    expect(flood.received.some((m) => m.code === 'throttled')).toBe(true);
    // Only a burst's worth was handled, and what the rate let in while the host read the flood (on a
    // busy machine reading 400 frames takes a while, and the bucket refills meanwhile).
    const allowed = 2 * MAX_MESSAGES_PER_SECOND + Math.ceil(MAX_MESSAGES_PER_SECOND * seconds) + 1;
    expect(flood.received.filter((m) => m.type === 'games').length).toBeLessThanOrEqual(allowed);
    calm.close();
  });

  it('cuts off a frame beyond what the socket layer reads at all (close 1009)', async () => {
    const huge = await RawClient.open(host.wsUrl);
    const closed = huge.closed();
    huge.send('x'.repeat(2 * 1024 * 1024));
    expect((await closed).code).toBe(1009);
    const health = await fetch(`http://127.0.0.1:${host.port}/health`);
    expect(health.status).toBe(200);
  });

  it('checks the Origin of browser clients', async () => {
    await expect(RawClient.open(host.wsUrl, { Origin: 'http://evil.example' })).rejects.toThrow(/403/);
    const own = await RawClient.open(host.wsUrl, { Origin: `http://127.0.0.1:${host.port}` });
    own.close();
    const dev = await testHost({ allowedOrigins: ['http://localhost:5173'] });
    const allowed = await RawClient.open(dev.wsUrl, { Origin: 'http://localhost:5173' });
    allowed.close();
    await expect(RawClient.open(dev.wsUrl, { Origin: 'http://localhost:5174' })).rejects.toThrow(/403/);
    await dev.close();
  });

  it('refuses a web site that points its own name at the host (DNS rebinding), not a LAN name', async () => {
    const as = (name: string) => ({ Host: `${name}:${host.port}`, Origin: `http://${name}:${host.port}` });
    await expect(RawClient.open(host.wsUrl, as('evil.example'))).rejects.toThrow(/403/);
    await expect(RawClient.open(host.wsUrl, as('games.evil.example'))).rejects.toThrow(/403/);
    for (const name of ['localhost', 'anas-laptop.local', '192.168.1.20', '[::1]', hostname()]) {
      const client = await RawClient.open(host.wsUrl, as(name));
      client.close();
    }
  });
});
