// The seat tokens of one host's games: which table and seat each grants (kept by the token's SHA-256:
// the host keeps no token itself, as the store keeps none), and a claim's way back to its game when the
// host had let that game go — set aside on the shelf, or finished and stored.
import type { Result } from '../../engine/index.ts';
import { limitMet, notFound, type Refusal } from './peer.ts';
import type { StoredGame } from './store.ts';
import type { Table } from './table.ts';

/** What a token grants: a seat of a table, or (null) its creator's rights. */
export interface Grant {
  table: Table;
  seat: number | null;
}

/** Where games the host let go come back from. */
export interface SeatTokensHost {
  /** The set-aside game this token is for, back in memory: null when none is set aside for it (Shelf). */
  revive(tokenHash: string, room: () => boolean): Refusal | null;
  /** The stored finished game this token is for (null: none, or the store cannot read). */
  finishedBy(tokenHash: string): StoredGame | null;
  inMemory(gameId: string): boolean;
  restore(stored: StoredGame): Result<void>;
}

export class SeatTokens {
  private readonly grants = new Map<string, Grant>();

  constructor(private readonly host: SeatTokensHost) {}

  grant(tokenHash: string, table: Table, seat: number | null): void {
    this.grants.set(tokenHash, { table, seat });
  }

  revoke(tokenHash: string): void {
    this.grants.delete(tokenHash);
  }

  /** The hashes of the tokens that grant something of `table`. */
  of(table: Table): string[] {
    return [...this.grants].filter(([, g]) => g.table === table).map(([hash]) => hash);
  }

  /**
   * What the token with this hash grants, its game brought back into memory first if the host had let it
   * go (`room`: whether the claimant may have one more game in memory); else why it grants nothing now.
   */
  find(tokenHash: string, room: () => boolean): Grant | Refusal {
    const back = this.grants.has(tokenHash)
      ? null
      : (this.host.revive(tokenHash, room) ?? this.finishedBack(tokenHash, room));
    if (back) return back;
    return this.grants.get(tokenHash) ?? notFound('unknown or revoked token');
  }

  /**
   * The finished game the token is for, which the host let go once nobody was at it, back in memory for
   * its player to see its end again: null when it is back (or no finished game has that token, which
   * the claim then refuses), else why it cannot come back now.
   */
  private finishedBack(tokenHash: string, room: () => boolean): Refusal | null {
    const stored = this.host.finishedBy(tokenHash);
    if (!stored || this.host.inMemory(stored.id)) return null;
    if (!room()) return limitMet('restore', 'this host has no room to bring the game back now');
    const restored = this.host.restore(stored);
    return restored.ok ? null : notFound(`the game cannot be brought back: ${restored.error}`);
  }
}
