import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GOODS } from '../../engine/model/components.ts';
import { multisetCount, multisets, nthMultiset, toGoodsCount } from '../../engine/model/goods.ts';

describe('multisets of goods', () => {
  it('are counted and picked one by one exactly as they are listed', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 4 }),
        (available, size) => {
          const all = multisets(available, size);
          expect(multisetCount(available, size)).toBe(all.length);
          all.forEach((m, i) => expect(nthMultiset(available, size, i)).toEqual(m));
          expect(new Set(all.map((m) => m.join())).size).toBe(all.length);
          for (const m of all) expect(m.reduce((a, b) => a + b, 0)).toBe(size);
        },
      ),
    );
  });

  it('lists the 15 ways to take two goods from five types with plenty of each', () => {
    expect(multisets([2, 2, 2, 2, 2], 2)).toHaveLength(15);
    expect(multisets([1, 0, 0], 2)).toEqual([]);
  });
});

describe('goods objects', () => {
  it('name each good as the manifest does, in its order, with counts above zero only', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 6 }), (counts) => {
        const named = toGoodsCount(counts);
        const expected = counts.flatMap((n, g) => (n > 0 ? [[GOODS[g]!, n] as const] : []));
        expect(Object.entries(named)).toEqual(expected);
      }),
    );
  });
});
