// German grammar the German catalogue needs where it puts a name into a sentence.

/** A plural noun in the dative ("bei den Brauern"): -n added, unless it ends in -n or -s already. */
export function dativePlural(noun: string): string {
  return /[ns]$/.test(noun) ? noun : `${noun}n`;
}
