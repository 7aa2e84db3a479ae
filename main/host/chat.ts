// The chat of one table: who may write (seated players and the creator, at a table that is not
// played on one screen), the rate limit per sender, and the recent messages kept for members who
// arrive or come back.
import { notAllowed, type Peer, type Refusal } from './peer.ts';
import type { Members } from './members.ts';
import type { Roster } from './roster.ts';
import {
  CHAT_HISTORY,
  CHAT_RATE_COUNT,
  CHAT_RATE_WINDOW_MS,
  type ChatContent,
  type ChatLine,
} from '../../protocol/chat.ts';
import type { HostMessageOf } from '../../protocol/messages.ts';

/** A sender that holds no seat: the creator. */
const CREATOR = -1;

export class Chat {
  private readonly lines: ChatLine[];
  private next: number;
  /** When each sender (by seat, so that reconnecting resets nothing) sent its recent messages. */
  private readonly sent = new Map<number, number[]>();

  constructor(
    private readonly gameId: string,
    private readonly members: Members,
    private readonly roster: Roster,
    /** Hears every line said, for the store. */
    private readonly said: (line: ChatLine) => void = () => {},
    /** A resumed game's lines so far, oldest first. */
    earlier: readonly ChatLine[] = [],
    private readonly now: () => number = Date.now,
  ) {
    this.lines = earlier.slice(-CHAT_HISTORY);
    this.next = (this.lines.at(-1)?.n ?? 0) + 1;
  }

  /** The recent lines, oldest first. */
  recentLines(): ChatLine[] {
    return [...this.lines];
  }

  /** A message from `peer` to every member, or why it is refused. */
  say(peer: Peer, content: ChatContent): Refusal | null {
    if (!this.open(peer)) return notAllowed('a table played on one screen has no chat');
    const seat = this.roster.heldBy(peer)[0] ?? null;
    if (seat === null && this.members.admin !== peer)
      return notAllowed('spectators may read the chat but not write in it');
    const key = seat ?? CREATOR;
    const now = this.now();
    const recent = (this.sent.get(key) ?? []).filter((at) => now - at < CHAT_RATE_WINDOW_MS);
    if (recent.length >= CHAT_RATE_COUNT) {
      const wait = Math.ceil((CHAT_RATE_WINDOW_MS - (now - recent[0]!)) / 1000);
      return { code: 'throttled', message: `too many messages at once: wait ${wait} s before the next` };
    }
    this.sent.set(key, [...recent, now]);
    const held = seat === null ? null : this.roster.at(seat);
    const line: ChatLine = {
      n: this.next++,
      seat,
      name: held?.name ?? null,
      color: held?.color ?? null,
      content,
    };
    this.lines.push(line);
    if (this.lines.length > CHAT_HISTORY) this.lines.shift();
    this.said(line);
    const json = JSON.stringify(this.message([line]));
    for (const member of this.members.peers()) member.sendText(json);
    return null;
  }

  /** The recent messages, for a member who arrives or comes back. */
  recent(peer: Peer): void {
    if (this.lines.length) peer.send(this.message([...this.lines]));
  }

  /**
   * A table has a chat unless all its seats are played on one screen, the creator's: for a player who
   * is not the creator, the creator reads and writes at another; else some seat is open or someone else's.
   */
  private open(peer: Peer): boolean {
    return (
      this.members.admin !== peer ||
      this.roster.openCount() > 0 ||
      this.roster.humans().some((s) => s.holder !== peer)
    );
  }

  private message(lines: ChatLine[]): HostMessageOf<'chat'> {
    return { v: 1, type: 'chat', gameId: this.gameId, lines };
  }
}
