// The list of the host's games, for the clients that asked for it: sent at once, then again whenever
// it changes, each client getting the list it may see. A guided first game is its learner's alone, and
// a game of the household's screen alone (solo or hotseat) is no guest's.
import type { TableInfo } from '../../protocol/messages.ts';
import type { Peer } from './peer.ts';
import type { Shelf } from './shelf.ts';
import type { Table } from './table.ts';

export class GamesList {
  private readonly watchers = new Set<Peer>();
  private last = '';

  constructor(
    private readonly tables: () => Iterable<Table>,
    private readonly shelf: Shelf,
    /** Whether `peer` is the household's page (else a guest's). */
    private readonly household: (peer: Peer) => boolean,
  ) {}

  /** The list as the household, or a guest, sees it. */
  shown(household: boolean): TableInfo[] {
    const shown = [...this.tables()].filter((t) => !t.lesson && (household || !t.roster.atOneScreen()));
    return [...shown.map((t) => t.tableInfo()), ...this.shelf.list(household)];
  }

  /** `peer` asked for the list (request `re`): it gets it now, and each change after. */
  watch(peer: Peer, re: number | undefined): void {
    this.watchers.add(peer);
    this.send(peer, re);
  }

  /** `peer` skipped messages while it did not read: the latest list, if it watches. */
  resend(peer: Peer): void {
    if (this.watchers.has(peer)) this.send(peer);
  }

  forget(peer: Peer): void {
    this.watchers.delete(peer);
  }

  clear(): void {
    this.watchers.clear();
  }

  /** The games changed: every watcher hears the list it sees, unless neither list changed. */
  changed(): void {
    const lists = { household: this.shown(true), guest: this.shown(false) };
    const json = JSON.stringify(lists);
    if (json === this.last) return;
    this.last = json;
    for (const peer of this.watchers)
      peer.send({ v: 1, type: 'games', games: this.household(peer) ? lists.household : lists.guest });
  }

  private send(peer: Peer, re?: number): void {
    peer.send({ v: 1, type: 'games', re, games: this.shown(this.household(peer)) });
  }
}
