// Why the desktop app cannot start, in the words of its languages (languages/xx/start.ts). It says so
// before any page is open, so in the first language the system prefers that the app speaks, English for
// none.
import type { StartWords } from '../../languages/en/start.ts';
import { spokenLanguage, type Language } from '../../languages/languages.ts';
import { FolderInUseError, programName } from '../store/folderLock.ts';
import type { StoreOpenError } from '../store/opening.ts';

/**
 * Why the desktop app cannot start, in `language`: Node has no import.meta.glob, so the file is imported
 * by its folder's name (which esbuild follows into the desktop's bundle).
 */
async function startWords(language: Language): Promise<StartWords> {
  return ((await import(`../../languages/${language}/start.ts`)) as { start: StartWords }).start;
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
