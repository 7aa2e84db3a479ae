// Shared by the host tests: a host on an ephemeral loopback port without mDNS, and clients for it.
import { createServer, connect as connectTcp, type AddressInfo, type Server, type Socket } from 'node:net';
import { request } from 'node:http';
import { WebSocket } from 'ws';
import { startHost, type HostOptions, type RunningHost } from '../../main/host/server.ts';
import { UnsavedGames } from '../../main/host/store.ts';
import { connect, type Client, type ClientEvents, type ClientOptions } from '../../protocol/client.ts';

/** A host that keeps no game unless the test gives it a store. */
export async function testHost(options: Partial<HostOptions> = {}): Promise<RunningHost> {
  const store = options.store ?? new UnsavedGames();
  return startHost({ port: 0, bind: '127.0.0.1', name: 'Test table', log: () => {}, ...options, store });
}

export function testClient(host: RunningHost, options: ClientOptions = {}): Promise<Client> {
  return connect(host.wsUrl, { WebSocket, backoff: { initialMs: 20, maxMs: 200 }, ...options });
}

/** Resolves once `test` passes (checked every 20 ms); fails after `timeoutMs`. */
export async function until(test: () => boolean, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Resolves with the first `event` of `client` whose argument passes `test`. */
export function next<K extends keyof ClientEvents>(
  client: Client,
  event: K,
  test: (arg: ClientEvents[K][0]) => boolean = () => true,
  timeoutMs = 5000,
): Promise<ClientEvents[K][0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      off();
      reject(new Error(`no ${String(event)} within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (...args: ClientEvents[K]): void => {
      if (!test(args[0])) return;
      clearTimeout(timer);
      off();
      resolve(args[0]);
    };
    const off = client.on(event, listener);
  });
}

/** A bare WebSocket that keeps every message the host sends, for tests that speak the protocol by hand. */
export class RawClient {
  readonly received: Record<string, unknown>[] = [];
  private waiters: {
    test: (m: Record<string, unknown>) => boolean;
    resolve: (m: Record<string, unknown>) => void;
  }[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const message = JSON.parse(String(data)) as Record<string, unknown>;
      this.received.push(message);
      this.waiters = this.waiters.filter((w) => {
        if (!w.test(message)) return true;
        w.resolve(message);
        return false;
      });
    });
  }

  /** `localAddress`: the client's own address (any of 127/8 plays another machine). */
  static async open(
    url: string,
    headers: Record<string, string> = {},
    localAddress?: string,
  ): Promise<RawClient> {
    const ws = new WebSocket(url, { headers, localAddress });
    const client = new RawClient(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    await client.waitFor((m) => m.type === 'welcome');
    return client;
  }

  send(data: unknown): void {
    this.ws.send(typeof data === 'string' || Buffer.isBuffer(data) ? data : JSON.stringify(data));
  }

  /** Sends a request with this id and resolves with the host's answer to it. */
  request(id: number, message: Record<string, unknown>): Promise<Record<string, unknown>> {
    const answer = this.waitFor((m) => m.re === id);
    this.send({ v: 1, id, ...message });
    return answer;
  }

  waitFor(test: (m: Record<string, unknown>) => boolean, timeoutMs = 5000): Promise<Record<string, unknown>> {
    const seen = this.received.find(test);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const waiter = { test, resolve };
      this.waiters.push(waiter);
      setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        reject(new Error(`no matching message within ${timeoutMs} ms`));
      }, timeoutMs).unref();
    });
  }

  closed(): Promise<{ code: number; reason: string }> {
    if (this.ws.readyState === WebSocket.CLOSED)
      return Promise.resolve({ code: -1, reason: 'already closed' });
    return new Promise((resolve) =>
      this.ws.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
    );
  }

  close(): void {
    this.ws.close();
  }
}

/** A TCP relay between clients and a host on loopback: cut() pulls the cable (no close handshake). */
export class Cable {
  private readonly pairs = new Set<[Socket, Socket]>();

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async open(host: RunningHost): Promise<Cable> {
    let cable: Cable | null = null;
    const server = createServer((from) => {
      const to = connectTcp(host.port, '127.0.0.1');
      const pair: [Socket, Socket] = [from, to];
      cable!.pairs.add(pair);
      for (const s of pair) {
        s.on('error', () => {});
        s.on('close', () => {
          cable!.pairs.delete(pair);
          from.destroy();
          to.destroy();
        });
      }
      from.pipe(to);
      to.pipe(from);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cable = new Cable(server, `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws`);
    return cable;
  }

  cut(): void {
    for (const [a, b] of this.pairs) {
      a.destroy();
      b.destroy();
    }
    this.pairs.clear();
  }

  close(): Promise<void> {
    this.cut();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/**
 * A connection from `localAddress` that sends a request line, then one more header line every 300 ms,
 * never the end (slowloris); the caller destroys it.
 */
export function trickle(port: number, localAddress: string): { socket: Socket; closed: () => boolean } {
  let closed = false;
  const socket = connectTcp({ port, host: '127.0.0.1', localAddress });
  socket.on('error', () => {});
  socket.on('connect', () => socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n'));
  const timer = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), 300);
  socket.on('close', () => {
    closed = true;
    clearInterval(timer);
  });
  return { socket, closed: () => closed };
}

/** The status of GET /health from `localAddress`. */
export function health(port: number, localAddress: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/health', localAddress }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}
