// A game record added to the match history (`norenberc import`, the app's Open game record): checked
// as every path reads a record (`readRecord`), its fingerprint checked, replayed, and never a game the
// history holds already. Its bots stay bots: a player the record names as a bot (`bot`) is stored as
// that bot level's seat, rated as the bots are, never as a person.
import { createHash } from 'node:crypto';
import {
  actionKey,
  dealFromSeed,
  replay,
  type Action,
  type GameRecord,
  type RecordProblem,
} from '../../engine/index.ts';
import type { HeldAs } from '../../protocol/history.ts';
import { fingerprint, wrongFingerprint, wrongFingerprintWords } from '../records/fingerprint.ts';
import { readRecord } from '../records/recordCheck.ts';
import type { Db } from './database.ts';
import type { MatchStore } from './matches.ts';

export type ImportResult =
  | { ok: true; matchId: number; finished: boolean }
  /**
   * `problem`: what is wrong with the record, for a screen to word; `fingerprint`: a seed or deal
   * changed after the game began; `namesAlike`: two players go by names people could take for one
   * another; `existing`: the match already holding the game, and `held` how the record is that game.
   */
  | {
      ok: false;
      error: string;
      problem?: RecordProblem;
      fingerprint?: true;
      namesAlike?: true;
      existing?: number;
      held?: HeldAs;
    };

/**
 * Adds a game record to the history after replaying it: an illegal record is refused whole, so is one
 * whose fingerprint is not that of its seed and deal, and one of a game the history holds already (the
 * same seed and deal: the same fingerprint, whatever else the record says), naming that match. The
 * match keeps the record's fingerprint.
 */
export function importRecord(
  store: { db: Db; matches: MatchStore },
  input: unknown,
  now: number,
): ImportResult {
  const parsed = readRecord(input);
  if (!parsed.ok) {
    const error = `not a norenberc-record/1 game record: ${parsed.error}`;
    return 'namesAlike' in parsed
      ? { ok: false, error, namesAlike: true }
      : { ok: false, error, problem: parsed.problem };
  }
  // The fingerprint first: a record whose seed was changed may well replay, and be another game.
  const { seed, players, deal = dealFromSeed(players.length, seed) } = parsed.record;
  const computed = wrongFingerprint(parsed.record, deal);
  if (computed !== null)
    return {
      ok: false,
      fingerprint: true,
      error: wrongFingerprintWords(parsed.record.fingerprint!, computed),
    };
  const played = replay(parsed.record);
  if (!played.ok) {
    const actions = parsed.record.actions.length;
    return played.index < 0
      ? { ok: false, error: played.error, problem: { kind: 'deal' } }
      : {
          ok: false,
          error: `action ${played.index} is illegal: ${played.error}`,
          problem: { kind: 'illegal-action', index: played.index, actions },
        };
  }
  const record: GameRecord = { ...parsed.record, deal: played.initial.setup.deal };
  const { matches } = store;
  // The same game is one game whether its record carries a fingerprint or not.
  const identity = JSON.stringify({ ...record, fingerprint: undefined });
  const gameId = `import-${createHash('sha256').update(identity).digest('hex').slice(0, 24)}`;
  const same = matches.matchId(gameId);
  if (same !== null)
    return {
      ok: false,
      error: `this record is already in the history, as match #${same}`,
      existing: same,
      held: { as: 'record' },
    };
  const existing = storedGame(store.db, fingerprint(record.seed, record.deal!));
  if (existing !== null) {
    const held = heldAs(record.actions, matches.record(existing)?.actions ?? []);
    return { ok: false, error: heldText(existing, held), existing, held };
  }
  const seats = record.players.map((p) => ({
    name: p.name,
    color: p.color,
    botLevel: p.bot ?? null,
    tokenHash: null,
  }));
  const finished = played.state.phase === 'finished';
  const matchId = matches.transaction(() => {
    const id = matches.create(gameId, record, seats, now);
    record.actions.forEach((action, i) => matches.append(id, i, action));
    if (parsed.record.standIns) matches.setStandIns(id, parsed.record.standIns);
    // An unfinished record is kept to replay: it never comes back as a game with seats to fill.
    if (finished) matches.finish(id, now);
    else matches.setAside(id, now);
    return id;
  });
  return { ok: true, matchId, finished };
}

/**
 * The first match of the history whose game has fingerprint `fp`: the one it was shown, or for a match
 * stored without one (an older record imported), the one of its seed and deal.
 */
function storedGame(db: Db, fp: string): number | null {
  const rows = db
    .prepare(
      `SELECT id, setup FROM matches WHERE json_valid(setup)
         AND (json_extract(setup, '$.fingerprint') = ? OR json_extract(setup, '$.fingerprint') IS NULL)
       ORDER BY id`,
    )
    .all(fp) as { id: number; setup: string }[];
  for (const row of rows) {
    const setup = JSON.parse(row.setup) as Partial<GameRecord>;
    const shown = setup.fingerprint ?? (setup.deal && fingerprint(String(setup.seed), setup.deal));
    if (shown === fp) return row.id;
  }
  return null;
}

/** How a record's actions are those of the match holding its deal (the record itself aside). */
function heldAs(actions: readonly Action[], kept: readonly Action[]): HeldAs {
  const shorter = Math.min(actions.length, kept.length);
  const at = actions.findIndex((a, i) => i < shorter && actionKey(a) !== actionKey(kept[i]!));
  if (at >= 0) return { as: 'other-actions', at };
  if (actions.length < kept.length) return { as: 'part', actions: actions.length, of: kept.length };
  if (actions.length > kept.length) return { as: 'more', actions: kept.length, of: actions.length };
  return { as: 'game' };
}

/** Why the record is not added, in the command line's words. */
function heldText(match: number, held: HeldAs): string {
  const game = `the history holds this game (the same seed and deal: the same fingerprint) as match #${match}`;
  switch (held.as) {
    case 'record':
    case 'game':
      return `${game}, with the same actions, whatever names this record gives`;
    case 'part':
      return `${game}; this record holds only its first ${held.actions} of ${held.of} actions`;
    case 'more':
      return `${game}, but only its first ${held.actions} of this record's ${held.of} actions: a game is kept once`;
    case 'other-actions':
      return `${game}, whose actions part from this record's at action ${held.at}: a deal is played once`;
  }
}
