// What the host and lobby screens tell a table's creator about where guests open it, and the QR code
// a guest's phone scans.
import { describe, expect, it } from 'vitest';
import { addressParts, boundHere, guestOrigins, joinUrl } from '../../renderer/view/guests.ts';
import { QUIET_ZONE, qrPath } from '../../renderer/view/qr.ts';

const page = (url: string) => {
  const u = new URL(url);
  return { protocol: u.protocol, hostname: u.hostname, origin: u.origin };
};

describe('boundHere', () => {
  it('is the loopback address the page was opened at, the one a host serving this machine was bound to', () => {
    expect(boundHere(page('http://127.0.0.2:7412/'))).toBe('127.0.0.2');
    expect(boundHere(page('http://[::1]:7412/'))).toBe('::1');
    expect(boundHere(page('http://localhost:7412/'))).toBe('localhost');
  });
  it('is 127.0.0.1 for a page that came another way', () => {
    expect(boundHere(page('http://192.168.1.20:7412/'))).toBe('127.0.0.1');
  });
});

describe('guestOrigins', () => {
  it('is the page itself when guests can reach the address it was opened at', () => {
    expect(
      guestOrigins(page('http://192.168.1.20:7412/#/host'), ['192.168.1.20:7412', '10.0.0.3:7412']),
    ).toEqual(['http://192.168.1.20:7412']);
    expect(guestOrigins(page('http://ana-laptop.local:7412/'), [])).toEqual(['http://ana-laptop.local:7412']);
  });

  it("is the host's LAN addresses for a page on this machine alone or in the desktop app", () => {
    const lan = ['192.168.1.20:4719', '10.0.0.3:4719'];
    for (const url of [
      'http://127.0.0.1:4720/',
      'http://localhost:5173/?host=ws://127.0.0.1:4719/ws',
      'http://[::1]:4720/',
      'file:///app/index.html',
    ]) {
      expect(guestOrigins(page(url), lan)).toEqual(['http://192.168.1.20:4719', 'http://10.0.0.3:4719']);
    }
  });

  it('is nothing when the host serves this machine only', () => {
    expect(guestOrigins(page('http://127.0.0.1:4720/'), [])).toEqual([]);
    expect(guestOrigins(page('file:///app/index.html'), [])).toEqual([]);
  });

  it("leads a guest's phone to the host's join screen", () => {
    expect(joinUrl('http://192.168.1.20:7412')).toBe('http://192.168.1.20:7412/#/join');
  });
});

describe('qrPath', () => {
  it('draws a version-3 code for a guest URL, square, inside its quiet zone', () => {
    const { size, d } = qrPath('http://192.168.1.20:7412/#/join');
    // 31 bytes at level M need version 3 (version 2 holds 26): 29 modules a side.
    expect(size).toBe(29 + 2 * QUIET_ZONE);
    const squares = [...d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(squares.length).toBe(d.split('M').length - 1);
    for (const [x, y] of squares) {
      expect(x).toBeGreaterThanOrEqual(QUIET_ZONE);
      expect(y).toBeLessThan(size - QUIET_ZONE);
    }
    // The three finder patterns: the top-left module of each is dark.
    for (const [x, y] of [
      [QUIET_ZONE, QUIET_ZONE],
      [size - QUIET_ZONE - 7, QUIET_ZONE],
      [QUIET_ZONE, size - QUIET_ZONE - 7],
    ])
      expect(d).toContain(`M${x} ${y}h1v1h-1z`);
  });
});

describe('addressParts', () => {
  it('cuts an address after its slashes alone: never inside the host, the port or the code', () => {
    expect(addressParts('http://192.168.1.20:43841/KTZWMP')).toEqual([
      'http://',
      '192.168.1.20:43841/',
      'KTZWMP',
    ]);
    expect(addressParts('http://ana-laptop.local:7412')).toEqual(['http://', 'ana-laptop.local:7412']);
    expect(addressParts('http://192.168.1.20:7412/#/join')).toEqual([
      'http://',
      '192.168.1.20:7412/',
      '#/',
      'join',
    ]);
  });
  it('keeps every character, in order', () => {
    for (const a of ['http://[fe80::1]:7412/KTZWMP', 'http://h:1/', 'x'])
      expect(addressParts(a).join('')).toBe(a);
  });
});
