// A player's review prepared while the game is played, against a real host with its store: each of
// the player's decisions is weighed in the review threads as it is made; nothing of it reaches a client
// before the game ends; once the game is over the review is kept with the match, so that asked for at
// the final scores it comes at once, with no progress, and it is the review the engine makes alone; a
// decision where the player followed the hint loses nothing in it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { actionKey, legalActions, stateFromView, type GameView } from '../../engine/index.ts';
import { review } from '../../engine/bots/analysis.ts';
import { BotRandom } from '../../engine/bots/random.ts';
import { openHostStore } from '../../main/store/hostStore.ts';
import type { RunningHost } from '../../main/host/server.ts';
import type { Client } from '../../protocol/client.ts';
import { testClient, testHost, until } from './helpers.ts';

let dir: string;
let host: RunningHost | null = null;
let client: Client | null = null;
let closeStore: (() => void) | null = null;

afterEach(async () => {
  client?.close();
  await host?.close();
  closeStore?.();
  [host, client, closeStore] = [null, null, null];
  await rm(dir, { recursive: true, force: true });
});

/** How long the bots and the review's decisions may take on a busy machine. */
const WAIT_MS = 300_000;

describe('a review prepared while the game is played', () => {
  it('is ready when the game ends, and is what the engine makes alone', async () => {
    dir = await mkdtemp(join(tmpdir(), 'norenberc-review-ahead-'));
    const opened = openHostStore(join(dir, 'data'), () => {});
    closeStore = opened.close;
    host = await testHost({ store: opened.store, archive: opened.store, botThreads: 1 });
    // A hint starts its thread and runs beside the review's decisions: on a busy machine that is more
    // than the usual 10 s.
    client = await testClient(host, { requestTimeoutMs: 120_000 });
    const created = await client.create([
      { kind: 'local', name: 'Ann' },
      { kind: 'bot', level: 'easy' },
    ]);
    const { gameId } = created;
    await client.start(gameId);
    const random = new BotRandom(7);
    // Ann's decisions with a choice, in order, and whether she followed the hint in each.
    const followed: boolean[] = [];
    for (;;) {
      await until(() => {
        const v = client!.game(gameId)?.view;
        return v?.phase === 'finished' || v?.waitingFor.includes(0) === true;
      }, WAIT_MS);
      const view = structuredClone(client.game(gameId)!.view!) as GameView;
      if (view.phase === 'finished') break;
      const legal = legalActions(stateFromView(view), 0);
      // At a guild (where nobody else moves meanwhile) Ann asks for a hint and follows it; she plans
      // at random.
      const follow = legal.length > 1 && view.phase === 'action';
      const action = follow ? (await client.hint(gameId, 0)).hint.options[0]!.action : random.pick(legal);
      if (legal.length > 1) followed.push(follow);
      await client.act(gameId, action);
      // Before the end, no review of this game is given.
      if (followed.length === 3)
        await expect(client.review({ gameId, seat: 0 })).rejects.toMatchObject({ code: 'not-found' });
    }
    // Once its decisions are weighed, the review is kept with the match: the history says it is ready.
    await until(() => opened.store.history({})[0]?.seats[0]?.reviewed === true, WAIT_MS);
    const progress: unknown[] = [];
    client.on('reviewProgress', (m) => progress.push(m));
    const started = await client.review({ gameId, seat: 0 });
    expect(started.kept).toBeDefined();
    expect(progress).toEqual([]);
    const record = opened.store.finishedRecord(opened.store.matchOfGame(gameId)!)!;
    expect(started.kept).toEqual(review(record, 0));
    // Where Ann followed the hint, the review's best move is hers: she lost nothing there.
    const decisions = started.kept!.decisions;
    expect(decisions).toHaveLength(followed.length);
    decisions.forEach((d, i) => {
      if (!followed[i]) return;
      expect(actionKey(d.best)).toBe(actionKey(d.played));
      expect(d.loss).toBe(0);
    });
    expect(followed.filter(Boolean).length).toBeGreaterThanOrEqual(3);
  }, 900_000);
});
