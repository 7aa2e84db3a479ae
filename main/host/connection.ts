// One client's WebSocket: rate limit, frame checks, and sending. Whatever a client sends, the worst
// it gets is an error reply or, when it floods, a disconnection.
import { WebSocket, type RawData } from 'ws';
import { decodeFrame } from './frames.ts';
import { FloodGuard } from './floodGuard.ts';
import type { Lobby } from './lobby.ts';
import type { Peer } from './peer.ts';
import { MAX_MESSAGES_PER_SECOND, type HostMessage } from '../../protocol/messages.ts';

/** A client that lets this much pile up unread is not reading: it is cut off rather than buffered. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;
/** Close code for a client that broke the rate limit (RFC 6455 "policy violation"). */
const CLOSE_FLOOD = 1008;

export class Connection implements Peer {
  /** Answered the last heartbeat ping. */
  alive = true;
  private readonly guard = new FloodGuard(MAX_MESSAGES_PER_SECOND, 2 * MAX_MESSAGES_PER_SECOND);
  private lastThrottleNotice = 0;
  private closing = false;

  constructor(
    readonly id: number,
    private readonly ws: WebSocket,
    private readonly lobby: Lobby,
    private readonly log: (line: string) => void,
  ) {
    ws.on('message', (data, isBinary) => this.frame(data, isBinary));
    ws.on('pong', () => {
      this.alive = true;
    });
    ws.on('error', (err) => log(`client ${id}: ${err.message}`));
    ws.on('close', () => {
      this.closing = true;
      lobby.disconnected(this);
    });
    lobby.connected(this);
  }

  send(message: HostMessage): void {
    this.sendText(JSON.stringify(message));
  }

  sendText(json: string): void {
    if (this.ws.readyState !== WebSocket.OPEN) return;
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.log(`client ${this.id}: not reading, disconnected`);
      this.ws.terminate();
      return;
    }
    this.ws.send(json);
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

  private frame(data: RawData, isBinary: boolean): void {
    if (this.closing) return;
    const verdict = this.guard.take();
    if (verdict === 'flood') {
      this.send({ v: 1, type: 'error', code: 'throttled', message: 'too many messages: disconnected' });
      this.close(CLOSE_FLOOD, 'too many messages');
      return;
    }
    if (verdict === 'throttled') {
      const now = Date.now();
      if (now - this.lastThrottleNotice >= 1000) {
        this.lastThrottleNotice = now;
        this.send({
          v: 1,
          type: 'error',
          code: 'throttled',
          message: `more than ${MAX_MESSAGES_PER_SECOND} messages per second: messages are being dropped`,
        });
      }
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
