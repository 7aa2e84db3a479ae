// Every language's default names of the bots (languages/xx/bots.ts): a name stored by a screen in any
// language is recognised as the level's.
import type { BotNames } from '../../languages/en/bots.ts';
import { byLanguage } from './folders.ts';

export const BOT_NAMES: readonly BotNames[] = Object.values(
  byLanguage(
    import.meta.glob<BotNames>('../../languages/*/bots.ts', { eager: true, import: 'bots' }),
    'bots.ts',
  ),
);
