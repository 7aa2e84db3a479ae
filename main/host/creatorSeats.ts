// What a table's creator does with its seats: remove a player, turn a seat into a bot or open it, hand an
// absent player's seat to a stand-in bot (or take it back), add a seat or take one away. Each checks all
// before it changes anything; the table hears of every change.
import { MIN_PLAYERS } from '../../engine/players.ts';
import { conflict, type Refusal } from './peer.ts';
import type { Members } from './members.ts';
import type { Roster } from './roster.ts';
import type { Seating } from './seating.ts';
import type { ClientMessageOf, TablePhase } from '../../protocol/messages.ts';

export interface CreatorSeatsHooks {
  phase: () => TablePhase;
  /** The seats changed: everyone hears of it. */
  changed: () => void;
  /** Who is here changed: the table's clocks of absence follow. */
  occupancy: () => void;
}

export class CreatorSeats {
  constructor(
    private readonly gameId: string,
    private readonly roster: Roster,
    private readonly seating: Seating,
    private readonly members: Members,
    private readonly hooks: CreatorSeatsHooks,
  ) {}

  kick(m: ClientMessageOf<'kick'>): Refusal | null {
    const missing = this.roster.missing(m.seat);
    if (missing) return missing;
    if (!this.roster.human(m.seat)) return conflict(`seat ${m.seat} has no player to remove`);
    this.dismiss(m.seat, m.evening ? 'removed' : 'kicked');
    this.hooks.changed();
    return null;
  }

  /** A seat turned into a bot (any time) or opened (in the lobby). */
  setSeat(m: ClientMessageOf<'setSeat'>): Refusal | null {
    const { seat: index, to } = m;
    const missing = this.roster.missing(index);
    if (missing) return missing;
    const phase = this.hooks.phase();
    if (to.kind === 'open' && phase !== 'lobby') return conflict('seats are opened in the lobby only');
    if (phase === 'finished') return conflict('the game is over');
    if (this.roster.human(index)) this.dismiss(index, 'replaced');
    this.seating.change(index, to);
    this.hooks.changed();
    return null;
  }

  /** An absent player's seat handed to a bot, or taken back (level null). */
  standIn(m: ClientMessageOf<'standIn'>): Refusal | null {
    const refused = this.seating.standIn(m.seat, m.level);
    if (!refused) this.hooks.changed();
    return refused;
  }

  addSeat(m: ClientMessageOf<'addSeat'>): Refusal | null {
    if (this.hooks.phase() !== 'lobby') return conflict('seats are added in the lobby only');
    const full = this.roster.full();
    if (full) return full;
    this.seating.add(m.to);
    this.hooks.changed();
    return null;
  }

  /**
   * A seat nobody plays taken away in the lobby, leaving 2 seats at least: the seats after it move up
   * one, so that no gap waits among the players; each player keeps their token and hears of their new
   * seat.
   */
  removeSeat(m: ClientMessageOf<'removeSeat'>): Refusal | null {
    if (this.hooks.phase() !== 'lobby') return conflict('seats are taken away in the lobby only');
    const missing = this.roster.missing(m.seat);
    if (missing) return missing;
    if (this.roster.human(m.seat)) return conflict(`seat ${m.seat} has a player: remove them first`);
    if (this.roster.size <= MIN_PLAYERS) return conflict(`a game has at least ${MIN_PLAYERS} seats`);
    for (const seat of this.seating.remove(m.seat)) {
      this.members.moved(seat + 1, seat);
      const holder = this.roster.human(seat)?.holder;
      holder?.send({ v: 1, type: 'seatMoved', gameId: this.gameId, from: seat + 1, seat });
    }
    this.hooks.changed();
    return null;
  }

  /** The seat taken from its player: the player hears why and its token dies. */
  private dismiss(index: number, reason: 'kicked' | 'removed' | 'replaced'): void {
    const holder = this.roster.human(index)?.holder;
    this.seating.vacate(index);
    if (holder) {
      holder.send({ v: 1, type: 'seatLost', gameId: this.gameId, seat: index, reason });
      this.members.dropIfIdle(holder, this.roster.heldBy(holder));
    }
    this.hooks.occupancy();
  }
}
