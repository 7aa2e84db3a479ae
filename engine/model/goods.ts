// Goods are counted per guild index internally (arrays) and by good id in actions and records.
import { GOODS, goodIndex } from './components.ts';
import type { GoodsCount, Result } from './types.ts';
import { zeros } from './lists.ts';

export function toGoodsCount(counts: readonly number[]): GoodsCount {
  const out: GoodsCount = {};
  for (let g = 0; g < counts.length; g++) {
    const n = counts[g]!;
    if (n > 0) setGood(out, g, n);
  }
  return out;
}

/**
 * Good `g`'s count stored by its name written out, the manifest's goods in its order (the goods test
 * checks): a store by a name computed at run time sees every shape of goods object at one site and
 * takes V8's slowest path, one written out sees a few.
 */
function setGood(out: GoodsCount, g: number, n: number): void {
  switch (g) {
    case 0:
      out.beer = n;
      return;
    case 1:
      out.pastries = n;
      return;
    case 2:
      out.shoes = n;
      return;
    case 3:
      out.pages = n;
      return;
    case 4:
      out.cloth = n;
      return;
    default:
      out.hats = n;
  }
}

/**
 * Reads a goods object from an action into counts over `guilds` goods types.
 * Rejects unknown goods, goods of guilds not in play, and anything but whole non-negative numbers.
 */
export function readGoods(goods: unknown, guilds: number): Result<number[]> {
  if (typeof goods !== 'object' || goods === null || Array.isArray(goods)) {
    return { ok: false, error: 'goods must be an object such as { "beer": 2 }' };
  }
  const counts = zeros(guilds);
  for (const key in goods) {
    if (!Object.hasOwn(goods, key)) continue;
    const n = (goods as Record<string, unknown>)[key];
    const g = goodIndex(key);
    if (g < 0) return { ok: false, error: `"${key}" is not a good` };
    if (g >= guilds) return { ok: false, error: `${key} is not in play in this game` };
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) {
      return { ok: false, error: `the count of ${key} must be a whole number of at least 0` };
    }
    counts[g] = n;
  }
  return { ok: true, value: counts };
}

export function total(counts: readonly number[]): number {
  let sum = 0;
  for (let g = 0; g < counts.length; g++) sum += counts[g]!;
  return sum;
}

/** True when `have` holds at least `want` of every good. */
export function covers(have: readonly number[], want: readonly number[]): boolean {
  for (let g = 0; g < want.length; g++) if ((have[g] ?? 0) < (want[g] ?? 0)) return false;
  return true;
}

export function moveGoods(from: number[], to: number[], counts: readonly number[]): void {
  for (let g = 0; g < counts.length; g++) {
    const n = counts[g] ?? 0;
    if (n === 0) continue;
    from[g] = (from[g] ?? 0) - n;
    to[g] = (to[g] ?? 0) + n;
  }
}

/**
 * Every multiset of exactly `size` goods drawn from `available` (counts per type), in canonical order.
 * Used for buying, recruit payments and the Burglar's loot.
 */
export function multisets(available: readonly number[], size: number): number[][] {
  const out: number[][] = [];
  forEachMultiset(available, size, (m) => out.push(m.slice()));
  return out;
}

/**
 * Calls `visit` with each of `multisets(available, size)` in turn, in one list that changes between calls
 * (copy what is kept): the bots weigh every payment of a window without building them.
 */
export function forEachMultiset(
  available: readonly number[],
  size: number,
  visit: (m: number[]) => void,
): void {
  const m = zeros(available.length);
  if (size !== 1 && size !== 2) {
    visitMultisets(available, m, 0, size, visit);
    return;
  }
  // Payments and loot take one or two goods: listed directly, in the same order, without recursion.
  for (let g = 0; g < available.length; g++) {
    if (available[g]! < 1) continue;
    if (size === 1) {
      m[g] = 1;
      visit(m);
      m[g] = 0;
      continue;
    }
    if (available[g]! >= 2) {
      m[g] = 2;
      visit(m);
    }
    m[g] = 1;
    for (let h = g + 1; h < available.length; h++) {
      if (available[h]! < 1) continue;
      m[h] = 1;
      visit(m);
      m[h] = 0;
    }
    m[g] = 0;
  }
}

function visitMultisets(
  available: readonly number[],
  current: number[],
  g: number,
  left: number,
  visit: (m: number[]) => void,
): void {
  if (left === 0) {
    visit(current);
    return;
  }
  if (g >= available.length) return;
  for (let n = Math.min(left, available[g]!); n >= 0; n--) {
    current[g] = n;
    visitMultisets(available, current, g + 1, left - n, visit);
  }
  current[g] = 0;
}

/** Ways to draw so far in `multisetCounts`, by size: reused, as it is asked for every legal-action list. */
const ways: number[] = [];

/**
 * How many multisets `multisets(available, size)` lists, counted without building them; as if type
 * `short` held `fewer` goods less, if given (what a price's own goods leave for the rest of it).
 */
export function multisetCount(available: readonly number[], size: number, short = -1, fewer = 0): number {
  return multisetCounts(available, size, short, fewer)[size]!;
}

/**
 * How many multisets of each size up to `maxSize` can be drawn from `available` (type `short` holding
 * `fewer` less, if given), by size; a list reused by the next call.
 */
export function multisetCounts(
  available: readonly number[],
  maxSize: number,
  short = -1,
  fewer = 0,
): readonly number[] {
  ways[0] = 1;
  if (maxSize <= 3) {
    // Purchases, payments and loot take at most three goods: counted from how many types hold at least
    // one, two and three (three alike, a pair and another, or three different).
    let one = 0;
    let two = 0;
    let three = 0;
    for (let g = 0; g < available.length; g++) {
      const have = g === short ? available[g]! - fewer : available[g]!;
      if (have >= 1) one++;
      if (have >= 2) two++;
      if (have >= 3) three++;
    }
    // Each made a small integer (`| 0`): a division's result, or -0 (0 × -1 with no goods), is a double,
    // and this reused list would hold doubles from then on, which spread to the counts made from it.
    ways[1] = one;
    ways[2] = (two + (one * (one - 1)) / 2) | 0;
    ways[3] = (three + two * (one - 1) + (one * (one - 1) * (one - 2)) / 6) | 0;
    return ways;
  }
  for (let k = 1; k <= maxSize; k++) ways[k] = 0;
  for (let g = 0; g < available.length; g++) {
    const have = g === short ? available[g]! - fewer : available[g]!;
    if (have === 0) continue;
    // From the largest size down, so that ways[k - take] still counts the types before g alone.
    for (let k = maxSize; k > 0; k--) {
      let sum = 0;
      for (let take = have < k ? have : k; take >= 0; take--) sum += ways[k - take]!;
      ways[k] = sum;
    }
  }
  return ways;
}

function single(types: number, g: number, n: number): number[] {
  const m = zeros(types);
  m[g] = n;
  return m;
}

/**
 * Multisets by size drawn from the types from g on, for `nthMultiset`: `suffix[g * (size + 1) + k]`.
 * Reused, as a random legal action asks for one.
 */
const suffix: number[] = [];

/** The `index`-th multiset of `multisets(available, size)`, built alone. */
export function nthMultiset(available: readonly number[], size: number, index: number): number[] {
  const types = available.length;
  if (size === 1 || size === 2) {
    // Walked in the order `multisets` lists them, as a payment or loot of one or two goods is asked for.
    let i = index;
    for (let g = 0; g < types; g++) {
      if (available[g]! < 1) continue;
      if (size === 1 || available[g]! >= 2) {
        if (i-- === 0) return single(types, g, size);
      }
      if (size === 1) continue;
      for (let h = g + 1; h < types; h++) {
        if (available[h]! < 1 || i-- > 0) continue;
        const m = single(types, g, 1);
        m[h] = 1;
        return m;
      }
    }
    throw new Error(`no multiset ${index} of ${size}`);
  }
  const row = size + 1;
  for (let k = 0; k <= size; k++) suffix[types * row + k] = k === 0 ? 1 : 0;
  for (let g = types - 1; g >= 0; g--) {
    const have = available[g]!;
    for (let k = 0; k <= size; k++) {
      let sum = 0;
      for (let take = have < k ? have : k; take >= 0; take--) sum += suffix[(g + 1) * row + k - take]!;
      suffix[g * row + k] = sum;
    }
  }
  const out = zeros(types);
  let left = size;
  let i = index;
  for (let g = 0; g < types && left > 0; g++) {
    for (let k = Math.min(left, available[g]!); k >= 0; k--) {
      // Multisets taking k of type g come before those taking fewer: skip them whole if i lies beyond.
      const below = suffix[(g + 1) * row + left - k]!;
      if (i < below) {
        out[g] = k;
        left -= k;
        break;
      }
      i -= below;
    }
  }
  return out;
}

export function describeGoods(counts: readonly number[]): string {
  const parts = counts.flatMap((n, g) => (n > 0 ? [`${n} ${GOODS[g]}`] : []));
  return parts.length ? parts.join(', ') : 'no goods';
}
