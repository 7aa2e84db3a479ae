// The attacks on the host's door, each from one loopback address unless said:
//   slowloris: 1,100 connections trickle a header line every second, against a host limited to 1,024
//     open files (a usual desktop's default); how many the host kept, whether a newcomer gets /health
//     and a WebSocket, and how long until the host had closed every trickling one.
//   idle-sockets: 32 idle WebSockets from each of 8 addresses fill the default 256; whether 5
//     newcomers from other addresses get in.
import { connect, type Socket } from 'node:net';
import { request } from 'node:http';
import { WebSocket } from 'ws';
import { Guest } from './guest.ts';
import type { HostProcess } from './run.ts';

const TRICKLERS = 1100;

export async function slowloris(host: HostProcess): Promise<Record<string, unknown>> {
  const port = Number(new URL(host.url).port);
  const began = performance.now();
  const tricklers = Array.from({ length: TRICKLERS }, () => trickle(port, '127.9.0.1'));
  await pause(2000);
  const keptAfter2s = tricklers.filter((t) => !t.closed).length;
  const early = await newcomer(host, '127.9.0.2');
  // Once every trickling connection has been accepted (the listen queue drains in a few seconds).
  await pause(4000);
  const keptAfter6s = tricklers.filter((t) => !t.closed).length;
  const later = await newcomer(host, '127.9.0.3');
  let allClosedMs = -1;
  for (let waited = 0; waited < 120_000; waited += 250) {
    if (tricklers.every((t) => t.closed)) {
      allClosedMs = Math.round(performance.now() - began);
      break;
    }
    await pause(250);
  }
  for (const t of tricklers) t.socket.destroy();
  return {
    attack: 'slowloris',
    tricklers: TRICKLERS,
    hostMaxFiles: 1024,
    keptOpen: { after2s: keptAfter2s, after6s: keptAfter6s },
    newcomer: { after2s: early, after6s: later },
    allClosedAfterMs: allClosedMs,
  };
}

/** Whether a guest from `address` gets /health, and then a WebSocket. */
async function newcomer(host: HostProcess, address: string): Promise<Record<string, unknown>> {
  const asked = performance.now();
  const health = await get(Number(new URL(host.url).port), address).catch((err: Error) => err.message);
  const healthMs = Math.round(performance.now() - asked);
  const webSocket = await Guest.open(host.url, address).then(
    (g) => {
      g.close();
      return 'open';
    },
    (err: Error) => err.message,
  );
  return { health, healthMs, webSocket };
}

export async function idleSockets(host: HostProcess): Promise<Record<string, unknown>> {
  const idle: Guest[] = [];
  for (let a = 1; a <= 8; a++)
    for (let batch = 0; batch < 4; batch++)
      idle.push(
        ...(await Promise.all(Array.from({ length: 8 }, () => Guest.open(host.url, `127.10.0.${a}`)))),
      );
  const newcomers: string[] = [];
  const admitted: Guest[] = [];
  for (let n = 1; n <= 5; n++) {
    const asked = performance.now();
    newcomers.push(
      await Guest.open(host.url, `127.10.1.${n}`).then(
        (g) => {
          admitted.push(g);
          return `in after ${Math.round(performance.now() - asked)} ms`;
        },
        (err: Error) => err.message,
      ),
    );
  }
  await pause(500);
  const closed = idle.filter((g) => g.readyState === WebSocket.CLOSED).length;
  for (const g of [...idle, ...admitted]) g.close();
  return { attack: 'idle-sockets', idle: idle.length, newcomers, idleClosedForThem: closed };
}

/** A connection that sends a request line, then one header line a second, never the end. */
function trickle(port: number, localAddress: string): { socket: Socket; closed: boolean } {
  const socket = connect({ port, host: '127.0.0.1', localAddress });
  const t = { socket, closed: false };
  socket.on('error', () => {});
  socket.on('connect', () => socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n'));
  const timer = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), 1000);
  socket.on('close', () => {
    t.closed = true;
    clearInterval(timer);
  });
  return t;
}

function get(port: number, localAddress: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: '/health', localAddress, timeout: 30_000 },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('timeout', () => req.destroy(new Error('no answer in 30 s')));
    req.on('error', reject);
    req.end();
  });
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
