// The host's requests by name, each a typed shorthand for `request`: what a client can ask a host, apart
// from how the asking is done (the Client sends, tracks and reconnects).
import { Emitter } from './emitter.ts';
import type { ClientEvents, ReplyTo, TableChoices } from './clientTypes.ts';
import type {
  Action,
  ClientMessageType,
  PlayerColor,
  RequestFields,
  SeatChange,
  SeatSpec,
} from './messages.ts';

export abstract class HostRequests extends Emitter<ClientEvents> {
  /** Sends a request; resolves with its reply, rejects with a ProtocolError. */
  abstract request<T extends ClientMessageType>(type: T, fields: RequestFields<T>): Promise<ReplyTo<T>>;

  games(): Promise<ReplyTo<'games'>> {
    return this.request('games', {});
  }

  /** `choices`: the creator's options for the table (each absent: the host's default). */
  create(seats: SeatSpec[], name?: string, choices: TableChoices = {}): Promise<ReplyTo<'create'>> {
    return this.request('create', { seats, ...(name === undefined ? {} : { name }), ...choices });
  }

  join(
    gameId: string,
    name: string,
    options: { seat?: number; color?: PlayerColor; playerId?: string } = {},
  ): Promise<ReplyTo<'join'>> {
    return this.request('join', { gameId, name, ...options });
  }

  claim(token: string): Promise<ReplyTo<'claim'>> {
    return this.request('claim', { token });
  }

  spectate(gameId: string): Promise<ReplyTo<'spectate'>> {
    return this.request('spectate', { gameId });
  }

  leave(gameId: string): Promise<ReplyTo<'leave'>> {
    return this.request('leave', { gameId });
  }

  /** Steps away from a game for now: its seats wait for this client, which keeps their tokens. */
  away(gameId: string): Promise<ReplyTo<'away'>> {
    return this.request('away', { gameId });
  }

  start(gameId: string): Promise<ReplyTo<'start'>> {
    return this.request('start', { gameId });
  }

  kick(gameId: string, seat: number): Promise<ReplyTo<'kick'>> {
    return this.request('kick', { gameId, seat });
  }

  setSeat(gameId: string, seat: number, to: SeatChange): Promise<ReplyTo<'setSeat'>> {
    return this.request('setSeat', { gameId, seat, to });
  }

  addSeat(gameId: string, to: SeatChange): Promise<ReplyTo<'addSeat'>> {
    return this.request('addSeat', { gameId, to });
  }

  removeSeat(gameId: string, seat: number): Promise<ReplyTo<'removeSeat'>> {
    return this.request('removeSeat', { gameId, seat });
  }

  end(gameId: string): Promise<ReplyTo<'end'>> {
    return this.request('end', { gameId });
  }

  /** Sends an action decided on the latest view of the game (its move count goes with it). */
  act(gameId: string, action: Action): Promise<ReplyTo<'act'>> {
    return this.request('act', { gameId, action });
  }

  /** Switches this client's updates to one of its seats' view (null: the public view). */
  focus(gameId: string, seat: number | null): Promise<ReplyTo<'focus'>> {
    return this.request('focus', { gameId, seat });
  }

  sync(gameId: string): Promise<ReplyTo<'sync'>> {
    return this.request('sync', { gameId });
  }

  history(filter: RequestFields<'history'> = {}): Promise<ReplyTo<'history'>> {
    return this.request('history', filter);
  }

  stats(): Promise<ReplyTo<'stats'>> {
    return this.request('stats', {});
  }

  record(matchId: number): Promise<ReplyTo<'record'>> {
    return this.request('record', { matchId });
  }

  /** Adds a game record to the household's history (or finds it there). */
  importRecord(record: unknown): Promise<ReplyTo<'importRecord'>> {
    return this.request('importRecord', { record });
  }

  /** Takes back the held seat's last decision (where the table and the rules allow it). */
  takeBack(gameId: string, seat: number): Promise<ReplyTo<'takeBack'>> {
    return this.request('takeBack', { gameId, seat });
  }

  /** The hard bot's hint for a held seat whose turn it is. */
  hint(gameId: string, seat: number): Promise<ReplyTo<'hint'>> {
    return this.request('hint', { gameId, seat });
  }

  /** Starts reviewing a seat of a match that is over; its progress and result come as events. */
  review(fields: RequestFields<'review'>): Promise<ReplyTo<'review'>> {
    return this.request('review', fields);
  }

  reviewCancel(reviewId: string): Promise<ReplyTo<'reviewCancel'>> {
    return this.request('reviewCancel', { reviewId });
  }
}
