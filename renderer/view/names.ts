// How players and tables are named on screen: a bot by its level, once ("Hard bot", never "Hard bot
// (Hard bot)"), a table named by default after its owner in the reader's words, the guided game by the
// catalogue.
import type { GameView } from '../../engine/index.ts';
import type { BotLevel, SeatInfo, TableInfo } from '../../protocol/messages.ts';
import type { HomeMessages } from '../i18n/i18n.svelte.ts';
import { defaultBotName, numberedAs } from '../../protocol/botNames.ts';
import { EVERY_BOT_NAMES as BOT_NAMES } from '../../languages/botNames.ts';

/** A player's name with its bot level, said once: "Hard bot 2", "Robo (Hard bot)". */
export function botName(m: HomeMessages, name: string, level: BotLevel): string {
  return defaultBotName(name, level, m.common.bot(level), BOT_NAMES) ?? `${name} (${m.common.bot(level)})`;
}

/**
 * A seat's name where the game names its players (the board, the log): a bot's default name in the
 * reader's language, any other name as it is.
 */
export function seatName(m: HomeMessages, name: string, level: BotLevel | null): string {
  return (level && defaultBotName(name, level, m.common.bot(level), BOT_NAMES)) || name;
}

/**
 * The game with its players as the reader names them: each bot seat's default name in their language
 * (the same view when no name changes).
 */
export function namedView(m: HomeMessages, view: GameView, seats: readonly SeatInfo[]): GameView {
  const named = (name: string, seat: number): string => {
    const s = seats[seat];
    return seatName(m, name, s?.kind === 'bot' ? s.level : null);
  };
  if (view.players.every((p, seat) => named(p.name, seat) === p.name)) return view;
  return {
    ...view,
    players: view.players.map((p, seat) => ({ ...p, name: named(p.name, seat) })),
    seats: view.seats.map((s) => ({ ...s, name: named(s.name, s.seat) })),
  };
}

/** A player as the history and the statistics list them: a bot with its level, said once. */
export function playerLabel(m: HomeMessages, p: { name: string; botLevel: BotLevel | null }): string {
  return p.botLevel ? botName(m, p.name, p.botLevel) : p.name;
}

/** Whether a seat's name already says what its bot level tag would. */
export function namedAsBot(m: HomeMessages, name: string, level: BotLevel): boolean {
  const label = m.common.bot(level);
  const said = botName(m, name, level);
  return said === label || numberedAs(label, said);
}

/**
 * A table's own name in the reader's words: one its creator gave none after its owner ("Ana's table
 * (2)", "Table de Ana (2)"), a typed one as typed.
 */
export function tableName(m: HomeMessages, table: Pick<TableInfo, 'name' | 'defaultName'>): string {
  const named = table.defaultName;
  if (!named) return table.name;
  const words = named.owner === null ? m.common.newTable : m.common.defaultTable(named.owner);
  return named.number > 1 ? m.common.numberedTable(words, named.number) : words;
}

/**
 * A table's name as the player reads it: the host names the guided game in English, the catalogue in
 * theirs; a rematch keeps its table's name, so its game's place in the series tells the two apart.
 */
export function tableLabel(
  m: HomeMessages,
  table: Pick<TableInfo, 'name' | 'defaultName' | 'lesson' | 'series'>,
): string {
  if (table.lesson) return m.lesson.title;
  const name = tableName(m, table);
  return table.series ? m.common.inSeries(name, table.series) : name;
}

/**
 * Each player's name as short as a strip of chips needs (at most `room` characters), still telling
 * the players apart and still recognisable: the whole name where it fits, else its first word (with a
 * bot's number: "Easy 2"), the first word and an initial ("Ana M."), or the first word cut to an
 * abbreviation of `room` − 1 letters and a point ("Barthol."), never to a couple of letters.
 */
export function shortNames(names: readonly string[], room: number): string[] {
  const candidates = names.map((full) => {
    const name = full.trim();
    const words = name.split(/\s+/);
    const first = words[0]!;
    const last = words.length > 1 ? words[words.length - 1]! : '';
    const number = /^\d+$/.test(last) ? last : '';
    const cut = (word: string, fit: number): string =>
      word.length <= fit ? word : `${word.slice(0, Math.max(4, fit - 1))}.`;
    return [
      name,
      number ? `${first} ${number}` : first,
      words.length > 1 && !number ? `${first} ${words[1]!.charAt(0)}.` : '',
      number ? `${cut(first, room - number.length - 1)} ${number}` : cut(first, room),
    ].filter((c, i) => c && (c.length <= room || i === 3));
  });
  return candidates.map((own, i) => {
    const others = new Set(candidates.flatMap((c, j) => (j === i ? [] : c)));
    return own.find((c) => !others.has(c)) ?? names[i]!.trim();
  });
}
