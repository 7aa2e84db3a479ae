// A client that stops reading (issue 16, findings 1 and 3): what it asked for is not computed once it
// is cut off, it skips updates while it is behind and then gets the latest, and it cannot make the
// host buffer more than a bound for it.
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { BEHIND_BYTES, CUT_OFF_BYTES, Connection } from '../../main/host/connection.ts';
import type { Archive, Lobby } from '../../main/host/lobby.ts';
import type { PlayerStats } from '../../protocol/history.ts';
import { testHost } from './helpers.ts';
import { StalledClient } from '../../tools/loadtest/stalledClient.ts';

describe('a client that does not read', () => {
  it('has its queued requests dropped once it is cut off, never computed', async () => {
    let computed = 0;
    // Each answer is 4 MiB: more than the socket buffers of loopback take from a client not reading.
    const big = [{ name: 'x'.repeat(4 * 1024 * 1024) }] as unknown as PlayerStats[];
    const archive: Archive = {
      history: () => [],
      stats: () => {
        computed++;
        return {
          players: big,
          headToHead: [],
          ladder: {
            anchors: [],
            players: [],
            provisionalGames: 5,
            start: { mu: 25, sigma: 8, conservative: 1 },
          },
        };
      },
      finishedRecord: () => null,
      series: () => null,
      matchOfGame: () => null,
      keptReview: () => null,
      keepReview: () => {},
      importRecord: () => ({ ok: false, refusal: { code: 'not-allowed', message: 'not here' } }),
    };
    const host = await testHost({ archive });
    const client = await StalledClient.open(host.port);
    try {
      client.stopReading();
      client.send(Array.from({ length: 10 }, (_, id) => ({ v: 1, type: 'stats', id })));
      await client.until(() => computed >= 10, 3000).catch(() => {});
      // The old host computed all ten after cutting the client off.
      expect(computed).toBeGreaterThan(0);
      expect(computed).toBeLessThanOrEqual(3);
    } finally {
      client.destroy();
      await host.close();
    }
  });
});

/** A socket whose backlog the test sets. */
class FakeSocket extends EventEmitter {
  readyState: number = WebSocket.OPEN;
  bufferedAmount = 0;
  readonly sent: string[] = [];
  terminated = false;
  send(json: string): void {
    this.sent.push(json);
  }
  terminate(): void {
    this.terminated = true;
    this.readyState = WebSocket.CLOSING;
  }
}

function connection(): { ws: FakeSocket; received: number; caughtUp: number; c: Connection } {
  const ws = new FakeSocket();
  const seen = { received: 0, caughtUp: 0 };
  const lobby = {
    connected: () => {},
    disconnected: () => {},
    receive: () => void seen.received++,
    caughtUp: () => void seen.caughtUp++,
  } as unknown as Lobby;
  const c = new Connection(1, ws as unknown as WebSocket, lobby, () => {});
  return {
    ws,
    c,
    get received() {
      return seen.received;
    },
    get caughtUp() {
      return seen.caughtUp;
    },
  };
}

const sync = Buffer.from(JSON.stringify({ v: 1, type: 'sync', gameId: 'g' }));
const syncWithId = Buffer.from(JSON.stringify({ v: 1, id: 7, type: 'sync', gameId: 'g' }));

describe('a connection behind on reading', () => {
  it('skips updates and gets the latest once its backlog is read', async () => {
    const t = connection();
    t.c.sendText('{"update":1}');
    t.ws.bufferedAmount = BEHIND_BYTES + 1;
    for (let i = 2; i <= 50; i++) t.c.sendText(`{"update":${i}}`);
    t.c.send({ v: 1, type: 'error', code: 'limit', message: 'answers still go' });
    expect(t.ws.sent).toEqual(['{"update":1}', expect.stringContaining('answers still go')]);
    t.ws.emit('message', syncWithId, false);
    expect(t.received).toBe(0);
    // Not computed, but answered at once: the client need not wait for its own timeout.
    expect(JSON.parse(t.ws.sent.at(-1)!)).toMatchObject({ type: 'error', re: 7, code: 'throttled' });
    t.ws.bufferedAmount = 0;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(t.caughtUp).toBe(1);
    t.ws.emit('message', sync, false);
    expect(t.received).toBe(1);
  });

  it('is cut off past the bound, and what it sent afterwards is not computed', () => {
    const t = connection();
    t.ws.bufferedAmount = CUT_OFF_BYTES + 1;
    t.c.send({ v: 1, type: 'ok' });
    expect(t.ws.terminated).toBe(true);
    t.ws.bufferedAmount = 0;
    t.ws.emit('message', sync, false);
    expect(t.received).toBe(0);
    expect(t.ws.sent).toEqual([]);
  });
});
