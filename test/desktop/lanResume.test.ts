// A LAN game survives its host (issue 13): when the app's hosts stop mid-game and start again on the
// same data folder, the unfinished LAN game reopens on a LAN host on the same port (not on the
// loopback host, where guests cannot reach it), and every client reconnects by itself with its seat
// token and plays on to the end.
import { mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../../main/app/compose.ts';
import { ScriptedPlayer, seededRandom } from '../../tools/loadtest/scriptedPlayer.ts';
import { openHostStore } from '../../main/store/hostStore.ts';
import { listMatches } from '../../main/store/index.ts';
import { connect, type Client } from '../../protocol/client.ts';
import { WebSocket } from 'ws';
import { next } from '../host/helpers.ts';

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function runApp(dataDir: string): Promise<RunningApp> {
  const app = await startApp({
    program: 'desktop',
    dataDir,
    localPort: 0,
    mdns: { advertise: false },
    log: () => {},
  });
  cleanup.push(() => app.close());
  return app;
}

/** A client of `url`, with the evening's code of its host's door where one is given. */
async function client(url: string, code?: string): Promise<Client> {
  const c = await connect(url, { WebSocket, backoff: { initialMs: 50, maxMs: 200 }, code });
  cleanup.push(() => c.close());
  return c;
}

describe('a LAN game when the app restarts', () => {
  it('reopens on the LAN host on its port; its players reconnect by themselves and finish it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'norenberc-lan-resume-'));
    const port = await freePort();
    const first = await runApp(dataDir);
    const lan = await first.hosts.startLan({ name: "Ana's table", port });
    const url = `ws://127.0.0.1:${port}/ws`;
    // Ana at the app's window, which holds the LAN host's key (her seat is played at her screen).
    const ana = await client(`${url}?key=${lan.host.appKey}`);
    // Ben, a guest, comes in with the evening's code; after the restart (a new evening, a new code), his
    // seat lets him back in.
    const ben = await client(url, lan.host.lobby.evening.code!);
    const { gameId } = await ana.create([{ kind: 'local', name: 'Ana' }, { kind: 'open' }]);
    await ben.join(gameId, 'Ben');
    await ana.start(gameId);
    const before = [ana, ben].map(
      (c, i) =>
        new ScriptedPlayer(c, gameId, {
          random: seededRandom(20 + i),
          shouldAct: (_a, view) => view.moves < 10,
        }),
    );
    await next(ana, 'update', (m) => m.view!.moves >= 10, 15_000);
    before.forEach((p) => p.stop());
    await first.close();
    expect(lan.host.lobby.gameCount).toBe(0);
    const stored = openHostStore(dataDir, () => {});
    const played = listMatches(stored.store.store.db)[0]!.actions;
    stored.close();

    const second = (await runApp(dataDir)).hosts;
    expect(second.lan?.host.port).toBe(port);
    expect(second.lan?.name).toBe("Ana's table");
    expect(second.lan?.host.lobby.gameCount).toBe(1);
    expect(second.local?.lobby.gameCount).toBe(0);
    // The same clients: they reconnect by themselves and claim their seats with their tokens.
    await Promise.all([ana, ben].map((c) => next(c, 'snapshot', (m) => m.gameId === gameId, 10_000)));
    expect((await ben.sync(gameId)).view!.moves).toBe(played);
    const after = [ana, ben].map((c, i) => new ScriptedPlayer(c, gameId, { random: seededRandom(30 + i) }));
    const finished = await Promise.all(after.map((p) => p.finished));
    expect(finished.every((view) => view.phase === 'finished')).toBe(true);
    const reader = openHostStore(dataDir, () => {});
    expect(listMatches(reader.store.store.db)[0]).toMatchObject({ gameId, status: 'finished' });
    expect(reader.store.finishedRecord(listMatches(reader.store.store.db)[0]!.id)).not.toBeNull();
    reader.close();
  });
});
