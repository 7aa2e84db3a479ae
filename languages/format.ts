// Numbers, counts and dates in a language's own way, through Intl: "10,3" in German, "1 000" in French,
// "1 partie" but "2 parties". The catalogues word their counts with `counted`; the screens format their
// figures with the others, given the catalogue's locale.

const numbers = new Map<string, Intl.NumberFormat>();
const rules = new Map<string, Intl.PluralRules>();

function cached<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let value = cache.get(key);
  if (!value) cache.set(key, (value = make()));
  return value;
}

function numberFormat(locale: string, options: Intl.NumberFormatOptions, key: string): Intl.NumberFormat {
  return cached(numbers, `${locale} ${key}`, () => new Intl.NumberFormat(locale, options));
}

/** `n` formatted, a negative one with a true minus sign ("−2.8"), as the review writes its losses. */
function figure(format: Intl.NumberFormat, n: number): string {
  return format.format(n).replace('-', '\u2212');
}

/** "Ana, Ben and Cleo", as the language joins a list of names. */
export function listed(locale: string, items: readonly string[]): string {
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
}

/** A whole number: "1,234" in English, "1.234" in German. */
export function integer(locale: string, n: number): string {
  return figure(numberFormat(locale, { maximumFractionDigits: 0 }, 'integer'), n);
}

/** At most one decimal, none when it is 0: "10.3" in English, "10,3" in German, "2". */
export function decimal(locale: string, n: number): string {
  return figure(numberFormat(locale, { maximumFractionDigits: 1 }, 'decimal'), n);
}

/** Exactly one decimal, for projected VP: "4.5" in English, "4,5" in German, "2.0". */
export function tenths(locale: string, n: number): string {
  return figure(numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }, 'tenths'), n);
}

/** A rate from 0 to 1 as a whole percentage: "76%" in English, "76 %" in French and German. */
export function percent(locale: string, rate: number): string {
  return figure(numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }, 'percent'), rate);
}

/**
 * A count with its noun in the form the language's plural rules pick: `forms.one` for what the
 * language counts as one (1 in English; 0 and 1 in French), `forms.other` otherwise.
 */
export function counted(locale: string, n: number, forms: { one: string; other: string }): string {
  const form = cached(rules, locale, () => new Intl.PluralRules(locale)).select(n);
  return `${integer(locale, n)} ${form === 'one' ? forms.one : forms.other}`;
}

/** `Intl.DurationFormat`, where the runtime has it (browsers do; Node 20 does not). */
type DurationFormat = new (
  locale: string,
  options: { style: 'long'; secondsDisplay?: 'always' },
) => { format(duration: { minutes?: number; seconds?: number }): string };

/**
 * A time taken, in whole seconds, as minutes and seconds in the language's own words, in full: "9
 * seconds", "1 minute, 5 seconds", "1 minute et 5 secondes" (`Intl.DurationFormat`; where a runtime
 * lacks it, the same words from its units and list format). A zero part is left out.
 */
export function elapsed(locale: string, seconds: number): string {
  const duration = { minutes: Math.floor(seconds / 60), seconds: seconds % 60 };
  const Duration = (Intl as { DurationFormat?: DurationFormat }).DurationFormat;
  if (Duration)
    // Zero seconds are said ("0 seconds") when there is nothing else to say.
    return new Duration(
      locale,
      duration.minutes ? { style: 'long' } : { style: 'long', secondsDisplay: 'always' },
    ).format(duration);
  const unit = (unit: 'minute' | 'second', n: number): string =>
    numberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }, `${unit}-long`).format(n);
  const parts = [
    ...(duration.minutes ? [unit('minute', duration.minutes)] : []),
    ...(duration.seconds || !duration.minutes ? [unit('second', duration.seconds)] : []),
  ];
  return new Intl.ListFormat(locale, { type: 'unit', style: 'long' }).format(parts);
}

/** A moment (ms since the epoch) as a day: "22 Nov 2026" in English, "22. Nov. 2026" in German. */
export function date(locale: string, at: number): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(at);
}
