// A bot's default name, one wording everywhere: the host names a bot seat no one named in English
// ("Medium bot", "Medium bot 2"), each language's screen names it in its own words, and whoever reads a
// stored name (a screen in another language, the command line) recognises any of them as the level's.
import type { BotLevel } from '../engine/bots/index.ts';

/** The levels' words, as the English catalogue's levels too. */
export const BOT_LEVEL_WORDS = { easy: 'Easy', medium: 'Medium', hard: 'Hard' } satisfies Record<
  BotLevel,
  string
>;

/** A bot seat's default name as each language's screen gives it; the catalogues say them from here. */
export const BOT_NAMES = {
  en: { easy: 'Easy bot', medium: 'Medium bot', hard: 'Hard bot' },
  fr: { easy: 'Robot facile', medium: 'Robot moyen', hard: 'Robot difficile' },
  de: { easy: 'Leichter Bot', medium: 'Mittlerer Bot', hard: 'Schwerer Bot' },
  it: { easy: 'Bot facile', medium: 'Bot medio', hard: 'Bot difficile' },
} as const satisfies Record<string, Record<BotLevel, string>>;

/** "Medium bot". */
export function englishBotName(level: BotLevel): string {
  return BOT_NAMES.en[level];
}

/** The names the store gives bot players ("Bot (hard)"), which say nothing but the level. */
const STORED_BOT = /^bot \((easy|medium|hard)\)$/i;

/** Whether `name` is `label` numbered, as a screen names the second bot of a level ("Easy bot 2"). */
export function numberedAs(label: string, name: string): boolean {
  return name.toLowerCase().startsWith(label.toLowerCase()) && /^ \d+$/.test(name.slice(label.length));
}

/**
 * A bot's default name in any language ("Robot difficile 2", stored by a French screen; "Bot (hard)",
 * the store's) said as `label` ("Hard bot 2"); null for a name someone gave it.
 */
export function defaultBotName(name: string, level: BotLevel, label: string): string | null {
  const trimmed = name.trim();
  if (STORED_BOT.test(trimmed)) return label;
  for (const names of Object.values(BOT_NAMES)) {
    const other = names[level];
    if (trimmed.toLowerCase() === other.toLowerCase()) return label;
    if (numberedAs(other, trimmed)) return `${label}${trimmed.slice(other.length)}`;
  }
  return null;
}
