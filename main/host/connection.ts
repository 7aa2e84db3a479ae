// One client's WebSocket: rate limit, frame checks, and sending. Whatever a client sends, the worst
// it gets is an error reply or, when it floods, a disconnection.
import { WebSocket, type RawData } from 'ws';
import { decodeFrame, requestIdOf } from './frames.ts';
import { FloodGuard } from './floodGuard.ts';
import type { Admitted } from './admission.ts';
import type { Lobby } from './lobby.ts';
import type { Peer } from './peer.ts';
import { MAX_MESSAGES_PER_SECOND, type HostMessage } from '../../protocol/messages.ts';

/**
 * Past this much unread, a client is behind: it is sent no update and its requests are refused (not
 * computed, answered `throttled`), and once it has read its backlog it gets each game's latest snapshot.
 */
export const BEHIND_BYTES = 256 * 1024;
/** A client that lets this much pile up unread is not reading: it is cut off rather than buffered. */
export const CUT_OFF_BYTES = 1024 * 1024;
/** How often a client that is behind is checked for having caught up. */
const CATCH_UP_POLL_MS = 250;
/** Close code for a client that broke the rate limit (RFC 6455 "policy violation"). */
const CLOSE_FLOOD = 1008;
/** Close code for an idle client closed to let a newcomer in (RFC 6455 "try again later"). */
const CLOSE_ROOM = 1013;

export class Connection implements Peer, Admitted {
  /** Answered the last heartbeat ping. */
  alive = true;
  lastHeard = Date.now();
  private readonly guard = new FloodGuard(MAX_MESSAGES_PER_SECOND, 2 * MAX_MESSAGES_PER_SECOND);
  private closing = false;
  /** Set while updates are being skipped because the client does not read them. */
  private catchUp: ReturnType<typeof setInterval> | null = null;

  constructor(
    readonly id: number,
    private readonly ws: WebSocket,
    private readonly lobby: Lobby,
    private readonly log: (line: string) => void,
    /** Whose limits this client counts against (its address); undefined for the app's own page. */
    readonly guest?: string,
  ) {
    ws.on('message', (data, isBinary) => this.frame(data, isBinary));
    ws.on('pong', () => {
      this.alive = true;
    });
    ws.on('error', (err) => log(`client ${id}: ${err.message}`));
    ws.on('close', () => {
      this.closing = true;
      this.stopCatchUp();
      lobby.disconnected(this);
    });
    lobby.connected(this);
  }

  /** The games list is sent again in full once a client behind catches up, so it may be skipped. */
  send(message: HostMessage): void {
    this.write(JSON.stringify(message), message.type === 'games');
  }

  /** Updates (the broadcaster's pre-serialised messages): a client behind skips them. */
  sendText(json: string): void {
    this.write(json, true);
  }

  /** Heartbeat: a client that did not answer the previous ping is gone (lid closed, cable out). */
  ping(): void {
    if (!this.alive) {
      this.ws.terminate();
      return;
    }
    this.alive = false;
    this.ws.ping();
  }

  close(code: number, reason: string): void {
    this.closing = true;
    this.ws.close(code, reason);
  }

  /** The host is full and this client is idle: it is told why, and its socket is freed at once. */
  evict(): void {
    this.close(CLOSE_ROOM, 'the host is full: closed to let a newcomer in');
    this.ws.terminate();
  }

  private write(json: string, skippable: boolean): void {
    if (this.closing || this.ws.readyState !== WebSocket.OPEN) return;
    const buffered = this.ws.bufferedAmount;
    if (buffered > CUT_OFF_BYTES) {
      this.log(`client ${this.id}: not reading, disconnected`);
      // Whatever it sent that is still queued is dropped with it, never computed.
      this.closing = true;
      this.ws.terminate();
      return;
    }
    if (skippable && buffered > BEHIND_BYTES) return this.fallBehind();
    this.ws.send(json);
  }

  /** Skipped updates leave a gap: once the backlog is read, the lobby sends the latest of everything. */
  private fallBehind(): void {
    this.catchUp ??= setInterval(() => {
      if (this.ws.bufferedAmount > BEHIND_BYTES / 4) return;
      this.stopCatchUp();
      if (!this.closing) this.lobby.caughtUp(this);
    }, CATCH_UP_POLL_MS);
    this.catchUp.unref();
  }

  private stopCatchUp(): void {
    if (this.catchUp) clearInterval(this.catchUp);
    this.catchUp = null;
  }

  private frame(data: RawData, isBinary: boolean): void {
    if (this.closing) return;
    this.lastHeard = Date.now();
    // Every frame counts against the rate, refused ones too: a client is answered at most one small
    // refusal per frame, and one that keeps pushing past the limit is cut off.
    const verdict = this.guard.take();
    if (verdict === 'flood') {
      this.send({ v: 1, type: 'error', code: 'throttled', message: 'too many messages: disconnected' });
      this.close(CLOSE_FLOOD, 'too many messages');
      return;
    }
    // Over the rate, or not reading its answers (a `stats` costs the host): the request is not
    // computed, and its sender hears so at once rather than waiting for its own timeout.
    const behind = this.ws.bufferedAmount > BEHIND_BYTES;
    if (verdict === 'throttled' || behind) {
      this.send({
        v: 1,
        type: 'error',
        re: requestIdOf(toBuffer(data), isBinary),
        code: 'throttled',
        message: behind
          ? 'the host is waiting for this client to read what it was sent: not handled, try again shortly'
          : `more than ${MAX_MESSAGES_PER_SECOND} messages per second: not handled, try again shortly`,
      });
      return;
    }
    const decoded = decodeFrame(toBuffer(data), isBinary);
    if (!decoded.ok) {
      this.send({ v: 1, type: 'error', re: decoded.re, code: decoded.code, message: decoded.message });
      return;
    }
    try {
      this.lobby.receive(this, decoded.message);
    } catch (err) {
      this.log(`client ${this.id}: ${decoded.message.type} failed: ${(err as Error).stack ?? String(err)}`);
      this.send({
        v: 1,
        type: 'error',
        re: decoded.message.id,
        code: 'internal',
        message: 'the host failed to handle this message',
      });
    }
  }
}

function toBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  return Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
}
