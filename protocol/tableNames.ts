// A table's name that the host's list tells apart from its others: a name suggested for a new table
// ("Ana's table") is numbered past those the list holds already ("Ana's table (2)"), so that a join
// list or an unfinished game never shows two alike. One rule for the app's screens, which number in
// the player's words, and for the host, which names a table no one named in English. A finished game
// holds its name no longer: the lists say it is over, and Home shows only games to continue, where a
// "(2)" beside no other "Ana's table" would say nothing.
import type { TablePhase } from './hostMessages.ts';

/** A listed table as the names rule reads it. */
export type ListedTable = { name: string; phase?: TablePhase };

/** The tables of `listed` whose names are taken: those not over. */
export function namesInUse<T extends ListedTable>(listed: readonly T[]): T[] {
  return listed.filter((table) => table.phase !== 'finished');
}

/** A name as a list's reader tells names apart: not by case, nor by spaces at its ends. */
function read(name: string): string {
  return name.normalize('NFC').trim().toLowerCase();
}

/** Whether a table of `listed` goes by a name that reads as `name`. */
export function nameListed(name: string, listed: readonly ListedTable[]): boolean {
  const key = read(name);
  return namesInUse(listed).some((table) => read(table.name) === key);
}

/** "Ana's table (2)". */
const inBrackets = (name: string, n: number): string => `${name} (${n})`;

/** `name`, or else the first of `numbered(name, 2)`, `numbered(name, 3)`, … that no table of `listed` goes by. */
export function distinctTableName(
  name: string,
  listed: readonly ListedTable[],
  numbered: (name: string, n: number) => string = inBrackets,
): string {
  let candidate = name;
  for (let n = 2; nameListed(candidate, listed); n++) candidate = numbered(name, n);
  return candidate;
}
