// Matches written to the database: created when a game starts, every applied action appended (in the
// same transaction as its bookkeeping), results written when it ends; the reads are MatchReads'.
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
import { MatchReads, type AutoStandIn, type MatchSeat } from './matchReads.ts';
import { Profiles } from './profiles.ts';
import { favouriteGuild, stoodInSeats } from './seatFacts.ts';
import type { WriteJournal } from './journal.ts';
import type { BotLevel } from '../../engine/bots/index.ts';
import type { SeatSummary } from '../../protocol/history.ts';
import type { DefaultTableName } from '../../protocol/tableNames.ts';

export class MatchStore extends MatchReads {
  private readonly stmt;
  private readonly profiles: Profiles;

  #setDisplay: Statement<[number, number]> | null = null;
  #setTableDefault: Statement<[string, number]> | null = null;

  constructor(
    db: Db,
    private readonly journal: WriteJournal,
    log: (line: string) => void,
  ) {
    super(db, log);
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
      seats: db.prepare('SELECT * FROM seats WHERE match_id = ? ORDER BY seat'),
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
}
