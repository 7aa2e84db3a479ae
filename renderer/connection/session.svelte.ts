// One game as this screen takes part in it: the table, this client's seats, the view of the focused
// seat, the public log, and the actions sent. Changes that carry events are also handed to listeners
// (the board's animations) in the order they came; a take-back is handed on as a jump to its view.
import type { Client } from '../../protocol/client.ts';
import type { GameMirror, Snapshot, Update } from '../../protocol/mirrors.ts';
import type {
  Action,
  EndReason,
  GameEvent,
  GameRequestType,
  GameView,
  HostMessageOf,
  RequestFields,
  SeatChange,
  TableInfo,
  YouInfo,
} from '../../protocol/messages.ts';
import type { ChatContent } from '../../protocol/chat.ts';
import type { LogEvent } from '../../protocol/takeBack.ts';
import type { RematchOffer } from '../../protocol/rematch.ts';
import type { PlayerColor } from '../../protocol/wire.ts';
import type { HomeMessages } from '../i18n/i18n.svelte.ts';
import { ChatFeed } from './chat.svelte.ts';
import { describeGameError } from './errors.ts';

export interface LogItem {
  seq: number;
  /** The actions applied once the event happened (see LogEntry). */
  moves: number;
  event: LogEvent;
}

export interface Change {
  /** The sequence number of the change: log items up to it belong to this view. */
  seq: number;
  view: GameView | null;
  events: GameEvent[];
}

export type LostReason = HostMessageOf<'seatLost'>['reason'];

/**
 * The log with `items` after it, as the host keeps it: a take-back drops the lines of the actions it
 * took back (those told after its own count of actions), so the log tells only what stands.
 */
function standing(log: readonly LogItem[], items: readonly LogItem[]): LogItem[] {
  // One copy of the log, not one per item: a snapshot brings the whole game's.
  let kept = [...log];
  for (const item of items) {
    if (item.event.type === 'tookBack') kept = kept.filter((i) => i.moves <= item.moves);
    kept.push(item);
  }
  return kept;
}

export class GameSession {
  #table = $state.raw<TableInfo | null>(null);
  #you = $state.raw<YouInfo>({ seats: [], admin: false, focus: null });
  #view = $state.raw<GameView | null>(null);
  #log = $state.raw<LogItem[]>([]);
  #ended = $state<EndReason | null>(null);
  #lostSeat = $state<LostReason | null>(null);
  #snapshotAt = $state<number | null>(null);
  #rematch = $state.raw<RematchOffer | null>(null);
  #skips = $state(0);
  #seq = 0;
  readonly chat: ChatFeed;
  // eslint-disable-next-line svelte/prefer-svelte-reactivity -- subscribers, not state
  private readonly listeners = new Set<(change: Change) => void>();
  /** By seat: read when a hint comes, never shown by itself. */
  // eslint-disable-next-line svelte/prefer-svelte-reactivity -- kept, not state
  private readonly planningHints = new Map<number, HostMessageOf<'hint'>>();

  constructor(
    readonly gameId: string,
    private readonly client: () => Client,
  ) {
    this.chat = new ChatFeed(gameId);
  }

  get table(): TableInfo | null {
    return this.#table;
  }

  /** This screen's seats in the game, its creator's rights, the seat it looks at. */
  get you(): YouInfo {
    return this.#you;
  }

  /** The focused seat's view of the game, as the host last sent it. */
  get view(): GameView | null {
    return this.#view;
  }

  get log(): readonly LogItem[] {
    return this.#log;
  }

  /** The sequence number of the last change: log items up to it belong to the view. */
  get seq(): number {
    return this.#seq;
  }

  /** Why the game is gone for this screen, once it is. */
  get ended(): EndReason | null {
    return this.#ended;
  }

  get lostSeat(): LostReason | null {
    return this.#lostSeat;
  }

  /** When the last snapshot came (performance.now()), for the first-paint measurement. */
  get snapshotAt(): number | null {
    return this.#snapshotAt;
  }

  /** The rematch offered at the end of this game, as it stands. */
  get rematch(): RematchOffer | null {
    return this.#rematch;
  }

  mirror(m: GameMirror): void {
    this.#seq = m.seq;
    this.#table = m.table;
    this.#you = m.you;
    this.#view = m.view;
  }

  snapshot(m: Snapshot): void {
    // A whole log replaces the one shown (a host started again numbers its changes anew); one after
    // `since` follows what came up to it.
    const since = m.since;
    const kept = since === undefined ? [] : this.#log.filter((item) => item.seq <= since);
    const fresh = m.log.flatMap((entry) =>
      entry.events.map((event) => ({ seq: entry.seq, moves: entry.moves, event })),
    );
    if (since === undefined || fresh.length) this.#log = standing(kept, fresh);
    this.#seq = m.seq;
    this.#table = m.table;
    this.#you = m.you;
    this.#view = m.view;
    this.#snapshotAt = performance.now();
    this.#ended = null;
    // A snapshot replaces whatever was on the board: nothing to animate.
    for (const listener of this.listeners) listener({ seq: m.seq, view: m.view, events: [] });
  }

  update(m: Update): void {
    this.#seq = m.seq;
    this.#table = m.table;
    this.#you = m.you;
    this.#view = m.view;
    const moves = m.view?.moves ?? 0;
    if (m.events.length)
      this.#log = standing(
        this.#log,
        m.events.map((event) => ({ seq: m.seq, moves, event })),
      );
    // The game went back: nothing moves on the board, it shows the position it went back to.
    const moved = m.events.some((e) => e.type === 'tookBack') ? [] : (m.events as GameEvent[]);
    for (const listener of this.listeners) listener({ seq: m.seq, view: m.view, events: moved });
  }

  end(reason: EndReason): void {
    // A host shutting down keeps its running and finished games: they come back when it does, and
    // meanwhile the screen says the host is away (a game still in its lobby is gone for good).
    if (reason === 'host-closing' && this.#table && this.#table.phase !== 'lobby') return;
    this.#ended = reason;
  }

  lost(reason: LostReason): void {
    this.#lostSeat = reason;
  }

  /** The rematch offered at the end of this game changed (asked, answered, started, withdrawn). */
  rematchOffered(offer: RematchOffer | null): void {
    this.#rematch = offer;
  }

  /** How often the players asked this screen, the table's display, to skip ahead its pacing. */
  get skips(): number {
    return this.#skips;
  }

  skipAsked(): void {
    this.#skips++;
  }

  /** Why the game is gone, in words (null: it is not); the creator who closed the table is told it was them. */
  gone(m: HomeMessages): string | null {
    if (this.#ended === 'creator' && this.#you.admin) return m.connection.youClosed;
    if (this.#ended) return m.connection.ended[this.#ended] ?? null;
    return this.#lostSeat ? (m.connection.seatLost[this.#lostSeat] ?? null) : null;
  }

  onChange(listener: (change: Change) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Sends one of this game's requests; resolves with null when the host took it, or the reason in words. */
  request<T extends GameRequestType>(
    m: HomeMessages,
    type: T,
    fields: Omit<RequestFields<T>, 'gameId'>,
  ): Promise<string | null> {
    const message = { ...fields, gameId: this.gameId } as RequestFields<T>;
    return this.attempt(m, () => this.client().request(type, message));
  }

  /** Takes back the held seat's last decision; the reason in words when it cannot be. */
  takeBack(m: HomeMessages, seat: number): Promise<string | null> {
    return this.request(m, 'takeBack', { seat });
  }

  /** The client adds the state token of the view the action was decided on. */
  act(m: HomeMessages, action: Action): Promise<string | null> {
    return this.request(m, 'act', { action });
  }

  async focus(m: HomeMessages, seat: number | null): Promise<string | null> {
    if (this.#you.focus === seat) return null;
    return this.request(m, 'focus', { seat });
  }

  start(m: HomeMessages): Promise<string | null> {
    return this.request(m, 'start', {});
  }

  leave(m: HomeMessages): Promise<string | null> {
    return this.request(m, 'leave', {});
  }

  stepAway(m: HomeMessages): Promise<string | null> {
    return this.request(m, 'away', {});
  }

  endGame(m: HomeMessages): Promise<string | null> {
    return this.request(m, 'end', {});
  }

  /** Removes a seat's player; `evening`: from the host too, until it stops. */
  kick(m: HomeMessages, seat: number, evening = false): Promise<string | null> {
    return this.request(m, 'kick', { seat, ...(evening ? { evening } : {}) });
  }

  setSeat(m: HomeMessages, seat: number, to: SeatChange): Promise<string | null> {
    return this.request(m, 'setSeat', { seat, to });
  }

  addSeat(m: HomeMessages, to: SeatChange): Promise<string | null> {
    return this.request(m, 'addSeat', { to });
  }

  removeSeat(m: HomeMessages, seat: number): Promise<string | null> {
    return this.request(m, 'removeSeat', { seat });
  }

  say(m: HomeMessages, content: ChatContent): Promise<string | null> {
    return this.request(m, 'say', { content });
  }

  /**
   * The hard bot's hint for a held seat whose turn it is; the reason in words when there is none. A
   * hint at planning is kept, for the hints at that seat's guilds to say what changed since.
   */
  async hint(m: HomeMessages, seat: number): Promise<HostMessageOf<'hint'> | string> {
    try {
      const answer = await this.client().request('hint', { gameId: this.gameId, seat });
      const choice = answer.hint.options[0]?.action.type;
      if (choice === 'plan' || choice === 'pass') this.planningHints.set(seat, answer);
      return answer;
    } catch (err) {
      return describeGameError(m, err);
    }
  }

  /** The seat's last hint at planning, if it asked for one. */
  planningHint(seat: number): HostMessageOf<'hint'> | null {
    return this.planningHints.get(seat) ?? null;
  }

  /** Asks the table's display to skip ahead its pacing of the public events. */
  displayNext(m: HomeMessages): Promise<string | null> {
    return this.request(m, 'displayNext', {});
  }

  answerRematch(m: HomeMessages, accept: boolean): Promise<string | null> {
    return this.request(m, 'rematch', { accept });
  }

  /**
   * The rematch made at this table (`next`): this screen's player takes a seat waiting there, as the
   * player they were here (the client adds this browser's player id), or watches it without one.
   */
  followRematch(
    m: HomeMessages,
    next: string,
    seat: { name: string; color: PlayerColor } | null,
  ): Promise<string | null> {
    const client = this.client();
    return this.attempt(m, () =>
      seat ? client.join(next, seat.name, { color: seat.color }) : client.spectate(next),
    );
  }

  private async attempt(m: HomeMessages, run: () => Promise<unknown>): Promise<string | null> {
    try {
      await run();
      return null;
    } catch (err) {
      return describeGameError(m, err);
    }
  }
}
