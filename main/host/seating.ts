// Who plays each seat of a table over time: a guest takes an open seat, a token takes a seat back,
// the creator changes or adds a seat, hands an absent player's seat to a stand-in bot (and takes it
// back), a player leaves for good. A lobby seat whose guest is gone opens after the grace period. A
// running game waits for its players: a bot stands in only where someone chose it (the creator, or
// the table's opt-in automatic stand-in after its minutes). Telling the clients is the table's part.
import type { BotLevel } from '../../engine/bots/index.ts';
import { hashToken, newToken } from './ids.ts';
import { botsName, colorTaken, conflict, nameTaken, type Peer, type Refusal } from './peer.ts';
import { botLike } from './botLikeNames.ts';
import type { Presence } from './presence.ts';
import type { Roster, Seat } from './roster.ts';
import type { PlayerColor, SeatChange, TablePhase } from '../../protocol/messages.ts';

interface SeatingTable {
  phase(): TablePhase;
  /** The table's opt-in: a bot of `level` stands in for a player away `ms` in the running game. */
  readonly autoStandIn: { level: BotLevel; ms: number } | null;
  /** A bot is about to be asked: the bot threads get ready. */
  warmBots(): void;
  grant(tokenHash: string, seat: number): void;
  revoke(tokenHash: string): void;
  /** Whatever a bot was deciding for this seat is dropped. */
  stopBot(seat: number): void;
  /** Who plays which seat changed in a way the store keeps. */
  seatsChanged(): void;
  /** A bot started (level) or stopped (null) playing a seat that is not a bot's own. */
  standInChanged(seat: number, level: BotLevel | null): void;
  /** A grace period ended and changed the table. */
  changed(): void;
}

export class Seating {
  constructor(
    readonly roster: Roster,
    private readonly presence: Presence,
    private readonly table: SeatingTable,
  ) {}

  /**
   * The seat a guest named `name` (the player `guestKey`, if they said) joining the lobby takes
   * (`wanted`, or the first open one), or why none: a guest plays one seat of a table, from any screen.
   */
  seatFor(
    peer: Peer,
    wanted: number | undefined,
    name: string,
    color: PlayerColor | undefined,
    guestKey: string | null,
  ): number | Refusal {
    const held = this.roster.heldBy(peer);
    if (held.length) return alreadySeated(`you already hold seat ${held[0]} in this game`);
    const own = this.roster.indices().find((i) => guestKey && this.roster.human(i)?.guestKey === guestKey);
    if (own !== undefined)
      return alreadySeated(`you already hold seat ${own} in this game, on another screen`);
    const index = wanted ?? this.roster.firstOpen();
    if (index < 0) return conflict('no seat is open');
    const seat = this.roster.at(index);
    if (!seat) return this.roster.missing(index)!;
    if (seat.kind !== 'open') return conflict(`seat ${index} is taken`);
    if (color && this.roster.colorTaken(color)) return colorTaken(color);
    if (botLike(name)) return botsName(name);
    if (this.roster.nameTaken(name, index)) return nameTaken(name);
    return index;
  }

  /**
   * `peer` takes the open seat `index` (see seatFor) as a guest; returns the seat's new token. The
   * guest is their own player: `guestKey` (see Seat) or else this seat names them.
   */
  take(
    peer: Peer,
    index: number,
    name: string,
    color: PlayerColor | undefined,
    guestKey: string | null,
  ): string {
    const token = newToken();
    const tokenHash = hashToken(token);
    const seat: Seat = {
      kind: 'human',
      name,
      color: color ?? this.roster.freeColor(),
      tokenHash,
      guestKey: guestKey ?? hashToken(token),
      holder: peer,
      standIn: null,
    };
    this.roster.set(index, seat);
    this.table.grant(tokenHash, index);
    return token;
  }

  /** `peer` takes the human seat `index` back; returns whoever else held it. */
  takeBack(peer: Peer, index: number): Peer | null {
    const seat = this.roster.human(index)!;
    const previous = seat.holder === peer ? null : seat.holder;
    seat.holder = peer;
    if (seat.standIn) this.table.standInChanged(index, null);
    seat.standIn = null;
    this.presence.stopSeat(index);
    this.table.stopBot(index);
    return previous;
  }

  /** `peer` lost its connection: its seats wait for it. */
  away(peer: Peer): void {
    for (const index of this.roster.heldBy(peer)) {
      this.roster.human(index)!.holder = null;
      this.waitFor(index);
    }
  }

  /** The creator turns a seat into a bot or opens it (checked by the caller). */
  change(index: number, to: SeatChange): void {
    const { name, color, kind } = this.roster.at(index)!;
    this.replace(index, { kind: 'open', name: null, color: null });
    if (to.kind === 'bot') {
      this.table.warmBots();
      // In a running game the seat keeps the name and colour it plays under; in the lobby a bot gets a bot's name.
      const playing = this.table.phase() !== 'lobby' && name !== null;
      this.replace(index, {
        kind: 'bot',
        name: playing ? name : this.roster.botName(to.level),
        color: color ?? this.roster.freeColor(),
        level: to.level,
      });
      // A bot taking a player's seat in a running game plays the rest of it for them: a stand-in.
      if (playing && kind !== 'bot') this.table.standInChanged(index, to.level);
    }
    this.table.seatsChanged();
  }

  /** A bot plays an absent player's seat in the running game (null: it stops), or why not. */
  standIn(index: number, level: BotLevel | null): Refusal | null {
    const missing = this.roster.missing(index);
    if (missing) return missing;
    if (this.table.phase() !== 'playing') return conflict('a bot stands in during the game only');
    const seat = this.roster.human(index);
    if (!seat) return conflict(`seat ${index} has no player`);
    if (level && seat.holder) return conflict(`the player of seat ${index} is here`);
    if (seat.standIn === level) return null;
    this.presence.stopSeat(index);
    this.table.stopBot(index);
    if (level) this.table.warmBots();
    seat.standIn = level;
    this.table.standInChanged(index, level);
    if (!level) this.waitFor(index);
    return null;
  }

  add(to: SeatChange): void {
    if (to.kind === 'open') {
      this.roster.add({ kind: 'open', name: null, color: null });
      return;
    }
    this.table.warmBots();
    const { level } = to;
    this.roster.add({ kind: 'bot', name: this.roster.botName(level), color: this.roster.freeColor(), level });
  }

  /**
   * A lobby seat nobody plays taken away (checked by the caller): the seats after it move up one, each
   * player's token taking back their seat's new number. Returns the seats that moved, by new number.
   */
  remove(index: number): number[] {
    const moved = this.roster.indices().filter((i) => i > index);
    this.replace(index, { kind: 'open', name: null, color: null });
    // An absent guest's grace period is the seat's clock: it starts again under the new number.
    for (const i of moved) this.presence.stopSeat(i);
    this.roster.remove(index);
    const now = moved.map((i) => i - 1);
    for (const i of now) {
      const human = this.roster.human(i);
      if (human) this.table.grant(human.tokenHash, i);
      this.waitFor(i);
    }
    this.table.seatsChanged();
    return now;
  }

  /** The seat's player is gone for good: the seat opens (in a running game it waits for a bot). */
  vacate(index: number): void {
    const seat = this.roster.human(index);
    if (!seat) return;
    const lobby = this.table.phase() === 'lobby';
    this.replace(index, { kind: 'open', name: lobby ? null : seat.name, color: lobby ? null : seat.color });
    this.waitFor(index);
    this.table.seatsChanged();
  }

  /**
   * Starts the clock of a seat nobody plays: in the lobby an absent guest's grace period; in a running
   * game only where the table opted in to an automatic stand-in (an empty seat, or an absent player's
   * without a stand-in yet). Otherwise the game waits for its player.
   */
  waitFor(index: number): void {
    const seat = this.roster.at(index);
    const phase = this.table.phase();
    const auto = this.table.autoStandIn;
    if (phase === 'lobby') {
      if (seat?.kind === 'human' && !seat.holder) this.presence.waitForSeat(index);
    } else if (phase === 'playing' && auto) {
      if (seat?.kind === 'open' || (seat?.kind === 'human' && !seat.holder && !seat.standIn))
        this.presence.waitForSeat(index, auto.ms);
    }
  }

  graceOver(index: number): void {
    const seat = this.roster.at(index);
    if (!seat) return;
    const phase = this.table.phase();
    const auto = this.table.autoStandIn;
    if (phase === 'lobby') {
      if (seat.kind === 'human' && !seat.holder) this.vacate(index);
    } else if (phase === 'playing' && auto) {
      if (seat.kind === 'open') this.change(index, { kind: 'bot', level: auto.level });
      else if (seat.kind === 'human' && !seat.holder) this.standIn(index, auto.level);
    }
    this.table.changed();
  }

  /** Puts a new occupant in a seat: the old player's token dies, whatever waited or thought for it stops. */
  private replace(index: number, seat: Seat): void {
    const old = this.roster.human(index);
    if (old) this.table.revoke(old.tokenHash);
    this.presence.stopSeat(index);
    this.table.stopBot(index);
    this.roster.set(index, seat);
  }
}

/** A player sits at one seat of a table, from whichever screen. */
function alreadySeated(message: string): Refusal {
  return { code: 'already-seated', message };
}
