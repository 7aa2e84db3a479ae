// The one i18n system: every string of the interface comes from the catalogue of the chosen language.
// Reading t() inside a component makes it follow a language change at once.
import { settings, type Language } from '../settings/settings.svelte.ts';
import { en, type Messages } from './en.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import { de } from './de.ts';

export const CATALOGS: Record<Language, Messages> = { en, fr, it, de };

export function t(): Messages {
  return CATALOGS[settings.language];
}

export type { Messages };
