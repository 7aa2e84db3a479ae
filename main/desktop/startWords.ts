// The desktop app's own words in its languages (languages/xx/start.ts): why it cannot start, said
// before any page is open, so in the first language the system prefers that the app speaks (English for
// none); and its menu and file dialogs, in the page's language once the page says which.
import type { DesktopWords, StartWords } from '../../languages/en/start.ts';
import { spokenLanguage, type Language } from '../../languages/languages.ts';
import { FolderInUseError, programName } from '../store/folderLock.ts';
import type { StoreOpenError } from '../store/opening.ts';

/**
 * Why the desktop app cannot start, in `language`: Node has no import.meta.glob, so the file is imported
 * by its folder's name (which esbuild follows into the desktop's bundle).
 */
async function startWords(language: Language): Promise<StartWords> {
  return (await wordsOf(language)).start;
}

function wordsOf(language: Language): Promise<{ start: StartWords; desktop: DesktopWords }> {
  return import(`../../languages/${language}/start.ts`) as Promise<{
    start: StartWords;
    desktop: DesktopWords;
  }>;
}

/** The desktop's menu and file dialogs in `language`. */
export async function desktopWords(language: Language): Promise<DesktopWords> {
  return (await wordsOf(language)).desktop;
}

/** Why the app cannot start on its data folder, as its dialog says it in the system's `preferred` languages. */
export async function cannotStartWords(
  preferred: readonly string[],
  err: FolderInUseError | StoreOpenError,
): Promise<{ title: string; message: string }> {
  const words = await startWords(spokenLanguage(preferred));
  if (err instanceof FolderInUseError) {
    const { dataDir, holder } = err;
    const who = holder.program === 'desktop' ? words.desktop : programName(holder.program);
    return { title: words.title, message: words.inUse(dataDir, who, holder.pid) };
  }
  const { kind, dataDir, message } = err;
  return {
    title: words.title,
    message: kind === 'other' ? words.other(dataDir, message) : words.problems[kind](dataDir),
  };
}
