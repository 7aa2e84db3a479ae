// A game's fingerprint: the SHA-256 of its seed and its deal (docs/game-record.md, "The
// fingerprint"). Every player sees it when the game starts, while the seed stays on the host; once the
// game is over the seed is revealed, and anyone can hash it with the deal again to see that the shuffle
// was fixed before the first move. The engine hashes nothing (it is pure and runs in the browser too):
// this is the one place that defines what is hashed, with Node's own SHA-256.
import { createHash } from 'node:crypto';
import type { Deal, GameRecord } from '../../engine/index.ts';

/**
 * The text hashed: `{"deal":…,"seed":…}` as canonical JSON (RFC 8785: every object's keys sorted, no
 * white space, strings and numbers as JavaScript writes them), so that any JSON tool can rebuild it.
 */
export function fingerprintText(seed: string, deal: Deal): string {
  return canonical({ deal, seed });
}

/** The fingerprint of a seed and a deal: 64 lowercase hexadecimal digits. */
export function fingerprint(seed: string, deal: Deal): string {
  return createHash('sha256').update(fingerprintText(seed, deal), 'utf8').digest('hex');
}

/**
 * The fingerprint a record's seed and `deal` (the deal it replays with) really have, when the record
 * carries a different one; null when it carries the right one, or none.
 */
export function wrongFingerprint(
  record: Pick<GameRecord, 'seed' | 'fingerprint'>,
  deal: Deal,
): string | null {
  if (record.fingerprint === undefined) return null;
  const computed = fingerprint(record.seed, deal);
  return computed === record.fingerprint ? null : computed;
}

/** Why a record carrying `carried` rather than its seed and deal's `computed` fingerprint is refused. */
export function wrongFingerprintWords(carried: string, computed: string): string {
  return (
    `the record's fingerprint ${carried} is not that of its seed and deal (${computed}): ` +
    'its seed or its deal was changed after the game began'
  );
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    // Sorted by UTF-16 code units, as RFC 8785 sorts; a field left undefined is no field.
    const fields = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${fields.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
