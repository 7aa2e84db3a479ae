// Rematches offered at finished tables: each seat's answer, and the new game made from the old one's
// seats once every player has answered (or the creator goes on without those who have not). The
// creator's own seats and the bots come along at once; a seat declined is open in the new game's
// lobby, where the creator opens it to a guest or gives it to a bot. At a table with a display, a
// player may offer it too, and the seats declined come after those taken (the display starts the game
// with the players present, the seats left empty going, and a seat never moves under a player). An offer lives with its table: it goes when the table does, once nobody is in it.
import { conflict, notAllowed, type Peer, type Refusal } from './peer.ts';
import type { Table } from './table.ts';
import type { ClientMessageOf, SeatSpec } from '../../protocol/messages.ts';
import type { RematchAnswer, RematchOffer } from '../../protocol/rematch.ts';

export interface RematchContext {
  /**
   * A new table in the lobby with `seats`, `creator` holding its local seats, their own seat (counted
   * for `selfKey`) and the creator's rights; or why not.
   */
  open(old: Table, creator: Peer, seats: SeatSpec[], selfKey: string | null): Table | Refusal;
  /** The history links the new game to the old one. */
  linked(next: Table, previous: Table): void;
}

export class Rematches {
  private readonly offers = new Map<Table, RematchAnswer[]>();
  /** The rematch made at each finished table, told again to whoever comes back to it. */
  private readonly made = new Map<Table, RematchOffer>();

  constructor(private readonly ctx: RematchContext) {}

  answer(peer: Peer, table: Table, m: ClientMessageOf<'rematch'>): Refusal | null {
    if (table.phase !== 'finished') return conflict('a rematch is offered once the game is over');
    if (this.made.has(table)) return conflict('the rematch has been made already');
    const answers = this.offers.get(table);
    if (table.isCreator(peer)) {
      if (!m.accept) return this.withdraw(table);
      if (answers) return this.make(table, peer, answers);
      const fresh = this.firstAnswers(table, peer);
      this.offers.set(table, fresh);
      return fresh.includes('waiting')
        ? this.tell(table, { answers: fresh, next: null })
        : this.make(table, peer, fresh);
    }
    const seats = table.roster.heldBy(peer);
    if (!seats.length) return notAllowed('only the players answer a rematch');
    if (!answers && m.accept && table.choices.display) return this.offerFor(table, peer);
    if (!answers) return conflict('no rematch has been offered');
    for (const seat of seats) answers[seat] = m.accept ? 'yes' : 'no';
    const creator = table.members.admin;
    if (answers.includes('waiting') || !creator) return this.tell(table, { answers, next: null });
    return this.make(table, creator, answers);
  }

  /**
   * At a table with a display, whose creator is a screen nobody sits at, a player offers the rematch:
   * the display makes the new table (it is its creator again), the player's own seats accept.
   */
  private offerFor(table: Table, player: Peer): Refusal | null {
    const display = table.members.admin;
    if (!display) return conflict("the table's display is away: a rematch is made once it is back");
    const fresh = this.firstAnswers(table, display);
    for (const seat of table.roster.heldBy(player)) fresh[seat] = 'yes';
    this.offers.set(table, fresh);
    return fresh.includes('waiting')
      ? this.tell(table, { answers: fresh, next: null })
      : this.make(table, display, fresh);
  }

  /**
   * A player, the creator or a watcher back at the table hears the offer as it stands, or the rematch
   * made: one the table went on without finds their seat waiting there after a reload too.
   */
  welcome(peer: Peer, table: Table): null {
    const answers = this.offers.get(table);
    const offer = this.made.get(table) ?? (answers ? { answers, next: null } : null);
    if (offer) peer.send({ v: 1, type: 'rematch', gameId: table.id, offer });
    return null;
  }

  /** The table is gone: so is its offer. */
  forget(table: Table): void {
    this.offers.delete(table);
    this.made.delete(table);
  }

  /** The creator's seats and the bots accept at once; the others' players answer. */
  private firstAnswers(table: Table, creator: Peer): RematchAnswer[] {
    return table.roster.indices().map((i) => {
      const seat = table.roster.at(i)!;
      if (seat.kind === 'open') return 'no';
      return seat.kind === 'bot' || seat.holder === creator ? 'yes' : 'waiting';
    });
  }

  private withdraw(table: Table): Refusal | null {
    if (!this.offers.delete(table)) return conflict('no rematch has been offered');
    return this.tell(table, null);
  }

  /**
   * The new game: the same seats (a seat whose player did not accept is open), started at once when
   * every seat is taken. Everyone here hears of it; those seated in it move on.
   */
  private make(table: Table, creator: Peer, answers: RematchAnswer[]): Refusal | null {
    const { roster } = table;
    // A creator who is a guest played their own seat as themselves: so they do in the rematch.
    const selfKey = roster.humans().find((s) => s.holder === creator && s.guestKey)?.guestKey ?? null;
    const order = this.seatOrder(table, answers);
    const seats = order.map((i): SeatSpec => {
      const seat = roster.at(i)!;
      if (seat.kind === 'bot') return { kind: 'bot', level: seat.level, name: seat.name, color: seat.color };
      if (seat.kind !== 'human' || seat.holder !== creator) return { kind: 'open' };
      const { name, color, guestKey } = seat;
      if (guestKey === null) return { kind: 'local', name, color };
      return guestKey === selfKey ? { kind: 'self', name, color } : { kind: 'open' };
    });
    const made = this.ctx.open(table, creator, seats, selfKey);
    if ('code' in made) return made;
    this.ctx.linked(made, table);
    const movers = new Set([creator]);
    order.forEach((i, at) => {
      const seat = roster.human(i);
      if (!seat?.holder || seat.holder === creator || answers[i] !== 'yes') return;
      const { name, color, guestKey } = seat;
      const join = { v: 1, type: 'join', gameId: made.id, seat: at, name, color } as const;
      // The same player as in the game before: one guest in the statistics across the series.
      if (!made.join(seat.holder, join, guestKey)) movers.add(seat.holder);
    });
    if (made.freeSeats() === 0) made.start(creator, { v: 1, type: 'start', gameId: made.id });
    this.offers.delete(table);
    this.made.set(table, { answers, next: made.id });
    this.tell(table, { answers, next: made.id });
    for (const peer of movers) table.peerGone(peer);
    return null;
  }

  /**
   * The old seats in the new game's order: the same, or at a table with a display those coming along
   * first (the bots, the players who accepted), then the seats to fill, each group in its old order.
   */
  private seatOrder(table: Table, answers: readonly RematchAnswer[]): number[] {
    const indices = table.roster.indices();
    if (!table.choices.display) return indices;
    const along = (i: number) => table.roster.at(i)?.kind === 'bot' || answers[i] === 'yes';
    return [...indices.filter(along), ...indices.filter((i) => !along(i))];
  }

  private tell(table: Table, offer: RematchOffer | null): null {
    for (const peer of table.members.peers()) peer.send({ v: 1, type: 'rematch', gameId: table.id, offer });
    return null;
  }
}
