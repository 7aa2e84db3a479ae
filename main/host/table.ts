// One hosted game: its seats and who plays them, the engine state (the only full copy), the bots'
// turns and the state messages. Every client in the game receives every change with the next
// sequence number and the view of its focused seat; nothing else about the state leaves this module.
import { randomInt } from 'node:crypto';
import { activeSeats, apply, newGame, randomLegalAction, toRecord, view } from '../../engine/index.ts';
import type { Action, GameEvent, GameState, GameView, SeatView } from '../../engine/index.ts';
import type { BotLevel } from '../../engine/bots/index.ts';
import type { BotRunner } from './bots/pool.ts';
import { hashToken, newSeed, newToken } from './ids.ts';
import type { GameStore, StoredGame, StoredSeat } from './store.ts';
import {
  PLAYER_COLORS,
  type ErrorCode,
  type HostMessage,
  type LogEntry,
  type PlayerColor,
  type SeatChange,
  type SeatInfo,
  type SeatSpec,
  type TableInfo,
  type TablePhase,
  type YouInfo,
} from '../../protocol/messages.ts';

/** A connected client, as the host core sees it. */
export interface Peer {
  send(message: HostMessage): void;
  /** A HostMessage already serialised (see Table.broadcast). */
  sendText(json: string): void;
}

export interface Refusal {
  code: ErrorCode;
  message: string;
}

export type EndReason = 'creator' | 'abandoned' | 'host-closing';

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

type Timer = ReturnType<typeof setTimeout>;

/**
 * In the lobby an open seat has no name; in a running game a seat whose player left keeps the name
 * and colour it plays under. `standIn` is the bot playing for a human away past the grace period.
 */
type Seat =
  | { kind: 'open'; name: string | null; color: PlayerColor | null }
  | {
      kind: 'human';
      name: string;
      color: PlayerColor;
      tokenHash: string;
      holder: Peer | null;
      standIn: BotLevel | null;
    }
  | { kind: 'bot'; name: string; color: PlayerColor; level: BotLevel };

interface Member {
  focus: number | null;
  /** Came to watch (rather than holding a seat or the creator's rights). */
  spectator: boolean;
}

export class Table {
  phase: TablePhase = 'lobby';
  private admin: Peer | null = null;
  private adminTimer: Timer | null = null;
  private readonly members = new Map<Peer, Member>();
  /** Per seat: the grace period of an absent player or an empty seat. */
  private readonly timers = new Map<number, Timer>();
  /** Per seat: the bot decision being awaited. */
  private readonly thinking = new Map<number, AbortController>();
  private state: GameState | null = null;
  private readonly actions: Action[] = [];
  private seq = 0;
  private readonly log: LogEntry[] = [];
  private idleTimer: Timer | null = null;
  private botRetryTimer: Timer | null = null;
  private info: TableInfo | null = null;
  /** Views of the current state by viewer, built once per change. */
  private readonly views = new Map<number | null, GameView>();
  private closed = false;

  private constructor(
    private readonly ctx: TableContext,
    readonly id: string,
    readonly name: string,
    /** Null for a restored game whose creator's token was not kept: nobody has the creator's rights. */
    private readonly adminTokenHash: string | null,
    private readonly seats: Seat[],
  ) {
    if (adminTokenHash) ctx.grant(adminTokenHash, this, null);
  }

  /** A new game in the lobby; `creator` holds its local seats and the creator's rights. */
  static create(
    ctx: TableContext,
    id: string,
    name: string,
    creator: Peer,
    specs: SeatSpec[],
    re?: number,
  ): Table {
    const adminToken = newToken();
    const table = new Table(ctx, id, name, hashToken(adminToken), []);
    const taken = new Set(specs.flatMap((s) => (s.kind !== 'open' && s.color ? [s.color] : [])));
    const tokens: { seat: number; token: string }[] = [];
    for (const spec of specs) {
      if (spec.kind === 'open') {
        table.seats.push({ kind: 'open', name: null, color: null });
        continue;
      }
      const color = spec.color ?? PLAYER_COLORS.find((c) => !taken.has(c))!;
      taken.add(color);
      if (spec.kind === 'bot') {
        table.seats.push({
          kind: 'bot',
          name: spec.name ?? table.botName(spec.level),
          color,
          level: spec.level,
        });
        continue;
      }
      const token = newToken();
      const tokenHash = hashToken(token);
      tokens.push({ seat: table.seats.length, token });
      table.seats.push({ kind: 'human', name: spec.name, color, tokenHash, holder: creator, standIn: null });
      ctx.grant(tokenHash, table, table.seats.length - 1);
    }
    if (specs.some((s) => s.kind === 'bot')) ctx.bots.warm();
    table.admin = creator;
    table.members.set(creator, { focus: tokens.length === 1 ? tokens[0]!.seat : null, spectator: false });
    creator.send({ v: 1, type: 'created', re, gameId: id, adminToken, seats: tokens });
    table.sendSnapshot(creator);
    ctx.changed(table);
    return table;
  }

  /** A stored game brought back: every human is away until they claim their seat with their token. */
  static restore(
    ctx: TableContext,
    stored: StoredGame,
  ): { ok: true; table: Table } | { ok: false; error: string } {
    const { record } = stored;
    if (stored.seats.length !== record.players.length)
      return { ok: false, error: "the seats do not match the record's players" };
    const created = newGame({ players: record.players, seed: record.seed, deal: record.deal });
    if (!created.ok) return { ok: false, error: created.error };
    const seats = stored.seats.map((s, i): Seat => {
      const { name, color: recorded } = record.players[i]!;
      const color = PLAYER_COLORS.find((c) => c === recorded) ?? PLAYER_COLORS[i]!;
      if (s.kind === 'human')
        return { kind: 'human', name, color, tokenHash: s.tokenHash, holder: null, standIn: null };
      if (s.kind === 'bot') return { kind: 'bot', name, color, level: s.level };
      return { kind: 'open', name, color };
    });
    const table = new Table(ctx, stored.id, stored.name, stored.adminTokenHash, seats);
    let state = created.value;
    for (const [i, action] of record.actions.entries()) {
      const result = apply(state, action);
      if (!result.ok) {
        table.dispose();
        return { ok: false, error: `action ${i}: ${result.error}` };
      }
      state = result.state;
      table.actions.push(action);
      table.log.push({ seq: ++table.seq, events: result.events });
    }
    table.state = state;
    table.phase = state.phase === 'finished' ? 'finished' : 'playing';
    seats.forEach((seat, i) => {
      if (seat.kind === 'human') ctx.grant(seat.tokenHash, table, i);
      table.waitFor(i);
    });
    table.updateIdle();
    table.runBots();
    return { ok: true, table };
  }

  // -------------------------------------------------------------------------------------------
  // Requests. Each checks everything before it changes anything, and returns a refusal or null.

  join(
    peer: Peer,
    seatIndex: number | undefined,
    name: string,
    color: PlayerColor | undefined,
    re?: number,
  ): Refusal | null {
    if (this.phase !== 'lobby') return conflict('the game has started: seats are joined in the lobby');
    const held = this.seatsOf(peer);
    if (held.length) return conflict(`you already hold seat ${held[0]} in this game`);
    const index = seatIndex ?? this.seats.findIndex((s) => s.kind === 'open');
    if (index < 0) return conflict('no seat is open');
    const seat = this.seats[index];
    if (!seat) return notFound(`this game has seats 0 to ${this.seats.length - 1}`);
    if (seat.kind !== 'open') return conflict(`seat ${index} is taken`);
    if (color && this.seats.some((s) => s.color === color)) return conflict(`the colour ${color} is taken`);
    const token = newToken();
    const tokenHash = hashToken(token);
    this.seats[index] = {
      kind: 'human',
      name,
      color: color ?? this.freeColor(),
      tokenHash,
      holder: peer,
      standIn: null,
    };
    this.ctx.grant(tokenHash, this, index);
    this.members.set(peer, { focus: index, spectator: false });
    peer.send({ v: 1, type: 'joined', re, gameId: this.id, seat: index, token });
    this.welcome(peer);
    return null;
  }

  /** `peer` presented a seat's token: it takes the seat over from whoever held it (or a stand-in bot). */
  claimSeat(peer: Peer, index: number, re?: number): Refusal | null {
    const seat = this.seats[index];
    if (seat?.kind !== 'human') return notFound('unknown or revoked token');
    const previous = seat.holder;
    if (previous && previous !== peer) {
      seat.holder = null;
      previous.send({ v: 1, type: 'seatLost', gameId: this.id, seat: index, reason: 'claimed-elsewhere' });
      this.dropIfIdle(previous);
    }
    seat.holder = peer;
    seat.standIn = null;
    this.stopWaiting(index);
    this.stopThinking(index);
    const member = this.members.get(peer) ?? { focus: null, spectator: false };
    member.spectator = false;
    if (member.focus === null && this.seatsOf(peer).length === 1) member.focus = index;
    this.members.set(peer, member);
    peer.send({ v: 1, type: 'claimed', re, gameId: this.id, seat: index });
    this.welcome(peer);
    return null;
  }

  claimAdmin(peer: Peer, re?: number): Refusal | null {
    this.admin = peer;
    clearTimer(this.adminTimer);
    this.adminTimer = null;
    const member = this.members.get(peer) ?? { focus: null, spectator: false };
    member.spectator = false;
    this.members.set(peer, member);
    peer.send({ v: 1, type: 'claimed', re, gameId: this.id, seat: null });
    this.welcome(peer);
    return null;
  }

  spectate(peer: Peer, re?: number): Refusal | null {
    if (this.members.has(peer)) {
      this.sendSnapshot(peer, re);
      return null;
    }
    this.members.set(peer, { focus: null, spectator: true });
    this.updateIdle();
    this.changed(peer);
    this.sendSnapshot(peer, re);
    return null;
  }

  /** `peer` gives up its seats here and stops watching; the creator's rights stay with their token. */
  leave(peer: Peer, re?: number): Refusal | null {
    if (!this.members.has(peer)) return notFound('you are not in this game');
    this.members.delete(peer);
    for (const index of this.seatsOf(peer)) this.vacate(index);
    if (this.admin === peer) this.adminAway();
    peer.send({ v: 1, type: 'ok', re });
    this.updateIdle();
    this.changed();
    return null;
  }

  start(peer: Peer, re?: number): Refusal | null {
    const refused =
      this.checkAdmin(peer) ?? (this.phase === 'lobby' ? null : conflict('the game has already started'));
    if (refused) return refused;
    const open = this.seats.findIndex((s) => s.kind === 'open');
    if (open >= 0) return conflict(`seat ${open} is still open`);
    const players = this.seats.map((s) => ({ name: s.name!, color: s.color! }));
    const created = newGame({ players, seed: newSeed() });
    if (!created.ok) return conflict(created.error);
    this.state = created.value;
    this.phase = 'playing';
    clearTimer(this.adminTimer);
    this.adminTimer = null;
    this.seats.forEach((_, i) => this.waitFor(i));
    this.restartIdle();
    this.ctx.store((store) => store.gameStarted(this.stored()));
    this.changed();
    peer.send({ v: 1, type: 'ok', re });
    return null;
  }

  kick(peer: Peer, index: number, re?: number): Refusal | null {
    const refused = this.checkAdmin(peer) ?? this.checkSeat(index);
    if (refused) return refused;
    if (this.seats[index]!.kind !== 'human') return conflict(`seat ${index} has no player to remove`);
    this.dismiss(index, 'kicked');
    this.changed();
    peer.send({ v: 1, type: 'ok', re });
    return null;
  }

  /** The creator turns a seat into a bot (any time) or opens it (in the lobby). */
  setSeat(peer: Peer, index: number, to: SeatChange, re?: number): Refusal | null {
    const refused = this.checkAdmin(peer) ?? this.checkSeat(index);
    if (refused) return refused;
    if (to.kind === 'open' && this.phase !== 'lobby') return conflict('seats are opened in the lobby only');
    if (this.phase === 'finished') return conflict('the game is over');
    if (this.seats[index]!.kind === 'human') this.dismiss(index, 'replaced');
    const { name, color } = this.seats[index]!;
    this.replace(index, { kind: 'open', name: null, color: null });
    if (to.kind === 'bot') {
      this.ctx.bots.warm();
      // In a running game the seat keeps the name and colour it plays under; in the lobby a bot gets a bot's name.
      const playing = this.phase !== 'lobby' && name !== null;
      this.replace(index, {
        kind: 'bot',
        name: playing ? name : this.botName(to.level),
        color: color ?? this.freeColor(),
        level: to.level,
      });
    }
    this.storeSeats();
    this.changed();
    peer.send({ v: 1, type: 'ok', re });
    return null;
  }

  addSeat(peer: Peer, to: SeatChange, re?: number): Refusal | null {
    const refused =
      this.checkAdmin(peer) ??
      (this.phase === 'lobby' ? null : conflict('seats are added in the lobby only'));
    if (refused) return refused;
    if (this.seats.length >= PLAYER_COLORS.length)
      return { code: 'limit', message: `a game has at most ${PLAYER_COLORS.length} seats` };
    if (to.kind === 'bot') this.ctx.bots.warm();
    this.seats.push(
      to.kind === 'bot'
        ? { kind: 'bot', name: this.botName(to.level), color: this.freeColor(), level: to.level }
        : { kind: 'open', name: null, color: null },
    );
    this.changed();
    peer.send({ v: 1, type: 'ok', re });
    return null;
  }

  end(peer: Peer, re?: number): Refusal | null {
    const refused = this.checkAdmin(peer);
    if (refused) return refused;
    this.ctx.remove(this, 'creator');
    peer.send({ v: 1, type: 'ok', re });
    return null;
  }

  act(peer: Peer, action: Action, re?: number): Refusal | null {
    if (!this.members.has(peer)) return notFound('you are not in this game');
    if (!this.seatsOf(peer).includes(action.seat))
      return { code: 'not-allowed', message: `you do not hold seat ${action.seat}` };
    if (!this.state || this.phase === 'lobby') return conflict('the game has not started');
    const result = apply(this.state, action);
    if (!result.ok) return { code: 'illegal', message: result.error };
    if (!this.commit(action, result.state, result.events)) {
      return {
        code: 'internal',
        message: 'the game could not be saved, so this action was not played: try again',
      };
    }
    peer.send({ v: 1, type: 'ok', re });
    return null;
  }

  focus(peer: Peer, seat: number | null, since: number | undefined, re?: number): Refusal | null {
    const member = this.members.get(peer);
    if (!member) return notFound('you are not in this game');
    if (seat !== null && !this.seatsOf(peer).includes(seat))
      return { code: 'not-allowed', message: `you do not hold seat ${seat}` };
    member.focus = seat;
    this.sendSnapshot(peer, re, since);
    return null;
  }

  sync(peer: Peer, since: number | undefined, re?: number): Refusal | null {
    if (!this.members.has(peer)) return notFound('you are not in this game');
    this.sendSnapshot(peer, re, since);
    return null;
  }

  // -------------------------------------------------------------------------------------------
  // The host's side.

  /** A client disconnected: its seats wait for it (grace period), its watching ends. */
  peerGone(peer: Peer): void {
    if (!this.members.delete(peer)) return;
    this.seats.forEach((seat, i) => {
      if (seat.kind === 'human' && seat.holder === peer) {
        seat.holder = null;
        this.waitFor(i);
      }
    });
    if (this.admin === peer) this.adminAway();
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
      seats: this.seats.map((s, seat): SeatInfo => ({
        seat,
        kind: s.kind,
        name: s.name,
        color: s.color,
        connected: s.kind === 'human' && s.holder !== null,
        level: s.kind === 'bot' ? s.level : s.kind === 'human' ? s.standIn : null,
      })),
      spectators: [...this.members.values()].filter((m) => m.spectator).length,
    };
    return this.info;
  }

  /** Seats that a guest could join now. */
  freeSeats(): number {
    return this.phase === 'lobby' ? this.seats.filter((s) => s.kind === 'open').length : 0;
  }

  /**
   * Tells everyone the game is gone and stops its timers and bots; the lobby forgets the table. A
   * host shutting down keeps its stored games, to restore them when it starts again.
   */
  close(reason: EndReason): void {
    for (const peer of this.members.keys()) peer.send({ v: 1, type: 'ended', gameId: this.id, reason });
    this.members.clear();
    this.dispose();
    if (this.state && reason !== 'host-closing') this.ctx.store((store) => store.gameRemoved(this.id));
  }

  // -------------------------------------------------------------------------------------------

  /**
   * The one place where an action changes the game. The action is saved first: one the store cannot
   * save is not played, so a restarted host resumes at exactly the last action played.
   */
  private commit(action: Action, state: GameState, events: GameEvent[]): boolean {
    const index = this.actions.length;
    if (!this.ctx.store((store) => store.actionApplied(this.id, action, index))) return false;
    this.state = state;
    this.actions.push(action);
    const over = state.phase === 'finished';
    if (over) {
      this.phase = 'finished';
      this.ctx.store((store) => store.gameFinished(this.id));
      for (const controller of this.thinking.values()) controller.abort();
      this.thinking.clear();
      this.restartIdle();
    }
    this.broadcast(events, over);
    return true;
  }

  /** The seats, the phase or who is here changed (no game event). */
  private changed(except?: Peer): void {
    this.broadcast([], true, except);
  }

  /**
   * Sends every member (but `except`) the change under the next sequence number; bots move next.
   * The shared parts (public view, events, table) are serialised once per change, only the focused
   * seat's own entry per client. The table is sent only when it changed.
   */
  private broadcast(events: GameEvent[], tableChanged: boolean, except?: Peer): void {
    this.seq++;
    this.views.clear();
    if (events.length) this.log.push({ seq: this.seq, events });
    if (tableChanged) this.info = null;
    // The fields of HostMessageOf<'update'>, written out by hand.
    const head =
      `{"v":1,"type":"update","gameId":${JSON.stringify(this.id)},"seq":${this.seq}` +
      (tableChanged ? `,"table":${JSON.stringify(this.tableInfo())}` : '');
    const tail = `,"view":${JSON.stringify(this.viewFor(null))},"events":${JSON.stringify(events)}}`;
    for (const [peer, member] of this.members) {
      if (peer === except) continue;
      const own = JSON.stringify(this.ownSeat(member.focus));
      peer.sendText(`${head},"you":${JSON.stringify(this.you(peer, member))},"own":${own}${tail}`);
    }
    if (tableChanged) this.ctx.changed(this);
    this.runBots();
  }

  /** Asks the bots for a decision for every seat of theirs the game waits for. */
  private runBots(): void {
    const state = this.state;
    if (!state || this.phase !== 'playing' || this.closed) return;
    for (const seat of activeSeats(state)) {
      const level = this.botLevel(seat);
      if (!level || this.thinking.has(seat)) continue;
      const controller = new AbortController();
      this.thinking.set(seat, controller);
      this.ctx.bots.decide(this.viewFor(seat)!, level, controller.signal).then(
        (action) => this.botDecided(seat, controller, state, action),
        (err: Error) => this.botDecided(seat, controller, state, null, err),
      );
    }
  }

  /**
   * A bot's answer. It is applied if still legal. When the game moved on meanwhile the bot is asked
   * again; when it did not, the bot failed, and a random legal action keeps the game going.
   */
  private botDecided(
    seat: number,
    controller: AbortController,
    asked: GameState,
    action: Action | null,
    err?: Error,
  ): void {
    if (this.thinking.get(seat) !== controller) return;
    this.thinking.delete(seat);
    const state = this.state;
    if (!state || this.phase !== 'playing' || !this.botLevel(seat)) return;
    if (action && action.seat === seat) {
      const result = apply(state, action);
      if (result.ok) {
        // Not saved, so not played: the bots try again a little later.
        if (!this.commit(action, result.state, result.events)) this.retryBots();
        return;
      }
      if (state === asked)
        this.ctx.log(`game ${this.id}: the bot of seat ${seat} chose an illegal action (${result.error})`);
    } else if (state === asked) {
      this.ctx.log(
        `game ${this.id}: the bot of seat ${seat} failed (${err?.message ?? `it answered for seat ${action?.seat}`})`,
      );
    }
    if (state !== asked) return this.runBots();
    const fallback = randomLegalAction(state, seat, (n) => randomInt(n));
    const result = fallback && apply(state, fallback);
    if (result?.ok && !this.commit(fallback!, result.state, result.events)) this.retryBots();
  }

  private retryBots(): void {
    clearTimer(this.botRetryTimer);
    this.botRetryTimer = later(BOT_RETRY_MS, () => this.runBots());
  }

  private botLevel(seat: number): BotLevel | null {
    const s = this.seats[seat];
    return s?.kind === 'bot' ? s.level : s?.kind === 'human' ? s.standIn : null;
  }

  private stopThinking(seat: number): void {
    this.thinking.get(seat)?.abort();
    this.thinking.delete(seat);
  }

  /** A new member: the others hear of it, then it gets the whole picture. */
  private welcome(peer: Peer): void {
    this.updateIdle();
    this.changed(peer);
    this.sendSnapshot(peer);
  }

  private sendSnapshot(peer: Peer, re?: number, since = 0): void {
    const member = this.members.get(peer)!;
    const log = since > 0 ? this.log.filter((e) => e.seq > since) : this.log;
    peer.send({
      v: 1,
      type: 'snapshot',
      re,
      gameId: this.id,
      seq: this.seq,
      table: this.tableInfo(),
      you: this.you(peer, member),
      view: this.viewFor(null),
      own: this.ownSeat(member.focus),
      log,
    });
  }

  /** The seat's entry in its own view: where that view differs from the public one. */
  private ownSeat(seat: number | null): SeatView | null {
    return seat === null ? null : (this.viewFor(seat)?.seats[seat] ?? null);
  }

  private viewFor(viewer: number | null): GameView | null {
    if (!this.state) return null;
    let v = this.views.get(viewer);
    if (!v) {
      v = view(this.state, viewer);
      this.views.set(viewer, v);
    }
    return v;
  }

  private you(peer: Peer, member: Member): YouInfo {
    return { seats: this.seatsOf(peer), admin: this.admin === peer, focus: member.focus };
  }

  private seatsOf(peer: Peer): number[] {
    const out: number[] = [];
    this.seats.forEach((s, i) => {
      if (s.kind === 'human' && s.holder === peer) out.push(i);
    });
    return out;
  }

  private freeColor(): PlayerColor {
    return PLAYER_COLORS.find((c) => !this.seats.some((s) => s.color === c))!;
  }

  /** "Easy bot", or "Easy bot 2" when the table has one already. */
  private botName(level: BotLevel): string {
    const base = `${level[0]!.toUpperCase()}${level.slice(1)} bot`;
    let name = base;
    for (let n = 2; this.seats.some((s) => s.name === name); n++) name = `${base} ${n}`;
    return name;
  }

  private checkAdmin(peer: Peer): Refusal | null {
    return this.admin === peer
      ? null
      : { code: 'not-allowed', message: "only the game's creator may do that" };
  }

  private checkSeat(index: number): Refusal | null {
    return index < this.seats.length ? null : notFound(`this game has seats 0 to ${this.seats.length - 1}`);
  }

  /** Puts a new occupant in a seat: whatever waited or thought for the old one stops. */
  private replace(index: number, seat: Seat): void {
    const old = this.seats[index];
    if (old?.kind === 'human') this.ctx.revoke(old.tokenHash);
    this.stopWaiting(index);
    this.stopThinking(index);
    this.seats[index] = seat;
  }

  /** The creator took the seat from its player: the player hears why and its token dies. */
  private dismiss(index: number, reason: 'kicked' | 'replaced'): void {
    const seat = this.seats[index];
    if (seat?.kind !== 'human') return;
    const holder = seat.holder;
    this.vacate(index);
    if (holder) {
      holder.send({ v: 1, type: 'seatLost', gameId: this.id, seat: index, reason });
      this.dropIfIdle(holder);
    }
    this.updateIdle();
  }

  /** The seat's player is gone for good: the seat opens (in a running game it waits for a bot). */
  private vacate(index: number): void {
    const seat = this.seats[index];
    if (seat?.kind !== 'human') return;
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
    const seat = this.seats[index];
    const waits =
      this.phase === 'lobby'
        ? seat?.kind === 'human' && !seat.holder
        : this.phase === 'playing' &&
          this.ctx.absentBot !== null &&
          (seat?.kind === 'open' || (seat?.kind === 'human' && !seat.holder && !seat.standIn));
    if (!waits || this.timers.has(index)) return;
    this.timers.set(
      index,
      later(this.ctx.graceMs, () => {
        this.timers.delete(index);
        this.graceOver(index);
      }),
    );
  }

  private graceOver(index: number): void {
    const seat = this.seats[index];
    if (!seat || this.closed) return;
    if (this.phase === 'lobby') {
      if (seat.kind === 'human' && !seat.holder) this.vacate(index);
    } else if (this.phase === 'playing' && this.ctx.absentBot) {
      if (seat.kind === 'open') {
        this.replace(index, {
          kind: 'bot',
          name: seat.name ?? this.botName(this.ctx.absentBot),
          color: seat.color ?? this.freeColor(),
          level: this.ctx.absentBot,
        });
        this.storeSeats();
      } else if (seat.kind === 'human' && !seat.holder) {
        seat.standIn = this.ctx.absentBot;
      }
    }
    this.changed();
  }

  private stopWaiting(index: number): void {
    clearTimer(this.timers.get(index) ?? null);
    this.timers.delete(index);
  }

  /** Without its creator a game in the lobby can never start: it ends after the grace period. */
  private adminAway(): void {
    this.admin = null;
    if (this.phase !== 'lobby') return;
    clearTimer(this.adminTimer);
    this.adminTimer = later(this.ctx.graceMs, () => this.ctx.remove(this, 'abandoned'));
  }

  /** A member that no longer holds anything here stops being one. */
  private dropIfIdle(peer: Peer): void {
    const member = this.members.get(peer);
    if (!member) return;
    const seats = this.seatsOf(peer);
    if (!member.spectator && this.admin !== peer && seats.length === 0) this.members.delete(peer);
    else if (member.focus !== null && !seats.includes(member.focus)) member.focus = null;
  }

  /** A game nobody is in ends: soon in the lobby or once over, after a long wait while it runs. */
  private updateIdle(): void {
    if (this.members.size > 0) {
      clearTimer(this.idleTimer);
      this.idleTimer = null;
    } else if (!this.idleTimer) {
      const ms = this.phase === 'playing' ? this.ctx.abandonMs : this.ctx.graceMs;
      this.idleTimer = later(ms, () => this.ctx.remove(this, 'abandoned'));
    }
  }

  private restartIdle(): void {
    clearTimer(this.idleTimer);
    this.idleTimer = null;
    this.updateIdle();
  }

  private storeSeats(): void {
    if (this.state) this.ctx.store((store) => store.seatsChanged(this.id, this.storedSeats()));
  }

  private storedSeats(): StoredSeat[] {
    return this.seats.map((s): StoredSeat => {
      if (s.kind === 'human') return { kind: 'human', tokenHash: s.tokenHash };
      return s.kind === 'bot' ? { kind: 'bot', level: s.level } : { kind: 'open' };
    });
  }

  private stored(): StoredGame {
    return {
      id: this.id,
      name: this.name,
      adminTokenHash: this.adminTokenHash,
      seats: this.storedSeats(),
      record: toRecord(this.state!, this.actions),
    };
  }

  private dispose(): void {
    this.closed = true;
    clearTimer(this.idleTimer);
    clearTimer(this.adminTimer);
    clearTimer(this.botRetryTimer);
    for (const timer of this.timers.values()) clearTimer(timer);
    this.timers.clear();
    for (const controller of this.thinking.values()) controller.abort();
    this.thinking.clear();
    for (const seat of this.seats) if (seat.kind === 'human') this.ctx.revoke(seat.tokenHash);
    if (this.adminTokenHash) this.ctx.revoke(this.adminTokenHash);
  }
}

function conflict(message: string): Refusal {
  return { code: 'conflict', message };
}

function notFound(message: string): Refusal {
  return { code: 'not-found', message };
}

/** After the store failed to save a bot's move, the bots try again this much later. */
const BOT_RETRY_MS = 1000;

function later(ms: number, run: () => void): Timer {
  const timer = setTimeout(run, ms);
  timer.unref();
  return timer;
}

function clearTimer(timer: Timer | null): void {
  if (timer) clearTimeout(timer);
}
