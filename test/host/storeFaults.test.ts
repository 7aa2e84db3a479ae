// A store that cannot write (issue 16, finding 4): a game is not started rather than lost, and the
// players are told why in plain words.
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { RunningHost } from '../../main/host/server.ts';
import { UnsavedGames, type StoreHealth } from '../../main/host/store.ts';
import { connect, type Client } from '../../protocol/client.ts';
import { testHost } from './helpers.ts';

let host: RunningHost | null = null;
let ana: Client | null = null;

afterEach(async () => {
  ana?.close();
  await host?.close();
  host = ana = null;
});

/** A store that keeps nothing, whose health the test sets. */
class FakeStore extends UnsavedGames {
  started = 0;
  constructor(private readonly health: () => StoreHealth) {
    super();
  }
  override writable(): StoreHealth {
    return this.health();
  }
  override gameStarted(): void {
    this.started++;
  }
}

const readOnly: StoreHealth = {
  ok: false,
  kind: 'read-only',
  retryable: false,
  message: 'the database cannot be written: its file or data folder is read-only',
};

describe('a store that cannot write', () => {
  it('refuses to start a game, saying why; the game starts once it can', async () => {
    let health: StoreHealth = readOnly;
    const store = new FakeStore(() => health);
    host = await testHost({ store });
    ana = await connect(host.wsUrl, { WebSocket });
    const { gameId } = await ana.create([
      { kind: 'local', name: 'Ana' },
      { kind: 'bot', level: 'easy' },
    ]);
    await expect(ana.start(gameId)).rejects.toThrow(/not started: .*read-only/);
    expect(store.started).toBe(0);
    health = { ok: true };
    await ana.start(gameId);
    expect(store.started).toBe(1);
  });

  it('tells a player whose action was not saved what is wrong with the disk', async () => {
    let health: StoreHealth = { ok: true };
    const store = new FakeStore(() => health);
    store.actionApplied = () => {
      throw Object.assign(new Error('the database cannot be written: the disk is full'), {
        kind: 'full',
        retryable: false,
      });
    };
    host = await testHost({ store });
    ana = await connect(host.wsUrl, { WebSocket });
    const { gameId } = await ana.create([
      { kind: 'local', name: 'Ana' },
      { kind: 'local', name: 'Ben' },
    ]);
    await ana.start(gameId);
    health = { ok: false, kind: 'full', retryable: false, message: 'the disk is full' };
    await expect(ana.act(gameId, { type: 'pass', seat: 0 })).rejects.toThrow(/not played: the disk is full/);
  });
});
