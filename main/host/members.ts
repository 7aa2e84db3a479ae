// Who is in one table now: the clients that hold its seats, hold the creator's rights or watch,
// and which seat's view each of them receives.
import type { Peer } from './peer.ts';
import type { UndoInfo, YouInfo } from '../../protocol/messages.ts';

export interface Member {
  /** The seat whose view this client receives; null for the public view. */
  focus: number | null;
  /** Came to watch (rather than holding a seat or the creator's rights). */
  spectator: boolean;
}

export class Members {
  /** The client holding the creator's rights now. */
  admin: Peer | null = null;
  private readonly all = new Map<Peer, Member>();

  get size(): number {
    return this.all.size;
  }

  has(peer: Peer): boolean {
    return this.all.has(peer);
  }

  get(peer: Peer): Member | undefined {
    return this.all.get(peer);
  }

  /** `peer` takes part (as a player or the creator), watching or not before. */
  enter(peer: Peer, focus: number | null = null): Member {
    const member = this.all.get(peer) ?? { focus, spectator: false };
    member.spectator = false;
    this.all.set(peer, member);
    return member;
  }

  watch(peer: Peer): void {
    this.all.set(peer, { focus: null, spectator: true });
  }

  remove(peer: Peer): boolean {
    return this.all.delete(peer);
  }

  clear(): void {
    this.all.clear();
  }

  peers(): IterableIterator<Peer> {
    return this.all.keys();
  }

  entries(): IterableIterator<[Peer, Member]> {
    return this.all.entries();
  }

  /** `peer`'s part in the game, holding `seats`, and what it may take back where the game offers undo. */
  you(
    peer: Peer,
    member: Member,
    seats: number[],
    undo?: { info(seats: number[]): UndoInfo[] | undefined },
  ): YouInfo {
    const you: YouInfo = { seats, admin: this.admin === peer, focus: member.focus };
    const info = undo?.info(seats);
    return info ? { ...you, undo: info } : you;
  }

  /** Seat `from` is seat `to` now: whoever followed it follows it still. */
  moved(from: number, to: number): void {
    for (const member of this.all.values()) if (member.focus === from) member.focus = to;
  }

  /** A member that no longer holds anything here (`seats` now) stops being one. */
  dropIfIdle(peer: Peer, seats: number[]): void {
    const member = this.all.get(peer);
    if (!member) return;
    if (!member.spectator && this.admin !== peer && seats.length === 0) this.all.delete(peer);
    else if (member.focus !== null && !seats.includes(member.focus)) member.focus = null;
  }

  spectators(): number {
    let n = 0;
    for (const m of this.all.values()) if (m.spectator) n++;
    return n;
  }
}
