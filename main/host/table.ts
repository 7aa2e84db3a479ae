// One hosted game, a coordinator over its parts: the game (HostedGame: the engine state, the one place
// actions are played), the seats (Roster), who plays them over time (Seating), what the creator does
// with them (CreatorSeats), who is here (Members), the clocks of absence (Presence), the bots' turns
// (BotDriver), the state messages (Broadcaster), the chat (Chat), the hints (Hints), taking decisions
// back (Undo), a guided game's script (LessonDriver) and who comes and goes (Attendance). The table checks who may do what and turns
// each request into calls on its parts.
import type { Action, GameEvent, GameState, Result } from '../../engine/index.ts';
import type { LogEvent, TookBack } from '../../protocol/takeBack.ts';
import type { DefaultTableName } from '../../protocol/tableNames.ts';
import { Attendance } from './attendance.ts';
import { LessonDriver } from './lessonDriver.ts';
import { hashToken, newSeed, newToken } from './ids.ts';
import { Members } from './members.ts';
import { conflict, notAllowed, type Peer, type Refusal } from './peer.ts';
import { Roster } from './roster.ts';
import type { Handlers } from './router.ts';
import type { StoredGame } from './store.ts';
import { tableParts, type TableChoices } from './tableParts.ts';
import type { TableServices } from './tableServices.ts';
import type { BotDriver } from './botDriver.ts';
import type { Broadcaster } from './broadcaster.ts';
import type { Chat } from './chat.ts';
import type { CreatorSeats } from './creatorSeats.ts';
import type { HostedGame, Move } from './game.ts';
import type { Hints } from './hints.ts';
import type { Presence } from './presence.ts';
import type { ReviewFeed } from './reviewFeed.ts';
import type { Seating } from './seating.ts';
import { TableName } from './tableName.ts';
import type { Undo } from './undo.ts';
import {
  type ClientMessageOf,
  type EndReason,
  type GameRequestType,
  type TableInfo,
  type TablePhase,
} from '../../protocol/messages.ts';

/** What kind of table a new one is, beyond its request. */
export interface TableKind {
  /** The guided first game. */
  lesson?: boolean;
  /** The hash of the creator's player id, for their own seat (see Roster.fromSpecs). */
  selfKey?: string | null;
  /** Its game's place in a series of rematches (1: a first game). */
  series?: number;
  /** Its creator gave it no name: whose it is. */
  defaultName?: DefaultTableName | null;
}

/** The registry a table is held in (the lobby): its token grants, its changes, its removal. */
export interface TableHolder {
  /** Makes the token with this hash take back `seat` of `table` (null: the creator's rights). */
  grant(tokenHash: string, table: Table, seat: number | null): void;
  revoke(tokenHash: string): void;
  /** The table's public summary may have changed (lobby list, LAN advertisement). */
  changed(table: Table): void;
  /** The default name of `table` once `owner` is its first person, numbered past the host's others. */
  nameAfter(owner: string | null, table: Table): { name: string; defaultName: DefaultTableName };
  remove(table: Table, reason: EndReason): void;
}

export class Table implements Handlers<Exclude<GameRequestType, 'rematch'>> {
  phase: TablePhase = 'lobby';
  readonly members = new Members();
  private readonly presence: Presence;
  private readonly seating: Seating;
  private readonly bots: BotDriver;
  private readonly broadcaster: Broadcaster;
  private readonly game: HostedGame;
  private readonly chat: Chat;
  private readonly hints: Hints;
  private readonly undo: Undo;
  private readonly creatorSeats: CreatorSeats;
  private readonly reviewFeed: ReviewFeed;
  private readonly attendance: Attendance;
  private lessonDriver: LessonDriver | null = null;
  private info: TableInfo | null = null;
  private readonly naming: TableName;
  private closed = false;

  private constructor(
    private readonly services: TableServices,
    private readonly holder: TableHolder,
    readonly id: string,
    tableName: string,
    /** Its creator gave it no name: whose it is, which each reader words (`name`: the host's words). */
    tableDefault: DefaultTableName | null,
    /** Null for a restored game whose creator's token was not kept: nobody has the creator's rights. */
    private readonly adminTokenHash: string | null,
    readonly roster: Roster,
    readonly choices: TableChoices,
    /** Its game's place in a series of rematches (1: a first game). */
    readonly series: number,
    /** A resumed game's chat so far. */
    earlierChat: StoredGame['chat'] = [],
  ) {
    if (adminTokenHash) holder.grant(adminTokenHash, this, null);
    this.naming = new TableName(tableName, tableDefault);
    ({
      presence: this.presence,
      seating: this.seating,
      bots: this.bots,
      broadcaster: this.broadcaster,
      game: this.game,
      undo: this.undo,
      chat: this.chat,
      creatorSeats: this.creatorSeats,
      hints: this.hints,
      reviewFeed: this.reviewFeed,
    } = tableParts(id, roster, services, this.members, choices, earlierChat, {
      grant: (tokenHash, seat) => holder.grant(tokenHash, this, seat),
      revoke: (tokenHash) => holder.revoke(tokenHash),
      remove: (reason) => holder.remove(this, reason),
      phase: () => this.phase,
      closed: () => this.closed,
      paused: () => this.paused(),
      lesson: () => this.lessonDriver !== null,
      changed: () => this.changed(),
      updateIdle: () => this.updateIdle(),
      played: (state, events, move) => this.played(state, events, move),
      tookBack: (event) => this.tookBack(event),
    }));
    this.attendance = new Attendance({
      gameId: id,
      roster,
      members: this.members,
      seating: this.seating,
      presence: this.presence,
      hints: this.hints,
      broadcaster: this.broadcaster,
      phase: () => this.phase,
      tableInfo: () => this.tableInfo(),
      changed: (except) => this.changed(except),
      updateIdle: () => this.updateIdle(),
    });
  }

  get name(): string {
    return this.naming.name;
  }

  get defaultName(): DefaultTableName | null {
    return this.naming.defaultName;
  }

  /**
   * A new game in the lobby; `creator` holds its local seats, their own seat (counted for `selfKey`, see
   * Roster.fromSpecs) and the creator's rights (`lesson`: the guided first game).
   */
  static create(
    services: TableServices,
    holder: TableHolder,
    id: string,
    name: string,
    creator: Peer,
    m: ClientMessageOf<'create'>,
    { lesson = false, selfKey = null, series = 1, defaultName = null }: TableKind = {},
  ): Table {
    const adminToken = newToken();
    const { roster, tokens } = Roster.fromSpecs(m.seats, creator, selfKey);
    const choices = {
      autoStandIn: m.autoStandIn ?? null,
      hints: m.hints ?? true,
      undo: m.undo ?? true,
      display: m.display ?? false,
    };
    const admin = hashToken(adminToken);
    const table = new Table(services, holder, id, name, defaultName, admin, roster, choices, series);
    if (lesson) table.lessonDriver = new LessonDriver(table.game, services);
    for (const { seat, tokenHash } of tokens) holder.grant(tokenHash, table, seat);
    if (m.seats.some((s) => s.kind === 'bot')) services.botsFor(id).warm();
    table.members.admin = creator;
    table.members.enter(creator, tokens.length === 1 ? tokens[0]!.seat : null);
    const seats = tokens.map(({ seat, token }) => ({ seat, token }));
    creator.send({ v: 1, type: 'created', re: m.id, gameId: id, adminToken, seats });
    table.broadcaster.snapshot(creator, table.tableInfo());
    holder.changed(table);
    return table;
  }

  /** A stored game brought back: every human is away until they claim their seat with their token. */
  static restore(services: TableServices, holder: TableHolder, stored: StoredGame): Result<Table> {
    const { record } = stored;
    if (stored.seats.length !== record.players.length)
      return { ok: false, error: "the seats do not match the record's players" };
    const roster = Roster.fromStored(stored.seats, record.players);
    const { id, name, adminTokenHash } = stored;
    const { autoStandIn = null, hints = true, undo = true, display = false } = stored;
    const table = new Table(
      services,
      holder,
      id,
      name,
      stored.defaultName ?? null,
      adminTokenHash,
      roster,
      { autoStandIn, hints, undo, display },
      stored.series ?? 1,
      stored.chat,
    );
    const restored = table.game.restore(stored, (e) => table.broadcaster.replayed(e));
    if (!restored.ok) {
      table.dispose();
      return restored;
    }
    table.phase = restored.value.phase === 'finished' ? 'finished' : 'playing';
    roster.resumeStandIns(table.game.openStandIns());
    for (const i of roster.indices()) {
      const human = roster.human(i);
      if (human) holder.grant(human.tokenHash, table, i);
      table.seating.waitFor(i);
    }
    table.updateIdle();
    table.bots.run();
    return { ok: true, value: table };
  }

  // ---- Requests, one per game request of the protocol's table: each checks all before it changes anything.

  /**
   * `guestKey`: who the guest is, the hash of their browser's player id unless the host knows them
   * already (a player of the game this one is a rematch of stays that player).
   */
  join(
    peer: Peer,
    m: ClientMessageOf<'join'>,
    guestKey = m.playerId === undefined ? null : hashToken(m.playerId),
  ): Refusal | null {
    return this.attendance.join(peer, m, guestKey);
  }

  /** `peer` presented a seat's token: it takes the seat over from whoever held it (or a stand-in bot). */
  readonly claimSeat = (peer: Peer, index: number, re?: number): Refusal | null =>
    this.attendance.claimSeat(peer, index, re);
  readonly claimAdmin = (peer: Peer, re?: number): Refusal | null => this.attendance.claimAdmin(peer, re);
  readonly spectate = (peer: Peer, m: ClientMessageOf<'spectate'>): Refusal | null =>
    this.attendance.spectate(peer, m);
  /** `peer` gives up its seats here and stops watching; the creator's rights stay with their token. */
  readonly leave = (peer: Peer): Refusal | null => this.attendance.leave(peer);

  /** `peer` steps away for now: as if its connection dropped here, its seats wait and its tokens stay good. */
  away(peer: Peer): Refusal | null {
    this.attendance.gone(peer);
    return null;
  }

  start(_peer: Peer, _m: ClientMessageOf<'start'>): Refusal | null {
    if (this.phase !== 'lobby') return conflict('the game has already started');
    const open = this.roster.firstOpen();
    if (open >= 0) return conflict(`seat ${open} is still open`);
    const { name, defaultName, adminTokenHash, choices } = this;
    const seats = this.roster.stored();
    const created = this.game.start(
      this.lessonDriver?.setup(this.roster.players()) ?? { players: this.roster.players(), seed: newSeed() },
      {
        name,
        ...(defaultName ? { defaultName } : {}),
        adminTokenHash,
        seats,
        ...choices,
        lan: this.services.lan,
        chat: this.chat.recentLines(),
      },
    );
    if (!created.ok) return conflict(created.error);
    this.phase = 'playing';
    this.presence.adminBack();
    for (const i of this.roster.indices()) this.seating.waitFor(i);
    this.restartIdle();
    this.changed();
    return null;
  }

  readonly kick = (_peer: Peer, m: ClientMessageOf<'kick'>): Refusal | null => this.creatorSeats.kick(m);
  readonly setSeat = (_peer: Peer, m: ClientMessageOf<'setSeat'>): Refusal | null =>
    this.creatorSeats.setSeat(m);
  readonly standIn = (_peer: Peer, m: ClientMessageOf<'standIn'>): Refusal | null =>
    this.creatorSeats.standIn(m);
  readonly addSeat = (_peer: Peer, m: ClientMessageOf<'addSeat'>): Refusal | null =>
    this.creatorSeats.addSeat(m);
  readonly removeSeat = (_peer: Peer, m: ClientMessageOf<'removeSeat'>): Refusal | null =>
    this.creatorSeats.removeSeat(m);

  end(): Refusal | null {
    this.holder.remove(this, 'creator');
    return null;
  }

  act(peer: Peer, m: ClientMessageOf<'act'>): Refusal | null {
    // The schema checked guild and good ids against the component lists; its type is only wider.
    const action = m.action as Action;
    if (!this.roster.heldBy(peer).includes(action.seat))
      return notAllowed(`you do not hold seat ${action.seat}`);
    return this.lessonDriver?.refuse(action) ?? this.game.act(action, m);
  }

  readonly takeBack = (peer: Peer, m: ClientMessageOf<'takeBack'>): Refusal | null => this.undo.ask(peer, m);

  focus(peer: Peer, m: ClientMessageOf<'focus'>): Refusal | null {
    if (m.seat !== null && !this.roster.heldBy(peer).includes(m.seat))
      return notAllowed(`you do not hold seat ${m.seat}`);
    this.members.get(peer)!.focus = m.seat;
    this.broadcaster.snapshot(peer, this.tableInfo(), m.id, m.since);
    return null;
  }

  sync(peer: Peer, m: ClientMessageOf<'sync'>): Refusal | null {
    this.broadcaster.snapshot(peer, this.tableInfo(), m.id, m.since);
    return null;
  }

  /** A player asks the table's display to skip ahead its pacing: the display alone hears it. */
  displayNext(peer: Peer, _m: ClientMessageOf<'displayNext'>): Refusal | null {
    if (!this.choices.display) return conflict('this table has no display');
    const [seat] = this.roster.heldBy(peer);
    if (seat === undefined) return notAllowed("only the table's players skip ahead its display");
    this.members.admin?.send({ v: 1, type: 'displayNext', gameId: this.id, seat });
    return null;
  }

  readonly say = (peer: Peer, m: ClientMessageOf<'say'>): Refusal | null => this.chat.say(peer, m.content);
  readonly hint = (peer: Peer, m: ClientMessageOf<'hint'>): Refusal | null => this.hints.ask(peer, m);

  // ---- The host's side.

  /** A client disconnected: its seats wait for it, its watching and hints end (no player left: the game pauses). */
  readonly peerGone = (peer: Peer): void => this.attendance.gone(peer);

  readonly isMember = (peer: Peer): boolean => this.members.has(peer);

  readonly isCreator = (peer: Peer): boolean => this.members.admin === peer;

  /** The guided first game: shown to nobody but its learner. */
  get lesson(): boolean {
    return this.lessonDriver !== null;
  }

  tableInfo(): TableInfo {
    this.info ??= {
      id: this.id,
      name: this.name,
      ...(this.defaultName ? { defaultName: this.defaultName } : {}),
      phase: this.phase,
      seats: this.roster.info(),
      spectators: this.members.spectators(),
      round: this.game.state?.round ?? null,
      lastPlayed: this.game.lastPlayed,
      paused: this.paused(),
      hints: this.choices.hints,
      undo: this.undo.enabled(),
      ...(this.phase !== 'lobby' && { standIns: this.game.allStandIns() }),
      // A guided game is scripted: it has no shuffle to check.
      ...(this.phase !== 'lobby' && !this.lessonDriver && this.game.shuffle()),
      ...(this.lessonDriver && { lesson: true }),
      ...(this.series > 1 && { series: this.series }),
      ...(this.choices.display && { display: true }),
    };
    return this.info;
  }

  /** Paused with nobody here: it may leave memory (it is stored) until someone takes a seat back. */
  get dormant(): boolean {
    return this.paused() && this.members.size === 0 && !this.closed;
  }

  /** Seats that a guest could join now. */
  freeSeats(): number {
    return this.phase === 'lobby' ? this.roster.openCount() : 0;
  }

  /** Everyone hears the game is gone; its timers and bots stop (a closing host keeps the stored game). */
  close(reason: EndReason): void {
    for (const peer of this.members.peers()) peer.send({ v: 1, type: 'ended', gameId: this.id, reason });
    this.members.clear();
    this.dispose();
    if (reason !== 'host-closing') this.game.removed();
    if (this.phase !== 'finished') this.reviewFeed.abandoned();
  }

  /**
   * An action was played: everyone hears of it, and of the end of the game with the last one. A
   * player's decision is weighed for their review meanwhile.
   */
  private played(state: GameState, events: GameEvent[], move: Move): void {
    const over = state.phase === 'finished';
    if (over) {
      this.phase = 'finished';
      this.bots.stopAll();
      this.restartIdle();
    }
    this.reviewFeed.played(move, over);
    this.broadcast(events, over);
  }

  /** A decision was taken back: everyone hears of it; the bots decide again (on the game as it is now). */
  private tookBack(event: TookBack): void {
    this.bots.stopAll();
    this.reviewFeed.tookBack(this.game.state!.moves);
    this.broadcast([event], false);
  }

  /** A running game whose players are all away waits, bots included: nothing is played in their name. */
  private paused(): boolean {
    return this.phase === 'playing' && this.roster.waitsForPlayers();
  }

  /** The seats, the phase or who is here changed (no game event). */
  private changed(except?: Peer): void {
    this.broadcast([], true, except);
  }

  /** Every member hears of the change; the lobby too when the table changed; bots move next. */
  private broadcast(events: LogEvent[], tableChanged: boolean, except?: Peer): void {
    if (tableChanged) {
      // Named first: the name is numbered from the host's list, which reads every table's summary.
      this.nameAfterFirstPerson();
      this.info = null;
    }
    this.broadcaster.change(events, tableChanged ? this.tableInfo() : undefined, except);
    if (tableChanged) this.holder.changed(this);
    this.bots.run();
    this.lessonDriver?.run();
  }

  /** A display's table follows who sits at it (TableName); the game keeps the name it starts with. */
  private nameAfterFirstPerson(): void {
    if (this.phase !== 'lobby' || !this.choices.display) return;
    const seated = this.roster.humans().map((human) => human.name);
    this.naming.follow(seated, (owner) => this.holder.nameAfter(owner, this));
  }

  /** A game nobody is in ends: soon in the lobby or once over, after a long wait while it runs. */
  private updateIdle(): void {
    this.presence.occupancy(this.members.size === 0);
  }

  private readonly restartIdle = (): void => this.presence.restartIdle(this.members.size === 0);

  private dispose(): void {
    this.closed = true;
    this.presence.dispose();
    this.bots.dispose();
    this.hints.dispose();
    this.lessonDriver?.dispose();
    for (const seat of this.roster.humans()) this.holder.revoke(seat.tokenHash);
    if (this.adminTokenHash) this.holder.revoke(this.adminTokenHash);
  }
}
