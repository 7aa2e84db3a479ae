// What the attacks share: a plain protocol client from one loopback address, and a game of bots timed
// move by move from another guest's address.
import { WebSocket } from 'ws';

/** The host's /health address, beside its WebSocket address. */
export const healthUrl = (wsUrl: string): URL => new URL('/health', wsUrl.replace(/^ws/, 'http'));

export type Message = Record<string, unknown>;

/** A game of two bots of `level` from `address`: the time each of its first `count` moves took. */
export async function timedBotGame(
  url: string,
  address: string,
  count: number,
  level = 'medium',
): Promise<Record<string, number>> {
  const guest = await Guest.open(url, address);
  const bot = { kind: 'bot', level };
  const created = await guest.request({ type: 'create', seats: [bot, bot] });
  const gaps: number[] = [];
  let last = performance.now();
  let seen = 0;
  const done = new Promise<void>((resolve) => {
    guest.onMessage = (m) => {
      const moves = m.type === 'update' ? (m.view as { moves: number }).moves : 0;
      if (moves <= seen) return;
      seen = moves;
      const now = performance.now();
      gaps.push(now - last);
      last = now;
      if (gaps.length >= count) resolve();
    };
  });
  last = performance.now();
  await guest.request({ type: 'start', gameId: created.gameId });
  await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 120_000))]);
  guest.close();
  gaps.sort((a, b) => a - b);
  const at = (p: number): number =>
    Math.round(gaps[Math.min(gaps.length - 1, Math.floor(p * gaps.length))] ?? -1);
  return { moves: gaps.length, p50: at(0.5), p90: at(0.9), max: at(1) };
}

/** A plain protocol client from one address: requests with ids, and every other message to onMessage. */
export class Guest {
  onMessage: (m: Message) => void = () => {};
  private nextId = 1;
  private readonly waiting = new Map<number, (m: Message) => void>();

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => {
      const m = JSON.parse(String(data)) as Message;
      const answer = typeof m.re === 'number' ? this.waiting.get(m.re) : undefined;
      if (answer) {
        this.waiting.delete(m.re as number);
        answer(m);
      } else this.onMessage(m);
    });
  }

  static open(url: string, localAddress: string): Promise<Guest> {
    const ws = new WebSocket(url, { localAddress });
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new Guest(ws)));
      ws.once('error', reject);
    });
  }

  request(message: Message): Promise<Message> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.ws.send(JSON.stringify({ v: 1, id, ...message }));
    });
  }

  get readyState(): number {
    return this.ws.readyState;
  }

  close(): void {
    this.ws.close();
  }
}
