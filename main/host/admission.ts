// Who gets in: the WebSockets held by each address and in all, the plain HTTP connections each address
// has open, and who makes room when the host is full. A guest holds at most its share of the
// WebSockets; at the host's limit the newcomer still gets in, and the socket closed for it is an idle
// one: a guest's that holds no seat, no creator's rights and no review, of the address holding the most
// sockets, the one heard from least recently first.
import type { Socket } from 'node:net';

/** A WebSocket as admission sees it. */
export interface Admitted {
  /** Its address; undefined for the app's own page, which is held to no per-address limit and never closed for room. */
  readonly guest?: string;
  /** When it last sent a message (or connected). */
  readonly lastHeard: number;
  /** Closed to make room for a newcomer. */
  evict(): void;
}

export interface AdmissionOptions<C> {
  maxClients: number;
  perAddress: number;
  /** Plain HTTP connections (not, or not yet, WebSockets) one address may have open at once. */
  httpPerAddress: number;
  /** Whether a client holds a seat, a creator's rights or a review: it is never closed for room. */
  takesPart(client: C): boolean;
  log(line: string): void;
}

/** Why an upgrade is refused: the HTTP status and its reason phrase. */
export interface Turned {
  status: number;
  reason: string;
}

export class Admission<C extends Admitted> {
  private readonly clients = new Set<C>();
  private readonly byAddress = new Map<string, number>();
  private readonly http = new Map<Socket, string>();
  private readonly httpByAddress = new Map<string, number>();

  constructor(private readonly options: AdmissionOptions<C>) {}

  get size(): number {
    return this.clients.size;
  }

  all(): IterableIterator<C> {
    return this.clients.values();
  }

  /** A new TCP connection to the HTTP server: destroyed at once beyond its address's share. */
  connected(socket: Socket): void {
    const address = addressOf(socket);
    if ((this.httpByAddress.get(address) ?? 0) >= this.options.httpPerAddress) {
      socket.destroy();
      return;
    }
    this.http.set(socket, address);
    this.httpByAddress.set(address, (this.httpByAddress.get(address) ?? 0) + 1);
    socket.once('close', () => this.httpDone(socket));
  }

  /** The connection became a WebSocket (or was refused as one, or closed): no longer a plain HTTP one. */
  httpDone(socket: Socket): void {
    const address = this.http.get(socket);
    if (address === undefined) return;
    this.http.delete(socket);
    release(this.httpByAddress, address);
  }

  /** Refuses a WebSocket of `guest` beyond its share, or (when none can make room) beyond the host's limit. */
  admit(guest: string | undefined): Turned | null {
    const own = guest === undefined ? 0 : (this.byAddress.get(guest) ?? 0);
    if (guest !== undefined && own >= this.options.perAddress)
      return { status: 429, reason: 'Too Many Requests' };
    if (this.clients.size < this.options.maxClients) return null;
    const idle = this.idlest(own);
    if (!idle) return { status: 503, reason: 'Service Unavailable' };
    this.options.log(`host full: an idle client of ${idle.guest} closed to let a newcomer in`);
    this.remove(idle);
    idle.evict();
    return null;
  }

  add(client: C): void {
    this.clients.add(client);
    if (client.guest !== undefined)
      this.byAddress.set(client.guest, (this.byAddress.get(client.guest) ?? 0) + 1);
  }

  remove(client: C): void {
    if (!this.clients.delete(client)) return;
    if (client.guest !== undefined) release(this.byAddress, client.guest);
  }

  /**
   * The idle client to close for a newcomer whose address has `own` sockets: of an address holding
   * more (so that addresses never trade sockets back and forth), the most, heard from least recently.
   */
  private idlest(own: number): C | null {
    let best: C | null = null;
    let bestCount = own;
    for (const client of this.clients) {
      if (client.guest === undefined || this.options.takesPart(client)) continue;
      const count = this.byAddress.get(client.guest) ?? 0;
      if (count > bestCount || (count === bestCount && best !== null && client.lastHeard < best.lastHeard))
        [best, bestCount] = [client, count];
    }
    return best;
  }
}

/** The client's address, an IPv4 one without its IPv6 mapping. */
export function addressOf(socket: { remoteAddress?: string }): string {
  return (socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '');
}

function release(counts: Map<string, number>, key: string): void {
  const left = (counts.get(key) ?? 1) - 1;
  if (left > 0) counts.set(key, left);
  else counts.delete(key);
}
