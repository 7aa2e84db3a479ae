// Shared by the host tests: a host on an ephemeral loopback port without mDNS, and clients for it.
import { WebSocket } from 'ws';
import { startHost, type HostOptions, type RunningHost } from '../../main/host/server.ts';
import { connect, type Client, type ClientEvents, type ClientOptions } from '../../main/protocol/client.ts';

export async function testHost(options: Partial<HostOptions> = {}): Promise<RunningHost> {
  return startHost({ port: 0, bind: '127.0.0.1', name: 'Test table', log: () => {}, ...options });
}

export function testClient(host: RunningHost, options: ClientOptions = {}): Promise<Client> {
  return connect(host.wsUrl, { WebSocket, backoff: { initialMs: 20, maxMs: 200 }, ...options });
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
