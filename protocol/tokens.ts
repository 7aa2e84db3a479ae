// The seat and creator tokens a client holds, what each gives back when claimed, whether its game was
// seen over (a host forgets such a game in time: its tokens go quietly then), and which games' tokens
// wait for the client to come back (it stepped away, left as the creator, or kept them unclaimed).

/** A token this client holds, and what it gives back when claimed (seat null: the creator's rights). */
export interface HeldToken {
  token: string;
  gameId: string | null;
  seat: number | null;
  /** Its game was seen over. */
  over?: boolean;
}

/**
 * Seats before the creator's rights, in the order they are claimed: the host answers each claim with the
 * game as the client then sees it, and the creator's rights answered first would show a page come back
 * to its game the public board, without its seat, for a moment (its screen reader told the turn again).
 */
function seatsFirst(tokens: HeldToken[]): HeldToken[] {
  return [...tokens.filter((t) => t.seat !== null), ...tokens.filter((t) => t.seat === null)];
}

export class HeldTokens {
  private readonly held: HeldToken[];
  /** Games the client is not at: their tokens are kept, and claimed only when it comes back. */
  private readonly away = new Set<string>();

  /**
   * `tokens`: kept from an earlier run, bare or as `list` gave them; `changed` hears every change, so
   * that an app can save them; `claimKept` false: those of a known game wait for the client to come back.
   */
  constructor(
    tokens: readonly (string | HeldToken)[],
    private readonly changed: () => void,
    claimKept = true,
  ) {
    this.held = tokens.map((t) =>
      typeof t === 'string' ? { token: t, gameId: null, seat: null } : { ...t },
    );
    if (!claimKept) for (const t of this.held) if (t.gameId !== null) this.away.add(t.gameId);
  }

  /** Whether the tokens of `gameId` wait for the client to come back. */
  waits(gameId: string): boolean {
    return this.away.has(gameId);
  }

  /** The entries a connection claims: all but those waiting. */
  toResume(): readonly HeldToken[] {
    return seatsFirst(this.held.filter((t) => t.gameId === null || !this.away.has(t.gameId)));
  }

  /** The entries of one game, to claim them again. */
  ofGame(gameId: string): readonly HeldToken[] {
    return seatsFirst(this.held.filter((t) => t.gameId === gameId));
  }

  /** Stepping away keeps the tokens, to come back with. */
  stepAway(gameId: string): void {
    this.away.add(gameId);
  }

  /** Back at the game: its tokens are claimed on connecting again. */
  back(gameId: string): void {
    this.away.delete(gameId);
  }

  /**
   * Leaving gives up the seats (their tokens die); with `keepAdmin`, the creator's token stays, waiting
   * for the client to come back (another page may be at the table as its creator now).
   */
  leave(gameId: string, keepAdmin: boolean): void {
    this.away.delete(gameId);
    this.drop((t) => t.gameId === gameId && !(keepAdmin && t.seat === null));
    if (this.held.some((t) => t.gameId === gameId)) this.away.add(gameId);
  }

  list(): HeldToken[] {
    return this.held.map((t) => ({ ...t }));
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

  /** The seat `from` of a game is seat `seat` now: its token takes that one back. */
  moved(gameId: string, from: number, seat: number): void {
    const held = this.held.find((t) => t.gameId === gameId && t.seat === from);
    if (!held) return;
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
