// A finished game the host let go: once nobody is at a finished table, the host drops it from memory
// after its grace; a claim with one of its tokens (a seat's, or the creator's) brings it back from the
// store at its end, still finished in the history, while a token of no game stays refused.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { openHostStore } from '../../main/store/hostStore.ts';
import { listMatches } from '../../main/store/index.ts';
import type { ProtocolError } from '../../protocol/pending.ts';
import { ScriptedPlayer, seededRandom } from '../../tools/loadtest/scriptedPlayer.ts';
import { next, testClient, testHost, until } from '../host/helpers.ts';

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

describe('a finished game the host let go', () => {
  it('comes back from the store at its end for a token of it, and never for a token of no game', async () => {
    const opened = openHostStore(mkdtempSync(join(tmpdir(), 'norenberc-finished-')), () => {});
    const host = await testHost({ store: opened.store, archive: opened.store, graceMs: 50 });
    cleanup.push(async () => {
      await host.close();
      opened.close();
    });
    const ana = await testClient(host);
    const { gameId, adminToken } = await ana.create([
      { kind: 'local', name: 'Ana' },
      { kind: 'bot', level: 'easy' },
    ]);
    const player = new ScriptedPlayer(ana, gameId, {
      random: seededRandom(3),
      onRefused: (m) => expect.fail(m),
    });
    await ana.start(gameId);
    const final = await player.finished;
    const seatToken = ana.tokens().find((t) => t.gameId === gameId && t.seat === 0)!.token;
    ana.close();
    await until(() => host.lobby.gameCount === 0, 10_000);

    for (const [token, seats] of [
      [seatToken, [0]],
      [adminToken, []],
    ] as const) {
      const back = await testClient(host, { tokens: [token] });
      const snapshot = await next(back, 'snapshot', (m) => m.gameId === gameId);
      expect(snapshot.view).toMatchObject({ phase: 'finished', moves: final.moves });
      expect(back.game(gameId)!.you.seats).toEqual(seats);
      back.close();
      await until(() => host.lobby.gameCount === 0, 10_000);
    }
    // Shown again, never played again: the history keeps it finished.
    const [match] = listMatches(opened.store.store.db).filter((m) => m.gameId === gameId);
    expect(match!.status).toBe('finished');

    const stranger = await testClient(host);
    cleanup.push(() => stranger.close());
    const refused = await stranger.claim(randomBytes(32).toString('base64url')).then(
      () => null,
      (err: ProtocolError) => err.code,
    );
    expect(refused).toBe('not-found');
    expect(host.lobby.gameCount).toBe(0);
  });
});
