// The rules text in the chosen language, from its folder (languages/xx/rules.ts).
import type { RulesText } from '../../languages/en/rules.ts';
import { settings } from '../settings/settings.svelte.ts';
import { byLanguage } from '../i18n/folders.ts';

const RULES = byLanguage(
  import.meta.glob<RulesText>('../../languages/*/rules.ts', { eager: true, import: 'rules' }),
  'rules.ts',
);

export function rules(): RulesText {
  return RULES[settings.language];
}
