// The latest state of each game a client is in, kept from the host's snapshots and updates: an
// update that does not follow the last one by exactly one sequence number shows a gap. Sequence
// numbers hold for one connection: a host started again numbers its games' changes anew.
import type { GameView, HostMessageOf, TableInfo, YouInfo } from './messages.ts';
import { seatView } from './wire.ts';

/** The latest state of one game as this client sees it. */
export interface GameMirror {
  gameId: string;
  seq: number;
  /** The game's state token; absent before the game starts. */
  version?: number;
  table: TableInfo;
  you: YouInfo;
  view: GameView | null;
}

/** An update as the client hands it on: the focused seat's view put together, the table always there. */
export type Update = Omit<HostMessageOf<'update'>, 'table' | 'own'> & { table: TableInfo };
/** A snapshot as the client hands it on: the focused seat's view put together. */
export type Snapshot = Omit<HostMessageOf<'snapshot'>, 'own'>;

export class Mirrors {
  private readonly games = new Map<string, GameMirror>();
  /** Games whose sequence number came over a lost connection: only a snapshot sets it again. */
  private readonly stale = new Set<string>();

  get(gameId: string): GameMirror | undefined {
    return this.games.get(gameId);
  }

  delete(gameId: string): void {
    this.games.delete(gameId);
    this.stale.delete(gameId);
  }

  /** The connection was lost: the host met again may number the changes anew (restarted). */
  disconnected(): void {
    for (const gameId of this.games.keys()) this.stale.add(gameId);
  }

  snapshot(m: HostMessageOf<'snapshot'>): Snapshot {
    const { own: _own, ...rest } = m;
    const snapshot: Snapshot = { ...rest, view: seatView(m) };
    this.stale.delete(m.gameId);
    this.games.set(m.gameId, {
      gameId: m.gameId,
      seq: m.seq,
      version: m.version,
      table: m.table,
      you: m.you,
      view: snapshot.view,
    });
    return snapshot;
  }

  /** The update applied, null for an old one, 'gap' when at least one change was missed. */
  update(m: HostMessageOf<'update'>): Update | null | 'gap' {
    const mirror = this.games.get(m.gameId);
    if (!mirror || this.stale.has(m.gameId)) return 'gap';
    if (m.seq <= mirror.seq) return null;
    if (m.seq !== mirror.seq + 1) return 'gap';
    mirror.seq = m.seq;
    mirror.version = m.version;
    mirror.table = m.table ?? mirror.table;
    mirror.you = m.you;
    mirror.view = seatView(m);
    const { own: _own, ...rest } = m;
    return { ...rest, table: mirror.table, view: mirror.view };
  }

  /** The sequence number to ask the events after, when resyncing (none: ask for all of them). */
  since(gameId: string): { since?: number } {
    const mirror = this.games.get(gameId);
    return mirror && mirror.seq > 0 && !this.stale.has(gameId) ? { since: mirror.seq } : {};
  }

  /** The state token of an action decided on the latest view: the game's version, and its move count. */
  token(gameId: string): { moves?: number; version?: number } {
    const mirror = this.games.get(gameId);
    if (!mirror?.view) return {};
    return mirror.version === undefined
      ? { moves: mirror.view.moves }
      : { moves: mirror.view.moves, version: mirror.version };
  }
}
