// The real `norenberc host` under attack from many loopback addresses (127.0.x.y), as strangers on a
// LAN could: whatever they do, a guest arriving from another address still gets the page and the game.
import { connect as tcp, type Socket } from 'node:net';
import { request } from 'node:http';
import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { newDataDir, startHostProgram, type Program } from '../browser/programs.ts';
import { RawClient } from '../host/helpers.ts';

const cleanup: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

async function hostProgram(name: string, extra: string[] = []): Promise<Program> {
  const dataDir = newDataDir(name);
  cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const program = await startHostProgram(dataDir, extra);
  cleanup.push(() => program.stop());
  return program;
}

/** A connection that sends a request line, then one more header line every 300 ms, never the end. */
function trickle(port: number, localAddress: string): Socket {
  const socket = tcp({ port, host: '127.0.0.1', localAddress });
  socket.on('error', () => {});
  socket.on('connect', () => socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n'));
  const timer = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), 300);
  socket.on('close', () => clearInterval(timer));
  cleanup.push(() => void socket.destroy());
  return socket;
}

function health(port: number, localAddress: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/health', localAddress }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

async function until(test: () => boolean, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() > end) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a host under attack', () => {
  it('by headers trickled from 40 addresses, reopened as closed, leaves a guest the page and a WebSocket', async () => {
    const program = await hostProgram('slowloris', ['--open']);
    // 13 connections from each of 40 addresses, more than the guests' 512 in all, each reopened as
    // soon as the host closes it, for as long as the test runs.
    let stopped = false;
    let opened = 0;
    cleanup.push(() => void (stopped = true));
    const keep = (address: string): void => {
      if (stopped) return;
      opened++;
      trickle(program.port, address).once('close', () => setTimeout(() => keep(address), 20));
    };
    for (let a = 1; a <= 40; a++) for (let i = 0; i < 13; i++) keep(`127.0.7.${a}`);
    await until(() => opened >= 2 * 40 * 13, 20_000);

    expect(await health(program.port, '127.0.0.9')).toBe(200);
    const newcomer = await RawClient.open(`ws://127.0.0.1:${program.port}/ws`, {}, '127.0.0.9');
    cleanup.push(() => newcomer.close());
    expect(newcomer.received[0]).toMatchObject({ type: 'welcome' });
    expect(program.stderr()).toMatch(/closed for room: slow or unfinished requests/);
  }, 60_000);
});
