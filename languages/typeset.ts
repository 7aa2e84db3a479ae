// A catalogue's texts set once, as a language's typography wants them (languages/fr/typography.ts).

/** `value` with each of its texts set by `set`: its strings, in lists and groups, and what its functions return. */
export function typeset<T>(value: T, set: (text: string) => string): T {
  if (typeof value === 'string') return set(value) as T;
  if (typeof value === 'function')
    return ((...args: unknown[]) => typeset((value as (...a: unknown[]) => unknown)(...args), set)) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => typeset(v, set)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typeset(v, set)])) as T;
  return value;
}
