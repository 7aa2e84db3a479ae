// A small record per game in the browser's storage, kept across reloads and a tab opened again: only
// the games written last are remembered, and a full or forbidden storage leaves the page as it was
// (it keeps what it knows in memory). The chat's read marks and the catch-up's changes seen use it.
export class KeptByGame {
  /** `key`: the storage's entry; `kept`: how many games it remembers, the oldest dropped first. */
  constructor(
    private readonly key: string,
    private readonly kept: number,
  ) {}

  /** What was kept for the game, unchecked (the caller reads what it wrote, or leaves it out). */
  get(game: string): unknown {
    return this.all()[game];
  }

  /** Keeps `value` for the game, as the game written last. */
  put(game: string, value: unknown): void {
    const { [game]: _previous, ...others } = this.all();
    this.write(Object.fromEntries([...Object.entries(others).slice(-(this.kept - 1)), [game, value]]));
  }

  forget(game: string): void {
    const games = this.all();
    if (!(game in games)) return;
    delete games[game];
    this.write(games);
  }

  private all(): Record<string, unknown> {
    try {
      const stored = JSON.parse(globalThis.localStorage?.getItem(this.key) ?? '{}') as unknown;
      return stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }

  private write(games: Record<string, unknown>): void {
    try {
      globalThis.localStorage?.setItem(this.key, JSON.stringify(games));
    } catch {
      // A full or forbidden storage: the page keeps what it knows, as before.
    }
  }
}
