// The ladder as the store reads it: the household's over the whole history, kept in memory and brought
// up to date with the games finished since it was last read (so that a request replays only those);
// a guest's over the matches they sat in, replayed afresh (a guest's matches are few).
import type { BotLevel } from '../../engine/bots/index.ts';
import type { Ladder } from '../../protocol/history.ts';
import type { Db } from './database.ts';
import { GUEST_MATCHES } from './guestStats.ts';
import { LadderReplay, type LadderGame } from './ladder.ts';

const ROWS = `SELECT r.match_id AS matchId, r.finished_at AS finishedAt, r.player_id AS playerId,
    p.bot_level AS botLevel, r.rank, r.stood_in AS standIn, s.hints
  FROM results r JOIN players p ON p.id = r.player_id
    JOIN seats s ON s.match_id = r.match_id AND s.seat = r.seat`;
const IN_ORDER = 'ORDER BY r.finished_at, r.match_id, r.seat';

interface Row {
  matchId: number;
  finishedAt: number;
  playerId: number;
  botLevel: BotLevel | null;
  rank: number;
  standIn: number;
  hints: number;
}

/** Result rows in the order the games finished, gathered into games. */
function games(rows: readonly Row[]): LadderGame[] {
  const out: LadderGame[] = [];
  for (const { matchId, finishedAt, standIn, ...seat } of rows) {
    let game = out.at(-1);
    if (game?.matchId !== matchId) out.push((game = { matchId, finishedAt, seats: [] }));
    game.seats.push({ ...seat, standIn: standIn === 1 });
  }
  return out;
}

export class HouseholdLadder {
  private replay = new LadderReplay();
  /** The result rows replayed so far, and the last game among them. */
  private rows = 0;
  private last: { finishedAt: number; matchId: number } | null = null;

  constructor(private readonly db: Db) {}

  /** The ladder of the players `playerIds` over every finished game. */
  ladder(playerIds: readonly number[]): Ladder {
    this.catchUp();
    return this.replay.ladder(playerIds);
  }

  /**
   * Replays the games finished after the last one replayed. Results are only ever added, so the rows
   * counted tell whether any came; should they not all come after that game (a clock set back), the
   * whole history is replayed again, in order.
   */
  private catchUp(): void {
    const { n } = this.db.prepare('SELECT count(*) AS n FROM results').get() as { n: number };
    if (n === this.rows) return;
    let rows = this.last
      ? (this.db
          .prepare(`${ROWS} WHERE (r.finished_at, r.match_id) > (?, ?) ${IN_ORDER}`)
          .all(this.last.finishedAt, this.last.matchId) as Row[])
      : [];
    if (this.rows + rows.length !== n) {
      this.replay = new LadderReplay();
      rows = this.db.prepare(`${ROWS} ${IN_ORDER}`).all() as Row[];
    }
    for (const game of games(rows)) {
      this.replay.add(game);
      this.last = game;
    }
    this.rows = n;
  }
}

/** The ladder as the guest `guestKey` reads it: the players `playerIds` over that guest's matches only. */
export function guestLadder(db: Db, guestKey: string, playerIds: readonly number[]): Ladder {
  const replay = new LadderReplay();
  const rows = db
    .prepare(`${ROWS} WHERE r.match_id IN (${GUEST_MATCHES}) ${IN_ORDER}`)
    .all(guestKey) as Row[];
  for (const game of games(rows)) replay.add(game);
  return replay.ladder(playerIds);
}
