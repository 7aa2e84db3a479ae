// Digests of what the engine and the bots produce, for the fixtures that prove a change to their
// internals changed no outcome: every value hashed in a canonical JSON form (object keys sorted, so that
// the order an object was built in does not count; array order and every number's exact value do).
import { createHash, type Hash } from 'node:crypto';

export function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'undefined';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const keys = Object.keys(value)
    .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`;
}

/** Named running digests: each `add` feeds one value's canonical form into the digest of its name. */
export class Digests {
  readonly #hashes = new Map<string, Hash>();

  add(name: string, value: unknown): void {
    let hash = this.#hashes.get(name);
    if (!hash) {
      hash = createHash('sha256');
      this.#hashes.set(name, hash);
    }
    hash.update(canonical(value));
    hash.update('\n');
  }

  /** Each name's digest (16 hex digits: enough to tell any change), names in the order first added. */
  result(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [name, hash] of this.#hashes) out[name] = hash.digest('hex').slice(0, 16);
    return out;
  }
}
