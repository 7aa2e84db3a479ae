// Names people at one table can tell apart: two names clash when they differ only in case, in how
// their accents are encoded, in width ("Ａｎａ", full-width, and "Ana"), or in characters that look
// alike ("Ana" and Cyrillic "Аna"). The look-alikes
// are Unicode's own (UTS #39 confusables, through `unhomoglyph`), never a list of ours. The host keeps
// the rule for a table's seats and a record's players; a new-game screen checks it before it asks, to
// name the seats that clash.
import unhomoglyph from 'unhomoglyph';

/** Characters that draw nothing (U+200B, U+3164, …): a name padded with them is the same name. */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\u2800]/gu;

/** UTS #39's skeleton: decomposed, each look-alike mapped to its prototype, decomposed again. */
const skeleton = (text: string): string => unhomoglyph(text.normalize('NFD')).normalize('NFD');

/**
 * The name's keys as UTS #39 sees it, case aside: names a reader may take for one another have one key
 * alike. Two, because look-alikes and case do not commute: the skeleton maps a capital I to an l, so
 * that "EVENING" is told from "evening" by the skeleton of its lower case, while a Greek capital Ε
 * matches an E only before lower case makes it an ε. Each skeleton is of its lower case, skeletoned once
 * more since lower case may make new look-alikes.
 */
export function nameKeys(name: string): readonly [string, string] {
  // Compatibility forms first (full-width letters, ligatures), as the PRECIS nickname profile does
  // (RFC 8266): the confusables list leaves them out.
  const bare = name.replace(INVISIBLE, '').normalize('NFKC');
  const key = (text: string): string => skeleton(skeleton(text).toLowerCase());
  return [key(bare), key(bare.toLowerCase())];
}

/** Whether `name` clashes with one of `names` (nulls, open seats, ignored). */
export function clashes(name: string, names: Iterable<string | null>): boolean {
  const [asWritten, lower] = nameKeys(name);
  for (const other of names) {
    if (other === null) continue;
    const keys = nameKeys(other);
    if (keys[0] === asWritten || keys[1] === lower) return true;
  }
  return false;
}
