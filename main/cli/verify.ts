// `norenberc verify FILE [--json]` (docs/game-record.md): whether a game record is the game it says it
// is. Its fingerprint must be the SHA-256 of its seed and deal (the fingerprint the players saw before
// the first move), and every action must be legal when replayed through the engine. Exit 0 when both
// hold; 2 for anything else (a file that cannot be read, a record that is not one, no fingerprint, a
// wrong one, an illegal action), each problem named by its code.
import { finalScores, newGame, replay, type SeatScore } from '../../engine/index.ts';
import { readRecord } from '../records/recordCheck.ts';
import { fingerprint } from '../records/fingerprint.ts';
import { readRecordText } from '../store/recordFile.ts';
import { FileProblem } from '../store/safeFiles.ts';
import { readArgs } from './args.ts';

export const VERIFY_USAGE = 'verify FILE [--json]   check a game record: its fingerprint, then every action';

/** Why a record is not verified; `index`: the illegal action's. */
export interface Problem {
  code:
    'unreadable' | 'not-json' | 'not-a-record' | 'no-fingerprint' | 'wrong-fingerprint' | 'illegal-action';
  message: string;
  index?: number;
}

/** What `--json` prints (one object, one line). */
export interface Verdict {
  ok: boolean;
  /** The fingerprint the record carries (null: none, or no record read). */
  fingerprint: string | null;
  /** The SHA-256 of the record's seed and deal (null: no record read). */
  computed: string | null;
  seed: string | null;
  /** The players' names in seat order (none: no record read). */
  players: string[];
  /** The actions that replayed legally (all of them when none is illegal). */
  actions: number;
  finished: boolean;
  /** The final scores when the record replays to the end, as `replay` prints them; null otherwise. */
  finalScores: SeatScore[] | null;
  problems: Problem[];
}

/** The verdict on a file read no further than `problem`. */
function refused(problem: Problem): Verdict {
  const none = { fingerprint: null, computed: null, seed: null, players: [], actions: 0 };
  return { ok: false, ...none, finished: false, finalScores: null, problems: [problem] };
}

/** Verifies the record held in `text` (the contents of a file). */
export function verify(text: string): Verdict {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    return refused({ code: 'not-json', message: `not JSON: ${(err as Error).message}` });
  }
  const parsed = readRecord(json);
  if (!parsed.ok)
    return refused({
      code: 'not-a-record',
      message: `not a norenberc-record/1 game record: ${parsed.error}`,
    });
  const { record } = parsed;
  const created = newGame({ players: record.players, seed: record.seed, deal: record.deal });
  if (!created.ok)
    return refused({ code: 'not-a-record', message: `its deal cannot be laid out: ${created.error}` });
  const verdict: Verdict = {
    ok: false,
    fingerprint: record.fingerprint ?? null,
    computed: fingerprint(record.seed, created.value.setup.deal),
    seed: record.seed,
    players: record.players.map((p) => p.name),
    actions: 0,
    finished: false,
    finalScores: null,
    problems: [],
  };
  if (verdict.fingerprint === null)
    verdict.problems.push({
      code: 'no-fingerprint',
      message:
        'the record carries no fingerprint, so nothing shows that its seed and deal were fixed before the ' +
        'first move (a record made before fingerprints, or one whose fingerprint was taken out)',
    });
  else if (verdict.fingerprint !== verdict.computed)
    verdict.problems.push({
      code: 'wrong-fingerprint',
      message:
        'its fingerprint, which the players saw before the first move, is not the SHA-256 of its seed and ' +
        'deal (the computed one): its seed or its deal was changed afterwards',
    });
  const played = replay(record);
  if (played.ok) {
    verdict.actions = record.actions.length;
    verdict.finished = played.state.phase === 'finished';
    verdict.finalScores = finalScores(played.state);
  } else {
    verdict.actions = played.index;
    verdict.problems.push({
      code: 'illegal-action',
      index: played.index,
      message: `the ${ordinal(played.index + 1)} action (index ${played.index}) is not allowed: ${played.error}`,
    });
  }
  verdict.ok = verdict.problems.length === 0;
  return verdict;
}

export async function runVerify(args: string[]): Promise<number> {
  const { values, positionals } = readArgs(args, { json: { type: 'boolean' } }, ['FILE']);
  const file = positionals[0]!;
  let verdict: Verdict;
  try {
    verdict = verify(readRecordText(file));
  } catch (err) {
    if (!(err instanceof FileProblem)) throw err;
    verdict = refused({ code: 'unreadable', message: err.message });
  }
  process.stdout.write(values.json ? `${JSON.stringify(verdict)}\n` : told(file, verdict));
  return verdict.ok ? 0 : 2;
}

/** "1st", "2nd", "3rd", "4th", "11th", "21st". */
function ordinal(n: number): string {
  const suffix = { one: 'st', two: 'nd', few: 'rd', other: 'th' } as const;
  const rule = new Intl.PluralRules('en', { type: 'ordinal' }).select(n) as keyof typeof suffix;
  return `${n}${suffix[rule] ?? 'th'}`;
}

/** The verdict in words, for a person at a terminal. */
function told(file: string, v: Verdict): string {
  const illegal = v.problems.some((p) => p.code === 'illegal-action');
  const lines = [
    v.ok
      ? `${file}: verified: its fingerprint is the one of its seed and deal, and all ${v.actions} actions are allowed`
      : `${file}: NOT verified (${v.problems.length === 1 ? 'one problem' : `${v.problems.length} problems`}, below)`,
  ];
  if (v.fingerprint !== null) lines.push(`  fingerprint  ${v.fingerprint}`);
  if (v.computed !== null && v.computed !== v.fingerprint) lines.push(`  computed     ${v.computed}`);
  if (v.seed !== null) lines.push(`  seed         ${v.seed}`);
  if (v.computed !== null)
    lines.push(
      `  actions      ${
        illegal
          ? `the first ${v.actions} allowed, the next one not`
          : `${v.actions} allowed, the game ${v.finished ? 'finished' : 'unfinished'}`
      }`,
    );
  const ranked = [...(v.finalScores ?? [])].sort((a, b) => a.rank - b.rank || a.seat - b.seat);
  for (const s of ranked) lines.push(`  ${`rank ${s.rank}`.padEnd(11)}  ${v.players[s.seat]}: ${s.total} VP`);
  for (const p of v.problems) lines.push(`  problem      ${p.message} [${p.code}]`);
  return `${lines.join('\n')}\n`;
}
