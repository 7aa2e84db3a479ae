// A WebSocket client by hand on a raw TCP socket, for clients that stop reading: it writes frames in
// one go (so that the host parses them together) and its reading can be paused and resumed.
import { connect, type Socket } from 'node:net';
import { randomBytes } from 'node:crypto';

export class StalledClient {
  private buffer = Buffer.alloc(0);
  closed = false;

  private constructor(readonly socket: Socket) {
    socket.on('data', (chunk: Buffer) => (this.buffer = Buffer.concat([this.buffer, chunk])));
    socket.on('close', () => (this.closed = true));
    socket.on('error', () => {});
  }

  /** Upgrades to a WebSocket from `localAddress` (any of 127/8 on Linux) and waits for the welcome. */
  static async open(port: number, localAddress = '127.0.0.1', path = '/ws'): Promise<StalledClient> {
    const socket = connect({ port, host: '127.0.0.1', localAddress });
    const client = new StalledClient(socket);
    socket.write(
      `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
        `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
    );
    await client.until(() => client.buffer.includes('"welcome"'), 5000);
    if (!client.buffer.toString('latin1').startsWith('HTTP/1.1 101'))
      throw new Error(`upgrade refused: ${client.buffer.toString('latin1').split('\r\n')[0]}`);
    client.buffer = client.buffer.subarray(client.buffer.indexOf('\r\n\r\n') + 4);
    return client;
  }

  /** Every message as one masked text frame, all in one write. */
  send(messages: unknown[]): void {
    this.socket.write(Buffer.concat(messages.map((m) => frame(JSON.stringify(m)))));
  }

  stopReading(): void {
    this.socket.pause();
  }

  resumeReading(): void {
    this.socket.resume();
  }

  /** The text messages received so far (a close frame ends them). */
  messages(): Record<string, unknown>[] {
    const out: Record<string, unknown>[] = [];
    let at = 0;
    while (at + 2 <= this.buffer.length) {
      const op = this.buffer[at]! & 0x0f;
      let len = this.buffer[at + 1]! & 0x7f;
      let head = 2;
      if (len === 126) [len, head] = [this.buffer.readUInt16BE(at + 2), 4];
      else if (len === 127) [len, head] = [Number(this.buffer.readBigUInt64BE(at + 2)), 10];
      if (at + head + len > this.buffer.length) break;
      if (op === 8) break;
      if (op === 1) out.push(JSON.parse(this.buffer.toString('utf8', at + head, at + head + len)) as never);
      at += head + len;
    }
    return out;
  }

  async until(test: () => boolean, timeoutMs: number): Promise<void> {
    const end = Date.now() + timeoutMs;
    while (!test()) {
      if (Date.now() > end) throw new Error(`not within ${timeoutMs} ms`);
      if (this.closed && !test()) throw new Error('closed');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  destroy(): void {
    this.socket.destroy();
  }
}

/** A client frame: FIN + text, masked with a zero key (the payload then goes as it is). */
function frame(text: string): Buffer {
  const payload = Buffer.from(text);
  const n = payload.length;
  const head = n < 126 ? Buffer.from([0x81, 0x80 | n]) : Buffer.from([0x81, 0x80 | 126, n >> 8, n & 0xff]);
  return Buffer.concat([head, Buffer.alloc(4), payload]);
}
