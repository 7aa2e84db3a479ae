// Hints and reviews against the app as `norenberc host` composes it (startApp), with guests on their
// own loopback addresses (item 7 of "A LAN evening without a hitch"): a hint is worked out once per
// seat and decision however often it is asked, a hint whose asker left is dropped unworked, a hint never
// waits behind a review or the bots' moves, one address and one player have at most two reviews under
// way, and a newcomer's review runs while another address's long ones do.
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
import { next, until } from './helpers.ts';

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

/** A started game of Ann (held by `client`) and easy bots (`players` in all), once it waits for Ann. */
async function annToPlay(client: Client, players = 2): Promise<string> {
  const bots = Array.from({ length: players - 1 }, () => ({ kind: 'bot', level: 'easy' }) as const);
  const { gameId } = await client.create([{ kind: 'self', name: 'Ann' }, ...bots]);
  await client.start(gameId);
  await until(() => client.game(gameId)?.view?.waitingFor.join() === '0', 60_000);
  return gameId;
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
    const { host } = await hostWithMatch({ hintThreads: 1, botThreads: 1 });
    const [ada, ben, cleo] = [
      await guest(host, '127.0.0.3'),
      await guest(host, '127.0.0.4'),
      await guest(host, '127.0.0.5'),
    ];
    const [adasGame, bensGame, cleosGame] = [
      await annToPlay(ada, 5),
      await annToPlay(ben),
      await annToPlay(cleo),
    ];
    // Ada's hint at five players holds the one hint thread; Ben's waits behind it, and he leaves.
    const adas = ada.hint(adasGame, 0);
    const bens = ben.hint(bensGame, 0).catch(() => null);
    await until(() => ben.connected, 60_000);
    ben.close();
    await bens;
    const cleos = await cleo.hint(cleosGame, 0);
    expect(cleos.seat).toBe(0);
    expect((await adas).seat).toBe(0);
    // Ben's hint would have been worked out before Cleo's, which came after it.
    expect(host.computed().hints).toBe(2);
  });

  it("are never queued behind a review or the bots' thinking", async () => {
    const { host, matchId } = await hostWithMatch({
      adviceThreads: 1,
      hintThreads: 1,
      botThreads: 1,
      hardBotBudgetMs: 2000,
    });
    const ann = await guest(host, '127.0.0.10');
    const gameId = await annToPlay(ann, 5);
    // Five hard bots think two seconds a move in the one bot thread...
    const hog = await guest(host, '127.0.0.9');
    const bots = await hog.create(Array.from({ length: 5 }, () => ({ kind: 'bot', level: 'hard' }) as const));
    await hog.start(bots.gameId);
    // ... and a review whose first decision takes many seconds holds the one review thread.
    const reviewer = await guest(host, '127.0.0.8');
    const progress: number[] = [];
    reviewer.on('reviewProgress', (m) => progress.push(m.done));
    await reviewer.review({ matchId, seat: 0, iterations: 20_000 });
    const answer = await ann.hint(gameId, 0);
    expect(answer.seat).toBe(0);
    // Answered before the review weighed its first decision, while the bots think on.
    expect(progress).toEqual([]);
    expect(hog.game(bots.gameId)?.view?.phase).not.toBe('finished');
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
