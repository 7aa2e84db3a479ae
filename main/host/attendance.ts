// Who comes to a table and goes: a guest joining a lobby's seat, a seat or the creator's rights taken
// back with a token, a watcher, a player leaving or stepping away, a connection lost. Each keeps the
// members, the seats' holders and the clocks of absence in step, and tells the table what changed.
import type { ClientMessageOf, TableInfo, TablePhase } from '../../protocol/messages.ts';
import type { Broadcaster } from './broadcaster.ts';
import type { Hints } from './hints.ts';
import type { Members } from './members.ts';
import { conflict, notFound, type Peer, type Refusal } from './peer.ts';
import type { Presence } from './presence.ts';
import type { Roster } from './roster.ts';
import type { Seating } from './seating.ts';

/** The parts attendance moves, and what it asks of its table. */
export interface AttendanceParts {
  gameId: string;
  roster: Roster;
  members: Members;
  seating: Seating;
  presence: Presence;
  hints: Hints;
  broadcaster: Broadcaster;
  phase(): TablePhase;
  tableInfo(): TableInfo;
  /** The seats or who is here changed: everyone but `except` hears of it. */
  changed(except?: Peer): void;
  updateIdle(): void;
}

export class Attendance {
  constructor(private readonly t: AttendanceParts) {}

  /** `guestKey`: who the guest is (the hash of their browser's player id), null when unknown. */
  join(peer: Peer, m: ClientMessageOf<'join'>, guestKey: string | null): Refusal | null {
    const { t } = this;
    if (t.phase() !== 'lobby') return conflict('the game has started: seats are joined in the lobby');
    const index = t.seating.seatFor(peer, m.seat, m.name, m.color, guestKey);
    if (typeof index !== 'number') return index;
    const token = t.seating.take(peer, index, m.name, m.color, guestKey);
    t.members.enter(peer).focus = index;
    peer.send({ v: 1, type: 'joined', re: m.id, gameId: t.gameId, seat: index, token });
    this.welcome(peer);
    return null;
  }

  /** `peer` presented a seat's token: it takes the seat over from whoever held it (or a stand-in bot). */
  claimSeat(peer: Peer, index: number, re?: number): Refusal | null {
    const { t } = this;
    if (!t.roster.human(index)) return notFound('unknown or revoked token');
    const previous = t.seating.takeBack(peer, index);
    if (previous) {
      previous.send({ v: 1, type: 'seatLost', gameId: t.gameId, seat: index, reason: 'claimed-elsewhere' });
      t.members.dropIfIdle(previous, t.roster.heldBy(previous));
    }
    const member = t.members.enter(peer);
    if (member.focus === null && t.roster.heldBy(peer).length === 1) member.focus = index;
    peer.send({ v: 1, type: 'claimed', re, gameId: t.gameId, seat: index });
    this.welcome(peer);
    return null;
  }

  claimAdmin(peer: Peer, re?: number): Refusal | null {
    const { t } = this;
    t.members.admin = peer;
    t.presence.adminBack();
    t.members.enter(peer);
    peer.send({ v: 1, type: 'claimed', re, gameId: t.gameId, seat: null });
    this.welcome(peer);
    return null;
  }

  spectate(peer: Peer, m: ClientMessageOf<'spectate'>): Refusal | null {
    const { t } = this;
    if (!t.members.has(peer)) {
      t.members.watch(peer);
      t.updateIdle();
      t.changed(peer);
    }
    t.broadcaster.snapshot(peer, t.tableInfo(), m.id);
    return null;
  }

  /** `peer` gives up its seats here and stops watching; the creator's rights stay with their token. */
  leave(peer: Peer): Refusal | null {
    const { t } = this;
    t.members.remove(peer);
    t.hints.forget(peer);
    for (const index of t.roster.heldBy(peer)) t.seating.vacate(index);
    if (t.members.admin === peer) this.adminAway();
    t.updateIdle();
    t.changed();
    return null;
  }

  /** A client disconnected or stepped away: its seats wait for it, its watching and hints end. */
  gone(peer: Peer): void {
    const { t } = this;
    if (!t.members.remove(peer)) return;
    t.hints.forget(peer);
    t.seating.away(peer);
    if (t.members.admin === peer) this.adminAway();
    t.updateIdle();
    t.changed();
  }

  /** A new member: the others hear of it, then it gets the whole picture. */
  private welcome(peer: Peer): void {
    const { t } = this;
    t.updateIdle();
    t.changed(peer);
    t.broadcaster.snapshot(peer, t.tableInfo());
  }

  /** Without its creator a game in the lobby can never start: it ends after the grace period. */
  private adminAway(): void {
    this.t.members.admin = null;
    if (this.t.phase() === 'lobby') this.t.presence.adminAway();
  }
}
