// The bots' default names in every language the app speaks, in one table that the page, the host and
// the command line read alike: the host names a bot seat no one named in English ("Medium bot",
// "Medium bot 2"), each screen says a bot's default name in its own words, a name any language gave
// is known everywhere as the level's, and the host refuses it as a person's. Keyed by LANGUAGES: a
// language added there is a compile error here until its bots are named.
import type { BotLevel } from '../engine/bots/index.ts';
import type { Language } from './languages.ts';

export type BotNames = Readonly<Record<BotLevel, string>>;

export const BOT_NAMES: Readonly<Record<Language, BotNames>> = {
  en: { easy: 'Easy bot', medium: 'Medium bot', hard: 'Hard bot' },
  fr: { easy: 'Robot facile', medium: 'Robot moyen', hard: 'Robot difficile' },
  it: { easy: 'Bot facile', medium: 'Bot medio', hard: 'Bot difficile' },
  // Nouns, not adjectives: a name stays as it is after a preposition ("von Mittel-Bot").
  de: { easy: 'Leicht-Bot', medium: 'Mittel-Bot', hard: 'Schwer-Bot' },
};

/**
 * Names German gave its bots in earlier versions, still in stored games and records: read as the
 * level's bot and refused as a person's, as the names above are.
 */
const FORMER_BOT_NAMES: readonly BotNames[] = [
  { easy: 'Leichter Bot', medium: 'Mittlerer Bot', hard: 'Schwerer Bot' },
];

/** Every language's names, and those it gave before, in no order that matters. */
export const EVERY_BOT_NAMES: readonly BotNames[] = [...Object.values(BOT_NAMES), ...FORMER_BOT_NAMES];
