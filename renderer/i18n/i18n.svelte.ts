// The one i18n system: every string of the interface comes from the catalogue of the chosen language.
// Reading t() inside a component makes it follow a language change at once.
//
// Each catalogue is fetched when needed. Before anything shows, the player's language's first words
// (home.xx.ts: Home, and what every screen shows around itself, read with homeT()); with the first other
// screen, the whole catalogue (xx.ts, read with t()); with the settings, where the language is chosen,
// every language, so that a switch is at once and needs no host.
import { LANGUAGES, settings, type Language } from '../settings/settings.svelte.ts';
import type { Messages } from './en.ts';
import type { HomeMessages } from './home.en.ts';

const FETCH_HOME: Record<Language, () => Promise<HomeMessages>> = {
  en: async () => (await import('./home.en.ts')).homeEn,
  fr: async () => (await import('./home.fr.ts')).homeFr,
  it: async () => (await import('./home.it.ts')).homeIt,
  de: async () => (await import('./home.de.ts')).homeDe,
};

const FETCH: Record<Language, () => Promise<Messages>> = {
  en: async () => (await import('./en.ts')).en,
  fr: async () => (await import('./fr.ts')).fr,
  it: async () => (await import('./it.ts')).it,
  de: async () => (await import('./de.ts')).de,
};

const homes: Partial<Record<Language, HomeMessages>> = {};
const wholes: Partial<Record<Language, Messages>> = {};

/** Fetches a language's first words (once). */
export async function loadHomeCatalog(language: Language): Promise<HomeMessages> {
  return (homes[language] ??= await FETCH_HOME[language]());
}

/** Fetches a language's whole catalogue (once). */
export async function loadCatalog(language: Language): Promise<Messages> {
  const messages = (wholes[language] ??= await FETCH[language]());
  homes[language] ??= messages;
  return messages;
}

/** Fetches every language's whole catalogue. */
export async function loadCatalogs(): Promise<Record<Language, Messages>> {
  const all = await Promise.all(LANGUAGES.map(loadCatalog));
  return Object.fromEntries(LANGUAGES.map((language, i) => [language, all[i]])) as Record<Language, Messages>;
}

/** A language's whole catalogue, once fetched: the player's with any screen but Home, all with the settings. */
export function catalog(language: Language): Messages {
  const messages = wholes[language];
  if (!messages) throw new Error(`the ${language} catalogue is not loaded`);
  return messages;
}

/** The player's whole catalogue: on every screen but Home, which wait for it. */
export function t(): Messages {
  return catalog(settings.language);
}

/** The player's first words: on Home and around every screen (the connection, a part fetched, errors). */
export function homeT(): HomeMessages {
  const messages = homes[settings.language];
  if (!messages) throw new Error(`the ${settings.language} catalogue is not loaded`);
  return messages;
}

export type { HomeMessages, Messages };
