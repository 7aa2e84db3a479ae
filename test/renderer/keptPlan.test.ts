// The planned guilds kept for a reload: read back only in the situation they were ticked in, and only
// as they were written (a storage holding anything else, or refusing writes, keeps nothing).
import { describe, expect, it } from 'vitest';
import { keptPlan } from '../../renderer/play/keptPlan.ts';

class MemoryStorage implements Storage {
  readonly items = new Map<string, string>();
  refuse = false;
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    if (this.refuse) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(key, value);
  }
}

describe('the plan kept for a reload', () => {
  it('is read back in its own situation of its own game only', () => {
    const storage = new MemoryStorage();
    keptPlan('g1', '0|1|1|planning', storage).write(['bakers', 'brewers']);
    expect(keptPlan('g1', '0|1|1|planning', storage).read()).toEqual(['bakers', 'brewers']);
    expect(keptPlan('g1', '0|1|2|planning', storage).read()).toEqual([]);
    expect(keptPlan('g2', '0|1|1|planning', storage).read()).toEqual([]);
    // A newer situation's plan replaces it.
    keptPlan('g1', '0|1|2|planning', storage).write(['tailors']);
    expect(keptPlan('g1', '0|1|1|planning', storage).read()).toEqual([]);
    expect(storage.length).toBe(1);
  });

  it('keeps nothing where the storage holds anything else or refuses to write', () => {
    const storage = new MemoryStorage();
    const read = (): unknown => keptPlan('g', 's', storage).read();
    for (const held of [
      '{',
      'null',
      '[]',
      '{"situation":"s"}',
      '{"situation":"s","chosen":"bakers"}',
      '{"situation":"s","chosen":["bakers","castle"]}',
      '{"situation":"s","chosen":["bakers","bakers"]}',
      '{"situation":"s","chosen":[1]}',
    ]) {
      storage.items.set('norenberc.plan.g', held);
      expect(read(), held).toEqual([]);
    }
    storage.items.clear();
    storage.refuse = true;
    expect(() => keptPlan('g', 's', storage).write(['bakers'])).not.toThrow();
    expect(read()).toEqual([]);
    expect(keptPlan('g', 's', undefined).read()).toEqual([]);
  });
});
