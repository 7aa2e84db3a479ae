// The client's connection: one WebSocket at a time, opened again after it is lost, with delays that
// double up to a maximum (with jitter, so that the clients of a restarted host do not come back at once).

/**
 * The part of the WebSocket API the client uses; the browser's and the ws package's both fit. The
 * handlers take `never` so that either implementation's own event types are accepted; the client's
 * handlers declare the fields they read (MessageEvent.data, CloseEvent.code and .reason).
 */
export interface SocketLike {
  readonly readyState: number;
  onmessage: ((event: never) => void) | null;
  onclose: ((event: never) => void) | null;
  onerror: ((event: never) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type SocketConstructor = new (url: string) => SocketLike;

export interface Backoff {
  initialMs: number;
  maxMs: number;
}

/** A client's delays before it tries a host again, unless it was given others. */
export const RECONNECT_BACKOFF: Backoff = { initialMs: 250, maxMs: 8000 };

/** The delay before try `attempt` (0 the first after a loss): doubled each time up to the maximum, with jitter. */
export function backoffDelay({ initialMs, maxMs }: Backoff, attempt: number): number {
  return Math.round(Math.min(maxMs, initialMs * 2 ** attempt) * (0.5 + Math.random() * 0.5));
}

const OPEN = 1;

export class ReconnectingSocket {
  private socket: SocketLike | null = null;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;

  constructor(
    private readonly url: string,
    private readonly Socket: SocketConstructor,
    private readonly backoff: Backoff,
    private readonly on: { message(data: unknown): void; lost(code: number, reason: string): void },
  ) {
    this.open();
  }

  get isOpen(): boolean {
    return this.socket !== null && this.socket.readyState === OPEN;
  }

  send(data: string): void {
    this.socket?.send(data);
  }

  /** The host answered: the next loss starts the delays over. */
  established(): void {
    this.attempt = 0;
  }

  /** After a loss: opens again after the next delay, which it returns. */
  retry(): number {
    const delay = backoffDelay(this.backoff, this.attempt++);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (!this.stopped) this.open();
    }, delay);
    return delay;
  }

  get isStopped(): boolean {
    return this.stopped;
  }

  /** Stops for good: no reopening. */
  stop(code?: number, reason?: string): void {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    if (code !== undefined) this.socket?.close(code, reason);
  }

  private open(): void {
    const socket = new this.Socket(this.url);
    this.socket = socket;
    socket.onmessage = (event: { data: unknown }) => {
      if (this.socket === socket) this.on.message(event.data);
    };
    socket.onclose = (event: { code: number; reason: string }) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.on.lost(event.code, event.reason);
    };
    socket.onerror = () => {
      // A close event follows every error; that is where the connection is handled.
    };
  }
}
