// Every sentence of the French, Italian and German catalogues that names a guild or counts something,
// said for every guild and for the counts 0, 1 and 2, checked against each language's rules: Italian
// articles agree with the name's first sound ("degli Stampatori", never "dei Stampatori"), French
// elides and contracts ("des Imprimeurs", "d’Imprimeurs", never "de les" or "de Imprimeurs"), German
// says no article twice, and each language's nouns agree with the count before them (German's weak
// "Agent" is "Agenten" in every case but the nominative singular; "PV" is the same for one and many). The functions are
// found by their parameters' names in English's catalogue, which every other one is typed by.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../languages/languages.ts';
import { messages as en } from '../../languages/en/messages.ts';
import { messages as fr } from '../../languages/fr/messages.ts';
import { messages as it_ } from '../../languages/it/messages.ts';
import { messages as de } from '../../languages/de/messages.ts';

type Catalogue = typeof en;
const CATALOGUES: Partial<Record<Language, Catalogue>> = { fr, it: it_, de };
const COUNTS = [0, 1, 2] as const;

/** A parameter that takes a guild's name (or a list of them). */
const GUILD = /^(guild|guilds|prestige|other[A-Z]?\w*Guild|\w+Guild)$/;
/** A parameter that takes a number. */
const NUMBER =
  /^(n|count|counts|value|vp|talers|price|round|rounds|place|mine|rival|total|tiles|window|games|minutes|seconds|players|number|amount|points|moves|wins|goods|agents|guests|crests|musicians|mayors|base|paid|cost|left|turn|turns|seat|seats|k|i|level|rank|size|got|gave|draws|steps|cards|step|of|at|decisions|hints|takeBacks|drawn|kept|sold|bought|more|fewer|loss|gain|score|max|min|spare|share|pct|percent|behind|ahead|over|under|delay|left|used)$/;

/** The parameters' names of an arrow function as English's source spells them. */
function params(fn: (...args: never[]) => unknown): string[] {
  const source = fn.toString();
  const list =
    /^\s*(?:async\s*)?\(([^)]*)\)\s*=>/.exec(source)?.[1] ?? /^\s*(\w+)\s*=>/.exec(source)?.[1] ?? '';
  return list
    .split(',')
    .map((p) =>
      p
        .trim()
        .replace(/[=:].*$/, '')
        .trim(),
    )
    .filter(Boolean);
}

interface Said {
  key: string;
  guild: string | null;
  count: number | null;
  text: string;
}

/** Every text a function of the catalogue says with a guild or a count in it, by its key. */
function sayings(catalogue: Catalogue): Said[] {
  const out: Said[] = [];
  const guilds = Object.values(catalogue.guilds);
  const walk = (english: unknown, ours: unknown, key: string): void => {
    if (typeof english === 'function' && typeof ours === 'function') {
      const names = params(english as (...args: never[]) => unknown);
      const hasGuild = names.some((n) => GUILD.test(n));
      const hasCount = names.some((n) => NUMBER.test(n));
      if (!hasGuild && !hasCount) return;
      for (const guild of hasGuild ? guilds : [null])
        for (const count of hasCount ? COUNTS : [null]) {
          // Another name: a word beginning with a consonant, which asks nothing of the words before it.
          const args = names.map((n) => (GUILD.test(n) ? guild : NUMBER.test(n) ? count : 'Ben'));
          let said: unknown;
          try {
            said = (ours as (...a: unknown[]) => unknown)(...args);
          } catch {
            continue; // A function whose arguments are not what their names suggest: not a sentence here.
          }
          if (typeof said === 'string') out.push({ key, guild, count, text: said });
        }
      return;
    }
    if (english && typeof english === 'object' && ours && typeof ours === 'object')
      for (const [k, v] of Object.entries(english))
        walk(v, (ours as Record<string, unknown>)[k], `${key}.${k}`);
  };
  walk(en, catalogue, '');
  return out;
}

/** Italian names that take "gli" (s and a consonant, z, gn, ps, x, y, a vowel). */
const GLI = /^(s[^aeiou]|z|gn|ps|x|y|[aeiou])/i;

/** What is wrong in one text, by the language's rules. */
function wrong(language: Language, said: Said, guilds: readonly string[]): string[] {
  const { text, count } = said;
  const problems: string[] = [];
  const find = (re: RegExp, why: string): void => {
    const m = re.exec(text);
    if (m) problems.push(`${why}: “${m[0]}”`);
  };
  if (language === 'it') {
    for (const g of guilds) {
      const plain = /\b(i|I|dei|Dei|ai|Ai|nei|Nei|dai|Dai|sui|coi)\s+$/;
      const gli = /\b(gli|Gli|degli|Degli|agli|Agli|negli|Negli|dagli|Dagli|sugli)\s+$/;
      for (const m of text.matchAll(new RegExp(`\\b${g}\\b`, 'g'))) {
        const before = text.slice(0, m.index);
        if (GLI.test(g) && plain.test(before)) problems.push(`“${plain.exec(before)![0].trim()} ${g}”`);
        if (!GLI.test(g) && gli.test(before)) problems.push(`“${gli.exec(before)![0].trim()} ${g}”`);
      }
    }
    if (count === 1)
      find(/\b1 (merci|ospiti|artigiani|agenti|talleri|turni|partite|blasoni|punti)\b/, 'one, plural');
    if (count === 2 || count === 0)
      find(
        /\b[02] (merce|ospite|artigiano|agente|tallero|turno|partita|blasone|punto)\b/,
        'several, singular',
      );
  }
  if (language === 'fr') {
    find(/\b(de|à|De|À) (le|les)\b/, 'no contraction');
    find(/(?<![-\w])(de|De|que|Que|le|Le|la|La) [AEIOUYÉÈaeiouyéè]\w*/u, 'no elision');
    if (count === 1)
      find(
        /\b1 (marchandises|clients|artisans|agents|thalers|tours|manches|parties|blasons|points)\b/,
        'one, plural',
      );
    if (count === 2)
      find(
        /\b2 (marchandise|client|artisan|agent|thaler|tour|manche|partie|blason|point)\b/,
        'several, singular',
      );
  }
  if (language === 'de') {
    find(/\b(der|die|das|den|dem|des|Der|Die|Das|Den|Dem|Des) (der|die|das|den|dem|des)\b/, 'two articles');
    if (count === 1)
      find(/\b1 (Waren|Gäste|Karten|Runden|Partien|Spiele|Züge|Punkte|Siegpunkte|Stimmen)\b/, 'one, plural');
    if (count === 2 || count === 0)
      find(
        /\b[02] (Ware|Gast|Agent|Karte|Runde|Partie|Spiel|Zug|Punkt|Siegpunkt|Stimme)\b/,
        'several, singular',
      );
  }
  return problems;
}

describe('the sentences that name a guild or a count', () => {
  for (const [language, catalogue] of Object.entries(CATALOGUES) as [Language, Catalogue][])
    it(`hold to ${language}'s grammar for every guild and count`, () => {
      const said = sayings(catalogue);
      // Enough is said to make the check worth its name: every guild in many sentences.
      expect(said.filter((s) => s.guild !== null).length).toBeGreaterThan(300);
      expect(said.filter((s) => s.count !== null).length).toBeGreaterThan(300);
      const guilds = Object.values(catalogue.guilds);
      const problems = said.flatMap((s) =>
        wrong(language, s, guilds).map(
          (p) => `${s.key} (${s.guild ?? '–'}, ${s.count ?? '–'}): ${p} in “${s.text}”`,
        ),
      );
      expect([...new Set(problems)]).toEqual([]);
    });
});
