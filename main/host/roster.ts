// The seats of one table and who plays each: open, a human (with the hash of their token and the
// client holding the seat now), or a bot. It decides nothing about timing or messages.
import type { GameRecord } from '../../engine/index.ts';
import type { BotLevel } from '../../engine/bots/index.ts';
import { MAX_PLAYERS } from '../../engine/players.ts';
import { hashToken, newToken } from './ids.ts';
import { clashes } from '../../protocol/names.ts';
import { limitMet, notFound, type Peer, type Refusal } from './peer.ts';
import type { StoredGame, StoredSeat } from './store.ts';
import { PLAYER_COLORS, type PlayerColor, type SeatInfo, type SeatSpec } from '../../protocol/messages.ts';
import { BOT_NAMES } from '../../languages/botNames.ts';

/**
 * In the lobby an open seat has no name; in a running game a seat whose player left keeps the name
 * and colour it plays under. `standIn` is the bot someone chose to play for an absent human.
 */
export type Seat =
  | { kind: 'open'; name: string | null; color: PlayerColor | null }
  | {
      kind: 'human';
      name: string;
      color: PlayerColor;
      tokenHash: string;
      /** A guest's own identity (see StoredSeat); null for a seat played on the creator's screen. */
      guestKey: string | null;
      holder: Peer | null;
      standIn: BotLevel | null;
    }
  | { kind: 'bot'; name: string; color: PlayerColor; level: BotLevel };

export type HumanSeat = Extract<Seat, { kind: 'human' }>;

/** A new token of a human seat: handed to its player once, kept as its hash. */
interface SeatToken {
  seat: number;
  token: string;
  tokenHash: string;
}

export class Roster {
  constructor(private readonly seats: Seat[] = []) {}

  /**
   * The seats of a new game as its creator set them up: `creator` plays the local ones and their own
   * (`self`), which counts for `selfKey` (the hash of their player id; null: of the seat's token).
   */
  static fromSpecs(
    specs: readonly SeatSpec[],
    creator: Peer,
    selfKey: string | null = null,
  ): { roster: Roster; tokens: SeatToken[] } {
    const roster = new Roster();
    const taken = new Set(specs.flatMap((s) => (s.kind !== 'open' && s.color ? [s.color] : [])));
    const tokens: SeatToken[] = [];
    const named = specs.flatMap((s) => (s.kind !== 'open' && s.name ? [s.name] : []));
    for (const spec of specs) {
      if (spec.kind === 'open') {
        roster.add({ kind: 'open', name: null, color: null });
        continue;
      }
      const color = spec.color ?? PLAYER_COLORS.find((c) => !taken.has(c))!;
      taken.add(color);
      if (spec.kind === 'bot') {
        roster.add({
          kind: 'bot',
          name: spec.name ?? roster.botName(spec.level, named),
          color,
          level: spec.level,
        });
        continue;
      }
      const token = newToken();
      const tokenHash = hashToken(token);
      const seat = roster.add({
        kind: 'human',
        name: spec.name,
        color,
        tokenHash,
        guestKey: spec.kind === 'self' ? (selfKey ?? tokenHash) : null,
        holder: creator,
        standIn: null,
      });
      tokens.push({ seat, token, tokenHash });
    }
    return { roster, tokens };
  }

  /** The seats of a stored game, named and coloured as in its record; every human is away. */
  static fromStored(seats: StoredGame['seats'], players: GameRecord['players']): Roster {
    return new Roster(
      seats.map((s, i): Seat => {
        const { name, color: recorded } = players[i]!;
        const color = PLAYER_COLORS.find((c) => c === recorded) ?? PLAYER_COLORS[i]!;
        if (s.kind === 'human')
          return {
            kind: 'human',
            name,
            color,
            tokenHash: s.tokenHash,
            guestKey: s.guestKey ?? null,
            holder: null,
            standIn: null,
          };
        if (s.kind === 'bot') return { kind: 'bot', name, color, level: s.level };
        return { kind: 'open', name, color };
      }),
    );
  }

  get size(): number {
    return this.seats.length;
  }

  at(index: number): Seat | undefined {
    return this.seats[index];
  }

  human(index: number): HumanSeat | null {
    const seat = this.seats[index];
    return seat?.kind === 'human' ? seat : null;
  }

  set(index: number, seat: Seat): void {
    this.seats[index] = seat;
  }

  add(seat: Seat): number {
    return this.seats.push(seat) - 1;
  }

  /** Takes seat `index` away: the seats after it move up one. */
  remove(index: number): void {
    this.seats.splice(index, 1);
  }

  indices(): number[] {
    return this.seats.map((_, i) => i);
  }

  /** Every seat is played at the creator's screen or by a bot: the household's game, no guest's. */
  atOneScreen(): boolean {
    return this.seats.every((s) => s.kind === 'bot' || (s.kind === 'human' && s.guestKey === null));
  }

  humans(): HumanSeat[] {
    return this.seats.filter((s) => s.kind === 'human');
  }

  /** The seats `peer` plays now, in order. */
  heldBy(peer: Peer): number[] {
    const out: number[] = [];
    this.seats.forEach((s, i) => {
      if (s.kind === 'human' && s.holder === peer) out.push(i);
    });
    return out;
  }

  /** Why `index` names no seat here, or null. */
  missing(index: number): Refusal | null {
    return index < this.seats.length ? null : notFound(`this game has seats 0 to ${this.seats.length - 1}`);
  }

  /** Why no seat can be added, or null. */
  full(): Refusal | null {
    return this.seats.length < MAX_PLAYERS
      ? null
      : limitMet('seats', `a game has at most ${MAX_PLAYERS} seats`);
  }

  firstOpen(): number {
    return this.seats.findIndex((s) => s.kind === 'open');
  }

  openCount(): number {
    return this.seats.filter((s) => s.kind === 'open').length;
  }

  colorTaken(color: PlayerColor): boolean {
    return this.seats.some((s) => s.color === color);
  }

  freeColor(): PlayerColor {
    return PLAYER_COLORS.find((c) => !this.colorTaken(c))!;
  }

  /** "Easy bot", or "Easy bot 2" when the table (or one of `taken`) has a name like it already. */
  botName(level: BotLevel, taken: readonly string[] = []): string {
    const base = BOT_NAMES.en[level];
    let name = base;
    for (let n = 2; this.nameTaken(name) || clashes(name, taken); n++) name = `${base} ${n}`;
    return name;
  }

  /** Whether a seat other than `except` plays under a name people could take for `name`. */
  nameTaken(name: string, except?: number): boolean {
    return clashes(
      name,
      this.seats.filter((_, i) => i !== except).map((s) => s.name),
    );
  }

  /** The bot playing the seat: a bot seat's, or a stand-in's; null for a human or nobody. */
  botLevel(index: number): BotLevel | null {
    const s = this.seats[index];
    return s?.kind === 'bot' ? s.level : s?.kind === 'human' ? s.standIn : null;
  }

  /**
   * No player is here while a seat waits for one (an absent player without a stand-in, or a player's
   * seat left empty): the game must wait.
   */
  waitsForPlayers(): boolean {
    const waiting = this.seats.some(
      (s) => s.kind === 'open' || (s.kind === 'human' && !s.holder && !s.standIn),
    );
    return waiting && !this.seats.some((s) => s.kind === 'human' && s.holder);
  }

  /** The stand-ins a restored game's record left playing take their seats again. */
  resumeStandIns(standIns: readonly { seat: number; level: BotLevel }[]): void {
    for (const { seat, level } of standIns) {
      const human = this.human(seat);
      if (human) human.standIn = level;
    }
  }

  /** Names and colours for a new game, once no seat is open. */
  players(): { name: string; color: PlayerColor }[] {
    return this.seats.map((s) => ({ name: s.name!, color: s.color! }));
  }

  info(): SeatInfo[] {
    return this.seats.map((s, seat) => ({
      seat,
      kind: s.kind,
      name: s.name,
      color: s.color,
      connected: s.kind === 'human' && s.holder !== null,
      level: this.botLevel(seat),
    }));
  }

  stored(): StoredSeat[] {
    return this.seats.map((s): StoredSeat => {
      if (s.kind === 'human') {
        const { tokenHash, guestKey } = s;
        return guestKey ? { kind: 'human', tokenHash, guestKey } : { kind: 'human', tokenHash };
      }
      return s.kind === 'bot' ? { kind: 'bot', level: s.level } : { kind: 'open' };
    });
  }
}
