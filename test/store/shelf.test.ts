// Paused games and the host's limit of games (issue 13): a household with more paused games than the
// host keeps in memory can still start a new one. The paused game nobody is at that was played least
// recently is set aside (kept in SQLite, still listed); a claim with its token (Home's Continue)
// brings it back at the same position. With every game in memory in use, a new one is refused.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningHost } from '../../main/host/server.ts';
import { openHostStore } from '../../main/store/hostStore.ts';
import { listMatches } from '../../main/store/index.ts';
import type { Client } from '../../protocol/client.ts';
import type { ProtocolError } from '../../protocol/pending.ts';
import { next, testClient, testHost } from '../host/helpers.ts';

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

async function client(host: RunningHost, tokens?: string[]): Promise<Client> {
  const c = await testClient(host, tokens ? { tokens } : {});
  cleanup.push(() => c.close());
  return c;
}

/** A solo game against a bot, started and left by its player: paused, nobody at it. */
async function leftGame(host: RunningHost, name: string): Promise<{ gameId: string; tokens: string[] }> {
  const c = await testClient(host);
  const { gameId } = await c.create([
    { kind: 'local', name },
    { kind: 'bot', level: 'easy' },
  ]);
  await c.start(gameId);
  const tokens = c.tokens().map((t) => t.token);
  c.close();
  const watcher = await client(host);
  while (!(await watcher.games()).games.some((g) => g.id === gameId && g.paused))
    await new Promise((resolve) => setTimeout(resolve, 20));
  return { gameId, tokens };
}

describe('paused games and the limit of games', () => {
  it('sets aside a paused game nobody is at for a new one, and brings it back on Continue', async () => {
    const opened = openHostStore(mkdtempSync(join(tmpdir(), 'norenberc-shelf-')), () => {});
    const host = await testHost({
      store: opened.store,
      archive: opened.store,
      maxGames: 2,
      maxGamesPerGuest: 10,
    });
    cleanup.push(async () => {
      await host.close();
      opened.close();
    });
    const first = await leftGame(host, 'Ana');
    const second = await leftGame(host, 'Ben');

    const cleo = await client(host);
    const third = await cleo.create([
      { kind: 'local', name: 'Cleo' },
      { kind: 'bot', level: 'easy' },
    ]);
    await cleo.start(third.gameId);
    expect(host.lobby.gameCount).toBe(2);
    // Still listed, as paused: Home offers it as before.
    const listed = (await cleo.games()).games;
    expect(listed.map((g) => g.id).sort()).toEqual([first.gameId, second.gameId, third.gameId].sort());
    expect(listed.find((g) => g.id === first.gameId)).toMatchObject({ paused: true, round: 1 });

    // Continue: Ana's token brings her game back where it stopped (Ben's, nobody at it, goes aside).
    const played = listMatches(opened.store.store.db).find((m) => m.gameId === first.gameId)!.actions;
    const ana = await client(host, first.tokens);
    const snapshot = await next(ana, 'snapshot', (m) => m.gameId === first.gameId);
    expect(snapshot.view!.moves).toBe(played);
    expect(ana.game(first.gameId)!.you.seats).toEqual([0]);
    expect(host.lobby.gameCount).toBe(2);
    const stored = opened.store.store.matches.unfinished().map((m) => m.gameId);
    expect(stored.sort()).toEqual([first.gameId, second.gameId, third.gameId].sort());

    // Both games in memory have their players: no room for a fourth, and nothing else changes.
    const refused = await cleo
      .create([
        { kind: 'local', name: 'Dan' },
        { kind: 'bot', level: 'easy' },
      ])
      .then(
        () => null,
        (err: ProtocolError) => err.code,
      );
    expect(refused).toBe('limit');
    expect((await cleo.games()).games).toHaveLength(3);
  });
});
