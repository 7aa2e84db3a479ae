// A match read back from its rows: the game record rebuilt (to replay, review, export or score it),
// and everything a host needs to bring a table back, unfinished to resume or finished to show its end
// again. Apart from the writes (matches.ts) because reading is where a damaged row is met: a match
// that cannot be read is reported and set aside, and the others still come back.
import type { Action, GameRecord, StandIn } from '../../engine/index.ts';
import type { BotLevel } from '../../engine/bots/index.ts';
import type { DefaultTableName } from '../../protocol/tableNames.ts';
import type { Db } from './database.ts';

/** A table's default name as the store keeps it (`table_default`); nothing for a typed name or a damaged one. */
export function tableDefault(stored: string | null): { tableDefault?: DefaultTableName } {
  if (stored === null) return {};
  let kept: unknown;
  try {
    kept = JSON.parse(stored);
  } catch {
    return {};
  }
  const { owner, number } = (kept ?? {}) as Partial<Record<'owner' | 'number', unknown>>;
  const valid =
    (owner === null || typeof owner === 'string') && Number.isInteger(number) && Number(number) >= 1;
  return valid ? { tableDefault: { owner, number: number as number } } : {};
}

export interface MatchSeat {
  name: string;
  color: string;
  /** Null for a human seat. */
  botLevel: BotLevel | null;
  /** The seat token's hash, so the seat can be taken back after a restart; null for none. */
  tokenHash: string | null;
  /** A guest's own identity: their games count for the guest's profile, never a local one by name. */
  guestKey?: string | null;
}

/** A match as the host brings it back: an unfinished one to resume, or a finished one to show again. */
export interface KeptMatch {
  id: number;
  gameId: string;
  tableName: string;
  /** The table was named by default: whose it is (absent: typed, or an older row). */
  tableDefault?: DefaultTableName;
  adminTokenHash: string | null;
  autoStandIn: AutoStandIn | null;
  /** Its last action's time, or its start's before any. */
  lastPlayed: number;
  lan: { name: string; port: number } | null;
  /** Whether the table allows hints. */
  hints: boolean;
  /** Whether the table's creator is its display. */
  display: boolean;
  record: GameRecord;
  seats: (MatchSeat & { seat: number })[];
}

/** A table's opt-in: a bot of `level` stands in for a player away `minutes`. */
export interface AutoStandIn {
  level: BotLevel;
  minutes: number;
}

/** The reads of the match store; the store (MatchStore) says how a damaged match is set aside. */
export abstract class MatchReads {
  readonly #read;

  constructor(
    protected readonly db: Db,
    private readonly log: (line: string) => void,
  ) {
    this.#read = {
      match: db.prepare('SELECT * FROM matches WHERE id = ?'),
      matchByGame: db.prepare('SELECT id FROM matches WHERE game_id = ?'),
      seats: db.prepare(
        'SELECT seat, name, color, bot_level AS botLevel, token_hash AS tokenHash, guest_key AS guestKey FROM seats WHERE match_id = ? ORDER BY seat',
      ),
      actions: db.prepare('SELECT action FROM actions WHERE match_id = ? ORDER BY idx'),
      unfinished: db.prepare(`SELECT id FROM matches WHERE status = 'playing' ORDER BY started_at, id`),
      unfinishedGame: db.prepare(`SELECT id FROM matches WHERE status = 'playing' AND game_id = ?`),
      finishedBy: db.prepare(
        `SELECT id FROM matches WHERE status = 'finished' AND id IN
          (SELECT match_id FROM seats WHERE token_hash = ? UNION SELECT id FROM matches WHERE admin_token_hash = ?)`,
      ),
    };
  }

  /** Ends a match that will not be finished (a damaged one is set aside so). */
  abstract abandon(matchId: number, now: number): boolean;

  matchId(gameId: string): number | null {
    return (this.#read.matchByGame.get(gameId) as { id: number } | undefined)?.id ?? null;
  }

  /**
   * The game record of a match: its setup (each bot's seat saying its level) and every action appended
   * so far. Null for no such match, and for one whose stored rows are not readable any more (reported).
   */
  record(matchId: number): GameRecord | null {
    const row = this.#read.match.get(matchId) as { setup: string; stand_ins: string | null } | undefined;
    if (!row) return null;
    const rows = this.#read.actions.all(matchId) as { action: string }[];
    const seats = this.seats(matchId);
    try {
      const stored = JSON.parse(row.setup) as Omit<GameRecord, 'actions'>;
      const players = stored.players.map((p, i) => {
        const bot = seats[i]?.botLevel;
        return bot ? { ...p, bot } : p;
      });
      const setup = { ...stored, players };
      const actions = rows.map((a) => JSON.parse(a.action) as Action);
      if (!row.stand_ins) return { ...setup, actions };
      return { ...setup, actions, standIns: JSON.parse(row.stand_ins) as StandIn[] };
    } catch (err) {
      this.log(`match ${matchId} cannot be read: ${(err as Error).message}`);
      return null;
    }
  }

  seats(matchId: number): (MatchSeat & { seat: number })[] {
    return this.#read.seats.all(matchId) as (MatchSeat & { seat: number })[];
  }

  /**
   * The matches still being played (or the one of `gameId`), to resume. One whose rows cannot be read
   * is set aside (abandoned, with a message): it alone is lost, never the others.
   */
  unfinished(gameId?: string): KeptMatch[] {
    const ids = gameId === undefined ? this.#read.unfinished.all() : this.#read.unfinishedGame.all(gameId);
    return (ids as { id: number }[]).flatMap(({ id }) => this.kept(id) ?? []);
  }

  /** The finished match a seat's or its creator's token (its SHA-256) was given for, to show its end again. */
  finishedBy(tokenHash: string): KeptMatch | null {
    const row = this.#read.finishedBy.get(tokenHash, tokenHash) as { id: number } | undefined;
    return row ? this.kept(row.id) : null;
  }

  private kept(id: number): KeptMatch | null {
    const row = this.#read.match.get(id) as {
      game_id: string;
      table_name: string;
      admin_token_hash: string | null;
      auto_stand_in: string | null;
      last_played: number | null;
      started_at: number;
      lan_host: string | null;
      hints_off: number;
      display: number;
      table_default: string | null;
    };
    const record = this.record(id);
    if (!record) {
      this.log(`stored game ${row.game_id} cannot be resumed (its stored rows are damaged); it is set aside`);
      try {
        this.abandon(id, Date.now());
      } catch {
        // A database that cannot be written now: the match is skipped again at the next start.
      }
      return null;
    }
    return {
      id,
      gameId: row.game_id,
      tableName: row.table_name,
      ...tableDefault(row.table_default),
      adminTokenHash: row.admin_token_hash,
      autoStandIn: row.auto_stand_in ? (JSON.parse(row.auto_stand_in) as AutoStandIn) : null,
      lastPlayed: row.last_played ?? row.started_at,
      lan: row.lan_host ? (JSON.parse(row.lan_host) as { name: string; port: number }) : null,
      hints: row.hints_off === 0,
      display: row.display === 1,
      record,
      seats: this.seats(id),
    };
  }
}
