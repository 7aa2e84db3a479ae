// One hosted game, as a coordinator over its parts: the game itself (HostedGame: the engine state
// and the one place actions are played), the seats (Roster), who is here (Members), the clocks of
// absence (Presence), the bots' turns (BotDriver) and the state messages (Broadcaster). The table
// checks who may do what, and turns each request into calls on its parts.
import type { Action, GameEvent, GameState, Result } from '../../engine/index.ts';
import type { BotLevel } from '../../engine/bots/index.ts';
import type { BotRunner } from './bots/pool.ts';
import { BotDriver } from './botDriver.ts';
import { Broadcaster } from './broadcaster.ts';
import { HostedGame } from './game.ts';
import { hashToken, newSeed, newToken } from './ids.ts';
import { Members, type Member } from './members.ts';
import { conflict, notAllowed, notFound, type Peer, type Refusal } from './peer.ts';
import { Presence } from './presence.ts';
import { Roster, type Seat } from './roster.ts';
import type { Handlers } from './router.ts';
import type { GameStore, StoredGame } from './store.ts';
import {
  PLAYER_COLORS,
  type ClientMessageOf,
  type EndReason,
  type GameRequestType,
  type TableInfo,
  type TablePhase,
  type YouInfo,
} from '../../protocol/messages.ts';

/** What a table needs from the lobby that holds it. */
export interface TableContext {
  readonly graceMs: number;
  readonly abandonMs: number;
  /** The bot that takes over a seat left empty in a running game after the grace period; null: none. */
  readonly absentBot: BotLevel | null;
  readonly bots: BotRunner;
  /** Makes the token with this hash take back `seat` of `table` (null: the creator's rights). */
  grant(tokenHash: string, table: Table, seat: number | null): void;
  revoke(tokenHash: string): void;
  /** The table's public summary may have changed (lobby list, LAN advertisement). */
  changed(table: Table): void;
  remove(table: Table, reason: EndReason): void;
  /** Runs a store hook; false when the store failed (reported). */
  store(call: (store: GameStore) => void): boolean;
  log(line: string): void;
}

export class Table implements Handlers<GameRequestType> {
  phase: TablePhase = 'lobby';
  private readonly members = new Members();
  private readonly presence: Presence;
  private readonly bots: BotDriver;
  private readonly broadcaster: Broadcaster;
  private readonly game: HostedGame;
  private info: TableInfo | null = null;
  private closed = false;

  private constructor(
    private readonly ctx: TableContext,
    readonly id: string,
    readonly name: string,
    /** Null for a restored game whose creator's token was not kept: nobody has the creator's rights. */
    private readonly adminTokenHash: string | null,
    private readonly roster: Roster,
  ) {
    if (adminTokenHash) ctx.grant(adminTokenHash, this, null);
    this.presence = new Presence(ctx.graceMs, {
      graceOver: (seat) => this.graceOver(seat),
      adminGone: () => ctx.remove(this, 'abandoned'),
      idle: () => ctx.remove(this, 'abandoned'),
    });
    this.bots = new BotDriver(ctx.bots, {
      playing: () => (this.phase === 'playing' && !this.closed ? this.game.state : null),
      botLevel: (seat) => this.roster.botLevel(seat),
      view: (seat) => this.broadcaster.view(seat)!,
      play: (action, state, events) => this.game.commit(action, state, events),
      log: (line) => ctx.log(`game ${id}: ${line}`),
    });
    this.broadcaster = new Broadcaster(id, {
      members: this.members,
      state: () => this.game.state,
      you: (peer, member) => this.you(peer, member),
    });
    this.game = new HostedGame({
      gameId: id,
      store: (call) => ctx.store(call),
      played: (state, events) => this.played(state, events),
    });
  }

  /** A new game in the lobby; `creator` holds its local seats and the creator's rights. */
  static create(
    ctx: TableContext,
    id: string,
    name: string,
    creator: Peer,
    m: ClientMessageOf<'create'>,
  ): Table {
    const adminToken = newToken();
    const { roster, tokens } = Roster.fromSpecs(m.seats, creator);
    const table = new Table(ctx, id, name, hashToken(adminToken), roster);
    for (const { seat, tokenHash } of tokens) ctx.grant(tokenHash, table, seat);
    if (m.seats.some((s) => s.kind === 'bot')) ctx.bots.warm();
    table.members.admin = creator;
    table.members.enter(creator, tokens.length === 1 ? tokens[0]!.seat : null);
    const seats = tokens.map(({ seat, token }) => ({ seat, token }));
    creator.send({ v: 1, type: 'created', re: m.id, gameId: id, adminToken, seats });
    table.broadcaster.snapshot(creator, table.tableInfo());
    ctx.changed(table);
    return table;
  }

  /** A stored game brought back: every human is away until they claim their seat with their token. */
  static restore(ctx: TableContext, stored: StoredGame): Result<Table> {
    const { record } = stored;
    if (stored.seats.length !== record.players.length)
      return { ok: false, error: "the seats do not match the record's players" };
    const seats = stored.seats.map((s, i): Seat => {
      const { name, color: recorded } = record.players[i]!;
      const color = PLAYER_COLORS.find((c) => c === recorded) ?? PLAYER_COLORS[i]!;
      if (s.kind === 'human')
        return { kind: 'human', name, color, tokenHash: s.tokenHash, holder: null, standIn: null };
      if (s.kind === 'bot') return { kind: 'bot', name, color, level: s.level };
      return { kind: 'open', name, color };
    });
    const table = new Table(ctx, stored.id, stored.name, stored.adminTokenHash, new Roster(seats));
    const restored = table.game.restore(record, (events) => table.broadcaster.replayed(events));
    if (!restored.ok) {
      table.dispose();
      return restored;
    }
    table.phase = restored.value.phase === 'finished' ? 'finished' : 'playing';
    seats.forEach((seat, i) => {
      if (seat.kind === 'human') ctx.grant(seat.tokenHash, table, i);
      table.waitFor(i);
    });
    table.updateIdle();
    table.bots.run();
    return { ok: true, value: table };
  }

  // -------------------------------------------------------------------------------------------
  // Requests (one per game message of the protocol's table). Each checks everything before it
  // changes anything, and returns a refusal or null.

  join(peer: Peer, m: ClientMessageOf<'join'>): Refusal | null {
    if (this.phase !== 'lobby') return conflict('the game has started: seats are joined in the lobby');
    const held = this.roster.heldBy(peer);
    if (held.length) return conflict(`you already hold seat ${held[0]} in this game`);
    const index = m.seat ?? this.roster.firstOpen();
    if (index < 0) return conflict('no seat is open');
    const seat = this.roster.at(index);
    if (!seat) return notFound(`this game has seats 0 to ${this.roster.size - 1}`);
    if (seat.kind !== 'open') return conflict(`seat ${index} is taken`);
    if (m.color && this.roster.colorTaken(m.color)) return conflict(`the colour ${m.color} is taken`);
    const token = newToken();
    const tokenHash = hashToken(token);
    const color = m.color ?? this.roster.freeColor();
    this.roster.set(index, { kind: 'human', name: m.name, color, tokenHash, holder: peer, standIn: null });
    this.ctx.grant(tokenHash, this, index);
    this.members.enter(peer).focus = index;
    peer.send({ v: 1, type: 'joined', re: m.id, gameId: this.id, seat: index, token });
    this.welcome(peer);
    return null;
  }

  /** `peer` presented a seat's token: it takes the seat over from whoever held it (or a stand-in bot). */
  claimSeat(peer: Peer, index: number, re?: number): Refusal | null {
    const seat = this.roster.human(index);
    if (!seat) return notFound('unknown or revoked token');
    const previous = seat.holder;
    if (previous && previous !== peer) {
      seat.holder = null;
      previous.send({ v: 1, type: 'seatLost', gameId: this.id, seat: index, reason: 'claimed-elsewhere' });
      this.dropIfIdle(previous);
    }
    seat.holder = peer;
    seat.standIn = null;
    this.presence.stopSeat(index);
    this.bots.stop(index);
    const member = this.members.enter(peer);
    if (member.focus === null && this.roster.heldBy(peer).length === 1) member.focus = index;
    peer.send({ v: 1, type: 'claimed', re, gameId: this.id, seat: index });
    this.welcome(peer);
    return null;
  }

  claimAdmin(peer: Peer, re?: number): Refusal | null {
    this.members.admin = peer;
    this.presence.adminBack();
    this.members.enter(peer);
    peer.send({ v: 1, type: 'claimed', re, gameId: this.id, seat: null });
    this.welcome(peer);
    return null;
  }

  spectate(peer: Peer, m: ClientMessageOf<'spectate'>): Refusal | null {
    if (!this.members.has(peer)) {
      this.members.watch(peer);
      this.updateIdle();
      this.changed(peer);
    }
    this.broadcaster.snapshot(peer, this.tableInfo(), m.id);
    return null;
  }

  /** `peer` gives up its seats here and stops watching; the creator's rights stay with their token. */
  leave(peer: Peer, m: ClientMessageOf<'leave'>): Refusal | null {
    if (!this.members.remove(peer)) return notFound('you are not in this game');
    for (const index of this.roster.heldBy(peer)) this.vacate(index);
    if (this.members.admin === peer) this.adminAway();
    peer.send({ v: 1, type: 'ok', re: m.id });
    this.updateIdle();
    this.changed();
    return null;
  }

  start(peer: Peer, m: ClientMessageOf<'start'>): Refusal | null {
    const refused =
      this.checkAdmin(peer) ?? (this.phase === 'lobby' ? null : conflict('the game has already started'));
    if (refused) return refused;
    const open = this.roster.firstOpen();
    if (open >= 0) return conflict(`seat ${open} is still open`);
    const created = this.game.start({ players: this.roster.players(), seed: newSeed() });
    if (!created.ok) return conflict(created.error);
    this.phase = 'playing';
    this.presence.adminBack();
    for (const i of this.roster.indices()) this.waitFor(i);
    this.restartIdle();
    this.ctx.store((store) => store.gameStarted(this.stored()));
    this.changed();
    peer.send({ v: 1, type: 'ok', re: m.id });
    return null;
  }

  kick(peer: Peer, m: ClientMessageOf<'kick'>): Refusal | null {
    const refused = this.checkAdmin(peer) ?? this.checkSeat(m.seat);
    if (refused) return refused;
    if (!this.roster.human(m.seat)) return conflict(`seat ${m.seat} has no player to remove`);
    this.dismiss(m.seat, 'kicked');
    this.changed();
    peer.send({ v: 1, type: 'ok', re: m.id });
    return null;
  }

  /** The creator turns a seat into a bot (any time) or opens it (in the lobby). */
  setSeat(peer: Peer, m: ClientMessageOf<'setSeat'>): Refusal | null {
    const { seat: index, to } = m;
    const refused = this.checkAdmin(peer) ?? this.checkSeat(index);
    if (refused) return refused;
    if (to.kind === 'open' && this.phase !== 'lobby') return conflict('seats are opened in the lobby only');
    if (this.phase === 'finished') return conflict('the game is over');
    if (this.roster.human(index)) this.dismiss(index, 'replaced');
    const { name, color } = this.roster.at(index)!;
    this.replace(index, { kind: 'open', name: null, color: null });
    if (to.kind === 'bot') {
      this.ctx.bots.warm();
      // In a running game the seat keeps the name and colour it plays under; in the lobby a bot gets a bot's name.
      const playing = this.phase !== 'lobby' && name !== null;
      this.replace(index, {
        kind: 'bot',
        name: playing ? name : this.roster.botName(to.level),
        color: color ?? this.roster.freeColor(),
        level: to.level,
      });
    }
    this.storeSeats();
    this.changed();
    peer.send({ v: 1, type: 'ok', re: m.id });
    return null;
  }

  addSeat(peer: Peer, m: ClientMessageOf<'addSeat'>): Refusal | null {
    const refused =
      this.checkAdmin(peer) ??
      (this.phase === 'lobby' ? null : conflict('seats are added in the lobby only'));
    if (refused) return refused;
    if (this.roster.size >= PLAYER_COLORS.length)
      return { code: 'limit', message: `a game has at most ${PLAYER_COLORS.length} seats` };
    if (m.to.kind === 'bot') this.ctx.bots.warm();
    this.roster.add(
      m.to.kind === 'bot'
        ? {
            kind: 'bot',
            name: this.roster.botName(m.to.level),
            color: this.roster.freeColor(),
            level: m.to.level,
          }
        : { kind: 'open', name: null, color: null },
    );
    this.changed();
    peer.send({ v: 1, type: 'ok', re: m.id });
    return null;
  }

  end(peer: Peer, m: ClientMessageOf<'end'>): Refusal | null {
    const refused = this.checkAdmin(peer);
    if (refused) return refused;
    this.ctx.remove(this, 'creator');
    peer.send({ v: 1, type: 'ok', re: m.id });
    return null;
  }

  act(peer: Peer, m: ClientMessageOf<'act'>): Refusal | null {
    // The schema checked guild and good ids against the component lists; its type is only wider.
    const action = m.action as Action;
    if (!this.members.has(peer)) return notFound('you are not in this game');
    if (!this.roster.heldBy(peer).includes(action.seat))
      return notAllowed(`you do not hold seat ${action.seat}`);
    const refused = this.game.act(action, m.moves);
    if (refused) return refused;
    peer.send({ v: 1, type: 'ok', re: m.id });
    return null;
  }

  focus(peer: Peer, m: ClientMessageOf<'focus'>): Refusal | null {
    const member = this.members.get(peer);
    if (!member) return notFound('you are not in this game');
    if (m.seat !== null && !this.roster.heldBy(peer).includes(m.seat))
      return notAllowed(`you do not hold seat ${m.seat}`);
    member.focus = m.seat;
    this.broadcaster.snapshot(peer, this.tableInfo(), m.id, m.since);
    return null;
  }

  sync(peer: Peer, m: ClientMessageOf<'sync'>): Refusal | null {
    if (!this.members.has(peer)) return notFound('you are not in this game');
    this.broadcaster.snapshot(peer, this.tableInfo(), m.id, m.since);
    return null;
  }

  // -------------------------------------------------------------------------------------------
  // The host's side.

  /** A client disconnected: its seats wait for it (grace period), its watching ends. */
  peerGone(peer: Peer): void {
    if (!this.members.remove(peer)) return;
    for (const i of this.roster.heldBy(peer)) {
      this.roster.human(i)!.holder = null;
      this.waitFor(i);
    }
    if (this.members.admin === peer) this.adminAway();
    this.updateIdle();
    this.changed();
  }

  isMember(peer: Peer): boolean {
    return this.members.has(peer);
  }

  tableInfo(): TableInfo {
    this.info ??= {
      id: this.id,
      name: this.name,
      phase: this.phase,
      seats: this.roster.info(),
      spectators: this.members.spectators(),
    };
    return this.info;
  }

  /** Seats that a guest could join now. */
  freeSeats(): number {
    return this.phase === 'lobby' ? this.roster.openCount() : 0;
  }

  /**
   * Tells everyone the game is gone and stops its timers and bots; the lobby forgets the table. A
   * host shutting down keeps its stored games, to restore them when it starts again.
   */
  close(reason: EndReason): void {
    for (const peer of this.members.peers()) peer.send({ v: 1, type: 'ended', gameId: this.id, reason });
    this.members.clear();
    this.dispose();
    if (this.game.state && reason !== 'host-closing') this.ctx.store((store) => store.gameRemoved(this.id));
  }

  // -------------------------------------------------------------------------------------------

  /** An action was played: everyone hears of it, and of the end of the game with the last one. */
  private played(state: GameState, events: GameEvent[]): void {
    const over = state.phase === 'finished';
    if (over) {
      this.phase = 'finished';
      this.bots.stopAll();
      this.restartIdle();
    }
    this.broadcast(events, over);
    if (over) this.ctx.store((store) => store.gameFinished(this.id, state, this.broadcaster.events()));
  }

  /** The seats, the phase or who is here changed (no game event). */
  private changed(except?: Peer): void {
    this.broadcast([], true, except);
  }

  /** Every member hears of the change; the lobby too when the table changed; bots move next. */
  private broadcast(events: GameEvent[], tableChanged: boolean, except?: Peer): void {
    if (tableChanged) this.info = null;
    this.broadcaster.change(events, tableChanged ? this.tableInfo() : undefined, except);
    if (tableChanged) this.ctx.changed(this);
    this.bots.run();
  }

  /** A new member: the others hear of it, then it gets the whole picture. */
  private welcome(peer: Peer): void {
    this.updateIdle();
    this.changed(peer);
    this.broadcaster.snapshot(peer, this.tableInfo());
  }

  private you(peer: Peer, member: Member): YouInfo {
    return { seats: this.roster.heldBy(peer), admin: this.members.admin === peer, focus: member.focus };
  }

  private checkAdmin(peer: Peer): Refusal | null {
    return this.members.admin === peer ? null : notAllowed("only the game's creator may do that");
  }

  private checkSeat(index: number): Refusal | null {
    return index < this.roster.size ? null : notFound(`this game has seats 0 to ${this.roster.size - 1}`);
  }

  /** Puts a new occupant in a seat: whatever waited or thought for the old one stops. */
  private replace(index: number, seat: Seat): void {
    const old = this.roster.human(index);
    if (old) this.ctx.revoke(old.tokenHash);
    this.presence.stopSeat(index);
    this.bots.stop(index);
    this.roster.set(index, seat);
  }

  /** The creator took the seat from its player: the player hears why and its token dies. */
  private dismiss(index: number, reason: 'kicked' | 'replaced'): void {
    const holder = this.roster.human(index)?.holder;
    this.vacate(index);
    if (holder) {
      holder.send({ v: 1, type: 'seatLost', gameId: this.id, seat: index, reason });
      this.dropIfIdle(holder);
    }
    this.updateIdle();
  }

  /** The seat's player is gone for good: the seat opens (in a running game it waits for a bot). */
  private vacate(index: number): void {
    const seat = this.roster.human(index);
    if (!seat) return;
    const lobby = this.phase === 'lobby';
    this.replace(index, { kind: 'open', name: lobby ? null : seat.name, color: lobby ? null : seat.color });
    this.waitFor(index);
    this.storeSeats();
  }

  /**
   * Starts the grace period of a seat nobody plays. In the lobby an absent player's seat opens when
   * it ends; in a running game a bot (the host's `absentBot`) takes over the seat of an absent
   * player (who can still come back with their token) or an empty one.
   */
  private waitFor(index: number): void {
    const seat = this.roster.at(index);
    const waits =
      this.phase === 'lobby'
        ? seat?.kind === 'human' && !seat.holder
        : this.phase === 'playing' &&
          this.ctx.absentBot !== null &&
          (seat?.kind === 'open' || (seat?.kind === 'human' && !seat.holder && !seat.standIn));
    if (waits) this.presence.waitForSeat(index);
  }

  private graceOver(index: number): void {
    const seat = this.roster.at(index);
    if (!seat || this.closed) return;
    const absentBot = this.ctx.absentBot;
    if (this.phase === 'lobby') {
      if (seat.kind === 'human' && !seat.holder) this.vacate(index);
    } else if (this.phase === 'playing' && absentBot) {
      if (seat.kind === 'open') {
        this.replace(index, {
          kind: 'bot',
          name: seat.name ?? this.roster.botName(absentBot),
          color: seat.color ?? this.roster.freeColor(),
          level: absentBot,
        });
        this.storeSeats();
      } else if (seat.kind === 'human' && !seat.holder) {
        seat.standIn = absentBot;
      }
    }
    this.changed();
  }

  /** Without its creator a game in the lobby can never start: it ends after the grace period. */
  private adminAway(): void {
    this.members.admin = null;
    if (this.phase === 'lobby') this.presence.adminAway();
  }

  /** A member that no longer holds anything here stops being one. */
  private dropIfIdle(peer: Peer): void {
    const member = this.members.get(peer);
    if (!member) return;
    const seats = this.roster.heldBy(peer);
    if (!member.spectator && this.members.admin !== peer && seats.length === 0) this.members.remove(peer);
    else if (member.focus !== null && !seats.includes(member.focus)) member.focus = null;
  }

  /** A game nobody is in ends: soon in the lobby or once over, after a long wait while it runs. */
  private updateIdle(): void {
    this.presence.occupancy(this.members.size === 0, this.idleMs());
  }

  private restartIdle(): void {
    this.presence.restartIdle(this.members.size === 0, this.idleMs());
  }

  private idleMs(): number {
    return this.phase === 'playing' ? this.ctx.abandonMs : this.ctx.graceMs;
  }

  private storeSeats(): void {
    if (this.game.state) this.ctx.store((store) => store.seatsChanged(this.id, this.roster.stored()));
  }

  private stored(): StoredGame {
    return {
      id: this.id,
      name: this.name,
      adminTokenHash: this.adminTokenHash,
      seats: this.roster.stored(),
      record: this.game.record(),
    };
  }

  private dispose(): void {
    this.closed = true;
    this.presence.dispose();
    this.bots.dispose();
    for (const seat of this.roster.humans()) this.ctx.revoke(seat.tokenHash);
    if (this.adminTokenHash) this.ctx.revoke(this.adminTokenHash);
  }
}
