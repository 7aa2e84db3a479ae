// The requests a client has sent and awaits the answer of, by request id; each fails after a
// timeout, and all of them when the connection is lost.
import type { RecordProblem } from '../engine/index.ts';
import type { ErrorCode, HostMessage, LimitKind } from './messages.ts';

/** The codes of the failures the client finds itself, besides the host's (ERROR_CODES). */
export const CLIENT_ERROR_CODES = ['disconnected', 'timeout'] as const;

export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

/**
 * A failed request. Its message is for logs and developers, in English; a player is told the code,
 * in their language.
 */
export class ProtocolError extends Error {
  constructor(
    readonly code: ErrorCode | ClientErrorCode,
    message: string,
    /** With the code `limit`: which limit the host met. */
    readonly limit?: LimitKind,
    /** With the code `invalid`, for a game record: what is wrong with it. */
    readonly record?: RecordProblem,
  ) {
    super(message);
    this.name = 'ProtocolError';
  }
}

interface Pending<M> {
  resolve(message: M): void;
  reject(error: ProtocolError): void;
  timer: ReturnType<typeof setTimeout>;
}

/** `M`: a reply as the client hands it on. */
export class PendingRequests<M extends { type: string }> {
  private nextId = 1;
  private readonly pending = new Map<number, Pending<M>>();

  constructor(private readonly timeoutMs: number) {}

  /** Registers a request (`send` gets its id) and resolves with its reply. */
  add<R extends M>(type: string, send: (id: number) => void): Promise<R> {
    const id = this.nextId++;
    return new Promise<R>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new ProtocolError('timeout', `no answer to ${type} in ${this.timeoutMs} ms`));
      }, this.timeoutMs);
      this.pending.set(id, { resolve: resolve as (m: M) => void, reject, timer });
      send(id);
    });
  }

  /** The answer to request `re`: an error rejects it. */
  settle(re: number, message: M | Extract<HostMessage, { type: 'error' }>): void {
    const pending = this.pending.get(re);
    if (!pending) return;
    this.pending.delete(re);
    clearTimeout(pending.timer);
    if (message.type === 'error') {
      const error = message as Extract<HostMessage, { type: 'error' }>;
      pending.reject(new ProtocolError(error.code, error.message, error.limit, error.record));
    } else pending.resolve(message as M);
  }

  rejectAll(error: ProtocolError): void {
    for (const pending of this.pending.values()) {
      clearTimeout(pending.timer);
      pending.reject(error);
    }
    this.pending.clear();
  }
}
