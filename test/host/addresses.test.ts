// Where a host tells its guests to find it: its LAN addresses when it listens on the network, none when
// it serves its own machine only.
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningHost } from '../../main/host/server.ts';
import { guestAddresses, lanAddresses } from '../../main/lan/addresses.ts';
import { RawClient, testHost } from './helpers.ts';

describe('guest addresses', () => {
  it('lists every LAN address for a host on all interfaces, the bound one for one interface, none for loopback', () => {
    expect(guestAddresses('0.0.0.0', 7412)).toEqual(lanAddresses().map((ip) => `${ip}:7412`));
    expect(guestAddresses('::', 7412)).toEqual(lanAddresses().map((ip) => `${ip}:7412`));
    expect(guestAddresses('192.168.1.20', 4719)).toEqual(['192.168.1.20:4719']);
    expect(guestAddresses('fe80::1', 4719)).toEqual(['[fe80::1]:4719']);
    for (const bind of ['127.0.0.1', '127.0.0.2', 'localhost', '::1'])
      expect(guestAddresses(bind, 7412)).toEqual([]);
  });

  it('keeps to IPv4 addresses of real interfaces, or the pinned one', () => {
    for (const ip of lanAddresses()) expect(ip).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    expect(lanAddresses('203.0.113.9')).toEqual([]);
  });

  describe('in the welcome', () => {
    let host: RunningHost | null = null;
    afterEach(async () => {
      await host?.close();
      host = null;
    });

    it('says a host on loopback has no address for guests', async () => {
      host = await testHost({ bind: '127.0.0.1' });
      const client = await RawClient.open(host.wsUrl);
      expect(client.received[0]).toMatchObject({ type: 'welcome', host: { addresses: [] } });
      client.ws.close();
    });
  });
});
