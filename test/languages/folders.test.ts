// A language is its folder (languages/xx/) and its line in LANGUAGES. The list and the folders agree;
// every folder holds every file English's holds; and each file exports what English's exports, with
// exactly its keys, each of the same kind (a text, a function, a list as long, a group). A language
// that misses a file or a key fails here, and the failure names it.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../languages/languages.ts';

const DIR = join(process.cwd(), 'languages');
const FOLDERS = readdirSync(DIR, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);
const ENGLISH_FILES = readdirSync(join(DIR, 'en')).filter((f) => f.endsWith('.ts'));
const OTHERS = LANGUAGES.filter((language) => language !== 'en');

/** Each key under `value` by its path, with its kind. */
function shape(value: unknown, path: string, out: Map<string, string>): Map<string, string> {
  if (typeof value === 'string') out.set(path, 'a text');
  else if (typeof value === 'function') out.set(path, 'a function');
  else if (Array.isArray(value)) {
    out.set(path, `a list of ${value.length}`);
    value.forEach((v, i) => shape(v, `${path}[${i}]`, out));
  } else if (value && typeof value === 'object') {
    out.set(path, 'a group');
    for (const [k, v] of Object.entries(value)) shape(v, `${path}.${k}`, out);
  } else out.set(path, typeof value);
  return out;
}

/** How `file`'s exports differ from English's: each key missing, extra or of another kind, by its path. */
function differences(file: string, english: object, other: object): string[] {
  const want = shape(english, '', new Map());
  const have = shape(other, '', new Map());
  return [
    ...[...want].flatMap(([path, kind]) =>
      !have.has(path)
        ? [`${file}: ${path} is missing`]
        : have.get(path) !== kind
          ? [`${file}: ${path} is ${have.get(path)}, English's ${kind}`]
          : [],
    ),
    ...[...have.keys()]
      .filter((path) => !want.has(path))
      .map((path) => `${file}: ${path} is not in English's`),
  ];
}

describe('the languages', () => {
  it('are the folders of languages/, one for each language LANGUAGES lists', () => {
    expect([...LANGUAGES].sort()).toEqual([...FOLDERS].sort());
  });

  it.each(OTHERS)('hold every file of English’s folder (%s)', (language) => {
    const missing = ENGLISH_FILES.filter((file) => !existsSync(join(DIR, language, file)));
    expect(missing.map((file) => `languages/${language}/${file} is missing`)).toEqual([]);
  });

  it.each(OTHERS)('say in each file exactly what English’s says, key for key (%s)', async (language) => {
    const found: string[] = [];
    for (const file of ENGLISH_FILES.filter((f) => existsSync(join(DIR, language, f)))) {
      const english = (await import(pathToFileURL(join(DIR, 'en', file)).href)) as object;
      const other = (await import(pathToFileURL(join(DIR, language, file)).href)) as object;
      found.push(...differences(`languages/${language}/${file}`, { ...english }, { ...other }));
    }
    expect(found).toEqual([]);
  });

  it('name what a folder misses', () => {
    const english = { home: { title: 'Home', bot: (level: string) => level, pins: ['a', 'b'] } };
    const other = { home: { title: 'Accueil', bot: 'Robot', pins: ['a'], extra: 'x' } };
    expect(differences('languages/xx/home.ts', english, other)).toEqual([
      "languages/xx/home.ts: .home.bot is a text, English's a function",
      "languages/xx/home.ts: .home.pins is a list of 1, English's a list of 2",
      'languages/xx/home.ts: .home.pins[1] is missing',
      "languages/xx/home.ts: .home.extra is not in English's",
    ]);
  });
});
