// The languages the app speaks, in the order the settings list them. Each has its folder here
// (languages/xx/, named by its language tag), holding every word the app says in it; English's is the
// reference whose types every other folder's files satisfy. This list names a language; the one other
// place, the bots' names of every language (botNames.ts), is a compile error until it has the new one.
// The page finds each file in the folders by itself (import.meta.glob), Node by the folder's name, and
// a test checks the list against the folders.
export const LANGUAGES = ['en', 'fr', 'it', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The first of `preferred` (language tags: "fr-CH", "de_DE") that the app speaks; English for none. */
export function spokenLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    const spoken = LANGUAGES.find((language) => language === base);
    if (spoken) return spoken;
  }
  return 'en';
}
