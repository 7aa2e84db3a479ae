// French typography: a narrow no-break space (U+202F) before ":", ";", "?", "!" and "»" and after "«",
// so that no line ever begins with one of them. The French catalogue and rules are written with plain
// spaces there, and set here once, the texts their functions return included.

const BEFORE = /[ \u00a0]([:;?!»])/g;
const AFTER = /«[ \u00a0]/g;

/** "Prix : 3 ?" with narrow no-break spaces. */
export function frenchSpaces(text: string): string {
  return text.replace(BEFORE, '\u202f$1').replace(AFTER, '«\u202f');
}
