// French typography: a narrow no-break space (U+202F) before ":", ";", "?", "!" and "»" and after "«",
// so that no line ever begins with one of them. The French catalogue and rules are written with plain
// spaces there, and set here once, the texts their functions return included.

const BEFORE = /[ \u00a0]([:;?!»])/g;
const AFTER = /«[ \u00a0]/g;

/** "Prix : 3 ?" with narrow no-break spaces. */
export function frenchSpaces(text: string): string {
  return text.replace(BEFORE, '\u202f$1').replace(AFTER, '«\u202f');
}

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
