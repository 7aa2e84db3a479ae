// A bot's default name, one wording everywhere: the host names a bot seat no one named in English
// ("Medium bot", "Medium bot 2"), each language's screen names it in its own words (languages/botNames.ts),
// and whoever reads a stored name (a screen in another language, the command line) recognises any of
// them as the level's.
import { BOT_LEVELS, type BotLevel } from '../engine/bots/index.ts';

/** The name the store gives a level's bot player ("Bot (hard)"), which says nothing but the level. */
export function storedBotName(level: BotLevel): string {
  return `Bot (${level})`;
}

const STORED_BOT = new RegExp(`^bot \\((${BOT_LEVELS.join('|')})\\)$`, 'i');

/** Whether `name` is `label` numbered, as a screen names the second bot of a level ("Easy bot 2"). */
export function numberedAs(label: string, name: string): boolean {
  return name.toLowerCase().startsWith(label.toLowerCase()) && /^ \d+$/.test(name.slice(label.length));
}

/**
 * A bot's default name in any language ("Robot difficile 2", stored by a French screen; "Bot (hard)",
 * the store's) said as `label` ("Hard bot 2"), `known` being every language's names; null for a name
 * someone gave it.
 */
export function defaultBotName(
  name: string,
  level: BotLevel,
  label: string,
  known: readonly Readonly<Record<BotLevel, string>>[],
): string | null {
  const trimmed = name.trim();
  if (STORED_BOT.test(trimmed)) return label;
  for (const names of known) {
    const other = names[level];
    if (trimmed.toLowerCase() === other.toLowerCase()) return label;
    if (numberedAs(other, trimmed)) return `${label}${trimmed.slice(other.length)}`;
  }
  return null;
}
