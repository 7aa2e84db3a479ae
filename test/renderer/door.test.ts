// A page at a LAN host's door that came with the code in its address (the QR code's) and was told too
// many wrong codes came from its address: it tries the code again by itself until the host checks it,
// never counting against the address (a try refused so is not counted), and stops once in or refused.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Client } from '../../protocol/client.ts';
import { ProtocolError } from '../../protocol/pending.ts';
import { Door } from '../../renderer/connection/door.svelte.ts';

const waitTooLong = (): Promise<void> => Promise.reject(new ProtocolError('too-many-tries', 'wait'));

function door(answer: () => Promise<void>) {
  const tries: string[] = [];
  const client = {
    door: 'code',
    knockRefused: 'too-many-tries',
    welcome: null,
    enter: (code: string) => {
      tries.push(code);
      return answer();
    },
  };
  const page = new Door(() => client as unknown as Client, 'ws://192.168.1.20:7412/ws');
  page.brought();
  page.attach(client as unknown as Client);
  return { page, tries };
}

describe('a page that came with the code, refused for too many tries', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    history.replaceState(null, '', '/?code=KTZWMP#/join');
  });
  afterEach(() => vi.useRealTimers());

  it('tries it again by itself until the host checks it, then is in', async () => {
    let answer = waitTooLong;
    const { page, tries } = door(() => answer());
    expect(page.retrying).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(tries).toEqual(['KTZWMP']);
    expect(page.retrying).toBe(true);
    answer = () => Promise.resolve();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(tries).toEqual(['KTZWMP', 'KTZWMP']);
    expect(page.retrying).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(tries).toHaveLength(2);
  });

  it('stops when the code turns out wrong, and says so', async () => {
    const { page, tries } = door(() => Promise.reject(new ProtocolError('wrong-code', 'no')));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(page.refused).toBe('wrong-code');
    expect(page.retrying).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(tries).toHaveLength(1);
  });
});
