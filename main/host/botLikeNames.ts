// A person may not go by a bot's default name in any language the app speaks ("Mittlerer Bot" typed at
// an English host), numbered ("Medium bot 2") or in a form people could take for one (case, width,
// look-alike letters: the rule names at a table keep): a table would show them as a bot, and a
// reader's screen would name them as the level's bot in its own words.
import { BOT_LEVELS } from '../../engine/bots/index.ts';
import { EVERY_BOT_NAMES } from '../../languages/botNames.ts';
import { storedBotName } from '../../protocol/botNames.ts';
import { clashes } from '../../protocol/names.ts';

const DEFAULTS: readonly string[] = [
  ...EVERY_BOT_NAMES.flatMap((names) => Object.values(names)),
  ...BOT_LEVELS.map(storedBotName),
];

/** Whether `name` reads as a bot's default name, numbered or not. */
export function botLike(name: string): boolean {
  // A number after it, in any digits ("Easy bot 2", full-width "Easy bot ２"), numbers a bot all the same.
  const unnumbered = name
    .normalize('NFKC')
    .trim()
    .replace(/\s+\p{Nd}+$/u, '');
  return clashes(unnumbered, DEFAULTS);
}
