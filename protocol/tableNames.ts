// A table's name that the host's list tells apart from its others: a table named by default ("Ana's
// table") is numbered past those of the same owner the list holds already ("Ana's table (2)"), in every
// reader's words alike, and a typed name past the names listed, so that a join list or an unfinished
// game never shows two alike. One rule for the app's screens and for the host. A finished game
// holds its name no longer: the lists say it is over, and Home shows only games to continue, where a
// "(2)" beside no other "Ana's table" would say nothing.

/** Where a table is: its lobby, its game under way, or its game over. */
export type TablePhase = 'lobby' | 'playing' | 'finished';

/**
 * A table its creator did not name: named after its owner, the first person at it (null: nobody sits
 * at it), and numbered past the tables in use of the same owner (1: unnumbered). The host keeps these,
 * not words: each reader's screen words them in its language ("Ana's table (2)", "Table de Ana (2)").
 */
export interface DefaultTableName {
  owner: string | null;
  number: number;
}

/** A listed table as the names rule reads it: its name as typed, or the host's words for a default one. */
export type ListedTable = { name: string; phase?: TablePhase; defaultName?: DefaultTableName };

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

/** The number a new table named by default after `owner` takes: the least none of `listed` in use has. */
export function defaultNumber(owner: string | null, listed: readonly ListedTable[]): number {
  const key = owner === null ? null : read(owner);
  const taken = new Set(
    namesInUse(listed).flatMap(({ defaultName: d }) =>
      d && (d.owner === null ? null : read(d.owner)) === key ? [d.number] : [],
    ),
  );
  let n = 1;
  while (taken.has(n)) n++;
  return n;
}
