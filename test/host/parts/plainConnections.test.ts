// The plain HTTP connections, alone: each address's and the guests' in all are held to their share,
// the host's own machine keeping its own; connections that never finish their request make room for
// newcomers (an address's oldest past its few, the oldest of all once the guests' are taken).
import { EventEmitter } from 'node:events';
import type { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { PlainConnections } from '../../../main/host/plainConnections.ts';

/** A TCP connection as the host sees it: its address, and whether it was destroyed. */
class Connection extends EventEmitter {
  destroyed = false;
  constructor(readonly remoteAddress: string) {
    super();
  }
  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.emit('close');
  }
}

function plainConnections(unfinishedPerAddress = 3) {
  let now = 0;
  const log: string[] = [];
  const plain = new PlainConnections({
    perAddress: 3,
    unfinishedPerAddress,
    guests: 10,
    log: (line) => void log.push(line),
    now: () => now++,
  });
  const connect = (address: string): Connection => {
    const connection = new Connection(address);
    plain.connected(connection as unknown as Socket);
    return connection;
  };
  /** A connection that sent its request, was answered, and waits for the next. */
  const answered = (address: string): Connection => {
    const connection = connect(address);
    plain.requested(connection as unknown as Socket);
    plain.answered(connection as unknown as Socket);
    return connection;
  };
  return { plain, connect, answered, log };
}

describe('plain connections', () => {
  it("hold each address to its share, and the guests' to theirs in all, not the host's own machine", () => {
    const { connect, answered } = plainConnections();
    const guests = Array.from({ length: 12 }, (_, i) => answered(`10.0.0.${(i % 4) + 1}`));
    // Four addresses of three each: the guests' ten are full, and the longest idle made room.
    expect(guests.filter((c) => c.destroyed)).toHaveLength(2);
    expect(guests[0]!.destroyed).toBe(true);
    const own = Array.from({ length: 3 }, () => connect('127.0.0.1'));
    expect(own.some((c) => c.destroyed)).toBe(false);
    // Its own address's share still holds.
    expect(connect('127.0.0.1').destroyed).toBe(true);
  });

  it('close the oldest unfinished ones for a newcomer, never one being answered', () => {
    const { plain, connect, log } = plainConnections();
    const slow = Array.from({ length: 10 }, (_, i) => connect(`10.1.0.${i}`));
    const busy = slow[0]!;
    plain.requested(busy as unknown as Socket);
    const guest = connect('10.2.0.1');
    expect(guest.destroyed).toBe(false);
    expect(busy.destroyed).toBe(false);
    expect(slow[1]!.destroyed).toBe(true);
    expect(log).toEqual([expect.stringMatching(/1 connection from 1 address closed for room/)]);
    // Only busy ones left besides the newcomer's: the next newcomer is turned away.
    for (const s of slow.slice(2)) s.destroy();
    const filler = Array.from({ length: 8 }, (_, i) => connect(`10.3.0.${i}`));
    for (const f of [...filler, guest]) plain.requested(f as unknown as Socket);
    expect(connect('10.4.0.1').destroyed).toBe(true);
  });

  it("keep an address's unfinished ones to a few: its oldest makes room for its newest", () => {
    const { connect } = plainConnections(2);
    const [first, second, third] = [1, 2, 3].map(() => connect('10.5.0.1'));
    expect([first!.destroyed, second!.destroyed, third!.destroyed]).toEqual([true, false, false]);
  });
});
