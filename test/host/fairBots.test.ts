// One guest's many bot games cannot hold another table's bots back (issue 16, finding 2): with one
// bot thread, a guest running eight games of five hard bots and another guest's game of medium bots,
// the second game's first bot move comes after at most a few of the first guest's decisions.
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningHost } from '../../main/host/server.ts';
import { RawClient, testHost } from './helpers.ts';

let host: RunningHost | null = null;
const clients: RawClient[] = [];

afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  await host?.close();
  host = null;
});

const moves = (m: Record<string, unknown>): number => (m.view as { moves: number }).moves;

describe('bot work', () => {
  it("is shared fairly: another guest's bot moves while one guest runs many hard-bot games", async () => {
    // First come, first served, the medium bot would wait for 40 hard decisions of 400 ms (16 s).
    host = await testHost({ botThreads: 1, hardBotBudgetMs: 400, maxGamesPerGuest: 16 });
    const hog = await RawClient.open(host.wsUrl, {}, '127.0.0.2');
    const ana = await RawClient.open(host.wsUrl, {}, '127.0.0.3');
    clients.push(hog, ana);
    const hard = Array.from({ length: 5 }, () => ({ kind: 'bot', level: 'hard' }));
    for (let id = 1; id <= 8; id++) {
      const created = await hog.request(id, { type: 'create', seats: hard });
      expect(created).toMatchObject({ type: 'created' });
      expect(await hog.request(100 + id, { type: 'start', gameId: created.gameId })).toMatchObject({
        type: 'ok',
      });
    }
    const mine = await ana.request(1, {
      type: 'create',
      seats: [
        { kind: 'bot', level: 'medium' },
        { kind: 'bot', level: 'medium' },
      ],
    });
    const begun = Date.now();
    expect(await ana.request(2, { type: 'start', gameId: mine.gameId })).toMatchObject({ type: 'ok' });
    await ana.waitFor((m) => m.type === 'update' && moves(m) >= 1, 10_000);
    const waited = Date.now() - begun;
    const hogMovesBefore = hog.received.filter((m) => m.type === 'update' && moves(m) >= 1).length;
    expect(waited).toBeLessThan(5000);
    // One hard decision in flight when it came, and one more at most while its own thought began.
    expect(hogMovesBefore).toBeLessThanOrEqual(4);
  });
});
