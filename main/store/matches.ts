// Matches in the database: created when a game starts, every applied action appended (in the same
// transaction as its bookkeeping), results written when it ends. The record can always be rebuilt.
// A seat gets its player profile with its first action, and a table abandoned before any action
// leaves nothing behind: throwaway tables do not fill the statistics.
import {
  townsman,
  RECORD_FORMAT,
  replay,
  score,
  type Action,
  type GameEvent,
  type GameRecord,
  type GameState,
  type Result,
  type StandIn,
} from '../../engine/index.ts';
import type { Statement } from 'better-sqlite3';
import type { Db } from './database.ts';
import { Profiles } from './profiles.ts';
import { favouriteGuild, stoodInSeats } from './seatFacts.ts';
import type { WriteJournal } from './journal.ts';
import type { BotLevel } from '../../engine/bots/index.ts';
import type { SeatSummary } from '../../protocol/history.ts';
import type { DefaultTableName } from '../../protocol/tableNames.ts';

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

export class MatchStore {
  private readonly stmt;
  private readonly profiles: Profiles;

  #setDisplay: Statement<[number, number]> | null = null;
  #setTableDefault: Statement<[string, number]> | null = null;

  constructor(
    private readonly db: Db,
    private readonly journal: WriteJournal,
    private readonly log: (line: string) => void,
  ) {
    this.profiles = new Profiles(db);
    this.stmt = {
      addMatch: db.prepare(
        `INSERT INTO matches (game_id, seed, player_count, setup, status, started_at) VALUES (?, ?, ?, ?, 'playing', ?)`,
      ),
      addSeat: db.prepare(
        'INSERT INTO seats (match_id, seat, name, color, bot_level, token_hash, profile_bot_level, guest_key) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      ),
      unplayedSeat: db.prepare(
        'SELECT name, color, profile_bot_level, guest_key FROM seats WHERE match_id = ? AND seat = ? AND player_id IS NULL',
      ),
      setPlayer: db.prepare('UPDATE seats SET player_id = ? WHERE match_id = ? AND seat = ?'),
      addAction: db.prepare('INSERT INTO actions (match_id, idx, action) VALUES (?, ?, ?)'),
      countAction: db.prepare(
        'UPDATE matches SET action_count = ?, last_played = ? WHERE id = ? AND action_count = ?',
      ),
      setStandIns: db.prepare('UPDATE matches SET stand_ins = ? WHERE id = ?'),
      finish: db.prepare(`UPDATE matches SET status = 'finished', finished_at = ?, summary = ? WHERE id = ?`),
      summarize: db.prepare('UPDATE matches SET summary = ? WHERE id = ?'),
      abandon: db.prepare(
        `UPDATE matches SET status = 'abandoned', finished_at = ? WHERE id = ? AND status = 'playing' AND action_count > 0`,
      ),
      setAside: db.prepare(`UPDATE matches SET status = 'abandoned', finished_at = ? WHERE id = ?`),
      dropUnplayed: db.prepare(
        `DELETE FROM matches WHERE id = ? AND status = 'playing' AND action_count = 0`,
      ),
      addResult: db.prepare(
        `INSERT INTO results (match_id, seat, player_id, player_count, finished_at, rank, total, townsmen, majorities,
          thirty_plus, all_types, richest, crests, talers, craftsmen, craftsmen_value, crest_count, favourite_guild,
          stood_in)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      addRecruit: db.prepare(
        'INSERT INTO recruits (match_id, seat, player_id, townsman, count) VALUES (?, ?, ?, ?, ?) ' +
          'ON CONFLICT (match_id, seat, townsman) DO UPDATE SET count = count + excluded.count',
      ),
      match: db.prepare('SELECT * FROM matches WHERE id = ?'),
      matchByGame: db.prepare('SELECT id FROM matches WHERE game_id = ?'),
      seats: db.prepare('SELECT * FROM seats WHERE match_id = ? ORDER BY seat'),
      seatsOut: db.prepare(
        'SELECT seat, name, color, bot_level AS botLevel, token_hash AS tokenHash, guest_key AS guestKey FROM seats WHERE match_id = ? ORDER BY seat',
      ),
      actions: db.prepare('SELECT action FROM actions WHERE match_id = ? ORDER BY idx'),
      unfinished: db.prepare(`SELECT id FROM matches WHERE status = 'playing' ORDER BY started_at, id`),
      unfinishedGame: db.prepare(`SELECT id FROM matches WHERE status = 'playing' AND game_id = ?`),
      finishedBy: db.prepare(
        `SELECT id FROM matches WHERE status = 'finished' AND id IN
          (SELECT match_id FROM seats WHERE token_hash = ? UNION SELECT id FROM matches WHERE admin_token_hash = ?)`,
      ),
      setSeat: db.prepare('UPDATE seats SET bot_level = ?, token_hash = ? WHERE match_id = ? AND seat = ?'),
      setTable: db.prepare(
        'UPDATE matches SET table_name = ?, admin_token_hash = ?, auto_stand_in = ?, lan_host = ?, hints_off = ? WHERE id = ?',
      ),
      hintUsed: db.prepare('UPDATE seats SET hints = hints + 1 WHERE match_id = ? AND seat = ?'),
      setSeries: db.prepare(
        'UPDATE matches SET series_id = (SELECT coalesce(series_id, id) FROM matches WHERE game_id = ?) WHERE id = ?',
      ),
    };
  }

  /** Runs `fn` in one transaction (nested calls become savepoints); SQLite faults come out typed. */
  transaction<T>(fn: () => T): T {
    return this.journal.write(fn);
  }

  /**
   * Records a new game and its seats: its setup with the deal written out, and the fingerprint its
   * players were shown (where it has one: not an older record imported).
   */
  create(
    gameId: string,
    record: Omit<GameRecord, 'actions'>,
    seats: readonly MatchSeat[],
    now: number,
  ): number {
    if (seats.length !== record.players.length) throw new Error('one seat per player');
    return this.journal.write(() => {
      const setup = JSON.stringify({
        format: RECORD_FORMAT,
        // Which seat is a bot's is the seats' to say (`record` writes it back).
        players: record.players.map(({ name, color }) => ({ name, color })),
        seed: record.seed,
        fingerprint: record.fingerprint,
        deal: record.deal,
      });
      const id = Number(
        this.stmt.addMatch.run(gameId, record.seed, seats.length, setup, now).lastInsertRowid,
      );
      seats.forEach((s, seat) => {
        this.stmt.addSeat.run(
          id,
          seat,
          s.name,
          s.color,
          s.botLevel,
          s.tokenHash,
          s.botLevel,
          s.guestKey ?? null,
        );
      });
      const summary: SeatSummary[] = seats.map((s) => ({
        name: s.name,
        color: s.color,
        botLevel: s.botLevel,
        total: null,
        rank: null,
      }));
      this.stmt.summarize.run(JSON.stringify(summary), id);
      return id;
    });
  }

  /**
   * Appends the action applied as the `index`-th of the match. Refuses a gap or a repeat, so an action
   * is never stored twice nor out of order, whatever the caller does after a crash.
   */
  append(matchId: number, index: number, action: Action): void {
    this.journal.write(() => {
      const counted = this.stmt.countAction.run(index + 1, Date.now(), matchId, index);
      if (counted.changes !== 1) throw new Error(`match ${matchId} does not expect action ${index}`);
      this.stmt.addAction.run(matchId, index, JSON.stringify(action));
      this.claimProfile(matchId, action.seat, Date.now());
    });
  }

  /** A seat's first action gives it its player profile (found by name, or the bot's of its level). */
  private claimProfile(matchId: number, seat: number, now: number): number | null {
    const unplayed = this.stmt.unplayedSeat.get(matchId, seat) as
      | { name: string; color: string; profile_bot_level: BotLevel | null; guest_key: string | null }
      | undefined;
    if (!unplayed) return null;
    const { name, color, profile_bot_level: botLevel, guest_key: guestKey } = unplayed;
    const id = this.profiles.playerFor({ name, color, botLevel, guestKey }, now);
    this.stmt.setPlayer.run(id, matchId, seat);
    return id;
  }

  /** Who plays a seat now: a bot level, or a human's token hash (neither: a vacant seat). */
  setSeat(matchId: number, seat: number, botLevel: BotLevel | null, tokenHash: string | null): void {
    this.journal.write(() => this.stmt.setSeat.run(botLevel, tokenHash, matchId, seat));
  }

  /** The hosted table a match belongs to: its name, the hash of its creator's token, its opt-ins. */
  setTable(
    matchId: number,
    name: string,
    adminTokenHash: string | null,
    auto: AutoStandIn | null,
    lan: { name: string; port: number } | null = null,
    hints = true,
  ): void {
    const json = (value: object | null): string | null => (value ? JSON.stringify(value) : null);
    const off = hints ? 0 : 1;
    this.journal.write(() =>
      this.stmt.setTable.run(name, adminTokenHash, json(auto), json(lan), off, matchId),
    );
  }

  /**
   * Whether the match's table has a display for its creator. Prepared when first used, as the column
   * came last: a store opened on an older schema to be migrated never asks it.
   */
  setDisplay(matchId: number, display: boolean): void {
    this.#setDisplay ??= this.db.prepare('UPDATE matches SET display = ? WHERE id = ?');
    const statement = this.#setDisplay;
    this.journal.write(() => statement.run(display ? 1 : 0, matchId));
  }

  /**
   * The match's table was named by default: whose it is. Prepared when first used, as the column came
   * last: a store opened on an older schema to be migrated never asks it.
   */
  setTableDefault(matchId: number, defaultName: DefaultTableName): void {
    this.#setTableDefault ??= this.db.prepare('UPDATE matches SET table_default = ? WHERE id = ?');
    const statement = this.#setTableDefault;
    this.journal.write(() => statement.run(JSON.stringify(defaultName), matchId));
  }

  /** The seat's player was given a hint. */
  hintUsed(matchId: number, seat: number): void {
    this.journal.write(() => this.stmt.hintUsed.run(matchId, seat));
  }

  /** Where bots played players' seats so far (the record's `standIns`). */
  setStandIns(matchId: number, standIns: readonly StandIn[]): void {
    const text = standIns.length ? JSON.stringify(standIns) : null;
    this.journal.write(() => this.stmt.setStandIns.run(text, matchId));
  }

  /** The match is a rematch of the game `previous`: it joins that game's series. */
  setSeries(matchId: number, previous: string): void {
    this.journal.write(() => this.stmt.setSeries.run(previous, matchId));
  }

  /**
   * Ends a match whose final state is not at hand (an imported record): replays its stored record and
   * writes the results. Returns the final state, or an error when the record does not finish.
   */
  finish(matchId: number, now: number): Result<GameState> {
    const record = this.record(matchId);
    if (!record) return { ok: false, error: `no match ${matchId}` };
    const events: GameEvent[] = [];
    const replayed = replay(record, undefined, (applied) => events.push(...applied));
    if (!replayed.ok) return { ok: false, error: replayed.error };
    const written = this.finishWith(matchId, replayed.state, events, now);
    return written.ok ? { ok: true, value: replayed.state } : written;
  }

  /**
   * Ends a match with the final state and the events of the whole game, as the host computed them:
   * writes the final scores and per-seat statistics.
   */
  finishWith(matchId: number, state: GameState, events: readonly GameEvent[], now: number): Result<void> {
    if (state.phase !== 'finished') return { ok: false, error: `match ${matchId} is not over` };
    const recruited = events.flatMap((e) => {
      const t = e.type === 'recruited' ? townsman(e.tile) : null;
      return t && e.type === 'recruited' ? [{ seat: e.seat, type: t.type }] : [];
    });
    const seats = this.stmt.seats.all(matchId) as {
      seat: number;
      player_id: number | null;
      name: string;
      color: string;
      bot_level: BotLevel | null;
    }[];
    const scores = score(state);
    const stoodIn = stoodInSeats(this.record(matchId));
    this.journal.write(() => {
      for (const seat of seats) seat.player_id ??= this.claimProfile(matchId, seat.seat, now);
      for (const sc of scores) {
        const seat = seats[sc.seat]!;
        const p = state.seats[sc.seat]!;
        const b = sc.breakdown;
        this.stmt.addResult.run(
          matchId,
          sc.seat,
          seat.player_id,
          state.seats.length,
          now,
          sc.rank,
          sc.total,
          b.townsmen,
          b.majorities,
          b.thirtyPlus,
          b.allTypes,
          b.richest,
          b.crests,
          sc.talers,
          sc.craftsmen,
          sc.craftsmenValue,
          p.crests.length,
          favouriteGuild(p.tiles),
          stoodIn.has(sc.seat) ? 1 : 0,
        );
      }
      for (const { seat, type } of recruited)
        if (!stoodIn.has(seat)) this.stmt.addRecruit.run(matchId, seat, seats[seat]!.player_id, type, 1);
      const summary: SeatSummary[] = seats.map((s) => {
        const sc = scores[s.seat]!;
        const standIn = stoodIn.get(s.seat);
        const base = { name: s.name, color: s.color, botLevel: s.bot_level, total: sc.total, rank: sc.rank };
        return standIn ? { ...base, standIn } : base;
      });
      this.stmt.finish.run(now, JSON.stringify(summary), matchId);
      this.journal.checkpointSoon();
    });
    return { ok: true, value: undefined };
  }

  /**
   * Ends a match that will not be finished. One with no action at all is removed: a table given up
   * before anyone played is no part of the history.
   */
  abandon(matchId: number, now: number): boolean {
    return this.journal.write(() => {
      if (this.stmt.dropUnplayed.run(matchId).changes === 1) return true;
      const kept = this.stmt.abandon.run(now, matchId).changes === 1;
      if (kept) this.journal.checkpointSoon();
      return kept;
    });
  }

  /** A match that is a record to replay and never a game to resume (an unfinished import). */
  setAside(matchId: number, now: number): void {
    this.journal.write(() => this.stmt.setAside.run(now, matchId));
  }

  matchId(gameId: string): number | null {
    return (this.stmt.matchByGame.get(gameId) as { id: number } | undefined)?.id ?? null;
  }

  /**
   * The game record of a match: its setup (each bot's seat saying its level) and every action appended
   * so far. Null for no such match, and for one whose stored rows are not readable any more (reported).
   */
  record(matchId: number): GameRecord | null {
    const row = this.stmt.match.get(matchId) as { setup: string; stand_ins: string | null } | undefined;
    if (!row) return null;
    const rows = this.stmt.actions.all(matchId) as { action: string }[];
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
    return this.stmt.seatsOut.all(matchId) as (MatchSeat & { seat: number })[];
  }

  /**
   * The matches still being played (or the one of `gameId`), to resume. One whose rows cannot be read
   * is set aside (abandoned, with a message): it alone is lost, never the others.
   */
  unfinished(gameId?: string): KeptMatch[] {
    const ids = gameId === undefined ? this.stmt.unfinished.all() : this.stmt.unfinishedGame.all(gameId);
    return (ids as { id: number }[]).flatMap(({ id }) => this.kept(id) ?? []);
  }

  /** The finished match a seat's or its creator's token (its SHA-256) was given for, to show its end again. */
  finishedBy(tokenHash: string): KeptMatch | null {
    const row = this.stmt.finishedBy.get(tokenHash, tokenHash) as { id: number } | undefined;
    return row ? this.kept(row.id) : null;
  }

  private kept(id: number): KeptMatch | null {
    const row = this.stmt.match.get(id) as {
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
