// Advertises a host on the LAN as `_norenberc._tcp` (DNS-SD over multicast DNS). The TXT record says
// what a guest needs before connecting: protocol version, table name, free seats, game phase. Another
// host already using the name makes this one take a suffix: "Ana's table (2)". On stop every record
// is withdrawn with a goodbye (TTL 0) so browsers drop the host at once. mDNS failures are logged,
// never thrown: a LAN that blocks multicast still lets guests connect by address.
import { hostname } from 'node:os';
import { lanAddresses } from './addresses.ts';
import { PROTOCOL_VERSION } from '../../protocol/messages.ts';
import { SERVICE_DOMAIN, openMdns, type DnsRecord, type MulticastDns, type Packet } from './mdns.ts';

/** What the LAN advertisement says about this host. */
export interface LobbySummary {
  games: number;
  freeSeats: number;
  phase: 'idle' | 'lobby' | 'playing';
}

interface AdvertiseOptions {
  /** The table name, e.g. "Ana's table". */
  name: string;
  port: number;
  hostId: string;
  summary: LobbySummary;
  /** Pins mDNS to the interface with this IPv4 address. */
  interface?: string;
  log: (line: string) => void;
  /** How long to listen for another host answering for the name. */
  probeMs?: number;
}

export interface Advertisement {
  /** The advertised instance name: the table name, with a suffix when another host had it. */
  readonly name: string;
  update(summary: LobbySummary): void;
  stop(): Promise<void>;
}

/** DNS labels hold at most 63 bytes; room is kept for a " (NN)" suffix. */
const MAX_NAME_BYTES = 63 - 5;
/** Changes closer together than this are announced together. */
const UPDATE_INTERVAL_MS = 1000;

export async function advertise(options: AdvertiseOptions): Promise<Advertisement> {
  const { log } = options;
  const { server, mdns } = openMdns(options.interface, log);
  const base = instanceName(options.name);
  let name = base;
  for (let n = 2; n < 100 && (await nameTaken(mdns, fqdnOf(name), options.probeMs ?? 750)); n++)
    name = `${base} (${n})`;
  if (name !== base) log(`mDNS: "${base}" is taken on this network, advertising as "${name}"`);

  const fqdn = fqdnOf(name);
  const target = `${hostname().replace(/[^A-Za-z0-9-]/g, '-') || 'norenberc'}.local`;
  let summary = options.summary;
  let stopped = false;
  let lastAnnounce = 0;
  let pending: ReturnType<typeof setTimeout> | null = null;
  const timers = new Set<ReturnType<typeof setTimeout>>();

  function current(ttlScale: number): DnsRecord[] {
    const txt = txtOf(options.hostId, options.name, summary);
    return recordsOf(fqdn, target, options.port, txt, lanAddresses(options.interface)).map((r) => ({
      ...r,
      ttl: r.ttl * ttlScale,
    }));
  }

  function send(records: DnsRecord[]): Promise<void> {
    return new Promise((resolve) => {
      mdns.respond({ answers: records }, (err) => {
        if (err) log(`mDNS: ${err.message}`);
        resolve();
      });
    });
  }

  /** Registers the records (so queries get answered) and announces them twice, a second apart. */
  function announce(): void {
    lastAnnounce = Date.now();
    const records = current(1);
    server.unregister(records);
    server.register(records);
    void send(records);
    const again = setTimeout(() => {
      timers.delete(again);
      if (!stopped) void send(current(1));
    }, 1000);
    again.unref();
    timers.add(again);
  }

  announce();
  return {
    name,
    update(next) {
      if (stopped) return;
      summary = next;
      if (pending) return;
      const wait = Math.max(0, lastAnnounce + UPDATE_INTERVAL_MS - Date.now());
      pending = setTimeout(() => {
        pending = null;
        if (!stopped) announce();
      }, wait);
      pending.unref();
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      if (pending) clearTimeout(pending);
      for (const timer of timers) clearTimeout(timer);
      const goodbye = current(0);
      server.unregister(goodbye);
      await send(goodbye);
      await new Promise<void>((resolve) => mdns.destroy(() => resolve()));
    },
  };
}

function fqdnOf(instance: string): string {
  return `${instance}.${SERVICE_DOMAIN}`;
}

/** An instance name DNS-SD browsers read back intact: no dots or control characters, at most 58 bytes. */
export function instanceName(name: string): string {
  let clean =
    name
      .replace(/[\p{Cc}\p{Cf}]/gu, '')
      .replace(/\./g, '-')
      .trim() || 'Norenberc';
  while (Buffer.byteLength(clean) > MAX_NAME_BYTES) clean = [...clean].slice(0, -1).join('');
  return clean;
}

function txtOf(hostId: string, table: string, summary: LobbySummary): string[] {
  return [
    `v=${PROTOCOL_VERSION}`,
    `id=${hostId}`,
    `table=${instanceName(table)}`,
    `free=${summary.freeSeats}`,
    `games=${summary.games}`,
    `phase=${summary.phase}`,
  ];
}

function recordsOf(
  fqdn: string,
  target: string,
  port: number,
  txt: string[],
  addresses: string[],
): DnsRecord[] {
  return [
    { name: SERVICE_DOMAIN, type: 'PTR', ttl: 4500, data: fqdn },
    { name: '_services._dns-sd._udp.local', type: 'PTR', ttl: 4500, data: SERVICE_DOMAIN },
    { name: fqdn, type: 'SRV', ttl: 120, flush: true, data: { port, target } },
    { name: fqdn, type: 'TXT', ttl: 4500, flush: true, data: txt },
    ...addresses.map((ip): DnsRecord => ({ name: target, type: 'A', ttl: 120, flush: true, data: ip })),
  ];
}

/** Whether some host answers for `fqdn` within `ms` (asked twice, as probing asks). */
function nameTaken(mdns: MulticastDns, fqdn: string, ms: number): Promise<boolean> {
  const wanted = fqdn.toLowerCase();
  return new Promise((resolve) => {
    function onResponse(packet: Packet): void {
      if ([...packet.answers, ...packet.additionals].some((r) => r.name.toLowerCase() === wanted))
        finish(true);
    }
    function finish(taken: boolean): void {
      clearTimeout(second);
      clearTimeout(deadline);
      mdns.off('response', onResponse);
      resolve(taken);
    }
    mdns.on('response', onResponse);
    mdns.query(fqdn, 'ANY');
    const second = setTimeout(() => mdns.query(fqdn, 'ANY'), ms / 3);
    const deadline = setTimeout(() => finish(false), ms);
  });
}
