import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEED, SEED, propertySeed } from './seed.ts';

describe('the property tests seed', () => {
  it('is fixed unless NORENBERC_SEED names another', () => {
    expect(propertySeed(undefined)).toBe(DEFAULT_SEED);
    expect(propertySeed('')).toBe(DEFAULT_SEED);
    expect(propertySeed('42')).toBe(42);
    expect(() => propertySeed('soon')).toThrow(/NORENBERC_SEED/);
  });

  it('is the one fast-check uses', () => {
    expect(fc.readConfigureGlobal().seed).toBe(SEED);
  });
});
