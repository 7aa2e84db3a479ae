// The checks a new table passes before it is opened: one colour per seat, one seat at most of one's
// own, names people can tell apart (no person's a bot's), seats at one screen only from the household's
// page, a display (the household's page alone) that holds no seat, and a name that no other table of
// the host goes by.
import type { SeatSpec } from '../../protocol/messages.ts';
import {
  defaultNumber,
  namesInUse,
  type DefaultTableName,
  type ListedTable,
} from '../../protocol/tableNames.ts';
import { clashes } from '../../protocol/names.ts';
import { botsName, nameTaken, notAllowed, type Refusal } from './peer.ts';
import { botLike } from './botLikeNames.ts';

export function refuseSeats(seats: readonly SeatSpec[], household: boolean, display = false): Refusal | null {
  if (display && !household)
    return notAllowed("create: a table's display is the household's page (the host's own screen)");
  if (display && seats.some((s) => s.kind === 'self' || s.kind === 'local'))
    return { code: 'invalid', message: "create: a table's display holds no seat (open seats and bots only)" };
  const colors = seats.flatMap((s) => (s.kind !== 'open' && s.color ? [s.color] : []));
  const twice = colors.find((c, i) => colors.indexOf(c) !== i);
  if (twice) return { code: 'invalid', message: `create: two seats have the colour ${twice}` };
  if (seats.filter((s) => s.kind === 'self').length > 1)
    return { code: 'invalid', message: 'create: one seat at most is your own (self)' };
  if (!household && seats.some((s) => s.kind === 'local'))
    return {
      code: 'local-seats',
      message:
        "create: seats played at one screen are set up from the host's own app only; take yours as self",
    };
  const person = seats.find((s) => (s.kind === 'self' || s.kind === 'local') && botLike(s.name));
  if (person && 'name' in person && person.name) return botsName(person.name);
  const names = seats.flatMap((s) => (s.kind !== 'open' && s.name ? [s.name] : []));
  const clash = names.find((n, i) => clashes(n, names.slice(0, i)));
  return clash === undefined ? null : nameTaken(clash);
}

/**
 * A table created without a name is named for its first person's seat, or else for nobody, and
 * numbered past the host's listed tables of the same owner (`listed`): what every reader's screen words
 * in its language (`defaultName`), and the host's own words for it (`name`, for the command line, the
 * log and the LAN's advertisement).
 */
export function defaultTableName(
  seats: readonly SeatSpec[],
  hostName: string,
  listed: readonly ListedTable[],
): { name: string; defaultName: DefaultTableName } {
  const firstPerson = seats.find((s) => s.kind === 'local' || s.kind === 'self');
  return ownedTableName(firstPerson && 'name' in firstPerson ? firstPerson.name : null, hostName, listed);
}

/** The default name of a table whose first person is `owner` (null: nobody sits at it yet). */
export function ownedTableName(
  owner: string | null,
  hostName: string,
  listed: readonly ListedTable[],
): { name: string; defaultName: DefaultTableName } {
  const number = defaultNumber(owner, listed);
  const words = owner === null ? `Game at ${hostName}` : `${owner}'s game`;
  return { name: number === 1 ? words : `${words} (${number})`, defaultName: { owner, number } };
}

/**
 * A table's name typed by its creator that reads as a table not over of `listed` (those the creator
 * sees in the host's list) is refused: a join list never shows two tables people could take for one
 * another.
 */
export function refuseTableName(name: string, listed: readonly ListedTable[]): Refusal | null {
  if (
    !clashes(
      name,
      namesInUse(listed).map((t) => t.name),
    )
  )
    return null;
  return {
    code: 'table-name-taken',
    message: `create: another table here is called ${JSON.stringify(name)} (or a name like it)`,
  };
}
