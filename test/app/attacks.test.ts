// The real `norenberc host` under attack from many loopback addresses (127.0.x.y), as strangers on a
// LAN could: whatever they do, a guest arriving from another address still gets the page and the game.
import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { newDataDir, startHostProgram, type Program } from '../browser/programs.ts';
import { RawClient, health, trickle, until } from '../host/helpers.ts';

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
      const { socket } = trickle(program.port, address);
      cleanup.push(() => void socket.destroy());
      socket.once('close', () => setTimeout(() => keep(address), 20));
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
