// The rules text in the chosen language.
import { settings, type Language } from '../settings/settings.svelte.ts';
import { rulesEn } from './en.ts';
import { rulesFr } from './fr.ts';
import { rulesIt } from './it.ts';
import { rulesDe } from './de.ts';
import type { RulesText } from './types.ts';

const RULES: Record<Language, RulesText> = { en: rulesEn, fr: rulesFr, it: rulesIt, de: rulesDe };

export function rules(): RulesText {
  return RULES[settings.language];
}
