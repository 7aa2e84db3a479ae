// What the host side reads of the languages' folders, each by its name: Node has no import.meta.glob,
// so a file is imported from its folder's path (which esbuild follows into the desktop's bundle).
import { LANGUAGES, type Language } from './languages.ts';
import type { BotNames } from './en/bots.ts';
import type { StartWords } from './en/start.ts';

/** Every language's default names of the bots, which a stored name may be in. */
export async function everyBotNames(): Promise<BotNames[]> {
  return Promise.all(
    LANGUAGES.map(async (language) => ((await import(`./${language}/bots.ts`)) as { bots: BotNames }).bots),
  );
}

/** Why the desktop app cannot start, in `language`. */
export async function startWords(language: Language): Promise<StartWords> {
  return ((await import(`./${language}/start.ts`)) as { start: StartWords }).start;
}
