// Wrong household keys, counted alone: each address's first said at once, the rest of its minute in
// one line when the minute is over, refused past the allowance; many addresses cost at most 21 lines a
// minute. The key compared whole.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KeyAttempts, isKey } from '../../../main/host/keyAttempts.ts';

afterEach(() => vi.useRealTimers());

function attempts(): { keys: KeyAttempts; lines: string[] } {
  const lines: string[] = [];
  return { keys: new KeyAttempts({ log: (line) => lines.push(line) }), lines };
}

describe('wrong household keys', () => {
  it('are said once per address at once, the rest of the minute in one line, refused past ten', () => {
    vi.useFakeTimers();
    const { keys, lines } = attempts();
    const answers = Array.from({ length: 871 }, () => keys.wrong('127.0.0.5'));
    expect(answers.filter(Boolean)).toHaveLength(10);
    expect(answers.slice(0, 10).every(Boolean)).toBe(true);
    expect(keys.wrong('127.0.0.6')).toBe(true);
    expect(lines).toEqual([
      'a wrong household key from 127.0.0.5: let in as a guest',
      'a wrong household key from 127.0.0.6: let in as a guest',
    ]);
    vi.advanceTimersByTime(60_000);
    expect(lines.slice(2)).toEqual([
      '871 wrong household keys from 127.0.0.5 in the last minute, 861 of them refused',
    ]);
    // A minute after the first ten, a new allowance.
    expect(keys.wrong('127.0.0.5')).toBe(true);
    expect(lines.at(-1)).toBe('a wrong household key from 127.0.0.5: let in as a guest');
    vi.advanceTimersByTime(60_000);
    expect(lines).toHaveLength(4);
    keys.close();
  });

  it('lets in no more than ten from one address in any minute, across the minutes of the log', () => {
    vi.useFakeTimers();
    const { keys, lines } = attempts();
    expect(keys.wrong('127.0.0.5')).toBe(true);
    vi.advanceTimersByTime(59_000);
    expect(Array.from({ length: 9 }, () => keys.wrong('127.0.0.5')).every(Boolean)).toBe(true);
    // The log's minute ends; the nine of a second ago are still within a minute: refused.
    vi.advanceTimersByTime(2_000);
    expect(lines.at(-1)).toBe('10 wrong household keys from 127.0.0.5 in the last minute');
    expect(Array.from({ length: 5 }, () => keys.wrong('127.0.0.5'))).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
    // A minute after the nine, ten within the minute again, one of them taken.
    vi.advanceTimersByTime(59_000);
    expect(Array.from({ length: 11 }, () => keys.wrong('127.0.0.5')).filter(Boolean)).toHaveLength(9);
    vi.advanceTimersByTime(1_000);
    expect(lines.at(-1)).toBe('16 wrong household keys from 127.0.0.5 in the last minute, 6 of them refused');
    keys.close();
  });

  it('from many addresses, names twenty a minute and counts the others in one line', () => {
    vi.useFakeTimers();
    const { keys, lines } = attempts();
    for (let i = 1; i <= 200; i++) for (let n = 0; n < i % 3; n++) keys.wrong(`127.0.${i}.1`);
    expect(lines).toHaveLength(20);
    vi.advanceTimersByTime(60_000);
    // At most 20 lines by name (the most first), then one for the rest.
    expect(lines).toHaveLength(41);
    expect(lines.slice(20, 40).every((line) => line.startsWith('2 wrong household keys from 127.0.'))).toBe(
      true,
    );
    expect(lines.at(-1)).toMatch(/^\d+ wrong household keys from \d+ more addresses in the last minute$/);
    keys.close();
  });

  it('counts one key and one address as one', () => {
    vi.useFakeTimers();
    const { keys, lines } = attempts();
    for (let i = 1; i <= 21; i++) keys.wrong(`127.0.9.${i}`);
    vi.advanceTimersByTime(60_000);
    expect(lines.slice(20)).toEqual(['1 wrong household key from 127.0.9.21 in the last minute']);
    for (let i = 1; i <= 21; i++) keys.wrong(`127.0.8.${i}`);
    for (let i = 1; i <= 20; i++) keys.wrong(`127.0.8.${i}`);
    vi.advanceTimersByTime(60_000);
    expect(lines.at(-1)).toBe('1 wrong household key from 1 more address in the last minute');
    keys.close();
  });

  it('compares the key whole, whatever its length', () => {
    const key = 'a'.repeat(32);
    expect(isKey(key, key)).toBe(true);
    for (const wrong of ['', 'a', 'a'.repeat(31), `${key}a`, `b${'a'.repeat(31)}`])
      expect(isKey(wrong, key)).toBe(false);
  });
});
