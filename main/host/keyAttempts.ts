// Wrong household keys: a connection that comes with a `key` other than the host's. The operator hears
// of them with their address, and a flood of guesses neither floods the log nor gets anywhere: an
// address's first wrong key is said at once, the others of the same minute in one line when the minute
// is over (at most NAMED addresses a minute by name, the rest in one line), and an address that had its
// allowance of wrong keys let in within the last minute has the next ones refused (429) rather than let
// in as a guest, until the oldest of them is a minute old: never more than the allowance in any minute.
// The right key is never refused: nobody's guesses can shut the household out. (At 192 random bits the
// key cannot be guessed at any rate; the allowance keeps what guessing costs the host small.)
import { createHash, timingSafeEqual } from 'node:crypto';

export interface KeyAttemptsOptions {
  log(line: string): void;
  /** How long a count lasts (default a minute). */
  windowMs?: number;
  /** Wrong keys an address may have let in within any window (default 10); the next ones are refused. */
  allowance?: number;
  now?: () => number;
}

/** Addresses told by name in a window; the others are counted together (many addresses, one line more). */
const NAMED = 20;

interface Count {
  wrong: number;
  refused: number;
}

export class KeyAttempts {
  /** Wrong keys of each address in the current minute of the log. */
  private readonly counts = new Map<string, Count>();
  /** The addresses whose first wrong key of the window was said at once. */
  private readonly told = new Set<string>();
  /** When each address's wrong keys let in within the last window came, oldest first. */
  private readonly letIn = new Map<string, number[]>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly windowMs: number;
  private readonly allowance: number;
  private readonly now: () => number;

  constructor(private readonly options: KeyAttemptsOptions) {
    this.windowMs = options.windowMs ?? 60_000;
    this.allowance = options.allowance ?? 10;
    this.now = options.now ?? (() => Date.now());
  }

  /** A wrong key from `address`, counted and said; false when it is past its allowance (refuse it). */
  wrong(address: string): boolean {
    const t = this.now();
    const recent = (this.letIn.get(address) ?? []).filter((at) => t - at < this.windowMs);
    const allowed = recent.length < this.allowance;
    if (allowed) recent.push(t);
    this.letIn.set(address, recent);
    const count = this.counts.get(address) ?? { wrong: 0, refused: 0 };
    count.wrong++;
    if (!allowed) count.refused++;
    this.counts.set(address, count);
    if (count.wrong === 1 && this.told.size < NAMED) {
      this.told.add(address);
      this.options.log(`a wrong household key from ${address}: let in as a guest`);
    }
    this.timer ??= setTimeout(() => this.flush(), this.windowMs).unref();
    return allowed;
  }

  /** The window is over: what was not said yet, one line per address (the most first), and a fresh count. */
  private flush(): void {
    this.timer = null;
    const unsaid = [...this.counts]
      .filter(([address, n]) => n.wrong > 1 || !this.told.has(address))
      .sort((a, b) => b[1].wrong - a[1].wrong);
    for (const [address, { wrong, refused }] of unsaid.slice(0, NAMED)) {
      this.options.log(
        `${keysCounted(wrong)} from ${address} in the last minute${refused ? `, ${refused} of them refused` : ''}`,
      );
    }
    const rest = unsaid.slice(NAMED);
    if (rest.length > 0) {
      const keys = rest.reduce((sum, [, n]) => sum + n.wrong, 0);
      const more = rest.length === 1 ? '1 more address' : `${rest.length} more addresses`;
      this.options.log(`${keysCounted(keys)} from ${more} in the last minute`);
    }
    this.counts.clear();
    this.told.clear();
    // An address quiet for a whole window is forgotten; the others keep counting where they are.
    const t = this.now();
    for (const [address, times] of this.letIn)
      if (t - times.at(-1)! >= this.windowMs) this.letIn.delete(address);
  }

  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.counts.clear();
    this.told.clear();
    this.letIn.clear();
  }
}

function keysCounted(n: number): string {
  return n === 1 ? '1 wrong household key' : `${n} wrong household keys`;
}

/** Whether `given` is the key, compared in a time that does not depend on how much of it is right. */
export function isKey(given: string, key: string): boolean {
  const digest = (text: string): Buffer => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(key));
}
