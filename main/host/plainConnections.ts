// The plain HTTP connections to the host (not, or not yet, WebSockets): each address's and the guests'
// in all, the host's own machine apart. A connection that has not sent a whole request yet holds the
// host's descriptor for nothing: an address keeps a few of those at most (its oldest is closed for a
// new one), and when the guests' connections are all taken the one that made least progress is closed
// for a newcomer — one that never finished its request's headers, the oldest first, else one idle
// between requests the longest — so that connections trickling their headers (slowloris) from however
// many addresses never keep a guest from the page, /health or the WebSocket.
import type { Socket } from 'node:net';
import { addressOf, ownMachine } from './admission.ts';

export interface PlainOptions {
  /** Plain HTTP connections one address may have open at once. */
  perAddress: number;
  /** Connections one address may have open that have not sent a whole request yet. */
  unfinishedPerAddress: number;
  /** Plain HTTP connections of guests in all: the host's own machine is not counted in them. */
  guests: number;
  log(line: string): void;
  now?: () => number;
}

interface Plain {
  address: string;
  socket: Socket;
  /** Answering a request now. */
  busy: boolean;
  /** Has sent a whole request's headers at least once. */
  finished: boolean;
  /** Since when it waits: connected, or answered its last request. */
  since: number;
}

/** How often the host's output may say connections were closed for room. */
const LOG_EVERY_MS = 60_000;

export class PlainConnections {
  /** Every plain connection, in the order it came. */
  private readonly plain = new Map<Socket, Plain>();
  private readonly byAddress = new Map<string, number>();
  private guests = 0;
  /** Connections closed for room since the host's output last said so, and their addresses. */
  private closed = 0;
  private readonly closedFrom = new Set<string>();
  private lastSaid = -Infinity;
  private readonly now: () => number;

  constructor(private readonly options: PlainOptions) {
    this.now = options.now ?? Date.now;
  }

  /** A new TCP connection: destroyed beyond its address's share; made room for among the guests'. */
  connected(socket: Socket): void {
    const address = addressOf(socket);
    const own = ownMachine(address);
    if ((this.byAddress.get(address) ?? 0) >= this.options.perAddress) {
      socket.destroy();
      return;
    }
    const unfinished = [...this.plain.values()].filter((p) => p.address === address && !p.finished);
    if (unfinished.length >= this.options.unfinishedPerAddress) this.makeRoom(unfinished[0]!);
    if (!own && this.guests >= this.options.guests) {
      const slowest = this.slowest();
      if (!slowest) {
        socket.destroy();
        return;
      }
      this.makeRoom(slowest);
    }
    this.plain.set(socket, { address, socket, busy: false, finished: false, since: this.now() });
    this.byAddress.set(address, (this.byAddress.get(address) ?? 0) + 1);
    if (!own) this.guests++;
    socket.once('close', () => this.done(socket));
  }

  /** The connection sent a whole request's headers: it is being answered. */
  requested(socket: Socket): void {
    const plain = this.plain.get(socket);
    if (!plain) return;
    plain.busy = true;
    plain.finished = true;
  }

  /** Its request was answered: it waits for the next one. */
  answered(socket: Socket): void {
    const plain = this.plain.get(socket);
    if (!plain) return;
    plain.busy = false;
    plain.since = this.now();
  }

  /** The connection became a WebSocket (or was refused as one, or closed): no longer a plain one. */
  done(socket: Socket): void {
    const plain = this.plain.get(socket);
    if (!plain) return;
    this.plain.delete(socket);
    const left = (this.byAddress.get(plain.address) ?? 1) - 1;
    if (left > 0) this.byAddress.set(plain.address, left);
    else this.byAddress.delete(plain.address);
    if (!ownMachine(plain.address)) this.guests--;
  }

  /** The guest's connection that made least progress: the oldest unfinished, else the longest idle. */
  private slowest(): Plain | null {
    let idle: Plain | null = null;
    for (const plain of this.plain.values()) {
      if (plain.busy || ownMachine(plain.address)) continue;
      if (!plain.finished) return plain;
      if (!idle || plain.since < idle.since) idle = plain;
    }
    return idle;
  }

  private makeRoom(plain: Plain): void {
    this.done(plain.socket);
    plain.socket.destroy();
    this.closed++;
    this.closedFrom.add(plain.address);
    const t = this.now();
    if (t - this.lastSaid < LOG_EVERY_MS) return;
    this.options.log(
      `http: ${this.closed} ${this.closed === 1 ? 'connection' : 'connections'} from ${this.closedFrom.size} ${this.closedFrom.size === 1 ? 'address' : 'addresses'} closed for room: slow or unfinished requests (slowloris?)`,
    );
    this.lastSaid = t;
    this.closed = 0;
    this.closedFrom.clear();
  }
}
