// The state messages of one game: every member receives every change under the next sequence number
// with the view of its focused seat and the game's state token, and a snapshot (the same plus the
// public log of what stands, take-backs included, then the recent chat) on request.
import { view, type GameEvent, type GameState, type GameView, type SeatView } from '../../engine/index.ts';
import { sharedEncoder } from './encoder.ts';
import type { Member, Members } from './members.ts';
import type { Peer } from './peer.ts';
import type { HostMessageOf, LogEntry, TableInfo, YouInfo } from '../../protocol/messages.ts';
import type { LogEvent } from '../../protocol/takeBack.ts';

interface Audience {
  readonly members: Members;
  /** The game's state; null in the lobby. */
  state(): GameState | null;
  /** The game's state token; undefined in the lobby. */
  version(): number | undefined;
  you(peer: Peer, member: Member): YouInfo;
  recentChat(peer: Peer): void;
}

export class Broadcaster {
  private seq = 0;
  private log: LogEntry[] = [];
  /** Views of `viewsOf` by viewer, each built once. */
  private readonly views = new Map<number | null, GameView>();
  private viewsOf: GameState | null = null;

  constructor(
    private readonly gameId: string,
    private readonly audience: Audience,
  ) {}

  /** An action replayed while restoring the game: logged, nobody to tell yet. */
  replayed(events: GameEvent[]): void {
    // A restored game's actions are replayed in order, one entry each.
    this.log.push({ seq: ++this.seq, moves: this.log.length + 1, events });
  }

  /**
   * Sends every member (but `except`) the change under the next sequence number. The shared parts
   * (public view, events, table) are serialised once per change, only the focused seat's own entry
   * per client. `table` is given only when it changed.
   */
  change(events: LogEvent[], table: TableInfo | undefined, except?: Peer): void {
    this.seq++;
    // A take-back drops the entries of the actions it took back: the log keeps to what stands.
    const moves = this.audience.state()?.moves ?? 0;
    if (events.some((e) => e.type === 'tookBack')) this.log = this.log.filter((e) => e.moves <= moves);
    if (events.length) this.log.push({ seq: this.seq, moves, events });
    const encode = sharedEncoder<HostMessageOf<'update'>, 'you' | 'own'>({
      v: 1,
      type: 'update',
      gameId: this.gameId,
      seq: this.seq,
      version: this.audience.version(),
      table,
      view: this.view(null),
      events,
    });
    for (const [peer, member] of this.audience.members.entries()) {
      if (peer === except) continue;
      peer.sendText(encode({ you: this.audience.you(peer, member), own: this.ownSeat(member.focus) }));
    }
  }

  /** The whole picture for one member, with the public events after `since` (0: all of them). */
  snapshot(peer: Peer, table: TableInfo, re?: number, since = 0): void {
    const member = this.audience.members.get(peer)!;
    const log = since > 0 ? { since, log: this.log.filter((e) => e.seq > since) } : { log: this.log };
    peer.send({
      v: 1,
      type: 'snapshot',
      re,
      gameId: this.gameId,
      seq: this.seq,
      version: this.audience.version(),
      table,
      you: this.audience.you(peer, member),
      view: this.view(null),
      own: this.ownSeat(member.focus),
      ...log,
    });
    this.audience.recentChat(peer);
  }

  /** The game as `viewer` sees it (null: the public view); null in the lobby. */
  view(viewer: number | null): GameView | null {
    const state = this.audience.state();
    if (!state) return null;
    if (this.viewsOf !== state) {
      this.views.clear();
      this.viewsOf = state;
    }
    let v = this.views.get(viewer);
    if (!v) {
      v = view(state, viewer);
      this.views.set(viewer, v);
    }
    return v;
  }

  /** The seat's entry in its own view: where that view differs from the public one. */
  private ownSeat(seat: number | null): SeatView | null {
    return seat === null ? null : (this.view(seat)?.seats[seat] ?? null);
  }
}
