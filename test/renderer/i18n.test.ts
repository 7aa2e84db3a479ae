import { describe, expect, it } from 'vitest';
import { elapsed } from '../../renderer/i18n/format.ts';
import { CATALOGS } from '../../renderer/i18n/i18n.svelte.ts';
import { rulesEn } from '../../renderer/rules/en.ts';
import { rulesFr } from '../../renderer/rules/fr.ts';
import { rulesIt } from '../../renderer/rules/it.ts';
import { rulesDe } from '../../renderer/rules/de.ts';

/** Arguments to call a message function with: numbers, but a bot level where one is expected. */
function sample(path: string): unknown[] {
  return path.endsWith('.bot') || path.endsWith('.standIn') ? ['medium'] : [2, 3, 4, 5];
}

/** Every leaf of a catalogue: strings, and functions called with sample arguments. */
function leaves(value: unknown, path: string, out: Map<string, string>): void {
  if (typeof value === 'string') out.set(path, value);
  else if (typeof value === 'function')
    out.set(path, String((value as (...a: unknown[]) => unknown)(...sample(path))));
  else if (Array.isArray(value)) value.forEach((v, i) => leaves(v, `${path}[${i}]`, out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) leaves(v, `${path}.${k}`, out);
}

describe('the languages', () => {
  const all = Object.fromEntries(
    Object.entries(CATALOGS).map(([lang, m]) => {
      const out = new Map<string, string>();
      leaves(m, '', out);
      return [lang, out];
    }),
  );

  it('have the same strings in English, French, Italian and German, none empty or broken', () => {
    expect(Object.keys(all).sort()).toEqual(['de', 'en', 'fr', 'it']);
    const keys = [...all.en!.keys()].sort();
    for (const lang of ['fr', 'it', 'de']) expect([...all[lang]!.keys()].sort()).toEqual(keys);
    for (const [lang, strings] of Object.entries(all)) {
      for (const [key, text] of strings) {
        expect(text, `${lang}${key}`).toMatch(/\S/);
        expect(text, `${lang}${key}`).not.toMatch(/undefined|NaN|\$\{/);
      }
    }
  });

  it('are really translated, not copies of the English', () => {
    for (const lang of ['fr', 'it', 'de']) {
      let same = 0;
      for (const [key, text] of all.en!) if (all[lang]!.get(key) === text) same++;
      // Names and symbols such as "Norenberc", "Menu" or "⇄" may stay the same.
      expect(same / all.en!.size).toBeLessThan(0.1);
    }
  });

  it('have the rules in every language with the same structure', () => {
    for (const r of [rulesFr, rulesIt, rulesDe]) {
      expect(r.sections.map((s) => [s.id, s.figure, s.paragraphs.length])).toEqual(
        rulesEn.sections.map((s) => [s.id, s.figure, s.paragraphs.length]),
      );
      expect(r.walkthrough.steps).toHaveLength(rulesEn.walkthrough.steps.length);
      expect(r.housePins).toHaveLength(rulesEn.housePins.length);
    }
  });

  it('say how long a review has run in their own words', () => {
    expect(CATALOGS.en.review.underway(65)).toBe('Under way for 1 min 5 secs');
    expect(CATALOGS.en.review.underway(1)).toBe('Under way for 1 sec');
    expect(CATALOGS.fr.review.underway(65)).toBe(`En cours depuis ${elapsed('fr', 65)}`);
    expect(elapsed('fr', 65)).toMatch(/^1\smin 5\ss$/);
    expect(elapsed('de', 12)).toMatch(/^12\sSek\.$/);
    expect(CATALOGS.it.review.progress(2, 9)).toBe('Analisi della decisione 3 di 9…');
    expect(CATALOGS.de.review.progress(9, 9)).toBe('Alle 9 Entscheidungen gewogen');
  });
});
