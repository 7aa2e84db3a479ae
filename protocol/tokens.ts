// The seat and creator tokens a client holds, and what each gives back when claimed.

/** A token this client holds, and what it gives back when claimed (seat null: the creator's rights). */
export interface HeldToken {
  token: string;
  gameId: string | null;
  seat: number | null;
}

export class HeldTokens {
  private readonly held: HeldToken[];

  /** `changed` hears every change, so that an app can save the tokens. */
  constructor(
    tokens: readonly string[],
    private readonly changed: () => void,
  ) {
    this.held = tokens.map((token) => ({ token, gameId: null, seat: null }));
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

  drop(which: (t: HeldToken) => boolean): void {
    const before = this.held.length;
    for (let i = this.held.length - 1; i >= 0; i--) if (which(this.held[i]!)) this.held.splice(i, 1);
    if (this.held.length !== before) this.changed();
  }
}
