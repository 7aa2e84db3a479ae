// Hints and reviews against the app as `norenberc host` composes it (startApp), with guests on their
// own loopback addresses (item 7 of "A LAN evening without a hitch"): a hint is worked out once per
// seat and decision however often it is asked, a hint whose asker left is dropped unworked, one address
// and one player have at most two reviews under way, and a newcomer's review runs while another
// address's long ones do.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { toRecord } from '../../engine/index.ts';
import { playMatch } from '../../engine/bots/match.ts';
import { startApp, type HostTuning } from '../../main/app/compose.ts';
import type { RunningHost } from '../../main/host/server.ts';
import { hashToken } from '../../main/host/ids.ts';
import { openHostStore } from '../../main/store/hostStore.ts';
import { importRecord } from '../../main/store/index.ts';
import { connect, type Client } from '../../protocol/client.ts';
import type { HostMessageOf } from '../../protocol/messages.ts';
import type { SocketConstructor } from '../../protocol/socket.ts';
import { next } from './helpers.ts';

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

/** A finished match in a fresh data folder, and the host of `norenberc host` on it. */
async function hostWithMatch(tuning: HostTuning): Promise<{ host: RunningHost; matchId: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'norenberc-advice-'));
  cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const match = playMatch({ seats: ['easy', 'medium', 'easy'], seed: 'advice' });
  const opened = openHostStore(dataDir, () => {});
  const imported = importRecord(opened.store.store, toRecord(match.state, match.actions), Date.now());
  if (!imported.ok) throw new Error(imported.error);
  // The reviewers sat in it: a guest reviews only the matches they played (their browser's id). The
  // newcomer played seat 2.
  opened.store.store.db
    .prepare('UPDATE seats SET guest_key = ? WHERE match_id = ?')
    .run(hashToken(PLAYER_ID), imported.matchId);
  opened.store.store.db
    .prepare('UPDATE seats SET guest_key = ? WHERE match_id = ? AND seat = 2')
    .run(hashToken(NEWCOMER_ID), imported.matchId);
  opened.close();
  const app = await startApp({
    program: 'host',
    dataDir,
    localPort: null,
    lan: { name: 'Advice', port: 0, bind: '127.0.0.1' },
    mdns: { advertise: false },
    tuning,
    log: () => {},
  });
  cleanup.push(() => app.close());
  return { host: app.hosts.lan!.host, matchId: imported.matchId };
}

/** The browser id of the guests here: they sat in the imported match. */
const PLAYER_ID = 'QWR2aWNlLXJldmlld2VyLTAx';
/** Another player's, who sat in its seat 2. */
const NEWCOMER_ID = 'QWR2aWNlLW5ld2NvbWVyLTAx';

/** A protocol client from `address` (any of 127/8: another machine of the LAN). */
async function guest(host: RunningHost, address: string, playerId = PLAYER_ID): Promise<Client> {
  const From = class extends WebSocket {
    constructor(url: string) {
      super(url, { localAddress: address });
    }
  };
  const client = await connect(host.wsUrl, {
    WebSocket: From as unknown as SocketConstructor,
    backoff: { initialMs: 20, maxMs: 200 },
    reconnect: false,
    playerId,
    code: host.lobby.evening.code ?? undefined,
    // Advice may wait for a review's decision: on a busy machine that is more than the usual 10 s.
    requestTimeoutMs: 120_000,
  });
  cleanup.push(() => client.close());
  return client;
}

/** A started game of Ann (held by `client`) and an easy bot, once it waits for Ann. */
async function annToPlay(client: Client): Promise<string> {
  const { gameId } = await client.create([
    { kind: 'self', name: 'Ann' },
    { kind: 'bot', level: 'easy' },
  ]);
  await client.start(gameId);
  await until(() => client.game(gameId)?.view?.waitingFor.join() === '0');
  return gameId;
}

async function until(test: () => boolean, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('hints', () => {
  it('are worked out once per seat and decision: asking again gets the same answer', async () => {
    const { host } = await hostWithMatch({ adviceThreads: 1, botThreads: 1 });
    const ann = await guest(host, '127.0.0.2');
    const gameId = await annToPlay(ann);
    const asked = await Promise.all([ann.hint(gameId, 0), ann.hint(gameId, 0), ann.hint(gameId, 0)]);
    const again = await ann.hint(gameId, 0);
    for (const answer of [...asked, again]) expect(answer.hint).toEqual(asked[0]!.hint);
    expect(host.computed().hints).toBe(1);
  });

  it('are dropped unworked when their asker leaves before their turn', async () => {
    const { host, matchId } = await hostWithMatch({ adviceThreads: 1, botThreads: 1 });
    const ben = await guest(host, '127.0.0.3');
    const cleo = await guest(host, '127.0.0.4');
    const [bensGame, cleosGame] = [await annToPlay(ben), await annToPlay(cleo)];
    // A review's decision holds the one advice thread from the moment the review is started.
    const reviewer = await guest(host, '127.0.0.5');
    const review = await reviewer.review({ matchId, seat: 0, iterations: 2_000 });
    const bens = ben.hint(bensGame, 0).catch(() => null);
    const cleos = cleo.hint(cleosGame, 0);
    await until(() => ben.connected);
    ben.close();
    await bens;
    await reviewer.reviewCancel(review.reviewId);
    // Ben's hint waited behind the review's decision and was dropped when he left; Cleo's is hers.
    expect((await cleos).seat).toBe(0);
    await until(() => host.computed().reviewDecisions >= 1);
    expect(host.computed().hints).toBe(1);
  });
});

describe('reviews', () => {
  it('are at most two under way per address and per player; a newcomer gets its review while those run', async () => {
    const { host, matchId } = await hostWithMatch({ adviceThreads: 3 });
    const long = await Promise.all([1, 2, 3].map(() => guest(host, '127.0.0.6')));
    const progress = new Map<string, number>();
    for (const c of long) c.on('reviewProgress', (m) => progress.set(m.reviewId, m.done));
    const first = await long[0]!.review({ matchId, seat: 0, iterations: 20_000 });
    const second = await long[1]!.review({ matchId, seat: 1, iterations: 20_000 });
    await expect(long[2]!.review({ matchId, seat: 2 })).rejects.toMatchObject({
      code: 'your-reviews',
    });
    // The same player from another address is held to the same two.
    const elsewhere = await guest(host, '127.0.0.8');
    await expect(elsewhere.review({ matchId, seat: 2 })).rejects.toMatchObject({ code: 'your-reviews' });

    const newcomer = await guest(host, '127.0.0.7', NEWCOMER_ID);
    const done = next(newcomer, 'reviewDone', () => true, 120_000);
    const mine = await newcomer.review({ matchId, seat: 2, iterations: 20 });
    const result: HostMessageOf<'reviewDone'> = await done;
    expect(result.reviewId).toBe(mine.reviewId);
    expect(result.result.decisions).toHaveLength(mine.total);
    // The long reviews are still under way, far from their end.
    expect(progress.get(first.reviewId) ?? 0).toBeLessThan(first.total);
    expect(progress.get(second.reviewId) ?? 0).toBeLessThan(second.total);

    // One of the address's reviews cancelled: it may start another.
    await long[0]!.reviewCancel(first.reviewId);
    await expect(long[2]!.review({ matchId, seat: 2, iterations: 20 })).resolves.toMatchObject({
      type: 'reviewStarted',
    });
  }, 150_000);
});
