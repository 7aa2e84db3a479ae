// The seats a player sets up on the new-game and host screens, and their protocol form.
import { cleanName, nameProblem } from '../../engine/index.ts';
import type { BotLevel, PlayerColor, SeatSpec } from '../../protocol/messages.ts';
import { clashes } from '../../protocol/names.ts';
import { defaultNumber, type ListedTable } from '../../protocol/tableNames.ts';
import { PLAYER_COLORS } from '../art/palette.ts';
import type { HostLink, TableChoices } from '../connection/link.svelte.ts';
import type { Messages } from '../i18n/i18n.svelte.ts';
import { router } from '../ui/router.svelte.ts';
import { tableName } from '../view/names.ts';

export type SeatKind = 'human' | 'open' | BotLevel;

export interface SeatDraft {
  kind: SeatKind;
  name: string;
  color: PlayerColor;
}

export function toSpec(seat: SeatDraft): SeatSpec {
  if (seat.kind === 'open') return { kind: 'open' };
  if (seat.kind === 'human') return { kind: 'local', name: seat.name.trim(), color: seat.color };
  const name = seat.name.trim();
  return name
    ? { kind: 'bot', level: seat.kind, name, color: seat.color }
    : { kind: 'bot', level: seat.kind, color: seat.color };
}

/**
 * The seats as the host takes them: a guest (a page without the host's key) plays only their own seat,
 * which the host counts for this browser's player id (`self`); the household seats players at its screen.
 */
export function specsFor(seats: readonly SeatDraft[], household: boolean): SeatSpec[] {
  return seats.map((seat) => {
    const spec = toSpec(seat);
    return spec.kind === 'local' && !household ? { ...spec, kind: 'self' } : spec;
  });
}

/**
 * Why these seats cannot start a game, or null. An empty human name gets a default one. A guest
 * (`household` false) seats nobody at their screen but themselves.
 */
export function seatProblem(
  seats: readonly SeatDraft[],
  needHuman: boolean,
  household = true,
): 'needHuman' | 'uniqueColors' | 'onlyYou' | null {
  if (needHuman && !seats.some((s) => s.kind === 'human')) return 'needHuman';
  if (!household && seats.filter((s) => s.kind === 'human').length > 1) return 'onlyYou';
  const colors = seats.filter((s) => s.kind !== 'open').map((s) => s.color);
  if (new Set(colors).size !== colors.length) return 'uniqueColors';
  return null;
}

/** The seats with every empty name filled: "Player 2" for humans, "Medium bot", "Medium bot 2" for bots. */
export function withDefaultNames(
  seats: readonly SeatDraft[],
  defaultName: (n: number) => string,
  botName: (level: BotLevel) => string,
): SeatDraft[] {
  const used = new Map<string, number>();
  return seats.map((s, i) => {
    if (s.kind === 'open' || s.name.trim()) return s;
    if (s.kind === 'human') return { ...s, name: defaultName(i + 1) };
    const base = botName(s.kind);
    const n = (used.get(base) ?? 0) + 1;
    used.set(base, n);
    return { ...s, name: n === 1 ? base : `${base} ${n}` };
  });
}

/** Why the seats' names cannot start a game, in words, and the seats (indexes) whose names to mend. */
export interface NameRefusal {
  words: string;
  seats: readonly number[];
}

/**
 * What the host would refuse of these seats' names (empty ones taking their default names), said with
 * the seats concerned: a name that cannot be a player's, or names people could take for one another
 * (the host's rule, `protocol/names.ts`). Null when every name will do.
 */
export function nameRefusal(m: Messages, seats: readonly SeatDraft[]): NameRefusal | null {
  const named = withDefaultNames(seats, m.newGame.defaultName, m.common.bot).map((s) =>
    s.kind === 'open' ? null : cleanName(s.name),
  );
  for (const [i, name] of named.entries()) {
    const problem = name === null ? null : nameProblem(name);
    if (problem) return { words: m.newGame.seatField(i + 1, m.guests.nameProblems[problem]), seats: [i] };
  }
  for (const [i, name] of named.entries()) {
    if (name === null) continue;
    const alike = named.flatMap((other, j) => (j > i && other !== null && clashes(other, [name]) ? [j] : []));
    if (alike.length) {
      const concerned = [i, ...alike];
      return {
        words: m.newGame.sameName(
          concerned.map((j) => j + 1),
          name,
        ),
        seats: concerned,
      };
    }
  }
  return null;
}

/** A colour no other seat uses. */
export function freeColor(seats: readonly SeatDraft[]): PlayerColor {
  return PLAYER_COLORS.find((c) => !seats.some((s) => s.color === c)) ?? PLAYER_COLORS[0]!;
}

/**
 * The name a table its creator gives none will go by, in the player's words: after the first person at
 * it, numbered past the host's listed tables of the same owner (`listed`), as the host numbers it.
 */
export function defaultTableName(
  m: Messages,
  named: readonly SeatDraft[],
  listed: readonly ListedTable[],
): string {
  const owner = named.find((s) => s.kind === 'human')?.name ?? null;
  return tableName(m, { name: '', defaultName: { owner, number: defaultNumber(owner, listed) } });
}

/**
 * Opens a table with these seats and the creator's `choices` on the host (unnamed seats take their
 * default names) and goes to it. The table is named `name`, else by the host after its first person
 * (told apart from the host's other tables), which every reader's screen words in its language.
 * Returns the refusal in words, else null.
 */
export async function createTable(
  link: HostLink,
  m: Messages,
  seats: readonly SeatDraft[],
  choices: TableChoices = {},
  name?: string,
): Promise<string | null> {
  const refused = nameRefusal(m, seats);
  if (refused) return refused.words;
  const named = withDefaultNames(seats, m.newGame.defaultName, m.common.bot);
  const outcome = await link.create(m, specsFor(named, link.host.household), name, choices);
  if (!outcome.ok) return outcome.error;
  router.go({ name: 'table', game: outcome.gameId });
  return null;
}
