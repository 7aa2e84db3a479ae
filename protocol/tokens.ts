// The seat and creator tokens a client holds, what each gives back when claimed, and whether its game
// was seen over (a host forgets such a game in time: its tokens go quietly then).

/** A token this client holds, and what it gives back when claimed (seat null: the creator's rights). */
export interface HeldToken {
  token: string;
  gameId: string | null;
  seat: number | null;
  /** Its game was seen over. */
  over?: boolean;
}

export class HeldTokens {
  private readonly held: HeldToken[];

  /**
   * `tokens`: kept from an earlier run, bare or as `list` gave them; `changed` hears every change, so
   * that an app can save them.
   */
  constructor(
    tokens: readonly (string | HeldToken)[],
    private readonly changed: () => void,
  ) {
    this.held = tokens.map((t) =>
      typeof t === 'string' ? { token: t, gameId: null, seat: null } : { ...t },
    );
  }

  list(): HeldToken[] {
    return this.held.map((t) => ({ ...t }));
  }

  /** The held entries themselves, to claim them again. */
  entries(): readonly HeldToken[] {
    return [...this.held];
  }

  some(which: (t: HeldToken) => boolean): boolean {
    return this.held.some(which);
  }

  hold(token: HeldToken): void {
    if (this.held.some((t) => t.token === token.token)) return;
    this.held.push(token);
    this.changed();
  }

  /** What a claimed token gave back. */
  claimed(held: HeldToken, gameId: string, seat: number | null): void {
    held.gameId = gameId;
    held.seat = seat;
    this.changed();
  }

  /** The game is over: its tokens are marked so. */
  over(gameId: string): void {
    const marked = this.held.filter((t) => t.gameId === gameId && !t.over);
    for (const t of marked) t.over = true;
    if (marked.length) this.changed();
  }

  drop(which: (t: HeldToken) => boolean): void {
    const before = this.held.length;
    for (let i = this.held.length - 1; i >= 0; i--) if (which(this.held[i]!)) this.held.splice(i, 1);
    if (this.held.length !== before) this.changed();
  }
}
