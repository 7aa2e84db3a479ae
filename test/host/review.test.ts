// The post-game review over a real WebSocket: a stored match's seat reviewed in the host's review
// threads, with progress, the result the engine computes alone, cancel, and clear errors.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toRecord } from '../../engine/index.ts';
import { playMatch } from '../../engine/bots/match.ts';
import { review } from '../../engine/bots/analysis.ts';
import { importRecord } from '../../main/store/index.ts';
import { openHostStore } from '../../main/store/hostStore.ts';
import type { RunningHost } from '../../main/host/server.ts';
import type { HostMessageOf } from '../../protocol/messages.ts';
import { WebSocket } from 'ws';
import type { SocketConstructor } from '../../protocol/socket.ts';
import { next, testClient, testHost } from './helpers.ts';

const ITERATIONS = 20;
const match = playMatch({ seats: ['easy', 'medium', 'easy'], seed: 'host-review' });
const record = toRecord(match.state, match.actions);

let dir: string;
let host: RunningHost;
let matchId: number;
let closeStore: () => void;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'norenberc-review-'));
  const opened = openHostStore(join(dir, 'data'), () => {});
  closeStore = opened.close;
  const imported = importRecord(opened.store.store, record, Date.now());
  if (!imported.ok) throw new Error(imported.error);
  matchId = imported.matchId;
  host = await testHost({ store: opened.store, archive: opened.store });
});

afterAll(async () => {
  await host.close();
  closeStore();
  await rm(dir, { recursive: true, force: true });
});

describe('the review over the protocol', () => {
  it('reports progress and answers what the engine computes alone, in every thread alike', async () => {
    const client = await testClient(host);
    try {
      const progress: HostMessageOf<'reviewProgress'>[] = [];
      client.on('reviewProgress', (m) => progress.push(m));
      const done = next(client, 'reviewDone', () => true, 60_000);
      const started = await client.review({ matchId, seat: 1, iterations: ITERATIONS });
      expect(started.total).toBeGreaterThan(5);
      const result = (await done).result;
      expect((await done).reviewId).toBe(started.reviewId);
      expect(progress.map((p) => p.done)).toEqual(Array.from({ length: started.total }, (_, i) => i + 1));
      expect(progress.every((p) => p.total === started.total && p.reviewId === started.reviewId)).toBe(true);
      expect(result).toEqual(review(record, 1, { iterations: ITERATIONS }));
    } finally {
      client.close();
    }
  });

  it('stops a review its client cancels or asks another in place of (nothing more is heard of it), and takes the next one', async () => {
    const client = await testClient(host);
    try {
      const heard: string[] = [];
      client.on('reviewDone', (m) => heard.push(m.reviewId));
      client.on('reviewFailed', (m) => heard.push(m.reviewId));
      const started = await client.review({ matchId, seat: 0, iterations: 2_000 });
      // Another seat's review in its place: the client follows it, and the first is no longer its own.
      const other = await client.review({ matchId, seat: 2, iterations: 2_000 });
      expect(other.reviewId).not.toBe(started.reviewId);
      await expect(client.reviewCancel(started.reviewId)).rejects.toMatchObject({ code: 'not-found' });
      await client.reviewCancel(other.reviewId);
      await expect(client.reviewCancel(other.reviewId)).rejects.toMatchObject({ code: 'not-found' });
      const done = next(client, 'reviewDone', () => true, 60_000);
      const again = await client.review({ matchId, seat: 0, iterations: ITERATIONS });
      expect((await done).reviewId).toBe(again.reviewId);
      expect(heard).toEqual([again.reviewId]);
    } finally {
      client.close();
    }
  });

  it('waits for its client a while when it leaves (a page reloaded): followed again from where it stands, then kept', async () => {
    const first = await testClient(host);
    const weighed = next(first, 'reviewProgress', (m) => m.done >= 2, 60_000);
    const started = await first.review({ matchId, seat: 2, iterations: 400 });
    await weighed;
    first.close();
    // The page comes back: the same review, already past its first decisions, then its result.
    const again = await testClient(host);
    try {
      const progress: number[] = [];
      again.on('reviewProgress', (m) => progress.push(m.done));
      const done = next(again, 'reviewDone', () => true, 120_000);
      const followed = await again.review({ matchId, seat: 2, iterations: 400 });
      expect(followed.reviewId).toBe(started.reviewId);
      expect(followed.kept).toBeUndefined();
      expect((await done).reviewId).toBe(started.reviewId);
      expect(progress[0]).toBeGreaterThanOrEqual(2);
      expect(progress.at(-1)).toBe(started.total);
      // Kept with its match: asked again, it comes at once.
      expect((await again.review({ matchId, seat: 2, iterations: 400 })).kept).toBeDefined();
    } finally {
      again.close();
    }
  });

  it('stops once nobody followed it for the grace period', async () => {
    const opened = openHostStore(join(dir, 'data-grace'), () => {});
    const imported = importRecord(opened.store.store, record, Date.now());
    if (!imported.ok) throw new Error(imported.error);
    const brief = await testHost({ store: opened.store, archive: opened.store, graceMs: 100 });
    try {
      const first = await testClient(brief);
      const started = await first.review({ matchId: imported.matchId, seat: 0, iterations: 2_000 });
      first.close();
      await new Promise((resolve) => setTimeout(resolve, 500));
      // Asked again, it is a review of its own: the one nobody followed was stopped.
      const again = await testClient(brief);
      const restarted = await again.review({ matchId: imported.matchId, seat: 0, iterations: 2_000 });
      expect(restarted.reviewId).not.toBe(started.reviewId);
      again.close();
    } finally {
      await brief.close();
      opened.close();
    }
  });

  it('are as many under way for a match as it has seats, and two for a player, whatever their iterations', async () => {
    const one = 'cmV2aWV3LXBsYXllci1vbmUtMDAx';
    const players = [one, one, 'cmV2aWV3LXBsYXllci10d28tMDAx', 'cmV2aWV3LXBsYXllci10aHJlZS0x', one];
    const clients = await Promise.all(
      players.map((playerId, i) =>
        testClient(host, { WebSocket: fromAddress(`127.0.6.${i + 1}`), playerId }),
      ),
    );
    try {
      await clients[0]!.review({ matchId, seat: 0, iterations: 5_000 });
      await clients[1]!.review({ matchId, seat: 1, iterations: 5_001 });
      // The first player asks a third, from a third address.
      await expect(clients[4]!.review({ matchId, seat: 2, iterations: 5_002 })).rejects.toMatchObject({
        code: 'your-reviews',
      });
      await clients[2]!.review({ matchId, seat: 2, iterations: 5_003 });
      // Each of the match's seats has a review under way: a fourth waits for one to end.
      await expect(clients[3]!.review({ matchId, seat: 0, iterations: 5_004 })).rejects.toMatchObject({
        code: 'limit',
        limit: 'match-reviews',
      });
    } finally {
      for (const client of clients) client.close();
    }
  });

  it('are never all one guest’s, however many addresses and players it asks from', async () => {
    const opened = openHostStore(join(dir, 'fair'), () => {});
    const matches = Array.from({ length: 11 }, (_, i) => {
      const played = playMatch({ seats: ['easy', 'easy', 'easy'], seed: `fair-review-${i}` });
      const imported = importRecord(opened.store.store, toRecord(played.state, played.actions), Date.now());
      if (!imported.ok) throw new Error(imported.error);
      return imported.matchId;
    });
    const fair = await testHost({ store: opened.store, archive: opened.store });
    const attacker = await Promise.all(
      Array.from({ length: 16 * 2 }, (_, i) =>
        testClient(fair, {
          WebSocket: fromAddress(`127.0.8.${(i >> 1) + 1}`),
          playerId: `YXR0YWNrZXItcGxheWVyLTAw${String(i).padStart(4, '0')}`,
        }),
      ),
    );
    const honest = await testClient(fair, {
      WebSocket: fromAddress('127.0.9.1'),
      playerId: 'aG9uZXN0LWd1ZXN0LTAwMDAwMDAx',
    });
    try {
      // 16 addresses × 2 reviews each, 20,000 simulations a decision: every guest's review is taken.
      const started = await Promise.all(
        attacker.map((client, i) =>
          client.review({ matchId: matches[i % 11]!, seat: i % 3, iterations: 20_000 }),
        ),
      );
      const stopped = new Promise<HostMessageOf<'reviewFailed'>>((resolve) => {
        for (const client of attacker) void next(client, 'reviewFailed').then(resolve);
      });
      // A guest holding none gets one: one of a guest holding two makes way, and its page hears why.
      const own = await honest.review({ matchId: matches[10]!, seat: 2, iterations: ITERATIONS });
      expect(own.total).toBeGreaterThan(0);
      const failed = await stopped;
      expect(failed.reason).toBe('room');
      expect(started.map((s) => s.reviewId)).toContain(failed.reviewId);
      // The attacker from yet another address stops one more of its own, never the guest's.
      const honestFailed: unknown[] = [];
      honest.on('reviewFailed', (m) => honestFailed.push(m));
      const extra = await testClient(fair, { WebSocket: fromAddress('127.0.8.99') });
      await extra.review({ matchId: matches[0]!, seat: 0, iterations: 19_999 });
      extra.close();
      expect(honestFailed).toEqual([]);
    } finally {
      for (const client of [...attacker, honest]) client.close();
      await fair.close();
      opened.close();
    }
  }, 120_000);

  it('refuses an unknown match, a seat not in it, and a request naming the match twice', async () => {
    const client = await testClient(host);
    try {
      await expect(client.review({ matchId: 999, seat: 0 })).rejects.toMatchObject({
        code: 'not-found',
        message: 'no finished match #999',
      });
      await expect(client.review({ gameId: 'nope', seat: 0 })).rejects.toMatchObject({ code: 'not-found' });
      await expect(client.review({ matchId, seat: 3 })).rejects.toMatchObject({
        code: 'invalid',
        message: expect.stringMatching(/seat 3 is not in this game/),
      });
      await expect(client.review({ matchId, gameId: 'x', seat: 0 })).rejects.toMatchObject({
        code: 'invalid',
      });
      await expect(client.review({ matchId, seat: 0, iterations: 5 })).rejects.toMatchObject({
        code: 'invalid',
      });
      await expect(client.reviewCancel('unknown')).rejects.toMatchObject({ code: 'not-found' });
    } finally {
      client.close();
    }
  });

  it('is refused by a host that keeps no history', async () => {
    const bare = await testHost();
    const client = await testClient(bare);
    try {
      await expect(client.review({ matchId: 1, seat: 0 })).rejects.toMatchObject({ code: 'not-found' });
    } finally {
      client.close();
      await bare.close();
    }
  });
});

/** The ws WebSocket from `address` (any of 127/8: another machine of the LAN). */
function fromAddress(address: string): SocketConstructor {
  return class extends WebSocket {
    constructor(url: string) {
      super(url, { localAddress: address });
    }
  } as unknown as SocketConstructor;
}
