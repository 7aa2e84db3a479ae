// The list of the host's games, for the clients that asked for it: sent at once, then again whenever
// it changes, each client getting the list it may see. A guided first game is its learner's alone, a
// game of the household's screen alone (solo or hotseat) is no guest's, and a finished game is listed
// to a guest only while they are at it (its players, before they leave it): to a stranger it is no
// table to join or watch, and its players' names are theirs.
import type { TableInfo } from '../../protocol/messages.ts';
import type { Peer } from './peer.ts';
import type { Shelf } from './shelf.ts';
import type { Table } from './table.ts';

export class GamesList {
  private readonly watchers = new Set<Peer>();
  private last = '';
  /** A number for each peer at a finished table, to tell when who is at one changed. */
  private readonly ids = new WeakMap<Peer, number>();
  private nextId = 1;

  constructor(
    private readonly tables: () => Iterable<Table>,
    private readonly shelf: Shelf,
    /** Whether `peer` is the household's page (else a guest's). */
    private readonly household: (peer: Peer) => boolean,
  ) {}

  /** The list as the household, or a guest (`peer`, if any), sees it. */
  shown(household: boolean, peer?: Peer): TableInfo[] {
    const shown = this.listed(household).filter(
      (t) => household || t.phase !== 'finished' || (peer !== undefined && t.members.get(peer) !== undefined),
    );
    return [...shown.map((t) => t.tableInfo()), ...this.shelf.list(household)];
  }

  private listed(household: boolean): Table[] {
    return [...this.tables()].filter((t) => !t.lesson && (household || !t.roster.atOneScreen()));
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

  /** The games changed: every watcher hears the list it sees, unless no list changed. */
  changed(): void {
    const finished = this.listed(false).filter((t) => t.phase === 'finished');
    const lists = { household: this.shown(true), guest: this.shown(false) };
    // Who is at each finished table decides which guests see it.
    const at = finished.map((t) => [t.id, [...t.members.peers()].map((p) => this.idOf(p))]);
    const json = JSON.stringify({ lists, at, finished: finished.map((t) => t.tableInfo()) });
    if (json === this.last) return;
    this.last = json;
    for (const peer of this.watchers) {
      const games = this.household(peer)
        ? lists.household
        : finished.some((t) => t.members.get(peer))
          ? this.shown(false, peer)
          : lists.guest;
      peer.send({ v: 1, type: 'games', games });
    }
  }

  private idOf(peer: Peer): number {
    let id = this.ids.get(peer);
    if (id === undefined) this.ids.set(peer, (id = this.nextId++));
    return id;
  }

  private send(peer: Peer, re?: number): void {
    const household = this.household(peer);
    peer.send({ v: 1, type: 'games', re, games: this.shown(household, household ? undefined : peer) });
  }
}
