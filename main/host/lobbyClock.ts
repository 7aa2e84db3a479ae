// How long a lobby lasts without starting: it ends once nothing that counts happened in it for the
// lobby-idle time (15 minutes by default). At a lobby a guest made where nobody but that guest is
// (holdings.ts, oneGuest), what the guest does counts for nothing: a lobby only its creator touches
// expires all the same, however often it changes a seat. At the household's lobbies, and once another
// guest is at one, every change counts. The clock also tells which lobbies could make way for a new
// table (GameLimits): those nobody is at any more, and those of one guest alone.
import { oneGuest } from './holdings.ts';
import type { Yielding } from './limits.ts';
import type { Table } from './table.ts';

export interface LobbyClockHost {
  tables(): Iterable<Table>;
  /** Whether a guest made the table (rather than the household's pages). */
  guestMade(table: Table): boolean;
  /** Ends a lobby that waited too long. */
  expire(table: Table): void;
}

export class LobbyClock {
  /** Per table in the lobby: when it last changed in a way that counts. */
  private readonly since = new Map<string, number>();
  private readonly sweep: ReturnType<typeof setInterval>;

  constructor(
    private readonly idleMs: number,
    private readonly host: LobbyClockHost,
  ) {
    this.sweep = setInterval(() => this.expireIdle(), Math.min(60_000, idleMs / 4));
    this.sweep.unref();
  }

  /** The table changed: a lobby's clock starts over, unless it is a guest's with that guest alone at it. */
  changed(table: Table): void {
    if (table.phase !== 'lobby') this.since.delete(table.id);
    else if (!this.since.has(table.id) || !this.host.guestMade(table) || !oneGuest(table))
      this.since.set(table.id, Date.now());
  }

  forget(gameId: string): void {
    this.since.delete(gameId);
  }

  /** The lobbies in memory, as candidates to make way for a new table. */
  lobbies(): Yielding[] {
    const out: Yielding[] = [];
    for (const table of this.host.tables()) {
      const since = this.since.get(table.id);
      if (table.phase !== 'lobby' || since === undefined) continue;
      out.push({ id: table.id, abandoned: table.members.size === 0, lone: oneGuest(table), since });
    }
    return out;
  }

  stop(): void {
    clearInterval(this.sweep);
  }

  private expireIdle(): void {
    const now = Date.now();
    for (const table of [...this.host.tables()]) {
      const since = this.since.get(table.id);
      if (table.phase !== 'lobby') this.since.delete(table.id);
      else if (since !== undefined && now - since >= this.idleMs) this.host.expire(table);
    }
  }
}
