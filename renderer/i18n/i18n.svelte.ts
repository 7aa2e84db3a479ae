// The one i18n system: every string of the interface comes from the catalogue of the chosen language.
// Reading t() inside a component makes it follow a language change at once. Each language is a chunk of
// its own: the page fetches the player's before it shows anything, and the others with the settings,
// where the language is chosen, so that a switch is at once (and needs no host).
import { LANGUAGES, settings, type Language } from '../settings/settings.svelte.ts';
import type { Messages } from './en.ts';

const FETCH: Record<Language, () => Promise<Messages>> = {
  en: async () => (await import('./en.ts')).en,
  fr: async () => (await import('./fr.ts')).fr,
  it: async () => (await import('./it.ts')).it,
  de: async () => (await import('./de.ts')).de,
};

const loaded: Partial<Record<Language, Messages>> = {};

/** Fetches a language's catalogue (once). */
export async function loadCatalog(language: Language): Promise<Messages> {
  return (loaded[language] ??= await FETCH[language]());
}

/** Fetches every language's catalogue. */
export async function loadCatalogs(): Promise<Record<Language, Messages>> {
  const all = await Promise.all(LANGUAGES.map(loadCatalog));
  return Object.fromEntries(LANGUAGES.map((language, i) => [language, all[i]])) as Record<Language, Messages>;
}

/** A loaded language's catalogue: the player's from the start, any once the settings opened. */
export function catalog(language: Language): Messages {
  const messages = loaded[language];
  if (!messages) throw new Error(`the ${language} catalogue is not loaded`);
  return messages;
}

export function t(): Messages {
  return catalog(settings.language);
}

export type { Messages };
