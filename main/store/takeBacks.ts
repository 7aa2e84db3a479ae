// Undo in the database: whether a match's table allows it, and the decisions taken back. A take-back
// deletes the match's actions from the cut on, its action count and stand-ins follow, and a row says
// whose decision it was, all in one transaction. The rows count take-backs per seat for the history
// (history.ts) and give a resumed game its state token.
import type { StandIn } from '../../engine/index.ts';
import type { Db } from './database.ts';
import type { WriteJournal } from './journal.ts';

export class TakeBacks {
  private readonly stmt;

  constructor(
    db: Db,
    private readonly journal: WriteJournal,
  ) {
    this.stmt = {
      count: db.prepare('SELECT action_count FROM matches WHERE id = ?'),
      dropActions: db.prepare('DELETE FROM actions WHERE match_id = ? AND idx >= ?'),
      cut: db.prepare('UPDATE matches SET action_count = ?, stand_ins = ? WHERE id = ?'),
      add: db.prepare('INSERT INTO take_backs (match_id, seat, keep, undone) VALUES (?, ?, ?, ?)'),
      changes: db.prepare('SELECT coalesce(sum(undone + 1), 0) AS n FROM take_backs WHERE match_id = ?'),
      allow: db.prepare('UPDATE matches SET undo_off = ? WHERE id = ?'),
      allowed: db.prepare('SELECT undo_off FROM matches WHERE id = ?'),
    };
  }

  /** Whether the match's players may take back their decisions (its table's choice). */
  allow(matchId: number, allowed: boolean): void {
    this.journal.write(() => this.stmt.allow.run(allowed ? 0 : 1, matchId));
  }

  allowed(matchId: number): boolean {
    return (this.stmt.allowed.get(matchId) as { undo_off: number } | undefined)?.undo_off === 0;
  }

  /** `seat` took back a decision: only the match's first `keep` actions stand, with these stand-ins. */
  record(matchId: number, seat: number, keep: number, standIns: readonly StandIn[]): void {
    this.journal.write(() => {
      const row = this.stmt.count.get(matchId) as { action_count: number } | undefined;
      const undone = (row?.action_count ?? 0) - keep;
      if (undone <= 0 || keep < 0) throw new Error(`match ${matchId} has no action ${keep} to take back`);
      this.stmt.dropActions.run(matchId, keep);
      this.stmt.cut.run(keep, standIns.length ? JSON.stringify(standIns) : null, matchId);
      this.stmt.add.run(matchId, seat, keep, undone);
    });
  }

  /** The changes a match had beyond its standing actions: every action taken back, and each take-back. */
  changesUndone(matchId: number): number {
    return (this.stmt.changes.get(matchId) as { n: number }).n;
  }
}
