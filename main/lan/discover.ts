// Lists the Norenberc hosts on the LAN as they appear, change (free seats, phase) and disappear.
// Hosts that leave cleanly say goodbye; a host that vanished (crash, cable) stops answering the
// periodic query and is dropped once it has been silent for `staleMs`.
import Bonjour from 'bonjour-service';
import { Emitter } from '../../protocol/emitter.ts';
import { WS_PATH } from '../../protocol/messages.ts';
import { SERVICE_DOMAIN, SERVICE_TYPE, openMdns, type Packet } from './mdns.ts';

export interface LanHost {
  /** The advertised instance name: "Ana's table", or with a suffix such as "Ana's table (2)". */
  name: string;
  /** The table name the host was given. */
  table: string;
  hostId: string;
  address: string;
  port: number;
  /** Where the client library connects. */
  url: string;
  protocol: number;
  freeSeats: number;
  games: number;
  phase: string;
}

interface DiscoveryEvents {
  up: [host: LanHost];
  update: [host: LanHost];
  down: [host: LanHost];
}

interface DiscoverOptions {
  /** Pins mDNS to the interface with this IPv4 address. */
  interface?: string;
  requeryMs?: number;
  staleMs?: number;
  log?: (line: string) => void;
}

type Service = InstanceType<typeof Bonjour.Browser>['services'][number];

export class Discovery extends Emitter<DiscoveryEvents> {
  private readonly known = new Map<string, LanHost>();
  /** When each service instance last answered, by its full DNS name. */
  private readonly lastSeen = new Map<string, number>();
  private readonly browser: InstanceType<typeof Bonjour.Browser>;
  private readonly mdns: ReturnType<typeof openMdns>['mdns'];
  private readonly timer: ReturnType<typeof setInterval>;
  private readonly staleMs: number;
  private readonly onResponse = (packet: Packet): void => {
    const now = Date.now();
    for (const r of [...packet.answers, ...packet.additionals]) {
      if (r.type === 'PTR' && r.ttl > 0 && r.name.toLowerCase() === SERVICE_DOMAIN)
        this.lastSeen.set(String(r.data).toLowerCase(), now);
    }
  };

  constructor(options: DiscoverOptions = {}) {
    super();
    const log = options.log ?? (() => {});
    this.staleMs = options.staleMs ?? 35_000;
    this.mdns = openMdns(options.interface, log).mdns;
    // Listening before the browser does: a response then counts as a sighting before it is read.
    this.mdns.on('response', this.onResponse);
    this.browser = new Bonjour.Browser(this.mdns, { type: SERVICE_TYPE });
    for (const event of ['up', 'down', 'txt-update', 'srv-update'] as const)
      this.browser.on(event, () => this.reconcile());
    this.timer = setInterval(() => {
      this.browser.update();
      this.reconcile();
    }, options.requeryMs ?? 10_000);
    this.timer.unref();
  }

  hosts(): LanHost[] {
    return [...this.known.values()];
  }

  stop(): Promise<void> {
    clearInterval(this.timer);
    this.browser.stop();
    this.mdns.off('response', this.onResponse);
    return new Promise((resolve) => this.mdns.destroy(() => resolve()));
  }

  /** Brings the list in line with the browser's services that answered recently. */
  private reconcile(): void {
    const now = Date.now();
    const fresh = new Map<string, LanHost>();
    for (const service of this.browser.services) {
      const key = (service.fqdn ?? '').toLowerCase();
      const seen = this.lastSeen.get(key) ?? service.lastSeen ?? now;
      if (now - seen > this.staleMs) continue;
      const host = lanHost(service);
      if (host) fresh.set(key, host);
    }
    for (const [key, host] of this.known) {
      if (!fresh.has(key)) {
        this.known.delete(key);
        this.emit('down', host);
      }
    }
    for (const [key, host] of fresh) {
      const before = this.known.get(key);
      this.known.set(key, host);
      if (!before) this.emit('up', host);
      else if (JSON.stringify(before) !== JSON.stringify(host)) this.emit('update', host);
    }
  }
}

/** Starts listing hosts; stop() ends it. */
export function discoverHosts(options: DiscoverOptions = {}): Discovery {
  return new Discovery(options);
}

function lanHost(service: Service): LanHost | null {
  const txt = (service.txt ?? {}) as Record<string, string | undefined>;
  // The address the answer came from is one the host is reachable at; advertised ones come next.
  const address = service.referer?.address ?? service.addresses?.find((a) => !a.includes(':'));
  if (!address || !service.port) return null;
  const hostPart = address.includes(':') ? `[${address}]` : address;
  return {
    name: service.name,
    table: txt.table ?? service.name,
    hostId: txt.id ?? '',
    address,
    port: service.port,
    url: `ws://${hostPart}:${service.port}${WS_PATH}`,
    protocol: Number(txt.v ?? 0),
    freeSeats: Number(txt.free ?? 0),
    games: Number(txt.games ?? 0),
    phase: txt.phase ?? 'idle',
  };
}
