// What the host and lobby screens tell a table's creator about where guests open it.
import { describe, expect, it } from 'vitest';
import { guestAddress } from '../../renderer/view/guests.ts';

const page = (url: string) => {
  const u = new URL(url);
  return { protocol: u.protocol, hostname: u.hostname, origin: u.origin };
};

describe('guestAddress', () => {
  it('is the page itself when guests can reach the address it was opened at', () => {
    expect(
      guestAddress(page('http://192.168.1.20:7412/#/host'), ['192.168.1.20:7412', '10.0.0.3:7412']),
    ).toBe('http://192.168.1.20:7412');
    expect(guestAddress(page('http://ana-laptop.local:7412/'), [])).toBe('http://ana-laptop.local:7412');
  });

  it("is the host's LAN addresses for a page on this machine alone or in the desktop app", () => {
    const lan = ['192.168.1.20:4719', '10.0.0.3:4719'];
    for (const url of [
      'http://127.0.0.1:4720/',
      'http://localhost:5173/?host=ws://127.0.0.1:4719/ws',
      'http://[::1]:4720/',
      'file:///app/index.html',
    ]) {
      expect(guestAddress(page(url), lan)).toBe('http://192.168.1.20:4719, http://10.0.0.3:4719');
    }
  });

  it('is nothing when the host serves this machine only', () => {
    expect(guestAddress(page('http://127.0.0.1:4720/'), [])).toBeNull();
    expect(guestAddress(page('file:///app/index.html'), [])).toBeNull();
  });
});
