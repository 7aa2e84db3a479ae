// Who gets in: the WebSockets of the guests, each address's and in all, the household's own (its pages,
// known by the host's key: a reserve no guest can take), and who makes room when the guests' sockets
// are all taken (the plain HTTP connections before them: plainConnections.ts). At that limit a
// newcomer still gets in: the socket closed for it is one of an address holding more than the newcomer's,
// the one that holds least (holdings.ts), the one heard from least recently first.
/** A WebSocket as admission sees it. */
export interface Admitted {
  /** Its address; undefined for the household's pages, which have sockets of their own and are never closed for room. */
  readonly guest?: string;
  /** When it last sent a message (or connected). */
  readonly lastHeard: number;
  /** Closed to make room for a newcomer. */
  evict(): void;
}

export interface AdmissionOptions<C> {
  /** The guests' WebSockets in all. */
  maxClients: number;
  perAddress: number;
  /** The household's WebSockets, besides the guests'. */
  household: number;
  /**
   * How much each client holds now (holdings.ts): the least is closed first to make room; Infinity,
   * never. Asked once each time room is needed.
   */
  worth(): (client: C) => number;
  log(line: string): void;
}

/** Why an upgrade is refused: the HTTP status and its reason phrase. */
export interface Turned {
  status: number;
  reason: string;
}

const FULL: Turned = { status: 503, reason: 'Service Unavailable' };

export class Admission<C extends Admitted> {
  private readonly clients = new Set<C>();
  private readonly byAddress = new Map<string, number>();
  private households = 0;

  constructor(private readonly options: AdmissionOptions<C>) {}

  get size(): number {
    return this.clients.size;
  }

  all(): IterableIterator<C> {
    return this.clients.values();
  }

  /**
   * Refuses a WebSocket of `guest` beyond its share, or (when none can make room) beyond the guests'
   * limit; one of the household's beyond its own sockets.
   */
  admit(guest: string | undefined): Turned | null {
    if (guest === undefined) return this.households < this.options.household ? null : FULL;
    const own = this.byAddress.get(guest) ?? 0;
    if (own >= this.options.perAddress) return { status: 429, reason: 'Too Many Requests' };
    if (this.clients.size - this.households < this.options.maxClients) return null;
    const room = this.leastUseful(own);
    if (!room) return FULL;
    this.options.log(`host full: a client of ${room.guest} closed to let a newcomer in`);
    this.remove(room);
    room.evict();
    return null;
  }

  add(client: C): void {
    this.clients.add(client);
    if (client.guest === undefined) this.households++;
    else this.byAddress.set(client.guest, (this.byAddress.get(client.guest) ?? 0) + 1);
  }

  remove(client: C): void {
    if (!this.clients.delete(client)) return;
    if (client.guest === undefined) this.households--;
    else release(this.byAddress, client.guest);
  }

  /**
   * The client to close for a newcomer whose address has `own` sockets: of an address holding at least
   * two more (so that addresses never trade sockets back and forth), the one that holds least, of the
   * address holding the most, heard from least recently.
   */
  private leastUseful(own: number): C | null {
    const worth = this.options.worth();
    let best: { client: C; worth: number; count: number } | null = null;
    for (const client of this.clients) {
      if (client.guest === undefined) continue;
      const count = this.byAddress.get(client.guest) ?? 0;
      if (count <= own + 1) continue;
      const w = worth(client);
      if (w === Infinity) continue;
      if (
        !best ||
        w < best.worth ||
        (w === best.worth &&
          (count > best.count || (count === best.count && client.lastHeard < best.client.lastHeard)))
      )
        best = { client, worth: w, count };
    }
    return best?.client ?? null;
  }
}

/** The client's address, an IPv4 one without its IPv6 mapping. */
export function addressOf(socket: { remoteAddress?: string }): string {
  return (socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '');
}

/**
 * The host's own machine, where the household's pages load from: no guest on the network can come
 * from these addresses (every other loopback address counts as a guest like any other).
 */
export function ownMachine(address: string): boolean {
  return address === '127.0.0.1' || address === '::1';
}

function release(counts: Map<string, number>, key: string): void {
  const left = (counts.get(key) ?? 1) - 1;
  if (left > 0) counts.set(key, left);
  else counts.delete(key);
}
