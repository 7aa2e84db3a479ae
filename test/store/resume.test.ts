// A host with the SQLite store: closed (or gone) mid-game, a new host on the same data folder resumes
// the game at the same action, its players take their seats back with their tokens, and the finished
// game lands in the history. An action the database cannot save is refused, not played.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ScriptedPlayer, seededRandom } from '../../tools/loadtest/scriptedPlayer.ts';
import type { HostOptions, RunningHost } from '../../main/host/server.ts';
import type { Client } from '../../protocol/client.ts';
import { openHostStore } from '../../main/store/hostStore.ts';
import { listMatches } from '../../main/store/index.ts';
import { next, testClient, testHost } from '../host/helpers.ts';

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

async function storedHost(
  dataDir: string,
  options: Partial<HostOptions> = {},
): Promise<{ host: RunningHost; opened: ReturnType<typeof openHostStore> }> {
  const opened = openHostStore(dataDir, () => {});
  const host = await testHost({ store: opened.store, archive: opened.store, ...options });
  for (const game of opened.store.unfinished()) expect(host.lobby.restore(game)).toEqual({ ok: true });
  return { host, opened };
}

async function client(host: RunningHost, tokens?: string[]): Promise<Client> {
  const c = await testClient(host, tokens ? { tokens } : {});
  cleanup.push(() => c.close());
  return c;
}

describe('games stored in SQLite', () => {
  it('resume on a new host with the same seats and tokens, and end up in the history', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'norenberc-resume-'));
    const first = await storedHost(dataDir);
    const ana = await client(first.host);
    const created = await ana.create(
      [
        { kind: 'local', name: 'Ana', color: 'blue' },
        { kind: 'local', name: 'Ben' },
        { kind: 'bot', level: 'easy' },
      ],
      'Kitchen table',
    );
    const player = new ScriptedPlayer(ana, created.gameId, {
      random: seededRandom(7),
      shouldAct: (_a, view) => view.moves < 15,
    });
    await ana.start(created.gameId);
    await next(ana, 'update', (m) => m.view!.moves >= 15, 15_000);
    player.stop();
    const before = ana.game(created.gameId)!;
    await first.host.close();
    first.opened.close();
    const between = openHostStore(dataDir, () => {});
    expect(listMatches(between.store.store.db)[0]).toMatchObject({
      status: 'playing',
      actions: before.view!.moves,
    });
    between.close();

    const second = await storedHost(dataDir);
    cleanup.push(async () => {
      await second.host.close();
      second.opened.close();
    });
    const anaAgain = await client(
      second.host,
      ana.tokens().map((t) => t.token),
    );
    await next(anaAgain, 'tokens', (tokens) => tokens.some((t) => t.gameId === created.gameId));
    const view = (await anaAgain.focus(created.gameId, before.you.focus)).view!;
    expect(view).toEqual(before.view);
    expect(anaAgain.game(created.gameId)!.you).toMatchObject({ seats: [0, 1], admin: true });
    // A running game's record holds secrets (the stack, plans): it is not handed out before the end.
    const running = (await anaAgain.history()).matches[0]!;
    expect(running).toMatchObject({ gameId: created.gameId, status: 'playing' });
    await expect(anaAgain.record(running.id)).rejects.toThrow(/no finished match/);
    const again = new ScriptedPlayer(anaAgain, created.gameId, {
      random: seededRandom(8),
      onRefused: (m) => expect.fail(m),
    });
    expect((await again.finished).phase).toBe('finished');
    const [match] = listMatches(second.opened.store.store.db);
    expect(match).toMatchObject({ gameId: created.gameId, status: 'finished' });
    expect(match!.seats.map((s) => s.name)).toEqual(['Ana', 'Ben', expect.any(String)]);
    expect(second.opened.store.store.matches.unfinished()).toEqual([]);
    // The history, statistics and the record, over the protocol.
    expect((await anaAgain.history({ status: 'finished' })).matches.map((m) => m.id)).toEqual([match!.id]);
    const stats = await anaAgain.stats();
    expect(stats.players.find((p) => p.name === 'Ana')).toMatchObject({ games: 1 });
    expect(stats.headToHead.length).toBeGreaterThan(0);
    const { record } = await anaAgain.record(match!.id);
    expect(record.actions).toHaveLength(match!.actions);
  });

  it('becomes the LAN game of the LAN host that resumes it (as `norenberc host` does), to reopen there', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'norenberc-resume-'));
    const first = await storedHost(dataDir);
    const ana = await client(first.host);
    const { gameId } = await ana.create([
      { kind: 'local', name: 'Ana' },
      { kind: 'bot', level: 'easy' },
    ]);
    await ana.start(gameId);
    await first.host.close();
    first.opened.close();

    // A LAN host asked for any free port: the game is stored with the port it got.
    const second = await storedHost(dataDir, { lan: { name: 'Club night', port: 0 } });
    const resumed = second.opened.store.store.matches.unfinished();
    const port = second.host.port;
    await second.host.close();
    second.opened.close();
    expect(resumed).toMatchObject([{ gameId, lan: { name: 'Club night', port } }]);
    const third = openHostStore(dataDir, () => {});
    expect(third.store.unfinished()).toMatchObject([{ id: gameId, lan: { name: 'Club night', port } }]);
    third.close();
  });

  it('refuses an action the database cannot save, and plays it once the database is back', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'norenberc-nosave-'));
    const { host, opened } = await storedHost(dataDir);
    cleanup.push(async () => {
      await host.close();
      opened.close();
    });
    const ana = await client(host);
    const created = await ana.create([
      { kind: 'local', name: 'Ana' },
      { kind: 'local', name: 'Ben' },
    ]);
    await ana.start(created.gameId);
    const db = opened.store.store.db;
    // A failing database: every write refused (as a full disk or a lost file would).
    db.exec("CREATE TRIGGER no_more BEFORE INSERT ON actions BEGIN SELECT RAISE(ABORT, 'disk full'); END");
    await expect(ana.act(created.gameId, { type: 'pass', seat: 0 })).rejects.toThrow(/could not be saved/);
    expect(ana.game(created.gameId)!.view!.moves).toBe(0);
    db.exec('DROP TRIGGER no_more');
    await ana.act(created.gameId, { type: 'pass', seat: 0 });
    expect(
      opened.store.store.matches.record(opened.store.store.matches.matchId(created.gameId)!)!.actions,
    ).toEqual([{ type: 'pass', seat: 0 }]);
  });
  it('says when a game was last played before its first move, and after a restart too', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'norenberc-last-played-'));
    const first = await storedHost(dataDir);
    const ana = await client(first.host);
    const since = Date.now();
    const { gameId } = await ana.create([
      { kind: 'local', name: 'Ana' },
      { kind: 'local', name: 'Ben' },
    ]);
    await ana.start(gameId);
    const started = ana.game(gameId)!;
    expect(started.view!.moves).toBe(0);
    const until = Date.now();
    expect(started.table.lastPlayed).toBeGreaterThanOrEqual(since);
    expect(started.table.lastPlayed).toBeLessThanOrEqual(until);
    await first.host.close();
    first.opened.close();

    const second = await storedHost(dataDir);
    cleanup.push(async () => {
      await second.host.close();
      second.opened.close();
    });
    const games = (await (await client(second.host)).games()).games;
    const back = games.find((g) => g.id === gameId)!;
    expect(back).toMatchObject({ phase: 'playing', round: 1 });
    expect(back.lastPlayed).toBeGreaterThanOrEqual(since);
    expect(back.lastPlayed).toBeLessThanOrEqual(until);
  });
});
