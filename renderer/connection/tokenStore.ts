// The seat tokens this browser keeps for each host, each with its table's name (to say which table is
// gone, should it be). Several pages of one host share them: a page writes its own changes (the tokens
// it got or held, those it dropped) over what is stored, never its whole list over another page's.
import type { DefaultTableName } from '../../protocol/tableNames.ts';
import type { HeldToken } from '../../protocol/tokens.ts';

/** A table's name as kept: as typed, or whose it is when named by default (each reader words it). */
export type KeptName = { name: string; defaultName?: DefaultTableName };

const TOKENS_KEY = 'norenberc.tokens';

type Stored = Partial<HeldToken & KeptName>;

/** Seats are kept per host, not per run: the key the URL may carry changes with each run. */
function tokensKey(url: string): string {
  return url.replace(/\?key=[^&]*$/, '');
}

function readAll(): Record<string, Stored[]> {
  try {
    return JSON.parse(globalThis.localStorage?.getItem(TOKENS_KEY) ?? '{}') as Record<string, Stored[]>;
  } catch {
    return {};
  }
}

/** A default name as this page wrote it; anything else is left out. */
function isDefault(kept: unknown): kept is DefaultTableName {
  const { owner, number } = (kept ?? {}) as Partial<Record<'owner' | 'number', unknown>>;
  return (owner === null || typeof owner === 'string') && Number.isInteger(number) && Number(number) >= 1;
}

export class TokenStore {
  /** Each held game's table name, as last seen. */
  private readonly names = new Map<string, KeptName>();
  /** The tokens this page held when it last read or wrote them. */
  private mine = new Set<string>();

  constructor(private readonly url: string) {}

  /** The tokens kept for this host, with what each gave back and whether its game was seen over. */
  load(): HeldToken[] {
    const tokens = this.stored().flatMap(({ token, gameId, seat, over, name, defaultName }) => {
      if (typeof token !== 'string') return [];
      const game = typeof gameId === 'string' ? gameId : null;
      if (game !== null && typeof name === 'string')
        this.names.set(game, { name, ...(isDefault(defaultName) ? { defaultName } : {}) });
      return [
        { token, gameId: game, seat: typeof seat === 'number' ? seat : null, ...(over ? { over } : {}) },
      ];
    });
    this.mine = new Set(tokens.map((t) => t.token));
    return tokens;
  }

  /** The name of `gameId`'s table, as last seen (name '' if never). */
  name(gameId: string | null): KeptName {
    return (gameId !== null && this.names.get(gameId)) || { name: '' };
  }

  /** Notes a table's name; true when it is new for a held game (the tokens are worth saving again). */
  named(gameId: string, { name, defaultName }: KeptName, held: readonly HeldToken[]): boolean {
    const kept = this.names.get(gameId);
    if (kept?.name === name && JSON.stringify(kept.defaultName) === JSON.stringify(defaultName)) return false;
    this.names.set(gameId, { name, ...(defaultName ? { defaultName } : {}) });
    return held.some((t) => t.gameId === gameId);
  }

  /**
   * Writes this page's tokens: those it dropped leave the store, the others' stay as they are. One this
   * page had that another page has dropped since is not written back (`keep` puts back those of the
   * games this page is at).
   */
  save(tokens: readonly HeldToken[]): void {
    const stored = this.stored();
    const inStore = new Set(stored.map((t) => t.token));
    const now = new Set(tokens.map((t) => t.token));
    const dropped = [...this.mine].filter((t) => !now.has(t));
    const others = stored.filter(
      (t) => typeof t.token === 'string' && !now.has(t.token) && !dropped.includes(t.token),
    );
    const written = tokens.filter((t) => inStore.has(t.token) || !this.mine.has(t.token));
    this.mine = now;
    this.write([...others, ...written.map((t) => this.withName(t))]);
  }

  /**
   * Puts back those of `tokens` that another page dropped from the store: it lost their seats to this
   * page (taken up here by the player's choice), and a reload here must find them.
   */
  keep(tokens: readonly HeldToken[]): void {
    const stored = new Set(this.stored().map((t) => t.token));
    const missing = tokens.filter((t) => !stored.has(t.token));
    if (missing.length) this.write([...this.stored(), ...missing.map((t) => this.withName(t))]);
  }

  private withName(t: HeldToken): Stored {
    const kept = this.name(t.gameId);
    return kept.name ? { ...t, ...kept } : { ...t };
  }

  private stored(): Stored[] {
    const list = readAll()[tokensKey(this.url)];
    return Array.isArray(list) ? list.filter((t) => typeof t === 'object' && t !== null) : [];
  }

  private write(tokens: Stored[]): void {
    try {
      const all = readAll();
      all[tokensKey(this.url)] = tokens;
      globalThis.localStorage?.setItem(TOKENS_KEY, JSON.stringify(all));
    } catch {
      // Without storage the seats still hold for this visit; only a reload loses them.
    }
  }
}
