// Each language's file of one kind, found in its folder (languages/xx/) by import.meta.glob: a language
// is its folder and its line in LANGUAGES, nothing here.
import { LANGUAGES, type Language } from '../../languages/languages.ts';

/** One file of every folder (an import.meta.glob's result) by language; a folder without it is named. */
export function byLanguage<T>(files: Record<string, T>, name: string): Record<Language, T> {
  const found = (language: Language): T => {
    const path = Object.keys(files).find((key) => key.endsWith(`/languages/${language}/${name}`));
    if (path === undefined) throw new Error(`languages/${language}/${name} is missing`);
    return files[path]!;
  };
  return Object.fromEntries(LANGUAGES.map((language) => [language, found(language)])) as Record<Language, T>;
}
