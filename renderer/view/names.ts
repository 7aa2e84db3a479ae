// How players and tables are named on screen: a bot by its level, once ("Hard bot", never "Hard bot
// (Hard bot)"), the guided game by the catalogue.
import type { BotLevel, TableInfo } from '../../protocol/messages.ts';
import type { Messages } from '../i18n/en.ts';

/** The names the store gives bot players ("Bot (hard)"), which say nothing but the level. */
const STORED_BOT = /^bot \((easy|medium|hard)\)$/i;

/** A player's name with its bot level, said once. */
export function botName(m: Messages, name: string, level: BotLevel): string {
  const label = m.common.bot(level);
  if (name.trim().toLowerCase() === label.toLowerCase() || STORED_BOT.test(name.trim())) return label;
  return `${name} (${label})`;
}

/** Whether a seat's name already says what its bot level tag would. */
export function namedAsBot(m: Messages, name: string, level: BotLevel): boolean {
  return botName(m, name, level) === m.common.bot(level);
}

/** A table's name as the player reads it: the host names the guided game in English, the catalogue in theirs. */
export function tableLabel(m: Messages, table: Pick<TableInfo, 'name' | 'lesson'>): string {
  return table.lesson ? m.lesson.title : table.name;
}
