// The client library's own logic, over a scripted socket: sequence gaps resynchronised with a
// snapshot, sequence numbers taken anew after a reconnection, reconnection with backoff that takes held seats back (and says by its code which it could
// not), manual host addresses and why one is refused; and the flood guard's arithmetic.
import { describe, expect, it } from 'vitest';
import { FloodGuard } from '../../main/host/floodGuard.ts';
import { instanceName } from '../../main/lan/advertise.ts';
import { hostUrl } from '../../protocol/address.ts';
import { connect } from '../../protocol/client.ts';
import type { SocketLike } from '../../protocol/socket.ts';

class ScriptedSocket implements SocketLike {
  static all: ScriptedSocket[] = [];
  readyState = 1;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  readonly sent: Record<string, unknown>[] = [];

  constructor(readonly url: string) {
    ScriptedSocket.all.push(this);
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }

  close(): void {
    this.drop(1000);
  }

  deliver(message: Record<string, unknown>): void {
    this.onmessage?.({ data: JSON.stringify({ v: 1, ...message }) });
  }

  drop(code = 1006): void {
    this.readyState = 3;
    this.onclose?.({ code, reason: '' });
  }
}

const welcome = {
  type: 'welcome',
  host: { id: 'h', name: 'Table', addresses: [] },
  limits: { maxFrameBytes: 65536, maxMessagesPerSecond: 50 },
};
const table = { id: 'g1', name: 'G', phase: 'playing', seats: [], spectators: 0 };
const you = { seats: [0], admin: false, focus: 0 };

function state(
  type: 'update' | 'snapshot',
  seq: number,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    type,
    gameId: 'g1',
    seq,
    table,
    you,
    view: null,
    ...(type === 'update' ? { events: [] } : { log: [] }),
    ...extra,
  };
}

async function connected() {
  ScriptedSocket.all = [];
  const pending = connect('ws://host/ws', {
    WebSocket: ScriptedSocket,
    backoff: { initialMs: 40, maxMs: 100 },
    tokens: ['T'.repeat(32)],
  });
  const socket = ScriptedSocket.all[0]!;
  socket.deliver(welcome);
  return { client: await pending, socket };
}

describe('protocol client', () => {
  it('applies updates in sequence, ignores repeats, and fills a gap with a snapshot', async () => {
    const { client, socket } = await connected();
    const seen: number[] = [];
    client.on('update', (m) => seen.push(m.seq));
    client.on('snapshot', (m) => seen.push(-m.seq));
    socket.deliver(state('snapshot', 5));
    socket.deliver(state('update', 6));
    socket.deliver(state('update', 6));
    expect(seen).toEqual([-5, 6]);
    socket.deliver(state('update', 8));
    socket.deliver(state('update', 9));
    const syncs = socket.sent.filter((m) => m.type === 'sync');
    expect(syncs).toHaveLength(1);
    expect(syncs[0]).toMatchObject({ gameId: 'g1', since: 6 });
    socket.deliver(state('snapshot', 9, { re: syncs[0]!.id }));
    socket.deliver(state('update', 10));
    expect(seen).toEqual([-5, 6, -9, 10]);
    expect(client.game('g1')!.seq).toBe(10);
    client.close();
  });

  it('takes the sequence numbers of a host met again from its next snapshot: it may have started over', async () => {
    const { client, socket } = await connected();
    const seen: number[] = [];
    client.on('update', (m) => seen.push(m.seq));
    client.on('snapshot', (m) => seen.push(-m.seq));
    socket.deliver(state('snapshot', 40));
    socket.deliver(state('update', 41));
    socket.drop();
    await new Promise((r) => setTimeout(r, 120));
    const again = ScriptedSocket.all[1]!;
    again.deliver(welcome);
    // Before the new snapshot an update proves nothing: the whole picture is asked for, with no `since`.
    again.deliver(state('update', 12));
    const syncs = again.sent.filter((m) => m.type === 'sync');
    expect(syncs).toHaveLength(1);
    expect(syncs[0]).not.toHaveProperty('since');
    again.deliver(state('snapshot', 12, { re: syncs[0]!.id }));
    again.deliver(state('update', 13));
    expect(seen).toEqual([-40, 41, -12, 13]);
    void client.focus('g1', 0).catch(() => {});
    expect(again.sent.find((m) => m.type === 'focus')).toMatchObject({ since: 13 });
    client.close();
  });

  it('reconnects with growing delays and claims its seats again', async () => {
    const { client, socket } = await connected();
    expect(socket.sent.filter((m) => m.type === 'claim').map((m) => m.token)).toEqual(['T'.repeat(32)]);
    const delays: (number | null)[] = [];
    client.on('close', (info) => delays.push(info.retryInMs));
    socket.drop();
    await new Promise((r) => setTimeout(r, 60));
    ScriptedSocket.all[1]!.drop();
    await new Promise((r) => setTimeout(r, 110));
    const third = ScriptedSocket.all[2]!;
    third.deliver(welcome);
    expect(delays[0]).toBeGreaterThanOrEqual(20);
    expect(delays[0]).toBeLessThanOrEqual(40);
    expect(delays[1]).toBeGreaterThanOrEqual(40);
    expect(third.sent.filter((m) => m.type === 'claim')).toHaveLength(1);
    expect(client.connected).toBe(true);
    client.close();
    expect(ScriptedSocket.all).toHaveLength(3);
  });

  it('tells of a seat it cannot take back by the code alone, and forgets the dead token', async () => {
    const { client, socket } = await connected();
    const failures: unknown[] = [];
    const errors: unknown[] = [];
    client.on('reclaimFailed', (f) => failures.push(f));
    client.on('error', (e) => errors.push(e));
    const claim = socket.sent.find((m) => m.type === 'claim')!;
    socket.deliver({ type: 'error', re: claim.id, code: 'not-found', message: 'unknown or revoked token' });
    await new Promise((r) => setTimeout(r, 0));
    expect(failures).toEqual([{ code: 'not-found', gameId: null, seat: null }]);
    expect(errors).toEqual([]);
    expect(client.tokens()).toEqual([]);
    client.close();
  });

  it('forgets quietly the seat of a game it saw over once the host no longer knows it', async () => {
    const { client, socket } = await connected();
    const failures: unknown[] = [];
    client.on('reclaimFailed', (f) => failures.push(f));
    const claim = socket.sent.find((m) => m.type === 'claim')!;
    socket.deliver({ type: 'claimed', re: claim.id, gameId: 'g1', seat: 0 });
    socket.deliver(state('snapshot', 3));
    await new Promise((r) => setTimeout(r, 0));
    expect(client.tokens()).toEqual([{ token: 'T'.repeat(32), gameId: 'g1', seat: 0 }]);
    socket.deliver(state('update', 4, { table: { ...table, phase: 'finished' } }));
    expect(client.tokens()).toEqual([{ token: 'T'.repeat(32), gameId: 'g1', seat: 0, over: true }]);

    // The host restarted without the game: the seat goes, and nothing is said of it.
    socket.drop();
    await new Promise((r) => setTimeout(r, 120));
    const again = ScriptedSocket.all[1]!;
    again.deliver(welcome);
    const reclaim = again.sent.find((m) => m.type === 'claim')!;
    again.deliver({ type: 'error', re: reclaim.id, code: 'not-found', message: 'unknown or revoked token' });
    await new Promise((r) => setTimeout(r, 0));
    expect(failures).toEqual([]);
    expect(client.tokens()).toEqual([]);
    client.close();
  });

  it('keeps what a token gave back and whether its game was over, from an earlier run', async () => {
    ScriptedSocket.all = [];
    const kept = [{ token: 'U'.repeat(32), gameId: 'g0', seat: null, over: true }, 'T'.repeat(32)];
    const pending = connect('ws://host/ws', { WebSocket: ScriptedSocket, tokens: kept });
    const socket = ScriptedSocket.all[0]!;
    socket.deliver(welcome);
    const client = await pending;
    const failures: unknown[] = [];
    client.on('reclaimFailed', (f) => failures.push(f));
    for (const claim of socket.sent.filter((m) => m.type === 'claim'))
      socket.deliver({ type: 'error', re: claim.id, code: 'not-found', message: 'unknown or revoked token' });
    await new Promise((r) => setTimeout(r, 0));
    // Only the token of a game not seen over is told of.
    expect(failures).toEqual([{ code: 'not-found', gameId: null, seat: null }]);
    expect(client.tokens()).toEqual([]);
    client.close();
  });

  it('fails the first connection instead of retrying it', async () => {
    ScriptedSocket.all = [];
    const pending = connect('ws://nowhere/ws', { WebSocket: ScriptedSocket });
    ScriptedSocket.all[0]!.drop();
    await expect(pending).rejects.toMatchObject({ code: 'disconnected' });
  });

  it('turns what a player types into a host address', () => {
    expect(hostUrl('192.168.1.20')).toEqual({ ok: true, url: 'ws://192.168.1.20:7412/ws' });
    expect(hostUrl(' ana-pc.local:9000 ')).toEqual({ ok: true, url: 'ws://ana-pc.local:9000/ws' });
    expect(hostUrl('[fe80::1]:7000')).toEqual({ ok: true, url: 'ws://[fe80::1]:7000/ws' });
    expect(hostUrl('http://10.0.0.2:7412/')).toEqual({ ok: true, url: 'ws://10.0.0.2:7412/ws' });
    expect(hostUrl(' ')).toEqual({ ok: false, problem: 'empty' });
    expect(hostUrl('ftp://x')).toEqual({ ok: false, problem: 'scheme' });
    expect(hostUrl('host:99999')).toEqual({ ok: false, problem: 'unreadable' });
    expect(hostUrl('not-a-host!!')).toEqual({ ok: false, problem: 'unreadable' });
    expect(hostUrl('ana*pc')).toEqual({ ok: false, problem: 'unreadable' });
  });
});

describe('flood guard', () => {
  it('passes bursts, throttles a sustained excess, then calls it a flood; quiet restores trust', () => {
    let now = 0;
    const guard = new FloodGuard(50, 100, () => now);
    for (let i = 0; i < 100; i++) expect(guard.take()).toBe('ok');
    expect(guard.take()).toBe('throttled');
    for (let i = 0; i < 49; i++) guard.take();
    expect(guard.take()).toBe('flood');
    now += 2000;
    expect(guard.take()).toBe('ok');
    // 40 messages a second for a minute never trips it.
    const steady = new FloodGuard(50, 100, () => now);
    for (let i = 0; i < 2400; i++) {
      now += 25;
      expect(steady.take()).toBe('ok');
    }
  });
});

describe('mDNS instance names', () => {
  it('keeps names DNS-SD browsers read back intact', () => {
    expect(instanceName("Ana's table")).toBe("Ana's table");
    expect(instanceName('a.b\u0000c')).toBe('a-bc');
    expect(instanceName('   ')).toBe('Norenberc');
    expect(Buffer.byteLength(instanceName('é'.repeat(60)))).toBeLessThanOrEqual(58);
  });
});
