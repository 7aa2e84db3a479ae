// The chat of one game as this screen holds it: the messages in order (each once, whether it came
// alone or with the recent ones after a snapshot) and how many arrived unread while no panel showed
// them (a panel beside the board shut, a phone's sheet put away).
import type { ChatLine } from '../../protocol/chat.ts';
import type { TableInfo, YouInfo } from '../../protocol/messages.ts';
import { markRead, readUpTo } from './chatRead.ts';

export class ChatFeed {
  #lines = $state.raw<ChatLine[]>([]);
  /** The number of the last message seen (on this page or before it was reloaded). */
  #readUpTo = $state(0);
  /** A panel's toggle (beside the board, in a lobby): shut at first on a small screen, where the board needs the room. */
  #open = $state(!globalThis.matchMedia?.('(max-width: 700px)').matches);
  /** Panels showing the lines now: while there is one, each message is read as it comes. */
  #showing = 0;

  constructor(private readonly gameId: string) {
    this.#readUpTo = readUpTo(gameId);
  }

  get lines(): readonly ChatLine[] {
    return this.#lines;
  }

  get open(): boolean {
    return this.#open;
  }

  set open(open: boolean) {
    this.#open = open;
  }

  /** A panel shows the lines, until the function returned is called: they are read meanwhile. */
  show(): () => void {
    this.#showing++;
    this.#read(this.#lines.at(-1)?.n ?? 0);
    return () => {
      this.#showing--;
    };
  }

  /** Messages from the others that came while no panel showed them (one's own are read). */
  unread(mySeats: readonly number[]): number {
    return this.#lines.filter(
      (l) => l.n > this.#readUpTo && (l.seat === null ? true : !mySeats.includes(l.seat)),
    ).length;
  }

  receive(lines: readonly ChatLine[]): void {
    const last = this.#lines.at(-1)?.n ?? 0;
    const fresh = lines.filter((l) => l.n > last);
    if (!fresh.length) return;
    this.#lines = [...this.#lines, ...fresh];
    if (this.#showing > 0) this.#read(fresh.at(-1)!.n);
  }

  #read(n: number): void {
    if (n <= this.#readUpTo) return;
    this.#readUpTo = n;
    markRead(this.gameId, n);
  }
}

/**
 * Whether the table has a chat for this screen: someone at another screen may write in it (a player
 * seated there, a guest to come in an open seat, or the creator, where this screen is not theirs).
 * Not when the creator plays every seat at this screen (hotseat). A screen that only watches reads it.
 */
export function hasChat(table: TableInfo, you: YouInfo): boolean {
  return (
    !you.admin ||
    table.seats.some((s) => s.kind === 'open' || (s.kind === 'human' && !you.seats.includes(s.seat)))
  );
}

/** Whether this screen may write: a seat here or the creator's rights. */
export function canWrite(you: YouInfo): boolean {
  return you.seats.length > 0 || you.admin;
}
