// Hints over a real WebSocket: the hard bot's advice from the asking seat's view, worked out in the
// host's bot threads, counted in the store once per decision, refused where the table turned them off.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hint } from '../../engine/bots/hint.ts';
import { openHostStore } from '../../main/store/hostStore.ts';
import type { RunningHost } from '../../main/host/server.ts';
import type { Client } from '../../protocol/client.ts';
import { testClient, testHost } from './helpers.ts';

let dir: string;
let host: RunningHost | null = null;
let client: Client | null = null;
let closeStore: (() => void) | null = null;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'norenberc-hints-'));
});

afterEach(async () => {
  client?.close();
  await host?.close();
  closeStore?.();
  [host, client, closeStore] = [null, null, null];
  await rm(dir, { recursive: true, force: true });
});

async function hostWithStore() {
  const opened = openHostStore(join(dir, 'data'), () => {});
  closeStore = opened.close;
  host = await testHost({ store: opened.store, archive: opened.store, botThreads: 1 });
  // A hint spends its whole budget, and the first starts its thread: on a busy machine that is more
  // than the usual 10 s.
  client = await testClient(host, { requestTimeoutMs: 120_000 });
  return { store: opened.store, client };
}

describe('hints over the protocol', () => {
  it("answer the hard bot's hint from the seat's own view, counted once per decision in the history", async () => {
    const { store, client } = await hostWithStore();
    const created = await client.create([
      { kind: 'local', name: 'Ann' },
      { kind: 'bot', level: 'easy' },
    ]);
    await client.start(created.gameId);
    // The bot has planned: nothing changes the view until Ann plays.
    await waitFor(() => client.game(created.gameId)?.view?.waitingFor.join() === '0');
    const mirror = client.game(created.gameId)!;
    const view = structuredClone(mirror.view!);
    expect(mirror.table.hints).toBe(true);
    const answer = await client.hint(created.gameId, 0);
    expect(answer.seat).toBe(0);
    expect(answer.moves).toBe(view.moves);
    expect(answer.hint).toEqual(hint(view));
    await client.hint(created.gameId, 0);
    const [match] = store.history({});
    expect(match!.seats[0]!.hints).toBe(1);
    expect(match!.seats[1]!.hints).toBeUndefined();
  });

  it('refuse a seat the client does not hold, a seat with nothing to decide, and a table without hints', async () => {
    const { client } = await hostWithStore();
    const both = await client.create([
      { kind: 'local', name: 'Ann' },
      { kind: 'local', name: 'Bob' },
    ]);
    await client.start(both.gameId);
    await waitFor(() => client.game(both.gameId)?.view !== null);
    await client.act(both.gameId, { type: 'pass', seat: 0 });
    await expect(client.hint(both.gameId, 0)).rejects.toMatchObject({ code: 'conflict' });
    await expect(client.hint(both.gameId, 4)).rejects.toMatchObject({ code: 'not-allowed' });

    const off = await client.create(
      [
        { kind: 'local', name: 'Cleo' },
        { kind: 'bot', level: 'easy' },
      ],
      undefined,
      { hints: false },
    );
    await client.start(off.gameId);
    await waitFor(() => client.game(off.gameId)?.view?.waitingFor.includes(0) === true);
    expect(client.game(off.gameId)!.table.hints).toBe(false);
    await expect(client.hint(off.gameId, 0)).rejects.toMatchObject({
      code: 'not-allowed',
      message: expect.stringMatching(/turned off/),
    });
  });
});

async function waitFor(test: () => boolean, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
