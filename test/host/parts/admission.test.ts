// Who gets in, alone: the guests' plain HTTP connections are held to their share in all, however many
// addresses they come from, while the host's own machine (where the household's pages load from) keeps
// its own; the household's WebSockets have a reserve of their own.
import { EventEmitter } from 'node:events';
import type { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { Admission, type Admitted } from '../../../main/host/admission.ts';

/** A TCP connection as admission sees it: its address, and whether it was destroyed. */
class Connection extends EventEmitter {
  destroyed = false;
  constructor(readonly remoteAddress: string) {
    super();
  }
  destroy(): void {
    this.destroyed = true;
    this.emit('close');
  }
}

function admission(): Admission<Admitted> {
  return new Admission<Admitted>({
    maxClients: 4,
    perAddress: 2,
    household: 2,
    httpPerAddress: 3,
    http: 10,
    worth: () => () => Infinity,
    log: () => {},
  });
}

function connect(door: Admission<Admitted>, address: string): Connection {
  const connection = new Connection(address);
  door.connected(connection as unknown as Socket);
  return connection;
}

describe('admission', () => {
  it("holds the guests' plain connections to their share in all, and not the host's own machine", () => {
    const door = admission();
    const guests = Array.from({ length: 12 }, (_, i) => connect(door, `10.0.0.${(i % 4) + 1}`));
    expect(guests.filter((c) => c.destroyed)).toHaveLength(2);
    const own = Array.from({ length: 3 }, () => connect(door, '127.0.0.1'));
    expect(own.some((c) => c.destroyed)).toBe(false);
    // Its own address's share still holds.
    expect(connect(door, '127.0.0.1').destroyed).toBe(true);
    // One guest's connection closes: another guest's comes in.
    guests[0]!.destroy();
    expect(connect(door, '10.0.0.9').destroyed).toBe(false);
    expect(connect(door, '10.0.0.9').destroyed).toBe(true);
  });

  it("keeps the household's WebSockets apart: in when the guests' are all taken, up to their own", () => {
    const door = admission();
    for (let i = 0; i < 4; i++) {
      expect(door.admit(`10.0.1.${i}`)).toBeNull();
      door.add({ guest: `10.0.1.${i}`, lastHeard: 0, evict: () => {} });
    }
    expect(door.admit('10.0.1.9')).toMatchObject({ status: 503 });
    for (let i = 0; i < 2; i++) {
      expect(door.admit(undefined)).toBeNull();
      door.add({ lastHeard: 0, evict: () => {} });
    }
    expect(door.admit(undefined)).toMatchObject({ status: 503 });
    // The guests' limit is theirs alone: the household's sockets take none of it.
    expect(door.size).toBe(6);
  });
});
