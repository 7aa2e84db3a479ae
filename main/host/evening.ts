// A LAN host's door for one evening: the code its guests come in with, where each connected guest
// stands (in, or at the door and why), and who was removed for the evening. The household (its key)
// never stands at the door. A guest comes in with the evening's code, or by a seat it holds here
// (`claim`); when the household changes the code, a guest in who holds no seat nor a creator's rights
// is at the door again. A guest a table's creator removed is refused — their player id, and their
// addresses to newcomers without a seat here — until the host stops: one run of a host is one evening.
import { randomInt, timingSafeEqual } from 'node:crypto';
import { ownMachine } from './admission.ts';
import { hashToken } from './ids.ts';
import { conflict, notAllowed, type Peer, type Refusal } from './peer.ts';
import type { HumanSeat } from './roster.ts';
import { DoorTries, type DoorTrying } from './doorTries.ts';
import { CODE_LENGTH, CODE_LETTERS, readCode, type DoorReason } from '../../protocol/door.ts';
import type { ClientMessage, ClientMessageOf } from '../../protocol/messages.ts';

/** How a host's door starts: asking guests for a code, or open to anyone on the network. */
export type DoorChoice = 'code' | 'open';

export interface EveningOptions {
  door: DoorChoice;
  /** Whether `peer` holds a seat or a creator's rights here: a change of code leaves it in. */
  seated(peer: Peer): boolean;
  /** `peer` was put back at the door: it watches nothing any more (lists, games, reviews). */
  shutOut(peer: Peer): void;
  log(line: string): void;
  now?: () => number;
}

interface Guest {
  /** Why it stands at the door; null: it is in. */
  door: DoorReason | null;
  /** The hash of the player id it last named, if any. */
  player: string | null;
}

/** Players whose last address the host remembers, for a removal while they are away. */
const REMEMBERED_PLAYERS = 4096;
/** How often the household's screens hear the door's count of wrong codes while it changes. */
const TRYING_TOLD_MS = 2_000;

export class Evening {
  private doorCode: string | null;
  /** Every guest connected now; the household's pages apart. */
  private readonly guests = new Map<Peer, Guest>();
  private readonly household = new Set<Peer>();
  private readonly removedPlayers = new Set<string>();
  private readonly removedAddresses = new Set<string>();
  /** Each player's last address, oldest first. */
  private readonly lastAddress = new Map<string, string>();
  private readonly tries: DoorTries;
  private readonly codeWatchers: ((code: string | null) => void)[] = [];
  /** What the household's screens were told of the door's wrong codes last. */
  private toldTrying: DoorTrying = { wrong: 0, addresses: 0 };
  private tryingTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly options: EveningOptions) {
    this.doorCode = options.door === 'code' ? newCode(null) : null;
    this.tries = new DoorTries(options.log, options.now);
  }

  /** The evening's code; null: the door is open. */
  get code(): string | null {
    return this.doorCode;
  }

  /** `watcher` hears each new code, or null when the door opens (the operator's terminal says it). */
  watchCode(watcher: (code: string | null) => void): void {
    this.codeWatchers.push(watcher);
  }

  /** A new connection: where it stands (null: in), for its welcome. */
  arrived(peer: Peer, household: boolean): DoorReason | null {
    if (household) {
      this.household.add(peer);
      if (this.toldTrying.wrong > 0) peer.send({ v: 1, type: 'doorTries', ...this.toldTrying });
      return null;
    }
    const door: DoorReason | null =
      peer.guest !== undefined && this.removedAddresses.has(peer.guest)
        ? 'address-removed'
        : this.doorCode === null
          ? null
          : 'code';
    this.guests.set(peer, { door, player: null });
    return door;
  }

  gone(peer: Peer): void {
    this.guests.delete(peer);
    this.household.delete(peer);
  }

  /**
   * Why a guest's request goes no further: it stands at the door (only `enter` and `claim` are heard
   * there), or names a removed player. A player id it names is remembered with its address.
   */
  gate(peer: Peer, m: ClientMessage): Refusal | null {
    const guest = this.guests.get(peer);
    if (!guest) return null;
    if (guest.door === 'removed') return removed();
    if ('playerId' in m && m.playerId !== undefined) {
      const player = hashToken(m.playerId);
      if (this.removedPlayers.has(player)) {
        this.shut(peer, 'removed');
        return removed();
      }
      guest.player = player;
      if (peer.guest !== undefined) {
        this.lastAddress.delete(player);
        this.lastAddress.set(player, peer.guest);
        if (this.lastAddress.size > REMEMBERED_PLAYERS)
          this.lastAddress.delete(this.lastAddress.keys().next().value!);
      }
    }
    // From a removed player's address, a seat held here lets a guest in, and nothing else does.
    if (guest.door === 'address-removed')
      return m.type === 'claim'
        ? null
        : {
            code: 'address-removed',
            message:
              'a player from this address was removed for the evening: only a guest holding a seat here comes in from it',
          };
    if (guest.door === null || m.type === 'enter' || m.type === 'claim') return null;
    return {
      code: 'code-needed',
      message: "this host asks for the evening's code: send enter { code }, or claim a seat you hold here",
    };
  }

  /** A guest gives the code: it comes in (answered `ok`), or hears why not. */
  enter(peer: Peer, m: ClientMessageOf<'enter'>): Refusal | null {
    const guest = this.guests.get(peer);
    if (guest && guest.door !== null && this.doorCode !== null) {
      const typed = readCode(m.code);
      // Not a code's shape (nothing typed, a digit): it cannot be right, so it tells a guesser nothing.
      if (typed === null)
        return { code: 'wrong-code', message: `a code is ${CODE_LENGTH} letters: that is not one` };
      const address = peer.guest ?? '';
      const wait = this.tries.refused(address);
      if (wait) return wait;
      if (!sameCode(typed, this.doorCode)) {
        this.tries.failed(address);
        this.tellTrying();
        return { code: 'wrong-code', message: "that is not the evening's code" };
      }
    }
    if (guest) guest.door = null;
    peer.send({ v: 1, type: 'ok', re: m.id });
    return null;
  }

  /** Why `peer` may not take back a seat of the player `player` (a seat's guest key; null: none to check). */
  refusesSeat(peer: Peer, player: string | null): Refusal | null {
    const guest = this.guests.get(peer);
    if (!guest) return null;
    if (player === null || !this.removedPlayers.has(player)) return null;
    this.shut(peer, 'removed');
    return removed();
  }

  /** `peer` took back a seat (or a creator's rights) it holds: a seat admits it without the code. */
  claimed(peer: Peer): void {
    const guest = this.guests.get(peer);
    if (guest && guest.door !== 'removed') guest.door = null;
  }

  /**
   * The household opens the door (every guest at it for its code comes in) or shuts it with a new
   * code (every guest in who holds nothing here is at the door again).
   */
  setDoor(peer: Peer, m: ClientMessageOf<'setDoor'>): Refusal | null {
    if (!this.household.has(peer)) return notAllowed("only the host's household opens or shuts its door");
    this.doorCode = m.open ? null : newCode(this.doorCode);
    this.options.log(
      m.open
        ? 'door: open to anyone on the network'
        : 'door: a new code; guests without a seat are asked for it',
    );
    for (const [other, guest] of this.guests) {
      if (m.open && guest.door !== null && guest.door !== 'removed') {
        guest.door = null;
        other.send({ v: 1, type: 'door', reason: null });
      } else if (!m.open && guest.door === null && !this.options.seated(other))
        this.shut(other, 'code-changed');
    }
    for (const other of this.household)
      other.send({ v: 1, type: 'doorCode', ...(other === peer ? { re: m.id } : {}), code: this.doorCode });
    for (const watcher of this.codeWatchers) watcher(this.doorCode);
    return null;
  }

  /**
   * The creator `by` removes the player of `seat` (number `index`) from their table and for the evening;
   * `kick` frees the seat, with the table's own checks.
   */
  removeAt(by: Peer, seat: HumanSeat | null, index: number, kick: () => Refusal | null): Refusal | null {
    if (seat?.guestKey === null) return conflict(`seat ${index} is played at the creator's screen`);
    if (seat?.holder === by) return conflict('a creator does not remove themselves');
    const refused = kick();
    if (!refused && seat) this.remove(seat.guestKey!, seat.holder, by);
    return refused;
  }

  /**
   * A creator removed the player `player` for the evening (`holder`: the connection playing their
   * seat, if any; `by`: the creator's). Their player id is refused from now on, and every connection
   * of theirs is shut out. Their addresses are refused to newcomers who hold no seat here (a new player
   * id is no way back), while the other guests there keep their seats and pages: a connection from
   * such an address that is in stays, unless it holds no seat and never said who it is. The creator's
   * own address and the host's own machine are never refused: two guests behind one address would
   * otherwise shut the creator out, and the household's pages load from the host's machine.
   */
  private remove(player: string, holder: Peer | null, by: Peer): void {
    this.removedPlayers.add(player);
    const addresses =
      holder && this.household.has(holder) ? [] : [holder?.guest, this.lastAddress.get(player)];
    for (const address of addresses)
      if (address !== undefined && address !== by.guest && !ownMachine(address))
        this.removedAddresses.add(address);
    for (const [other, guest] of this.guests) {
      if (other === by) continue;
      if (guest.player === player || other === holder) this.shut(other, 'removed');
      else if (
        guest.player === null &&
        other.guest !== undefined &&
        this.removedAddresses.has(other.guest) &&
        !this.options.seated(other)
      )
        this.shut(other, 'address-removed');
    }
    const refused = this.removedAddresses.size;
    this.options.log(
      `door: a player removed for the evening (${refused} ${refused === 1 ? 'address' : 'addresses'} refused to newcomers without a seat)`,
    );
  }

  /** The host stops: the household's screens hear no more counts. */
  close(): void {
    if (this.tryingTimer) clearTimeout(this.tryingTimer);
    this.tryingTimer = null;
  }

  /**
   * The household's screens say the door is being tried (the wrong codes of the last minute, and from
   * how many addresses), as the host's output does: told every few seconds while the count changes,
   * until a quiet minute brings it back to none.
   */
  private tellTrying(): void {
    this.tryingTimer ??= setTimeout(() => {
      this.tryingTimer = null;
      const trying = this.tries.trying();
      if (trying.wrong !== this.toldTrying.wrong || trying.addresses !== this.toldTrying.addresses) {
        this.toldTrying = trying;
        for (const peer of this.household) peer.send({ v: 1, type: 'doorTries', ...trying });
      }
      if (trying.wrong > 0) this.tellTrying();
    }, TRYING_TOLD_MS).unref();
  }

  /** Puts a guest back at the door and tells it why. */
  private shut(peer: Peer, reason: DoorReason): void {
    const guest = this.guests.get(peer);
    if (!guest || guest.door === reason) return;
    guest.door = reason;
    peer.send({ v: 1, type: 'door', reason });
    this.options.shutOut(peer);
  }
}

function removed(): Refusal {
  return { code: 'removed', message: "a table's creator removed this player for the evening" };
}

/** A code unlike the last one, from a cryptographic source. */
function newCode(last: string | null): string {
  for (;;) {
    const code = Array.from({ length: CODE_LENGTH }, () => CODE_LETTERS[randomInt(CODE_LETTERS.length)]).join(
      '',
    );
    if (code !== last) return code;
  }
}

/** Compares in constant time: how long a wrong code takes says nothing of its letters. */
function sameCode(typed: string | null, code: string): boolean {
  return typed !== null && timingSafeEqual(Buffer.from(typed), Buffer.from(code));
}
