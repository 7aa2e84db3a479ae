// No guest can lock the others out of the real `norenberc host` program (item 7 of "A LAN evening
// without a hitch"), each guest on its own loopback address: connections that trickle their headers
// (slowloris) are held to a few per address and dropped after the header timeout, and idle WebSockets
// that fill the host make room for a newcomer, never one that holds a seat.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { GUEST_LIMITS } from '../../main/host/hostLimits.ts';
import { startHostProcess } from '../../tools/loadtest/run.ts';
import { RawClient, health, trickle, until } from './helpers.ts';

const cleanup: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

/** `norenberc host` on a free loopback port and a fresh data folder, in its own process. */
async function hostProgram(): Promise<{ port: number; url: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'norenberc-lockout-'));
  cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const program = await startHostProcess(['--data-dir', dataDir]);
  cleanup.push(() => program.stop());
  return { port: Number(new URL(program.url).port), url: program.url };
}

/** A trickling connection, destroyed after the test. */
function trickling(port: number, localAddress: string): ReturnType<typeof trickle> {
  const slow = trickle(port, localAddress);
  cleanup.push(() => void slow.socket.destroy());
  return slow;
}

async function guest(url: string, address: string): Promise<RawClient> {
  const client = await RawClient.open(url, {}, address);
  cleanup.push(() => client.close());
  return client;
}

describe('a guest who holds connections open', () => {
  it('by trickling headers keeps a few for seconds; a newcomer gets the page and a WebSocket', async () => {
    const program = await hostProgram();
    const slow = Array.from({ length: 3 * GUEST_LIMITS.httpPerAddress }, () =>
      trickling(program.port, '127.0.0.5'),
    );
    // Beyond the address's share, its connections are closed as they come.
    await until(
      () => slow.filter((s) => s.closed()).length >= slow.length - GUEST_LIMITS.httpPerAddress,
      10_000,
    );

    expect(await health(program.port, '127.0.0.6')).toBe(200);
    const newcomer = await guest(program.url, '127.0.0.6');
    expect(newcomer.received[0]).toMatchObject({ type: 'welcome' });

    // The rest are closed once the header timeout passes, though they keep sending.
    await until(() => slow.every((s) => s.closed()), 30_000);
  }, 60_000);

  it('as idle WebSockets filling the host: a newcomer gets in, and no one holding a seat is closed', async () => {
    const program = await hostProgram();
    const { url } = program;
    const player = await guest(url, '127.0.0.20');
    const created = await player.request(1, {
      type: 'create',
      seats: [{ kind: 'self', name: 'Ann' }, { kind: 'open' }],
    });
    expect(created).toMatchObject({ type: 'created' });

    // Eight addresses with 32 WebSockets each, all but one: with the player's, the default 256. Each
    // address opens them a few at a time (more handshakes at once than its share of HTTP are refused).
    const idle: RawClient[] = [];
    for (let a = 1; a <= 8; a++)
      for (let batch = 0; batch < 4; batch++)
        idle.push(
          ...(await Promise.all(
            Array.from({ length: a === 8 && batch === 3 ? 7 : 8 }, () => guest(url, `127.0.1.${a}`)),
          )),
        );
    // An address at its share is refused, as before.
    await expect(guest(url, '127.0.1.1')).rejects.toThrow(/429/);

    const newcomers = await Promise.all([1, 2, 3].map((n) => guest(url, `127.0.2.${n}`)));
    for (const n of newcomers) expect(n.received[0]).toMatchObject({ type: 'welcome' });
    await until(() => idle.filter((c) => c.ws.readyState === WebSocket.CLOSED).length === 3, 5000);
    expect(player.ws.readyState).toBe(WebSocket.OPEN);
    expect(await player.request(2, { type: 'games' })).toMatchObject({ type: 'games' });
  }, 60_000);
});
