// The chat lines of stored games: written as they are said, read back (the most recent ones) when a
// host resumes the game, so that the evening's conversation survives a restart.
import * as v from 'valibot';
import { CHAT_HISTORY, chatContent, type ChatLine } from '../../protocol/chat.ts';
import { PLAYER_COLORS, type PlayerColor } from '../../protocol/messages.ts';
import type { Db } from './database.ts';
import type { WriteJournal } from './journal.ts';

interface Row {
  n: number;
  seat: number | null;
  name: string | null;
  color: string | null;
  content: string;
}

export class ChatLog {
  private readonly stmt;

  constructor(
    db: Db,
    private readonly journal: WriteJournal,
  ) {
    this.stmt = {
      add: db.prepare(
        'INSERT OR IGNORE INTO chat_lines (match_id, n, seat, name, color, content, said_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      recent: db.prepare(
        'SELECT n, seat, name, color, content FROM chat_lines WHERE match_id = ? ORDER BY n DESC LIMIT ?',
      ),
    };
  }

  add(matchId: number, line: ChatLine, now: number): void {
    const { n, seat, name, color, content } = line;
    this.journal.write(() => this.stmt.add.run(matchId, n, seat, name, color, JSON.stringify(content), now));
  }

  /** The last CHAT_HISTORY lines of the match, oldest first; a line that no longer reads is left out. */
  recent(matchId: number): ChatLine[] {
    const rows = this.stmt.recent.all(matchId, CHAT_HISTORY) as Row[];
    return rows.reverse().flatMap((row): ChatLine[] => {
      const content = v.safeParse(chatContent, safeJson(row.content));
      if (!content.success) return [];
      const color = PLAYER_COLORS.find((c): c is PlayerColor => c === row.color) ?? null;
      return [{ n: row.n, seat: row.seat, name: row.name, color, content: content.output }];
    });
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
