// The threads' waiting line, fair between guests and then between each guest's lines (its games, its
// reviews): a guest who runs fifty bot games waits its turn like one who runs one, and among one
// guest's games each waits its turn. A first-come line let one guest's games hold every other table's
// bots back for a minute.

/**
 * Whose work it is: the guest (its address, or "" for the host's own) and the line within it: the
 * game of a bot's move or of a hint, or the review.
 */
export interface BotOwner {
  guest: string;
  game: string;
}

export class FairQueue<T> {
  /** Per guest, least recently served first; per game of the guest, the same; then the game's items in order. */
  private readonly guests = new Map<string, Map<string, T[]>>();
  private count = 0;

  get size(): number {
    return this.count;
  }

  push(owner: BotOwner, item: T): void {
    let games = this.guests.get(owner.guest);
    if (!games) this.guests.set(owner.guest, (games = new Map()));
    let items = games.get(owner.game);
    if (!items) games.set(owner.game, (items = []));
    items.push(item);
    this.count++;
  }

  /**
   * The next item: of the guest with the fewest decisions running now (among equals the one served
   * least recently), of its game served least recently. Both then go to the back of their rounds. A
   * guest that `may` not start another decision now (with `n` running) waits; undefined when every
   * waiting guest does.
   */
  shift(
    running: (guest: string) => number,
    may: (guest: string, n: number) => boolean = () => true,
  ): T | undefined {
    let best: string | undefined;
    let fewest = Infinity;
    for (const guest of this.guests.keys()) {
      const n = running(guest);
      if (n < fewest && may(guest, n)) [best, fewest] = [guest, n];
    }
    if (best === undefined) return undefined;
    const games = this.guests.get(best)!;
    const [game, items] = games.entries().next().value!;
    const item = items.shift()!;
    this.count--;
    games.delete(game);
    if (items.length > 0) games.set(game, items);
    this.guests.delete(best);
    if (games.size > 0) this.guests.set(best, games);
    return item;
  }

  /** Takes `item` out of the line (a cancelled decision); false when it was not waiting. */
  remove(item: T): boolean {
    for (const [guest, games] of this.guests)
      for (const [game, items] of games) {
        const i = items.indexOf(item);
        if (i < 0) continue;
        items.splice(i, 1);
        this.count--;
        if (items.length === 0) games.delete(game);
        if (games.size === 0) this.guests.delete(guest);
        return true;
      }
    return false;
  }

  /** Empties the line, returning what waited. */
  drain(): T[] {
    const all = [...this.guests.values()].flatMap((games) => [...games.values()].flat());
    this.guests.clear();
    this.count = 0;
    return all;
  }
}
