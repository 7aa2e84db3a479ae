// Requests the host will not handle (over the rate limit, or from a client that does not read its
// answers) are answered at once with `throttled` and their id, over a real socket: the client library
// rejects them with that code instead of waiting for its timeout, a scripted player backs off and
// plays on, and a hostile client still gets no more than one small refusal per frame before it is cut off.
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { ScriptedPlayer, seededRandom } from '../../tools/loadtest/scriptedPlayer.ts';
import type { RunningHost } from '../../main/host/server.ts';
import { MAX_MESSAGES_PER_SECOND } from '../../protocol/messages.ts';
import { ProtocolError } from '../../protocol/pending.ts';
import { RawClient, testClient, testHost } from './helpers.ts';

const BURST = 2 * MAX_MESSAGES_PER_SECOND;
let host: RunningHost | null = null;
afterEach(async () => {
  await host?.close();
  host = null;
});

describe('a request the host will not handle', () => {
  it('is answered at once as throttled, with its id; the client says so and may ask again later', async () => {
    host = await testHost();
    const client = await testClient(host);
    const started = performance.now();
    const outcomes = await Promise.all(
      Array.from({ length: BURST + 30 }, () =>
        client.games().then(
          () => 'ok',
          (err: unknown) => (err instanceof ProtocolError ? err.code : String(err)),
        ),
      ),
    );
    // Far sooner than the client's 10 s timeout: every request heard its answer.
    expect(performance.now() - started).toBeLessThan(3000);
    const throttled = outcomes.filter((o) => o === 'throttled').length;
    expect(throttled).toBeGreaterThan(0);
    expect(outcomes.filter((o) => o !== 'ok' && o !== 'throttled')).toEqual([]);
    expect(client.connected).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(client.games()).resolves.toMatchObject({ type: 'games' });
    client.close();
  });

  it('makes a scripted player wait and try again: the game still ends', async () => {
    host = await testHost({ botThreads: 1 });
    const client = await testClient(host);
    const { gameId } = await client.create([
      { kind: 'local', name: 'Ana' },
      { kind: 'local', name: 'Ben' },
      { kind: 'bot', level: 'easy' },
    ]);
    await client.start(gameId);
    // The client spends its whole burst first: the player's first requests are refused.
    const spent = Array.from({ length: BURST + 20 }, () => client.games().catch(() => null));
    const refused: string[] = [];
    const player = new ScriptedPlayer(client, gameId, {
      random: seededRandom(3),
      onRefused: (m) => refused.push(m),
    });
    await Promise.all(spent);
    const final = await player.finished;
    expect(final.phase).toBe('finished');
    expect(player.throttled).toBeGreaterThan(0);
    expect(refused).toEqual([]);
    client.close();
  }, 60_000);

  it('gives a flooding client one small refusal per frame, then cuts it off', async () => {
    host = await testHost();
    const flood = await RawClient.open(host.wsUrl);
    const closed = flood.closed();
    let sent = 0;
    for (; sent < 1000 && flood.ws.readyState === WebSocket.OPEN; sent++)
      flood.send({ v: 1, id: sent, type: 'games' });
    expect((await closed).code).toBe(1008);
    const refusals = flood.received.filter((m) => m.code === 'throttled');
    // Each refusal answers one request by its id; no more of them than the flood limit allows.
    expect(refusals.filter((m) => typeof m.re === 'number').length).toBeGreaterThan(0);
    expect(refusals.length).toBeLessThanOrEqual(MAX_MESSAGES_PER_SECOND + 1);
    expect(refusals.every((m) => JSON.stringify(m).length < 200)).toBe(true);
  });
});
