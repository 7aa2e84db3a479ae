// The multicast DNS socket both LAN modules use: bonjour-service's responder (it answers queries
// for the records registered with it), opened so that no socket error can crash the process.
import { Server } from 'bonjour-service/dist/lib/mdns-server.js';

export const SERVICE_TYPE = 'norenberc';
/** The DNS-SD name every Norenberc host registers under. */
export const SERVICE_DOMAIN = `_${SERVICE_TYPE}._tcp.local`;

/** The subset of multicast-dns's instance used here (its package ships no types of its own). */
export interface MulticastDns {
  on(event: 'response', listener: (packet: Packet, from: { address: string }) => void): void;
  on(event: 'error' | 'warning', listener: (err: Error) => void): void;
  off(event: 'response', listener: (packet: Packet, from: { address: string }) => void): void;
  query(name: string, type: string): void;
  respond(
    packet: { answers: DnsRecord[]; additionals?: DnsRecord[] },
    callback?: (err: Error | null) => void,
  ): void;
  destroy(callback?: () => void): void;
}

export interface DnsRecord {
  name: string;
  type: 'PTR' | 'SRV' | 'TXT' | 'A';
  ttl: number;
  flush?: boolean;
  data: unknown;
}

export interface Packet {
  answers: DnsRecord[];
  additionals: DnsRecord[];
}

interface MdnsSocket {
  server: Server;
  mdns: MulticastDns;
}

/**
 * Joins the mDNS group on every interface, or only on the one whose address is `iface`. The socket
 * always binds to the wildcard address: bound to an interface's own address, Linux would not deliver
 * the group's packets to it.
 */
export function openMdns(iface: string | undefined, log: (line: string) => void): MdnsSocket {
  const server = new Server(
    { ...(iface ? { interface: iface } : {}), bind: '0.0.0.0' } as object,
    (err: Error) => log(`mDNS: ${err.message}`),
  );
  const mdns = server.mdns as MulticastDns;
  mdns.on('error', (err) => log(`mDNS unavailable: ${err.message}`));
  mdns.on('warning', (err) => log(`mDNS: ${err.message}`));
  return { server, mdns };
}
