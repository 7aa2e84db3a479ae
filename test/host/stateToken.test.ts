// The state token of `act`, over real sockets on loopback: an action carries the move count of the
// view it was decided on, and one sent twice, sent late or sent again after a timeout is refused with
// `conflict`, never played a second time. Planning is simultaneous: other seats' plans since do not
// make a plan stale.
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { Action } from '../../engine/index.ts';
import type { RunningHost } from '../../main/host/server.ts';
import { UnsavedGames } from '../../main/host/store.ts';
import type { Client, ClientOptions } from '../../protocol/client.ts';
import { next, testClient, testHost } from './helpers.ts';

let host: RunningHost;
const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

const pass = (seat: number): Action => ({ type: 'pass', seat });

/** A host whose store keeps the actions it is told of. */
async function recordingHost(): Promise<Action[]> {
  const actions: Action[] = [];
  const store = new (class extends UnsavedGames {
    override actionApplied(_id: string, action: Action): void {
      actions.push(action);
    }
  })();
  host = await testHost({ store });
  cleanup.push(() => host.close());
  return actions;
}

/** A started hotseat game whose three seats one client plays; they all plan at once. */
async function hotseat(options: ClientOptions = {}): Promise<{ ana: Client; gameId: string }> {
  const ana = await testClient(host, options);
  cleanup.push(() => ana.close());
  const { gameId } = await ana.create([
    { kind: 'local', name: 'Ana' },
    { kind: 'local', name: 'Ben' },
    { kind: 'local', name: 'Cleo' },
  ]);
  const started = next(ana, 'update', (m) => m.gameId === gameId && m.view?.phase === 'planning');
  await ana.start(gameId);
  await started;
  expect(ana.game(gameId)!.view).toMatchObject({ moves: 0, waitingFor: [0, 1, 2] });
  return { ana, gameId };
}

describe('the state token of act', () => {
  it('plays an action sent twice once: the second gets conflict', async () => {
    const stored = await recordingHost();
    const { ana, gameId } = await hotseat();
    const frame = { gameId, action: pass(0), moves: 0 };
    const [first, second] = await Promise.allSettled([ana.request('act', frame), ana.request('act', frame)]);
    expect(first.status).toBe('fulfilled');
    expect(second).toMatchObject({ status: 'rejected', reason: { code: 'conflict' } });
    expect(stored).toEqual([pass(0)]);
    expect((await ana.sync(gameId)).view!.moves).toBe(1);
  });

  it('refuses an action decided on a state the game has left, or has not reached, and changes nothing', async () => {
    const stored = await recordingHost();
    const { ana, gameId } = await hotseat();
    for (const seat of [0, 1, 2]) await ana.act(gameId, pass(seat));
    // Everyone passed: round 1 is over, and round 2's planning has begun.
    const before = await ana.sync(gameId);
    expect(before.view).toMatchObject({ round: 2, phase: 'planning', moves: 3 });
    for (const moves of [0, 2, 4, 40]) {
      await expect(ana.request('act', { gameId, action: pass(2), moves })).rejects.toMatchObject({
        code: 'conflict',
        message: expect.stringMatching(/moved on/),
      });
    }
    expect(stored).toEqual([pass(0), pass(1), pass(2)]);
    expect(await ana.sync(gameId)).toMatchObject({ seq: before.seq, view: before.view });
    // The client stamps the latest view's move count itself.
    await ana.act(gameId, pass(2));
    expect(stored).toEqual([pass(0), pass(1), pass(2), pass(2)]);
  });

  it('plays the plans of two hotseat seats decided on one view: planning is simultaneous', async () => {
    const stored = await recordingHost();
    const { ana, gameId } = await hotseat();
    await Promise.all([ana.act(gameId, pass(0)), ana.act(gameId, pass(1))]);
    // A plan decided before those two still stands; a seat's own plan sent again does not.
    await ana.request('act', { gameId, action: pass(2), moves: 0 });
    expect(stored).toEqual([pass(0), pass(1), pass(2)]);
    await expect(ana.request('act', { gameId, action: pass(0), moves: 0 })).rejects.toMatchObject({
      code: 'conflict',
    });
    expect(stored).toHaveLength(3);
  });

  it('refuses the retry of an action whose answer timed out but which was played, and the client resyncs', async () => {
    const stored = await recordingHost();
    const sockets: WebSocket[] = [];
    class TappedSocket extends WebSocket {
      constructor(url: string) {
        super(url);
        sockets.push(this);
      }
    }
    const { ana, gameId } = await hotseat({ WebSocket: TappedSocket, requestTimeoutMs: 400 });
    const sent = ana.act(gameId, pass(0));
    // Whatever the host answers is held up: the action is played, but its answer comes too late.
    sockets[0]!.pause();
    await expect(sent).rejects.toMatchObject({ code: 'timeout' });
    expect(stored).toEqual([pass(0)]);
    const resynced = next(ana, 'snapshot', (m) => m.gameId === gameId);
    const retry = ana.act(gameId, pass(0));
    sockets[0]!.resume();
    await expect(retry).rejects.toMatchObject({ code: 'conflict' });
    expect((await resynced).view!.moves).toBe(1);
    expect(stored).toEqual([pass(0)]);
  });
});
