// The one i18n system: every string of the interface comes from the catalogue of the chosen language.
// Reading t() inside a component makes it follow a language change at once.
//
// Each catalogue is fetched from its language's folder (languages/xx/) when needed. Before anything
// shows, the player's language's first words (home.ts: Home, and what every screen shows around itself,
// read with homeT()); with the first other screen, the whole catalogue (messages.ts, read with t()); with
// the settings, where the language is chosen, every language, so that a switch is at once and needs no
// host.
import { LANGUAGES, type Language } from '../../languages/languages.ts';
import type { Messages } from '../../languages/en/messages.ts';
import type { HomeMessages } from '../../languages/en/home.ts';
import { settings } from '../settings/settings.svelte.ts';
import { byLanguage } from './folders.ts';

const FETCH_HOME = byLanguage(
  import.meta.glob<HomeMessages>('../../languages/*/home.ts', { import: 'home' }),
  'home.ts',
);

const FETCH = byLanguage(
  import.meta.glob<Messages>('../../languages/*/messages.ts', { import: 'messages' }),
  'messages.ts',
);

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
