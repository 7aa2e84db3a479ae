// Names people at one table can tell apart: two names clash when they differ only in case, in how
// their accents are encoded, or in characters that look alike ("Ana" and Cyrillic "Аna"). The look-alikes
// are Unicode's own (UTS #39 confusables, through `unhomoglyph`), never a list of ours.
import unhomoglyph from 'unhomoglyph';

/** Characters that draw nothing (U+200B, U+3164, …): a name padded with them is the same name. */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\u2800]/gu;

/**
 * The name as UTS #39 sees it, case aside: its skeleton (decomposed, each look-alike mapped to its
 * prototype, decomposed again) of its lower case, skeletoned once more since lower case may make new
 * look-alikes. Equal keys: names a reader may take for one another.
 */
export function nameKey(name: string): string {
  const skeleton = (text: string): string => unhomoglyph(text.normalize('NFD')).normalize('NFD');
  return skeleton(skeleton(name.replace(INVISIBLE, '')).toLowerCase());
}

/** Whether `name` clashes with one of `names` (nulls, open seats, ignored). */
export function clashes(name: string, names: Iterable<string | null>): boolean {
  const key = nameKey(name);
  for (const other of names) if (other !== null && nameKey(other) === key) return true;
  return false;
}
